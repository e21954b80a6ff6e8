import { SetupError } from "@core/engine";
import { describe, expect, it } from "vitest";
import { engine, MAPS, type Setup } from "../src/index.js";

function errorOf(setup: unknown): SetupError {
  try {
    engine.init(setup as never);
  } catch (error) {
    if (error instanceof SetupError) return error;
    throw error;
  }
  throw new Error("init accepted the setup");
}

const duel = MAPS.duel;

describe("setups (issue 13 §3; hostile setups: the engine suite's checkSetups)", () => {
  it("refuses ids that name Object.prototype members: they key the state's plain objects", () => {
    for (const id of ["__proto__", "constructor", "toString"]) {
      const asPlayer: Setup = { ...duel, players: [id, "south"] };
      expect(errorOf(asPlayer).pointer).toBe("/players/0");
      expect(errorOf(asPlayer).message).toMatch(/must not be one of/);
      const planets = duel.map.planets.map((p, i) => (i === 0 ? { ...p, id } : p));
      expect(errorOf({ ...duel, map: { ...duel.map, planets } }).pointer).toBe("/map/planets/0/id");
    }
  });

  it("keeps the state plain JSON when a JavaScript caller writes undefined for a default", () => {
    const planets = duel.map.planets.map((p) => ({ ...p, production: undefined }));
    const orders = { north: [{ unit: "n1", order: "control", target: undefined }] };
    const state = engine.init({ ...duel, map: { ...duel.map, planets }, orders } as Setup);
    expect(JSON.parse(JSON.stringify(state))).toStrictEqual(state);
  });

  it("states its bounds in the schema: names, lists, turns", () => {
    expect(errorOf({ ...duel, options: { maxTurns: 1e9 } }).pointer).toBe("/options/maxTurns");
    expect(errorOf({ ...duel, map: { ...duel.map, name: "n".repeat(101) } }).pointer).toBe("/map/name");
    expect(errorOf({ ...duel, options: { fallbackFactor: `${" ".repeat(30)}2/3` } }).pointer).toBe(
      "/options/fallbackFactor",
    );
    const many = new Array(1_000_001).fill(duel.units[0]);
    expect(errorOf({ ...duel, units: many }).pointer).toBe("/units");
  });
});
