/**
 * A signed-in player's decks, kept by the server's account service (`/api/tcg/decks`): read,
 * created, saved on the revision they were edited from, deleted. The deck builder keeps a copy
 * for this tab (account-deck-cache.ts) so the duel page offers them too. Signed out, decks stay in
 * local storage.
 * @module
 */
import type { Deck } from "@engines/lgc-tcg";
import { get, send } from "../account/api.js";
import type { LibraryDeck } from "./deck-store.js";

/** A deck as the server keeps it. */
export interface AccountDeck extends LibraryDeck {
  /** Counts the deck's saves: an edit names the revision it was made on. */
  readonly revision: number;
  /** Its read-only share link's id, while it is shared. */
  readonly shareId?: string | null;
}

interface ServerDeck extends Deck {
  readonly id: string;
  readonly revision: number;
  readonly shareId?: string | null;
}

const accountDeck = (d: ServerDeck): AccountDeck => ({
  id: d.id,
  revision: d.revision,
  shareId: d.shareId ?? null,
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

/** Shares deck `id` read-only: the id of its link (the same one while it stays shared). */
export async function shareAccountDeck(csrf: string, id: string): Promise<string> {
  const r = await send<{ shareId: string }>("POST", `/api/tcg/decks/${encodeURIComponent(id)}/share`, csrf);
  return r.shareId;
}

/** Ends deck `id`'s share link: whoever has it sees nothing any more. */
export async function unshareAccountDeck(csrf: string, id: string): Promise<void> {
  await send("DELETE", `/api/tcg/decks/${encodeURIComponent(id)}/share`, csrf);
}

/** The app's page of a shared deck, for a share id (what the owner sends). */
export function sharedDeckLink(shareId: string): string {
  return `${location.origin}${location.pathname}#/tcg-shared-deck?id=${encodeURIComponent(shareId)}`;
}
