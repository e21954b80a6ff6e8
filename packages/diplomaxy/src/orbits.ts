/**
 * The units in orbit of every planet in the compact form adjudication works on: parallel typed
 * arrays indexed by unit (seat, order code, target seat), and the unit indices sorted by planet,
 * then seat, then unit id (the draft's "by player then unit id") with two stable counting sorts
 * and a sort of each (planet, player) run. Linear in the number of units except for those runs,
 * which are small unless one player stacks a planet.
 */
import { ORDER_KINDS } from "./types.js";

/** Code-unit order of ids: the same on every machine and locale. */
export function compareIds(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Order codes: indices into ORDER_KINDS, and OTHER for a kind the engine does not know. */
export const CONTROL = 0;
export const SUPPORT_CONTROL = 1;
export const MOVE = 2;
export const DEFEND = 3;
export const SUPPORT_DEFENSE = 4;
export const ATTACK = 5;
export const OTHER = 6;

const CODE: ReadonlyMap<string, number> = new Map(ORDER_KINDS.map((k, i) => [k, i]));

/** The order kinds whose `target` names a player. */
function targeted(code: number): boolean {
  return code === SUPPORT_CONTROL || code === SUPPORT_DEFENSE || code === ATTACK;
}

/** A unit's order as given, which its line in a report repeats; absent: it defends. */
export interface OrderFields {
  readonly order: string;
  readonly target?: string;
  readonly corridor?: string;
}

/** A unit as adjudication reads it: its id and owner. */
export interface UnitFields {
  readonly id: string;
  readonly owner: string;
}

/** Which of `target` and `corridor` a unit's order has, as bits of {@link Orbits.fields}. */
export const HAS_TARGET = 1;
export const HAS_CORRIDOR = 2;

/** Every unit of a turn, encoded; see the module comment. */
export interface Orbits {
  /** Player names by seat: the seats, then players not seated, by id (the draft's tie order). */
  readonly names: readonly string[];
  readonly units: readonly UnitFields[];
  readonly orders: readonly (OrderFields | undefined)[];
  /**
   * HAS_TARGET and HAS_CORRIDOR bits of each unit's order, read in unit order so that reports,
   * written in planet order, seldom need the order object itself (fewer cache misses).
   */
  readonly fields: Uint8Array;
  /** Seat of each unit's owner. */
  readonly owner: Int32Array;
  /** Order code of each unit (DEFEND when it has no order). */
  readonly kind: Uint8Array;
  /** Seat of the player a support or attack names; -1 for other orders. */
  readonly target: Int32Array;
  /** Unit indices by planet, then seat, then id; units on no known planet are left out. */
  readonly sorted: Int32Array;
  /** Planet p's units are `sorted[start[p]]` to `sorted[start[p + 1] - 1]`. */
  readonly start: Int32Array;
}

/**
 * Encodes `units.length` units: unit i is `units[i]`, at planet index `at[i]` (-1: none of the
 * `planets`), with order `orders[i]`. Players not among `seats` (only a
 * hand-made state or a direct call of `adjudicatePlanet` has them) sort after the seats, by id.
 */
export function buildOrbits(
  seats: readonly string[],
  planets: number,
  units: readonly UnitFields[],
  at: Int32Array,
  orders: readonly (OrderFields | undefined)[],
): Orbits {
  const n = units.length;
  const seatOf = new Map<string, number>(seats.map((p, i) => [p, i]));
  const names: string[] = [...seats];
  const owner = new Int32Array(n);
  const kind = new Uint8Array(n);
  const target = new Int32Array(n);
  const fields = new Uint8Array(n);
  let unseated: Set<string> | null = null;
  const seat = (p: string): number => {
    const s = seatOf.get(p);
    if (s !== undefined) return s;
    unseated ??= new Set();
    unseated.add(p);
    return -1;
  };
  const encode = (): void => {
    for (let i = 0; i < n; i++) {
      const o = orders[i];
      const code = o === undefined ? DEFEND : (CODE.get(o.order) ?? OTHER);
      kind[i] = code;
      owner[i] = seat((units[i] as UnitFields).owner);
      target[i] = o !== undefined && targeted(code) ? seat(o.target as string) : -1;
      fields[i] =
        o === undefined
          ? 0
          : (o.target !== undefined ? HAS_TARGET : 0) | (o.corridor !== undefined ? HAS_CORRIDOR : 0);
    }
  };
  encode();
  if (unseated !== null) {
    for (const p of [...(unseated as Set<string>)].sort(compareIds)) {
      seatOf.set(p, names.length);
      names.push(p);
    }
    encode();
  }

  // Two stable counting sorts: by seat, then by planet.
  const bySeat = countingSort(names.length, owner, at, null);
  const sorted = countingSort(planets, at, at, bySeat);
  const start = new Int32Array(planets + 1);
  for (let k = 0; k < sorted.length; k++) {
    const p = (at[sorted[k] as number] as number) + 1;
    start[p] = (start[p] as number) + 1;
  }
  for (let p = 0; p < planets; p++) start[p + 1] = (start[p + 1] as number) + (start[p] as number);
  // Then each run of one player's units on one planet by id.
  const ids: string[] = [];
  let runStart = 0;
  for (let k = 1; k <= sorted.length; k++) {
    const a = sorted[k - 1] as number;
    const b = sorted[k];
    if (b === undefined || at[a] !== at[b] || owner[a] !== owner[b]) {
      if (k - runStart > 1) sortRun(sorted, runStart, k, units, ids);
      runStart = k;
    }
  }
  return { names, units, orders, fields, owner, kind, target, sorted, start };
}

/**
 * The unit indices (`order`, or 0..n-1) with `at[i] >= 0`, stably sorted by `key[i]` in
 * `[0, buckets)`.
 */
function countingSort(
  buckets: number,
  key: Int32Array,
  at: Int32Array,
  order: Int32Array | null,
): Int32Array {
  const count = new Int32Array(buckets + 1);
  let kept = 0;
  for (let i = 0; i < at.length; i++) {
    if ((at[i] as number) < 0) continue;
    const b = (key[i] as number) + 1;
    count[b] = (count[b] as number) + 1;
    kept++;
  }
  for (let b = 0; b < buckets; b++) count[b + 1] = (count[b + 1] as number) + (count[b] as number);
  const out = new Int32Array(kept);
  const visit = (i: number) => {
    if ((at[i] as number) < 0) return;
    const b = key[i] as number;
    const k = count[b] as number;
    out[k] = i;
    count[b] = k + 1;
  };
  if (order === null) for (let i = 0; i < at.length; i++) visit(i);
  else for (let k = 0; k < order.length; k++) visit(order[k] as number);
  return out;
}

/**
 * Sorts `sorted[from..to)` by unit id, stably: insertion sort for short runs, on their ids read
 * once into `ids` (scratch space, reused from run to run).
 */
function sortRun(
  sorted: Int32Array,
  from: number,
  to: number,
  units: readonly UnitFields[],
  ids: string[],
): void {
  if (to - from <= 24) {
    for (let k = from; k < to; k++) ids[k - from] = (units[sorted[k] as number] as UnitFields).id;
    for (let k = 1; k < to - from; k++) {
      const u = sorted[from + k] as number;
      const id = ids[k] as string;
      let j = k - 1;
      while (j >= 0 && (ids[j] as string) > id) {
        sorted[from + j + 1] = sorted[from + j] as number;
        ids[j + 1] = ids[j] as string;
        j--;
      }
      sorted[from + j + 1] = u;
      ids[j + 1] = id;
    }
    return;
  }
  const run = Array.from(sorted.subarray(from, to)).sort((a, b) =>
    compareIds((units[a] as UnitFields).id, (units[b] as UnitFields).id),
  );
  sorted.set(run, from);
}
