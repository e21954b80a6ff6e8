/**
 * Legal orders and actions. A submission is any set of legal orders for distinct units, so the
 * full list of submissions is exponential; `legalActions` lists a generating set instead (see
 * RULES.md §7): resolve, each player's empty submission and every one-order submission.
 */
import { corridorsAt } from "./map.js";
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

/** Resolve, then for each player still in: its empty submission and each one-order submission. */
export function legalActions(state: State): Action[] {
  if (state.status.phase !== "orders") return [];
  const actions: Action[] = [{ type: "resolve" }];
  const active = activePlayers(state);
  for (const player of active) {
    actions.push({ type: "orders", player, orders: [] });
    for (const u of state.units) {
      if (u.owner !== player) continue;
      for (const o of ordersFor(state, u, active)) actions.push({ type: "orders", player, orders: [o] });
    }
  }
  return actions;
}
