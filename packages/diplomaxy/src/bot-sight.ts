/**
 * What a bot reads from one player's view ({@link PlayerView}) and nothing else: its own units
 * in orbit by planet, the other players' strength on the planets it sees, its units on their way,
 * and routes along corridors. Other players' units are anonymous in a view, so they are counted,
 * never named.
 */
import { compareIds } from "./orbits.js";
import type { Corridor, Order } from "./types.js";
import type { PlanetView, PlayerView } from "./view.js";

/** One planet as the bot sees it. */
export interface Spot {
  readonly id: string;
  readonly production: number;
  readonly visible: boolean;
  /** Controller this turn (visible planets only; null: nobody or unknown). */
  readonly controller: string | null;
  /** The bot's own units in orbit, by id. */
  readonly mine: readonly string[];
  /** Other players' units in orbit, by owner (visible planets only). */
  readonly others: ReadonlyMap<string, number>;
  /** The bot's units in corridors heading here. */
  readonly incoming: number;
}

/** A route's first step from a planet: the corridor to take and the distance in turns. */
export interface Route {
  readonly corridor: string;
  readonly distance: number;
}

/** Everything the bot knows, derived once per decision. */
export interface Sight {
  readonly me: string;
  /** Players still in, besides the bot. */
  readonly rivals: readonly string[];
  readonly spots: ReadonlyMap<string, Spot>;
  /** Corridors touching each planet, in map order. */
  readonly exits: ReadonlyMap<string, readonly Corridor[]>;
}

function spotOf(planet: PlanetView, me: string, incoming: number): Spot {
  const base = { id: planet.id, production: planet.production, incoming };
  if (!planet.visible) return { ...base, visible: false, controller: null, mine: [], others: new Map() };
  const mine: string[] = [];
  const others = new Map<string, number>();
  for (const u of planet.units) {
    if (u.owner === me && "id" in u) mine.push(u.id);
    else if (u.owner !== me) others.set(u.owner, (others.get(u.owner) ?? 0) + 1);
  }
  mine.sort(compareIds);
  return { ...base, visible: true, controller: planet.controller, mine, others };
}

/** The bot's reading of `view`. */
export function sightOf(view: PlayerView): Sight {
  const me = view.player;
  const incoming = new Map<string, number>();
  for (const t of view.transit) incoming.set(t.to, (incoming.get(t.to) ?? 0) + 1);
  const spots = new Map(view.planets.map((p) => [p.id, spotOf(p, me, incoming.get(p.id) ?? 0)]));
  const exits = new Map<string, Corridor[]>();
  for (const c of view.corridors) {
    for (const end of [c.a, c.b]) {
      const list = exits.get(end) ?? [];
      list.push(c);
      exits.set(end, list);
    }
  }
  const rivals = view.players.filter((p) => !p.out && p.id !== me).map((p) => p.id);
  return { me, rivals, spots, exits };
}

/** The most units any one other player has in orbit of `spot` (0 where the bot cannot see). */
export function strongest(spot: Spot): { readonly owner: string | null; readonly count: number } {
  let owner: string | null = null;
  let count = 0;
  for (const [o, n] of spot.others) if (n > count) [owner, count] = [o, n];
  return { owner, count };
}

/** Other players' units in orbit of `spot`, all together. */
export function othersAt(spot: Spot): number {
  let n = 0;
  for (const c of spot.others.values()) n += c;
  return n;
}

/**
 * From `from`, the shortest route (in turns, corridor lengths summed) to every planet it reaches:
 * its first corridor and its length. Dial's algorithm (lengths are small integers); ties go to the
 * corridor first in map order, so the answer depends on the map alone.
 */
export function routesFrom(sight: Sight, from: string): Map<string, Route> {
  const routes = new Map<string, Route>();
  const best = new Map<string, number>([[from, 0]]);
  const buckets: { planet: string; first: string | null }[][] = [[{ planet: from, first: null }]];
  for (let d = 0; d < buckets.length; d++) {
    for (const { planet, first } of buckets[d] ?? []) {
      if (best.get(planet) !== d || (first !== null && routes.has(planet))) continue;
      if (first !== null) routes.set(planet, { corridor: first, distance: d });
      for (const c of sight.exits.get(planet) ?? []) {
        const next = c.a === planet ? c.b : c.a;
        const at = d + (c.length ?? 1);
        if ((best.get(next) ?? Number.POSITIVE_INFINITY) <= at) continue;
        best.set(next, at);
        const bucket = buckets[at] ?? [];
        bucket.push({ planet: next, first: first ?? c.id });
        buckets[at] = bucket;
      }
    }
  }
  return routes;
}

/**
 * Every order the player may give `unit` at `planet`, built from the view as `legalOrders` builds
 * it from the state (the draft's order): the same list, so any pick is accepted.
 */
export function ordersOf(sight: Sight, unit: string, planet: string): Order[] {
  const orders: Order[] = [{ unit, order: "control" }];
  for (const target of sight.rivals) orders.push({ unit, order: "supportControl", target });
  for (const c of sight.exits.get(planet) ?? []) orders.push({ unit, order: "move", corridor: c.id });
  orders.push({ unit, order: "defend" });
  for (const target of sight.rivals) orders.push({ unit, order: "supportDefense", target });
  for (const target of sight.rivals) orders.push({ unit, order: "attack", target });
  return orders;
}
