import { SetupError } from "@core/engine";
import { describe, expect, it } from "vitest";
import {
  BALANCE_REPORT_FORMAT,
  type BalanceRun,
  balanceDecks,
  balanceGame,
  balanceReport,
  CLASS_COPIES,
  challengerSeat,
  launchCorpus,
  matchupKey,
  mergeTallies,
  parseBalanceReport,
  parseBalanceReportText,
  playBalanceGames,
  rateDifference,
  runNodes,
  STARTER_DECK,
  TARGET_CURVE,
  validateDeck,
  wilson,
} from "../src/index.js";

const corpus = launchCorpus();
const decks = balanceDecks(corpus, STARTER_DECK, 6, 7);
const run: BalanceRun = { decks, bot: "random", seed: 7 };

describe("balance decks (issue 17 §2)", () => {
  it("are the starter deck and legal random decks shaped to §9.1's target curve", () => {
    expect(decks).toHaveLength(7);
    expect(decks[0]).toBe(STARTER_DECK);
    for (const deck of decks.slice(1)) {
      const checked = validateDeck(deck, corpus, { mode: "friendly" });
      expect(checked.ok, JSON.stringify(checked)).toBe(true);
      const curve = TARGET_CURVE.map(() => 0);
      for (const e of deck.cards) {
        const cost = corpus.cards[`${e.cardId}.v${e.version}`]?.cost ?? 0;
        const bucket = Math.min(Math.max(cost, 1), 7) - 1;
        curve[bucket] = (curve[bucket] ?? 0) + e.count;
      }
      expect(curve).toEqual(TARGET_CURVE);
    }
  });

  it("are the same for the same seed, and others for another", () => {
    expect(balanceDecks(corpus, STARTER_DECK, 6, 7)).toEqual(decks);
    expect(balanceDecks(corpus, STARTER_DECK, 6, 8)).not.toEqual(decks);
  });

  it("play only the classes asked, with 18 class cards when the class has them (§11.2: 15–20)", () => {
    const pool = balanceDecks(corpus, STARTER_DECK, 6, 7, ["MAGE", "WARLOCK", "HUNTER"]);
    expect(new Set(pool.slice(1).map((d) => d.heroClass))).toEqual(new Set(["MAGE", "WARLOCK", "HUNTER"]));
    for (const deck of pool.slice(1)) {
      expect(validateDeck(deck, corpus, { mode: "friendly" }).ok).toBe(true);
      const classCopies = deck.cards
        .filter((e) => corpus.cards[`${e.cardId}.v${e.version}`]?.factions.includes(deck.heroClass))
        .reduce((n, e) => n + e.count, 0);
      // Hunter has no class card yet (Extension 1's first wave is Mage, Priest, Warlock).
      expect(classCopies).toBe(deck.heroClass === "HUNTER" ? 0 : CLASS_COPIES);
    }
  });
});

