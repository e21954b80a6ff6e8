/**
 * The player's collection as this browser keeps it (until a server does): the collection engine's
 * state in local storage, checked when read back. The economy's catalogue (economy.json's rules,
 * the pool of cards, the copy limits) is refreshed from the bundled data on every read, so a card
 * added to the set appears in packs without losing anything the player holds.
 */
import {
  BUNDLED_POOL,
  COPY_LIMITS,
  type CollectionState,
  checkCollectionState,
  ECONOMY_RULES,
  initCollection,
} from "@engines/lgc-tcg";
import { loadStored, saveStored } from "../storage.js";

/** The storage key of the collection. */
export const COLLECTION_KEY = "tcg-collection";

const parse = (x: unknown): CollectionState | null => {
  const checked = checkCollectionState(x);
  return checked.ok ? checked.value : null;
};

/** The stored collection with today's catalogue, or null when there is none (or it is unreadable). */
export function loadCollection(): CollectionState | null {
  const saved = loadStored(COLLECTION_KEY, parse);
  return saved && { ...saved, rules: ECONOMY_RULES, pool: BUNDLED_POOL, limits: COPY_LIMITS };
}

/** A new collection: the free starter deck (§10), a fresh seed for its packs. */
export function newCollection(): CollectionState {
  return initCollection({ seed: Math.floor(Math.random() * 2 ** 31), player: "local" });
}

/** Stores the collection; false when the storage refused it. */
export function saveCollection(state: CollectionState): boolean {
  return saveStored(COLLECTION_KEY, state);
}
