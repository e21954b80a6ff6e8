import type { StateParse } from "./state.js";

/** Plain JSON data: what states, actions and events are made of. */
export type Json = null | boolean | number | string | readonly Json[] | { readonly [key: string]: Json };

/** The event an engine emits, alone, when it refuses an action. The state is then unchanged. */
export interface Rejected {
  readonly type: "rejected";
  /** A short machine-readable reason, e.g. "off-board", "invalid-action", "game-over". */
  readonly reason: string;
  /** The refused action, as received. */
  readonly action: unknown;
  /** Optional human-readable detail. */
  readonly detail?: string;
}

/** What `reduce` returns: the next state and what happened, in order. */
export interface Transition<State, Event> {
  readonly state: State;
  readonly events: readonly Event[];
}

/**
 * The contract every engine implements.
 *
 * - `init` builds the first state; it throws {@link SetupError} (with a JSON pointer) on a bad setup.
 * - `reduce` is pure (never mutates its input), total (any JSON value as `action`: an invalid one
 *   returns the same state and exactly one {@link Rejected} event, never a throw) and
 *   deterministic (randomness only from the seeded RNG kept in the state).
 * - `legalActions`, when present, lists every action `reduce` accepts in `state`.
 * - `view`, when present, is what `seat` may see: secret information removed.
 * - `parseState`, when present, checks a state the engine did not make (a kit's, a saved game, a
 *   position written by hand) before anything reduces it: `reduce` itself trusts its state.
 *
 * **Seats.** A game played by several parties names each of them by a seat (`seats`). An action
 * may carry the seat that sends it in its {@link SEAT_FIELD} field (`"seat"`): a server stamps
 * every action it receives with the sender's seat, overwriting whatever the client wrote (see
 * {@link stampSeat}). `reduce` then refuses the action, with one `rejected` event whose reason
 * depends only on what that seat may know, unless the action is that seat's own (`actor`) and
 * the seat may play it now: reasons `invalid-seat` (not a seat of this game), `not-your-action`
 * (another seat's action, or a referee's), or the engine's own (e.g. `not-your-turn`). An action
 * without `seat` is judged as before: hot-seat play and the referee (a server's timeouts).
 *
 * **Hidden information.** `hiddenInformation: true` says some seat may not see the whole state:
 * `view` and `viewEvents` then hide it, and the engine's `/testing` exports a
 * `scrambleHidden(state, seat, rng)` that `checkNonInterference` (in `@core/engine/testing`)
 * uses to prove that nothing a seat receives (view, events, refusals, legal actions) depends on
 * what it may not know. `false`: every seat (and a spectator) may see everything.
 */
export interface Engine<Setup, State, Action, Event extends { readonly type: string }> {
  readonly id: string;
  /** Whether some seat may not see the whole state (see above). Multi-seat engines must say. */
  readonly hiddenInformation?: boolean;
  init(setup: Setup): State;
  /**
   * `input` (any JSON, untrusted) as a state `reduce` may take, or a {@link SetupError} value
   * (reason `schema` or `inconsistent`, see `STATE_REASONS`) whose JSON pointer names the
   * offending value: the engine's state schema, then what a schema cannot say (repeated ids,
   * references to nothing…). Never throws. Every state `init` and `reduce` make is accepted.
   */
  parseState?(input: unknown): StateParse<State>;
  reduce(state: State, action: Action): Transition<State, Event | Rejected>;
  /**
   * Every action `reduce` accepts in `state` (unstamped). With `seat`: only that seat's actions
   * (those whose `actor` is `seat`; referee actions left out), each also accepted once stamped
   * with `seat`. Engines whose legal moves are too many to list give a documented generating set.
   */
  legalActions?(state: State, seat?: string): Action[];
  /**
   * What `seat` may see of `state`. A string that is not one of `seats(state)` (by convention
   * {@link SPECTATOR}, the empty string) gets a spectator's view: public information only.
   */
  view?(state: State, seat: string): unknown;
  /**
   * The events of one step as `seat` (or a spectator) may receive them, in order; `after` is the
   * state the step produced. A `rejected` event reaches only the seat that sent the refused action
   * (its stamped `seat`, else the seat it names); nobody else. Engines without hidden information
   * may return `events` as they are.
   */
  viewEvents?(events: readonly (Event | Rejected)[], seat: string, after: State): readonly unknown[];
  /** The seats of the game, in seat order; the same for every state of one game. */
  seats?(state: State): readonly string[];
  /**
   * The seats the game is waiting for, in seat order: one on a turn, several while decisions are
   * simultaneous (mulligans, orders), none once the game is over. A seat may have actions that
   * are always open without being listed here (conceding): `legalActions(state, seat)` says.
   */
  toAct?(state: State): readonly string[];
  /**
   * Whose `action` is, its `seat` stamp aside: the seat it names or, in a turn-based game whose
   * actions name nobody, the seat to move; null for a referee's action (e.g. Diplomaxy's
   * `resolve`), a malformed one, or when nobody may move.
   */
  actor?(state: State, action: unknown): string | null;
  /** Bots that can fill a seat, deciding from that seat's view only (a match server's bot seats). */
  readonly bots?: EngineBots<Action>;
  /** What a server's clocks need: when a turn begins, and the action a seat's expiry becomes. */
  readonly clock?: EngineClock<State, Action>;
}

