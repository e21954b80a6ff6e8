/**
 * The collection engine (seed §7.6, §10): `init` gives a new player the free starter deck (or
 * takes an existing collection), `reduce` opens packs, melts duplicates, crafts cards and books
 * rewards. Pure, total and deterministic like the duel: packs draw from the generator in the state.
 */
import {
  assertSchema,
  compileSchema,
  type Engine,
  isRecord,
  pointer,
  type Rejected,
  reject,
  type SchemaCheck,
  SetupError,
  seedRng,
  type Transition,
} from "@core/engine";
import setupSchema from "../../schema/collection-setup.schema.json";
import stateSchema from "../../schema/collection-state.schema.json";
import { LAUNCH_FILES } from "../data/launch.js";
import { SCHEMAS } from "../data/schemas.js";
import type { CollectionEntry, DataIssue, Deck, DeckEntry, EconomyRules, Rarity } from "../data/types.js";
import { BUNDLED_POOL, COPY_LIMITS, checkEconomy, ECONOMY_RULES } from "./catalogue.js";
import { craftCheck, duplicatesOf, meltCheck } from "./crafting.js";
import type {
  CollectionAction,
  CollectionEvent,
  CollectionRefusal,
  CollectionState,
  PityCounters,
  PoolCard,
} from "./model.js";
import { addCopy, entriesOf, holdingsOf, removeCopies, unstampedFoils } from "./owned.js";
import { openOne, type PackDraft, setPool } from "./packs.js";

/** What `init` takes; everything but the seed has a default (see collection-setup.schema.json). */
export interface CollectionSetup {
  readonly seed: number | string;
  readonly player?: string;
  readonly set?: string;
  readonly rules?: EconomyRules;
  readonly pool?: readonly PoolCard[];
  readonly limits?: Readonly<Record<Rarity, number>>;
  /** Deck entries given free as normal copies; default economy.json's starter deck, without `copies`. */
  readonly starter?: readonly DeckEntry[];
  readonly copies?: readonly CollectionEntry[];
  readonly sceaux?: number;
  readonly packs?: number;
  readonly pity?: PityCounters;
}

/** The engine id conformance kits name. */
export const COLLECTION_ENGINE_ID = "lgc-tcg-collection";

/** Most packs one OPEN_PACK opens, and most copies one MELT melts. */
export const MAX_OPEN = 100;
export const MAX_MELT = 1000;
/** Most packs or Sceaux one GRANT gives. */
export const MAX_GRANT = { packs: 1000, sceaux: 1_000_000 } as const;
/** Most copies of one card version a collection holds (collection.schema.json). */
export const MAX_COPIES = 1_000_000;

/** The collection state JSON Schema (draft 2020-12) and the setup's. */
export const COLLECTION_STATE_SCHEMA: object = stateSchema;
export const COLLECTION_SETUP_SCHEMA: object = setupSchema;

const refs = () => [SCHEMAS.card, SCHEMAS.deck, SCHEMAS.collection, SCHEMAS.economy];
let setupCheck: ((data: unknown) => SchemaCheck<CollectionSetup>) | undefined;
let stateCheck: ((data: unknown) => SchemaCheck<CollectionState>) | undefined;

/** Problems a schema cannot see: one pool entry per card, one entry per card version, stamps ≤ foils. */
function referenceIssues(
  value: { pool?: readonly PoolCard[]; copies?: readonly CollectionEntry[]; rules?: EconomyRules },
  file: string | undefined,
): DataIssue[] {
  const out: DataIssue[] = [];
  const at = (message: string, ...path: (string | number)[]): void => {
    out.push({
      severity: "error",
      code: "reference",
      pointer: pointer(...path),
      message,
      ...(file ? { file } : {}),
    });
  };
  const ids = new Set<string>();
  (value.pool ?? []).forEach((c, i) => {
    if (ids.has(c.cardId)) at(`"${c.cardId}" is in the pool twice`, "pool", i, "cardId");
    ids.add(c.cardId);
  });
  const keys = new Set<string>();
  (value.copies ?? []).forEach((c, i) => {
    const key = `${c.cardId}.v${c.version}`;
    if (keys.has(key)) at(`${key} has two entries`, "copies", i);
    keys.add(key);
    if ((c.foilProvenance?.length ?? 0) > c.foil)
      at(`${c.foilProvenance?.length} provenances for ${c.foil} foil copies`, "copies", i, "foilProvenance");
  });
  if (value.rules !== undefined) {
    const rules = checkEconomy(value.rules);
    if (!rules.ok)
      for (const issue of rules.issues) at(issue.message, "rules", ...issue.pointer.split("/").slice(1));
  }
  return out;
}

/**
 * Checks a collection state (any JSON, e.g. read back from storage) against its schema and the
 * references above. Never throws; issues carry JSON pointers.
 */
