/**
 * Legal orders and actions. A submission is any set of legal orders for distinct units, so the
 * full list of submissions is exponential; `legalActions` lists a generating set instead (see
 * RULES.md §6): resolve, each player's empty submission, every one-order submission, and ready.
 */

import { corridorsAt } from "./map.js";
import { compareIds } from "./orbits.js";
import { activePlayers } from "./turn.js";
import type { Action, Order, State, Unit } from "./types.js";

/** Every order `unit` (in orbit) may receive, in the draft's order; [] for an unknown unit. */
export function legalOrders(state: State, unit: string): Order[] {
  if (state.status.phase !== "orders") return [];
  const u = state.units.find((x) => x.id === unit);
  return u === undefined ? [] : ordersFor(state, u, activePlayers(state));
}

function ordersFor(state: State, u: Unit, active: readonly string[]): Order[] {
  const unit = u.id;
  const others = active.filter((p) => p !== u.owner);
  const orders: Order[] = [{ unit, order: "control" }];
  for (const target of others) orders.push({ unit, order: "supportControl", target });
  for (const c of corridorsAt(state.map, u.at)) orders.push({ unit, order: "move", corridor: c.id });
  orders.push({ unit, order: "defend" });
  for (const target of others) orders.push({ unit, order: "supportDefense", target });
  for (const target of others) orders.push({ unit, order: "attack", target });
  return orders;
}

/**
 * Resolve (the referee's), then for each player still in: its empty submission, each one-order
 * submission (units by id), and `ready` unless it is. With `seat`: only that player's (no `resolve`).
 */
export function legalActions(state: State, seat?: string): Action[] {
  if (state.status.phase !== "orders") return [];
  const actions: Action[] = seat === undefined ? [{ type: "resolve" }] : [];
  const active = activePlayers(state);
  for (const player of active) {
    if (seat !== undefined && seat !== player) continue;
    actions.push({ type: "orders", player, orders: [] });
    // Units by id, not in the state's list order (which follows arrivals and production: history
    // the list of a player's actions must not reveal).
    const own = state.units.filter((u) => u.owner === player).sort((a, b) => compareIds(a.id, b.id));
    for (const u of own) {
      for (const o of ordersFor(state, u, active)) actions.push({ type: "orders", player, orders: [o] });
    }
    if (!state.ready.includes(player)) actions.push({ type: "ready", player });
  }
  return actions;
}
