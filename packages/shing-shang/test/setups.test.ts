import { SetupError } from "@core/engine";
import { describe, expect, it } from "vitest";
import { engine } from "../src/index.js";

function pointerOf(setup: unknown): string {
  try {
    engine.init(setup as never);
  } catch (error) {
    if (error instanceof SetupError) return error.pointer;
    throw error;
  }
  throw new Error("init accepted the setup");
}

describe("setup bounds (issue 13 §3; hostile setups: the engine suite's checkSetups)", () => {
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
