/**
 * The balancing loop (seed 003 §9, §14 P4 "dashboard de winrate par carte"; issue 17 §2):
 * seeded self-play between decks drawn from the corpus, tallied per card — win rate when in the
 * deck, drawn and played, play rate, mean turn played — and per deck, with the first-player
 * advantage. Tallies are plain JSON and merge by addition, so games can be split across worker
 * threads and the report is the same whatever the split.
 */
import { nextInt, type Rng, seedRng, shuffle } from "@core/engine";
import { type BotLevel, ISMCTS_BUDGETS, playout } from "./bot.js";
import type { Card, Corpus, Deck, DeckEntry, HeroClass } from "./data/types.js";
import type { PlayerId, State } from "./model.js";
import type { Setup } from "./setup.js";

/** §9.1's target curve of a 30-card deck, by cost bucket (0-1, 2, … 7+): 4·6·6·5·4·3·2. */
export const TARGET_CURVE: readonly number[] = [4, 6, 6, 5, 4, 3, 2];

const bucketOf = (cost: number): number => Math.min(Math.max(cost, 1), 7) - 1;

/** Copies of a card in a generated deck: two, or the rarity's limit when lower (§2). */
function copiesOf(corpus: Corpus, card: Card): number {
  return Math.min(2, corpus.taxonomy.rarities.find((r) => r.id === card.rarity)?.maxCopies ?? 0);
}

/**
 * Copies of class cards a generated deck holds when its class has enough: the middle of §11.2's
 * target of 15–20 class cards in a 30-card deck, so a class deck plays like one.
 */
export const CLASS_COPIES = 18;

/**
 * A random legal 30-card deck for `heroClass`: the latest version of cards its hero may play
 * (neutral or its class, never an opted-out card), two copies each (one of a legendary), shaped
 * to §9.1's target curve; a bucket short of cards is filled from the others. Its class cards are
 * taken first, up to {@link CLASS_COPIES} copies, then neutral ones (a class without cards of its
 * own plays the neutral pool, as before Extension 1).
 */
export function randomDeck(corpus: Corpus, heroClass: HeroClass, rng: Rng, name: string): [Deck, Rng] {
  let r = rng;
  const pool = Object.entries(corpus.latest)
    .map(([id, v]) => corpus.cards[`${id}.v${v}`] as Card)
    .filter((c) => !c.optOut && (c.factions.includes("NEUTRAL") || c.factions.includes(heroClass)));
  const [mixed, afterShuffle] = shuffle(r, pool);
  r = afterShuffle;
  const ofClass = (c: Card): boolean => c.factions.includes(heroClass);
  // The same draws as before classes had cards: only the order of class and neutral cards moves.
  const shuffled = [...mixed.filter(ofClass), ...mixed.filter((c) => !ofClass(c))];
  const counts = new Map<Card, number>();
  let total = 0;
  let classCopies = 0;
  const take = (card: Card, room: number): void => {
    const classRoom = ofClass(card) ? CLASS_COPIES - classCopies : room;
    const n = Math.min(
      copiesOf(corpus, card) - (counts.get(card) ?? 0),
      room,
      classRoom,
      corpus.rules.deckSize - total,
    );
    if (n <= 0) return;
    counts.set(card, (counts.get(card) ?? 0) + n);
    total += n;
    if (ofClass(card)) classCopies += n;
  };
  TARGET_CURVE.forEach((quota, bucket) => {
    let room = quota;
    for (const card of shuffled) {
      if (room <= 0) break;
      if (bucketOf(card.cost) !== bucket) continue;
      const before = total;
      take(card, room);
      room -= total - before;
    }
  });
  for (const card of shuffled) take(card, corpus.rules.deckSize);
  const cards: DeckEntry[] = [...counts]
    .map(([c, count]) => ({ cardId: c.id, version: c.version, count }))
    .sort((a, b) => a.cardId.localeCompare(b.cardId));
  return [{ name, heroClass, cards }, r];
}

/**
 * The decks a balance run draws from: the starter deck and `count` random decks
 * ({@link randomDeck}), each for a hero class drawn at random among `classes` (default: every
 * hero of the corpus, in its order).
 */
