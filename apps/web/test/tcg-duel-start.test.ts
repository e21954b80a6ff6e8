/**
 * The duel page deals its own setups with the engine's `deal`, without `initDuel`'s schema check
 * (issue 18; src/tcg-duel/start.ts): for every setup the page can write — the starter deck or a
 * deck of the library read by shape, hero classes of the corpus — that must be the very state
 * `initDuel` deals, and what a shape cannot say must still be refused.
 */
import { SetupError } from "@core/engine";
import { type Deck, initDuel, SETUP_REASONS, STARTER_DECK } from "@engines/lgc-tcg";
import { describe, expect, test } from "vitest";
import { LOCALES } from "../src/i18n/locale.js";
import { heroClasses } from "../src/tcg/data.js";
import { parseLibraryDeck } from "../src/tcg/deck-store.js";
import type { SavedDuel } from "../src/tcg-duel/game.js";
import { duelMessages } from "../src/tcg-duel/messages.js";
import { refusalReason } from "../src/tcg-duel/refused.js";
import { type DeckRefusal, dealDuel, deckRefusal, newGame, replayDuel } from "../src/tcg-duel/start.js";

const setup = (seed: number, classes: readonly [string, string], deck?: Deck) => ({
  seed,
  players: [
    { heroClass: classes[0], deck: deck ?? STARTER_DECK },
    { heroClass: classes[1], deck: STARTER_DECK },
  ] as const,
});

describe("the duel page's deal", () => {
  test("deals the state initDuel deals, for the starter deck and every pair of classes", () => {
    heroClasses.forEach((a, i) => {
      const b = heroClasses[(i * 5 + 3) % heroClasses.length] as string;
      const seed = 1000 + i * 7919;
      expect(newGame(seed, [a, b])).toEqual(initDuel(setup(seed, [a, b])));
    });
  });

  test("deals a library deck as initDuel does, and refuses its unknown card at the same pointer", () => {
    const stored = {
      id: "d1",
      deck: { name: "Mine", heroClass: "MAGE", cards: STARTER_DECK.cards.slice(0, 10) },
    };
    const read = parseLibraryDeck(JSON.parse(JSON.stringify(stored)));
    expect(read).not.toBeNull();
    const deck = (read as { deck: Deck }).deck;
    expect(newGame(42, ["MAGE", "ROGUE"], deck)).toEqual(initDuel(setup(42, ["MAGE", "ROGUE"], deck)));

    const ghost: Deck = { ...deck, cards: [...deck.cards, { cardId: "crea_fantome", version: 1, count: 1 }] };
    const refusal = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        return e instanceof SetupError ? e.pointer : `not a SetupError: ${String(e)}`;
      }
      return "dealt";
    };
    expect(refusal(() => newGame(42, ["MAGE", "ROGUE"], ghost))).toBe(
      refusal(() => initDuel(setup(42, ["MAGE", "ROGUE"], ghost))),
    );
    expect(refusal(() => newGame(42, ["MAGE", "ROGUE"], ghost))).not.toBe("dealt");
  });
});

/** The engine's refusal of a setup, as thrown (initDuel: the reference the page's deal must agree with). */
function setupError(f: () => unknown): SetupError {
  try {
    f();
  } catch (e) {
    if (e instanceof SetupError) return e;
    throw e;
  }
  throw new Error("dealt");
}

