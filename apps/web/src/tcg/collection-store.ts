/**
 * The player's collection as this browser keeps it (until a server does): the player's part of the
 * collection engine's state in local storage, checked when read back. The economy's catalogue
 * (economy.json's rules, the pool of cards, the copy limits) comes from the bundled data on every
 * read, so a card added to the set appears in packs without losing anything the player holds.
 * The check is compiled ahead of time and a new collection is built from bundled data, so these
 * pages carry no schema validator (issue 18).
 */
import {
  type CollectionState,
  readSavedCollection,
  savedCollection,
  startCollection,
} from "@engines/lgc-tcg";
import { loadStored, saveStored } from "../storage.js";

/** The storage key of the collection. */
export const COLLECTION_KEY = "tcg-collection";

const parse = (x: unknown): CollectionState | null => {
  const read = readSavedCollection(x);
  return read.ok ? read.value : null;
};

/** The stored collection with today's catalogue, or null when there is none (or it is unreadable). */
export function loadCollection(): CollectionState | null {
  return loadStored(COLLECTION_KEY, parse);
}

/** A new collection: the free starter deck (§10), a fresh seed for its packs. */
export function newCollection(): CollectionState {
  return startCollection({ seed: Math.floor(Math.random() * 2 ** 31), player: "local" });
}

/** Stores the collection (without the catalogue); false when the storage refused it. */
export function saveCollection(state: CollectionState): boolean {
  return saveStored(COLLECTION_KEY, savedCollection(state));
}
