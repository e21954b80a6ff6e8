/**
 * The balance report (issue 17 §2): a {@link BalanceTally} turned into rates with 95 % Wilson
 * confidence intervals, per card and per deck, with the first-player advantage and the set's
 * curve — the JSON file `games tcg balance` writes and the web app's Balance page reads. The
 * format has a JSON Schema (`schema/balance-report.schema.json`).
 */
import { assertSchema, type SchemaCheck, SetupError, schemaCheck } from "@core/engine";
import reportSchema from "../schema/balance-report.schema.json";
import { type BalanceRun, type BalanceTally, type CardTally, runNodes, type ScoreTally } from "./balance.js";
import type { BotLevel } from "./bot.js";
import { CURVE_BUCKETS, curveBucket } from "./data/sets.js";
import type { Card, CardType, Corpus, HeroClass, Rarity } from "./data/types.js";
import * as validators from "./validators.generated.js";

/** The format tag of a report file; a new tag for any incompatible change. */
export const BALANCE_REPORT_FORMAT = "lgc-tcg-balance/1";

/** The report file JSON Schema (draft 2020-12). */
export const BALANCE_REPORT_SCHEMA: object = reportSchema;

/** A rate over `n` trials with its 95 % Wilson score interval (null rate and bounds when n = 0). */
export interface Rate {
  readonly n: number;
  readonly rate: number | null;
  readonly low: number | null;
  readonly high: number | null;
}

/** One card's line of the report. */
export interface CardBalance {
  readonly id: string;
  readonly version: number;
  readonly name: string;
  readonly type: CardType;
  readonly rarity: Rarity;
  readonly cost: number;
  /** Seat-games with the card in the deck, and its win rate there. */
  readonly inDeck: Rate;
  /** Win rate when drawn (n = seat-games where a copy was drawn). */
  readonly drawn: Rate;
  /** Win rate when played (n = seat-games where a copy was played). */
  readonly played: Rate;
  /** Share of the seat-games where it was drawn in which a copy was played. */
  readonly playRate: Rate;
  /** Mean of the seat's own turn number when a copy was played (null if never played). */
  readonly meanTurnPlayed: number | null;
}

/** One deck of the pool. */
export interface DeckBalance {
  readonly name: string;
  readonly heroClass: HeroClass;
  readonly winRate: Rate;
}

/** One hero class's score over the seat-games of its decks (issue 31 §3). */
export interface ClassBalance {
  readonly heroClass: HeroClass;
  /** Decks of the pool playing this class. */
  readonly decks: number;
  readonly winRate: Rate;
}

/** One cell of the class-vs-class matrix: `heroClass`'s score against `opponent`. */
export interface MatchupBalance {
  readonly heroClass: HeroClass;
  readonly opponent: HeroClass;
  readonly score: Rate;
}

/** A package a report was made with: its name and version. */
export interface PackageVersion {
  readonly name: string;
  readonly version: string;
}

/** How and when a report file was made: written by the CLI, outside {@link balanceReport}. */
export interface BalanceProvenance {
  /** ISO 8601 date and time the run ended. */
  readonly date: string;
  /** The command line that made it, e.g. `games tcg balance --games 20000 --bot greedy`. */
  readonly command: string;
  readonly workers?: number;
  readonly wallSeconds?: number;
  /** Process CPU time, all threads. */
  readonly cpuSeconds?: number;
  /** `os.loadavg()` at the end of the run (1, 5 and 15 minutes). */
  readonly loadAverage?: readonly number[];
  /** `process.version`. */
  readonly node?: string;
  /** The engine package that played the games. */
  readonly engine?: PackageVersion;
  /** The data package, its sets (codes) and a SHA-256 digest of the corpus the games used. */
  readonly data?: PackageVersion & { readonly sets: readonly string[]; readonly digest: string };
  /** The distributed study (`--redis`): its id, jobs, games per job and games each worker played. */
  readonly study?: {
    readonly id: string;
    readonly jobs: number;
    readonly jobGames: number;
    readonly workers: Readonly<Record<string, number>>;
    /** Jobs taken again after a worker stopped or failed mid-job. */
    readonly retried: number;
  };
}

