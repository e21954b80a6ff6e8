/**
 * The engine object the shared tools (conformance runner, CLI, simulation harness) drive.
 */
import { type Engine, isRecord, senderOf } from "@core/engine";
import { chooseAction, LEVELS, type Level } from "./bot.js";
import { legalActions, reduce } from "./game.js";
import { SIDES } from "./pieces.js";
import { initialState } from "./setup.js";
import { parseState } from "./state.js";
import type { Action, Event, Setup, State } from "./types.js";

/** The bot of a seat: perfect information, so its view is the state. */
function choose(seen: unknown, seat: string, level: string, seed: number): Action | null {
  const state = seen as State;
  if (!(LEVELS as readonly string[]).includes(level) || state.result !== null || state.turn !== seat)
    return null;
  return chooseAction(state, { level: level as Level, seed });
}

/**
 * A side's move clock running out (an optional server clock, RULES.md): its capture bonus is
 * declined, else the easy bot moves for it (the game has no pass and no loss on time).
 */
function expire(state: State, seat: string): Action | null {
  if (state.result !== null || state.turn !== seat) return null;
  if (state.extra !== null) return { type: "pass" };
  return chooseAction(state, { level: "easy", seed: state.ply });
}

/** The Shing Shang engine; `id` is the name conformance kits use. */
export const engine: Engine<Setup, State, Action, Event> = {
  id: "shing-shang",
  init: (setup) => initialState(setup),
  parseState,
  reduce,
  legalActions,
  // Perfect information: every seat (and a spectator) sees the whole state and every event,
  // but a refusal only reaches the seat that sent the refused action.
  hiddenInformation: false,
  view: (state) => state,
  viewEvents: (events, seat, after) =>
    events.filter((e) => e.type !== "rejected" || (senderOf(e.action) ?? after.turn) === seat),
  seats: () => SIDES,
  toAct: (state) => (state.result === null ? [state.turn] : []),
  // Actions name nobody: each is the side to move's.
  actor: (state, action) => (state.result === null && isRecord(action) ? state.turn : null),
  bots: { levels: LEVELS, choose },
  // Per move: every action (an extra action too) restarts the mover's clock.
  clock: { turn: (state) => state.ply, expire },
};
