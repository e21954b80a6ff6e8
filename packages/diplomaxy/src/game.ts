/**
 * The game: `init`, `reduce` (orders, ready, resolve) and who may act. The engine object
 * gathering them with seats, views, bots and clocks is in engine.ts, apart, so that a page
 * playing the game does not carry what only tools use (`parseState` and the state schema).
 */
import { isRecord, type Rejected, reject, SEAT_FIELD, seatProblem, type Transition } from "@core/engine";
import { checkOrders } from "./orders.js";
import type { DiplomaxyRefusal } from "./refusals.js";
import { initialState } from "./setup.js";
import { activePlayers, resolveTurn } from "./turn.js";
import type { Action, Event, Setup, State } from "./types.js";

function hasOnly(action: Readonly<Record<string, unknown>>, keys: readonly string[]): boolean {
  return Object.keys(action).every((k) => keys.includes(k) || k === SEAT_FIELD);
}

/**
 * Whose `action` is: the player an `orders` or `ready` action names; null for `resolve` (the
 * referee's) and for anything malformed.
 */
export function actor(_state: State, action: unknown): string | null {
  if (!isRecord(action) || (action.type !== "orders" && action.type !== "ready")) return null;
  return typeof action.player === "string" ? action.player : null;
}

/** The players the turn waits for: every player still in who has not declared itself ready. */
export function toAct(state: State): string[] {
  if (state.status.phase !== "orders") return [];
  const ready = new Set(state.ready);
  return activePlayers(state).filter((p) => !ready.has(p));
}

/** `player` is ready: the turn resolves at once when it is the last player still in to be. */
function declareReady(state: State, player: string): Transition<State, Event | Rejected> {
  const ready = [...state.ready, player];
  const next = { ...state, ready };
  const events: Event[] = [{ type: "ready", player }];
  if (toAct(next).length > 0) return { state: next, events };
  const resolved = resolveTurn(next);
  return { state: resolved.state, events: [...events, ...resolved.events] };
}

/** Applies one action. Never throws; a refused action leaves the state as it was. */
export function reduce(state: State, action: Action): Transition<State, Event | Rejected> {
  const no = (reason: DiplomaxyRefusal, detail: string) => reject(state, action, reason, detail);
  const a: unknown = action;
  if (!isRecord(a) || typeof a.type !== "string")
    return no("invalid-action", "an action is an object with a type");
  if (a.type !== "orders" && a.type !== "ready" && a.type !== "resolve")
    return no("invalid-action", `unknown action type "${a.type}"`);
  if (state.status.phase === "over") return no("game-over", "the game is over");
  const fields =
    a.type === "orders" ? ["type", "player", "orders"] : a.type === "ready" ? ["type", "player"] : ["type"];
  if (!hasOnly(a, fields))
    return no("invalid-action", `${a.type} takes ${fields.slice(1).join(" and ") || "no field"} only`);
  // A stamped action must be its sender's own, `resolve` nobody's (RULES.md §8).
  const seat = seatProblem(a, state.players, actor(state, a));
  if (seat !== null) return no(seat.reason, seat.detail);
  if (a.type === "resolve") return resolveTurn(state);
  if (typeof a.player !== "string" || !state.players.includes(a.player)) {
    return no("unknown-player", `no player ${JSON.stringify(a.player)}`);
  }
  if (state.out.includes(a.player)) return no("player-out", `${a.player} is out of the game`);
  const player = a.player;
  const ready = state.ready;
  if (a.type === "ready") {
    if (ready.includes(player)) return no("already-ready", `${player} is already ready`);
    return declareReady(state, player);
  }
  const result = checkOrders(state, player, a.orders);
  if (!result.ok) return no(result.error.reason, result.error.detail);
  return {
    state: {
      ...state,
      orders: { ...state.orders, [player]: result.orders },
      ready: ready.filter((p) => p !== player),
    },
    events: [{ type: "ordersAccepted", player, count: result.orders.length }],
  };
}

/** The first state; throws SetupError (with a JSON pointer) on a bad setup. */
export function init(setup: Setup): State {
  return initialState(setup);
}
