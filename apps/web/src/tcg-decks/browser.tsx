import type { Allowance, Card } from "@engines/lgc-tcg";
import { labelOf } from "@engines/lgc-tcg";
import { useState } from "preact/hooks";
import { LOCALES, useLocale, useMessages } from "../i18n/index.js";
import { cardName, corpus, latestCards } from "../tcg/data.js";
import type { InspectHandlers } from "../tcg-duel/inspect.js";
import { fold } from "./files.js";
import { decksMessages } from "./messages.js";
import { CardRow } from "./parts.js";

const COSTS = ["0", "1", "2", "3", "4", "5", "6", "7+"] as const;

/**
 * The cards a deck may take, filtered by name, cost and type: the whole set, or only the cards
 * `held` says the player owns (null: the whole set).
 */
export function CardBrowser(props: {
  held: ((cardId: string) => number) | null;
  inDeck: (cardId: string) => number;
  allowance: (cardId: string, version?: number) => Allowance;
  /** Whether a card was withdrawn at its member's request (§12): greyed, not added. */
  withdrawn: (cardId: string) => boolean;
  inspect: (card: Card) => InspectHandlers;
  onAdd: (card: Card) => void;
}) {
  const m = useMessages(decksMessages);
  const locale = useLocale();
  const [q, setQ] = useState("");
  const [cost, setCost] = useState("");
  const [type, setType] = useState("");
  const { held } = props;
  const browsed = latestCards.filter(
    (c) =>
      (!held || held(c.id) > 0) &&
      (!type || c.type === type) &&
      (!cost || (cost === "7+" ? c.cost >= 7 : c.cost === Number(cost))) &&
      // A card is found by its name in either language.
      (!q || LOCALES.some((l) => fold(cardName(c, l)).includes(fold(q)))),
  );
  return (
    <div class="deck-browser panel">
      <span class="panel-label">{m.cards}</span>
      <fieldset class="tcg-toolbar" aria-label={m.cards}>
        <label>
          {m.search}
          <input
            type="search"
            value={q}
            data-testid="deck-search"
            onInput={(e) => setQ((e.currentTarget as HTMLInputElement).value)}
          />
        </label>
        <label>
          {m.cost}
          <select value={cost} onChange={(e) => setCost((e.currentTarget as HTMLSelectElement).value)}>
            <option value="">{m.all}</option>
            {COSTS.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </label>
        <label>
          {m.type}
          <select value={type} onChange={(e) => setType((e.currentTarget as HTMLSelectElement).value)}>
            <option value="">{m.all}</option>
            {corpus.taxonomy.types.map((t) => (
              <option key={t.id} value={t.id}>
                {labelOf(t, locale)}
              </option>
            ))}
          </select>
        </label>
      </fieldset>
      <ul class="deck-list" data-testid="card-browser">
        {browsed.map((card) => (
          <CardRow
            key={card.id}
            card={card}
            inDeck={props.inDeck(card.id)}
            owned={held ? held(card.id) : null}
            allowance={props.allowance(card.id, card.version)}
            withdrawn={props.withdrawn(card.id)}
            inspect={props.inspect(card)}
            onAdd={() => props.onAdd(card)}
          />
        ))}
      </ul>
    </div>
  );
}
