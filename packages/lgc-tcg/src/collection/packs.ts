/**
 * Opening packs (seed §7.6, §10): a rarity per slot from the slot's odds, an independent foil
 * chance per card, the legendary and foil pity timers, then a card of that rarity, with duplicate
 * protection while the player still misses some card of the rarity (foils ignore it).
 *
 * The draws, in order, for one pack (so another implementation reproduces the same packs from the
 * same generator state): for each slot, a float for its rarity then a float for its foil; the
 * foil pity's slot, an integer, only when that pity fires; then for each slot an integer choosing
 * its card among the candidates, in pool order.
 */
import { nextFloat, nextInt, type Rng } from "@core/engine";
import type { Rarity } from "../data/types.js";
import { RARITIES } from "./catalogue.js";
import type { CollectionState, PackCard, PityCounters, PoolCard } from "./model.js";
import { effectiveOdds } from "./odds.js";
import { addCopy, type Holdings, heldOf } from "./owned.js";

/** The working copy a pack opening edits. */
export interface PackDraft {
  rng: Rng;
  pity: PityCounters;
  readonly holdings: Holdings;
}

/** The set's pool by rarity, each slot's odds over it, and the cards the player still misses. */
export interface SetPool {
  readonly byRarity: ReadonlyMap<Rarity, readonly PoolCard[]>;
  /** Each slot's odds restricted to the rarities the set has (see {@link effectiveOdds}). */
  readonly slots: readonly Readonly<Record<Rarity, number>>[];
  /** Cards held below their limit, per rarity (updated as copies arrive). */
  readonly missing: Map<Rarity, number>;
}

/**
 * Groups the pool cards of `set` (default the collection's) by rarity and counts the cards still
 * missing (held below the limit).
 */
export function setPool(s: CollectionState, holdings: Holdings, set: string = s.set): SetPool {
  const byRarity = new Map<Rarity, PoolCard[]>();
  const missing = new Map<Rarity, number>();
  for (const card of s.pool) {
    if (card.set !== set) continue;
    byRarity.set(card.rarity, [...(byRarity.get(card.rarity) ?? []), card]);
    if (heldOf(holdings, card.cardId) < s.limits[card.rarity])
      missing.set(card.rarity, (missing.get(card.rarity) ?? 0) + 1);
  }
  const present = new Set(byRarity.keys());
  return { byRarity, slots: s.rules.pack.slots.map((o) => effectiveOdds(o, present)), missing };
}

/**
 * A slot's rarity from a float in [0, 1): the first rarity, from the most common, whose cumulated
 * odds exceed it. The odds are the slot's restricted to the rarities the set has, scaled back to 1
 * (a set without legendaries never gives one; see {@link effectiveOdds}).
 */
export function rarityOf(weights: Readonly<Record<Rarity, number>>, u: number): Rarity {
  let acc = 0;
  let last: Rarity = "COMMON";
  for (const r of RARITIES) {
    if (weights[r] === 0) continue;
    acc += weights[r];
    last = r;
    if (u < acc) return r;
  }
  return last; // rounding: u just under 1
}

/** Opens one pack on the draft; returns its cards and which pity timers fired. */
export function openOne(
  s: CollectionState,
  d: PackDraft,
  pool: SetPool,
): { cards: PackCard[]; pity: { legendary: boolean; foil: boolean } } {
  const { foilChance, pity } = s.rules.pack;
  const rolls: { rarity: Rarity; foil: boolean }[] = [];
  for (const weights of pool.slots) {
    const [u, r1] = nextFloat(d.rng);
    const [v, r2] = nextFloat(r1);
    d.rng = r2;
    rolls.push({ rarity: rarityOf(weights, u), foil: v < foilChance });
  }
  // Pity (§10): the N-th pack in a row without one gets one. The legendary upgrades the last slot
  // (in the launch odds the best one); the foil falls on a slot drawn from the generator.
  const forceLegendary =
    pool.byRarity.has("LEGENDARY") &&
    d.pity.legendary + 1 >= pity.legendary &&
    rolls.every((x) => x.rarity !== "LEGENDARY");
  if (forceLegendary) (rolls[rolls.length - 1] as { rarity: Rarity }).rarity = "LEGENDARY";
  const forceFoil = foilChance > 0 && d.pity.foil + 1 >= pity.foil && rolls.every((x) => !x.foil);
  if (forceFoil) {
    const [j, r] = nextInt(d.rng, rolls.length);
    d.rng = r;
    (rolls[j] as { foil: boolean }).foil = true;
  }
  const cards = rolls.map(({ rarity, foil }) => {
    const card = pickCard(s, d, pool, rarity, foil);
    const duplicate = heldOf(d.holdings, card.cardId) >= s.limits[rarity];
    addCopy(d.holdings, card.cardId, card.version, foil);
    if (!duplicate && heldOf(d.holdings, card.cardId) >= s.limits[rarity])
      pool.missing.set(rarity, (pool.missing.get(rarity) ?? 1) - 1);
    return { cardId: card.cardId, version: card.version, rarity, foil, duplicate };
  });
  const hasLegendary = cards.some((c) => c.rarity === "LEGENDARY");
  const hasFoil = cards.some((c) => c.foil);
  d.pity = {
    legendary: hasLegendary ? 0 : d.pity.legendary + 1,
    foil: hasFoil ? 0 : d.pity.foil + 1,
  };
  return { cards, pity: { legendary: forceLegendary, foil: forceFoil } };
}

/**
 * A card of `rarity`, uniformly among the candidates. Duplicate protection (§10): while the player
 * misses some card of this rarity (held below its deck limit), a normal copy is drawn only among
 * those; a foil copy ignores the protection (§7.6: the foil of a complete card is a good draw).
 */
function pickCard(s: CollectionState, d: PackDraft, pool: SetPool, rarity: Rarity, foil: boolean): PoolCard {
  const all = pool.byRarity.get(rarity) ?? [];
  const protect = !foil && (pool.missing.get(rarity) ?? 0) > 0;
  const candidates = protect ? all.filter((c) => heldOf(d.holdings, c.cardId) < s.limits[rarity]) : all;
  const [i, r] = nextInt(d.rng, candidates.length);
  d.rng = r;
  return candidates[i] as PoolCard;
}
