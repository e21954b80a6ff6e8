/** The `Engine` object of the duel: id "lgc-tcg" (the id conformance kits name). */
import type { Engine } from "@core/engine";
import { legalActions, reduce } from "./intents.js";
import type { Action, GameEvent, State } from "./model.js";
import { init, type Setup } from "./setup.js";
import { view } from "./view.js";

/** The LGC TCG duel engine. */
export const engine: Engine<Setup, State, Action, GameEvent> = {
  id: "lgc-tcg",
  init,
  reduce: (state, action) => reduce(state, action),
  legalActions,
  view,
};
