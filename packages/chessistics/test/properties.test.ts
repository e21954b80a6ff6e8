import { checkRandomSimulation, fc } from "@core/engine/testing";
import { describe, expect, it } from "vitest";
import { engine, legalActions, piecesOf, type State, terrainOf } from "../src/index.js";
import { busyActions, chooseAction, pieceTreeProblem, reachableStateArb, setupArb } from "../src/testing.js";

/**
 * Total pieces of each type+level, on the board plus in stock, less what the campaign's begun
 * missions added to the stock (seed §7.6: a mission's pieces join the stock when it begins).
 */
function fleet(state: State): Map<string, number> {
  const out = new Map<string, number>();
  const add = (key: string, n: number) => out.set(key, (out.get(key) ?? 0) + n);
  for (const e of state.stock) add(`${e.type}:${e.level}`, e.count);
  for (const p of piecesOf(state)) add(`${p.type}:${p.level}`, 1);
  for (const m of state.missions)
    if (m.status !== "pending" && m.number > 1)
      for (const e of m.stock) add(`${e.type}:${e.level}`, -e.count);
  for (const [key, n] of out) if (n === 0) out.delete(key);
  return out;
}

function cargoAccounted(state: State): boolean {
  const carried = piecesOf(state).filter((p) => p.cargo !== null).length;
  const buffered = state.productions.reduce((n, p) => n + p.buffer, 0);
  const { produced, delivered, overwritten, destroyed, removed } = state.ledger;
  return produced === carried + buffered + delivered + overwritten + destroyed + removed;
}

describe("random simulation harness", { timeout: 60_000 }, () => {
  it("keeps the engine contract (purity, totality, determinism, JSON) with rule invariants", () => {
    checkRandomSimulation(engine, {
      setups: setupArb,
      // Placements near buildings and routes, half the steps ticks: games where cargo moves.
      actions: busyActions,
      maxSteps: 80,
      numRuns: 120,
      invariant: (state) => {
        expect(cargoAccounted(state)).toBe(true);
        const pieces = piecesOf(state);
        expect(new Set(pieces.map((p) => p.at)).size).toBe(pieces.length);
        expect(pieceTreeProblem(state.pieces)).toBeNull();
        expect(state.stock.every((e) => e.count >= 0)).toBe(true);
        return true;
      },
    });
  });
});

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
