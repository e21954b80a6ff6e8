/**
 * `@engines/lgc-tcg/engine`: the duel alone (seed 003 §1, §5, §8) — the engine, its intents,
 * views, setups, replays, rules and reasons — without the card tooling (`/data`: lint, budgets,
 * text), the collection (`/collection`) or the bots and balance reports (`/bots`), which an
 * importer of the duel engine does not pull in. The package's main entry still exports everything.
 * @packageDocumentation
 */
export { choicesOf } from "../choices.js";
export { attackProblem, attackTargets } from "../combat.js";
export {
  BUNDLED_CORPUS,
  type DuelCorpus,
  duelPower,
  duelToken,
  GAME_RULES,
  STARTER_DECK,
} from "../corpus.js";
export * from "../determinize.js";
export { type DuelSetup, initDuel } from "../duel-setup.js";
export { engine } from "../engine.js";
export { init, SETUP_SCHEMA } from "../init.js";
export { actor, legalActions, parseAction, reduce, toAct } from "../intents.js";
export * from "../model.js";
export { parseState, stateIssues } from "../parse-state.js";
export {
  FERVEUR_CAP,
  MAX_CREATURES,
  MAX_HAND,
  MAX_PERMANENTS,
  PRIMITIVES,
  type Primitive,
} from "../primitives.js";
export { DUEL_REFUSALS, type DuelRefusal, isDuelRefusal } from "../refusals.js";
export {
  parseReplay,
  parseReplayText,
  pinSetup,
  REPLAY_SCHEMA,
  type Replay,
  runReplay,
} from "../replay.js";
export { DEFAULT_RULES, mergeRules, type RulesOverride, rulesOf } from "../rules.js";
export { candidates, choiceKey, select } from "../selectors.js";
export { deal, MAX_DECK, type PlayerSetup, type Setup } from "../setup.js";
export { isSetupReason, SETUP_REASONS, type SetupReason } from "../setup-reasons.js";
export { allCardIds, normalize } from "../state.js";
export { attackOf, HERO_HP, hpOf, keywordsOf, maxHpOf } from "../stats.js";
export { OPENING_HAND, SECOND_PLAYER_BONUS, TURN_CAP } from "../turns.js";
export {
  type CreatureView,
  type DuelView,
  type EventView,
  type PermanentView,
  type SideView,
  view,
  viewEvents,
} from "../view.js";
