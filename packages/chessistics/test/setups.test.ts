import { SetupError } from "@core/engine";
import { describe, expect, it } from "vitest";
import { engine, LEVELS, type Level } from "../src/index.js";

function pointerOf(setup: unknown): string {
  try {
    engine.init(setup as never);
  } catch (error) {
    if (error instanceof SetupError) return error.pointer;
    throw error;
  }
  throw new Error("init accepted the setup");
}

const col = LEVELS[2] as Level;
/** Level 3 split into two missions, with par turns: every optional field present. */
const missions: Level = {
  ...col,
  id: "col-missions",
  demands: col.demands.map((d, i) => ({ ...d, mission: i + 1, parTurns: 20 })),
};

describe("setup bounds (issue 13 §3; hostile setups: the engine suite's checkSetups)", () => {
  it("states its bounds in the schema: names, ids, counts, amounts, lists", () => {
    const at = (level: object) => pointerOf({ level: { ...missions, ...level } });
    expect(at({ name: "n".repeat(101) })).toBe("/level/name");
    expect(at({ id: "x".repeat(65) })).toBe("/level/id");
    expect(at({ pieces: [{ type: "rook", count: 1e9 }] })).toBe("/level/pieces/0/count");
    expect(at({ demands: [{ ...missions.demands[0], amount: 1e10 }] })).toBe("/level/demands/0/amount");
    expect(at({ demands: [{ ...missions.demands[0], amount: Number.POSITIVE_INFINITY }] })).toBe(
      "/level/demands/0/amount",
    );
    expect(at({ walls: new Array(100_001).fill({ x: 0, y: 5 }) })).toBe("/level/walls");
    // Five types at five levels, and one more: each item is valid, the list is too long.
    const stock = ["pawn", "rook", "bishop", "knight", "queen"].flatMap((type) =>
      [1, 2, 3, 4, 5].map((level) => ({ type, level, count: 1 })),
    );
    stock.push({ type: "pawn", level: 1, count: 1 });
    expect(at({ pieces: stock })).toBe("/level/pieces");
  });
});
