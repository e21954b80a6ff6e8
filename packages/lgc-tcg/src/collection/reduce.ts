/**
 * The collection engine's rules (seed §7.6, §10): `reduceCollection` opens packs, melts
 * duplicates, crafts cards and books rewards; `collectionActions` lists a player's moves. Pure,
 * total and deterministic; apart from engine.ts (setup and state checks) so that a page playing a
 * collection carries no schema validator (issue 18).
 */
import { isRecord, type Rejected, reject, type Transition } from "@core/engine";
import { addAltArt, altArtCheck, altArtsOf, memberCards, showArt } from "./alt-art.js";
import { craftCheck, duplicatesOf, meltCheck } from "./crafting.js";
import type { CollectionAction, CollectionEvent, CollectionRefusal, CollectionState } from "./model.js";
import { addCopy, entriesOf, holdingsOf, removeCopies, unstampedFoils } from "./owned.js";
import { openOne, type PackDraft, setPool } from "./packs.js";

/** Most packs one OPEN_PACK opens, and most copies one MELT melts. */
export const MAX_OPEN = 100;
export const MAX_MELT = 1000;
/** Most packs or Sceaux one GRANT gives. */
export const MAX_GRANT = { packs: 1000, sceaux: 1_000_000 } as const;
/** Most copies of one card version a collection holds (collection.schema.json). */
export const MAX_COPIES = 1_000_000;

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
      if (action.set !== undefined && typeof action.set !== "string") return no("invalid-action");
      return openPacks(state, (action.count as number | undefined) ?? 1, action.set ?? state.set, action);
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
      if (
        typeof action.cardId !== "string" ||
        (action.foil !== undefined && typeof action.foil !== "boolean")
      )
        return no("invalid-action");
      // §7.6 rule 4: « elle ne s'achète pas » — no Sceaux ever buy a foil.
      if (action.foil === true) return no("foil-not-for-sale");
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
    case "GRANT_FOIL":
      return grantFoil(state, action);
    case "BUY_ALT_ART": {
      if (typeof action.cardId !== "string") return no("invalid-action");
      const check = altArtCheck(state, action.cardId);
      if ("refused" in check) return no(check.refused);
      const { altArts, rng, art, seed } = addAltArt(state, action.cardId);
      return {
        state: { ...state, rng, sceaux: state.sceaux - check.sceaux, altArts },
        events: [{ type: "altArtBought", cardId: action.cardId, art, seed, sceaux: check.sceaux }],
      };
    }
    case "SHOW_ART": {
      const { cardId, art } = action;
      if (typeof cardId !== "string" || (art !== null && !Number.isInteger(art))) return no("invalid-action");
      const shown = showArt(state, cardId, art as number | null);
      if ("refused" in shown) return no(shown.refused);
      return {
        state: { ...state, altArts: shown.altArts },
        events: [{ type: "artShown", cardId, art: art as number | null }],
      };
    }
    case "SET_MEMBER": {
      const { memberId } = action;
      if (typeof memberId !== "string") return no("invalid-action");
      if (state.member !== undefined) return no("member-already-set");
      if (!state.pool.some((c) => c.memberId === memberId)) return no("unknown-member");
      return { state: { ...state, member: memberId }, events: [{ type: "memberSet", memberId }] };
    }
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
  return events.length > 0
    ? { state: s, events }
    : reject(state, action, "not-a-duplicate" satisfies CollectionRefusal);
}

/** Why `count` packs of `set` may not be opened now, or null. */
function openRefusal(state: CollectionState, count: number, set: string): CollectionRefusal | null {
  if (state.packs < count) return "no-pack";
  if (!state.pool.some((c) => c.set === set)) return "empty-pool";
  const most = state.copies.reduce((m, c) => Math.max(m, c.normal, c.foil), 0);
  if (most + count * state.rules.pack.slots.length > MAX_COPIES) return "collection-full";
  return null;
}

