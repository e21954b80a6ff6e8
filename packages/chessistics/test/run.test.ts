import { describe, expect, it } from "vitest";
import { LEVELS, parsePlacements, run } from "../src/index.js";

const level1 = LEVELS[0]!;
/** Level 1's chain of two Tours: b1 ↔ d1 picks at the Scierie, f2 ↔ d2 takes over on d2. */
const chain = [
  { piece: "rook", from: "b1", to: "d1" },
  { piece: "rook", from: "f2", to: "d2" },
] as const;

describe("run: playing placements to the end", () => {
  it("proves a network that never delivers never completes, with its cycle", () => {
    // A Tour shuttling b2 ↔ c2 touches neither the Scierie (a1) nor the Dépôt (f1).
    const result = run(level1, [{ piece: "rook", from: "b2", to: "c2" }]);
    expect(result.status).toBe("never-completes");
    if (result.status !== "never-completes") return;
    // Turn 0 (no buffer) and turn 1 differ in the buffer; from turn 1 the state repeats every 2 turns.
    expect(result.cycleStart).toBe(1);
    expect(result.cycleLength).toBe(2);
    expect(result.deliveriesPerCycle).toEqual([
      { demand: "f1", name: "Dépôt Royal", cargo: "wood", perCycle: 0, received: 0, amount: 3 },
    ]);
  });

  it("detects a starved demand even while another one is fed", () => {
    // Level 2 with only the Depot chain of the solution: one delivery per 2-turn cycle for the
    // Depot (first seen after turn 1, again after turn 3 with one more delivery), none for the Caserne.
    const result = run(LEVELS[1]!, [
      { piece: "rook", from: "b1", to: "d1" },
      { piece: "rook", from: "f2", to: "d2" },
    ]);
    expect(result.status).toBe("never-completes");
    if (result.status !== "never-completes") return;
    expect(result.deliveriesPerCycle.map((d) => [d.name, d.perCycle])).toEqual([
      ["Dépôt Royal", 1],
      ["Caserne", 0],
    ]);
    expect(result).toMatchObject({ cycleStart: 1, cycleLength: 2 });
  });

  it("takes a built-in level by number", () => {
    // Level 1's chain of two (data/chessistics/solutions/level_01.json): deliveries on turns 3, 5, 7.
    expect(run(1, chain)).toMatchObject({ status: "complete", turns: 7 });
    expect(() => run(9, [])).toThrow("no built-in level 9");
  });

  it("reports a refused placement with its index", () => {
    const result = run(level1, [
      { piece: "rook", from: "b1", to: "c1" },
      { piece: "rook", from: "b1", to: "b2" },
    ]);
    expect(result).toMatchObject({ status: "rejected", placement: 1, reason: "occupied" });
  });

  it("places pieces after the turn they name", () => {
    // The chain arrives after 4 idle turns: it completes 4 turns later than in the plain solution.
    const result = run(
      level1,
      chain.map((p) => ({ ...p, afterTurn: 4 })),
    );
    expect(result).toMatchObject({
      status: "complete",
      turns: 11,
      missions: [{ pieces: 2, turns: 11, cells: 4 }],
    });
  });

  it("stops at maxTurns", () => {
    // Same Tour placed after 50 turns, with a 20-turn limit.
    const result = run(level1, [{ piece: "rook", from: "b1", to: "c1", afterTurn: 50 }], { maxTurns: 20 });
    expect(result).toMatchObject({ status: "max-turns", turns: 20 });
  });

  it("rejects placements files out of turn order, naming the pointer", () => {
    const data = {
      placements: [
        { piece: "rook", from: "b1", to: "c1", afterTurn: 3 },
        { piece: "rook", from: "b3", to: "c3", afterTurn: 1 },
      ],
    };
    expect(() => parsePlacements(data, "p.json")).toThrow("p.json: /placements/1/afterTurn");
    expect(() =>
      parsePlacements({ placements: [{ piece: "king", from: "a1", to: "a2" }] }, "p.json"),
    ).toThrow("p.json: /placements/0/piece");
  });
});