/** The report file. */
export interface BalanceReport {
  readonly format: typeof BALANCE_REPORT_FORMAT;
  readonly bot: BotLevel;
  readonly seed: number;
  readonly games: number;
  /** The bot that played one seat of every game instead of `bot`, and its score, if any. */
  readonly challenger: { readonly bot: BotLevel; readonly score: Rate } | null;
  /** Iterations per decision of the run's tree-search bots, by level (absent when none searches). */
  readonly nodes?: Partial<Readonly<Record<BotLevel, number>>>;
  /** How and when the file was made, when known. */
  readonly provenance?: BalanceProvenance;
  /** Score of the seat playing first (win 1, draw ½): its advantage is `rate - 0.5`. */
  readonly firstPlayer: Rate;
  readonly draws: number;
  readonly unfinished: number;
  readonly meanTurns: number | null;
  readonly endReasons: Readonly<Record<string, number>>;
  /** Collectible cards of the set by cost bucket "0-1", "2", … "7", "8+" (§7.2). */
  readonly curve: readonly { readonly bucket: string; readonly cards: number }[];
  readonly decks: readonly DeckBalance[];
  /** Per hero class, in code order (absent from reports made before classes were tallied). */
  readonly classes?: readonly ClassBalance[];
  /** The class-vs-class matrix, both directions of each pair met, mirror matches left out. */
  readonly matchups?: readonly MatchupBalance[];
  readonly cards: readonly CardBalance[];
}

/** z for a two-sided 95 % interval. */
const Z = 1.959964;

const round = (x: number): number => Math.round(x * 1e4) / 1e4;

/**
 * `wins` successes out of `n` (a draw counts ½) with its 95 % Wilson score interval, which stays
 * inside [0, 1] and behaves for small n and rates near 0 or 1, unlike the normal approximation.
 */
