/**
 * A turn's resolution, every planet at once: movers leave, each planet's combat is adjudicated,
 * units in corridors arrive, then (if the game goes on) controllers receive production at the
 * start of the next turn; players left with nothing are out; the game may end.
 */
import { type Settlement, scratch, settleOrbit } from "./combat.js";
import { corridorIndex, lengthOf, otherEnd, productionOf } from "./map.js";
import {
  buildOrbits,
  type Indices,
  indexArray,
  largestOrbit,
  listedOrders,
  MOVE,
  type Orbits,
  type OrderPlaces,
  orderAt,
  ownerSeats,
  sortSeats,
} from "./orbits.js";
import type { Event, Order, Planet, PlanetReport, State, Status, Transit, Unit } from "./types.js";

/** The order each unit in orbit follows: its submitted one, or `defend` (the default). */
export function effectiveOrders(state: Pick<State, "orders">): Map<string, Order> {
  const byUnit = new Map<string, Order>();
  for (const list of Object.values(state.orders)) for (const o of list) byUnit.set(o.unit, o);
  return byUnit;
}

/**
 * The order of each unit in orbit, as places in `state.orders` ({@link OrderPlaces}): the same
 * as `effectiveOrders` for any state whose unit ids are distinct (every state `init` and
 * `reduce` make). Orders listed in the order of their player's units in `state.units` are
 * matched by one merge, without a map of every unit; the rest through a map of their own list.
 * `owner` is each unit's seat in `state.players` ({@link ownerSeats}; null: some unit's owner
 * is not seated, and the general way is taken).
 */
export function ordersByUnit(
  state: Pick<State, "orders" | "units" | "players">,
  owner: Indices | null,
): OrderPlaces<Order> {
  if (owner === null) return fromMap(state);
  const units = state.units;
  // `next`: the merge's place in the list; `matched`: orders found through the map (below).
  const lists = new Map<string, { readonly orders: readonly Order[]; next: number; matched: number }>();
  for (const [player, orders] of Object.entries(state.orders))
    if (orders.length > 0) lists.set(player, { orders, next: 0, matched: 0 });
  // Lists by seat: a unit's is found by its owner's seat, not by a lookup of its owner's name.
  const bySeat = state.players.map((p) => lists.get(p));
  const place = new Int32Array(units.length);
  const placed = { lists: bySeat.map((l) => l?.orders ?? []), list: owner, place };
  if (lists.size === 0) return placed;
  // The merge: each player's next order is most often for its next unit.
  let unmatched = 0;
  for (let i = 0; i < units.length; i++) {
    const list = bySeat[owner[i] as number];
    if (list === undefined) continue;
    const o = list.orders[list.next];
    if (o !== undefined && o.unit === (units[i] as Unit).id) place[i] = ++list.next;
    else unmatched++;
  }
  const behind = [...lists].filter(([, l]) => l.next < l.orders.length);
  if (behind.length === 0) return placed;
  // The players whose lists were not in unit order: each through a map of its own list, from
  // unit id to place.
  const maps = new Map<string, Map<string, number>>();
  for (const [player, list] of behind) {
    const map = new Map(list.orders.map((o, k) => [o.unit, k + 1]));
    if (map.size < list.orders.length) return fromMap(state);
    maps.set(player, map);
  }
  if (unmatched === 0) return fromMap(state);
  for (let i = 0; i < units.length; i++) {
    const u = units[i] as Unit;
    const k = maps.get(u.owner)?.get(u.id);
    if (k === undefined) continue;
    place[i] = k;
    (lists.get(u.owner) as { matched: number }).matched++;
  }
  // Every order attached to a unit of its own player, once: nothing else can claim these ids.
  for (const [, list] of behind) if (list.matched !== list.orders.length) return fromMap(state);
  return placed;
}

/** `ordersByUnit` the general way: one map of every order (later lists win, as `effectiveOrders`). */
function fromMap(state: Pick<State, "orders" | "units">): OrderPlaces<Order> {
  const map = effectiveOrders(state);
  return listedOrders(
    state.units.map((u) => map.get(u.id)),
    state.units.length,
  );
}

/** The id of `player`'s `n`-th produced unit (1-based): `north#3`. */
export function unitId(player: string, n: number): string {
  return `${player}#${n}`;
}

/** Players still in: not out. */
export function activePlayers(state: Pick<State, "players" | "out">): string[] {
  const out = new Set(state.out);
  return state.players.filter((p) => !out.has(p));
}

/**
 * The end of the game, if reached after a resolution: one player (or none) left, or the last
 * turn played (most planets controlled wins; ties are drawn, all tied players listed).
 */
