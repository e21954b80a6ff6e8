/**
 * Proofs about the built-in levels' design (issue 30), by exhaustive play through `run`:
 * level 1 needs a chain of two pieces (seed §8 niveau 1), the campaign's last three missions
 * cannot be met by one new piece, and every solution file meets its missions' par.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import {
  engine,
  legalTargets,
  type Placement,
  parsePlacements,
  placementOrigins,
  run,
  type State,
} from "../src/index.js";

const solution = (n: number) =>
  parsePlacements(
    JSON.parse(
      readFileSync(
        fileURLToPath(new URL(`../../../data/chessistics/solutions/level_0${n}.json`, import.meta.url)),
        "utf8",
      ),
    ),
  );

/** Every placement the state's stock allows, each from every free cell to each legal target. */
function everyPlacement(state: State, afterTurn: number): Placement[] {
  const out: Placement[] = [];
  for (const { type, level, count } of state.stock) {
    if (count === 0) continue;
    for (const from of placementOrigins(state, type, level))
      for (const to of legalTargets(state, type, level, from))
        out.push({ piece: type, level, from, to, afterTurn });
  }
  return out;
}

describe("level 1 needs a chain of two pieces (seed §8 niveau 1)", () => {
  it("no single Tour completes it, wherever it shuttles and whichever turn parity it starts on", () => {
    const start = engine.init({ level: 1 });
    const singles = [0, 1].flatMap((after) => everyPlacement(start, after));
    // 22 free cells, each with at least one Tour II move.
    expect(singles.length).toBeGreaterThan(44);
    for (const p of singles) expect(run(1, [p]).status, `${p.from} ↔ ${p.to}`).toBe("never-completes");
  });

  it("the solution's two links, placed out of phase, never meet", () => {
    // Tour d2 ↔ f2 starting on d2 stands on f2 whenever the first Tour waits loaded on d1.
    const result = run(1, [
      { piece: "rook", from: "b1", to: "d1" },
      { piece: "rook", from: "d2", to: "f2" },
    ]);
    expect(result.status).toBe("never-completes");
  });
});

describe("the campaign's missions 6 to 8 (La Quête du Roi)", () => {
  const campaign = solution(7);
  // The solution places each mission's pieces when the mission begins: its afterTurn.
  const begins = [29, 36, 43];

  it.each([6, 7, 8])("mission %i is not met by any one new piece", (mission) => {
    const start = begins[mission - 6]!;
    const before = campaign.placements.filter((p) => (p.afterTurn ?? 0) < start);
    const reached = run(7, before, { maxTurns: start });
    expect(reached.state.mission).toBe(mission);
    expect(reached.state.turn).toBe(start);
    const state = reached.state;
    const singles = everyPlacement(state, start);
    expect(singles.length).toBeGreaterThan(0);
    // No turn limit: `run` stops when the network's state repeats, which proves the mission is
    // never met (a mission met would let the run go on to the next one, and show its metrics).
    for (const p of singles) {
      const result = run(7, [...before, p]);
      expect(result.status).toBe("never-completes");
      expect(result.state.missions[mission - 1]!.metrics, `${p.piece} ${p.from} ↔ ${p.to}`).toBeNull();
    }
  });
});

describe("par (seed §5.3: a target, never a deadline)", () => {
  it.each([1, 2, 3, 4, 5, 6, 7])("level %i's solution meets the par of every mission that has one", (n) => {
    const result = run(n, solution(n).placements, { maxTurns: 300 });
    expect(result.status).toBe("complete");
    const missions = result.state.missions;
    for (const m of missions)
      if (m.parTurns !== null)
        expect(m.metrics!.turns, `mission ${m.number}`).toBeLessThanOrEqual(m.parTurns);
  });
});
