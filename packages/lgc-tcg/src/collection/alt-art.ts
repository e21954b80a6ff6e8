/**
 * Alternative illustrations, the Sceaux sink of seed §10 (« les alt-arts IA comme puits infini »):
 * a player spends Sceaux to have a new illustration of *their own member card* made, as many times
 * as they like, and chooses which one their copies show. Purely cosmetic and apart from the
 * enluminure (§7.6): an alt-art is chosen and bought, a foil is won and never bought — a card may
 * be both. Each function answers "may I?" with a refusal reason or what would happen; the engine
 * (reduce.ts) applies it.
 */
import { nextInt, type Rng } from "@core/engine";
import type { AltArt, CollectionRefusal, CollectionState, PoolCard } from "./model.js";

/** Most alternative illustrations one collection keeps (the state stays bounded). */
export const MAX_ALT_ARTS = 1000;

/** The cards that portray the player's member (`memberId`, §6): theirs to illustrate anew. */
export function memberCards(s: CollectionState): PoolCard[] {
  return s.member === undefined ? [] : s.pool.filter((c) => c.memberId === s.member);
}

/** A card's alternative illustrations, oldest first (their index is the `art` SHOW_ART takes). */
export function altArtsOf(s: CollectionState, cardId: string): AltArt[] {
  return (s.altArts ?? []).filter((a) => a.cardId === cardId);
}

/**
 * The illustration a card shows in this collection: the seed of the chosen alternative, or null
 * for the card's own (what every other player sees until they buy theirs).
 */
export function shownArt(s: CollectionState, cardId: string): { art: number; seed: number } | null {
  const arts = altArtsOf(s, cardId);
  const art = arts.findIndex((a) => a.shown);
  return art < 0 ? null : { art, seed: (arts[art] as AltArt).seed };
}

/** What buying an alternative illustration of `cardId` would cost, or why it may not. */
export function altArtCheck(
  s: CollectionState,
  cardId: string,
): { readonly sceaux: number } | { readonly refused: CollectionRefusal } {
  const price = s.rules.altArt?.price;
  if (price === undefined) return { refused: "no-alt-art" };
  const card = s.pool.find((c) => c.cardId === cardId);
  if (card === undefined) return { refused: "unknown-card" };
  // §10: « une illustration alternative de sa propre carte-membre », no one else's.
  if (s.member === undefined || card.memberId !== s.member) return { refused: "not-own-member-card" };
  if (s.sceaux < price) return { refused: "not-enough-sceaux" };
  if ((s.altArts?.length ?? 0) >= MAX_ALT_ARTS) return { refused: "alt-art-limit" };
  return { sceaux: price };
}

/**
 * The alternative illustrations after buying one of `cardId`: a new seed drawn from the
 * collection's generator (the image generator's input), appended and shown, the card's others
 * put back in the drawer. Returns the new list, the generator after the draw and the new art.
 */
export function addAltArt(
  s: CollectionState,
  cardId: string,
): { altArts: AltArt[]; rng: Rng; art: number; seed: number } {
  const [seed, rng] = nextInt(s.rng, 0x80000000);
  const altArts = (s.altArts ?? []).map((a) => (a.cardId === cardId && a.shown ? { ...a, shown: false } : a));
  altArts.push({ cardId, seed, shown: true });
  return { altArts, rng, art: altArtsOf(s, cardId).length, seed };
}

/**
 * The alternative illustrations with `art` shown for `cardId` (null: the card's own illustration),
 * or why not: an art the player does not have, or the one already shown.
 */
export function showArt(
  s: CollectionState,
  cardId: string,
  art: number | null,
): { readonly altArts: AltArt[] } | { readonly refused: CollectionRefusal } {
  const arts = altArtsOf(s, cardId);
  if (art !== null && (art < 0 || art >= arts.length)) return { refused: "no-such-art" };
  if ((shownArt(s, cardId)?.art ?? null) === art) return { refused: "already-shown" };
  let k = -1;
  const altArts = (s.altArts ?? []).map((a) => {
    if (a.cardId !== cardId) return a;
    k++;
    return a.shown === (k === art) ? a : { ...a, shown: k === art };
  });
  return { altArts };
}
