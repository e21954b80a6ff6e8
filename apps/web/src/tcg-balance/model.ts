/**
 * What the Balance page shows of a report: the cards kept by the filters, in the chosen order,
 * and the rate each chart measures. Pure functions of the report (the engine's `BalanceReport`,
 * written by `games tcg balance`), so the page stays a view.
 */
import {
  type BalanceReport,
  type CardBalance,
  curveBucket,
  type MatchReport,
  type Rate,
  rateDifference,
} from "@engines/lgc-tcg";

/** The win rate a chart shows: when in the deck, when drawn, when played. */
export const MEASURES = ["drawn", "played", "inDeck"] as const;
export type Measure = (typeof MEASURES)[number];

/** Orders of the card list. */
export const SORTS = ["rate", "low", "high", "n", "playRate", "turn", "cost", "name"] as const;
export type Sort = (typeof SORTS)[number];

/** The page's filters, as the URL keeps them. */
export interface BalanceFilters {
  readonly measure: Measure;
  readonly sort: Sort;
  /** Descending when true (the default for rates: strongest first). */
  readonly desc: boolean;
  readonly type: string;
  readonly rarity: string;
  /** A §7.2 cost bucket ("0-1", "2", … "8+") or empty. */
  readonly cost: string;
  readonly q: string;
  /** Cards measured over fewer games are left out (their intervals say little). */
  readonly minGames: number;
}

const oneOf = <T extends string>(values: readonly T[], raw: string | null, fallback: T): T =>
  values.includes(raw as T) ? (raw as T) : fallback;

/** The filters from the page's URL parameters; anything unreadable gives the default. */
export function filtersOf(params: URLSearchParams): BalanceFilters {
  const min = Number(params.get("min") ?? "");
  return {
    measure: oneOf(MEASURES, params.get("measure"), "drawn"),
    sort: oneOf(SORTS, params.get("sort"), "rate"),
    desc: params.get("dir") !== "asc",
    type: params.get("type") ?? "",
    rarity: params.get("rarity") ?? "",
    cost: params.get("cost") ?? "",
    q: params.get("q") ?? "",
    minGames: Number.isInteger(min) && min > 0 ? min : 0,
  };
}

const fold = (s: string): string =>
  s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();

/** The rate `measure` reads of a card. */
export const rateOf = (c: CardBalance, measure: Measure): Rate => c[measure];

/** A value to sort by; null sorts last whatever the direction. */
function key(c: CardBalance, f: BalanceFilters): number | string | null {
  const r = rateOf(c, f.measure);
  switch (f.sort) {
    case "rate":
      return r.rate;
    case "low":
      return r.low;
    case "high":
      return r.high;
    case "n":
      return r.n;
    case "playRate":
      return c.playRate.rate;
    case "turn":
      return c.meanTurnPlayed;
    case "cost":
      return c.cost;
    case "name":
      return fold(c.name);
  }
}

/**
 * The collectible cards of a report: those met in a deck. A report also counts tokens an effect
 * put into a hand and that were then played (in no deck: no win rate to show).
 */
export const deckCards = (cards: readonly CardBalance[]): CardBalance[] =>
  cards.filter((c) => c.inDeck.n > 0);

/** The report's cards the filters keep, sorted (ties by name, so the order is stable). */
export function shownCards(cards: readonly CardBalance[], f: BalanceFilters): CardBalance[] {
  const q = fold(f.q.trim());
  const kept = deckCards(cards).filter(
    (c) =>
      (!f.type || c.type === f.type) &&
      (!f.rarity || c.rarity === f.rarity) &&
      (!f.cost || curveBucket(c.cost) === f.cost) &&
      (!q || fold(`${c.name} ${c.id}`).includes(q)) &&
      rateOf(c, f.measure).n >= f.minGames,
  );
  const sign = f.desc ? -1 : 1;
  return kept.sort((a, b) => {
    const x = key(a, f);
    const y = key(b, f);
    if (x !== y) {
      if (x === null) return 1;
      if (y === null) return -1;
      return (x < y ? -1 : 1) * sign;
    }
    return fold(a.name).localeCompare(fold(b.name));
  });
}

/** A rate as a percentage with one decimal, "–" when there is none. */
export const percent = (x: number | null): string => (x === null ? "–" : `${(100 * x).toFixed(1)} %`);

const DAY = /^\d{4}-\d{2}-\d{2}$/;
export const VERSIONS = ["current", "all"] as const;
export const CONTEXTS = ["", "friendly", "ranked"] as const;

