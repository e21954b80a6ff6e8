/**
 * The engine object: `init`, `reduce` (orders, ready, resolve), `legalActions`, seats, `view`.
 */
import {
  type Engine,
  isRecord,
  type Rejected,
  reject,
  SEAT_FIELD,
  seatProblem,
  type Transition,
} from "@core/engine";
import { BOT_LEVELS, type BotLevel, chooseAction } from "./bot.js";
import { legalActions } from "./legal.js";
import { checkOrders } from "./orders.js";
import type { DiplomaxyRefusal } from "./refusals.js";
import { initialState } from "./setup.js";
import { parseState } from "./state.js";
import { activePlayers, resolveTurn } from "./turn.js";
import type { Action, Event, Setup, State } from "./types.js";
import { type PlayerView, viewEvents, viewFor } from "./view.js";

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

/** `bots.choose`: {@link chooseAction} on the seat's own view, for a level it knows. */
function chooseForSeat(seen: unknown, seat: string, level: string, seed: number): Action | null {
  const v = seen as PlayerView;
  if (!(BOT_LEVELS as readonly string[]).includes(level) || v.player !== seat) return null;
  return chooseAction(v, { level: level as BotLevel, seed });
}

/**
 * The Diplomaxy engine (id "diplomaxy"). Seats are the players; what each may see is `view` and
 * `viewEvents` (fog of war, secret orders), checked by `checkNonInterference` with
 * `scrambleHidden` of `/testing`.
 */
export const engine: Engine<Setup, State, Action, Event> = {
  id: "diplomaxy",
  hiddenInformation: true,
  init,
  parseState,
  reduce,
  legalActions,
  view: viewFor,
  viewEvents,
  seats: (state) => state.players,
  toAct,
  actor,
  bots: { levels: BOT_LEVELS, choose: chooseForSeat },
  // A turn's deadline: when it passes, the referee resolves the turn with the orders given.
  clock: {
    turn: (state) => state.turn,
    expire: (state, seat) => (toAct(state).includes(seat) ? { type: "resolve" } : null),
  },
};
