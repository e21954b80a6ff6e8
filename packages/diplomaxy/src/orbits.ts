/**
 * The units in orbit of every planet in the compact form adjudication works on: parallel typed
 * arrays indexed by unit (seat, order code, target seat), and the unit indices sorted by planet,
 * then seat, then unit id (the draft's "by player then unit id"): a stable counting sort by
 * planet, another by seat within each planet, and a sort of each (planet, player) run by id.
 * Linear in the number of units except for those runs, which are small unless one player stacks
 * a planet. At a million units, what costs is memory: every array here is written once, in
 * passes that read the units in the order they are listed wherever they can.
 */
import { compareByKey, idKeys } from "./id-keys.js";
import { ORDER_KINDS } from "./types.js";

/** Code-unit order of ids: the same on every machine and locale. */
export function compareIds(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Sorts a few seats in place, ascending. Insertion sort while short: `Array.prototype.sort`
 * allocates work space on every call, and a resolve sorts the players of every planet (a
 * million units' turn gave it 18 MB to allocate).
 */
export function sortSeats(seats: number[]): number[] {
  if (seats.length > 32) return seats.sort((a, b) => a - b);
  for (let k = 1; k < seats.length; k++) {
    const s = seats[k] as number;
    let j = k - 1;
    for (; j >= 0 && (seats[j] as number) > s; j--) seats[j + 1] = seats[j] as number;
    seats[j + 1] = s;
  }
  return seats;
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

/** A unit's order as given (the fields adjudication reads); absent: it defends. */
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

/**
 * Small indices, one per unit (-1: none): seats (the schema allows 64 players) and planet
 * indices (100,000 planets). Each array is only as wide as its largest index needs: a million
 * units' seats are 1 MB, not 4, and a resolve makes several such arrays, each of whose pages is
 * paid for the first time it is written.
 */
export type Indices = Int8Array | Int16Array | Int32Array;

/** An array of `n` indices, each -1 or less than `count`. */
export function indexArray(count: number, n: number): Indices {
  return count <= 127 ? new Int8Array(n) : count <= 32767 ? new Int16Array(n) : new Int32Array(n);
}

/**
 * The seat of each unit's owner among `seats`, or null when a unit's owner is not seated (a
 * hand-made state's): {@link buildOrbits} then gives such players seats of their own.
 */
export function ownerSeats(seats: readonly string[], units: readonly UnitFields[]): Indices | null {
  const seatOf = new Map<string, number>(seats.map((p, i) => [p, i]));
  const owner = indexArray(seats.length, units.length);
  for (let i = 0; i < units.length; i++) {
    const s = seatOf.get((units[i] as UnitFields).owner);
    if (s === undefined) return null;
    owner[i] = s;
  }
  return owner;
}

/**
 * Each unit's order, found without an array of a reference per unit (at a million units, 8 MB
 * written once a resolve and scanned by the garbage collector while it lives): unit i's is
 * `lists[list[i]][place[i] - 1]`, and it has none (it defends) when `place[i]` is 0. A turn's
 * lists are its players' own order lists and `list` its units' owner seats, so that nothing is
 * copied but positions.
 */
export interface OrderPlaces<O extends OrderFields = OrderFields> {
  readonly lists: readonly (readonly O[])[];
  readonly list: Indices;
  readonly place: Int32Array;
}

/** Unit i's order in `orders`, if it has one. */
export function orderAt<O extends OrderFields>(orders: OrderPlaces<O>, i: number): O | undefined {
  const p = orders.place[i] as number;
  return p === 0 ? undefined : (orders.lists[orders.list[i] as number] as readonly O[])[p - 1];
}

/** The {@link OrderPlaces} of `n` units whose orders are `orders[i]` (undefined: none). */
export function listedOrders<O extends OrderFields>(
  orders: readonly (O | undefined)[],
  n: number,
): OrderPlaces<O> {
  const place = new Int32Array(n);
  for (let i = 0; i < n; i++) if (orders[i] !== undefined) place[i] = i + 1;
  return { lists: [orders as readonly O[]], list: new Int8Array(n), place };
}

/** Every unit of a turn, encoded; see the module comment. */
export interface Orbits {
  /** Player names by seat: the seats, then players not seated, by id (the draft's tie order). */
  readonly names: readonly string[];
  readonly units: readonly UnitFields[];
  /** Seat of each unit's owner. */
  readonly owner: Indices;
  /** Order code of each unit (DEFEND when it has no order). */
  readonly kind: Uint8Array;
  /** Seat of the player a support or attack names; -1 for other orders. */
  readonly target: Indices;
  /** Unit indices by planet, then seat, then id; units on no known planet are left out. */
  readonly sorted: Int32Array;
  /** Planet p's units are `sorted[start[p]]` to `sorted[start[p + 1] - 1]`. */
  readonly start: Int32Array;
}

/**
 * Encodes `units.length` units: unit i is `units[i]`, at planet index `at[i]` (-1: none of the
 * `planets`), with order `orderAt(orders, i)`. Players not among `seats` (only a hand-made state or a
 * direct call of `adjudicatePlanet` has them) sort after the seats, by id. `owners`, the
 * {@link ownerSeats} of the units when the caller has them already, spares looking them up again.
 */
export function buildOrbits(
  seats: readonly string[],
  planets: number,
  units: readonly UnitFields[],
  at: Indices,
  orders: OrderPlaces,
  owners: Indices | null = ownerSeats(seats, units),
): Orbits {
  const n = units.length;
  const seatOf = new Map<string, number>(seats.map((p, i) => [p, i]));
  const names: string[] = [...seats];
  const kind = new Uint8Array(n);
  let unseated: Set<string> | null = null;
  const seat = (p: string): number => {
    const s = seatOf.get(p);
    if (s !== undefined) return s;
    unseated ??= new Set();
    unseated.add(p);
    return -1;
  };
  // Writes each unit's owner's seat into `owner` too, unless null (the seats were given).
  const encode = (owner: Indices | null, target: Indices): void => {
    for (let i = 0; i < n; i++) {
      const o = orderAt(orders, i);
      if (owner !== null) owner[i] = seat((units[i] as UnitFields).owner);
      if (o === undefined) {
        kind[i] = DEFEND;
        target[i] = -1;
        continue;
      }
      const code = CODE.get(o.order) ?? OTHER;
      kind[i] = code;
      target[i] = targeted(code) ? seat(o.target as string) : -1;
    }
  };
  let owner = owners ?? indexArray(seats.length, n);
  let target = indexArray(seats.length, n);
  encode(owners === null ? owner : null, target);
  if (unseated !== null) {
    for (const p of [...(unseated as Set<string>)].sort(compareIds)) {
      seatOf.set(p, names.length);
      names.push(p);
    }
    owner = indexArray(names.length, n);
    target = indexArray(names.length, n);
    encode(owner, target);
  }
  const { sorted, start } = byPlanet(planets, at);
  bySeatThenId(sorted, start, owner, names.length, idKeys(units, owner, names.length), units);
  return { names, units, owner, kind, target, sorted, start };
}

/**
 * The unit indices with `at[i] >= 0`, stably sorted by planet (one counting sort), and where
 * each planet's run starts.
 */
function byPlanet(planets: number, at: Indices): { sorted: Int32Array; start: Int32Array } {
  const start = new Int32Array(planets + 1);
  for (let i = 0; i < at.length; i++) {
    const p = at[i] as number;
    if (p >= 0) start[p + 1] = (start[p + 1] as number) + 1;
  }
  for (let p = 0; p < planets; p++) start[p + 1] = (start[p + 1] as number) + (start[p] as number);
  const sorted = new Int32Array(start[planets] as number);
  const next = start.slice(0, planets);
  for (let i = 0; i < at.length; i++) {
    const p = at[i] as number;
    if (p < 0) continue;
    const k = next[p] as number;
    sorted[k] = i;
    next[p] = k + 1;
  }
  return { sorted, start };
}

/** The number of units of the planet with most, by where each planet's run `start`s. */
export function largestOrbit(start: Int32Array): number {
  let largest = 0;
  for (let p = 0; p + 1 < start.length; p++)
    largest = Math.max(largest, (start[p + 1] as number) - (start[p] as number));
  return largest;
}

/**
 * Sorts each planet's run of `sorted` by seat (a stable counting sort in scratch space sized
 * for the largest planet: planets are small next to the whole turn), then each seat's run on
 * it by id (`keys`: see src/id-keys.ts).
 */
function bySeatThenId(
  sorted: Int32Array,
  start: Int32Array,
  owner: Indices,
  seats: number,
  keys: Uint32Array,
  units: readonly UnitFields[],
): void {
  const largest = largestOrbit(start);
  const buffer = new Int32Array(largest);
  const runKeys = new Uint32Array(Math.min(largest, 24));
  const next = new Int32Array(seats);
  for (let p = 0; p + 1 < start.length; p++) {
    const from = start[p] as number;
    const to = start[p + 1] as number;
    if (to - from < 2) continue;
    next.fill(0);
    for (let k = from; k < to; k++) {
      const s = owner[sorted[k] as number] as number;
      next[s] = (next[s] as number) + 1;
    }
    let sum = 0;
    for (let s = 0; s < seats; s++) {
      const c = next[s] as number;
      next[s] = sum;
      sum += c;
    }
    for (let k = from; k < to; k++) {
      const u = sorted[k] as number;
      const s = owner[u] as number;
      const j = next[s] as number;
      buffer[j] = u;
      next[s] = j + 1;
    }
    // Copied back by hand: `sorted.set(buffer.subarray(...))` made a view object per planet.
    for (let k = from; k < to; k++) sorted[k] = buffer[k - from] as number;
    // Seat s's run now ends at next[s], where seat s + 1's starts.
    let run = from;
    for (let s = 0; s < seats && run < to; s++) {
      const end = from + (next[s] as number);
      if (end - run > 1) sortRun(sorted, run, end, keys, units, runKeys);
      run = end;
    }
  }
}

/**
 * Sorts `sorted[from..to)` by unit id, stably: by their {@link idKeys} `keys`, their ids read
 * only when keys tie. Short runs by insertion sort, on their keys copied once into `runKeys`
 * (scratch space as long as the run): `keys` is read in planet order, a cache miss a read.
 */
function sortRun(
  sorted: Int32Array,
  from: number,
  to: number,
  keys: Uint32Array,
  units: readonly UnitFields[],
  runKeys: Uint32Array,
): void {
  if (to - from > 24) {
    const run = Array.from(sorted.subarray(from, to)).sort((a, b) => compareByKey(keys, units, a, b));
    sorted.set(run, from);
    return;
  }
  for (let k = from; k < to; k++) runKeys[k - from] = keys[sorted[k] as number] as number;
  for (let k = 1; k < to - from; k++) {
    const u = sorted[from + k] as number;
    const key = runKeys[k] as number;
    let j = k - 1;
    for (; j >= 0; j--) {
      const v = sorted[from + j] as number;
      const other = runKeys[j] as number;
      if (other < key || (other === key && compareByKey(keys, units, v, u) <= 0)) break;
      sorted[from + j + 1] = v;
      runKeys[j + 1] = other;
    }
    sorted[from + j + 1] = u;
    runKeys[j + 1] = key;
  }
}
