import { describe, expect, it, vi } from "vitest";
import {
  type Collection,
  type Corpus,
  type Deck,
  type DeckEntry,
  launchCorpus,
  starterDeck,
  validateCollection,
  validateDeck,
} from "../src/data/index.js";

// The first check compiles the JSON Schemas with ajv: seconds on a loaded shared CPU.
vi.setConfig({ testTimeout: 30_000 });

const corpus = launchCorpus();
const starter = starterDeck();
const CHARACTER = { name: "Thrall", realm: "Hyjal", race: "Orc", class: "PALADIN" as const };

/** The starter deck with its entries changed. */
const deckWith = (cards: readonly DeckEntry[], over: Partial<Deck> = {}): Deck => ({
  ...starter,
  ...over,
  cards,
});
const swapFirst = (entry: DeckEntry): Deck => deckWith([entry, ...starter.cards.slice(1)]);
const fullCollection = (deck: Deck): Collection => ({
  player: "p",
  copies: deck.cards.map((e) => ({ cardId: e.cardId, version: e.version, normal: e.count, foil: 0 })),
});
const pointers = (
  value: unknown,
  c: Corpus = corpus,
  options: Parameters<typeof validateDeck>[2] = { mode: "friendly" },
) => {
  const r = validateDeck(value, c, options);
  return r.ok ? [] : r.issues.map((i) => [i.code, i.pointer]);
};

