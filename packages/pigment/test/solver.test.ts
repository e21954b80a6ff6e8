import { replay } from "@core/engine";
import { fc } from "@core/engine/testing";
import { describe, expect, it } from "vitest";
import {
  type Action,
  DIRS,
  type Dir,
  engine,
  hint,
  init,
  LEVELS,
  type Level,
  reduce,
  type State,
  solve,
  solveState,
} from "../src/index.js";
import { levelArb } from "../src/testing.js";

const rolls = (dirs: readonly Dir[]): Action[] => dirs.map((dir) => ({ type: "roll", dir }));

/**
 * Every winning line of exactly `length` rolls, by brute force through `reduce` (no solver):
 * an independent check of the solver's lengths and counts.
 */
function winningLines(level: Level, length: number): string[] {
  const lines: string[] = [];
  const walk = (state: State, path: string) => {
    if (state.phase === "won") {
      if (path.length === length) lines.push(path);
      return;
    }
    if (state.phase !== "play" || path.length === length) return;
    for (const dir of DIRS) {
      const t = reduce(state, { type: "roll", dir });
      if (t.events[0]?.type !== "rejected") walk(t.state, path + dir);
    }
  };
  walk(init({ level: { ...level, limit: length } }), "");
  return lines;
}

describe("solve: the campaign limits are the proven shortest lengths (seed line 63)", () => {
  for (const level of LEVELS) {
    it(`level ${level.number} "${level.name}": limit ${level.limit} is the shortest solution and its line wins`, () => {
      const result = solve(level, { maxDepth: 30 });
      expect(result.solved).toBe(true);
      if (!result.solved) return;
      expect(result.length).toBe(level.limit);
      expect(result.line).toHaveLength(result.length);
      const { state } = replay(engine, { level }, rolls(result.line));
      expect(state.phase).toBe("won");
    });
  }

  it("level 2 has exactly the seed's two shortest lines, level 3 only the first", () => {
    const two = solve(LEVELS[1] as Level);
    const three = solve(LEVELS[2] as Level);
    expect(two).toMatchObject({ solved: true, length: 5, count: 2 });
    expect(three).toMatchObject({ solved: true, length: 5, count: 1, line: ["E", "S", "W", "N", "E"] });
    expect(winningLines(LEVELS[1] as Level, 5).sort()).toEqual(["ESENW", "ESWNE"]);
    expect(winningLines(LEVELS[2] as Level, 5)).toEqual(["ESWNE"]);
  });

  it("brute force agrees with the solver on every campaign level: no shorter win, same count", () => {
    for (const level of LEVELS) {
      const result = solve(level);
      if (!result.solved) throw new Error(`level ${level.number} unsolved`);
      for (let n = 1; n < result.length; n++) expect(winningLines(level, n)).toEqual([]);
      expect(winningLines(level, result.length)).toHaveLength(result.count);
    }
  });

  it("level 5 cannot be won without rolling onto the sealed cell (2,0)", () => {
    const level = LEVELS[4] as Level;
    // Make (2,0) a hole so no line can land on it: the search exhausts every reachable node
    // without a win (a proof for all depths, not just within the limit).
    expect(solve({ ...level, holes: [[2, 0]] }, { maxDepth: 60 })).toMatchObject({
      solved: false,
      reason: "unsolvable",
    });
    // Whereas the real level's only shortest line ends on (2,0).
    const result = solve(level);
    expect(result).toMatchObject({ solved: true, line: ["E", "E", "E", "S", "W", "N"] });
  });

  it("agrees with brute force on random small levels", () => {
    fc.assert(
      fc.property(levelArb, (level) => {
        const depth = Math.min(level.limit, 5);
        const result = solve(level, { maxDepth: depth });
        let shortest = 0;
        let lines: string[] = [];
        for (let n = 1; n <= depth && lines.length === 0; n++) {
          lines = winningLines(level, n);
          shortest = n;
        }
        if (lines.length === 0) {
          expect(result.solved).toBe(false);
        } else {
          expect(result).toMatchObject({ solved: true, length: shortest, count: lines.length });
          if (result.solved) expect(lines).toContain(result.line.join(""));
        }
      }),
      { numRuns: 60 },
    );
  });

  it("reports unsolvable (a proof) when every reachable node is searched", () => {
    const level: Level = {
      name: "violet",
      start: [0, 0],
      limit: 10,
      marks: [{ cell: [4, 4], colour: "white" }],
    };
    // White never stays on a cell: a white face erases. The search space is finite and exhausted.
    expect(solve(level, { maxDepth: 500 })).toMatchObject({ solved: false, reason: "unsolvable" });
    expect(solve(LEVELS[3] as Level, { maxDepth: 3 })).toMatchObject({ solved: false, reason: "depth" });
    expect(solve(LEVELS[3] as Level, { maxStates: 10 })).toMatchObject({ solved: false, reason: "states" });
  });
});

describe("hint", () => {
  it("following hints from the start wins every campaign level within its limit", () => {
    for (const level of LEVELS) {
      let state = init({ level });
      for (let guard = 0; state.phase === "play" && guard < 50; guard++) {
        const dir = hint(state);
        expect(dir).not.toBeNull();
        state = reduce(state, { type: "roll", dir: dir as Dir }).state;
      }
      expect(state.phase).toBe("won");
      expect(state.spent).toBe(level.limit);
    }
  });

  it("returns null when the game is over or no completion fits in the moves left", () => {
    const won = replay(engine, { level: 1 }, rolls(["E"])).state;
    expect(hint(won)).toBeNull();
    expect(solveState(won)).toMatchObject({ solved: false, reason: "game-over" });
    // Level 2 after a wasted first roll south: four moves left, five needed at least.
    const wasted = reduce(init({ level: 2 }), { type: "roll", dir: "S" }).state;
    expect(hint(wasted)).toBeNull();
    expect(solveState(wasted, { maxDepth: 30 }).solved).toBe(true);
  });

  it("from the middle of the seed's level-3 line, suggests its next roll", () => {
    const state = replay(engine, { level: 3 }, rolls(["E", "S"])).state;
    expect(hint(state)).toBe("W");
  });
});
