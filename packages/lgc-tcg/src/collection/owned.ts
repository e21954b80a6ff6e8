/**
 * Counting copies (seed §7.6): a foil copy is a copy like any other for every limit, copies of all
 * versions of a card count together, and stamped foils (`foilProvenance`) are kept apart from
 * melting. `Holdings` is the private working copy an action edits; the state keeps the plain
 * collection entries.
 */
import type { CollectionEntry } from "../data/types.js";

type Mut<T> = { -readonly [K in keyof T]: T[K] };

/** The working copy of a collection: entries by `"<id>.v<version>"`, and copies per card id. */
export interface Holdings {
  readonly entries: Map<string, Mut<CollectionEntry>>;
  readonly byId: Map<string, number>;
}

const keyOf = (cardId: string, version: number) => `${cardId}.v${version}`;

/** Builds the working copy of `copies` (never edits them). */
export function holdingsOf(copies: readonly CollectionEntry[]): Holdings {
  const entries = new Map<string, Mut<CollectionEntry>>();
  const byId = new Map<string, number>();
  for (const c of copies) {
    entries.set(keyOf(c.cardId, c.version), { ...c });
    byId.set(c.cardId, (byId.get(c.cardId) ?? 0) + c.normal + c.foil);
  }
  return { entries, byId };
}

/** Copies held of a card id, all versions, normal and foil (§7.6: a foil counts as a copy). */
export function heldOf(h: Holdings, cardId: string): number {
  return h.byId.get(cardId) ?? 0;
}

/** Adds one copy of a card version. */
export function addCopy(h: Holdings, cardId: string, version: number, foil: boolean): void {
  const key = keyOf(cardId, version);
  let entry = h.entries.get(key);
  if (entry === undefined) {
    entry = { cardId, version, normal: 0, foil: 0 };
    h.entries.set(key, entry);
  }
  if (foil) entry.foil += 1;
  else entry.normal += 1;
  h.byId.set(cardId, heldOf(h, cardId) + 1);
}

/** Removes `count` copies of one kind of a card version; the caller has checked they exist. */
export function removeCopies(
  h: Holdings,
  cardId: string,
  version: number,
  foil: boolean,
  count: number,
): void {
  const entry = h.entries.get(keyOf(cardId, version));
  if (entry === undefined) return;
  if (foil) entry.foil -= count;
  else entry.normal -= count;
  h.byId.set(cardId, heldOf(h, cardId) - count);
}

/** The entries of a working copy, sorted by card id then version, empty ones dropped. */
export function entriesOf(h: Holdings): CollectionEntry[] {
  return [...h.entries.values()]
    .filter((e) => e.normal > 0 || e.foil > 0)
    .sort((a, b) => (a.cardId < b.cardId ? -1 : a.cardId > b.cardId ? 1 : a.version - b.version));
}

/** The entry of a card version in a collection, if any. */
export function entryOf(
  copies: readonly CollectionEntry[],
  cardId: string,
  version: number,
): CollectionEntry | undefined {
  return copies.find((c) => c.cardId === cardId && c.version === version);
}

/** Copies of a card id held in a collection: all versions, normal and foil. */
export function ownedCount(copies: readonly CollectionEntry[], cardId: string): number {
  let n = 0;
  for (const c of copies) if (c.cardId === cardId) n += c.normal + c.foil;
  return n;
}

/** Foil copies of a version that carry no provenance stamp (the ones melting may take). */
export function unstampedFoils(entry: CollectionEntry): number {
  return Math.max(0, entry.foil - (entry.foilProvenance?.length ?? 0));
}

/**
 * A set's completion (§7.5, §7.6: « 87 / 120 · dont 12 enluminées »): the set's cards of which the
 * player holds at least one copy (any version, normal or foil), and those held at least once as a
 * foil. `pool` names the set's cards; the set's size comes from sets.json.
 */
export function setCompletion(
  copies: readonly CollectionEntry[],
  pool: readonly { readonly cardId: string; readonly set: string }[],
  set: string,
): { readonly owned: number; readonly foil: number } {
  const inSet = new Set(pool.filter((c) => c.set === set).map((c) => c.cardId));
  const owned = new Set<string>();
  const foil = new Set<string>();
  for (const c of copies) {
    if (!inSet.has(c.cardId)) continue;
    if (c.normal + c.foil > 0) owned.add(c.cardId);
    if (c.foil > 0) foil.add(c.cardId);
  }
  return { owned: owned.size, foil: foil.size };
}