/**
 * The engine's bots, as a server or a remote bot client drives them: `choose` sees only what
 * `view(state, seat)` gave (possibly after a JSON round-trip over a socket), never the state.
 */
export interface EngineBots<Action> {
  /** The levels `choose` accepts, weakest first. */
  readonly levels: readonly string[];
  /**
   * The action the bot sends for `seat`, whose view is `view`, or null when it has nothing to do
   * (not waiting for it, game over). Deterministic for equal arguments. The caller stamps it.
   */
  choose(view: unknown, seat: string, level: string, seed: number): Action | null;
}

/**
 * Turn clocks, enforced by a server from its own time: a seat's clock runs while it is in
 * `toAct`, restarts when `turn` changes, and when it runs out the server sends `expire` as a
 * referee (unstamped) action.
 */
export interface EngineClock<State, Action> {
  /** A number that changes exactly when a new turn begins (clocks restart then). */
  turn(state: State): number;
  /**
   * The engine's own action for `seat` running out of time in `state` (end of turn, pass, a
   * forced move, the turn's resolution), accepted by `reduce` unstamped; null when `seat` is not
   * waited for.
   */
  expire(state: State, seat: string): Action | null;
}

/** Any engine, for registries and tools that handle engines generically. */
// biome-ignore lint/suspicious/noExplicitAny: a registry holds engines of unrelated types.
export type AnyEngine = Engine<any, any, any, any>;

/**
 * Builds the transition that refuses `action`: state unchanged, one `rejected` event. An
 * `undefined` action (not JSON) is echoed as `null` so the event stays plain JSON.
 */
export function reject<State>(
  state: State,
  received: unknown,
  reason: string,
  detail?: string,
): Transition<State, Rejected> {
  const action = received === undefined ? null : received;
  const event: Rejected =
    detail === undefined
      ? { type: "rejected", reason, action }
      : { type: "rejected", reason, action, detail };
  return { state, events: [event] };
}

/** True when the transition is a refusal. */
export function isRejected(events: readonly { readonly type: string }[]): boolean {
  return events.length === 1 && events[0]?.type === "rejected";
}

/** A plain object (not null, not an array): the first check of every action parser. */
export function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * A type guard for the members of `list`: how an engine exports "is this one of my reasons?" for
 * its lists of refusal or setup reasons (a reason may come from another release, so clients
 * check before they look up their words for it).
 */
export function oneOf<T extends string>(list: readonly T[]): (value: unknown) => value is T {
  return (value): value is T => (list as readonly unknown[]).includes(value);
}

/** The seat-stamp field of actions (see {@link Engine}): the same name in every engine. */
export const SEAT_FIELD = "seat";

/** A seat that is no seat of any game: `view`/`viewEvents` for it give what a spectator may see. */
export const SPECTATOR = "";

/**
 * `action` stamped with `seat`: a copy whose {@link SEAT_FIELD} is `seat`, whatever the sender
 * wrote there. A value that is not an action object is returned as is (`reduce` refuses it).
 */
export function stampSeat(action: unknown, seat: string): unknown {
  return isRecord(action) ? { ...action, [SEAT_FIELD]: seat } : action;
}

/** An action with its {@link SEAT_FIELD} removed (what it says, whoever sends it). */
export function unstamped(action: unknown): unknown {
  if (!isRecord(action) || !Object.hasOwn(action, SEAT_FIELD)) return action;
  const { [SEAT_FIELD]: _seat, ...rest } = action;
  return rest;
}

/** Why a seat may not send an action: a reason code and words, neither revealing hidden state. */
export interface SeatProblem {
  readonly reason: "invalid-seat" | "not-your-action";
  readonly detail: string;
}

/**
 * The check every multi-seat `reduce` makes of a stamped action, once the action is known to be
 * well-formed: null when `action` has no {@link SEAT_FIELD} (hot-seat, referee) or when its seat
 * is `owner` (the action's `actor`); `invalid-seat` when the seat is not one of `seats`;
 * `not-your-action` when the action is another seat's or a referee's (`owner` null).
 */
export function seatProblem(
  action: unknown,
  seats: readonly string[],
  owner: string | null,
): SeatProblem | null {
  if (!isRecord(action) || !Object.hasOwn(action, SEAT_FIELD)) return null;
  const seat = action[SEAT_FIELD];
  if (typeof seat !== "string" || !seats.includes(seat))
    return { reason: "invalid-seat", detail: `seat must be one of ${seats.join(", ")}` };
  if (seat === owner) return null;
  return {
    reason: "not-your-action",
    detail: owner === null ? `seat ${seat} may not send this action` : `this action is not seat ${seat}'s`,
  };
}

/**
 * The seat that sent `action`, for routing its refusal: its {@link SEAT_FIELD} stamp when it has
 * one, else the string in `field` (e.g. `"player"`), else null.
 */
export function senderOf(action: unknown, field?: string): string | null {
  if (!isRecord(action)) return null;
  if (Object.hasOwn(action, SEAT_FIELD)) {
    const seat = action[SEAT_FIELD];
    return typeof seat === "string" ? seat : null;
  }
  const named = field === undefined ? undefined : action[field];
  return typeof named === "string" ? named : null;
}
