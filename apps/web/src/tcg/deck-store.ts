/**
 * The player's decks, kept in local storage by the deck builder and read by the duel: each has an
 * id and a deck in the deck file's shape (deck.schema.json). A deck being built may be empty or
 * illegal, so stored decks are read by shape only; legality is `validateDeck`'s, shown live.
 */
import type { Deck, DeckEntry, HeroClass } from "@engines/lgc-tcg";
import { loadStored, saveStored } from "../storage.js";
import { heroClasses } from "./data.js";

/** A deck of the library. */
export interface LibraryDeck {
  readonly id: string;
  readonly deck: Deck;
}

/** The storage key of the deck library. */
export const DECKS_KEY = "tcg-decks";

const isEntry = (e: unknown): e is DeckEntry => {
  if (typeof e !== "object" || e === null) return false;
  const { cardId, version, count } = e as Record<string, unknown>;
  return (
    typeof cardId === "string" &&
    Number.isInteger(version) &&
    (version as number) >= 1 &&
    Number.isInteger(count) &&
    (count as number) >= 1 &&
    (count as number) <= 30
  );
};

/** Reads one stored deck; null when it is not one. */
export function parseLibraryDeck(x: unknown): LibraryDeck | null {
  if (typeof x !== "object" || x === null) return null;
  const { id, deck } = x as { id?: unknown; deck?: Record<string, unknown> };
  if (typeof id !== "string" || typeof deck !== "object" || deck === null) return null;
  const { name, heroClass, cards } = deck;
  if (typeof name !== "string" || !(heroClasses as readonly unknown[]).includes(heroClass)) return null;
  if (!Array.isArray(cards) || cards.length > 100 || !cards.every(isEntry)) return null;
  return { id, deck: { name, heroClass: heroClass as HeroClass, cards } };
}

const parseLibrary = (x: unknown): LibraryDeck[] | null =>
  Array.isArray(x) ? x.map(parseLibraryDeck).filter((d): d is LibraryDeck => d !== null) : null;

/** Every stored deck, in the order saved. */
export function loadDeckLibrary(): LibraryDeck[] {
  return loadStored(DECKS_KEY, parseLibrary) ?? [];
}

/** Stores the deck library; false when the storage refused. */
export function saveDeckLibrary(decks: readonly LibraryDeck[]): boolean {
  return saveStored(DECKS_KEY, decks);
}

/** A fresh deck id. */
export function newDeckId(): string {
  return `d${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
}
