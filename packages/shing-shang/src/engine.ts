/**
 * The engine object the shared tools (conformance runner, CLI, simulation harness) drive.
 */
import { type Engine, isRecord, senderOf } from "@core/engine";
import { legalActions, reduce } from "./game.js";
import { SIDES } from "./pieces.js";
import { initialState } from "./setup.js";
import type { Action, Event, Setup, State } from "./types.js";

/** The Shing Shang engine; `id` is the name conformance kits use. */
export const engine: Engine<Setup, State, Action, Event> = {
  id: "shing-shang",
  init: (setup) => initialState(setup),
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
};
