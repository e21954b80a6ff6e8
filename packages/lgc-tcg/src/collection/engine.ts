/**
 * The collection engine (seed §7.6, §10): `init` gives a new player the free starter deck (or
 * takes an existing collection), `reduce` opens packs, melts duplicates, crafts cards and books
 * rewards. Pure, total and deterministic like the duel: packs draw from the generator in the state.
 */
import {
  assertSchema,
  compileSchema,
  type Engine,
  pointer,
  type SchemaCheck,
  SetupError,
  type StateParse,
  schemaCheck,
  stateParser,
} from "@core/engine";
import setupSchema from "../../schema/collection-setup.schema.json";
import stateSchema from "../../schema/collection-state.schema.json";
import { SCHEMAS } from "../data/schemas.js";
import type { CollectionEntry, DataIssue, DeckEntry, EconomyRules, Rarity } from "../data/types.js";
import { checkEconomy } from "./economy.js";
import type {
  AltArt,
  CollectionAction,
  CollectionEvent,
  CollectionState,
  PityCounters,
  PoolCard,
} from "./model.js";
import { collectionActions, reduceCollection } from "./reduce.js";
import { holdingIssues } from "./saved.js";
import { startCollection } from "./start.js";
import * as validators from "./state-validators.generated.js";

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
  /** The guild member the player is (a pool card's `memberId`). */
  readonly member?: string;
  readonly altArts?: readonly AltArt[];
}

/** The engine id conformance kits name. */
export const COLLECTION_ENGINE_ID = "lgc-tcg-collection";

/** The collection state JSON Schema (draft 2020-12) and the setup's. */
export const COLLECTION_STATE_SCHEMA: object = stateSchema;
export const COLLECTION_SETUP_SCHEMA: object = setupSchema;

const refs = () => [SCHEMAS.card, SCHEMAS.deck, SCHEMAS.collection, SCHEMAS.economy];
let setupCheck: ((data: unknown) => SchemaCheck<CollectionSetup>) | undefined;
let stateCheck: ((data: unknown) => SchemaCheck<CollectionState>) | undefined;

/** Problems a schema cannot see: the holdings' (saved.ts), and the economy's odds and prices. */
function referenceIssues(
  value: {
    pool?: readonly PoolCard[];
    copies?: readonly CollectionEntry[];
    rules?: EconomyRules;
    altArts?: readonly AltArt[];
  },
  file: string | undefined,
): DataIssue[] {
  const out = holdingIssues(value, file);
  if (value.rules !== undefined) {
    const rules = checkEconomy(value.rules);
    if (!rules.ok)
      for (const issue of rules.issues)
        out.push({
          severity: "error",
          code: "reference",
          pointer: pointer("rules", ...issue.pointer.split("/").slice(1)),
          message: issue.message,
          ...(file ? { file } : {}),
        });
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

let parse: ((input: unknown) => StateParse<CollectionState>) | undefined;

/**
 * `input` (any JSON: a collection read back whole, a kit's state) as a state `reduceCollection`
 * may take, or a `SetupError` value with the JSON pointer of the first problem: reason `schema`
 * (collection-state.schema.json, compiled ahead of time: no ajv) or `inconsistent` (what
 * {@link checkCollectionState} checks after the schema: the holdings' references, the economy's
 * odds and prices). Never throws.
 */
export function parseCollectionState(input: unknown): StateParse<CollectionState> {
  parse ??= stateParser(schemaCheck<CollectionState>(validators.state), {
    consistent: (state) => {
      const first = referenceIssues(state, undefined)[0];
      return first === undefined ? null : { pointer: first.pointer, message: first.message };
    },
  });
  return parse(input);
}

/**
 * A new collection. Throws {@link SetupError} with a JSON pointer on a bad setup. Without `copies`
 * the player receives the starter deck (§10: every account gets a complete, playable deck).
 */
export function initCollection(setup: CollectionSetup): CollectionState {
  setupCheck ??= compileSchema<CollectionSetup>(setupSchema, [...refs(), stateSchema]);
  const s = assertSchema(setupCheck, setup);
  const first = referenceIssues(s, undefined)[0];
  // Holdings and economy checks: the reason is their issue's code, `reference`.
  if (first !== undefined) throw new SetupError(first.message, first.pointer, undefined, first.code);
  return startCollection(s);
}

/** The collection engine, for registries and kit runners (`id` "lgc-tcg-collection"). */
export const collectionEngine: Engine<CollectionSetup, CollectionState, CollectionAction, CollectionEvent> = {
  id: COLLECTION_ENGINE_ID,
  init: initCollection,
  parseState: parseCollectionState,
  reduce: reduceCollection,
  legalActions: collectionActions,
};
