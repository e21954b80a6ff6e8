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
  challengerSeat,
  type DeckTally,
  emptyTally,
  mergeTallies,
  playBalanceGames,
  randomDeck,
  runNodes,
  TARGET_CURVE,
} from "../balance.js";
export {
  BALANCE_REPORT_FORMAT,
  BALANCE_REPORT_SCHEMA,
  type BalanceProvenance,
  type BalanceReport,
  balanceReport,
  type CardBalance,
  type DeckBalance,
  parseBalanceReport,
  parseBalanceReportText,
  type Rate,
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
export { type SearchOptions, searchAction } from "../ismcts.js";
