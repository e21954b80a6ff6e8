/**
 * The facts of a finished duel (issue 27 §4; seed 003 §14 P4 « équilibrer sur des données »): what
 * a real match tells the balance dashboard, computed by the engine from the match's setup and log
 * alone — never by a client. Per seat: the hero, the deck (card ids and versions), the result, and
 * per card of the deck the copies drawn, played and still in hand at the end. Plain JSON, so a
 * server stores them beside the match and tallies them like the bots' self-play
 * ({@link tallyDuelFacts}: the same counts as the balancing loop's, RULES.md §11.1).
 */
import { isRejected, SetupError } from "@core/engine";
import { type BalanceTally, recordClasses } from "./balance.js";
import { init } from "./init.js";
import { reduce } from "./intents.js";
import type { Action, EndReason, PlayerId, State } from "./model.js";
import type { Setup } from "./setup.js";

/** The format tag of {@link DuelFacts}; a new tag for any incompatible change. */
export const DUEL_FACTS_FORMAT = "lgc-tcg-duel-facts/1";

/** One card of a seat's deck over one duel, in copies. */
export interface CardFacts {
  /** The version the duel played (one per card and duel, RULES.md §2). */
  readonly version: number;
  /** Copies in the deck at the deal. */
  readonly copies: number;
  /** Copies that left the deck (kept in the opening hand, drawn, or burnt on a full hand). */
  readonly drawn: number;
  /** Copies of it this seat played, with its own turn number (1: its first turn) for each. */
  readonly played: readonly number[];
  /** Copies of it in this seat's hand when the duel ended. */
  readonly inHandAtEnd: number;
}

/** One seat of a finished duel. */
export interface SeatFacts {
  readonly heroClass: string;
  /** The score of the seat: win 1, draw ½, loss 0 (a duel the log leaves unfinished: ½). */
  readonly score: 0 | 0.5 | 1;
  /** The deck's cards by id, every copy the deal gave the seat. */
  readonly cards: Readonly<Record<string, CardFacts>>;
}

/**
 * How a duel ended outside the engine, at the match server's table (apps/server README, "The
 * table"): a seat resigned, or both agreed a draw. The engine's log alone does not end the duel.
 */
export type TableEnding = { readonly type: "resigned"; readonly seat: PlayerId } | { readonly type: "draw" };

/** What a finished duel tells the dashboard. */
export interface DuelFacts {
  readonly format: typeof DUEL_FACTS_FORMAT;
  /** Whether the duel ended: by the log, or at the table (a match cut short leaves it unfinished). */
  readonly over: boolean;
  /** How the table ended it, when the engine did not (absent otherwise). */
  readonly table?: TableEnding;
  readonly first: PlayerId;
  /** The winner; null for a draw or an unfinished duel. */
  readonly winner: PlayerId | null;
  readonly endReason: EndReason | null;
  /** The duel's turn counter at the end (both players' turns). */
  readonly turns: number;
  /** Intents the log holds (mulligans included). */
  readonly actions: number;
  readonly seats: { readonly A: SeatFacts; readonly B: SeatFacts };
}

const SEATS: readonly PlayerId[] = ["A", "B"];

/**
 * The facts of the duel `setup` played through `actions` (a match log as the server reduced it:
 * seats stamped), ended by the engine or, when `table` is given and the log leaves the duel
 * unfinished, at the table (a resigning seat loses; an agreed draw scores ½ each). Throws a
 * {@link SetupError} when the setup does not deal, or when an action of the log is refused — a log
 * that does not replay is not a match this engine played.
 */