export function balanceDecks(
  corpus: Corpus,
  starter: Deck,
  count: number,
  seed: number,
  classes: readonly HeroClass[] = Object.keys(corpus.heroes) as HeroClass[],
): Deck[] {
  let rng = seedRng(`balance-decks:${seed}`);
  const decks: Deck[] = [starter];
  for (let k = 1; k <= count; k++) {
    let i: number;
    [i, rng] = nextInt(rng, classes.length);
    let deck: Deck;
    [deck, rng] = randomDeck(corpus, classes[i] as HeroClass, rng, `random ${k}`);
    decks.push(deck);
  }
  return decks;
}

/** Counts for one card over a run; a "game" here is one seat of one game. */
export interface CardTally {
  /** Games with the card in the seat's deck, and the seat's score in them (win 1, draw ½). */
  inDeck: number;
  winsInDeck: number;
  /** Games in which the seat drew at least one copy (opening hand kept or drawn later). */
  drawn: number;
  winsDrawn: number;
  /** Games in which the seat played at least one copy. */
  played: number;
  winsPlayed: number;
  /** Copies played, and the sum of the seat's own turn number (1 = its first turn) when played. */
  copiesPlayed: number;
  turnSum: number;
}

/** Counts for one deck of the pool. */
export interface DeckTally {
  games: number;
  wins: number;
}

/**
 * Whole-number counts of games, wins and draws (a score is `wins + draws / 2`): merged by integer
 * addition, so any split of a run sums to the same counts exactly, in any order.
 */
export interface ScoreTally {
  games: number;
  wins: number;
  draws: number;
}

/** Everything a run counts: mergeable by addition ({@link mergeTallies}). */
export interface BalanceTally {
  games: number;
  /** Score of the seat that played first (win 1, draw ½). */
  firstWins: number;
  draws: number;
  /** Games stopped by the safety limit before an end (should stay 0). */
  unfinished: number;
  turnSum: number;
  endReasons: Record<string, number>;
  /** Score of the run's challenger bot, when it has one (see {@link BalanceRun}). */
  challengerWins: number;
  cards: Record<string, CardTally>;
  decks: DeckTally[];
  /** Per hero class: the seat-games of its decks (seed 003 §11; issue 31 §3). */
  classes: Record<string, ScoreTally>;
  /**
   * Per pair of different classes, keyed `"X|Y"` with X before Y in code order: the games between
   * them, X's wins and the draws (Y's score is the complement). Mirror matches are left out: a
   * class scores exactly ½ against itself.
   */
  matchups: Record<string, ScoreTally>;
}

/** An empty tally for a pool of `decks` decks. */
export function emptyTally(decks: number): BalanceTally {
  return {
    games: 0,
    firstWins: 0,
    draws: 0,
    unfinished: 0,
    turnSum: 0,
    endReasons: {},
    challengerWins: 0,
    cards: {},
    decks: Array.from({ length: decks }, () => ({ games: 0, wins: 0 })),
    classes: {},
    matchups: {},
  };
}

/** The key of a pair of classes in {@link BalanceTally.matchups}, and whether `a` comes first. */
export function matchupKey(a: string, b: string): { key: string; first: boolean } {
  return a < b ? { key: `${a}|${b}`, first: true } : { key: `${b}|${a}`, first: false };
}

const scoreTally = (t: Record<string, ScoreTally>, key: string): ScoreTally => {
  t[key] ??= { games: 0, wins: 0, draws: 0 };
  return t[key];
};

function addScore(t: ScoreTally, score: number): void {
  t.games++;
  if (score === 1) t.wins++;
  else if (score === 0.5) t.draws++;
}

/**
 * Counts one game's result for each seat's hero class and, between two classes, in their
 * matchup: `scoreA` is seat A's score (win 1, draw ½, loss 0), B's is the rest.
 */
export function recordClasses(t: BalanceTally, classA: string, classB: string, scoreA: number): void {
  addScore(scoreTally(t.classes, classA), scoreA);
  addScore(scoreTally(t.classes, classB), 1 - scoreA);
  if (classA === classB) return;
  const { key, first } = matchupKey(classA, classB);
  addScore(scoreTally(t.matchups, key), first ? scoreA : 1 - scoreA);
}

