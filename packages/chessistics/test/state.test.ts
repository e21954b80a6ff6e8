import { describe, expect, it } from "vitest";
import { engine, type Piece, type PieceTree, parseState, type State } from "../src/index.js";

/** The reason and pointer of a refused state; fails the test when the state is accepted. */
function refusal(input: unknown): { reason: string | undefined; pointer: string } {
  const parsed = parseState(input);
  if (parsed.ok) throw new Error("the state was accepted");
  return { reason: parsed.error.reason, pointer: parsed.error.pointer };
}

const inconsistent = (pointer: string) => ({ reason: "inconsistent", pointer });

const pawn = (id: number, file: string): Piece => ({
  id,
  type: "pawn",
  level: 1,
  from: `${file}1`,
  to: `${file}2`,
  at: `${file}1`,
  target: `${file}2`,
  cargo: null,
});

/** An empty 8×17 yard with `pieces` standing on rank 1 of files a–h (the pieces-tree kit's). */
function yard(pieces: PieceTree, count: number): State {
  const base = engine.init({
    level: {
      id: "yard",
      name: "Yard",
      width: 8,
      height: 17,
      productions: [{ x: 0, y: 16, name: "S", cargo: "wood", amount: 1 }],
      demands: [{ x: 7, y: 16, name: "D", cargo: "wood", amount: 1 }],
      walls: [],
      pieces: [{ type: "pawn", count: 40 }],
    },
  });
  const visited = [...base.tracking.visited];
  visited[0] = "1".repeat(count).padEnd(8, "0");
  if (count === 0) return base;
  return {
    ...base,
    pieces,
    nextId: 9,
    tracking: { ...base.tracking, maxPieces: count, cells: count, visited },
  };
}

/** The yard with two pawns placed (b1→b2 and c1→c2). */
function twoPawns(): State {
  let state = yard([], 0);
  for (const action of [
    { type: "place", piece: "pawn", from: "b1", to: "b2" },
    { type: "place", piece: "pawn", from: "c1", to: "c2" },
  ] as const) {
    const t = engine.reduce(state, action);
    expect(t.events[0]?.type).toBe("placed");
    state = t.state;
  }
  return state;
}

describe("parseState (RULES.md §11)", () => {
  it("refuses what the schema refuses, at its pointer", () => {
    const state = twoPawns();
    expect(refusal({ ...state, turn: -1 })).toEqual({ reason: "schema", pointer: "/turn" });
    expect(refusal({ ...state, pieces: [{ ...pawn(1, "b"), type: "king" }] })).toEqual({
      reason: "schema",
      pointer: "/pieces/0/type",
    });
    expect(refusal({ ...state, walls: ["A1"] })).toEqual({ reason: "schema", pointer: "/walls/0" });
  });

  it("refuses a malformed pieces tree, never throwing on it", () => {
    const [a, b, c] = [pawn(1, "a"), pawn(2, "b"), pawn(3, "c")];
    expect(parseState(yard([[a, b], [c]], 3)).ok).toBe(true);
    expect(parseState(yard([[a], [[b], [c]]], 3)).ok).toBe(true); // uneven depths are accepted
    // Arrays mixing pieces and arrays: no PieceTree, written as JSON would bring them.
    const mixed = (tree: unknown) => tree as PieceTree;
    expect(refusal(yard(mixed([a, [b]]), 2))).toEqual(inconsistent("/pieces"));
    expect(refusal(yard(mixed([[a], [b, [c]]]), 3))).toEqual(inconsistent("/pieces/1"));
    expect(refusal(yard([[a], []], 1))).toEqual(inconsistent("/pieces/1"));
    expect(refusal(yard([[b], [a]], 2))).toEqual(inconsistent("/pieces/1/0/id"));
    expect(refusal(yard([a, { ...b, id: 1 }], 2))).toEqual(inconsistent("/pieces/1/id"));
    expect(refusal({ ...yard([a, b], 2), nextId: 2 })).toEqual(inconsistent("/pieces/1/id"));
    // Nested past any tree the engine builds: refused before the schema recurses into it.
    let deep: unknown = [a];
    for (let k = 0; k < 100_000; k++) deep = [deep];
    expect(refusal(yard(deep as PieceTree, 1)).reason).toBe("schema");
  });

  it("refuses pieces that stand where no piece can", () => {
    const state = twoPawns();
    const [first, second] = state.pieces as readonly Piece[];
    const withPiece = (piece: Partial<Piece>) => ({ ...state, pieces: [first, { ...second!, ...piece }] });
    expect(refusal(withPiece({ at: "h9" }))).toEqual(inconsistent("/pieces/1/at"));
    expect(refusal(withPiece({ at: "c3" }))).toEqual(inconsistent("/pieces/1/at"));
    expect(refusal(withPiece({ to: "c4", target: "c4" }))).toEqual(inconsistent("/pieces/1/to"));
    expect(refusal(withPiece({ target: "c1" }))).toEqual(inconsistent("/pieces/1/target"));
    expect(refusal(withPiece({ from: "b1", to: "b2", at: "b1", target: "b2" }))).toEqual(
      inconsistent("/pieces/1/at"),
    );
  });

  it("refuses counters and lists out of step with each other", () => {
    const state = twoPawns();
    expect(refusal({ ...state, walls: ["a1", "a1"] })).toEqual(inconsistent("/walls/1"));
    expect(refusal({ ...state, mission: 2 })).toEqual(inconsistent("/mission"));
    expect(refusal({ ...state, phase: "complete" })).toEqual(inconsistent("/missions/0/status"));
    expect(refusal({ ...state, stock: [...state.stock].reverse().concat(state.stock) })).toEqual(
      inconsistent("/stock/1"),
    );
    expect(refusal({ ...state, tracking: { ...state.tracking, cells: 7 } })).toEqual(
      inconsistent("/tracking/cells"),
    );
    expect(refusal({ ...state, ledger: { ...state.ledger, produced: 3 } })).toEqual(
      inconsistent("/ledger/produced"),
    );
  });
});
