/**
 * Setup reasons (RULES.md, Setup and levels). Each reason's case, reasons given to hostile setups
 * and RULES.md naming each are the engine suite's (test/suite.test.ts); here, the shapes that
 * are all `schema` and the reason guards.
 */
import { SetupError } from "@core/engine";
import { describe, expect, it } from "vitest";
import { engine, isPigmentRefusal, isPigmentSetupReason } from "../src/index.js";

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

describe("a refused setup says why in a code (RULES.md, Setup and levels)", () => {
  it("the setup's own shape is refused as schema: not an object, another key, a level of another type", () => {
    expect(refusal(7).reason).toBe("schema");
    expect(refusal({ level: 1, x: 1 }).reason).toBe("schema");
    expect(refusal({ level: "1" }).reason).toBe("schema");
  });

  it("the guards know the lists and nothing else", () => {
    expect(isPigmentSetupReason("nothing-to-play")).toBe(true);
    expect(isPigmentRefusal("not-floor")).toBe(true);
    expect(isPigmentRefusal("toString")).toBe(false);
    expect(isPigmentSetupReason("inconsistent")).toBe(false);
  });
});
