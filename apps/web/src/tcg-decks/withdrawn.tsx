/**
 * A deck holding cards withdrawn at their members' request (§12, known to the account service):
 * which ones, that the copies still play but none can come back and the deck cannot be copied
 * with them, and a button taking them out.
 * @module
 */
import type { DeckEntry } from "@engines/lgc-tcg";
import { useLocale, useMessages } from "../i18n/index.js";
import { cardName } from "../tcg/data.js";
import { decksMessages } from "./messages.js";

export function WithdrawnHelp({
  entries,
  onTakeOut,
}: {
  entries: readonly DeckEntry[];
  onTakeOut: () => void;
}) {
  const m = useMessages(decksMessages);
  const locale = useLocale();
  if (entries.length === 0) return null;
  const names = entries
    .map((e) => `${cardName({ id: e.cardId, version: e.version }, locale)} ×${e.count}`)
    .join(", ");
  return (
    <div class="notice notice-error deck-withdrawn-help" data-testid="withdrawn-help">
      <p>{m.withdrawnHelp(names, entries.length)}</p>
      <button type="button" data-testid="withdrawn-take-out" onClick={onTakeOut}>
        {m.withdrawnTakeOut}
      </button>
    </div>
  );
}
