/**
 * LGC TCG data: the card model (seed §8.1), corpus loading and checks, deck legality, the §9
 * balance yardsticks, the card linter and the generated rules text.
 * @packageDocumentation
 */

export {
  ABILITY_COST_LIMIT,
  type AbilityBudget,
  abilityPoints,
  abilityStatCost,
  allyValue,
  BUDGET_BAND,
  type BudgetContext,
  CONDITION_FACTOR,
  type CreatureBudget,
  cardBudget,
  creatureBudget,
  type EffectBudget,
  ESTIMATES,
  effectBudget,
  effectPoints,
  effectTarget,
  expectedTargets,
  keywordCost,
  POINTS,
  statBudget,
  TRIGGER_FACTOR,
  tokenValue,
} from "./budget.js";
export { checkCardSchema } from "./card-schema.js";
export { CARD_SCHEMA_REF, makeCard, parseCard, referenceContext, validateCard } from "./cards.js";
export {
  assembleCorpus,
  type CorpusCheck,
  type CorpusFiles,
  cardFile,
  cardKey,
  cardVersions,
  checkCorpus,
  getCard,
  getPower,
  getToken,
  latestCards,
  parseCorpus,
  TABLE_FILES,
} from "./corpus.js";
export { checkDeckSchema } from "./deck-schema.js";
export {
  type Allowance,
  type AllowanceLimit,
  type CurveCount,
  cardAllowance,
  checkDeckbuilding,
  DECKBUILDING,
  deckCurve,
  targetBucket,
} from "./deckbuilding.js";
export { type DeckOptions, validateCollection, validateDeck } from "./decks.js";
export { budgetIssues, budgetValue, evolutionIssues, spellDominance } from "./guards.js";
export { bundledCorpus, LAUNCH_FILES, launchCorpus, starterDeck } from "./launch.js";
export {
  budgetMessage,
  type CardLint,
  formatLintReport,
  type HeroPowerLint,
  type LintReport,
  lintCorpus,
  lintFiles,
  reservedIssues,
  reservedMechanic,
} from "./lint.js";
export {
  CAUSED_TRIGGERS,
  checkSetDesign,
  effectsOf,
  HERO_CLASSES,
  type ReferenceContext,
  rankTag,
  SECRET_COST,
  SECRET_TRIGGERS,
  subtypeAxes,
} from "./references.js";
export { checkSchema, type FileKind, SCHEMAS } from "./schemas.js";
export {
  type ClassCount,
  CURVE_BUCKETS,
  classCounts,
  curveBucket,
  isRemoval,
  type SetComposition,
  type SetReport,
  setIssues,
  setReports,
} from "./sets.js";
export {
  type AbilityText,
  abilityText,
  cardText,
  effectText,
  keywordLabel,
  selectorText,
  type TextCard,
  type TextContext,
  triggerLabel,
} from "./text.js";
export { TRANSLATED_LANGUAGES, translationIssues } from "./translations.js";
export type * from "./types.js";
export {
  type Language,
  labelOf,
  tagLabel,
  tokenName,
  translation,
  typeLabel,
  wordsOf,
} from "./words.js";
