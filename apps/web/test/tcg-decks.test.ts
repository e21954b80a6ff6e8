/**
 * The deck builder's list (src/tcg-decks/deck-list.ts): every entry of a deck is a row, those
 * naming a card version this release lacks included and marked, so the player can take them out;
 * what is unknown is the data library's answer, the very entries `validateDeck` reports.
 */
import { type Deck, getCard, STARTER_DECK, validateDeck } from "@engines/lgc-tcg";
import { describe, expect, test } from "vitest";
import { corpus } from "../src/tcg/data.js";
import { deckRows, editCopies, removeEntry, toCurrentVersion } from "../src/tcg-decks/deck-list.js";
import { readDeckFile } from "../src/tcg-decks/files.js";
import { deckRefusal } from "../src/tcg-duel/start.js";

const GHOST = { cardId: "crea_fantome", version: 1, count: 2 };
/** Gorak has versions 1 and 2 in the launch set: a version 9 is unknown, the card is not. */
const GORAK_V9 = { cardId: "crea_gorak_forgeron", version: 9, count: 1 };

/** Gorak's current version, the corpus's answer (v2 in the launch set). */
const GORAK_NOW = getCard(corpus, "crea_gorak_forgeron");

/** The starter deck (legal) with a card and a version this release lacks, at places 3 and 7. */
function brokenDeck(): Deck {
  const cards = [...STARTER_DECK.cards];
  cards.splice(3, 0, GHOST);
  cards.splice(7, 0, GORAK_V9);
  return { ...STARTER_DECK, name: "Vieux deck", cards };
}

