/**
 * The engine object: `init`, `reduce` (orders and resolve), `legalActions`, `view`.
 */
import { type Engine, isRecord, type Rejected, reject, type Transition } from "@core/engine";
import { legalActions } from "./legal.js";
import { checkOrders } from "./orders.js";
import { initialState } from "./setup.js";
import { resolveTurn } from "./turn.js";
import type { Action, Event, Setup, State } from "./types.js";
import { viewFor } from "./view.js";

function hasOnly(action: Readonly<Record<string, unknown>>, keys: readonly string[]): boolean {
  return Object.keys(action).every((k) => keys.includes(k));
}

/** Applies one action. Never throws; a refused action leaves the state as it was. */
export function reduce(state: State, action: Action): Transition<State, Event | Rejected> {
  const a: unknown = action;
  if (!isRecord(a) || typeof a.type !== "string")
    return reject(state, action, "invalid-action", "an action is an object with a type");
  if (a.type !== "orders" && a.type !== "resolve")
    return reject(state, action, "invalid-action", `unknown action type "${a.type}"`);
  if (state.status.phase === "over") return reject(state, action, "game-over", "the game is over");
  if (a.type === "resolve") {
    if (!hasOnly(a, ["type"])) return reject(state, action, "invalid-action", "resolve takes no field");
    return resolveTurn(state);
  }
  if (!hasOnly(a, ["type", "player", "orders"]))
    return reject(state, action, "invalid-action", "orders takes player and orders only");
  if (typeof a.player !== "string" || !state.players.includes(a.player)) {
    return reject(state, action, "unknown-player", `no player ${JSON.stringify(a.player)}`);
  }
  if (state.out.includes(a.player))
    return reject(state, action, "player-out", `${a.player} is out of the game`);
  const result = checkOrders(state, a.player, a.orders);
  if (!result.ok) return reject(state, action, result.error.reason, result.error.detail);
  return {
    state: { ...state, orders: { ...state.orders, [a.player]: result.orders } },
    events: [{ type: "ordersAccepted", player: a.player, count: result.orders.length }],
  };
}

/** The first state; throws SetupError (with a JSON pointer) on a bad setup. */
export function init(setup: Setup): State {
  return initialState(setup);
}

/** The Diplomaxy engine (id "diplomaxy"). */
export const engine: Engine<Setup, State, Action, Event> = {
  id: "diplomaxy",
  init,
  reduce,
  legalActions,
  view: viewFor,
};
