import type { BalanceReport, CardBalance, Rate } from "@engines/lgc-tcg";
import { launchCorpus, matchReport, parseBalanceReport, wilson } from "@engines/lgc-tcg";
import { describe, expect, it } from "vitest";
import ismcts from "../src/tcg-balance/ismcts-report.json";
import {
  cardChanges,
  classChanges,
  filtersOf,
  matchupGrid,
  percent,
  points,
  reportQuery,
  shownCards,
  versionedCards,
} from "../src/tcg-balance/model.js";
import { duration } from "../src/tcg-balance/provenance.js";
import sample from "../src/tcg-balance/sample-report.json";

const rate = (r: number | null, n: number): Rate => ({
  n,
  rate: r,
  low: r === null ? null : Math.max(0, r - 0.1),
  high: r === null ? null : Math.min(1, r + 0.1),
});

const card = (id: string, name: string, cost: number, drawn: number | null, n = 100): CardBalance => ({
  id,
  version: 1,
  name,
  type: id.startsWith("sort") ? "SPELL" : "CREATURE",
  rarity: "COMMON",
  cost,
  inDeck: rate(0.5, n),
  drawn: rate(drawn, drawn === null ? 0 : n),
  played: rate(0.5, n),
  playRate: rate(0.8, n),
  meanTurnPlayed: cost + 1,
});

const cards = [
  card("crea_a", "Écuyer", 2, 0.6),
  card("crea_b", "Basilic", 5, 0.4, 20),
  card("sort_c", "Appel", 9, 0.55),
  card("crea_d", "Dragon", 8, null),
];

describe("Balance page model", () => {
  it("reads its filters from the URL, with defaults for anything unreadable", () => {
    const f = filtersOf(new URLSearchParams("measure=played&sort=cost&dir=asc&cost=8%2B&min=30&q=x"));
    expect(f).toEqual({
      measure: "played",
      sort: "cost",
      desc: false,
      type: "",
      rarity: "",
      cost: "8+",
      q: "x",
      minGames: 30,
    });
    const d = filtersOf(new URLSearchParams("measure=nope&sort=nope&min=-3"));
    expect([d.measure, d.sort, d.desc, d.minGames]).toEqual(["drawn", "rate", true, 0]);
  });

  it("sorts by win rate, strongest first, cards without games last in either direction", () => {
    const f = filtersOf(new URLSearchParams(""));
    expect(shownCards(cards, f).map((c) => c.id)).toEqual(["crea_a", "sort_c", "crea_b", "crea_d"]);
    const asc = filtersOf(new URLSearchParams("dir=asc"));
    expect(shownCards(cards, asc).map((c) => c.id)).toEqual(["crea_b", "sort_c", "crea_a", "crea_d"]);
  });

  it("filters by type, cost bucket, accent-blind search and minimum games", () => {
    const ids = (q: string) => shownCards(cards, filtersOf(new URLSearchParams(q))).map((c) => c.id);
    expect(ids("type=SPELL")).toEqual(["sort_c"]);
    expect(ids("cost=8%2B")).toEqual(["sort_c", "crea_d"]);
    expect(ids("q=ecuyer")).toEqual(["crea_a"]);
    expect(ids("min=50")).toEqual(["crea_a", "sort_c"]);
    expect(ids("sort=name&dir=asc")).toEqual(["sort_c", "crea_b", "crea_d", "crea_a"]);
  });

  it("leaves out tokens played from a hand, which were in no deck", () => {
    const token = { ...card("tok_add", "Add oublié", 1, null), inDeck: rate(null, 0) };
    expect(shownCards([...cards, token], filtersOf(new URLSearchParams(""))).map((c) => c.id)).not.toContain(
      "tok_add",
    );
  });

  it("prints rates as percentages", () => {
    expect(percent(0.5912)).toBe("59.1 %");
    expect(percent(null)).toBe("–");
  });

  it("ships a sample report that passes the report schema, from a run of at least 20,000 games", () => {
    const report = parseBalanceReport(sample, "sample-report.json");
    expect(report.games).toBeGreaterThanOrEqual(20_000);
    expect(report.cards.length).toBeGreaterThan(100);
    expect(report.bot).toBe("greedy");
    expect(report.provenance?.command).toContain("--games 20000 --bot greedy");
  });

  it("ships per-class figures and the class matrix in the sample, with its engine and data", () => {
    const report = parseBalanceReport(sample, "sample-report.json");
    const classes = report.classes ?? [];
    // Every hero class has decks in the pool, Extension 1's first wave among them.
    expect(classes.map((c) => c.heroClass)).toEqual(expect.arrayContaining(["MAGE", "PRIEST", "WARLOCK"]));
    expect(classes.reduce((n, c) => n + c.winRate.n, 0)).toBe(2 * report.games);
    expect((report.matchups ?? []).length).toBeGreaterThan(0);
    expect(report.provenance?.data?.sets).toEqual(["PVB", "PTD"]);
    expect(report.provenance?.engine?.name).toBe("@engines/lgc-tcg");
  });

  it("ships a 20,000-game tree-search sample of both sets, made by the distributed mode, with its class figures", () => {
    const report = parseBalanceReport(ismcts, "ismcts-report.json");
    expect(report.bot).toBe("ismcts");
    expect(report.nodes).toEqual({ ismcts: 200 });
    expect(report.challenger).toBeNull();
    expect(report.games).toBe(20_000);
    expect(report.unfinished).toBe(0);
    expect(report.provenance?.command).toContain(
      "games tcg balance --games 20000 --bot ismcts --decks 48 --seed 1 --redis",
    );
    expect(report.provenance?.study?.jobs).toBe(1000);
    expect(report.provenance?.data?.sets).toEqual(["PVB", "PTD"]);
    expect(report.provenance?.date.startsWith("2026-12-06")).toBe(true);
    const classes = report.classes ?? [];
    expect(classes.reduce((n, c) => n + c.winRate.n, 0)).toBe(2 * report.games);
  });
});