/** The places in `deck.cards` of the entries validateDeck reports as unknown cards. */
function reportedUnknown(deck: Deck): number[] {
  const result = validateDeck(deck, corpus, { mode: "friendly" });
  if (result.ok) return [];
  return result.issues
    .filter((i) => i.code === "unknown-card")
    .map((i) => Number(/^\/cards\/(\d+)\//.exec(i.pointer)?.[1]));
}

/** The codes of the issues validateDeck finds in `deck` in ranked play (an old version is one). */
function codes(deck: Deck): string[] {
  const result = validateDeck(deck, corpus, { mode: "ranked" });
  return (result.ok ? result.warnings : result.issues).map((i) => i.code);
}

describe("the deck builder's list", () => {
  test("lists the entries this release lacks first, marked, in deck order, and every card after", () => {
    const deck = brokenDeck();
    const rows = deckRows(deck, corpus);
    expect(rows).toHaveLength(deck.cards.length);
    expect(rows.slice(0, 2)).toEqual([
      { kind: "unknown", index: 3, entry: GHOST, current: null },
      { kind: "unknown", index: 7, entry: GORAK_V9, current: GORAK_NOW },
    ]);
    const cards = rows.slice(2);
    expect(cards.every((r) => r.kind === "card")).toBe(true);
    const costs = cards.map((r) => (r.kind === "card" ? r.card.cost : -1));
    expect(costs).toEqual([...costs].sort((a, b) => a - b));
    // Each card row shows the version its entry names.
    for (const r of cards)
      if (r.kind === "card") expect([r.card.id, r.card.version]).toEqual([r.entry.cardId, r.entry.version]);
  });

  test("marks exactly the entries validateDeck reports as unknown cards", () => {
    const deck = brokenDeck();
    expect(reportedUnknown(deck)).toEqual([3, 7]);
    const marked = deckRows(deck, corpus).flatMap((r) => (r.kind === "unknown" ? [r.index] : []));
    expect(marked).toEqual([3, 7]);
  });

  test("an old version the corpus keeps is a card row, not an unknown one", () => {
    const deck: Deck = { ...STARTER_DECK, cards: [{ cardId: "crea_gorak_forgeron", version: 1, count: 1 }] };
    const [row] = deckRows(deck, corpus);
    expect(row?.kind).toBe("card");
    if (row?.kind === "card") expect(row.card.version).toBe(1);
    // …offering the current version; a current entry offers none.
    expect(row?.current).toBe(GORAK_NOW);
    expect(deckRows(STARTER_DECK, corpus).every((r) => r.current === null)).toBe(true);
  });

  test("removing the unknown entries mends the deck: legal, and dealt by the duel again", () => {
    const deck = brokenDeck();
    const entry = { id: "old", deck };
    expect(deckRefusal(entry, "MAGE")?.card).toEqual({ cardId: "crea_fantome", version: 1 });
    const once = removeEntry(deck, 7);
    expect(once.cards).toHaveLength(deck.cards.length - 1);
    expect(once.cards).not.toContainEqual(GORAK_V9);
    expect(reportedUnknown(once)).toEqual([3]);
    const mended = removeEntry(once, 3);
    expect(mended.cards).toEqual(STARTER_DECK.cards);
    expect(validateDeck(mended, corpus, { mode: "friendly" }).ok).toBe(true);
    expect(deckRefusal({ id: "old", deck: mended }, "MAGE")).toBeNull();
    // The deck given is left as it was.
    expect(deck.cards).toHaveLength(STARTER_DECK.cards.length + 2);
  });

  test("− and + change one copy of the version the row names, not another version of the card", () => {
    const deck: Deck = {
      ...STARTER_DECK,
      cards: [
        { cardId: "crea_gorak_forgeron", version: 1, count: 2 },
        { cardId: "crea_gorak_forgeron", version: 2, count: 1 },
      ],
    };
    const v1 = { id: "crea_gorak_forgeron", version: 1 };
    expect(editCopies(deck, v1, -1).cards).toEqual([
      { cardId: "crea_gorak_forgeron", version: 1, count: 1 },
      { cardId: "crea_gorak_forgeron", version: 2, count: 1 },
    ]);
    expect(editCopies(editCopies(deck, v1, -1), v1, -1).cards).toEqual([
      { cardId: "crea_gorak_forgeron", version: 2, count: 1 },
    ]);
    expect(editCopies(deck, { id: "crea_gorak_forgeron", version: 2 }, 1).cards[1]?.count).toBe(2);
    expect(editCopies({ ...deck, cards: [] }, v1, -1).cards).toEqual([]);
  });

  test("an imported deck file naming an unknown card is read, and its entry listed as unknown", () => {
    const file = JSON.stringify({ name: "Importé", heroClass: STARTER_DECK.heroClass, cards: [GHOST] });
    const read = readDeckFile(file, "vieux.json", (m) => m);
    if (!("deck" in read)) throw new Error(`refused: ${JSON.stringify(read.issues)}`);
    expect(deckRows(read.deck, corpus)).toEqual([{ kind: "unknown", index: 0, entry: GHOST, current: null }]);
    expect(reportedUnknown(read.deck)).toEqual([0]);
  });

  test("an entry of an old version switches to the current one, every copy kept, and the old-version note goes", () => {
    const now = GORAK_NOW as NonNullable<typeof GORAK_NOW>;
    expect(now.version).toBe(2);
    const kept = STARTER_DECK.cards.slice(0, 5);
    const old: Deck = { ...STARTER_DECK, cards: [...kept, { cardId: now.id, version: 1, count: 2 }] };
    expect(codes(old)).toContain("old-version");
    const row = deckRows(old, corpus).find((r) => r.entry.cardId === now.id);
    expect(row?.current).toBe(now);
    const switched = toCurrentVersion(old, row?.index ?? -1, now);
    expect(switched.cards).toEqual([...kept, { cardId: now.id, version: 2, count: 2 }]);
    expect(codes(switched)).not.toContain("old-version");
    expect(deckRows(switched, corpus).every((r) => r.current === null)).toBe(true);
    expect(old.cards[5]).toEqual({ cardId: now.id, version: 1, count: 2 });
  });

  test("a version the corpus lacks switches too, and merges with an entry already current", () => {
    const deck = brokenDeck();
    const mended = toCurrentVersion(removeEntry(deck, 3), 6, GORAK_NOW as NonNullable<typeof GORAK_NOW>);
    expect(mended.cards[6]).toEqual({ cardId: "crea_gorak_forgeron", version: 2, count: 1 });
    expect(deckRefusal({ id: "old", deck: mended }, "MAGE")).toBeNull();
    // Two entries of one card (a file): the switched one joins the current one, at the first place.
    const two: Deck = {
      ...STARTER_DECK,
      cards: [
        { cardId: "crea_gorak_forgeron", version: 2, count: 1 },
        GHOST,
        { cardId: "crea_gorak_forgeron", version: 1, count: 2 },
      ],
    };
    expect(toCurrentVersion(two, 2, { id: "crea_gorak_forgeron", version: 2 }).cards).toEqual([
      { cardId: "crea_gorak_forgeron", version: 2, count: 3 },
      GHOST,
    ]);
    const later: Deck = { ...two, cards: [two.cards[2], GHOST, two.cards[0]] as Deck["cards"] };
    expect(toCurrentVersion(later, 0, { id: "crea_gorak_forgeron", version: 2 }).cards).toEqual([
      { cardId: "crea_gorak_forgeron", version: 2, count: 3 },
      GHOST,
    ]);
    // Another card than the entry's, or no entry: the deck as it is.
    expect(toCurrentVersion(two, 1, { id: "crea_gorak_forgeron", version: 2 })).toBe(two);
    expect(toCurrentVersion(two, 9, { id: "crea_gorak_forgeron", version: 2 })).toBe(two);
  });
});
