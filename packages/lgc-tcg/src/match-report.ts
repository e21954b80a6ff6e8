/**
 * The dashboard of real matches (issue 27 §5; seed 003 §14 P4): finished human duels' facts
 * ({@link duelFacts}) turned into the balance report's figures — per-card win rate when in the
 * deck, drawn and played with 95 % Wilson intervals, the first player's score, the set's curve —
 * plus each hero class's score. Real samples are small: a rate measured over fewer than
 * `minSample` seat-games carries its count and no figure (`rate`, `low`, `high` null), so no page
 * can show noise as a number.
 */
import type { BalanceTally } from "./balance.js";
import { emptyTally } from "./balance.js";
import { type CardBalance, cardBalance, type Rate, setCurve, wilson } from "./balance-report.js";
import type { Corpus } from "./data/types.js";
import { type DuelFacts, heroScores, tallyDuelFacts } from "./facts.js";

/** The format tag of {@link MatchReport}. */
export const MATCH_REPORT_FORMAT = "lgc-tcg-match-report/1";

/**
 * Fewest seat-games a rate of real matches is shown over (below it: "too few games"). At 30 a 95 %
 * interval around 50 % is still ±17 points wide: enough to see a broken card, not to tune one.
 */
export const MIN_SAMPLE = 30;

/** One hero class's score over the real matches (a seat-game each). */
export interface HeroBalance {
  readonly heroClass: string;
  readonly winRate: Rate;
}

/** The real-match report. */
export interface MatchReport {
  readonly format: typeof MATCH_REPORT_FORMAT;
  /** Finished duels counted. */
  readonly games: number;
  /** Below this many seat-games (games, for the first player) a rate has no figure. */
  readonly minSample: number;
  /** `"current"`: only the cards' current versions; `"all"`: one line per version played. */
  readonly versions: "current" | "all";
  /** Score of the seat that played first (win 1, draw ½). */
  readonly firstPlayer: Rate;
  readonly draws: number;
  readonly unfinished: number;
  readonly meanTurns: number | null;
  readonly endReasons: Readonly<Record<string, number>>;
  /** The set's curve (§7.2), as in the bots' report. */
  readonly curve: readonly { readonly bucket: string; readonly cards: number }[];
  readonly heroes: readonly HeroBalance[];
  readonly cards: readonly CardBalance[];
}

/** `rate` without its figures when measured over fewer than `min` trials. */
export function sampled(rate: Rate, min: number): Rate {
  return rate.n >= min ? rate : { n: rate.n, rate: null, low: null, high: null };
}

const KEYED = /^(.+)\.v(\d+)$/;

/**
 * The report of `facts` (finished duels, any order) against `corpus`. With `versions: "current"`
 * a card counts only in duels that played its current version (a rebalanced card starts afresh);
 * with `"all"`, each version played has its own line. Deterministic: cards sorted by id.
 */
export function matchReport(
  facts: readonly DuelFacts[],
  corpus: Corpus,
  options: { readonly versions?: "current" | "all"; readonly minSample?: number } = {},
): MatchReport {
  const versions = options.versions ?? "current";
  const min = options.minSample ?? MIN_SAMPLE;
  const tally: BalanceTally = emptyTally(0);
  const keep =
    versions === "all" ? "all" : (id: string, version: number) => (corpus.latest[id] ?? version) === version;
  for (const f of facts) tallyDuelFacts(tally, f, { versions: keep });
  const cards = Object.keys(tally.cards)
    .sort()
    .map((key) => {
      const at = versions === "all" ? KEYED.exec(key) : null;
      const id = at?.[1] ?? key;
      const line = cardBalance(
        corpus,
        id,
        tally.cards[key] as BalanceTally["cards"][string],
        at ? Number(at[2]) : undefined,
      );
      return {
        ...line,
        inDeck: sampled(line.inDeck, min),
        drawn: sampled(line.drawn, min),
        played: sampled(line.played, min),
        playRate: sampled(line.playRate, min),
        meanTurnPlayed: line.played.n >= min ? line.meanTurnPlayed : null,
      };
    });
  return {
    format: MATCH_REPORT_FORMAT,
    games: tally.games,
    minSample: min,
    versions,
    firstPlayer: sampled(wilson(tally.firstWins, tally.games), min),
    draws: tally.draws,
    unfinished: tally.unfinished,
    meanTurns: tally.games === 0 ? null : Math.round((tally.turnSum / tally.games) * 1e4) / 1e4,
    endReasons: Object.fromEntries(Object.entries(tally.endReasons).sort(([a], [b]) => a.localeCompare(b))),
    curve: setCurve(corpus),
    heroes: heroScores(facts).map((h) => ({
      heroClass: h.heroClass,
      winRate: sampled(wilson(h.wins, h.games), min),
    })),
    cards,
  };
}
