/**
 * A deck of the library the engine will not deal, told in words: the notice over the table when
 * the duel falls back on the starter deck, the card named in the deck selector, and the match
 * server's refusal of a duel "Play online" asked for.
 * @module
 */
import type { SetupRefusal } from "@core/match-client";
import { isSetupReason } from "@engines/lgc-tcg";
import { type Locale, useLocale, useMessages } from "../i18n/index.js";
import { withHashParams } from "../router.js";
import { cardName, corpus } from "../tcg/data.js";
import { type DuelMessages, duelMessages } from "./messages.js";
import type { DeckRefusal } from "./start.js";

/** The refused card as the player knows it: its name when the corpus has the card, and the version asked. */
export function refusedCard(r: DeckRefusal, locale: Locale): string | null {
  if (r.card === null) return null;
  const { cardId, version } = r.card;
  const known = Object.hasOwn(corpus.latest, cardId);
  const name = known ? cardName({ id: cardId }, locale) : `“${cardId}”`;
  return `${name} v${version}`;
}

/**
 * Why the engine refused the deck, in the player's language: the sentence of its reason code, or
 * the engine's English words for a reason this page does not know (none, or a newer engine's).
 */
export function refusalReason(
  r: Pick<DeckRefusal, "reason" | "detail">,
  m: Pick<DuelMessages, "setupReasons">,
): string {
  return isSetupReason(r.reason) ? m.setupReasons[r.reason] : r.detail;
}

/**
 * Why the match server's engine would not deal the duel "Play online" asked for (a server of
 * another release), in the player's language; null for a reason this page does not know, which
 * the online panel tells in the server's words.
 */
export function serverRefusal(
  r: Pick<SetupRefusal, "reason">,
  m: Pick<DuelMessages, "setupReasons" | "serverRefused">,
): string | null {
  return isSetupReason(r.reason) ? m.serverRefused(m.setupReasons[r.reason]) : null;
}

/**
 * Why the deck chosen was not dealt and that the starter deck is played, with a way to the deck
 * builder to mend it; announced when shown, closed with its button (keyboard and touch alike).
 */
export function DeckRefusedNotice(props: { refused: DeckRefusal; onClose: () => void }) {
  const m = useMessages(duelMessages);
  const locale = useLocale();
  const { refused } = props;
  return (
    <div class="notice duel-notice" role="alert" data-testid="deck-refused">
      <p>
        {m.deckRefused(refused.name, refusedCard(refused, locale), refusalReason(refused, m))}{" "}
        <a href={withHashParams("#/tcg-decks", { deck: refused.id })}>{m.editDeck}</a>
      </p>
      <button type="button" class="duel-notice-close" aria-label={m.dismiss} onClick={props.onClose}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