/**
 * The tally with its keyed maps in key order: the same counts print the same JSON whatever order
 * the parts were merged in (object keys keep their insertion order).
 */
function sortedTally(t: BalanceTally): BalanceTally {
  const sorted = <T>(r: Record<string, T>): Record<string, T> =>
    Object.fromEntries(Object.entries(r).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return {
    ...t,
    endReasons: sorted(t.endReasons),
    cards: sorted(t.cards),
    classes: sorted(t.classes),
    matchups: sorted(t.matchups),
  };
}

function cardTally(t: BalanceTally, id: string): CardTally {
  t.cards[id] ??= {
    inDeck: 0,
    winsInDeck: 0,
    drawn: 0,
    winsDrawn: 0,
    played: 0,
    winsPlayed: 0,
    copiesPlayed: 0,
    turnSum: 0,
  };
  return t.cards[id];
}

/**
 * What one run plays: the pool, the bots' level and the seed every game derives from. With a
 * `challenger`, one seat of each game is that bot instead — seat A in even games, B in odd ones —
 * and the tally keeps its score: a measure of one bot against another on the same decks.
 */
export interface BalanceRun {
  readonly decks: readonly Deck[];
  readonly bot: BotLevel;
  readonly seed: number;
  readonly challenger?: BotLevel;
  /**
   * Iterations per decision of the tree-search bots (`ismcts`, `ismcts-deep`) of the run, instead
   * of their level's {@link ISMCTS_BUDGETS}; ignored by the others.
   */
  readonly nodes?: number;
}

/**
 * Iterations per decision of each tree-search bot of `run` (by level), or null when neither of
 * its bots searches: what a report says of the bots' strength beside their level.
 */
export function runNodes(run: BalanceRun): Partial<Record<BotLevel, number>> | null {
  const out: Partial<Record<BotLevel, number>> = {};
  for (const level of [run.bot, run.challenger])
    if (level === "ismcts" || level === "ismcts-deep") out[level] = run.nodes ?? ISMCTS_BUDGETS[level];
  return Object.keys(out).length === 0 ? null : out;
}

/** The seat of the challenger in game `g`. */
export const challengerSeat = (g: number): PlayerId => (g % 2 === 0 ? "A" : "B");

/** Game `g` of a run: its two decks (by pool index), its setup, its bots and the bots' seed. */
export function balanceGame(
  run: BalanceRun,
  g: number,
): { decks: [number, number]; setup: Setup; bots: [BotLevel, BotLevel]; seed: number } {
  const rng = seedRng(`balance:${run.seed}:${g}`);
  const [a, afterA] = nextInt(rng, run.decks.length);
  const [b, afterB] = nextInt(afterA, run.decks.length);
  const [seed] = nextInt(afterB, 0x7fffffff);
  const bots: [BotLevel, BotLevel] =
    run.challenger === undefined
      ? [run.bot, run.bot]
      : challengerSeat(g) === "A"
        ? [run.challenger, run.bot]
        : [run.bot, run.challenger];
  const deckA = run.decks[a] as Deck;
  const deckB = run.decks[b] as Deck;
  return {
    decks: [a, b],
    setup: {
      seed,
      players: [
        { heroClass: deckA.heroClass, deck: deckA },
        { heroClass: deckB.heroClass, deck: deckB },
      ],
    },
    bots,
    seed: seed ^ 0x5bd1e995,
  };
}

/** Plays games `from` (included) to `to` (excluded) of `run` into `tally` (mutated, returned). */
export function playBalanceGames(
  run: BalanceRun,
  from: number,
  to: number,
  tally?: BalanceTally,
): BalanceTally {
  const t = tally ?? emptyTally(run.decks.length);
  for (let g = from; g < to; g++) {
    const game = balanceGame(run, g);
    // Each seat's played copies, with its own turn number at the time.
    const plays: Record<PlayerId, { card: string; turn: number }[]> = { A: [], B: [] };
    let start: State | null = null;
    const { state } = playout(game.setup, {
      bots: game.bots,
      seed: game.seed,
      ...(run.nodes === undefined ? {} : { budget: run.nodes }),
      onStep: (s, action) => {
        start ??= s;
        if (action.type !== "PLAY_CARD") return;
        const card = s.players[action.player].hand.find((c) => c.id === action.card)?.card;
        if (card !== undefined) plays[action.player].push({ card, turn: Math.ceil(s.turn / 2) });
      },
    });
    record(t, game.decks, start ?? state, state, plays);
    const [a, b] = game.decks.map((i) => (run.decks[i] as Deck).heroClass) as [HeroClass, HeroClass];
    recordClasses(t, a, b, scoreOf(state, "A"));
    if (run.challenger !== undefined) t.challengerWins += scoreOf(state, challengerSeat(g));
  }
  return t;
}

/** A seat's score in a finished game: win 1, draw ½ (an unfinished game counts as a draw). */
function scoreOf(end: State, p: PlayerId): number {
  return end.phase !== "over" || end.winner === null ? 0.5 : end.winner === p ? 1 : 0;
}

function record(
  t: BalanceTally,
  decks: readonly [number, number],
  start: State,
  end: State,
  plays: Record<PlayerId, readonly { card: string; turn: number }[]>,
): void {
  t.games++;
  const over = end.phase === "over";
  if (!over) t.unfinished++;
  const reason = end.endReason ?? "unfinished";
  t.endReasons[reason] = (t.endReasons[reason] ?? 0) + 1;
  t.turnSum += end.turn;
  if (over && end.winner === null) t.draws++;
  t.firstWins += scoreOf(end, start.first);
  (["A", "B"] as const).forEach((p, i) => {
    const score = scoreOf(end, p);
    const deck = t.decks[decks[i] as number] as DeckTally;
    deck.games++;
    deck.wins += score;
    // A card is drawn when one of its copies left the deck: kept in the opening hand or drawn
    // (mulliganed copies go back to the deck and count only if drawn again).
    const left = new Set(end.players[p].deck.map((c) => c.id));
    const owned = [...start.players[p].hand, ...start.players[p].deck];
    const inDeck = new Set(owned.map((c) => c.card));
    const drawn = new Set(owned.filter((c) => !left.has(c.id)).map((c) => c.card));
    const played = new Set(plays[p].map((x) => x.card));
    for (const id of inDeck) {
      const c = cardTally(t, id);
      c.inDeck++;
      c.winsInDeck += score;
      if (drawn.has(id)) {
        c.drawn++;
        c.winsDrawn += score;
      }
      if (played.has(id)) {
        c.played++;
        c.winsPlayed += score;
      }
    }
    for (const x of plays[p]) {
      const c = cardTally(t, x.card);
      c.copiesPlayed++;
      c.turnSum += x.turn;
    }
  });
}

/** The sum of two tallies of the same run's pool (a new object; neither input is changed). */
export function mergeTallies(a: BalanceTally, b: BalanceTally): BalanceTally {
  const out = emptyTally(Math.max(a.decks.length, b.decks.length));
  for (const t of [a, b]) {
    out.games += t.games;
    out.firstWins += t.firstWins;
    out.draws += t.draws;
    out.unfinished += t.unfinished;
    out.turnSum += t.turnSum;
    out.challengerWins += t.challengerWins;
    for (const [k, n] of Object.entries(t.endReasons)) out.endReasons[k] = (out.endReasons[k] ?? 0) + n;
    for (const [id, c] of Object.entries(t.cards)) {
      const o = cardTally(out, id);
      for (const key of Object.keys(c) as (keyof CardTally)[]) o[key] += c[key];
    }
    t.decks.forEach((d, i) => {
      const o = out.decks[i] as DeckTally;
      o.games += d.games;
      o.wins += d.wins;
    });
    for (const field of ["classes", "matchups"] as const)
      for (const [k, x] of Object.entries(t[field] ?? {})) {
        const o = scoreTally(out[field], k);
        o.games += x.games;
        o.wins += x.wins;
        o.draws += x.draws;
      }
  }
  return sortedTally(out);
}