export function endStatus(
  active: readonly string[],
  control: Readonly<Record<string, string | null>>,
  lastTurnPlayed: boolean,
): Status {
  if (active.length === 0) return { phase: "over", winners: [], reason: "no-player" };
  if (active.length === 1) return { phase: "over", winners: [...active], reason: "last-player" };
  if (!lastTurnPlayed) return { phase: "orders" };
  const count = new Map(active.map((p) => [p, 0]));
  for (const owner of Object.values(control))
    if (owner !== null && count.has(owner)) count.set(owner, (count.get(owner) ?? 0) + 1);
  const best = Math.max(...count.values());
  return { phase: "over", winners: active.filter((p) => count.get(p) === best), reason: "max-turns" };
}

/**
 * Where the turn's travellers end up: the units in corridors after the turn (those already in
 * one, then the units leaving orbit now, in unit order) and the units arriving, in the same
 * order, with the units that leave (`departed`, by unit index): the movers whose corridor
 * touches their planet. A unit whose corridor ends this turn arrives at once, with no entry in
 * `transit` made for it on the way.
 */
function journeys(
  state: State,
  orbits: Pick<Orbits, "kind">,
  orders: OrderPlaces<Order>,
): { departed: Uint8Array; transit: Transit[]; arrived: Unit[] } {
  const { turn, units } = state;
  const transit: Transit[] = [];
  const arrived: Unit[] = [];
  for (const t of state.transit) {
    if (t.arrives <= turn) arrived.push({ id: t.id, owner: t.owner, at: t.to });
    else transit.push(t);
  }
  const corridors = corridorIndex(state.map);
  const departed = new Uint8Array(units.length);
  for (let i = 0; i < units.length; i++) {
    if (orbits.kind[i] !== MOVE) continue;
    // A move that names a target (a hand-made state's) has no corridor, as reports list it.
    const o = orderAt(orders, i) as Order;
    if (o.target !== undefined) continue;
    const u = units[i] as Unit;
    const corridor = corridors.get(o.corridor as string);
    const to = corridor === undefined ? null : otherEnd(corridor, u.at);
    if (corridor === undefined || to === null) continue;
    departed[i] = 1;
    const arrives = turn + lengthOf(corridor) - 1;
    if (arrives <= turn) arrived.push({ id: u.id, owner: u.owner, at: to });
    else transit.push({ id: u.id, owner: u.owner, corridor: corridor.id, from: u.at, to, arrives });
  }
  return { departed, transit, arrived };
}

/**
 * The players that see a planet's report: the owners of its units in orbit
 * (`orbits.sorted[from..to)`, in seat order) and the seats `also` (its controllers before and
 * after); seated players only, in seat order.
 */
function witnesses(
  players: readonly string[],
  orbits: Pick<Orbits, "owner" | "sorted">,
  from: number,
  to: number,
  also: readonly (number | undefined)[],
): string[] {
  const seen: number[] = [];
  for (let k = from; k < to; k++) {
    const s = orbits.owner[orbits.sorted[k] as number] as number;
    if (s !== seen[seen.length - 1]) seen.push(s);
  }
  for (const s of also) if (s !== undefined && !seen.includes(s)) seen.push(s);
  const names: string[] = [];
  for (const s of sortSeats(seen)) if (s < players.length) names.push(players[s] as string);
  return names;
}

