// FROZEN copy of src/turn.ts at commit dfdfa34, before the issue-18 performance work: the oracle of
// test/differential.test.ts. Do not fix or optimise it; its value is that it is unchanged.
/**
 * A turn's resolution, every planet at once: movers leave, each planet's combat is adjudicated,
 * units in corridors arrive, then (if the game goes on) controllers receive production at the
 * start of the next turn; players left with nothing are out; the game may end.
 */

import { corridorIndex, lengthOf, otherEnd, productionOf } from "../../src/map.js";
import type { Order, Status, Transit, Unit } from "../../src/types.js";
import { adjudicatePlanet, type Combatant } from "./combat.js";
import type { Event, PlanetReport, State } from "./types.js";

/** The order each unit in orbit follows: its submitted one, or `defend` (the default). */
export function effectiveOrders(state: Pick<State, "orders">): Map<string, Order> {
  const byUnit = new Map<string, Order>();
  for (const list of Object.values(state.orders)) for (const o of list) byUnit.set(o.unit, o);
  return byUnit;
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

/** Resolves the current turn. The state must be in the orders phase. */
export function resolveTurn(state: State): { state: State; events: Event[] } {
  const events: Event[] = [{ type: "turnResolved", turn: state.turn }];
  const orders = effectiveOrders(state);
  const corridors = corridorIndex(state.map);

  // Who is where, with which order; movers are listed (as "move") but take no part in combat.
  const byPlanet = new Map<string, Combatant[]>();
  const witnesses = new Map<string, Set<string>>();
  const leaving: Transit[] = [];
  for (const u of state.units) {
    const o = orders.get(u.id);
    const c: Combatant =
      o === undefined
        ? { unit: u.id, owner: u.owner, order: "defend" }
        : o.target !== undefined
          ? { unit: u.id, owner: u.owner, order: o.order, target: o.target }
          : o.corridor !== undefined
            ? { unit: u.id, owner: u.owner, order: o.order, corridor: o.corridor }
            : { unit: u.id, owner: u.owner, order: o.order };
    let list = byPlanet.get(u.at);
    if (list === undefined) {
      list = [];
      byPlanet.set(u.at, list);
      witnesses.set(u.at, new Set());
    }
    list.push(c);
    witnesses.get(u.at)?.add(u.owner);
    if (c.order === "move") {
      const corridor = corridors.get(c.corridor as string);
      const to = corridor === undefined ? null : otherEnd(corridor, u.at);
      if (corridor !== undefined && to !== null) {
        leaving.push({
          id: u.id,
          owner: u.owner,
          corridor: corridor.id,
          from: u.at,
          to,
          arrives: state.turn + lengthOf(corridor) - 1,
        });
      }
    }
  }

  // Every planet at once, in map order.
  const reports: PlanetReport[] = [];
  const control: Record<string, string | null> = {};
  const destroyed = new Set<string>();
  for (const planet of state.map.planets) {
    const combatants = byPlanet.get(planet.id);
    if (combatants === undefined) {
      control[planet.id] = null;
      continue;
    }
    const report = adjudicatePlanet(planet.id, combatants, state.players, state.options);
    reports.push(report);
    control[planet.id] = report.controller;
    for (const id of report.destroyed) destroyed.add(id);
    const seen = witnesses.get(planet.id) as Set<string>;
    const before = state.control[planet.id];
    if (before !== null && before !== undefined) seen.add(before);
    if (report.controller !== null) seen.add(report.controller);
    events.push({ type: "combat", ...report });
  }

  // Movers are in corridors now; units whose corridor ends this turn arrive.
  const departed = new Set(leaving.map((t) => t.id));
  const remaining: Unit[] = state.units.filter((u) => !destroyed.has(u.id) && !departed.has(u.id));
  const transit: Transit[] = [];
  for (const t of [...state.transit, ...leaving]) {
    if (t.arrives <= state.turn) {
      remaining.push({ id: t.id, owner: t.owner, at: t.to });
      events.push({ type: "arrived", unit: t.id, owner: t.owner, at: t.to });
    } else {
      transit.push(t);
    }
  }

  // Out: no unit anywhere and no planet controlled.
  const holding = new Set<string>();
  for (const u of remaining) holding.add(u.owner);
  for (const t of transit) holding.add(t.owner);
  for (const owner of Object.values(control)) if (owner !== null) holding.add(owner);
  const newlyOut = activePlayers(state).filter((p) => !holding.has(p));
  const out = [...state.out, ...newlyOut];
  const active = activePlayers({ players: state.players, out });
  const lastTurn = state.options.maxTurns !== null && state.turn >= state.options.maxTurns;
  const status = endStatus(active, control, lastTurn);

  // Production at the start of the next turn, only if there is one.
  // Ids are numbered per player (`north#3`): a player's ids count its own production only.
  const produced: Record<string, number> = { ...state.produced };
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
        remaining.push({ id, owner, at: planet.id });
      }
      events.push({ type: "produced", planet: planet.id, player: owner, count: n, units: ids });
    }
  }
  for (const p of newlyOut) events.push({ type: "eliminated", player: p });
  if (status.phase === "over")
    events.push({ type: "gameOver", winners: status.winners, reason: status.reason });

  const witnessed: Record<string, string[]> = {};
  for (const r of reports) {
    const seen = witnesses.get(r.planet) as Set<string>;
    witnessed[r.planet] = state.players.filter((p) => seen.has(p));
  }
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
