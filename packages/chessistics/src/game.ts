/**
 * The game: `init` and `reduce`. The engine object gathering them for registries is in
 * engine.ts, apart, so that a page playing the game does not carry what only tools use
 * (`parseState` and the state schema).
 */
import { type Rejected, reject, type Transition } from "@core/engine";
import { parseAction, place, remove } from "./actions.js";
import { initialState, levelOfSetup, type Setup } from "./levels.js";
import { playTurn } from "./turn.js";
import type { Action, Event, State } from "./types.js";

/** The first state of a setup (`{ level: 1..6 }` or `{ level: <level object> }`); throws `SetupError`. */
export function init(setup: Setup): State {
  return initialState(levelOfSetup(setup));
}

/**
 * Applies an action. Never throws and never mutates `state`: a refused action returns `state`
 * and one `rejected` event (reasons: invalid-action, unknown-piece, bad-square, level-complete,
 * not-in-stock, off-board, wall, building, occupied, illegal-move, no-such-piece).
 */
export function reduce(state: State, action: Action): Transition<State, Event | Rejected> {
  const parsed = parseAction(action);
  if (!parsed.ok) return reject(state, action, parsed.refusal.reason, parsed.refusal.detail);
  if (state.phase !== "running") return reject(state, action, "level-complete", "every mission is complete");
  const a = parsed.value;
  if (a.type === "tick") return playTurn(state);
  const outcome = a.type === "place" ? place(state, a) : remove(state, a);
  return outcome.ok ? outcome.value : reject(state, action, outcome.refusal.reason, outcome.refusal.detail);
}