describe("a library deck the engine will not deal (a deck of an older release, a hand-edited storage)", () => {
  const starterCards = STARTER_DECK.cards.slice(0, 10);
  const library = (cards: Deck["cards"]) => ({
    id: "old",
    deck: { name: "Vieux deck", heroClass: "MAGE" as const, cards },
  });
  // Each is read by shape as the library reads it, so only the engine can refuse it.
  const cases = [
    {
      what: "an unknown card",
      deck: library([...starterCards, { cardId: "crea_fantome", version: 1, count: 2 }]),
      card: { cardId: "crea_fantome", version: 1 },
      reason: "unknown-card",
    },
    {
      what: "a version the corpus lacks of a known card",
      deck: library([{ cardId: "crea_gorak_forgeron", version: 9, count: 1 }, ...starterCards]),
      card: { cardId: "crea_gorak_forgeron", version: 9 },
      reason: "unknown-card-version",
    },
    {
      what: "two versions of one card",
      deck: library([
        { cardId: "crea_gorak_forgeron", version: 1, count: 1 },
        ...starterCards,
        { cardId: "crea_gorak_forgeron", version: 2, count: 1 },
      ]),
      card: { cardId: "crea_gorak_forgeron", version: 2 },
      reason: "two-versions",
    },
    {
      what: "too many cards (the whole deck, no card)",
      deck: library([1, 2, 3, 4, 5].map((i) => ({ cardId: `crea_${i}`, version: 1, count: 30 }))),
      card: null,
      reason: "deck-too-large",
    },
  ];

  for (const c of cases)
    test(`${c.what}: seat A plays the starter deck, and the engine's refusal says where and why`, () => {
      const read = parseLibraryDeck(JSON.parse(JSON.stringify(c.deck)));
      expect(read).toEqual(c.deck);
      const dealt = dealDuel(7, ["MAGE", "ROGUE"], c.deck);
      expect(dealt.game).toEqual(newGame(7, ["MAGE", "ROGUE"]));
      const error = setupError(() => initDuel(setup(7, ["MAGE", "ROGUE"], c.deck.deck)));
      expect(dealt.refused).toEqual({
        id: "old",
        name: "Vieux deck",
        card: c.card,
        reason: c.reason,
        detail: expect.any(String),
      });
      // The engine's reason, and its words without the pointer, which means nothing to a player.
      expect(error.reason).toBe(c.reason);
      expect(error.message).toBe(`${error.pointer}: ${dealt.refused?.detail}`);
      expect(deckRefusal(c.deck, "ROGUE")).toEqual(dealt.refused);
    });

  test("a deck the engine deals is dealt, and refused by nobody", () => {
    const fine = library(starterCards);
    expect(dealDuel(7, ["MAGE", "ROGUE"], fine)).toEqual({
      game: newGame(7, ["MAGE", "ROGUE"], fine.deck),
      refused: null,
    });
    expect(deckRefusal(fine, "ROGUE")).toBeNull();
  });

  test("a saved duel with such a deck starts over on the starter deck: its actions were another deal's", () => {
    const old = cases[0]?.deck as ReturnType<typeof library>;
    const saved: SavedDuel = {
      seed: 11,
      classes: ["MAGE", "PALADIN"],
      level: "random",
      actions: [{ type: "MULLIGAN", player: "A", replace: [] }],
      botStep: 3,
      deck: old,
    };
    const replayed = replayDuel(saved);
    expect(replayed.duel).toEqual({
      seed: 11,
      classes: ["MAGE", "PALADIN"],
      level: "random",
      actions: [],
      botStep: 0,
    });
    expect(replayed.game).toEqual(newGame(11, ["MAGE", "PALADIN"]));
    expect(replayed.log).toEqual([]);
    expect(replayed.refused).toMatchObject({ id: "old", card: { cardId: "crea_fantome", version: 1 } });
    // The duel kept is one a reload replays without a refusal.
    expect(replayDuel(replayed.duel).refused).toBeNull();
  });
});

describe("the refusal told in the player's language", () => {
  const detail = 'unknown card "crea_fantome" version 1';

  test("each reason the engine gives has its own sentence in every language, never the English detail", () => {
    for (const locale of LOCALES) {
      const m = duelMessages[locale];
      for (const reason of SETUP_REASONS) {
        const said = refusalReason({ reason, detail }, m);
        expect(said, `${locale} ${reason}`).toBe(m.setupReasons[reason]);
        expect(said.length, `${locale} ${reason}`).toBeGreaterThan(0);
      }
    }
    // The cases a library deck can meet are told apart, in French and English alike.
    for (const locale of LOCALES) {
      const told = ["unknown-card", "unknown-card-version", "two-versions", "deck-too-large"].map((reason) =>
        refusalReason({ reason, detail }, duelMessages[locale]),
      );
      expect(new Set(told).size).toBe(told.length);
    }
    expect(refusalReason({ reason: "unknown-card", detail }, duelMessages.fr)).toBe(
      "le jeu n'a pas cette carte",
    );
  });

  test("a reason the page does not know (none, a newer engine's, a prototype key) falls back on the engine's words", () => {
    for (const reason of [null, "card-banned", "toString", "constructor"])
      expect(refusalReason({ reason, detail }, duelMessages.fr)).toBe(detail);
  });

  test("the notice's sentence says a refused deck's reason in French", () => {
    const refused = dealDuel(7, ["MAGE", "ROGUE"], {
      id: "old",
      deck: {
        name: "Vieux deck",
        heroClass: "MAGE",
        cards: [{ cardId: "crea_gorak_forgeron", version: 9, count: 1 }],
      },
    }).refused;
    expect(refused).not.toBeNull();
    const m = duelMessages.fr;
    expect(m.deckRefused("Vieux deck", "Gorak v9", refusalReason(refused as DeckRefusal, m))).toBe(
      "Votre deck « Vieux deck » ne peut pas être distribué (carte Gorak v9) : le jeu n'a pas cette version de la carte. Vous jouez le deck de démarrage.",
    );
  });
});
