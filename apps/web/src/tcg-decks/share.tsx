/**
 * Sharing a saved deck read-only (signed in): a link anyone may open (`#/tcg-shared-deck`), to
 * copy, open, or end; ending it leaves whoever has it a page saying the deck is no longer shared.
 * @module
 */
import { useState } from "preact/hooks";
import { useMessages } from "../i18n/index.js";
import { sharedDeckLink } from "../tcg/account-decks.js";
import { decksMessages } from "./messages.js";
import type { DeckLibrary } from "./use-deck-library.js";

export function ShareDeck({ library, id }: { library: DeckLibrary; id: string }) {
  const m = useMessages(decksMessages);
  const [busy, setBusy] = useState(false);
  if (library.source !== "account") return null;
  const shareId = library.shares.get(id);
  const run = (action: () => Promise<void>) => {
    setBusy(true);
    void action().finally(() => setBusy(false));
  };
  const link = shareId === undefined ? null : sharedDeckLink(shareId);
  return (
    <div class="panel deck-share" data-testid="deck-share">
      <span class="panel-label">{m.shareTitle}</span>
      {link === null ? (
        <p>
          <span class="muted">{m.shareLede}</span>{" "}
          <button
            type="button"
            data-testid="share-deck"
            disabled={busy}
            onClick={() => run(() => library.share(id))}
          >
            {m.share}
          </button>
        </p>
      ) : (
        <>
          <p class="muted">{m.sharedLede}</p>
          <p class="deck-share-link">
            <input readOnly value={link} data-testid="share-link" aria-label={m.shareTitle} />
            <button type="button" onClick={() => void navigator.clipboard?.writeText(link)}>
              {m.copyLink}
            </button>
            <a href={link}>{m.openShared}</a>
            <button
              type="button"
              data-testid="unshare-deck"
              disabled={busy}
              onClick={() => run(() => library.unshare(id))}
            >
              {m.stopSharing}
            </button>
          </p>
        </>
      )}
    </div>
  );
}
