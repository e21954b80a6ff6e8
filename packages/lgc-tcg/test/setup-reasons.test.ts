import { readFileSync } from "node:fs";
import { SetupError } from "@core/engine";
import { adversarialSetups, fc } from "@core/engine/testing";
import { describe, expect, it } from "vitest";
import {
  BUNDLED_CORPUS,
  deal,
  init,
  isSetupReason,
  SETUP_REASONS,
  type Setup,
  type SetupReason,
  STARTER_DECK,
} from "../src/index.js";

/** The error `build` throws; fails the test when it builds a state. */
function refusal(build: () => unknown): SetupError {
  try {
    build();
  } catch (error) {
    if (error instanceof SetupError) return error;
    throw error;
  }
  throw new Error("the setup was accepted");
}

const gorak = (version: number, count = 1) => ({ cardId: "crea_gorak_forgeron", version, count });
const duel = (a: Setup["players"][0]["deck"], b: Setup["players"][0]["deck"] = []): Setup => ({
  seed: 1,
  players: [
    { heroClass: "PALADIN", deck: a },
    { heroClass: "MAGE", deck: b },
  ],
});
const withCorpus = (corpus: Partial<typeof BUNDLED_CORPUS>): Setup => ({
  ...duel([gorak(2)]),
  corpus: { ...BUNDLED_CORPUS, ...corpus },
});

/** Each reason, from the case it names, with the pointer it is given at. */
const CASES: Record<SetupReason, { readonly setup: () => unknown; readonly at: string }> = {
  schema: { setup: () => init({ seed: 1, players: [] } as unknown as Setup), at: "/players" },
  "deck-too-large": {
    setup: () => init(duel({ cards: [gorak(2, 60), gorak(2, 60)] })),
    at: "/players/0/deck/cards",
  },
  // `init`'s schema knows the 13 classes; `deal` (which trusts the shape) meets an unknown one.
  "unknown-hero-class": {
    setup: () => deal({ seed: 1, players: [{ heroClass: "BARD", deck: [] }, duel([]).players[1]] }),
    at: "/players/0/heroClass",
  },
  "unknown-power-version": {
    setup: () => init({ ...duel([]), versions: { PALADIN: 7 } }),
    at: "/versions/PALADIN",
  },
  "unknown-card": {
    setup: () => init(duel([{ cardId: "crea_personne", version: 1, count: 1 }])),
    at: "/players/0/deck/0",
  },
  "unknown-card-version": { setup: () => init(duel([gorak(9)])), at: "/players/0/deck/0" },
  "two-versions": { setup: () => init(duel([gorak(1)], [gorak(2)])), at: "/players/1/deck/0" },
  "unknown-token": {
    setup: () => init({ ...duel([]), versions: { tok_disciple: 7 } }),
    at: "/players/0/heroClass",
  },
  "corpus-key": {
    setup: () =>
      init(withCorpus({ heroes: { ...BUNDLED_CORPUS.heroes, MAGE: BUNDLED_CORPUS.heroes.WARRIOR } })),
    at: "/corpus/heroes/MAGE",
  },
  "corpus-latest": {
    setup: () => init(withCorpus({ latest: { ...BUNDLED_CORPUS.latest, crea_gorak_forgeron: 9 } })),
    at: "/corpus/latest/crea_gorak_forgeron",
  },
  // `init`'s schema knows the rules' keys and bounds; `deal` checks them itself.
  "unknown-rule": {
    setup: () => deal({ ...duel([]), rules: { manaCap: 8 } as never }),
    at: "/rules/manaCap",
  },
  "invalid-rule": { setup: () => deal({ ...duel([]), rules: { heroHp: 0 } }), at: "/rules/heroHp" },
  "opening-hand-too-large": { setup: () => init({ ...duel([]), rules: { maxHand: 3 } }), at: "/rules" },
};

describe("a refused setup says why in a code (RULES.md §2.1)", () => {
  for (const reason of SETUP_REASONS)
    it(`${reason}: the case it names`, () => {
      const error = refusal(CASES[reason].setup);
      expect(error.reason).toBe(reason);
      expect(error.pointer).toBe(CASES[reason].at);
      expect(error.message).toBe(`${error.pointer}: ${error.detail}`);
    });

  it("tells a card it has not from a version it has not", () => {
    expect(refusal(() => init(duel(["crea_personne"]))).reason).toBe("unknown-card");
    expect(
      refusal(() => init({ ...duel(["crea_gorak_forgeron"]), versions: { crea_gorak_forgeron: 9 } })).reason,
    ).toBe("unknown-card-version");
  });

  it("gives every refusal one of its documented reasons, whatever the setup", () => {
    const valid = [duel(STARTER_DECK, STARTER_DECK.cards), duel([gorak(1, 2)], ["crea_gorak_forgeron"])];
    fc.assert(
      fc.property(adversarialSetups(valid), (setup) => {
        try {
          init(setup as Setup);
        } catch (error) {
          if (!(error instanceof SetupError)) throw error;
          expect(isSetupReason(error.reason), `${error.reason}: ${error.message}`).toBe(true);
        }
      }),
      { numRuns: 300, seed: 18 },
    );
  });

  it("lists every reason in RULES.md", () => {
    const rules = readFileSync(new URL("../RULES.md", import.meta.url), "utf8");
    for (const reason of SETUP_REASONS) expect(rules).toContain(`\`${reason}\``);
    expect(isSetupReason("unknown-card")).toBe(true);
    expect(isSetupReason("toString")).toBe(false);
  });
});