describe("balance games and tallies", () => {
  const whole = playBalanceGames(run, 0, 8);

  it("are deterministic given the seed, and the same whatever the split across workers", () => {
    expect(playBalanceGames(run, 0, 8)).toEqual(whole);
    const split = mergeTallies(
      mergeTallies(playBalanceGames(run, 0, 3), playBalanceGames(run, 3, 5)),
      playBalanceGames(run, 5, 8),
    );
    expect(split).toEqual(whole);
  });

  it("count every seat of every game once", () => {
    expect(whole.games).toBe(8);
    expect(whole.decks.reduce((n, d) => n + d.games, 0)).toBe(16);
    const scores = whole.decks.reduce((n, d) => n + d.wins, 0);
    expect(scores).toBe(8); // one point per game: 1 + 0, or ½ + ½ for a draw
    for (const c of Object.values(whole.cards)) {
      expect(c.drawn).toBeLessThanOrEqual(c.inDeck);
      expect(c.played).toBeLessThanOrEqual(c.drawn);
      expect(c.winsPlayed).toBeLessThanOrEqual(c.played);
      expect(c.copiesPlayed).toBeGreaterThanOrEqual(c.played);
    }
  });

  it("count each seat's result for its class, and each game between two classes in their matchup", () => {
    const classes = Object.values(whole.classes);
    expect(classes.reduce((n, c) => n + c.games, 0)).toBe(16);
    // One point per game: a win, or a draw for each seat.
    expect(classes.reduce((n, c) => n + c.wins + c.draws / 2, 0)).toBe(8);
    for (const c of [...classes, ...Object.values(whole.matchups)]) {
      for (const x of [c.games, c.wins, c.draws]) expect(Number.isInteger(x)).toBe(true);
      expect(c.wins + c.draws).toBeLessThanOrEqual(c.games);
    }
    let between = 0;
    for (let g = 0; g < 8; g++) {
      const [a, b] = balanceGame(run, g).decks;
      if (decks[a]?.heroClass !== decks[b]?.heroClass) between++;
    }
    expect(Object.values(whole.matchups).reduce((n, m) => n + m.games, 0)).toBe(between);
    for (const key of Object.keys(whole.matchups)) {
      const [x, y] = key.split("|") as [string, string];
      expect(x < y).toBe(true);
      expect(matchupKey(y, x)).toEqual({ key, first: false });
    }
  });

  it("merge exactly, in any order, to the same JSON text", () => {
    const parts = [playBalanceGames(run, 0, 3), playBalanceGames(run, 3, 5), playBalanceGames(run, 5, 8)];
    const orders = [
      [0, 1, 2],
      [2, 1, 0],
      [1, 2, 0],
    ];
    const texts = orders.map((o) =>
      JSON.stringify(o.map((i) => parts[i]!).reduce((t, p) => mergeTallies(t, p))),
    );
    expect(new Set(texts).size).toBe(1);
    expect(texts[0]).toBe(JSON.stringify(mergeTallies(whole, playBalanceGames(run, 0, 0))));
  });

  it("give a challenger seat A in even games and B in odd ones, and keep its score", () => {
    const versus: BalanceRun = { ...run, challenger: "greedy" };
    expect(balanceGame(versus, 0).bots).toEqual(["greedy", "random"]);
    expect(balanceGame(versus, 1).bots).toEqual(["random", "greedy"]);
    expect(challengerSeat(2)).toBe("A");
    const t = playBalanceGames(versus, 0, 4);
    expect(t.challengerWins).toBeGreaterThanOrEqual(0);
    expect(t.challengerWins).toBeLessThanOrEqual(4);
    expect(balanceReport(versus, t, corpus).challenger?.score.n).toBe(4);
  });

  it("give the tree-search bots the run's node budget, and the report says which", () => {
    expect(runNodes(run)).toBeNull();
    expect(runNodes({ ...run, bot: "ismcts" })).toEqual({ ismcts: 200 });
    expect(runNodes({ ...run, bot: "greedy", challenger: "ismcts-deep" })).toEqual({ "ismcts-deep": 800 });
    expect(runNodes({ ...run, bot: "ismcts", challenger: "ismcts-deep", nodes: 5 })).toEqual({
      ismcts: 5,
      "ismcts-deep": 5,
    });
    expect(runNodes({ ...run, nodes: 5 })).toBeNull(); // random bots do not search
    // Two searches of one iteration each differ from the default budget's games: the budget is used.
    const tiny: BalanceRun = { ...run, bot: "ismcts", nodes: 1 };
    const one = playBalanceGames(tiny, 0, 1);
    expect(playBalanceGames(tiny, 0, 1)).toEqual(one);
    expect(playBalanceGames({ ...tiny, nodes: 12 }, 0, 1)).not.toEqual(one);
    expect(balanceReport(tiny, one, corpus).nodes).toEqual({ ismcts: 1 });
  });
});