/** Resolves the current turn. The state must be in the orders phase. */
export function resolveTurn(state: State): { state: State; events: Event[] } {
  const events: Event[] = [{ type: "turnResolved", turn: state.turn }];
  const planets = state.map.planets;
  const planetIndex = new Map<string, number>(planets.map((p, i) => [p.id, i]));

  // Who is where, with which order (encoded once, see src/orbits.ts).
  const units = state.units;
  const n = units.length;
  const ownerSeat = ownerSeats(state.players, units);
  const orders = ordersByUnit(state, ownerSeat);
  const at = indexArray(planets.length, n);
  for (let i = 0; i < n; i++) at[i] = planetIndex.get((units[i] as Unit).at) ?? -1;
  const orbits = buildOrbits(state.players, planets.length, units, at, orders, ownerSeat);

  // Movers are listed (as "move") but take no part in combat; those whose corridor touches
  // their planet leave it.
  const { departed, transit, arrived } = journeys(state, orbits, orders);
  const largest = largestOrbit(orbits.start);
  const work = scratch(n, largest, orbits.names.length, state.options.fallbackToSupporter);

  // Every planet at once, in map order. The reports list each unit's order itself, with no
  // line per unit (issue 18: a million lines were the largest part of a resolve's cost).
  const settled: (Settlement | null)[] = new Array(planets.length);
  for (let p = 0; p < planets.length; p++) {
    const from = orbits.start[p] as number;
    const to = orbits.start[p + 1] as number;
    settled[p] = from === to ? null : settleOrbit(orbits, orders, from, to, state.options, work);
  }

  // Each planet's witnesses: the owners of the units in orbit (in seat order, as its units
  // are), its controller before and after.
  const reports: PlanetReport[] = [];
  const control: Record<string, string | null> = {};
  const witnessed: Record<string, string[]> = {};
  const seatOf = new Map<string, number>(state.players.map((p, i) => [p, i]));
  for (let p = 0; p < planets.length; p++) {
    const planet = (planets[p] as Planet).id;
    const settlement = settled[p];
    if (settlement === null || settlement === undefined) {
      control[planet] = null;
      continue;
    }
    const from = orbits.start[p] as number;
    const to = orbits.start[p + 1] as number;
    const report: PlanetReport = { planet, ...settlement };
    const controller = settlement.controller;
    reports.push(report);
    control[planet] = controller;
    const before = state.control[planet];
    witnessed[planet] = witnesses(state.players, orbits, from, to, [
      before === null || before === undefined ? undefined : seatOf.get(before),
      controller === null ? undefined : seatOf.get(controller),
    ]);
    events.push({ type: "combat", ...report });
  }

  // Movers are in corridors now; units whose corridor ends this turn arrive.
  // Who holds units: the owners of those in transit, leaving, or in orbit and not destroyed.
  let staying = 0;
  const holds = new Uint8Array(orbits.names.length);
  for (let i = 0; i < n; i++) {
    if (work.destroyed[i] === 1 && departed[i] === 0) continue;
    holds[orbits.owner[i] as number] = 1;
    if (departed[i] === 0) staying++;
  }
  const holding = new Set<string>(state.transit.map((t) => t.owner));
  for (let s = 0; s < holds.length; s++) if (holds[s] === 1) holding.add(orbits.names[s] as string);
  for (const u of arrived) events.push({ type: "arrived", unit: u.id, owner: u.owner, at: u.at });

  // Out: no unit anywhere and no planet controlled.
  for (const owner of Object.values(control)) if (owner !== null) holding.add(owner);
  const newlyOut = activePlayers(state).filter((p) => !holding.has(p));
  const out = [...state.out, ...newlyOut];
  const active = activePlayers({ players: state.players, out });
  const lastTurn = state.options.maxTurns !== null && state.turn >= state.options.maxTurns;
  const status = endStatus(active, control, lastTurn);

  // Production at the start of the next turn, only if there is one.
  // Ids are numbered per player (`north#3`): a player's ids count its own production only.
  const produced: Record<string, number> = { ...state.produced };
  const fresh: Unit[] = [];
  if (status.phase === "orders") {
    for (const planet of state.map.planets) {
      const owner = control[planet.id];
      const n = productionOf(planet);
      if (owner === null || owner === undefined || n === 0) continue;
      const ids: string[] = [];
      for (let k = 0; k < n; k++) {
        const id = unitId(owner, (produced[owner] ?? 0) + 1);
        produced[owner] = (produced[owner] ?? 0) + 1;
        ids.push(id);
        fresh.push({ id, owner, at: planet.id });
      }
      events.push({ type: "produced", planet: planet.id, player: owner, count: n, units: ids });
    }
  }
  for (const p of newlyOut) events.push({ type: "eliminated", player: p });
  if (status.phase === "over")
    events.push({ type: "gameOver", winners: status.winners, reason: status.reason });

  // The units in orbit next turn: those that stayed, arrivals, new units, in an array made at
  // its exact length (pushing a million grows it ~20 times, copying it each time).
  const remaining: Unit[] = new Array(staying + arrived.length + fresh.length);
  let k = 0;
  for (let i = 0; i < n; i++)
    if (work.destroyed[i] === 0 && departed[i] === 0) remaining[k++] = units[i] as Unit;
  for (const u of arrived) remaining[k++] = u;
  for (const u of fresh) remaining[k++] = u;

  return {
    state: {
      ...state,
      turn: status.phase === "orders" ? state.turn + 1 : state.turn,
      units: remaining,
      transit,
      orders: {},
      control,
      out,
      produced,
      ready: [],
      status,
      lastReport: { turn: state.turn, planets: reports, witnesses: witnessed },
    },
    events,
  };
}
