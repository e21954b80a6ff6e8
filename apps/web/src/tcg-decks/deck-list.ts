/**
 * The deck's own list as the deck builder shows it — every entry, those naming a card version the
 * corpus lacks included — and the edits made from it. Which version is unknown is the corpus's
 * answer (`getCard`, the lookup `validateDeck` reports as "unknown-card"): nothing is judged here.
 * @module
 */
import { type Card, type Corpus, type Deck, type DeckEntry, getCard } from "@engines/lgc-tcg";

/**
 * One entry of a deck: a card version of the corpus, or one it lacks (`known`: whether the corpus
 * has another version of that card id). `index` is the entry's place in `deck.cards`.
 */
export type DeckRow =
  | { readonly kind: "card"; readonly index: number; readonly entry: DeckEntry; readonly card: Card }
  | { readonly kind: "unknown"; readonly index: number; readonly entry: DeckEntry; readonly known: boolean };

/**
 * Every entry of `deck` as a row: entries the corpus lacks first (they are problems to mend, and
 * have no cost to sort by), in deck order; then the cards by cost and name.
 */
export function deckRows(deck: Pick<Deck, "cards">, corpus: Corpus): DeckRow[] {
  const unknown: DeckRow[] = [];
  const cards: Extract<DeckRow, { kind: "card" }>[] = [];
  deck.cards.forEach((entry, index) => {
    const card = getCard(corpus, entry.cardId, entry.version);
    if (card !== undefined) cards.push({ kind: "card", index, entry, card });
    else unknown.push({ kind: "unknown", index, entry, known: getCard(corpus, entry.cardId) !== undefined });
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
