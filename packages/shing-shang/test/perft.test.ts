import { describe, expect, it } from "vitest";
import { engine, perft } from "../src/index.js";

// Perft counts worked out by hand (the kits check legal action sets; they cannot call perft).
describe("perft from the opening", () => {
  const opening = engine.init({});
  it("depth 1 is red's 46 actions (conformance/shing-shang/legal-actions.kit.json)", () => {
    expect(perft(opening, 1)).toBe(46);
  });
  it("depth 2 is 46 × 46 = 2116: the armies cannot meet within two plies, so blue always has its 46", () => {
    expect(perft(opening, 2)).toBe(2116);
  });
});