export function duelFacts(setup: Setup, actions: readonly unknown[], table?: TableEnding): DuelFacts {
  const start = init(setup);
  let state: State = start;
  const played: Record<PlayerId, { card: string; turn: number }[]> = { A: [], B: [] };
  actions.forEach((action, i) => {
    const a = action as Action;
    if (a.type === "PLAY_CARD") {
      const card = state.players[a.player]?.hand.find((c) => c.id === a.card)?.card;
      if (card !== undefined) played[a.player].push({ card, turn: Math.ceil(state.turn / 2) });
    }
    const { state: next, events } = reduce(state, a);
    if (isRejected(events)) throw new SetupError(`action ${i} of the log is refused`, `/actions/${i}`);
    state = next;
  });
  const engineOver = state.phase === "over";
  // The table ends only a duel the engine has not (the server refuses table requests after it).
  const atTable = engineOver ? undefined : table;
  const over = engineOver || atTable !== undefined;
  const winner = engineOver
    ? (state.winner ?? null)
    : atTable?.type === "resigned"
      ? atTable.seat === "A"
        ? "B"
        : "A"
      : null;
  const seat = (p: PlayerId): SeatFacts => {
    const score: 0 | 0.5 | 1 = winner === null ? 0.5 : winner === p ? 1 : 0;
    const left = new Set(state.players[p].deck.map((c) => c.id));
    const dealt = [...start.players[p].hand, ...start.players[p].deck];
    const cards: Record<string, CardFacts> = {};
    const ids = [...new Set(dealt.map((c) => c.card))].sort();
    for (const id of ids) {
      const copies = dealt.filter((c) => c.card === id);
      cards[id] = {
        version: state.cards[id]?.version ?? 1,
        copies: copies.length,
        drawn: copies.filter((c) => !left.has(c.id)).length,
        played: played[p].filter((x) => x.card === id).map((x) => x.turn),
        inHandAtEnd: state.players[p].hand.filter((c) => c.card === id).length,
      };
    }
    return { heroClass: start.players[p].heroClass, score, cards };
  };
  return {
    format: DUEL_FACTS_FORMAT,
    over,
    first: start.first,
    winner,
    endReason: engineOver ? (state.endReason ?? null) : null,
    ...(atTable === undefined ? {} : { table: atTable }),
    turns: state.turn,
    actions: actions.length,
    seats: { A: seat("A"), B: seat("B") },
  };
}

/** Which card versions a tally of real matches keeps. */
export interface FactsTallyOptions {
  /**
   * `"all"`: one line per card version, keyed `<id>.v<version>`; a predicate: only the versions it
   * keeps, keyed by card id. Default: every version under its card's id.
   */
  readonly versions?: "all" | ((cardId: string, version: number) => boolean);
}

function cardLine(t: BalanceTally, key: string) {
  t.cards[key] ??= {
    inDeck: 0,
    winsInDeck: 0,
    drawn: 0,
    winsDrawn: 0,
    played: 0,
    winsPlayed: 0,
    copiesPlayed: 0,
    turnSum: 0,
  };
  return t.cards[key];
}

/**
 * Adds one duel's facts to `tally` (mutated, returned), counting as the balancing loop does
 * (RULES.md §11.1): per seat, a card is in the deck, drawn when a copy left it, played when a
 * copy was played; the seat's score weighs each. `tally.decks` is left alone (real matches have no
 * deck pool); the hero classes' scores are {@link heroScores}'. Unfinished duels count as draws
 * and in `unfinished`, as in self-play.
 */
export function tallyDuelFacts(
  tally: BalanceTally,
  facts: DuelFacts,
  options: FactsTallyOptions = {},
): BalanceTally {
  const keep = options.versions;
  tally.games++;
  if (!facts.over) tally.unfinished++;
  const reason = facts.endReason ?? "unfinished";
  tally.endReasons[reason] = (tally.endReasons[reason] ?? 0) + 1;
  tally.turnSum += facts.turns;
  if (facts.over && facts.winner === null) tally.draws++;
  tally.firstWins += facts.seats[facts.first].score;
  recordClasses(tally, facts.seats.A.heroClass, facts.seats.B.heroClass, facts.seats.A.score);
  for (const p of SEATS) {
    const seat = facts.seats[p];
    for (const [id, c] of Object.entries(seat.cards)) {
      if (typeof keep === "function" && !keep(id, c.version)) continue;
      const line = cardLine(tally, keep === "all" ? `${id}.v${c.version}` : id);
      line.inDeck++;
      line.winsInDeck += seat.score;
      if (c.drawn > 0) {
        line.drawn++;
        line.winsDrawn += seat.score;
      }
      if (c.played.length > 0) {
        line.played++;
        line.winsPlayed += seat.score;
      }
      line.copiesPlayed += c.played.length;
      for (const turn of c.played) line.turnSum += turn;
    }
  }
  return tally;
}

/** Each hero class's games and score over `facts` (a seat-game each), sorted by class. */
export function heroScores(
  facts: readonly DuelFacts[],
): { heroClass: string; games: number; wins: number }[] {
  const out = new Map<string, { games: number; wins: number }>();
  for (const f of facts)
    for (const p of SEATS) {
      const s = f.seats[p];
      const line = out.get(s.heroClass) ?? { games: 0, wins: 0 };
      line.games++;
      line.wins += s.score;
      out.set(s.heroClass, line);
    }
  return [...out].sort(([a], [b]) => a.localeCompare(b)).map(([heroClass, x]) => ({ heroClass, ...x }));
}