function openPacks(state: CollectionState, count: number, set: string, action: unknown): Result {
  const refused = openRefusal(state, count, set);
  if (refused !== null) return reject(state, action, refused);
  const holdings = holdingsOf(state.copies);
  const pool = setPool(state, holdings, set);
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
  if (!ok) return reject(state, action, "invalid-grant" satisfies CollectionRefusal);
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
 * An event foil (§7.6): one foil copy of the card's current version, its provenance stamped (so it
 * never melts). Refused `invalid-grant` without a provenance of 1 to 200 characters,
 * `unknown-card` for a card packs cannot hold, `collection-full` past the copy bound.
 */
function grantFoil(state: CollectionState, action: Readonly<Record<string, unknown>>): Result {
  const { cardId, provenance } = action;
  if (typeof cardId !== "string") return reject(state, action, "invalid-action" satisfies CollectionRefusal);
  if (typeof provenance !== "string" || provenance.trim() === "" || provenance.length > 200)
    return reject(state, action, "invalid-grant" satisfies CollectionRefusal);
  const card = state.pool.find((c) => c.cardId === cardId);
  if (card === undefined) return reject(state, action, "unknown-card" satisfies CollectionRefusal);
  const held = state.copies.find((c) => c.cardId === cardId && c.version === card.version);
  if ((held?.foil ?? 0) + 1 > MAX_COPIES)
    return reject(state, action, "collection-full" satisfies CollectionRefusal);
  const entry = {
    cardId,
    version: card.version,
    normal: held?.normal ?? 0,
    foil: (held?.foil ?? 0) + 1,
    foilProvenance: [...(held?.foilProvenance ?? []), provenance],
  };
  const copies = [...state.copies.filter((c) => c !== held), entry].sort((a, b) =>
    a.cardId < b.cardId ? -1 : a.cardId > b.cardId ? 1 : a.version - b.version,
  );
  return {
    state: { ...state, copies },
    events: [{ type: "foilGranted", cardId, version: card.version, provenance }],
  };
}

/**
 * The player's moves `reduce` accepts: opening one pack, melting every duplicate, melting one copy of
 * each meltable kind, crafting each craftable card, buying an alternative illustration of each own
 * member card, showing each illustration not shown. GRANT, GRANT_FOIL and SET_MEMBER are the
 * guild's, never a player's move.
 */
export function collectionActions(state: CollectionState): CollectionAction[] {
  const out: CollectionAction[] = [];
  if (openRefusal(state, 1, state.set) === null) out.push({ type: "OPEN_PACK" });
  // Packs of the pool's other sets (Extension 1), each named by its set code.
  for (const set of new Set(state.pool.map((c) => c.set)))
    if (set !== state.set && openRefusal(state, 1, set) === null) out.push({ type: "OPEN_PACK", set });
  if (state.copies.some((c) => c.normal + unstampedFoils(c) > 0 && duplicatesOf(state, c.cardId) > 0))
    out.push({ type: "MELT_DUPLICATES" });
  for (const c of state.copies)
    for (const foil of [false, true])
      if (!("refused" in meltCheck(state, c.cardId, c.version, foil, 1)))
        out.push({ type: "MELT", cardId: c.cardId, version: c.version, foil });
  for (const c of state.pool)
    if (!("refused" in craftCheck(state, c.cardId))) out.push({ type: "CRAFT", cardId: c.cardId });
  for (const c of memberCards(state))
    if (!("refused" in altArtCheck(state, c.cardId))) out.push({ type: "BUY_ALT_ART", cardId: c.cardId });
  const illustrated = new Set((state.altArts ?? []).map((a) => a.cardId));
  for (const cardId of illustrated) {
    const arts = altArtsOf(state, cardId);
    if (arts.some((a) => a.shown)) out.push({ type: "SHOW_ART", cardId, art: null });
    arts.forEach((a, art) => {
      if (!a.shown) out.push({ type: "SHOW_ART", cardId, art });
    });
  }
  return out;
}