export function wilson(wins: number, n: number): Rate {
  if (n === 0) return { n, rate: null, low: null, high: null };
  const p = wins / n;
  const z2 = Z * Z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (Z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / (1 + z2 / n);
  return {
    n,
    rate: round(p),
    low: round(Math.max(0, centre - half)),
    high: round(Math.min(1, centre + half)),
  };
}

/** A {@link ScoreTally}'s score (a draw counts ½) with its interval. */
const scoreRate = (t: ScoreTally | undefined): Rate =>
  t === undefined ? wilson(0, 0) : wilson(t.wins + t.draws / 2, t.games);

/**
 * The difference `after - before` of two independent rates, with its 95 % interval by Newcombe's
 * hybrid score method (his method 10, built from each rate's Wilson interval): it needs only
 * the two rates and their intervals, as reports print them. Null bounds when either has no games.
 */
export function rateDifference(after: Rate, before: Rate): Rate {
  const n = Math.min(after.n, before.n);
  if (
    after.rate === null ||
    before.rate === null ||
    after.low === null ||
    after.high === null ||
    before.low === null ||
    before.high === null
  )
    return { n, rate: null, low: null, high: null };
  const d = after.rate - before.rate;
  return {
    n,
    rate: round(d),
    low: round(Math.max(-1, d - Math.hypot(after.rate - after.low, before.high - before.rate))),
    high: round(Math.min(1, d + Math.hypot(after.high - after.rate, before.rate - before.low))),
  };
}

/** The per-class lines and the class-vs-class matrix of a tally (classes in code order). */
function classLines(
  run: BalanceRun,
  tally: BalanceTally,
): { classes: ClassBalance[]; matchups: MatchupBalance[] } {
  const order = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
  const names = [...new Set([...run.decks.map((d) => d.heroClass), ...Object.keys(tally.classes)])].sort(
    order,
  ) as HeroClass[];
  const classes = names.map((heroClass) => ({
    heroClass,
    decks: run.decks.filter((d) => d.heroClass === heroClass).length,
    winRate: scoreRate(tally.classes[heroClass]),
  }));
  const matchups: MatchupBalance[] = [];
  for (const heroClass of names)
    for (const opponent of names) {
      if (heroClass === opponent) continue;
      const first = heroClass < opponent;
      const t = tally.matchups[first ? `${heroClass}|${opponent}` : `${opponent}|${heroClass}`];
      if (t === undefined || t.games === 0) continue;
      const own = first ? t : { games: t.games, wins: t.games - t.wins - t.draws, draws: t.draws };
      matchups.push({ heroClass, opponent, score: scoreRate(own) });
    }
  return { classes, matchups };
}

/** The set's curve (§7.2): latest collectible cards by cost bucket. */
export function setCurve(corpus: Corpus): { bucket: string; cards: number }[] {
  const costs = Object.entries(corpus.latest).map(([id, v]) => (corpus.cards[`${id}.v${v}`] as Card).cost);
  return CURVE_BUCKETS.map((bucket) => ({
    bucket,
    cards: costs.filter((cost) => curveBucket(cost) === bucket).length,
  }));
}

/**
 * One card's line from its tally: the card as `corpus` has it at `version` (default: its current
 * one), its win rates with their intervals, play rate and mean turn played.
 */
export function cardBalance(
  corpus: Corpus,
  id: string,
  t: CardTally,
  version: number = corpus.latest[id] ?? 1,
): CardBalance {
  const card = corpus.cards[`${id}.v${version}`] as Card | undefined;
  return {
    id,
    version,
    name: card?.name ?? id,
    type: card?.type ?? "CREATURE",
    rarity: card?.rarity ?? "COMMON",
    cost: card?.cost ?? 0,
    inDeck: wilson(t.winsInDeck, t.inDeck),
    drawn: wilson(t.winsDrawn, t.drawn),
    played: wilson(t.winsPlayed, t.played),
    playRate: wilson(t.played, t.drawn),
    meanTurnPlayed: t.copiesPlayed === 0 ? null : round(t.turnSum / t.copiesPlayed),
  };
}

/** The report of a run from its merged tally. Deterministic: no clock, cards sorted by id. */
export function balanceReport(run: BalanceRun, tally: BalanceTally, corpus: Corpus): BalanceReport {
  const nodes = runNodes(run);
  return {
    format: BALANCE_REPORT_FORMAT,
    bot: run.bot,
    seed: run.seed,
    games: tally.games,
    challenger:
      run.challenger === undefined
        ? null
        : { bot: run.challenger, score: wilson(tally.challengerWins, tally.games) },
    ...(nodes === null ? {} : { nodes }),
    firstPlayer: wilson(tally.firstWins, tally.games),
    draws: tally.draws,
    unfinished: tally.unfinished,
    meanTurns: tally.games === 0 ? null : round(tally.turnSum / tally.games),
    endReasons: Object.fromEntries(Object.entries(tally.endReasons).sort(([a], [b]) => a.localeCompare(b))),
    curve: setCurve(corpus),
    decks: run.decks.map((d, i) => ({
      name: d.name,
      heroClass: d.heroClass,
      winRate: wilson(tally.decks[i]?.wins ?? 0, tally.decks[i]?.games ?? 0),
    })),
    ...classLines(run, tally),
    cards: Object.keys(tally.cards)
      .sort()
      .map((id) => cardBalance(corpus, id, tally.cards[id] as CardTally)),
  };
}

// Compiled ahead of time (scripts/validators.mjs): the Balance page checks files without ajv.
let check: ((data: unknown) => SchemaCheck<BalanceReport>) | undefined;

/** Validates parsed JSON as a balance report; throws {@link SetupError} naming `file` and the pointer. */
export function parseBalanceReport(data: unknown, file?: string): BalanceReport {
  check ??= schemaCheck<BalanceReport>(validators.balanceReport);
  return assertSchema(check, data, file);
}

/** Parses report text (JSON); a syntax error is a {@link SetupError} too. */
export function parseBalanceReportText(text: string, file?: string): BalanceReport {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new SetupError(`not valid JSON: ${(error as Error).message}`, "", file);
  }
  return parseBalanceReport(data, file);
}
