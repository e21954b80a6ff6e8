/**
 * The deck builder's library: signed in, the account's decks on the server (each edit shown at
 * once and saved by the save queue); signed out or with no account service, the decks of this
 * browser's local storage, as before. The page edits either the same way.
 * @module
 */
import type { Deck, HeroClass } from "@engines/lgc-tcg";
import { useEffect, useMemo, useRef, useState } from "preact/hooks";
import { AccountRequestError, fetchAccount } from "../account/api.js";
import { rememberAccountDecks } from "../tcg/account-deck-cache.js";
import {
  type AccountDeck,
  createAccountDeck,
  deleteAccountDeck,
  fetchAccountDecks,
  saveAccountDeck,
  shareAccountDeck,
  unshareAccountDeck,
} from "../tcg/account-decks.js";
import { type LibraryDeck, loadDeckLibrary, newDeckId, saveDeckLibrary } from "../tcg/deck-store.js";
import { createSaveQueue, type SaveStatus } from "./deck-sync.js";

/** What the page says happened to the player's last change, beside the save status. */
export type LibraryNotice =
  | { readonly kind: "stale"; readonly name: string }
  | { readonly kind: "refused"; readonly reason: string; readonly cardId?: string }
  | { readonly kind: "invalid" }
  | { readonly kind: "unavailable" };

export interface DeckLibrary {
  /** Where the decks are: still asking, this browser, or the account. */
  readonly source: "checking" | "local" | "account";
  readonly decks: readonly LibraryDeck[];
  readonly status: SaveStatus;
  readonly notice: LibraryNotice | null;
  /** Cards no deck may take more of (their members withdrew them, §12); signed in only. */
  readonly withdrawn: readonly string[];
  /** The share link's id of each shared deck (signed in only). */
  readonly shares: ReadonlyMap<string, string>;
  /** Shares a deck read-only (signed in): resolves once its link exists. */
  share(id: string): Promise<void>;
  /** Ends a deck's share link. */
  unshare(id: string): Promise<void>;
  /** Adds a deck; resolves to its id (null when the server refused it: `notice` says why). */
  create(deck: Deck): Promise<string | null>;
  update(id: string, deck: Deck): void;
  remove(id: string): void;
}

const noticeOf = (error: unknown): LibraryNotice => {
  if (error instanceof AccountRequestError && error.code === "refused") {
    const cardId = (error.body as { cardId?: unknown } | null)?.cardId;
    return { kind: "refused", reason: error.message, ...(typeof cardId === "string" ? { cardId } : {}) };
  }
  if (error instanceof AccountRequestError && error.code === "invalid") return { kind: "invalid" };
  return { kind: "unavailable" };
};

