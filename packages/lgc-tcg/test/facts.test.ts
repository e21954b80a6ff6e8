/**
 * The facts of a finished duel (src/facts.ts) and the real-match report (src/match-report.ts):
 * a duel worked out by hand; random duels whose facts, tallied, are exactly the balancing loop's
 * own tally of the same games (one definition of drawn and played, RULES.md §11.1); invariants
 * over random logs; a log that does not replay refused; small samples reported without figures.
 */
import { SetupError } from "@core/engine";
import { fc } from "@core/engine/testing";
import { describe, expect, it } from "vitest";
import {
  type Action,
  type BalanceRun,
  balanceDecks,
  balanceGame,
  DUEL_FACTS_FORMAT,
  type DuelFacts,
  duelFacts,
  emptyTally,
  init,
  launchCorpus,
  MATCH_REPORT_FORMAT,
  matchReport,
  playBalanceGames,
  playout,
  reduce,
  type SeatFacts,
  type Setup,
  STARTER_DECK,
  tallyDuelFacts,
  wilson,
} from "../src/index.js";

const corpus = launchCorpus();

/** Two decks of six copies of one free creature each: every count below follows from §3 and §4. */
const SMALL: Setup = {
  seed: 5,
  cards: [
    { id: "ant", type: "CREATURE", cost: 0, atk: 1, hp: 1 },
    { id: "bee", type: "CREATURE", cost: 0, atk: 1, hp: 1 },
  ],
  players: [
    { heroClass: "MAGE", deck: Array(6).fill("ant") },
    { heroClass: "WARRIOR", deck: Array(6).fill("bee") },
  ],
};

/** Both seats' facts from the first player's and the second's. */
const bySeat = (first: "A" | "B", firstSeat: SeatFacts, secondSeat: SeatFacts): DuelFacts["seats"] =>
  first === "A" ? { A: firstSeat, B: secondSeat } : { A: secondSeat, B: firstSeat };

