import { checkRandomSimulation } from "@core/engine/testing";
import { describe, it } from "vitest";
import { engine } from "../src/index.js";
import { setupArb } from "../src/testing.js";
import { invariant } from "./invariants.js";

describe("random simulation with CONCEDE (the engine suite plays without it)", () => {
  it("accepts CONCEDE from either player at any point", () => {
    checkRandomSimulation(engine, { setups: setupArb, maxSteps: 40, numRuns: 20, invariant });
  });
});
