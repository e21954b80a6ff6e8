/**
 * `@engines/lgc-tcg/bots`: the duel's bots (one-ply levels and the ISMCTS search, deciding from a
 * seat's view) and the balance reports built on their self-play (§7.4).
 * @packageDocumentation
 */
export {
  type BalanceRun,
  type BalanceTally,
  balanceDecks,
  balanceGame,
  type CardTally,
  CLASS_COPIES,
  challengerSeat,
  type DeckTally,
  emptyTally,
  matchupKey,
  mergeTallies,
  playBalanceGames,
  randomDeck,
  runNodes,
  type ScoreTally,
  TARGET_CURVE,
} from "../balance.js";
export {
  BALANCE_REPORT_FORMAT,
  BALANCE_REPORT_SCHEMA,
  type BalanceProvenance,
  type BalanceReport,
  balanceReport,
  type CardBalance,
  type ClassBalance,
  cardBalance,
  type DeckBalance,
  type MatchupBalance,
  type PackageVersion,
  parseBalanceReport,
  parseBalanceReportText,
  type Rate,
  rateDifference,
  setCurve,
  wilson,
} from "../balance-report.js";
export {
  BOT_LEVELS,
  type BotLevel,
  type BotOptions,
  botActions,
  chooseAction,
  evaluate,
  ISMCTS_BUDGETS,
  type Playout,
  type PlayoutOptions,
  playout,
} from "../bot.js";
// Real matches' facts and report (issue 27): tallied as the balancing loop tallies bot games.
export {
  type CardFacts,
  DUEL_FACTS_FORMAT,
  type DuelFacts,
  duelFacts,
  type FactsTallyOptions,
  heroScores,
  type SeatFacts,
  type TableEnding,
  tallyDuelFacts,
} from "../facts.js";
export { type SearchOptions, searchAction } from "../ismcts.js";
export {
  type HeroBalance,
  MATCH_REPORT_FORMAT,
  type MatchReport,
  MIN_SAMPLE,
  matchReport,
  sampled,
} from "../match-report.js";
