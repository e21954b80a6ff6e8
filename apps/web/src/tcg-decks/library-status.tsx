/**
 * Where the decks are kept (the account or this browser), whether the last edits are saved, and
 * what the server said of a change it did not take, in the player's language.
 * @module
 */
import { getCard } from "@engines/lgc-tcg";
import { useLocale, useMessages } from "../i18n/index.js";
import { cardName, corpus } from "../tcg/data.js";
import { decksMessages } from "./messages.js";
import type { DeckLibrary } from "./use-deck-library.js";

export function LibraryStatus({ library }: { library: DeckLibrary }) {
  const m = useMessages(decksMessages);
  const locale = useLocale();
  const notice = library.notice;
  // The refused card's name in the player's language.
  const nameOf = (cardId: string) => {
    const card = getCard(corpus, cardId);
    return card === undefined ? cardId : cardName(card, locale);
  };
  const said =
    notice === null
      ? null
      : notice.kind === "stale"
        ? m.stale(notice.name)
        : notice.kind === "refused"
          ? (m.refused[notice.reason]?.(nameOf(notice.cardId ?? "")) ?? m.unavailable)
          : notice.kind === "invalid"
            ? m.invalid
            : m.unavailable;
  if (library.source === "checking" && said === null) return null;
  return (
    <div class="deck-library-status">
      {library.source === "checking" ? null : (
        <p class="muted" data-testid="deck-source">
          {library.source === "account" ? m.onAccount : m.inBrowser}
          {library.source === "account" ? (
            <>
              {" "}
              <strong data-testid="deck-save-status" data-status={library.status}>
                {m.saveStatus[library.status]}
              </strong>{" "}
              <a href="#/tcg-online" data-testid="play-online">
                {m.playOnline}
              </a>
            </>
          ) : null}
        </p>
      )}
      {said === null ? null : (
        <p class="notice notice-error" role="alert" data-testid="deck-notice">
          {said}
        </p>
      )}
    </div>
  );
}
