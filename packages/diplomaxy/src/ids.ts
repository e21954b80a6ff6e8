/**
 * An index of ids (unit ids: up to millions): position by id, in an open-addressing hash table
 * of typed arrays. A `Map` of a million fresh strings costs about five times as much to build
 * (its table is rehashed as it grows, each entry a heap slot) and its garbage weighs on every
 * collection after; this table is one `Int32Array`, sized once.
 */

/** Positions of `items` by id; build with {@link indexIds}, read with {@link findId}. */
export interface IdIndex {
  readonly items: readonly { readonly id: string }[];
  /** Slot → position + 1 of the item whose id hashes there (0: empty); twice as many slots as items. */
  readonly slots: Int32Array;
}

/** FNV-1a over the id's UTF-16 code units: the same on every machine. */
function hash(id: string): number {
  let h = 0x811c9dc5;
  for (let k = 0; k < id.length; k++) h = Math.imul(h ^ id.charCodeAt(k), 0x01000193);
  return h;
}

/**
 * Indexes `items` by id; a repeated id finds its last item (as a `Map` built in order would),
 * and `duplicate` gives the positions of the first id found repeated (null when none is).
 */
export function indexIds(items: readonly { readonly id: string }[]): {
  readonly index: IdIndex;
  readonly duplicate: readonly [first: number, second: number] | null;
} {
  let size = 16;
  while (size < 2 * items.length) size *= 2;
  const mask = size - 1;
  const slots = new Int32Array(size);
  let duplicate: [number, number] | null = null;
  for (let i = 0; i < items.length; i++) {
    const id = (items[i] as { readonly id: string }).id;
    let s = hash(id) & mask;
    for (let at = slots[s] as number; at !== 0; at = slots[s] as number) {
      if ((items[at - 1] as { readonly id: string }).id === id) {
        duplicate ??= [at - 1, i];
        break;
      }
      s = (s + 1) & mask;
    }
    slots[s] = i + 1;
  }
  return { index: { items, slots }, duplicate };
}

/** The position of the item with id `id` (the last one, if repeated), or -1. */
export function findId(index: IdIndex, id: string): number {
  const { items, slots } = index;
  const mask = slots.length - 1;
  let s = hash(id) & mask;
  for (let at = slots[s] as number; at !== 0; at = slots[s] as number) {
    if ((items[at - 1] as { readonly id: string }).id === id) return at - 1;
    s = (s + 1) & mask;
  }
  return -1;
}
