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
 */
export interface Engine<Setup, State, Action, Event extends { readonly type: string }> {
  readonly id: string;
  init(setup: Setup): State;
  reduce(state: State, action: Action): Transition<State, Event | Rejected>;
  legalActions?(state: State): Action[];
  view?(state: State, seat: string): unknown;
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
