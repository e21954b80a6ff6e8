/**
 * This tab's copy of a signed-in player's decks, kept by the deck builder (session storage) so
 * that the duel page, which reads decks synchronously and loads no account code, offers them too;
 * signing out or closing the tab forgets it.
 * @module
 */
import { type LibraryDeck, loadDeckLibrary, parseLibraryDeck } from "./deck-store.js";

const CACHE_KEY = "games:tcg-account-decks";

const session = (): Storage | null => {
  try {
    return typeof sessionStorage === "undefined" ? null : sessionStorage;
  } catch {
    return null;
  }
};

/** Keeps the account's decks for this tab (null: forget them, signed out). */
export function rememberAccountDecks(decks: readonly LibraryDeck[] | null): void {
  try {
    if (decks === null) session()?.removeItem(CACHE_KEY);
    else session()?.setItem(CACHE_KEY, JSON.stringify(decks.map((d) => ({ id: d.id, deck: d.deck }))));
  } catch {
    // A full or refused storage: the duel page offers the local decks only.
  }
}

/** The account's decks as this tab last saw them (none when signed out or never loaded). */
export function rememberedAccountDecks(): LibraryDeck[] {
  try {
    const raw: unknown = JSON.parse(session()?.getItem(CACHE_KEY) ?? "[]");
    return Array.isArray(raw) ? raw.map(parseLibraryDeck).filter((d): d is LibraryDeck => d !== null) : [];
  } catch {
    return [];
  }
}

/** The decks the duel page offers: the account's when this tab has seen them, else this browser's. */
export function playableDecks(): LibraryDeck[] {
  const account = rememberedAccountDecks();
  return account.length > 0 ? account : loadDeckLibrary();
}
