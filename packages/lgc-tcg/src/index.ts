/**
 * `@engines/lgc-tcg`: the LGC TCG duel engine (seed 003 §1, §5, §8) — a pure, deterministic
 * reducer with a data-driven effects system, hidden-information views, bots and replays — and
 * the card data model, corpus and linter (`./data`), and the collection and Sceaux economy
 * (`./collection`).
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
} from "./balance.js";
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
} from "./balance-report.js";
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
} from "./bot.js";
export { choicesOf } from "./choices.js";
export * from "./collection/index.js";
export { attackProblem, attackTargets } from "./combat.js";
export {
  BUNDLED_CORPUS,
  type DuelCorpus,
  duelPower,
  duelToken,
  GAME_RULES,
  STARTER_DECK,
} from "./corpus.js";
export * from "./data/index.js";
export { determinize, UNKNOWN_CARD, unknownSecret } from "./determinize.js";
export { type DuelSetup, initDuel } from "./duel-setup.js";
export { engine } from "./engine.js";
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
} from "./facts.js";
export { init, SETUP_SCHEMA } from "./init.js";
export { actor, legalActions, parseAction, reduce, toAct } from "./intents.js";
export { type SearchOptions, searchAction } from "./ismcts.js";
export {
  type HeroBalance,
  MATCH_REPORT_FORMAT,
  type MatchReport,
  MIN_SAMPLE,
  matchReport,
  sampled,
} from "./match-report.js";
export * from "./model.js";
export { parseState, stateIssues } from "./parse-state.js";
export {
  FERVEUR_CAP,
  MAX_CREATURES,
  MAX_HAND,
  MAX_PERMANENTS,
  PRIMITIVES,
  type Primitive,
} from "./primitives.js";
export { DUEL_REFUSALS, type DuelRefusal, isDuelRefusal } from "./refusals.js";
export {
  parseReplay,
  parseReplayText,
  pinSetup,
  REPLAY_SCHEMA,
  type Replay,
  runReplay,
} from "./replay.js";
export { DEFAULT_RULES, mergeRules, type RulesOverride, rulesOf } from "./rules.js";
export {
  type BoardSpec,
  checkState,
  composeState,
  SANDBOX_SCHEMA,
  type SandboxSide,
  type SandboxSpec,
  STATE_SCHEMA,
  type StateIssue,
} from "./sandbox.js";
export { candidates, choiceKey, select } from "./selectors.js";
export { deal, MAX_DECK, type PlayerSetup, type Setup } from "./setup.js";
export { isSetupReason, SETUP_REASONS, type SetupReason } from "./setup-reasons.js";
export { allCardIds, normalize } from "./state.js";
export { attackOf, HERO_HP, hpOf, keywordsOf, maxHpOf } from "./stats.js";
export { OPENING_HAND, SECOND_PLAYER_BONUS, TURN_CAP } from "./turns.js";
export {
  type CreatureView,
  type DuelView,
  type EventView,
  type PermanentView,
  type SideView,
  view,
  viewEvents,
} from "./view.js";
