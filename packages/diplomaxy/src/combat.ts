/**
 * Combat on one planet ("combats (planète)"), exactly as the draft's table and resolution order.
 * Pure: the units in orbit with their orders in, a report out. See RULES.md §4.
 */
import {
  ATTACK,
  buildOrbits,
  CONTROL,
  DEFEND,
  listedOrders,
  type Orbits,
  type OrderPlaces,
  orderAt,
  SUPPORT_CONTROL,
  SUPPORT_DEFENSE,
  sortSeats,
  type UnitFields,
} from "./orbits.js";
import { fraction, lossCount, makeFraction, toNumber } from "./points.js";
import type {
  Fallback,
  Options,
  Order,
  OrderKind,
  PlanetReport,
  PlayerScore,
  ResolvedAction,
} from "./types.js";

/** A unit in orbit at resolution with the order it was given (`defend` when it had none). */
export interface Combatant {
  readonly unit: string;
  readonly owner: string;
  readonly order: OrderKind;
  readonly target?: string;
  readonly corridor?: string;
}

/** Groups a player gathers on a planet, each in destruction (or fallback) order. */
const DEFENDERS = 0;
const DEFENSIVE_SUPPORTERS = 1;
const CONTROLLERS = 2;
const CONTROL_SUPPORTERS = 3;
/** Own control supports of others (used only with `fallbackToSupporter`). */
const OWN_SUPPORTS_OF_OTHERS = 4;
/** Units that fell back to defend the player, in fallback order. */
const FALLEN = 5;
const GROUPS = 6;

/**
 * Resolved actions by code. A unit's resolved action is its order's kind (a kind the engine does
 * not know included, R_OTHER) except for the three fallback codes, the only ones a unit's code
 * changes to after step 1: the report lists those units alone (`fallbacks`).
 */
const RESOLVED: readonly ResolvedAction[] = [
  "control",
  "controlFallback",
  "supportControl",
  "supportControlFallback",
  "supportControlFallbackToSupporter",
  "defend",
  "supportDefense",
  "attack",
  "move",
];
const R_CONTROL = 0;
const R_CONTROL_FALLBACK = 1;
const R_SUPPORT_CONTROL = 2;
const R_SUPPORT_CONTROL_FALLBACK = 3;
const R_TO_SUPPORTER = 4;
const R_OTHER = 255;
/** The resolved code each order code starts with. */
const INITIAL: readonly number[] = [R_CONTROL, R_SUPPORT_CONTROL, 8, 5, 6, 7, R_OTHER];

/**
 * Working memory for adjudicating every planet of a turn: per unit of the turn (destruction),
 * per unit of the planet being settled (resolution, group links) and per seat (points and group
 * lists), the last two reset after each planet. A planet's units are known by their place in
 * its run of `Orbits.sorted`: its working memory is as large as the largest planet's, not the
 * turn's (a million units' arrays would be 13 MB to write for the first time every resolve, and
 * read in no order).
 */
export interface Scratch {
  /** 1 for each destroyed unit, by unit index: what the turn's bookkeeping reads. */
  readonly destroyed: Uint8Array;
  /** The unit index of each place in the planet's run. */
  readonly unit: Int32Array;
  /** Resolved code of each place. */
  readonly resolved: Uint8Array;
  /** Next place in a group list, one array per list a unit can be in at once. */
  readonly nextPrimary: Int32Array;
  /** Empty without `fallbackToSupporter`: see {@link scratch}. */
  readonly nextOwn: Int32Array;
  readonly nextFallen: Int32Array;
  readonly att: Float64Array;
  /** DEF in 1/den points. */
  readonly def: Float64Array;
  readonly ctrl: Float64Array;
  readonly loss: Float64Array;
  readonly touched: Uint8Array;
  /** First place, last place and size of group g of seat s at `s * GROUPS + g`. */
  readonly head: Int32Array;
  readonly tail: Int32Array;
  readonly size: Int32Array;
  /**
   * DEF as reports write it (`defExact`), by DEF in 1/den points: a resolve writes some 80,000
   * rows at a million units, with a few dozen distinct values among them.
   */
  readonly defTexts: Map<number, string>;
}

/**
 * Working memory for `units` units, at most `largest` of them on one planet, and `seats` seats;
 * the list of a player's own control supports of others only `withOwnSupports` (the option
 * `fallbackToSupporter`, its only reader).
 */