describe("comparing two reports and the class matrix", () => {
  const base = parseBalanceReport(sample, "sample-report.json");
  const withCards = (cs: CardBalance[], extra: Partial<BalanceReport> = {}): BalanceReport => ({
    ...base,
    cards: cs,
    ...extra,
  });
  const line = (id: string, name: string, drawn: Rate): CardBalance => ({ ...card(id, name, 2, 0.5), drawn });

  it("gives each card in both reports its change with Newcombe's interval, clear changes first", () => {
    const before = withCards([
      line("crea_a", "Écuyer", wilson(48, 80)),
      line("crea_b", "Basilic", wilson(50, 100)),
      line("crea_old", "Ancien", wilson(50, 100)),
    ]);
    const after = withCards([
      line("crea_b", "Basilic", wilson(52, 100)),
      line("crea_a", "Écuyer", wilson(56, 70)),
      line("crea_new", "Nouveau", wilson(50, 100)),
    ]);
    const changes = cardChanges(after, before, "drawn");
    // Cards in one report only have nothing to be compared with.
    expect(changes.map((c) => c.id)).toEqual(["crea_a", "crea_b"]);
    // Newcombe's worked example: 56/70 against 48/80 is +0.2000 [0.0524, 0.3339].
    expect(changes[0]?.change.rate).toBeCloseTo(0.2, 3);
    expect(changes[0]?.change.low).toBeCloseTo(0.0524, 2);
    expect(changes[0]?.clear).toBe(true);
    expect(changes[1]?.clear).toBe(false); // +2 points over 100 games each: noise
  });

  it("compares the classes of either report, a class missing on one side without a change", () => {
    const before = withCards([], {
      classes: [{ heroClass: "MAGE", decks: 2, winRate: wilson(40, 100) }],
    });
    const after = withCards([], {
      classes: [
        { heroClass: "MAGE", decks: 2, winRate: wilson(60, 100) },
        { heroClass: "PRIEST", decks: 1, winRate: wilson(5, 10) },
      ],
    });
    const changes = classChanges(after, before);
    expect(changes.map((c) => c.heroClass)).toEqual(["MAGE", "PRIEST"]);
    expect(changes[0]?.change.rate).toBeCloseTo(0.2, 4);
    expect(changes[0]?.clear).toBe(true);
    expect(changes[1]?.change.rate).toBeNull();
  });

  it("lays the matchups out as a grid, row against column, empty on the diagonal and for pairs never met", () => {
    const report = withCards([], {
      matchups: [
        { heroClass: "MAGE", opponent: "PRIEST", score: wilson(6, 10) },
        { heroClass: "PRIEST", opponent: "MAGE", score: wilson(4, 10) },
        { heroClass: "MAGE", opponent: "WARLOCK", score: wilson(1, 2) },
        { heroClass: "WARLOCK", opponent: "MAGE", score: wilson(1, 2) },
      ],
    });
    const grid = matchupGrid(report);
    expect(grid.classes).toEqual(["MAGE", "PRIEST", "WARLOCK"]);
    expect(grid.cells[0]?.[1]?.rate).toBe(0.6);
    expect(grid.cells[1]?.[0]?.rate).toBe(0.4);
    expect(grid.cells[0]?.[0]).toBeNull();
    expect(grid.cells[1]?.[2]).toBeNull();
  });

  it("prints signed points and durations", () => {
    expect(points(0.0321)).toBe("+3.2");
    expect(points(-0.01)).toBe("−1.0");
    expect(points(0)).toBe("±0.0");
    expect(points(null)).toBe("–");
    expect(duration(12.4)).toBe("12 s");
    expect(duration(200)).toBe("3 min 20 s");
    expect(duration(3720)).toBe("1 h 02 min");
  });
});

describe("the real-match source's query and lines", () => {
  it("reads days, versions and context from the page's parameters, anything else as the default", () => {
    expect(
      reportQuery(new URLSearchParams("from=2026-01-02&to=2026-02-03&versions=all&context=ranked")),
    ).toEqual({ from: "2026-01-02", to: "2026-02-03", versions: "all", context: "ranked" });
    expect(
      reportQuery(new URLSearchParams("from=yesterday&to=2026-2-3&versions=old&context=tournoi")),
    ).toEqual({
      from: "",
      to: "",
      versions: "current",
      context: "",
    });
  });

  it("names each version's line with its version when one line per version is asked", () => {
    const none = matchReport([], launchCorpus(), { versions: "all" });
    expect(versionedCards(none)).toEqual([]);
    const line = card("crea_x", "X", 2, 0.5);
    expect(versionedCards({ ...none, cards: [line] })[0]?.name).toBe("X · v1");
    expect(versionedCards({ ...none, versions: "current", cards: [line] })[0]?.name).toBe("X");
  });
});
