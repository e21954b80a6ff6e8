import { SetupError } from "@core/engine";
import { describe, expect, it } from "vitest";
import { engine, isChessisticsRefusal, isChessisticsSetupReason } from "../src/index.js";

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

describe("a refused setup says why in a code (RULES.md §7)", () => {
  it("the setup's own shape is refused as schema: not an object, another key, a level of another type", () => {
    expect(refusal(7).reason).toBe("schema");
    expect(refusal({ level: 1, x: 1 }).reason).toBe("schema");
    expect(refusal({ level: "1" }).reason).toBe("schema");
  });

  it("the guards know the lists and nothing else", () => {
    expect(isChessisticsSetupReason("mission-gap")).toBe(true);
    expect(isChessisticsRefusal("illegal-move")).toBe(true);
    expect(isChessisticsRefusal("toString")).toBe(false);
    expect(isChessisticsSetupReason("inconsistent")).toBe(false);
  });
});
