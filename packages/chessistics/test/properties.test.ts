import { fc } from "@core/engine/testing";
import { describe, expect, it } from "vitest";
import { engine, legalActions, piecesOf, type State, terrainOf } from "../src/index.js";
import { chooseAction, reachableStateArb } from "../src/testing.js";
import { cargoAccounted, fleet } from "./invariants.js";

describe("invariants over reachable states", { timeout: 60_000 }, () => {
  const reachable = reachableStateArb(60);

  it("conserves cargo: produced = carried + buffered + delivered + overwritten + destroyed + removed", () => {
    fc.assert(
      fc.property(reachable, ({ state }) => cargoAccounted(state)),
      { numRuns: 100 },
    );
  });

  it("leaves no two pieces on one cell after a turn", () => {
    fc.assert(
      fc.property(reachable, ({ state }) => {
        if (state.phase !== "running") return true;
        const after = engine.reduce(state, { type: "tick" }).state as State;
        const pieces = piecesOf(after);
        return new Set(pieces.map((p) => p.at)).size === pieces.length;
      }),
      { numRuns: 100 },
    );
  });

  it("keeps stock + board constant per type and level, but for what a new mission adds", () => {
    fc.assert(
      fc.property(reachable, fc.array(fc.nat(), { maxLength: 30 }), ({ state }, choices) => {
        const before = fleet(state);
        let s = state;
        for (const c of choices) {
          const action = chooseAction(s, c);
          if (action === undefined) break;
          s = engine.reduce(s, action).state as State;
        }
        expect(fleet(s)).toEqual(before);
      }),
      { numRuns: 100 },
    );
  });

  it("moves every piece between its two ends only, never onto a wall, a building or a hidden cell", () => {
    fc.assert(
      fc.property(reachable, ({ state }) => {
        const blockedCells = new Set([
          ...state.walls,
          ...state.productions.map((p) => p.at),
          ...state.demands.map((d) => d.at),
        ]);
        for (const p of piecesOf(state)) {
          expect([p.from, p.to]).toContain(p.at);
          expect(p.target).toBe(p.at === p.from ? p.to : p.from);
          expect(blockedCells.has(p.at)).toBe(false);
          // Routes lie on the board as it was when placed, and the board only grows (seed §7.6).
          expect(terrainOf(state, p.from)).not.toBe("hidden");
          expect(terrainOf(state, p.to)).not.toBe("hidden");
        }
        for (const p of state.productions) if (terrainOf(state, p.at) === "hidden") expect(p.buffer).toBe(0);
      }),
      { numRuns: 100 },
    );
  });

  it("never lowers a demand's counter and keeps turns counting up by one", () => {
    fc.assert(
      fc.property(reachable, ({ state }) => {
        if (state.phase !== "running") return true;
        const after = engine.reduce(state, { type: "tick" }).state as State;
        expect(after.turn).toBe(state.turn + 1);
        for (const [i, d] of after.demands.entries()) {
          expect(d.received).toBeGreaterThanOrEqual(state.demands[i]!.received);
        }
      }),
      { numRuns: 100 },
    );
  });

  it("offers only actions reduce accepts", () => {
    fc.assert(
      fc.property(reachable, ({ state }) => {
        for (const action of legalActions(state)) {
          const t = engine.reduce(state, action);
          expect(t.events.some((e) => e.type === "rejected")).toBe(false);
        }
      }),
      { numRuns: 40 },
    );
  });
});
