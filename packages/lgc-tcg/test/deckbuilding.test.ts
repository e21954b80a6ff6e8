import { SetupError } from "@core/engine";
import { describe, expect, it, vi } from "vitest";
import {
  type Card,
  type Corpus,
  cardAllowance,
  checkDeckbuilding,
  DECKBUILDING,
  type Deck,
  deal,
  deckCurve,
  launchCorpus,
  STARTER_DECK,
  validateDeck,
} from "../src/index.js";

// The first checks compile the JSON Schemas with ajv: seconds on a loaded shared CPU.
vi.setConfig({ testTimeout: 60_000 });

const corpus = launchCorpus();

describe("deckbuilding.json (§9.1's target curve)", () => {
  it("passes its schema and checks: 1→3-4 · 2→6 · 3→6 · 4→5 · 5→4 · 6→3 · 7+→2-3", () => {
    expect(checkDeckbuilding(DECKBUILDING)).toMatchObject({ ok: true });
    expect(DECKBUILDING.targetCurve.map((t) => [t.bucket, t.min, t.max])).toEqual([
      ["0-1", 3, 4],
      ["2", 6, 6],
      ["3", 6, 6],
      ["4", 5, 5],
      ["5", 4, 4],
      ["6", 3, 3],
      ["7+", 2, 3],
    ]);
  });

  it("overlapping buckets and inverted bounds are errors naming the pointer", () => {
    const bad = {
      targetCurve: [
        { bucket: "1-2", minCost: 1, maxCost: 2, min: 4, max: 3 },
        { bucket: "2", minCost: 2, maxCost: 2, min: 6, max: 6 },
      ],
    };
    const r = checkDeckbuilding(bad, "deckbuilding.json");
    expect(r.ok ? [] : r.issues.map((i) => i.pointer)).toEqual([
      "/targetCurve/0/min",
      "/targetCurve/1/minCost",
    ]);
  });
});

describe("deckCurve", () => {
  it("the starter deck sits exactly on the target curve (DATA.md)", () => {
    const curve = deckCurve(STARTER_DECK, corpus);
    expect(curve.map((b) => [b.bucket, b.count, b.status])).toEqual([
      ["0-1", 4, "within"],
      ["2", 6, "within"],
      ["3", 6, "within"],
      ["4", 5, "within"],
      ["5", 4, "within"],
      ["6", 3, "within"],
      ["7+", 2, "within"],
    ]);
  });

  it("says which buckets are under or over", () => {
    const deck = {
      cards: [
        { cardId: "crea_recrue_zelee", version: 1, count: 3 },
        { cardId: "crea_boss_du_mardi_soir", version: 1, count: 1 },
        { cardId: "nope", version: 1, count: 3 },
      ],
    };
    const curve = deckCurve(deck, corpus);
    expect(curve.find((b) => b.bucket === "0-1")).toMatchObject({ count: 3, status: "within" });
    expect(curve.find((b) => b.bucket === "2")).toMatchObject({ count: 0, status: "under" });
    expect(curve.reduce((n, b) => n + b.count, 0)).toBe(4); // the unknown line counts nowhere
  });
});

describe("cardAllowance: how many more copies a deck may take", () => {
  const empty = { heroClass: "PALADIN" as const, cards: [] as Deck["cards"] };

  it("copies by rarity (§2): 3 of a common, 1 of a legendary, counted over the deck", () => {
    expect(cardAllowance(empty, corpus, "crea_recrue_zelee")).toEqual({ more: 3 });
    expect(cardAllowance(empty, corpus, "crea_boss_du_mardi_soir")).toEqual({ more: 1 });
    const one = { ...empty, cards: [{ cardId: "crea_boss_du_mardi_soir", version: 1, count: 1 }] };
    expect(cardAllowance(one, corpus, "crea_boss_du_mardi_soir")).toEqual({ more: 0, limit: "copies" });
  });

  it("the deck's 30 cards (§1), the collection (§7.6: a foil is a copy) and unknown cards", () => {
    expect(cardAllowance(STARTER_DECK, corpus, "crea_pouic")).toEqual({ more: 0, limit: "deck-full" });
    const copies = [{ cardId: "crea_recrue_zelee", version: 1, normal: 1, foil: 1 }];
    expect(cardAllowance(empty, corpus, "crea_recrue_zelee", { copies })).toEqual({ more: 2 });
    expect(cardAllowance(empty, corpus, "crea_pouic", { copies })).toEqual({ more: 0, limit: "not-owned" });
    expect(cardAllowance(empty, corpus, "nope")).toEqual({ more: 0, limit: "unknown-card" });
  });

  it("class cards only for their class (§11), and never a withdrawn card (§12)", () => {
    const base = corpus.cards["crea_pouic.v1"] as Card;
    const mage: Card = { ...base, id: "crea_mage_only", factions: ["MAGE"] };
    const gone: Card = { ...base, id: "crea_gone", optOut: true };
    const extended: Corpus = {
      ...corpus,
      cards: { ...corpus.cards, "crea_mage_only.v1": mage, "crea_gone.v1": gone },
      latest: { ...corpus.latest, crea_mage_only: 1, crea_gone: 1 },
    };
    expect(cardAllowance(empty, extended, "crea_mage_only")).toEqual({ more: 0, limit: "class-card" });
    expect(cardAllowance({ ...empty, heroClass: "MAGE" }, extended, "crea_mage_only")).toEqual({ more: 1 });
    expect(cardAllowance(empty, extended, "crea_gone")).toEqual({ more: 0, limit: "opt-out" });
  });
});

