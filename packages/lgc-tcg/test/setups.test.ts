import { SetupError } from "@core/engine";
import { describe, expect, it } from "vitest";
import {
  BUNDLED_CORPUS,
  type CardDef,
  engine,
  MAX_DECK,
  parseReplay,
  runReplay,
  type Setup,
} from "../src/index.js";

function errorOf(setup: unknown): SetupError {
  try {
    engine.init(setup as Setup);
  } catch (error) {
    if (error instanceof SetupError) return error;
    throw error;
  }
  throw new Error("init accepted the setup");
}

const grunt: CardDef = { id: "grunt", type: "CREATURE", cost: 1, atk: 2, hp: 2, keywords: [], abilities: [] };
/** A creature whose battlecry summons a token: `cards` with an ability that references the corpus. */
const caller: CardDef = {
  id: "caller",
  type: "CREATURE",
  cost: 1,
  atk: 1,
  hp: 1,
  keywords: ["TAUNT"],
  subtypes: [],
  abilities: [
    {
      trigger: "ON_PLAY",
      condition: null,
      action: "SUMMON",
      target: { side: "ALLY", kind: "HERO", scope: "SELF" },
      params: { token: "grunt", count: 1 },
    },
  ],
};
const bolt: CardDef = {
  id: "bolt",
  type: "SPELL",
  cost: 1,
  abilities: [
    {
      trigger: "ON_PLAY",
      condition: null,
      action: "DEAL_DAMAGE",
      target: { side: "ENEMY", kind: "ANY", scope: "CHOSEN" },
      params: { amount: 2 },
    },
  ],
};
const small = (
  deck: Setup["players"][0]["deck"],
  cards: readonly CardDef[] = [grunt, caller, bolt],
): Setup => ({
  seed: 7,
  cards,
  players: [
    { heroClass: "MAGE", deck },
    { heroClass: "WARRIOR", deck: ["grunt", "bolt", "caller"] },
  ],
});

describe("setups (issue 13 §3; hostile setups: the engine suite's checkSetups)", () => {
  it("reads a key set to undefined as absent, as JSON would (found by the property above)", () => {
    const withUndefined = small(
      ["caller", "bolt", "grunt"],
      [{ ...grunt, cost: undefined } as CardDef, caller, bolt],
    );
    const { cost: _cost, ...gruntWithoutCost } = grunt;
    const without = small(["caller", "bolt", "grunt"], [gruntWithoutCost as CardDef, caller, bolt]);
    const state = engine.init(withUndefined);
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
    expect(state).toEqual(engine.init(without));
    expect(Object.hasOwn(state.cards.grunt ?? {}, "cost")).toBe(false);
  });

  it("refuses prototype keys as hero classes and card ids, with a clear message", () => {
    for (const heroClass of ["__proto__", "toString", "constructor"]) {
      const e = errorOf({
        seed: 1,
        players: [
          { heroClass, deck: [] },
          { heroClass: "MAGE", deck: [] },
        ],
      });
      expect(e.pointer).toBe("/players/0/heroClass");
      expect(e.message).toMatch(/must be one of \["WARRIOR"/);
    }
    expect(errorOf(small(["__proto__"])).pointer).toBe("/players/0/deck/0");
    const inherited = errorOf(small(["constructor"]));
    expect(inherited.pointer).toBe("/players/0/deck/0");
    expect(inherited.message).toBe('/players/0/deck/0: unknown card "constructor"');
    const pinned = errorOf({ ...small(["constructor"]), versions: { constructor: 1 } });
    expect(pinned.message).toBe('/players/0/deck/0: unknown card "constructor" version 1');
  });

  it("checks card definitions deep inside: wrong types and unknown effects are refused", () => {
    const oops = errorOf(small(["grunt"], [{ ...grunt, abilities: "oops" as never }]));
    expect(oops.pointer).toBe("/cards/0/abilities");
    const unknown = {
      ...bolt,
      abilities: [{ ...bolt.abilities?.[0], action: "EXPLODE" }],
    } as unknown as CardDef;
    expect(errorOf(small(["bolt"], [unknown])).pointer).toBe("/cards/0/abilities/0/action");
    const noHp = { id: "ghost", type: "CREATURE", cost: 1, atk: 1 } as CardDef;
    expect(errorOf(small(["ghost"], [noHp])).pointer).toBe("/cards/0/hp");
    const badToken = {
      ...caller,
      abilities: [{ ...caller.abilities?.[0], params: { token: "nobody", count: 1 } }],
    };
    const e = errorOf(small(["caller"], [grunt, badToken as CardDef, bolt]));
    expect(e.pointer).toBe("/cards/1");
    expect(e.message).toMatch(/unknown token "nobody"/);
  });

  it("bounds decks before building them: a count of 1e9 costs nothing", () => {
    const huge = errorOf(small([{ cardId: "grunt", version: 1, count: 1e9 }]));
    expect(huge.pointer).toBe("/players/0/deck/0/count");
    const infinite = errorOf(small([{ cardId: "grunt", version: 1, count: Number.POSITIVE_INFINITY }]));
    expect(infinite.pointer).toBe("/players/0/deck/0/count");
    // Each entry within bounds, the sum not: refused at the deck, before expanding it.
    const entry = { cardId: "grunt", version: 1, count: 60 };
    const tooMany = errorOf(small({ cards: [entry, entry] }));
    expect(tooMany.pointer).toBe("/players/0/deck/cards");
    expect(tooMany.message).toMatch(`at most ${MAX_DECK} cards; this one has 120`);
    expect(errorOf(small(new Array(MAX_DECK + 1).fill("grunt"))).pointer).toBe("/players/0/deck");
    expect(engine.init(small(new Array(MAX_DECK).fill("grunt"))).players.A.deck).toHaveLength(MAX_DECK - 3);
  });

  it("checks a corpus given in the setup, and accepts the bundled one", () => {
    const players = small(["crea_gorak_forgeron"]).players;
    expect(engine.init({ seed: 1, corpus: BUNDLED_CORPUS, players: [players[0], players[0]] }).phase).toBe(
      "mulligan",
    );
    const cards = { ...BUNDLED_CORPUS.cards, "crea_gorak_forgeron.v2": { id: "crea_gorak_forgeron" } };
    expect(errorOf({ seed: 1, corpus: { ...BUNDLED_CORPUS, cards }, players }).pointer).toBe(
      "/corpus/cards/crea_gorak_forgeron.v2/set",
    );
    const latest = { ...BUNDLED_CORPUS.latest, crea_gorak_forgeron: 9 };
    expect(errorOf({ seed: 1, corpus: { ...BUNDLED_CORPUS, latest }, players }).pointer).toBe(
      "/corpus/latest/crea_gorak_forgeron",
    );
    const heroes = { ...BUNDLED_CORPUS.heroes, MAGE: BUNDLED_CORPUS.heroes.WARRIOR };
    expect(errorOf({ seed: 1, corpus: { ...BUNDLED_CORPUS, heroes }, players }).pointer).toBe(
      "/corpus/heroes/MAGE",
    );
  });

  it("validates a replay's setup with the same schema", () => {
    const replay = parseReplay({ setup: small(["grunt", "bolt"]), actions: [] });
    expect(runReplay(replay).state.phase).toBe("mulligan");
    expect(() =>
      parseReplay({ setup: small([{ cardId: "grunt", version: 1, count: 1e9 }]), actions: [] }),
    ).toThrow(/\/setup\/players\/0\/deck\/0\/count/);
  });
});
