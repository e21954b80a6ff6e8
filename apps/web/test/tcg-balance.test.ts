import type { CardBalance, Rate } from "@engines/lgc-tcg";
import { launchCorpus, matchReport, parseBalanceReport } from "@engines/lgc-tcg";
import { describe, expect, it } from "vitest";
import ismcts from "../src/tcg-balance/ismcts-report.json";
import { filtersOf, percent, reportQuery, shownCards, versionedCards } from "../src/tcg-balance/model.js";
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

  it("ships a smaller tree-search sample, labelled with its bot, node budget, date and command", () => {
    const report = parseBalanceReport(ismcts, "ismcts-report.json");
    expect(report.bot).toBe("ismcts");
    expect(report.nodes).toEqual({ ismcts: 200 });
    expect(report.challenger).toBeNull();
    expect(report.games).toBe(200);
    expect(report.unfinished).toBe(0);
    expect(report.provenance?.command).toBe(
      "games tcg balance --games 200 --bot ismcts --workers 2 --out apps/web/src/tcg-balance/ismcts-report.json",
    );
    expect(report.provenance?.date.startsWith("2026-12-01")).toBe(true);
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