export function checkCollectionState(
  value: unknown,
  file?: string,
):
  | { readonly ok: true; readonly value: CollectionState }
  | { readonly ok: false; readonly issues: DataIssue[] } {
  stateCheck ??= compileSchema<CollectionState>(stateSchema, [...refs(), setupSchema]);
  const checked = stateCheck(value);
  if (!checked.ok) {
    const issues = checked.issues.map(
      (i): DataIssue => ({
        severity: "error",
        code: "schema",
        pointer: i.pointer,
        message: i.message,
        ...(file ? { file } : {}),
      }),
    );
    return { ok: false, issues };
  }
  const issues = referenceIssues(checked.value, file);
  return issues.length > 0 ? { ok: false, issues } : { ok: true, value: checked.value };
}

/**
 * A new collection. Throws {@link SetupError} with a JSON pointer on a bad setup. Without `copies`
 * the player receives the starter deck (§10: every account gets a complete, playable deck).
 */
export function initCollection(setup: CollectionSetup): CollectionState {
  setupCheck ??= compileSchema<CollectionSetup>(setupSchema, [...refs(), stateSchema]);
  const s = assertSchema(setupCheck, setup);
  const first = referenceIssues(s, undefined)[0];
  if (first !== undefined) throw new SetupError(first.message, first.pointer);
  if (typeof s.seed === "number" && !Number.isFinite(s.seed)) throw new SetupError("must be finite", "/seed");
  const rules = s.rules ?? ECONOMY_RULES;
  const pool = s.pool ?? BUNDLED_POOL;
  const starter = s.starter ?? (s.copies === undefined ? starterOf(rules) : []);
  const holdings = holdingsOf(s.copies ?? []);
  starter.forEach((e, i) => {
    if (!pool.some((c) => c.cardId === e.cardId))
      throw new SetupError(
        `"${e.cardId}" is not a collectible card of the pool`,
        pointer("starter", i, "cardId"),
      );
    for (let k = 0; k < e.count; k++) addCopy(holdings, e.cardId, e.version, false);
  });
  return {
    player: s.player ?? "joueur",
    set: s.set ?? pool[0]?.set ?? "PVB",
    rules,
    pool,
    limits: s.limits ?? COPY_LIMITS,
    rng: seedRng(s.seed),
    sceaux: s.sceaux ?? 0,
    packs: s.packs ?? 0,
    pity: s.pity ?? { legendary: 0, foil: 0 },
    copies: entriesOf(holdings),
  };
}

/** The starter deck economy.json names, among the bundled data files. */
function starterOf(rules: EconomyRules): readonly DeckEntry[] {
  const deck = Object.hasOwn(LAUNCH_FILES, rules.starterDeck)
    ? (LAUNCH_FILES[rules.starterDeck] as Deck)
    : undefined;
  if (deck === undefined) throw new SetupError(`no deck file "${rules.starterDeck}"`, "/rules/starterDeck");
  return deck.cards;
}

type Result = Transition<CollectionState, CollectionEvent | Rejected>;

const isCount = (x: unknown, max: number) =>
  x === undefined || (Number.isInteger(x) && (x as number) >= 1 && (x as number) <= max);

/** Applies one action. Never throws: a bad action returns the same state and one `rejected` event. */
export function reduceCollection(state: CollectionState, action: unknown): Result {
  const no = (reason: CollectionRefusal, detail?: string) => reject(state, action, reason, detail);
  if (!isRecord(action) || typeof action.type !== "string") return no("invalid-action");
  switch (action.type) {
    case "OPEN_PACK": {
      if (!isCount(action.count, MAX_OPEN)) return no("invalid-count", `1 to ${MAX_OPEN} packs`);
      return openPacks(state, (action.count as number | undefined) ?? 1, action);
    }
    case "MELT": {
      const { cardId, version, foil, count } = action;
      if (
        typeof cardId !== "string" ||
        !Number.isInteger(version) ||
        (foil !== undefined && typeof foil !== "boolean")
      )
        return no("invalid-action");
      if (!isCount(count, MAX_MELT)) return no("invalid-count", `1 to ${MAX_MELT} copies`);
      const n = (count as number | undefined) ?? 1;
      const check = meltCheck(state, cardId, version as number, foil === true, n);
      if ("refused" in check) return no(check.refused);
      const holdings = holdingsOf(state.copies);
      removeCopies(holdings, cardId, version as number, foil === true, n);
      return {
        state: { ...state, sceaux: state.sceaux + check.sceaux, copies: entriesOf(holdings) },
        events: [
          {
            type: "melted",
            cardId,
            version: version as number,
            foil: foil === true,
            count: n,
            sceaux: check.sceaux,
          },
        ],
      };
    }
    case "CRAFT": {
      if (typeof action.cardId !== "string") return no("invalid-action");
      const check = craftCheck(state, action.cardId);
      if ("refused" in check) return no(check.refused);
      const holdings = holdingsOf(state.copies);
      addCopy(holdings, check.card.cardId, check.card.version, false); // never a foil (§7.6)
      return {
        state: { ...state, sceaux: state.sceaux - check.sceaux, copies: entriesOf(holdings) },
        events: [
          { type: "crafted", cardId: check.card.cardId, version: check.card.version, sceaux: check.sceaux },
        ],
      };
    }
    case "MELT_DUPLICATES":
      return meltDuplicates(state, action);
    case "GRANT":
      return grant(state, action);
    default:
      return no("unknown-action");
  }
}

