/**
 * Setup reasons (RULES.md §1.1). Each reason's case (turn-1 orders' included), the reasons given
 * to hostile setups and RULES.md naming each are the engine suite's (test/suite.test.ts); here,
 * reasons shared by several checks, and the reason guards.
 */
import { SetupError } from "@core/engine";
import { describe, expect, it } from "vitest";
import { engine, isDiplomaxyRefusal, isDiplomaxySetupReason, MAPS, type Setup } from "../src/index.js";

/** The error `init` throws for `setup`; fails the test when it builds a state. */
function refusal(setup: unknown): SetupError {
  try {
    engine.init(setup as Setup);
  } catch (error) {
    if (error instanceof SetupError) return error;
    throw error;
  }
  throw new Error("the setup was accepted");
}

const duel: Setup = MAPS.duel;

describe("a refused setup says why in a code (RULES.md §1.1)", () => {
  it("tells a corridor's unknown planet and an order's unknown player by the same codes", () => {
    const corridors = duel.map.corridors.map((c, i) => (i === 0 ? { ...c, a: "nowhere" } : c));
    expect(refusal({ ...duel, map: { ...duel.map, corridors } }).reason).toBe("unknown-planet");
    expect(refusal({ ...duel, orders: { east: [] } }).reason).toBe("unknown-player");
  });

  it("a refused setup's message is its pointer and its words", () => {
    const error = refusal({ ...duel, players: ["north", "north"] });
    expect(error.message).toBe(`${error.pointer}: ${error.detail}`);
  });

  it("the guards know the lists and nothing else", () => {
    expect(isDiplomaxySetupReason("corridor-loop")).toBe(true);
    expect(isDiplomaxySetupReason("toString")).toBe(false);
    expect(isDiplomaxyRefusal("already-ready")).toBe(true);
    for (const other of ["taunt", "toString", "", null]) expect(isDiplomaxyRefusal(other)).toBe(false);
  });
});
