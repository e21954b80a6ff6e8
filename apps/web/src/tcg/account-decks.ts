/**
 * A signed-in player's decks, kept by the server's account service (`/api/tcg/decks`): read,
 * created, saved on the revision they were edited from, deleted. The deck builder keeps a copy
 * for this tab (session storage) so the duel page, which reads decks synchronously, offers them
 * too; signing out or closing the tab forgets it. Signed out, decks stay in local storage.
 * @module
 */
import type { Deck } from "@engines/lgc-tcg";
import { get, send } from "../account/api.js";
import { type LibraryDeck, loadDeckLibrary, parseLibraryDeck } from "./deck-store.js";

/** A deck as the server keeps it. */
export interface AccountDeck extends LibraryDeck {
  /** Counts the deck's saves: an edit names the revision it was made on. */
  readonly revision: number;
}

interface ServerDeck extends Deck {
  readonly id: string;
  readonly revision: number;
}

const accountDeck = (d: ServerDeck): AccountDeck => ({
  id: d.id,
  revision: d.revision,
  deck: { name: d.name, heroClass: d.heroClass, cards: d.cards },
});

const body = (deck: Deck) => ({ name: deck.name, heroClass: deck.heroClass, cards: deck.cards });

/** The account's decks, oldest first, and the cards no deck may take more of (withdrawn, §12). */
export async function fetchAccountDecks(): Promise<{ decks: AccountDeck[]; withdrawn: string[] }> {
  const r = await get<{ decks: ServerDeck[]; withdrawn: string[] }>("/api/tcg/decks");
  return { decks: r.decks.map(accountDeck), withdrawn: r.withdrawn };
}

/** Saves a new deck on the account. */
export async function createAccountDeck(csrf: string, deck: Deck): Promise<AccountDeck> {
  const r = await send<{ deck: ServerDeck }>("POST", "/api/tcg/decks", csrf, { deck: body(deck) });
  return accountDeck(r.deck);
}

/**
 * Saves an edit of deck `id` made on `revision`. A stale revision (saved from elsewhere since) is
 * `{stale}` with the deck as the server has it; other refusals throw `AccountRequestError`.
 */
export async function saveAccountDeck(
  csrf: string,
  id: string,
  revision: number,
  deck: Deck,
): Promise<{ saved: AccountDeck } | { stale: AccountDeck }> {
  try {
    const r = await send<{ deck: ServerDeck }>("PUT", `/api/tcg/decks/${encodeURIComponent(id)}`, csrf, {
      revision,
      deck: body(deck),
    });
    return { saved: accountDeck(r.deck) };
  } catch (error) {
    const found = (error as { code?: string; body?: { deck?: ServerDeck } }).body?.deck;
    if ((error as { code?: string }).code === "conflict" && found !== undefined)
      return { stale: accountDeck(found) };
    throw error;
  }
}

/** Deletes one of the account's decks. */
export async function deleteAccountDeck(csrf: string, id: string): Promise<void> {
  await send("DELETE", `/api/tcg/decks/${encodeURIComponent(id)}`, csrf);
}

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
