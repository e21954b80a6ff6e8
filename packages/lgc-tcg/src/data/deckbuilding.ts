/**
 * Building a deck (§1, §2, §9.1, §11): how many more copies of a card a deck may take, and the
 * deck's Ferveur curve beside §9.1's target curve (deckbuilding.json). The rules themselves are
 * `validateDeck`'s; these are the questions a deck builder asks card by card.
 */
import deckbuildingFile from "@data/lgc-tcg/deckbuilding.json";
import { cardKey, getCard } from "./corpus.js";
import { issue } from "./issues.js";
import { checkSchema } from "./schemas.js";
import type {
  Collection,
  Corpus,
  CurveTarget,
  DataIssue,
  DataResult,
  Deck,
  DeckbuildingGuides,
  HeroClass,
} from "./types.js";

/** deckbuilding.json as bundled (the data tests check it with {@link checkDeckbuilding}). */
export const DECKBUILDING: DeckbuildingGuides = deckbuildingFile as DeckbuildingGuides;

/**
 * Checks a deck-building guides file (any JSON) against its schema, then that each bucket's bounds
 * are in order and that no two buckets share a cost. Never throws.
 */
export function checkDeckbuilding(
  value: unknown,
  file = "deckbuilding.json",
): DataResult<DeckbuildingGuides> {
  const checked = checkSchema("deckbuilding", value, file);
  if (!checked.ok) return { ok: false, issues: checked.issues };
  const errors: DataIssue[] = [];
  const seen = new Map<number, string>();
  checked.value.targetCurve.forEach((t, i) => {
    if (t.min > t.max)
      errors.push(issue("error", "curve", file, `/targetCurve/${i}/min`, "min is above max"));
    const top = t.maxCost ?? 10;
    if (t.minCost > top)
      errors.push(issue("error", "curve", file, `/targetCurve/${i}/maxCost`, "maxCost is below minCost"));
    for (let cost = t.minCost; cost <= top; cost++) {
      const other = seen.get(cost);
      if (other !== undefined)
        errors.push(
          issue(
            "error",
            "curve",
            file,
            `/targetCurve/${i}/minCost`,
            `cost ${cost} is also in bucket "${other}"`,
          ),
        );
      seen.set(cost, t.bucket);
    }
  });
  return errors.length > 0 ? { ok: false, issues: errors } : { ok: true, value: checked.value, warnings: [] };
}

/** One bucket of a deck's curve beside its target. */
export interface CurveCount extends CurveTarget {
  /** Cards of the deck in the bucket. */
  readonly count: number;
  readonly status: "under" | "within" | "over";
}

/** The bucket of a cost in a target curve, or undefined when no bucket holds it. */
export function targetBucket(guides: DeckbuildingGuides, cost: number): CurveTarget | undefined {
  return guides.targetCurve.find((t) => cost >= t.minCost && (t.maxCost === null || cost <= t.maxCost));
}

/**
 * A deck's Ferveur curve (cards per bucket) beside §9.1's target curve. Lines naming no card of the
 * corpus count nowhere (validateDeck reports them).
 */
export function deckCurve(
  deck: Pick<Deck, "cards">,
  corpus: Pick<Corpus, "cards">,
  guides: DeckbuildingGuides = DECKBUILDING,
): CurveCount[] {
  const counts = new Map<CurveTarget, number>();
  for (const e of deck.cards) {
    const card = corpus.cards[cardKey(e.cardId, e.version)];
    const bucket = card === undefined ? undefined : targetBucket(guides, card.cost);
    if (bucket !== undefined) counts.set(bucket, (counts.get(bucket) ?? 0) + e.count);
  }
  return guides.targetCurve.map((t) => {
    const count = counts.get(t) ?? 0;
    return { ...t, count, status: count < t.min ? "under" : count > t.max ? "over" : "within" };
  });
}

/** Why a deck may take no more copies of a card. */
export type AllowanceLimit =
  | "unknown-card"
  | "opt-out"
  | "class-card"
  | "other-version"
  | "copies"
  | "not-owned"
  | "deck-full";

/** How many more copies of a card a deck may take, and what stops it when that is 0. */
export interface Allowance {
  readonly more: number;
  readonly limit?: AllowanceLimit;
}

/**
 * How many more copies of `cardId` in `version` (default: its current version) the deck may take
 * under the rules of `validateDeck`: the card exists and was not withdrawn (§12), it is neutral or
 * of the deck's hero class (§11), the deck names no other version of it (a duel plays one), copies
 * by rarity counted over all versions (§2), the deck's size (§1) and, with a collection, the copies
 * owned (normal and foil alike, §7.6).
 */
export function cardAllowance(
  deck: { readonly heroClass: HeroClass; readonly cards: Deck["cards"] },
  corpus: Corpus,
  cardId: string,
  collection?: Pick<Collection, "copies">,
  version?: number,
): Allowance {
  const card = getCard(corpus, cardId, version);
  if (card === undefined) return { more: 0, limit: "unknown-card" };
  if (card.optOut) return { more: 0, limit: "opt-out" };
  if (!card.factions.includes("NEUTRAL") && !card.factions.includes(deck.heroClass))
    return { more: 0, limit: "class-card" };
  if (deck.cards.some((e) => e.cardId === cardId && e.version !== card.version))
    return { more: 0, limit: "other-version" };
  let total = 0;
  let inDeck = 0;
  for (const e of deck.cards) {
    total += e.count;
    if (e.cardId === cardId) inDeck += e.count;
  }
  const maxCopies = corpus.taxonomy.rarities.find((r) => r.id === card.rarity)?.maxCopies ?? 0;
  const candidates: [number, AllowanceLimit][] = [
    [maxCopies - inDeck, "copies"],
    [corpus.rules.deckSize - total, "deck-full"],
  ];
  if (collection !== undefined) {
    let owned = 0;
    for (const c of collection.copies) if (c.cardId === cardId) owned += c.normal + c.foil;
    candidates.push([owned - inDeck, "not-owned"]);
  }
  let best: [number, AllowanceLimit] = [Number.POSITIVE_INFINITY, "copies"];
  for (const c of candidates) if (c[0] < best[0]) best = c;
  const more = Math.max(0, best[0]);
  return more > 0 ? { more } : { more: 0, limit: best[1] };
}