describe("balance report", () => {
  const tally = playBalanceGames(run, 0, 6);
  const report = balanceReport(run, tally, corpus);

  it("has the documented structure and passes its JSON Schema", () => {
    expect(report.format).toBe(BALANCE_REPORT_FORMAT);
    expect(report.games).toBe(6);
    expect(report.challenger).toBeNull();
    expect(report.nodes).toBeUndefined();
    expect(report.provenance).toBeUndefined(); // the CLI's, not the deterministic report's
    expect(report.decks.map((d) => d.name)).toEqual(decks.map((d) => d.name));
    expect(report.curve.map((c) => c.bucket)).toEqual(["0-1", "2", "3", "4", "5", "6", "7", "8+"]);
    expect(report.curve.reduce((n, c) => n + c.cards, 0)).toBe(Object.keys(corpus.latest).length);
    expect(report.cards.map((c) => c.id)).toEqual(Object.keys(tally.cards).sort());
    expect(parseBalanceReport(JSON.parse(JSON.stringify(report)))).toEqual(report);
  });

  it("has per-class win rates and the class-vs-class matrix, each pair seen from both sides", () => {
    const classes = report.classes ?? [];
    expect(classes.map((c) => c.heroClass)).toEqual([...new Set(decks.map((d) => d.heroClass))].sort());
    expect(classes.reduce((n, c) => n + c.decks, 0)).toBe(decks.length);
    for (const c of classes) {
      const t = tally.classes[c.heroClass];
      expect(c.winRate).toEqual(wilson((t?.wins ?? 0) + (t?.draws ?? 0) / 2, t?.games ?? 0));
    }
    const matchups = report.matchups ?? [];
    expect(matchups.length).toBe(2 * Object.keys(tally.matchups).length);
    for (const m of matchups) {
      expect(m.heroClass).not.toBe(m.opponent);
      const other = matchups.find((x) => x.heroClass === m.opponent && x.opponent === m.heroClass);
      expect(other?.score.n).toBe(m.score.n);
      expect((other?.score.rate ?? 0) + (m.score.rate ?? 0)).toBeCloseTo(1, 3);
    }
  });

  it("refuses a malformed report, naming the file and the JSON pointer", () => {
    const bad = { ...report, firstPlayer: { ...report.firstPlayer, rate: 2 } };
    expect(() => parseBalanceReport(bad, "r.json")).toThrow(SetupError);
    expect(() => parseBalanceReport(bad, "r.json")).toThrow(/r\.json.*\/firstPlayer\/rate/);
    expect(() => parseBalanceReportText("{", "r.json")).toThrow(/r\.json/);
    expect(() => parseBalanceReport({ ...report, nodes: { greedy: 3 } }, "r.json")).toThrow(/\/nodes/);
    expect(() => parseBalanceReport({ ...report, provenance: { date: "2026-12-01" } }, "r.json")).toThrow(
      /\/provenance/,
    );
  });

  it("accepts the provenance the CLI adds", () => {
    const provenance = {
      date: "2026-12-01T11:00:00.000Z",
      command: "games tcg balance --games 6",
      workers: 2,
      wallSeconds: 12,
      cpuSeconds: 20,
      loadAverage: [1.5, 2, 3],
      node: "v20.20.0",
    };
    expect(parseBalanceReport({ ...report, provenance }).provenance).toEqual(provenance);
    const full = {
      ...provenance,
      engine: { name: "@engines/lgc-tcg", version: "0.1.0" },
      data: {
        name: "@data/lgc-tcg",
        version: "0.1.0",
        sets: ["PVB", "PTD"],
        digest: `sha256:${"0a".repeat(32)}`,
      },
      study: { id: "s-1", jobs: 4, jobGames: 25, workers: { "host-1": 60, "host-2": 40 }, retried: 1 },
    };
    expect(parseBalanceReport({ ...report, provenance: full }).provenance).toEqual(full);
    const badDigest = { ...full, data: { ...full.data, digest: "md5:0" } };
    expect(() => parseBalanceReport({ ...report, provenance: badDigest }, "r.json")).toThrow(
      /r\.json.*\/provenance\/data\/digest/,
    );
  });

  it("still reads a report made before classes were tallied", () => {
    const { classes: _c, matchups: _m, ...old } = report;
    expect(parseBalanceReport(JSON.parse(JSON.stringify(old))).classes).toBeUndefined();
  });
});

describe("difference of two rates", () => {
  it("matches Newcombe's worked example (56/70 against 48/80: 0.2000 [0.0524, 0.3339])", () => {
    const d = rateDifference(wilson(56, 70), wilson(48, 80));
    expect(d.rate).toBeCloseTo(0.2, 4);
    expect(d.low).toBeCloseTo(0.0524, 3);
    expect(d.high).toBeCloseTo(0.3339, 3);
  });

  it("is the hypotenuse of the two half-intervals on each side, and null without games", () => {
    const after = { n: 100, rate: 0.6, low: 0.5, high: 0.7 };
    const before = { n: 90, rate: 0.5, low: 0.4, high: 0.6 };
    // 0.1 ∓ √(0.1² + 0.1²) = 0.1 ∓ 0.1414.
    expect(rateDifference(after, before)).toEqual({ n: 90, rate: 0.1, low: -0.0414, high: 0.2414 });
    expect(rateDifference(after, wilson(0, 0)).rate).toBeNull();
  });
});

describe("Wilson score interval", () => {
  it("matches hand-computed values", () => {
    // 5/10: centre ½, half-width 1.96·√(0.025 + 0.0096)/1.3842 = 0.2634.
    expect(wilson(5, 10)).toEqual({ n: 10, rate: 0.5, low: 0.2366, high: 0.7634 });
    // 0/10: [0, z²/(n + z²)] = [0, 3.8415/13.8415].
    expect(wilson(0, 10)).toEqual({ n: 10, rate: 0, low: 0, high: 0.2775 });
    expect(wilson(0, 0)).toEqual({ n: 0, rate: null, low: null, high: null });
  });

  it("counts a draw as half a win", () => {
    expect(wilson(1.5, 3).rate).toBe(0.5);
  });
});