export function scratch(units: number, largest: number, seats: number, withOwnSupports: boolean): Scratch {
  return {
    destroyed: new Uint8Array(units),
    unit: new Int32Array(largest),
    resolved: new Uint8Array(largest),
    nextPrimary: new Int32Array(largest),
    nextOwn: new Int32Array(withOwnSupports ? largest : 0),
    nextFallen: new Int32Array(largest),
    att: new Float64Array(seats),
    def: new Float64Array(seats),
    ctrl: new Float64Array(seats),
    loss: new Float64Array(seats),
    touched: new Uint8Array(seats),
    head: new Int32Array(seats * GROUPS).fill(-1),
    tail: new Int32Array(seats * GROUPS).fill(-1),
    size: new Int32Array(seats * GROUPS),
    defTexts: new Map(),
  };
}

/**
 * Adjudicates one planet for one turn.
 *
 * 1. Points: control 1 CTRL; support of control on B 1 CTRL to B; defense 1 DEF; support of
 *    defense on B 1 DEF to B; attack on C 1 ATT against C; move nothing (movers have left).
 * 2. For each attacked player A, DEF is counted in the draft's order until it reaches ATT: own
 *    defenders, defensive supports received, then A's control units fall back one by one
 *    (`fallbackFactor` DEF each) while still needed, then other players' control supports on A.
 * 3. A loses ATT − DEF units (rounded per `lossRounding`), destroyed in that same order.
 * 4. CTRL counts surviving control units and control supports that did not fall back; the unique
 *    highest CTRL above zero controls the planet.
 *
 * `seats` gives the player order used to sort units ("by player then unit id").
 */
export function adjudicatePlanet(
  planet: string,
  combatants: readonly Combatant[],
  seats: readonly string[],
  options: Pick<Options, "fallbackFactor" | "lossRounding" | "fallbackToSupporter">,
): PlanetReport {
  const orders = listedOrders(combatants.map(orderOf), combatants.length);
  const orbits = buildOrbits(
    seats,
    1,
    combatants.map((c) => ({ id: c.unit, owner: c.owner })),
    new Int32Array(combatants.length),
    orders,
  );
  const n = combatants.length;
  const work = scratch(n, n, orbits.names.length, options.fallbackToSupporter);
  return { planet, ...settleOrbit(orbits, orders, 0, orbits.sorted.length, options, work) };
}

/** A combatant's order as a report lists it: its fields but `owner` (its row says it). */
function orderOf(c: Combatant): Order {
  const { unit, order, target, corridor } = c;
  if (target !== undefined)
    return corridor !== undefined ? { unit, order, target, corridor } : { unit, order, target };
  return corridor !== undefined ? { unit, order, corridor } : { unit, order };
}

/** `scaled/den` DEF as reports write it, made once per value. */
function defText(work: Scratch, scaled: number, den: number): string {
  let text = work.defTexts.get(scaled);
  if (text === undefined) {
    text = makeFraction(fraction(scaled, den));
    work.defTexts.set(scaled, text);
  }
  return text;
}

/** Adds seat `s` to the planet's sides (the players involved), once. */
function touch(work: Scratch, sides: number[], s: number): void {
  if (work.touched[s] === 1) return;
  work.touched[s] = 1;
  sides.push(s);
}

/** Appends place `j` to group `group` of seat `s`, linked through `next`. */
function append(work: Scratch, s: number, group: number, j: number, next: Int32Array): void {
  const g = s * GROUPS + group;
  next[j] = -1;
  const last = work.tail[g] as number;
  if (last < 0) work.head[g] = j;
  else next[last] = j;
  work.tail[g] = j;
  work.size[g] = (work.size[g] as number) + 1;
}

/** Place `j` falls back to defend seat `s` ("repli défensif"), resolved as `as`, worth `num`/den DEF. */
function fallBack(work: Scratch, s: number, j: number, as: number, num: number): void {
  work.resolved[j] = as;
  work.def[s] = (work.def[s] as number) + num;
  append(work, s, FALLEN, j, work.nextFallen);
}

