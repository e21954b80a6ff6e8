import type { Engine } from "@core/engine";
import { type Action, type Event, init, legalActions, reduce, type Setup, type State } from "./game.js";
import { parseState } from "./state.js";

/** The Pigment engine, id `pigment` (the id conformance kits name). */
export const engine: Engine<Setup, State, Action, Event> = {
  id: "pigment",
  // A one-player puzzle: the player sees the whole state.
  hiddenInformation: false,
  init,
  parseState,
  reduce,
  legalActions,
};
