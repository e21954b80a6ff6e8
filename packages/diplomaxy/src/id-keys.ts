/**
 * Sort keys of unit ids: a number per unit, read in the order the units are listed, that sorts
 * a planet's units by id without reading most of their ids again. At a million units, an id
 * read in planet order is a cache miss (its string lies wherever the unit was made); read in
 * list order, the strings come one after the other. Comparing two keys is comparing the ids,
 * except when the keys are equal: then the ids are compared (see {@link compareByKey}).
 */

/** The unit fields keys are made of: the id, and the owner's seat (see below). */
interface Keyed {
  readonly id: string;
}

/** How many code units of an id a key holds: four bytes, a `Uint32Array` element. */
const KEY_LENGTH = 4;

/**
 * The key of `id` from code unit `skip` on: its next four code units, one byte each, in the
 * order of the id. A code unit of 255 or more is cut to 255 and ends the key (the rest reads
 * as zeros), and an id ending early reads as zeros too; so a key never sorts ids the wrong way
 * round, and ids with equal keys must be compared.
 */
export function idKey(id: string, skip: number): number {
  let key = 0;
  for (let j = skip; j < skip + KEY_LENGTH; j++) {
    const c = j < id.length ? id.charCodeAt(j) : 0;
    if (c >= 255) return (((key << 8) | 255) << (8 * (skip + KEY_LENGTH - 1 - j))) >>> 0;
    key = (key << 8) | c;
  }
  return key >>> 0;
}

/**
 * The key of each unit's id, where `owner[i]` is unit i's seat (`seats` of them). Only units of
 * one seat are ever compared, so a key may skip the prefix all ids of its seat share: when that
 * prefix is half a key or more (the engine's own ids are `<player>#<n>`), that seat's keys are
 * made again after it, in a second pass; a shorter prefix stays in the keys (one pass is
 * cheaper than the ties it would spare). A seat with an id that is not a string (a hand-made
 * state's) gets keys of 0: its ids are always compared.
 */
export function idKeys(units: readonly Keyed[], owner: ArrayLike<number>, seats: number): Uint32Array {
  const keys = new Uint32Array(units.length);
  const first: string[] = new Array(seats);
  // The length of the prefix each seat's ids share; -2 before its first id, -1 once an id is
  // not a string.
  const common = new Int32Array(seats).fill(-2);
  for (let i = 0; i < units.length; i++) {
    const s = owner[i] as number;
    const id: unknown = (units[i] as Keyed).id;
    const length = common[s] as number;
    if (length === -1) continue;
    if (typeof id !== "string") {
      common[s] = -1;
      continue;
    }
    keys[i] = idKey(id, 0);
    if (length === -2) {
      first[s] = id;
      common[s] = id.length;
      continue;
    }
    const f = first[s] as string;
    let j = 0;
    while (j < length && j < id.length && id.charCodeAt(j) === f.charCodeAt(j)) j++;
    common[s] = j;
  }
  const redo = (c: number) => c === -1 || c >= KEY_LENGTH / 2;
  if (!common.some(redo)) return keys;
  for (let i = 0; i < units.length; i++) {
    const c = common[owner[i] as number] as number;
    if (redo(c)) keys[i] = c === -1 ? 0 : idKey((units[i] as Keyed).id, c);
  }
  return keys;
}

/** Unit `a` before unit `b` (negative), after (positive) or tied (0): by key, then by id. */
export function compareByKey(keys: Uint32Array, units: readonly Keyed[], a: number, b: number): number {
  const ka = keys[a] as number;
  const kb = keys[b] as number;
  if (ka !== kb) return ka - kb;
  const x = (units[a] as Keyed).id;
  const y = (units[b] as Keyed).id;
  return x < y ? -1 : x > y ? 1 : 0;
}
