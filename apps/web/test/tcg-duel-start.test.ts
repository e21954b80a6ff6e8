/**
 * The duel page deals its own setups with the engine's `deal`, without `initDuel`'s schema check
 * (issue 18; src/tcg-duel/start.ts): for every setup the page can write — the starter deck or a
 * deck of the library read by shape, hero classes of the corpus — that must be the very state
 * `initDuel` deals, and what a shape cannot say must still be refused.
 */
import { SetupError } from "@core/engine";
import { type Deck, initDuel, STARTER_DECK } from "@engines/lgc-tcg";
import { describe, expect, test } from "vitest";
import { heroClasses } from "../src/tcg/data.js";
import { parseLibraryDeck } from "../src/tcg/deck-store.js";
import { newGame } from "../src/tcg-duel/start.js";

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
