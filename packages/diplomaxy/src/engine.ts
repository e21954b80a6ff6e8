/**
 * The engine object: `init`, `parseState`, `reduce`, `legalActions`, seats, views, bots and clocks
 * (the `@core/engine` contract).
 */
import type { Engine } from "@core/engine";
import { BOT_LEVELS, type BotLevel, chooseAction } from "./bot.js";
import { actor, init, reduce, toAct } from "./game.js";
import { legalActions } from "./legal.js";
import { parseState } from "./state.js";
import type { Action, Event, Setup, State } from "./types.js";
import { type PlayerView, viewEvents, viewFor } from "./view.js";

/** `bots.choose`: {@link chooseAction} on the seat's own view, for a level it knows. */
function chooseForSeat(seen: unknown, seat: string, level: string, seed: number): Action | null {
  const v = seen as PlayerView;
  if (!(BOT_LEVELS as readonly string[]).includes(level) || v.player !== seat) return null;
  return chooseAction(v, { level: level as BotLevel, seed });
}

/**
 * The Diplomaxy engine (id "diplomaxy"). Seats are the players; what each may see is `view` and
 * `viewEvents` (fog of war, secret orders), checked by `checkNonInterference` with
 * `scrambleHidden` of `/testing`.
 */
export const engine: Engine<Setup, State, Action, Event> = {
  id: "diplomaxy",
  hiddenInformation: true,
  init,
  parseState,
  reduce,
  legalActions,
  view: viewFor,
  viewEvents,
  seats: (state) => state.players,
  toAct,
  actor,
  bots: { levels: BOT_LEVELS, choose: chooseForSeat },
  // A turn's deadline: when it passes, the referee resolves the turn with the orders given.
  clock: {
    turn: (state) => state.turn,
    expire: (state, seat) => (toAct(state).includes(seat) ? { type: "resolve" } : null),
  },
};