describe("deck legality (§1, §2, §11)", () => {
  it("the starter deck is legal in friendly play, and in ranked play with its character and copies", () => {
    expect(pointers(starter)).toEqual([]);
    const ranked = { ...starter, character: CHARACTER };
    expect(pointers(ranked, corpus, { mode: "ranked", collection: fullCollection(ranked) })).toEqual([]);
  });

  it("a deck is 30 cards: 29 is refused at /cards", () => {
    const first = starter.cards[0] as DeckEntry;
    expect(pointers(swapFirst({ ...first, count: first.count - 1 }))).toEqual([["deck-size", "/cards"]]);
  });

  it("at most 3 copies of a common: a fourth is refused at its count", () => {
    const first = starter.cards[0] as DeckEntry;
    const deck = deckWith([
      { ...first, count: 4 },
      ...starter.cards.slice(1, -1),
      { ...(starter.cards.at(-1) as DeckEntry), count: 1 },
    ]);
    expect(pointers(deck)).toContainEqual(["copies", "/cards/0/count"]);
  });

  it("copies of one card add up across lines and versions (Gorak v1 + v2 = 4 of a rare)", () => {
    const deck = deckWith([
      { cardId: "crea_gorak_forgeron", version: 1, count: 2 },
      { cardId: "crea_gorak_forgeron", version: 2, count: 2 },
      ...starter.cards.slice(2),
    ]);
    expect(pointers(deck)).toContainEqual(["copies", "/cards/1/count"]);
  });

  it("one copy of a legendary, two of an epic (§2)", () => {
    expect(pointers(swapFirst({ cardId: "crea_pouic", version: 1, count: 2 }))).toContainEqual([
      "copies",
      "/cards/0/count",
    ]);
    expect(pointers(swapFirst({ cardId: "crea_doyen_du_conseil", version: 1, count: 2 }))).toEqual([]);
    expect(pointers(swapFirst({ cardId: "crea_doyen_du_conseil", version: 1, count: 3 }))).toContainEqual([
      "copies",
      "/cards/0/count",
    ]);
  });

  it("an unknown card, an unknown version and a token are refused at their pointers", () => {
    expect(pointers(swapFirst({ cardId: "crea_inconnu", version: 1, count: 2 }))).toEqual([
      ["unknown-card", "/cards/0/cardId"],
    ]);
    expect(pointers(swapFirst({ cardId: "crea_recrue_zelee", version: 9, count: 2 }))).toEqual([
      ["unknown-card", "/cards/0/version"],
    ]);
    expect(pointers(swapFirst({ cardId: "tok_disciple", version: 1, count: 2 }))).toEqual([
      ["unknown-card", "/cards/0/cardId"],
    ]);
  });

  it("a class card only goes with its class's hero (§11)", () => {
    const mageCard = { ...corpus.cards["crea_recrue_zelee.v1"], factions: ["MAGE"] } as const;
    const withMage = { ...corpus, cards: { ...corpus.cards, "crea_recrue_zelee.v1": mageCard } } as Corpus;
    expect(pointers(starter, withMage)).toEqual([["class-card", "/cards/0/cardId"]]);
    expect(pointers({ ...starter, heroClass: "MAGE" }, withMage)).toEqual([]);
  });

  it("an old balance is a warning in friendly play and an error in ranked play (§7.5)", () => {
    const deck = deckWith(
      [{ cardId: "crea_gorak_forgeron", version: 1, count: 2 }, ...starter.cards.slice(1)],
      { character: CHARACTER },
    );
    const friendly = validateDeck(deck, corpus, { mode: "friendly" });
    expect(friendly.ok && friendly.warnings.map((w) => [w.code, w.pointer])).toEqual([
      ["old-version", "/cards/0/version"],
    ]);
    expect(pointers(deck, corpus, { mode: "ranked" })).toEqual([["old-version", "/cards/0/version"]]);
  });

  it("ranked play needs the linked character of the hero's class (§4.2); friendly play checks nothing", () => {
    expect(pointers(starter, corpus, { mode: "ranked" })).toEqual([["character", "/character"]]);
    const mage = { ...starter, character: { ...CHARACTER, class: "MAGE" as const } };
    expect(pointers(mage, corpus, { mode: "ranked" })).toEqual([["character", "/character/class"]]);
    expect(pointers(mage)).toEqual([]);
  });

  it("ranked play needs owned copies; a foil copy counts as a normal one (§7.6)", () => {
    const deck = { ...starter, character: CHARACTER };
    const owned = fullCollection(deck);
    const first = owned.copies[0];
    if (first === undefined) throw new Error("empty collection");
    const short: Collection = {
      ...owned,
      copies: [{ ...first, normal: first.normal - 1 }, ...owned.copies.slice(1)],
    };
    expect(pointers(deck, corpus, { mode: "ranked", collection: short })).toEqual([
      ["not-owned", "/cards/0/count"],
    ]);
    const foil: Collection = {
      ...owned,
      copies: [{ ...first, normal: first.normal - 1, foil: 1 }, ...owned.copies.slice(1)],
    };
    expect(pointers(deck, corpus, { mode: "ranked", collection: foil })).toEqual([]);
  });

  it("a card withdrawn at its member's request (optOut, §12) is refused", () => {
    const withdrawn = { ...corpus.cards["crea_recrue_zelee.v1"], optOut: true } as const;
    const c = { ...corpus, cards: { ...corpus.cards, "crea_recrue_zelee.v1": withdrawn } } as Corpus;
    expect(pointers(starter, c)).toEqual([["opt-out", "/cards/0/cardId"]]);
  });

  it("a value that is not a deck gets schema errors with pointers, never a throw", () => {
    expect(pointers(null)).toEqual([["schema", ""]]);
    expect(pointers({ name: "x", heroClass: "PALADIN" })).toEqual([["schema", "/cards"]]);
  });
});

describe("collections (§7.6)", () => {
  it("accepts the seed's example and refuses more provenances than foil copies", () => {
    const ok = {
      player: "p",
      copies: [
        {
          cardId: "crea_gorak_forgeron",
          version: 1,
          normal: 2,
          foil: 1,
          foilProvenance: ["Raid Aberrus · 2026-03"],
        },
      ],
    };
    expect(validateCollection(ok, corpus).ok).toBe(true);
    const bad = { player: "p", copies: [{ ...ok.copies[0], foilProvenance: ["a", "b"] }] };
    const r = validateCollection(bad, corpus, "c.json");
    expect(r.ok ? [] : r.issues.map((i) => i.pointer)).toEqual(["/copies/0/foilProvenance"]);
  });
});
