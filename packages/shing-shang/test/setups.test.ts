import { SetupError } from "@core/engine";
import { checkSetups, fc } from "@core/engine/testing";
import { describe, expect, it } from "vitest";
import { engine, STANDARD_POSITION } from "../src/index.js";
import { positionArbitrary } from "../src/testing.js";

function pointerOf(setup: unknown): string {
  try {
    engine.init(setup as never);
  } catch (error) {
    if (error instanceof SetupError) return error.pointer;
    throw error;
  }
  throw new Error("init accepted the setup");
}

describe("setups never crash (issue 13 §3)", () => {
  it("init accepts a setup or throws a SetupError with a pointer, whatever it is given", () => {
    const valid = [
      {},
      { maxPlies: 50 },
      { position: STANDARD_POSITION, maxPlies: 300 },
      ...fc.sample(positionArbitrary(), { numRuns: 6, seed: 13 }).map((position) => ({ position })),
    ];
    checkSetups(engine, valid, { numRuns: 500, steps: 12 });
  });

  it("states its bounds in the schema and refuses prototype keys as squares", () => {
    expect(pointerOf({ maxPlies: 1_000_001 })).toBe("/maxPlies");
    expect(pointerOf({ maxPlies: Number.POSITIVE_INFINITY })).toBe("/maxPlies");
    const pieces = JSON.parse('{"__proto__": {"side": "red", "kind": "dragon"}}');
    expect(pointerOf({ position: { pieces, turn: "red" } })).toBe("/position/pieces");
    expect(
      pointerOf({ position: { pieces: { constructor: { side: "red", kind: "dragon" } }, turn: "red" } }),
    ).toBe("/position/pieces");
  });
});
