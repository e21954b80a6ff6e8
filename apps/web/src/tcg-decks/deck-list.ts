/**
 * The deck's own list as the deck builder shows it — every entry, those naming a card version the
 * corpus lacks included — and the edits made from it. Which version is unknown is the corpus's
 * answer (`getCard`, the lookup `validateDeck` reports as "unknown-card"): nothing is judged here.
 * @module
 */
import { type Card, type Corpus, type Deck, type DeckEntry, getCard } from "@engines/lgc-tcg";

/**
 * One entry of a deck: a card version of the corpus, or one it lacks. `index` is the entry's place
 * in `deck.cards`; `current` is the corpus's current version of the card (`getCard` without a
 * version) when the entry names another one — an old balance the corpus keeps, or a version it
 * lacks — and null when the entry is current or the corpus has no version of the card at all.
 */
export type DeckRow =
  | {
      readonly kind: "card";
      readonly index: number;
      readonly entry: DeckEntry;
      readonly card: Card;
      readonly current: Card | null;
    }
  | {
      readonly kind: "unknown";
      readonly index: number;
      readonly entry: DeckEntry;
      readonly current: Card | null;
    };

/**
 * Every entry of `deck` as a row: entries the corpus lacks first (they are problems to mend, and
 * have no cost to sort by), in deck order; then the cards by cost and name.
 */
export function deckRows(deck: Pick<Deck, "cards">, corpus: Corpus): DeckRow[] {
  const unknown: DeckRow[] = [];
  const cards: Extract<DeckRow, { kind: "card" }>[] = [];
  deck.cards.forEach((entry, index) => {
    const card = getCard(corpus, entry.cardId, entry.version);
    const latest = getCard(corpus, entry.cardId);
    const current = latest !== undefined && latest.version !== entry.version ? latest : null;
    if (card !== undefined) cards.push({ kind: "card", index, entry, card, current });
    else unknown.push({ kind: "unknown", index, entry, current });
  });
  cards.sort((a, b) => a.card.cost - b.card.cost || a.card.name.localeCompare(b.card.name));
  return [...unknown, ...cards];
}

/** Adds (`delta` 1) or removes (−1) one copy of a card version; an entry left with none goes. */
export function editCopies(deck: Deck, card: Pick<Card, "id" | "version">, delta: 1 | -1): Deck {
  const i = deck.cards.findIndex((e) => e.cardId === card.id && e.version === card.version);
  const cards = [...deck.cards];
  if (i < 0) {
    if (delta > 0) cards.push({ cardId: card.id, version: card.version, count: 1 });
  } else {
    const count = (cards[i]?.count ?? 0) + delta;
    if (count <= 0) cards.splice(i, 1);
    else cards[i] = { ...(cards[i] as DeckEntry), count };
  }
  return { ...deck, cards };
}

/** The deck without its entry at `index` (all its copies): how an entry the corpus lacks is mended. */
export function removeEntry(deck: Deck, index: number): Deck {
  return { ...deck, cards: deck.cards.filter((_, i) => i !== index) };
}

/**
 * The deck with its entry at `index` switched to `current` (the card's current version, a row's
 * `current`), every copy kept; merged with an entry already naming that version, if any, at the
 * place of the first of the two. Another card than the entry's leaves the deck as it is.
 */
export function toCurrentVersion(deck: Deck, index: number, current: Pick<Card, "id" | "version">): Deck {
  const entry = deck.cards[index];
  if (entry === undefined || entry.cardId !== current.id) return deck;
  const other = deck.cards.findIndex(
    (e, i) => i !== index && e.cardId === current.id && e.version === current.version,
  );
  const count = entry.count + (other < 0 ? 0 : (deck.cards[other] as DeckEntry).count);
  const at = other < 0 ? index : Math.min(index, other);
  const merged: DeckEntry = { cardId: current.id, version: current.version, count };
  const cards = deck.cards.flatMap((e, i) => (i === at ? [merged] : i === index || i === other ? [] : [e]));
  return { ...deck, cards };
}