/** The real-match report's query from the page's parameters (anything unreadable: the default). */
export function reportQuery(params: URLSearchParams): {
  readonly from: string;
  readonly to: string;
  readonly versions: (typeof VERSIONS)[number];
  readonly context: (typeof CONTEXTS)[number];
} {
  const day = (k: string) => (DAY.test(params.get(k) ?? "") ? (params.get(k) as string) : "");
  const versions = params.get("versions") === "all" ? "all" : "current";
  const context = (CONTEXTS as readonly string[]).includes(params.get("context") ?? "")
    ? (params.get("context") as (typeof CONTEXTS)[number])
    : "";
  return { from: day("from"), to: day("to"), versions, context };
}

/** With one line per version, each line says its version (the cards are named alike). */
export function versionedCards(report: MatchReport): CardBalance[] {
  return report.versions === "all"
    ? report.cards.map((c) => ({ ...c, name: `${c.name} · v${c.version}` }))
    : [...report.cards];
}

/** One card of two reports side by side: its rates before and after, and their difference. */
export interface CardChange {
  readonly id: string;
  readonly name: string;
  readonly before: Rate;
  readonly after: Rate;
  /** `after - before` with its 95 % interval (the engine's `rateDifference`). */
  readonly change: Rate;
  /** Whether the interval leaves 0 out: a change the games show, not noise. */
  readonly clear: boolean;
}

/** Whether a difference's interval leaves 0 out. */
export const clearChange = (d: Rate): boolean =>
  d.low !== null && d.high !== null && (d.low > 0 || d.high < 0);

/**
 * The cards met in a deck in both reports, with the change of the rate `measure` reads: the
 * clearest changes first (by how far the interval stays from 0), then by size, then by name.
 * A card in one report only is left out (there is nothing to compare it with).
 */
export function cardChanges(after: BalanceReport, before: BalanceReport, measure: Measure): CardChange[] {
  const old = new Map(deckCards(before.cards).map((c) => [c.id, c]));
  const out: CardChange[] = [];
  for (const card of deckCards(after.cards)) {
    const was = old.get(card.id);
    if (was === undefined) continue;
    const change = rateDifference(rateOf(card, measure), rateOf(was, measure));
    out.push({
      id: card.id,
      name: card.name,
      before: rateOf(was, measure),
      after: rateOf(card, measure),
      change,
      clear: clearChange(change),
    });
  }
  const margin = (d: Rate): number => (d.low === null || d.high === null ? -2 : Math.max(d.low, -d.high));
  return out.sort(
    (a, b) =>
      margin(b.change) - margin(a.change) ||
      Math.abs(b.change.rate ?? 0) - Math.abs(a.change.rate ?? 0) ||
      fold(a.name).localeCompare(fold(b.name)),
  );
}

/** Each class of either report with its score before and after (a missing side has no games). */
export function classChanges(
  after: BalanceReport,
  before: BalanceReport,
): { heroClass: string; before: Rate; after: Rate; change: Rate; clear: boolean }[] {
  const none: Rate = { n: 0, rate: null, low: null, high: null };
  const get = (r: BalanceReport, c: string): Rate =>
    r.classes?.find((x) => x.heroClass === c)?.winRate ?? none;
  const names = [
    ...new Set([...(after.classes ?? []), ...(before.classes ?? [])].map((c) => c.heroClass)),
  ].sort();
  return names.map((heroClass) => {
    const change = rateDifference(get(after, heroClass), get(before, heroClass));
    return {
      heroClass,
      before: get(before, heroClass),
      after: get(after, heroClass),
      change,
      clear: clearChange(change),
    };
  });
}

/**
 * The class-vs-class matrix as rows: the classes that met another, and for each pair the score
 * of the row's class against the column's (null on the diagonal and for pairs that never met).
 */
export function matchupGrid(report: BalanceReport): { classes: string[]; cells: (Rate | null)[][] } {
  const matchups = report.matchups ?? [];
  const classes = [...new Set(matchups.flatMap((m) => [m.heroClass, m.opponent]))].sort();
  const at = new Map(matchups.map((m) => [`${m.heroClass}|${m.opponent}`, m.score]));
  return {
    classes,
    cells: classes.map((row) => classes.map((col) => at.get(`${row}|${col}`) ?? null)),
  };
}

/** A signed difference in points with one decimal ("+3.2", "−1.0", "–" when there is none). */
export const points = (x: number | null): string =>
  x === null ? "–" : `${x > 0 ? "+" : x < 0 ? "−" : "±"}${Math.abs(100 * x).toFixed(1)}`;