/** Falls back the places of the list from `j` (linked by `next`) while seat `s` is short of DEF. */
function fallBackWhileShort(
  work: Scratch,
  s: number,
  j: number,
  next: Int32Array,
  as: number,
  only: number,
  num: number,
  den: number,
): void {
  const { def, att, resolved } = work;
  for (let v = j; v >= 0 && (def[s] as number) < (att[s] as number) * den; v = next[v] as number)
    if (only < 0 || resolved[v] === only) fallBack(work, s, v, as, num);
}

/**
 * The units seat `s` loses, in the order its defense was counted (own defenders, defensive
 * supporters, fallen-back units): `loss[s]` of them, marked destroyed or, if `units` is given,
 * their ids appended to `out`. Allocates nothing: it runs twice for every player on every planet.
 */
function lose(work: Scratch, s: number, units: readonly UnitFields[] | null, out: string[]): void {
  const left = work.loss[s] as number;
  if (left === 0) return;
  const base = s * GROUPS;
  const { head, nextPrimary, nextFallen } = work;
  let rest = loseFrom(work, head[base + DEFENDERS] as number, nextPrimary, left, units, out);
  rest = loseFrom(work, head[base + DEFENSIVE_SUPPORTERS] as number, nextPrimary, rest, units, out);
  loseFrom(work, head[base + FALLEN] as number, nextFallen, rest, units, out);
}

/** Up to `left` units of the list from place `j` (linked by `next`), as {@link lose}; how many are left. */
function loseFrom(
  work: Scratch,
  j: number,
  next: Int32Array,
  left: number,
  units: readonly UnitFields[] | null,
  out: string[],
): number {
  let rest = left;
  for (let v = j; v >= 0 && rest > 0; v = next[v] as number) {
    const u = work.unit[v] as number;
    if (units === null) work.destroyed[u] = 1;
    else out.push((units[u] as UnitFields).id);
    rest--;
  }
  return rest;
}

/** A planet's adjudication but its name: see {@link PlanetReport}. */
export type Settlement = Omit<PlanetReport, "planet">;

/**
 * The adjudication of the units `orbits.sorted[from..to)` (one planet's, in report order), whose
 * orders are `orders` (a unit with none defends): what `adjudicatePlanet` reports.
 * Each unit's destruction is also left in `work.destroyed` for the turn's bookkeeping. Linear in
 * the number of units; it allocates nothing per unit but a fallen-back unit's entry and the
 * order of a unit that had none: each row lists the orders themselves (issue 18).
 */