describe("one version of a card per deck (a duel plays one: RULES.md §1)", () => {
  // The starter deck with its first line swapped for Gorak the smith v1 ×1 and v2 ×1.
  const gorak = (versions: readonly number[]): Deck => ({
    ...STARTER_DECK,
    cards: [
      ...versions.map((version) => ({ cardId: "crea_gorak_forgeron", version, count: 1 })),
      ...STARTER_DECK.cards.slice(1),
    ],
  });
  const total = (d: Deck) => d.cards.reduce((n, e) => n + e.count, 0);

  it("validateDeck refuses a second version at its line, in friendly play too", () => {
    const both = gorak([1, 2]); // the starter's first line holds 2 copies: still 30 cards
    expect(total(both)).toBe(total(STARTER_DECK));
    expect(validateDeck(gorak([2, 2]), corpus, { mode: "friendly" }).ok).toBe(true);
    const r = validateDeck(both, corpus, { mode: "friendly", file: "deck.json" });
    expect(r.ok ? [] : r.issues.map((i) => [i.code, i.pointer])).toEqual([
      ["two-versions", "/cards/1/version"],
    ]);
    // …which is what the engine would refuse when dealing it.
    const seat = (deck: Deck) => ({ heroClass: deck.heroClass, deck });
    expect(() => deal({ seed: 1, players: [seat(both), seat(STARTER_DECK)] })).toThrow(
      /two versions of "crea_gorak_forgeron"/,
    );
    expect(() => deal({ seed: 1, players: [seat(both), seat(STARTER_DECK)] })).toThrow(SetupError);
  });

  it("cardAllowance offers no copy of another version than the deck's", () => {
    const old: Deck = { ...STARTER_DECK, cards: [{ cardId: "crea_gorak_forgeron", version: 1, count: 1 }] };
    expect(cardAllowance(old, corpus, "crea_gorak_forgeron")).toEqual({ more: 0, limit: "other-version" });
    expect(cardAllowance(old, corpus, "crea_gorak_forgeron", undefined, 1)).toEqual({ more: 2 });
    expect(cardAllowance(old, corpus, "crea_gorak_forgeron", undefined, 9)).toEqual({
      more: 0,
      limit: "unknown-card",
    });
  });
});

describe("validateDeck with a collection in friendly play", () => {
  it("a deck built from the collection uses only owned copies, foils included", () => {
    const copies = STARTER_DECK.cards.map((e) => ({
      cardId: e.cardId,
      version: e.version,
      normal: e.count,
      foil: 0,
    }));
    expect(validateDeck(STARTER_DECK, corpus, { mode: "friendly", collection: { copies } }).ok).toBe(true);
    const short = copies.map((c, i) => (i === 0 ? { ...c, normal: c.normal - 1 } : c));
    const r = validateDeck(STARTER_DECK, corpus, {
      mode: "friendly",
      collection: { copies: short },
      file: "deck.json",
    });
    expect(r.ok ? [] : r.issues.map((i) => [i.code, i.file, i.pointer])).toEqual([
      ["not-owned", "deck.json", "/cards/0/count"],
    ]);
    const foil = copies.map((c, i) => (i === 0 ? { ...c, normal: c.normal - 1, foil: 1 } : c));
    expect(validateDeck(STARTER_DECK, corpus, { mode: "friendly", collection: { copies: foil } }).ok).toBe(
      true,
    );
  });
});