/**
 * Melts every duplicate of the collection: for each card (in the order of the entries), the copies
 * beyond its deck limit, normal ones first (a foil is the nicer copy to keep), unstamped foils only
 * when the normal ones do not cover it; versions in entry order. Refused when there is none.
 */
function meltDuplicates(state: CollectionState, action: unknown): Result {
  const events: CollectionEvent[] = [];
  let s = state;
  for (const foil of [false, true]) {
    for (const entry of state.copies) {
      const current = s.copies.find((c) => c.cardId === entry.cardId && c.version === entry.version);
      if (current === undefined) continue;
      const have = foil ? unstampedFoils(current) : current.normal;
      const count = Math.min(have, duplicatesOf(s, entry.cardId));
      if (count <= 0) continue;
      const r = reduceCollection(s, {
        type: "MELT",
        cardId: entry.cardId,
        version: entry.version,
        foil,
        count,
      });
      if (r.events[0]?.type === "rejected") continue;
      events.push(...(r.events as CollectionEvent[]));
      s = r.state;
    }
  }
  return events.length > 0 ? { state: s, events } : reject(state, action, "not-a-duplicate");
}

/** Why `count` packs may not be opened now, or null. */
function openRefusal(state: CollectionState, count: number): CollectionRefusal | null {
  if (state.packs < count) return "no-pack";
  if (!state.pool.some((c) => c.set === state.set)) return "empty-pool";
  const most = state.copies.reduce((m, c) => Math.max(m, c.normal, c.foil), 0);
  if (most + count * state.rules.pack.slots.length > MAX_COPIES) return "collection-full";
  return null;
}

function openPacks(state: CollectionState, count: number, action: unknown): Result {
  const refused = openRefusal(state, count);
  if (refused !== null) return reject(state, action, refused);
  const holdings = holdingsOf(state.copies);
  const pool = setPool(state, holdings);
  const draft: PackDraft = { rng: state.rng, pity: state.pity, holdings };
  const events: CollectionEvent[] = [];
  for (let i = 0; i < count; i++) events.push({ type: "packOpened", ...openOne(state, draft, pool) });
  return {
    state: {
      ...state,
      rng: draft.rng,
      pity: draft.pity,
      packs: state.packs - count,
      copies: entriesOf(holdings),
    },
    events,
  };
}

function grant(state: CollectionState, action: Readonly<Record<string, unknown>>): Result {
  const { packs = 0, sceaux = 0, reason } = action;
  const ok =
    Number.isInteger(packs) &&
    Number.isInteger(sceaux) &&
    (packs as number) >= 0 &&
    (sceaux as number) >= 0 &&
    (packs as number) <= MAX_GRANT.packs &&
    (sceaux as number) <= MAX_GRANT.sceaux &&
    (packs as number) + (sceaux as number) > 0 &&
    state.packs + (packs as number) <= 1_000_000 &&
    (reason === undefined || (typeof reason === "string" && reason.length <= 200));
  if (!ok) return reject(state, action, "invalid-grant");
  const event: CollectionEvent =
    reason === undefined
      ? { type: "granted", packs: packs as number, sceaux: sceaux as number }
      : { type: "granted", packs: packs as number, sceaux: sceaux as number, reason: reason as string };
  return {
    state: { ...state, packs: state.packs + (packs as number), sceaux: state.sceaux + (sceaux as number) },
    events: [event],
  };
}

/**
 * The player's moves `reduce` accepts: opening one pack, melting every duplicate, melting one copy of
 * each meltable kind, crafting each craftable card. GRANT is the server's (a reward), never a player's move.
 */
export function collectionActions(state: CollectionState): CollectionAction[] {
  const out: CollectionAction[] = [];
  if (openRefusal(state, 1) === null) out.push({ type: "OPEN_PACK" });
  if (state.copies.some((c) => c.normal + unstampedFoils(c) > 0 && duplicatesOf(state, c.cardId) > 0))
    out.push({ type: "MELT_DUPLICATES" });
  for (const c of state.copies)
    for (const foil of [false, true])
      if (!("refused" in meltCheck(state, c.cardId, c.version, foil, 1)))
        out.push({ type: "MELT", cardId: c.cardId, version: c.version, foil });
  for (const c of state.pool)
    if (!("refused" in craftCheck(state, c.cardId))) out.push({ type: "CRAFT", cardId: c.cardId });
  return out;
}

/** The collection engine, for registries and kit runners (`id` "lgc-tcg-collection"). */
export const collectionEngine: Engine<CollectionSetup, CollectionState, CollectionAction, CollectionEvent> = {
  id: COLLECTION_ENGINE_ID,
  init: initCollection,
  reduce: reduceCollection,
  legalActions: collectionActions,
};
