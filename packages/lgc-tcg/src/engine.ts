/** The `Engine` object of the duel: id "lgc-tcg" (the id conformance kits name). */
import type { Engine } from "@core/engine";
import type { BotLevel } from "./bot.js";
import { heuristicAction } from "./heuristic.js";
import { init } from "./init.js";
import { actor, legalActions, reduce, toAct } from "./intents.js";
import { type Action, type GameEvent, PLAYERS, type PlayerId, type State } from "./model.js";
import { parseState } from "./parse-state.js";
import type { Setup } from "./setup.js";
import { normalize } from "./state.js";
import { type DuelView, view, viewEvents } from "./view.js";

/** The levels a server offers: the one-ply bots, quick enough to answer at once (no search). */
const BOT_LEVELS: readonly BotLevel[] = ["random", "greedy"];

/**
 * A seat's time running out (§1's turn timer, enforced by a server): in the mulligan it keeps its
 * hand; on its turn the turn ends.
 */
function expire(state: State, seat: string): Action | null {
  if (!toAct(state).includes(seat as PlayerId)) return null;
  const player = seat as PlayerId;
  return normalize(state).phase === "mulligan"
    ? { type: "MULLIGAN", player, replace: [] }
    : { type: "END_TURN", player };
}

/**
 * The LGC TCG duel engine. Seats "A" and "B" (any other seat is a spectator); hands, decks and
 * the RNG are hidden (`view`, `viewEvents`; checked by `checkNonInterference` with
 * `scrambleHidden` of `/testing`).
 */
export const engine: Engine<Setup, State, Action, GameEvent> = {
  id: "lgc-tcg",
  hiddenInformation: true,
  init,
  parseState,
  reduce: (state, action) => reduce(state, action),
  legalActions,
  view,
  viewEvents: (events, seat) => viewEvents(events, seat),
  seats: () => PLAYERS,
  toAct,
  actor,
  bots: {
    levels: BOT_LEVELS,
    choose: (seen, seat, level, seed) =>
      (BOT_LEVELS as readonly string[]).includes(level) && (seen as DuelView).seat === seat
        ? heuristicAction(seen as DuelView, { level: level as BotLevel, seed })
        : null,
  },
  clock: { turn: (state) => normalize(state).turn, expire },
};
