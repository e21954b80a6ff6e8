import type { Allowance, Card, HeroClass } from "@engines/lgc-tcg";
import { labelOf } from "@engines/lgc-tcg";
import { useState } from "preact/hooks";
import { LOCALES, useLocale, useMessages } from "../i18n/index.js";
import { cardName, corpus, heroName, latestCards } from "../tcg/data.js";
import type { InspectHandlers } from "../tcg-duel/inspect.js";
import { fold } from "./files.js";
import { decksMessages } from "./messages.js";
import { CardRow } from "./parts.js";

const COSTS = ["0", "1", "2", "3", "4", "5", "6", "7+"] as const;

/**
 * Which classes the browser lists (§11: a deck takes neutral cards and its hero's class cards):
 * those the deck may take (the default), neutral ones, the hero's class's, or the other classes'
 * (listed to be read, never added).
 */
export type ClassFilter = "playable" | "neutral" | "hero" | "other";
const CLASS_FILTERS: readonly ClassFilter[] = ["playable", "neutral", "hero", "other"];

/** Whether `card` is one a `hero` deck may take by its class (neutral, or of the hero's class). */
export const ofPlayableClass = (card: Card, hero: HeroClass): boolean =>
  card.factions.includes("NEUTRAL") || card.factions.includes(hero);

/** Whether `card` passes the class filter for a `hero` deck. */
export function inClassFilter(card: Card, hero: HeroClass, filter: ClassFilter): boolean {
  switch (filter) {
    case "playable":
      return ofPlayableClass(card, hero);
    case "neutral":
      return card.factions.includes("NEUTRAL");
    case "hero":
      return card.factions.includes(hero);
    case "other":
      return !ofPlayableClass(card, hero);
  }
}

/**
 * The cards a deck may take, filtered by name, cost and type: the whole set, or only the cards
 * `held` says the player owns (null: the whole set).
 */
export function CardBrowser(props: {
  hero: HeroClass;
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
  const [klass, setKlass] = useState<ClassFilter>("playable");
  const { held, hero } = props;
  const heroWords = heroName(hero, locale);
  const matching = latestCards.filter(
    (c) =>
      (!held || held(c.id) > 0) &&
      (!type || c.type === type) &&
      (!cost || (cost === "7+" ? c.cost >= 7 : c.cost === Number(cost))) &&
      // A card is found by its name in either language.
      (!q || LOCALES.some((l) => fold(cardName(c, l)).includes(fold(q)))),
  );
  const browsed = matching.filter((c) => inClassFilter(c, hero, klass));
  // Cards a search finds that only the class rule hides: said, with a way to read them.
  const hidden =
    klass === "playable" && (q || type || cost)
      ? matching.filter((c) => !ofPlayableClass(c, hero)).length
      : 0;
  const classChoice: Record<ClassFilter, string> = {
    playable: m.playable(heroWords),
    neutral: m.neutralOnly,
    hero: m.classOnly(heroWords),
    other: m.otherClasses,
  };
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
        <label>
          {m.cardClass}
          <select
            value={klass}
            data-testid="deck-class"
            onChange={(e) => setKlass((e.currentTarget as HTMLSelectElement).value as ClassFilter)}
          >
            {CLASS_FILTERS.map((f) => (
              <option key={f} value={f}>
                {classChoice[f]}
              </option>
            ))}
          </select>
        </label>
      </fieldset>
      <p class="muted deck-class-rule" data-testid="class-rule">
        {m.classRule(heroWords)}
        {hidden > 0 && (
          <>
            {" "}
            <span data-testid="hidden-others">{m.hiddenOthers(hidden, heroWords)}</span>{" "}
            <button
              type="button"
              class="deck-show-others"
              data-testid="show-others"
              onClick={() => setKlass("other")}
            >
              {m.showOthers}
            </button>
          </>
        )}
      </p>
      <ul class="deck-list" data-testid="card-browser">
        {browsed.map((card) => (
          <CardRow
            key={card.id}
            card={card}
            hero={hero}
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
