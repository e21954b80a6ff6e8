import { readFileSync } from "node:fs";
import { SetupError } from "@core/engine";
import { adversarialSetups, fc } from "@core/engine/testing";
import { describe, expect, it } from "vitest";
import {
  engine,
  isShingShangSetupReason,
  type Kind,
  type Piece,
  SHING_SHANG_SETUP_REASONS,
  type ShingShangSetupReason,
  type Side,
} from "../src/index.js";

/** The error `init` throws for `setup`; fails the test when it builds a state. */
function refusal(setup: unknown): SetupError {
  try {
    engine.init(setup as never);
  } catch (error) {
    if (error instanceof SetupError) return error;
    throw error;
  }
  throw new Error("the setup was accepted");
}

const piece = (side: Side, kind: Kind): Piece => ({ side, kind });
/** One dragon a side, far from the portals (red's e2 f2, blue's e9 f9). */
const dragons = { b1: piece("red", "dragon"), b10: piece("blue", "dragon") };
const position = (pieces: Record<string, Piece>) => ({
  position: { pieces: { ...dragons, ...pieces }, turn: "red" },
});

/** Each reason, from the case it names, with the pointer it is given at. */
const CASES: Record<ShingShangSetupReason, { readonly setup: unknown; readonly at: string }> = {
  schema: { setup: { maxPlies: 0 }, at: "/maxPlies" },
  "off-board": { setup: position({ a1: piece("red", "lion") }), at: "/position/pieces/a1" },
  "on-portal": { setup: position({ e9: piece("red", "monkey") }), at: "/position/pieces/e9" },
  "own-portal": { setup: position({ e2: piece("red", "dragon") }), at: "/position/pieces/e2" },
  "already-won": { setup: position({ f9: piece("red", "dragon") }), at: "/position/pieces/f9" },
  "too-many-pieces": {
    setup: position({ c1: piece("blue", "dragon"), d1: piece("blue", "dragon") }),
    at: "/position/pieces",
  },
  "no-dragon": {
    setup: { position: { pieces: { b1: piece("red", "dragon") }, turn: "red" } },
    at: "/position/pieces",
  },
};

describe("a refused setup says why in a code (RULES.md §2.1)", () => {
  for (const reason of SHING_SHANG_SETUP_REASONS)
    it(`${reason}: the case it names`, () => {
      const error = refusal(CASES[reason].setup);
      expect(error.reason).toBe(reason);
      expect(error.pointer).toBe(CASES[reason].at);
      expect(error.message).toBe(`${error.pointer}: ${error.detail}`);
    });

  it("gives every refusal one of its documented reasons, whatever the setup", () => {
    fc.assert(
      fc.property(
        adversarialSetups([{}, position({ c3: piece("red", "lion"), h8: piece("blue", "monkey") })]),
        (setup) => {
          try {
            engine.init(setup as never);
          } catch (error) {
            if (!(error instanceof SetupError)) throw error;
            expect(isShingShangSetupReason(error.reason), `${error.reason}: ${error.message}`).toBe(true);
          }
        },
      ),
      { numRuns: 300, seed: 18 },
    );
  });

  it("lists every reason in RULES.md", () => {
    const rules = readFileSync(new URL("../RULES.md", import.meta.url), "utf8");
    for (const reason of SHING_SHANG_SETUP_REASONS) expect(rules).toContain(`\`${reason}\``);
    expect(isShingShangSetupReason("no-dragon")).toBe(true);
    expect(isShingShangSetupReason("toString")).toBe(false);
  });
});