describe("duelFacts (a duel worked out by hand)", () => {
  const start = init(SMALL);
  const first = start.first;
  const second = first === "A" ? "B" : "A";
  // Both keep their hands; turn 1 is the first player's: he draws 1 (4 in hand), plays one copy
  // and ends his turn; the second player draws 1 on turn 2 (5 in hand) and concedes.
  const playing = (): Action[] => [
    { type: "MULLIGAN", player: "A", replace: [] },
    { type: "MULLIGAN", player: "B", replace: [] },
  ];
  const firstCard = (): string => {
    let s = start;
    for (const a of playing()) s = reduce(s, a).state;
    return s.players[first].hand[0]?.id as string;
  };

  it("counts copies drawn, played with the turn, and in hand at the end; the result and length", () => {
    const card = firstCard();
    const actions: Action[] = [
      ...playing(),
      { type: "PLAY_CARD", player: first, card },
      { type: "END_TURN", player: first },
      { type: "CONCEDE", player: second },
    ];
    const facts = duelFacts(SMALL, actions);
    const own = first === "A" ? "ant" : "bee";
    const theirs = first === "A" ? "bee" : "ant";
    expect(facts).toEqual<DuelFacts>({
      format: DUEL_FACTS_FORMAT,
      over: true,
      first,
      winner: first,
      endReason: "concede",
      turns: 2,
      actions: 5,
      seats: bySeat(
        first,
        {
          heroClass: first === "A" ? "MAGE" : "WARRIOR",
          score: 1,
          // 3 dealt + 1 drawn on turn 1; one played on its first turn; 3 left in hand.
          cards: { [own]: { version: 1, copies: 6, drawn: 4, played: [1], inHandAtEnd: 3 } },
        },
        {
          heroClass: first === "A" ? "WARRIOR" : "MAGE",
          score: 0,
          // 4 dealt + 1 drawn on turn 2; nothing played.
          cards: { [theirs]: { version: 1, copies: 6, drawn: 5, played: [], inHandAtEnd: 5 } },
        },
      ),
    });
  });

  it("counts a mulliganed copy drawn only when it left the deck again", () => {
    // The first player sends back his whole opening hand of 3: 3 replacements are drawn first,
    // then the 3 returned are shuffled in. 6 copies: 3 in hand, 3 in the deck, then the turn-1
    // draw takes one more: 4 out of the deck, whichever instances they are.
    const returned = start.players[first].hand.map((c) => c.id);
    const facts = duelFacts(SMALL, [
      { type: "MULLIGAN", player: first, replace: returned },
      { type: "MULLIGAN", player: second, replace: [] },
      { type: "CONCEDE", player: first },
    ]);
    expect(facts.seats[first].cards).toEqual({
      [first === "A" ? "ant" : "bee"]: { version: 1, copies: 6, drawn: 4, played: [], inHandAtEnd: 4 },
    });
    expect(facts).toMatchObject({ over: true, winner: second, endReason: "concede", turns: 1, actions: 3 });
  });

  it("leaves a log that stops early unfinished: both seats score ½", () => {
    const facts = duelFacts(SMALL, playing());
    expect(facts).toMatchObject({ over: false, winner: null, endReason: null, turns: 1, actions: 2 });
    expect(facts.seats.A.score).toBe(0.5);
    expect(facts.seats.B.score).toBe(0.5);
  });

  it("ends a duel resigned at the table: the resigning seat scores 0, the other 1", () => {
    const facts = duelFacts(SMALL, playing(), { type: "resigned", seat: first });
    expect(facts).toMatchObject({ over: true, winner: second, endReason: null, turns: 1, actions: 2 });
    expect(facts.table).toEqual({ type: "resigned", seat: first });
    expect(facts.seats[first].score).toBe(0);
    expect(facts.seats[second].score).toBe(1);
  });

  it("ends a duel drawn at the table: over, no winner, ½ each, counted as a draw", () => {
    const facts = duelFacts(SMALL, playing(), { type: "draw" });
    expect(facts).toMatchObject({ over: true, winner: null, table: { type: "draw" } });
    expect([facts.seats.A.score, facts.seats.B.score]).toEqual([0.5, 0.5]);
    const tally = emptyTally(0);
    tallyDuelFacts(tally, facts);
    expect([tally.draws, tally.unfinished]).toEqual([1, 0]);
  });

  it("keeps the engine's result over a table ending given after it", () => {
    const facts = duelFacts(SMALL, [...playing(), { type: "CONCEDE", player: first }], {
      type: "resigned",
      seat: second,
    });
    expect(facts).toMatchObject({ over: true, winner: second, endReason: "concede" });
    expect(facts.table).toBeUndefined();
  });

  it("refuses a log the engine does not replay, naming the action", () => {
    const bad = [...playing(), { type: "END_TURN", player: second } as Action];
    expect(() => duelFacts(SMALL, bad)).toThrow(SetupError);
    try {
      duelFacts(SMALL, bad);
    } catch (error) {
      expect((error as SetupError).pointer).toBe("/actions/2");
    }
    expect(() =>
      duelFacts({ ...SMALL, players: [SMALL.players[0], { heroClass: "NOPE", deck: [] }] }, []),
    ).toThrow(SetupError);
  });

  it("keeps the versions a pinned setup played", () => {
    const facts = duelFacts(
      {
        seed: 3,
        players: [
          { heroClass: STARTER_DECK.heroClass, deck: STARTER_DECK },
          { heroClass: "MAGE", deck: STARTER_DECK },
        ],
      },
      [{ type: "CONCEDE", player: "A" }],
    );
    for (const e of STARTER_DECK.cards) {
      const line = facts.seats.A.cards[e.cardId];
      expect(line?.version).toBe(e.version);
      expect(line?.copies).toBe(e.count);
    }
  });
});

describe("duelFacts over random duels", () => {
  const decks = balanceDecks(corpus, STARTER_DECK, 5, 11);
  const run: BalanceRun = { decks, bot: "random", seed: 11 };

  it("tally exactly as the balancing loop counts the same games' deck cards (RULES.md §11.1)", () => {
    const games = 12;
    const fromLoop = playBalanceGames(run, 0, games);
    const fromFacts = emptyTally(decks.length);
    for (let g = 0; g < games; g++) {
      const game = balanceGame(run, g);
      const { replay } = playout(game.setup, { bots: game.bots, seed: game.seed });
      tallyDuelFacts(fromFacts, duelFacts(replay.setup, replay.actions));
    }
    // The loop also counts cards played that no deck held (tokens an effect put into a hand):
    // facts keep the deck's cards, the only ones a win rate is shown for.
    const decked = (t: typeof fromLoop) => ({
      ...t,
      decks: [],
      cards: Object.fromEntries(Object.entries(t.cards).filter(([, c]) => c.inDeck > 0)),
    });
    expect(decked(fromFacts)).toEqual(decked(fromLoop));
    expect(Object.keys(fromFacts.cards).length).toBeGreaterThan(20);
    expect(fromFacts.games).toBe(games);
  });

  it("hold their invariants: copies add up to the deck, drawn ≤ copies, scores add up to 1", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 0, max: 400 }), (seed, cut) => {
        const game = balanceGame(run, seed);
        const { replay } = playout(game.setup, { bots: game.bots, seed: game.seed });
        const actions = replay.actions.slice(0, cut);
        const facts = duelFacts(replay.setup, actions);
        expect(facts.actions).toBe(actions.length);
        expect(facts.seats.A.score + facts.seats.B.score).toBe(1);
        game.setup.players.forEach((p, i) => {
          const seat = facts.seats[i === 0 ? "A" : "B"];
          const size = (p.deck as unknown as { cards: { count: number }[] }).cards.reduce(
            (n, e) => n + e.count,
            0,
          );
          const lines = Object.values(seat.cards);
          expect(lines.reduce((n, c) => n + c.copies, 0)).toBe(size);
          for (const c of lines) {
            expect(c.drawn).toBeLessThanOrEqual(c.copies);
            expect(c.played.every((t) => Number.isInteger(t) && t >= 1)).toBe(true);
          }
        });
        // JSON in, JSON out: what a server stores is what it reads back.
        expect(JSON.parse(JSON.stringify(facts))).toEqual(facts);
      }),
      { numRuns: 25 },
    );
  });
});