/** The library, with `blank` the deck a library left empty starts over with. */
export function useDeckLibrary(blank: () => Deck): DeckLibrary {
  const [source, setSource] = useState<DeckLibrary["source"]>("checking");
  const [decks, setDecks] = useState<LibraryDeck[]>(() => {
    const saved = loadDeckLibrary();
    if (saved.length > 0) return saved;
    const first = [{ id: newDeckId(), deck: blank() }];
    saveDeckLibrary(first);
    return first;
  });
  const [status, setStatus] = useState<SaveStatus>("saved");
  const [notice, setNotice] = useState<LibraryNotice | null>(null);
  const [withdrawn, setWithdrawn] = useState<readonly string[]>([]);
  const [shares, setShares] = useState<ReadonlyMap<string, string>>(new Map());
  const csrf = useRef<string | null>(null);

  const replace = (deck: AccountDeck) =>
    setDecks((all) => all.map((d) => (d.id === deck.id ? { id: d.id, deck: deck.deck } : d)));
  const queue = useMemo(
    () =>
      createSaveQueue({
        save: (id, revision, deck) => saveAccountDeck(csrf.current ?? "", id, revision, deck),
        onSaved: () => {},
        onStale: (deck) => {
          replace(deck);
          setNotice({ kind: "stale", name: deck.deck.name });
        },
        onFailed: (id, error) => {
          setNotice(noticeOf(error));
          // A change the rules refuse (a withdrawn card) is undone: the deck as the server has it.
          if (error instanceof AccountRequestError && error.code === "refused")
            void fetchAccountDecks()
              .then((r) => r.decks.find((d) => d.id === id))
              .then((d) => {
                if (d === undefined) return;
                queue.know(d);
                replace(d);
              })
              .catch(() => {});
        },
        onStatus: setStatus,
        delayMs: 600,
      }),
    [],
  );

  useEffect(() => {
    let live = true;
    (async () => {
      const account = await fetchAccount().catch(() => null);
      if (!live) return;
      if (account === null || !account.signedIn) {
        rememberAccountDecks(null);
        return setSource("local");
      }
      csrf.current = account.csrf;
      const loaded = await fetchAccountDecks();
      let list = loaded.decks;
      if (list.length === 0) list = [await createAccountDeck(account.csrf, blank())];
      if (!live) return;
      for (const d of list) queue.know(d);
      setWithdrawn(loaded.withdrawn);
      setShares(new Map(list.flatMap((d) => (d.shareId ? [[d.id, d.shareId] as const] : []))));
      setDecks(list.map((d) => ({ id: d.id, deck: d.deck })));
      setSource("account");
    })().catch(() => {
      if (!live) return;
      // The account could not be read: this browser's decks, and the page says the server failed.
      setNotice({ kind: "unavailable" });
      setSource("local");
    });
    return () => {
      live = false;
      void queue.flush();
    };
  }, [queue]);

  // The duel page reads the account's decks from this tab's copy.
  useEffect(() => {
    if (source === "account") rememberAccountDecks(decks);
  }, [source, decks]);

  const local = (next: LibraryDeck[]) => {
    setDecks(next);
    saveDeckLibrary(next);
  };

  return {
    source,
    decks,
    status,
    notice,
    withdrawn,
    shares,
    async share(id) {
      setNotice(null);
      try {
        await queue.flush(); // the link shows the deck as edited
        const shareId = await shareAccountDeck(csrf.current ?? "", id);
        setShares((all) => new Map(all).set(id, shareId));
      } catch (error) {
        setNotice(noticeOf(error));
      }
    },
    async unshare(id) {
      setNotice(null);
      try {
        await unshareAccountDeck(csrf.current ?? "", id);
        setShares((all) => {
          const next = new Map(all);
          next.delete(id);
          return next;
        });
      } catch (error) {
        setNotice(noticeOf(error));
      }
    },
    async create(deck) {
      setNotice(null);
      if (source !== "account") {
        const id = newDeckId();
        local([...decks, { id, deck }]);
        return id;
      }
      try {
        const made = await createAccountDeck(csrf.current ?? "", deck);
        queue.know(made);
        setDecks((all) => [...all, { id: made.id, deck: made.deck }]);
        return made.id;
      } catch (error) {
        setNotice(noticeOf(error));
        return null;
      }
    },
    update(id, deck) {
      setNotice(null);
      if (source !== "account") return local(decks.map((d) => (d.id === id ? { id, deck } : d)));
      setDecks((all) => all.map((d) => (d.id === id ? { id, deck } : d)));
      queue.edit(id, deck);
    },
    remove(id) {
      setNotice(null);
      const rest = decks.filter((d) => d.id !== id);
      if (source !== "account") return local(rest.length > 0 ? rest : [{ id: newDeckId(), deck: blank() }]);
      queue.forget(id);
      // The list is never empty: the last deck gives way to a blank one once it is saved.
      if (rest.length > 0) setDecks(rest);
      void (async () => {
        try {
          if (rest.length === 0) {
            const made = await createAccountDeck(csrf.current ?? "", blank());
            queue.know(made);
            setDecks([{ id: made.id, deck: made.deck }]);
          }
          await deleteAccountDeck(csrf.current ?? "", id);
        } catch (error) {
          setNotice(noticeOf(error));
          // Not deleted after all: the list comes back as the server has it.
          const again = await fetchAccountDecks().catch(() => null);
          if (again !== null && again.decks.length > 0) {
            for (const d of again.decks) queue.know(d);
            setDecks(again.decks.map((d) => ({ id: d.id, deck: d.deck })));
          }
        }
      })();
    },
  };
}

/** The deck a library starts over with. */
export const blankDeck = (name: string): Deck => ({ name, heroClass: "PALADIN" as HeroClass, cards: [] });
