/**
 * Melting and crafting (seed §10 « Fonte », §7.6): duplicates melt into Sceaux at a loss (a foil
 * duplicate for `foilMeltFactor` times more), Sceaux craft one normal copy of a precise card,
 * never a foil. Each function answers "may I?" with a refusal reason or the amounts; the engine
 * applies them.
 */
import type { CollectionRefusal, CollectionState, PoolCard } from "./model.js";
import { entryOf, ownedCount, unstampedFoils } from "./owned.js";

/** The pool card of a card id (its current version and rarity), if it is collectible. */
export function poolCard(s: CollectionState, cardId: string): PoolCard | undefined {
  return s.pool.find((c) => c.cardId === cardId);
}

/**
 * Copies of a card beyond its deck limit: the duplicates, which are what melts (§10: « les
 * doublons se convertissent en Sceaux »). Counted over every version, normal and foil.
 */
export function duplicatesOf(s: CollectionState, cardId: string): number {
  const card = poolCard(s, cardId);
  if (card === undefined) return 0;
  return Math.max(0, ownedCount(s.copies, cardId) - s.limits[card.rarity]);
}

/** Sceaux one copy melts for: the rarity's `melt`, × `foilMeltFactor` for a foil. */
export function meltValue(s: CollectionState, card: PoolCard, foil: boolean): number {
  const base = s.rules.rarities[card.rarity].melt;
  return foil ? base * s.rules.foilMeltFactor : base;
}

/** What melting `count` copies would give, or why it may not. */
export function meltCheck(
  s: CollectionState,
  cardId: string,
  version: number,
  foil: boolean,
  count: number,
): { readonly sceaux: number } | { readonly refused: CollectionRefusal } {
  const card = poolCard(s, cardId);
  const entry = entryOf(s.copies, cardId, version);
  if (card === undefined || entry === undefined) return { refused: "unknown-card" };
  const have = foil ? entry.foil : entry.normal;
  if (have < count) return { refused: "not-owned" };
  if (duplicatesOf(s, cardId) < count) return { refused: "not-a-duplicate" };
  // A stamped foil says « j'étais là » (§7.6): it is never melting fodder.
  if (foil && unstampedFoils(entry) < count) return { refused: "stamped-foil" };
  return { sceaux: meltValue(s, card, foil) * count };
}

/** What crafting one copy of a card would cost, or why it may not. */
export function craftCheck(
  s: CollectionState,
  cardId: string,
): { readonly card: PoolCard; readonly sceaux: number } | { readonly refused: CollectionRefusal } {
  const card = poolCard(s, cardId);
  if (card === undefined) return { refused: "unknown-card" };
  // A copy beyond the deck limit could only be melted again, at a loss.
  if (ownedCount(s.copies, cardId) >= s.limits[card.rarity]) return { refused: "at-maximum" };
  const price = s.rules.rarities[card.rarity].craft;
  if (s.sceaux < price) return { refused: "not-enough-sceaux" };
  return { card, sceaux: price };
}
