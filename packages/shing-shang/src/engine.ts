/**
 * The engine object the shared tools (conformance runner, CLI, simulation harness) drive.
 */
import type { Engine } from "@core/engine";
import { legalActions, reduce } from "./game.js";
import { initialState } from "./setup.js";
import type { Action, Event, Setup, State } from "./types.js";

/** The Shing Shang engine; `id` is the name conformance kits use. */
export const engine: Engine<Setup, State, Action, Event> = {
  id: "shing-shang",
  init: (setup) => initialState(setup),
  reduce,
  legalActions,
  // Perfect information: every seat sees the whole state.
  view: (state) => state,
};