describe("matchReport (real matches)", () => {
  const card = (version: number, drawn: number, played: number[]) => ({
    version,
    copies: 2,
    drawn,
    played,
    inHandAtEnd: 0,
  });
  const duel = (winner: "A" | "B", version: number): DuelFacts => ({
    format: DUEL_FACTS_FORMAT,
    over: true,
    first: "A",
    winner,
    endReason: "hero-died",
    turns: 10,
    actions: 40,
    seats: {
      A: { heroClass: "MAGE", score: winner === "A" ? 1 : 0, cards: { crea_pouic: card(version, 1, [3]) } },
      B: { heroClass: "PRIEST", score: winner === "B" ? 1 : 0, cards: { crea_pouic: card(version, 0, []) } },
    },
  });
  const current = corpus.latest.crea_pouic ?? 1;

  it("gives no figure for a rate over fewer seat-games than the minimum, only its count", () => {
    const few = matchReport([duel("A", current), duel("B", current)], corpus);
    expect(few.format).toBe(MATCH_REPORT_FORMAT);
    expect(few.games).toBe(2);
    expect(few.firstPlayer).toEqual({ n: 2, rate: null, low: null, high: null });
    const pouic = few.cards.find((c) => c.id === "crea_pouic");
    expect(pouic?.inDeck).toEqual({ n: 4, rate: null, low: null, high: null });
    expect(pouic?.meanTurnPlayed).toBeNull();
    expect(few.heroes.map((h) => h.heroClass)).toEqual(["MAGE", "PRIEST"]);
  });

  it("gives the figures once the sample is large enough: 30 games, A won 20", () => {
    const facts = Array.from({ length: 30 }, (_, i) => duel(i < 20 ? "A" : "B", current));
    const report = matchReport(facts, corpus);
    expect(report.firstPlayer).toEqual(wilson(20, 30));
    const pouic = report.cards.find((c) => c.id === "crea_pouic");
    // Drawn only by seat A, in 30 games of which it won 20; played on its third turn each time.
    expect(pouic?.drawn).toEqual(wilson(20, 30));
    expect(pouic?.played).toEqual(wilson(20, 30));
    expect(pouic?.inDeck).toEqual(wilson(30, 60));
    expect(pouic?.meanTurnPlayed).toBe(3);
    expect(report.heroes).toEqual([
      { heroClass: "MAGE", winRate: wilson(20, 30) },
      { heroClass: "PRIEST", winRate: wilson(10, 30) },
    ]);
    expect(report.meanTurns).toBe(10);
    expect(report.endReasons).toEqual({ "hero-died": 30 });
  });

  it("counts only current versions by default, one line per version with `all`", () => {
    const old = current + 1000; // a version the corpus has no line for: an old balance, say
    const facts = [...Array.from({ length: 3 }, () => duel("A", current)), duel("B", old)];
    const now = matchReport(facts, corpus, { minSample: 1 });
    expect(now.cards.map((c) => [c.id, c.version, c.inDeck.n])).toEqual([["crea_pouic", current, 6]]);
    const all = matchReport(facts, corpus, { versions: "all", minSample: 1 });
    expect(all.versions).toBe("all");
    expect(all.cards.map((c) => [c.id, c.version, c.inDeck.n])).toEqual([
      ["crea_pouic", current, 6],
      ["crea_pouic", old, 2],
    ]);
  });
});
