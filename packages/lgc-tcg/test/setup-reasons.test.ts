import { SetupError } from "@core/engine";
import { describe, expect, it } from "vitest";
import { deal, init, isSetupReason, type Setup } from "../src/index.js";

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

const duel = (a: Setup["players"][0]["deck"], b: Setup["players"][0]["deck"] = []): Setup => ({
  seed: 1,
  players: [
    { heroClass: "PALADIN", deck: a },
    { heroClass: "MAGE", deck: b },
  ],
});
describe("a refused setup says why in a code (RULES.md §2.1)", () => {
  // init's schema refuses these shapes first (reason schema); deal, which trusts the shape, names
  // them (the engine suite documents them as defensive for init).
  it("unknown-hero-class, unknown-rule and invalid-rule: the cases deal names", () => {
    const cases = [
      [
        () => deal({ seed: 1, players: [{ heroClass: "BARD", deck: [] }, duel([]).players[1]] }),
        "unknown-hero-class",
        "/players/0/heroClass",
      ],
      [() => deal({ ...duel([]), rules: { manaCap: 8 } as never }), "unknown-rule", "/rules/manaCap"],
      [() => deal({ ...duel([]), rules: { heroHp: 0 } }), "invalid-rule", "/rules/heroHp"],
    ] as const;
    for (const [build, reason, at] of cases) {
      const error = refusal(build);
      expect([error.reason, error.pointer]).toEqual([reason, at]);
      expect(error.message).toBe(`${error.pointer}: ${error.detail}`);
    }
  });

  it("tells a card it has not from a version it has not", () => {
    expect(refusal(() => init(duel(["crea_personne"]))).reason).toBe("unknown-card");
    expect(
      refusal(() => init({ ...duel(["crea_gorak_forgeron"]), versions: { crea_gorak_forgeron: 9 } })).reason,
    ).toBe("unknown-card-version");
  });

  it("the guard knows the list and nothing else", () => {
    expect(isSetupReason("unknown-card")).toBe(true);
    expect(isSetupReason("toString")).toBe(false);
  });
});
