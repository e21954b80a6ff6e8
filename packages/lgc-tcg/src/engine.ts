/** The `Engine` object of the duel: id "lgc-tcg" (the id conformance kits name). */
import type { Engine } from "@core/engine";
import { actor, legalActions, reduce, toAct } from "./intents.js";
import { type Action, type GameEvent, PLAYERS, type State } from "./model.js";
import { init, type Setup } from "./setup.js";
import { view, viewEvents } from "./view.js";

/**
 * The LGC TCG duel engine. Seats "A" and "B" (any other seat is a spectator); hands, decks and
 * the RNG are hidden (`view`, `viewEvents`; checked by `checkNonInterference` with
 * `scrambleHidden` of `/testing`).
 */
export const engine: Engine<Setup, State, Action, GameEvent> = {
  id: "lgc-tcg",
  hiddenInformation: true,
  init,
  reduce: (state, action) => reduce(state, action),
  legalActions,
  view,
  viewEvents: (events, seat) => viewEvents(events, seat),
  seats: () => PLAYERS,
  toAct,
  actor,
};
