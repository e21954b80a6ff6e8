/**
 * Starting the duel against the bot: a new deal, or the saved one replayed through the engine.
 * @module
 */
import {
  type Action,
  type Deck,
  deal,
  type GameEvent,
  reduce,
  STARTER_DECK,
  type State,
  view,
} from "@engines/lgc-tcg";
import { botPlayedAfter, describeEvents, LOG_LINES, ME, type SavedDuel, type Say } from "./game.js";

/**
 * A new duel: `classes` are seat A's and seat B's hero classes; seat A plays `deck` (a deck the
 * player built) or the starter deck, the bot the starter deck.
 *
 * Dealt by the engine's `deal`, which trusts the setup's shape (issue 18: `initDuel` would check
 * it with a validator of ≈ 10 KB gz, the largest part of this page): this page writes the setup
 * itself from a seed it drew (an integer), hero classes of the corpus (use-duel.ts, game.ts), the
 * bundled starter deck (checked by the data library's tests) and a deck of the library read by
 * shape (`parseLibraryDeck`: every field `deal` reads). What a shape cannot say — unknown cards
 * or versions, too many cards — `deal` still refuses with a `SetupError`.
 */
export function newGame(seed: number, classes: readonly [string, string], deck?: Deck): State {
  return deal({
    seed,
    players: [
      { heroClass: classes[0], deck: deck ?? STARTER_DECK },
      { heroClass: classes[1], deck: STARTER_DECK },
    ],
  });
}

/** A saved duel replayed through the engine: the state, its log (newest first), the bot's shown card. */
export interface Replayed {
  readonly game: State;
  readonly actions: readonly Action[];
  readonly log: readonly Say[];
  readonly botPlayed: string | null;
}

/** Replays `saved`; stops at the first action the engine refuses (a tampered or stale save). */
export function replayDuel(saved: SavedDuel): Replayed {
  let game = newGame(saved.seed, saved.classes, saved.deck?.deck);
  const log: Say[] = [];
  const actions: Action[] = [];
  let botPlayed: string | null = null;
  for (const action of saved.actions) {
    const before = view(game, ME);
    const { state, events } = reduce(game, action);
    if ((events[0] as { type: string } | undefined)?.type === "rejected") break;
    actions.push(action);
    log.unshift(...describeEvents(events as GameEvent[], before, view(state, ME)).reverse());
    botPlayed = botPlayedAfter(events as GameEvent[], botPlayed);
    game = state;
  }
  return { game, actions, log: log.slice(0, LOG_LINES), botPlayed };
}
