/**
 * Starting the duel against the bot: a new deal, or the saved one replayed through the engine.
 * @module
 */
import { SetupError, seedRng } from "@core/engine";
import {
  type Action,
  type Deck,
  deal,
  type GameEvent,
  type HeroClass,
  randomDeck,
  reduce,
  STARTER_DECK,
  type State,
  view,
} from "@engines/lgc-tcg";
import { corpus } from "../tcg/data.js";
import type { LibraryDeck } from "../tcg/deck-store.js";
import {
  type BotDeck,
  botPlayedAfter,
  describeEvents,
  LOG_LINES,
  ME,
  type Revealed,
  revealedAfter,
  type SavedDuel,
  type Say,
} from "./game.js";

/**
 * The bot's deck for a duel: the starter deck, or a legal deck of its class (neutral and class
 * cards, §11, shaped to the target curve by the data library's `randomDeck`) drawn from the
 * duel's seed, so a reload deals it again.
 */
export function botDeckOf(seed: number, heroClass: string, botDeck: BotDeck | undefined): Deck {
  if (botDeck !== "class") return STARTER_DECK;
  return randomDeck(corpus, heroClass as HeroClass, seedRng(`duel-bot-deck:${seed}`), heroClass)[0];
}

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
export function newGame(
  seed: number,
  classes: readonly [string, string],
  deck?: Deck,
  botDeck?: BotDeck,
): State {
  return deal({
    seed,
    players: [
      { heroClass: classes[0], deck: deck ?? STARTER_DECK },
      { heroClass: classes[1], deck: botDeckOf(seed, classes[1], botDeck) },
    ],
  });
}

/**
 * Why the engine would not deal a deck of the library: its `SetupError`, read for the player. The
 * pointer says where (an entry of a deck list, or the deck as a whole), the reason why (the page
 * says it in the player's language, `refusalReason`).
 */
export interface DeckRefusal {
  /** The deck refused: its id in the library and its name. */
  readonly id: string;
  readonly name: string;
  /** The card of the entry the pointer names (this deck's entry of a starter card it clashes with); null for the whole deck. */
  readonly card: { readonly cardId: string; readonly version: number } | null;
  /** The engine's machine-readable reason (`SetupError.reason`, RULES.md §2.1), null when it gave none. */
  readonly reason: string | null;
  /** The engine's English words, without the pointer: told only for a reason this page cannot say. */
  readonly detail: string;
}

/** A deal: the state, and the deck refused when seat A had to fall back on the starter deck. */
export interface Dealt {
  readonly game: State;
  readonly refused: DeckRefusal | null;
}

/** The deck lists of a setup {@link newGame} writes, by seat, for reading a pointer. */
const ENTRY = /^\/players\/([01])\/deck\/cards\/(\d+)$/;

/** Reads the engine's refusal of seat A's `deck` (the bot plays the starter deck). */
function refusal(error: SetupError, deck: LibraryDeck): DeckRefusal {
  const at = ENTRY.exec(error.pointer);
  const listed = at ? (at[1] === "0" ? deck.deck.cards : STARTER_DECK.cards)[Number(at[2])] : undefined;
  // An entry of the bot's starter deck is refused for a card of this deck (two versions of one
  // card in a duel): name this deck's entry of that card.
  const entry = deck.deck.cards.find((e) => at?.[1] === "1" && e.cardId === listed?.cardId) ?? listed;
  return {
    id: deck.id,
    name: deck.deck.name,
    card: entry ? { cardId: entry.cardId, version: entry.version } : null,
    reason: error.reason ?? null,
    detail: error.detail,
  };
}

/**
 * {@link newGame} with a deck of the library that may not deal (a deck saved by an older release
 * naming a card this one lacks, a hand-edited storage): when the engine refuses it, seat A plays
 * the starter deck with the same classes, and the refusal says why. Only the engine judges.
 */
export function dealDuel(
  seed: number,
  classes: readonly [string, string],
  deck?: LibraryDeck,
  botDeck?: BotDeck,
): Dealt {
  if (deck === undefined) return { game: newGame(seed, classes, undefined, botDeck), refused: null };
  try {
    return { game: newGame(seed, classes, deck.deck, botDeck), refused: null };
  } catch (error) {
    if (!(error instanceof SetupError)) throw error;
    return { game: newGame(seed, classes, undefined, botDeck), refused: refusal(error, deck) };
  }
}

/** Why the engine would not deal `deck` against the bot's class, or null when it deals. */
export function deckRefusal(deck: LibraryDeck, botClass: string): DeckRefusal | null {
  return dealDuel(0, [deck.deck.heroClass, botClass], deck).refused;
}

/** A saved duel replayed through the engine: the state, its log (newest first), the bot's shown card. */
export interface Replayed {
  readonly game: State;
  /** The duel as replayed: its actions up to the first refused, and without a deck the engine refused. */
  readonly duel: SavedDuel;
  readonly log: readonly Say[];
  readonly botPlayed: string | null;
  /** The Secrets revealed since the last turn started (see `revealedAfter`). */
  readonly revealed: readonly Revealed[];
  readonly refused: DeckRefusal | null;
}

/**
 * Replays `saved`; stops at the first action the engine refuses (a tampered or stale save). When
 * its deck cannot be dealt, the duel starts over on the starter deck: its actions were another deal's.
 */
export function replayDuel(saved: SavedDuel): Replayed {
  const { game: first, refused } = dealDuel(saved.seed, saved.classes, saved.deck, saved.botDeck);
  if (refused) {
    const { deck: _refused, ...rest } = saved;
    const duel = { ...rest, actions: [], botStep: 0 };
    return { game: first, duel, log: [], botPlayed: null, revealed: [], refused };
  }
  let game = first;
  const log: Say[] = [];
  const actions: Action[] = [];
  let botPlayed: string | null = null;
  let revealed: readonly Revealed[] = [];
  for (const action of saved.actions) {
    const before = view(game, ME);
    const { state, events } = reduce(game, action);
    if ((events[0] as { type: string } | undefined)?.type === "rejected") break;
    actions.push(action);
    log.unshift(...describeEvents(events as GameEvent[], before, view(state, ME)).reverse());
    botPlayed = botPlayedAfter(events as GameEvent[], botPlayed);
    revealed = revealedAfter(events, revealed);
    game = state;
  }
  return {
    game,
    duel: { ...saved, actions },
    log: log.slice(0, LOG_LINES),
    botPlayed,
    revealed,
    refused: null,
  };
}