export function settleOrbit(
  orbits: Orbits,
  orders: OrderPlaces<Order>,
  from: number,
  to: number,
  options: Pick<Options, "fallbackFactor" | "lossRounding" | "fallbackToSupporter">,
  work: Scratch,
): Settlement {
  const { sorted, owner, kind, target, names, units } = orbits;
  const { unit, resolved, destroyed, nextPrimary, nextOwn } = work;
  const { att, def, ctrl, loss, head, size } = work;
  const { num, den } = options.fallbackFactor;
  const sides: number[] = [];

  const count = to - from;

  // 1. Orders give their points and join the groups of the player they serve.
  for (let j = 0; j < count; j++) {
    const u = sorted[from + j] as number;
    unit[j] = u;
    const own = owner[u] as number;
    const code = kind[u] as number;
    resolved[j] = INITIAL[code] as number;
    touch(work, sides, own);
    if (code === DEFEND) {
      def[own] = (def[own] as number) + den;
      append(work, own, DEFENDERS, j, nextPrimary);
    } else if (code === SUPPORT_DEFENSE) {
      const t = target[u] as number;
      touch(work, sides, t);
      def[t] = (def[t] as number) + den;
      append(work, t, DEFENSIVE_SUPPORTERS, j, nextPrimary);
    } else if (code === CONTROL) {
      append(work, own, CONTROLLERS, j, nextPrimary);
    } else if (code === SUPPORT_CONTROL) {
      const t = target[u] as number;
      touch(work, sides, t);
      append(work, t, CONTROL_SUPPORTERS, j, nextPrimary);
      if (options.fallbackToSupporter) append(work, own, OWN_SUPPORTS_OF_OTHERS, j, nextOwn);
    } else if (code === ATTACK) {
      const t = target[u] as number;
      touch(work, sides, t);
      att[t] = (att[t] as number) + 1;
    }
  }

  // 2. Fallbacks ("repli défensif"), only while still needed (DEF only grows: stop when met).
  for (const s of sides) {
    if (att[s] === 0) continue;
    const base = s * GROUPS;
    fallBackWhileShort(
      work,
      s,
      head[base + CONTROLLERS] as number,
      nextPrimary,
      R_CONTROL_FALLBACK,
      -1,
      num,
      den,
    );
    fallBackWhileShort(
      work,
      s,
      head[base + CONTROL_SUPPORTERS] as number,
      nextPrimary,
      R_SUPPORT_CONTROL_FALLBACK,
      -1,
      num,
      den,
    );
  }
  if (options.fallbackToSupporter) {
    // The draft's "???": a control support that was not needed by the supported player may
    // fall back to defend its own, still short, owner. Runs after every step-2 fallback.
    for (const s of sides) {
      if (att[s] === 0) continue;
      const own = head[s * GROUPS + OWN_SUPPORTS_OF_OTHERS] as number;
      fallBackWhileShort(work, s, own, nextOwn, R_TO_SUPPORTER, R_SUPPORT_CONTROL, num, den);
    }
  }

  // 3. Losses, in the order defense was counted; attackers and movers are never in these lists.
  const destroyedOrder: string[] = [];
  for (const s of sides) {
    if (att[s] === 0) continue;
    const base = s * GROUPS;
    const exposed =
      (size[base + DEFENDERS] as number) +
      (size[base + DEFENSIVE_SUPPORTERS] as number) +
      (size[base + FALLEN] as number);
    loss[s] = Math.min(lossCount(att[s] as number, def[s] as number, den, options.lossRounding), exposed);
    lose(work, s, null, destroyedOrder);
  }

  // 4. Control: surviving, not fallen-back control units and control supports.
  for (let j = 0; j < count; j++) {
    const u = unit[j] as number;
    if (destroyed[u] === 1) continue;
    const s = resolved[j] === R_CONTROL ? owner[u] : resolved[j] === R_SUPPORT_CONTROL ? target[u] : -1;
    if (s !== undefined && s >= 0) ctrl[s] = (ctrl[s] as number) + 1;
  }

  sortSeats(sides);
  let best = 0;
  for (const s of sides) best = Math.max(best, ctrl[s] as number);
  let leaders = 0;
  let leader = -1;
  const players: PlayerScore[] = new Array(sides.length);
  const fallbacks: Fallback[] = [];
  // Units are sorted by seat as the rows are: each row's units are the next run of them.
  let k = 0;
  for (let i = 0; i < sides.length; i++) {
    const s = sides[i] as number;
    if (best > 0 && ctrl[s] === best) {
      leaders++;
      leader = s;
    }
    let end = k;
    while (end < count && owner[unit[end] as number] === s) end++;
    const followed: Order[] = new Array(end - k);
    // The unit itself is read only in the rare cases that need its id (a memory access less).
    for (let j = k; j < end; j++) {
      const u = unit[j] as number;
      followed[j - k] = orderAt(orders, u) ?? { unit: (units[u] as UnitFields).id, order: "defend" };
      const r = resolved[j] as number;
      if (r === R_CONTROL_FALLBACK || r === R_SUPPORT_CONTROL_FALLBACK || r === R_TO_SUPPORTER)
        fallbacks.push({ unit: (units[u] as UnitFields).id, resolved: RESOLVED[r] as ResolvedAction });
    }
    k = end;
    players[i] = {
      player: names[s] as string,
      ctrl: ctrl[s] as number,
      def: toNumber(def[s] as number, den),
      defExact: defText(work, def[s] as number, den),
      att: att[s] as number,
      loss: loss[s] as number,
      orders: followed,
    };
  }
  for (const s of sides) lose(work, s, orbits.units, destroyedOrder);

  // Reset the seats this planet touched for the next one.
  for (const s of sides) {
    work.touched[s] = 0;
    att[s] = 0;
    def[s] = 0;
    ctrl[s] = 0;
    loss[s] = 0;
    for (let g = s * GROUPS; g < (s + 1) * GROUPS; g++) {
      head[g] = -1;
      work.tail[g] = -1;
      size[g] = 0;
    }
  }
  return {
    players,
    fallbacks,
    destroyed: destroyedOrder,
    controller: leaders === 1 ? (names[leader] as string) : null,
    standoff: leaders > 1,
  };
}
