/**
 * The collection and the Sceaux economy (seed §7.6, §10): packs, pity timers, duplicate
 * protection, melting and crafting, the free starter deck, and the drop rates they imply.
 * @module
 */
export {
  addAltArt,
  altArtCheck,
  altArtsOf,
  MAX_ALT_ARTS,
  memberCards,
  showArt,
  shownArt,
} from "./alt-art.js";
export {
  BUNDLED_POOL,
  COPY_LIMITS,
  copyLimits,
  ECONOMY_RULES,
  packPool,
  RARITIES,
} from "./catalogue.js";
export { craftCheck, duplicatesOf, meltCheck, meltValue, poolCard } from "./crafting.js";
export { checkEconomy } from "./economy.js";
export {
  COLLECTION_ENGINE_ID,
  COLLECTION_SETUP_SCHEMA,
  COLLECTION_STATE_SCHEMA,
  type CollectionSetup,
  checkCollectionState,
  collectionEngine,
  initCollection,
  parseCollectionState,
} from "./engine.js";
export type * from "./model.js";
export { type DropRates, dropRates, effectiveOdds, pityShare } from "./odds.js";
export { entryOf, ownedCount, setCompletion, unstampedFoils } from "./owned.js";
export { rarityOf } from "./packs.js";
export { collectionActions, MAX_COPIES, MAX_GRANT, MAX_MELT, MAX_OPEN, reduceCollection } from "./reduce.js";
export {
  COLLECTION_REFUSALS,
  COLLECTION_SETUP_REASONS,
  type CollectionSetupReason,
  isCollectionRefusal,
  isCollectionSetupReason,
} from "./refusals.js";
export { readSavedCollection, type SavedCollection, savedCollection } from "./saved.js";
export { startCollection } from "./start.js";
