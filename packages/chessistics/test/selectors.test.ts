import { describe, expect, it } from "vitest";
import {
  engine,
  fileName,
  legalActions,
  legalTargets,
  makeSquareName,
  parseSquareName,
  placementOrigins,
  renderBoard,
  type State,
} from "../src/index.js";

describe("square names", () => {
  it("go past z as aa, ab... and parse back", () => {
    expect([0, 25, 26, 27, 51, 52, 701].map(fileName)).toEqual(["a", "z", "aa", "ab", "az", "ba", "zz"]);
    for (const c of [
      { x: 0, y: 0 },
      { x: 9, y: 7 },
      { x: 63, y: 63 },
      { x: 701, y: 998 },
    ])
      expect(parseSquareName(makeSquareName(c))).toEqual(c);
    expect(parseSquareName("a0")).toBeUndefined();
    expect(parseSquareName("A1")).toBeUndefined();
    expect(parseSquareName(11)).toBeUndefined();
  });
});

describe("two-click placement support (§7.2)", () => {
  const level4 = engine.init({ level: 4 });

  it("highlights the arrivals of a Tour II from a1's neighbour, stopped by the building", () => {
    // b1 on level 4: a1 is the Scierie, so nothing to the left; two cells up and right.
    expect(legalTargets(level4, "rook", 2, "b1")).toEqual(["c1", "d1", "b2", "b3"]);
  });

  it("highlights a knight's jumps next to the central walls, never onto them", () => {
    expect(legalTargets(level4, "knight", 2, "c3")).toEqual(["b1", "d1", "a2", "e2", "a4", "b5"]);
  });

  it("offers nothing from a wall, a building or an occupied cell", () => {
    expect(legalTargets(level4, "pawn", 1, "d4")).toEqual([]);
    expect(legalTargets(level4, "pawn", 1, "a1")).toEqual([]);
    const s = engine.reduce(level4, { type: "place", piece: "pawn", from: "c3", to: "c4" }).state as State;
    expect(legalTargets(s, "pawn", 1, "c3")).toEqual([]);
  });

  it("lists the start cells: every free cell that is not a wall or building", () => {
    const origins = placementOrigins(level4, "pawn", 1);
    expect(origins).toHaveLength(64 - 4 - 4);
    expect(origins).not.toContain("a1");
    expect(origins).not.toContain("d4");
  });

  it("legal actions: tick, removals, then every placement", () => {
    const s1 = engine.init({ level: 1 });
    const actions = legalActions(s1);
    expect(actions[0]).toEqual({ type: "tick" });
    // 22 free cells: the 6×4 board minus a1 (Scierie) and f1 (Dépôt Royal).
    const placements = actions.filter((a) => a.type === "place");
    expect(placements.every((a) => a.type === "place" && a.piece === "rook" && a.level === 2)).toBe(true);
    expect(placements).toContainEqual({ type: "place", piece: "rook", level: 2, from: "b1", to: "c1" });
    expect(new Set(placements.map((a) => a.type === "place" && a.from)).size).toBe(22);
    // A Tour II on e1 has d1 and c1 to its left; f1 is the Dépôt, a building it may not enter.
    expect(placements).toContainEqual({ type: "place", piece: "rook", level: 2, from: "e1", to: "c1" });
    expect(placements).not.toContainEqual({ type: "place", piece: "rook", level: 2, from: "e1", to: "f1" });
  });
});

describe("renderBoard", () => {
  it("draws walls, buildings and pieces, upper case when loaded", () => {
    let s = engine.init({ level: 1 });
    s = engine.reduce(s, { type: "place", piece: "rook", from: "b1", to: "c1" }).state as State;
    s = engine.reduce(s, { type: "tick" }).state as State;
    expect(renderBoard(s)).toBe(
      ["4 . . . . . .", "3 . . . . . .", "2 . . . . . .", "1 S . R . . D", "  a b c d e f"].join("\n"),
    );
  });
});
