/** The engine object: `init`, `parseState`, `reduce`, `legalActions` (the `@core/engine` contract). */
import type { Engine } from "@core/engine";
import { init, reduce } from "./game.js";
import type { Setup } from "./levels.js";
import { legalActions } from "./selectors.js";
import { parseState } from "./state.js";
import type { Action, Event, State } from "./types.js";

/** The Chessistics engine, id "chessistics". */
export const engine: Engine<Setup, State, Action, Event> = {
  id: "chessistics",
  // A one-player puzzle: the player sees the whole state.
  hiddenInformation: false,
  init,
  parseState,
  reduce,
  legalActions,
};
