/**
 * The pieces tree (`src/piece-tree.ts`, RULES.md §10) against a plain array of ids: appends,
 * removals and repacks in any order, from trees the engine builds and from any well-formed input
 * (flat lists of any length, oversized arrays, uneven depths), never mutating their input.
 */
import { fc } from "@core/engine/testing";
import { describe, expect, it } from "vitest";
import {
  type Action,
  engine,
  type Level,
  makeSquareName,
  pieceById,
  pieceCount,
  piecesOf,
  type State,
} from "../src/index.js";
import {
  appendToTree,
  BRANCHING,
  countPieces,
  findInTree,
  flattenTree,
  isNode,
  packPieces,
  removeFromTree,
} from "../src/piece-tree.js";
import { pieceTreeProblem } from "../src/testing.js";
import type { Piece, PieceTree } from "../src/types.js";

const piece = (id: number): Piece => ({
  id,
  type: "pawn",
  level: 1,
  from: "a1",
  to: "a2",
  at: "a1",
  target: "a2",
  cargo: null,
});

const ids = (tree: PieceTree): number[] => flattenTree(tree).map((p) => p.id);

/**
 * Freezes every array of `tree` (and its pieces): any mutation then throws (modules are strict).
 * Frozen subtrees (shared with an earlier tree) are skipped.
 */
function deepFreeze(tree: PieceTree): PieceTree {
  if (Object.isFrozen(tree)) return tree;
  for (const entry of tree) Array.isArray(entry) ? deepFreeze(entry) : Object.freeze(entry);
  return Object.freeze(tree);
}

/** The depth of the leaves (0 for a flat leaf), following first children. */
function depth(tree: PieceTree): number {
  let d = 0;
  for (let t = tree; isNode(t); t = t[0]!) d++;
  return d;
}

/**
 * A well-formed tree over `pieces` of an arbitrary shape, driven by `choices`: leaves and nodes of
 * any length (beyond 32 too), leaves at uneven depths, nodes never empty.
 */
function anyShape(pieces: readonly Piece[], choices: readonly number[]): PieceTree {
  let k = 0;
  const next = (): number => choices[k++ % Math.max(1, choices.length)] ?? 0;
  const build = (items: readonly Piece[], room: number): PieceTree => {
    if (items.length <= 1 || room === 0 || next() % 3 === 0) return items.slice();
    const parts = 2 + (next() % Math.min(items.length - 1, 39));
    const cuts = new Set<number>();
    for (let c = 0; c < parts - 1; c++) cuts.add(1 + (next() % (items.length - 1)));
    const edges = [0, ...[...cuts].sort((a, b) => a - b), items.length];
    return edges.slice(1).map((end, i) => build(items.slice(edges[i], end), room - 1));
  };
  return build(pieces, 4);
}

/** An operation on a tree: append the next id, remove an id (present or not), or repack. */
type Op = { kind: "append" } | { kind: "remove"; pick: number } | { kind: "pack" };

const opArb = (appends: number, removals: number): fc.Arbitrary<Op> =>
  fc.oneof(
    { weight: appends, arbitrary: fc.constant<Op>({ kind: "append" }) },
    { weight: removals, arbitrary: fc.nat().map((pick): Op => ({ kind: "remove", pick })) },
    { weight: 1, arbitrary: fc.constant<Op>({ kind: "pack" }) },
  );

/** Sequences that mostly grow the tree, or mostly shrink it (down through 32 pieces and below). */
const opsArb = (maxLength: number): fc.Arbitrary<Op[]> =>
  fc.oneof(
    fc.array(opArb(5, 3), { maxLength, size: "max" }),
    fc.array(opArb(1, 6), { maxLength, size: "max" }),
  );

/** Plays `ops` on `tree` and on the model `model`, checking they agree after each. */
function play(tree: PieceTree, model: number[], ops: readonly Op[], engineBuilt: boolean): void {
  let nextId = (model.at(-1) ?? 0) + 1;
  for (const op of ops) {
    const input = deepFreeze(tree);
    if (op.kind === "append") {
      tree = appendToTree(input, piece(nextId));
      model.push(nextId++);
    } else if (op.kind === "pack") {
      tree = packPieces(flattenTree(input));
    } else {
      // Mostly an id on the board, sometimes one that is not (already removed, or never placed).
      const id =
        op.pick % 4 === 0 || model.length === 0 ? op.pick % (nextId + 2) : model[op.pick % model.length]!;
      const removed = removeFromTree(input, id);
      const k = model.indexOf(id);
      if (k < 0) expect(removed).toBeUndefined();
      else {
        expect(removed?.piece.id).toBe(id);
        model.splice(k, 1);
        tree = removed!.tree;
      }
    }
    expect(ids(tree)).toEqual(model);
    expect(countPieces(tree)).toBe(model.length);
    if (engineBuilt) expect(pieceTreeProblem(tree)).toBeNull();
  }
}

describe("pieces tree", () => {
  it("packs up to 32 pieces as one flat list, then in leaves of 32 and nodes of 32", () => {
    const list = (n: number) => Array.from({ length: n }, (_, i) => piece(i + 1));
    expect(packPieces([])).toEqual([]);
    expect(packPieces(list(32))).toEqual(list(32));
    expect(packPieces(list(33))).toEqual([list(32), [piece(33)]]);
    const big = packPieces(list(32 * 32 + 1));
    expect(depth(big)).toBe(2);
    expect(big.length).toBe(2);
    expect(pieceTreeProblem(big)).toBeNull();
    const pieces = list(5);
    expect(packPieces(pieces)).not.toBe(pieces); // always fresh: the caller keeps its list
  });

  it("appends into the last leaf, then a new leaf, a new spine, a new root", () => {
    let tree: PieceTree = [];
    for (let id = 1; id <= 32; id++) tree = appendToTree(tree, piece(id));
    expect(isNode(tree)).toBe(false);
    tree = appendToTree(tree, piece(33));
    expect(tree).toEqual([Array.from({ length: 32 }, (_, i) => piece(i + 1)), [piece(33)]]);
    for (let id = 34; id <= 32 * 32 + 1; id++) tree = appendToTree(tree, piece(id));
    // The 1,025th piece needs a third level: a new root over the full one and a fresh spine.
    expect(depth(tree)).toBe(2);
    expect(tree.length).toBe(2);
    expect(tree[1]).toEqual([[piece(1025)]]);
  });

  it("appends build exactly the packed tree of the longer list", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2200 }), (n) => {
        let tree: PieceTree = [];
        const list: Piece[] = [];
        for (let id = 1; id <= n; id++) {
          tree = appendToTree(tree, piece(id));
          list.push(piece(id));
        }
        expect(JSON.stringify(tree)).toBe(JSON.stringify(packPieces(list)));
      }),
      { numRuns: 40 },
    );
  });

  it("agrees with an array on any sequence from engine-built trees, keeping their shape", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1200 }), opsArb(300), (n, ops) => {
        const model = Array.from({ length: n }, (_, i) => i + 1);
        play(packPieces(model.map(piece)), model, ops, true);
      }),
      { numRuns: 150 },
    );
  });

  it("agrees with an array on any sequence from any well-formed tree, never mutating it", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 600 }),
        fc.array(fc.nat(), { minLength: 1, maxLength: 60 }),
        opsArb(120),
        (n, choices, ops) => {
          const model = Array.from({ length: n }, (_, i) => 2 * i + 1); // gaps: ids of removed pieces
          const tree = anyShape(model.map(piece), choices);
          expect(ids(tree)).toEqual(model);
          play(tree, model, ops, false);
        },
      ),
      { numRuns: 200 },
    );
  });

  it("finds a piece by id, or nothing, on any well-formed tree", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 400 }),
        fc.array(fc.nat(), { minLength: 1, maxLength: 40 }),
        fc.nat(),
        (n, choices, probe) => {
          const tree = anyShape(
            Array.from({ length: n }, (_, i) => piece(3 * i + 2)),
            choices,
          );
          const id = probe % (3 * n + 4);
          expect(findInTree(tree, id)?.id).toBe(id % 3 === 2 && id < 3 * n + 2 ? id : undefined);
        },
      ),
      { numRuns: 200 },
    );
  });

  it("copies only the touched path: untouched chunks are shared with the input", () => {
    const list = Array.from({ length: 5000 }, (_, i) => piece(i + 1));
    const tree = packPieces(list) as readonly PieceTree[];
    const appended = appendToTree(tree, piece(5001)) as readonly PieceTree[];
    expect(appended[0]).toBe(tree[0]);
    const removed = removeFromTree(tree, 40)!.tree as readonly PieceTree[];
    expect(removed[1]).toBe(tree[1]);
    expect((removed[0] as readonly PieceTree[])[2]).toBe((tree[0] as readonly PieceTree[])[2]);
  });

  it("never copies an oversized input array when appending: a flat list of 500 gets a new root", () => {
    const flat = deepFreeze(Array.from({ length: 500 }, (_, i) => piece(i + 1)));
    const tree = appendToTree(flat, piece(501)) as readonly PieceTree[];
    expect(tree.length).toBe(2);
    expect(tree[0]).toBe(flat);
    expect(tree[1]).toEqual([piece(501)]);
  });

  it("drops emptied arrays, collapses the root, and flattens 32 pieces or fewer", () => {
    let tree: PieceTree = packPieces(Array.from({ length: 33 * BRANCHING }, (_, i) => piece(i + 1)));
    expect(depth(tree)).toBe(2);
    // Empty the second level-1 node: the root is left with one child, which replaces it.
    for (let id = 32 * BRANCHING + 1; id <= 33 * BRANCHING; id++) tree = removeFromTree(tree, id)!.tree;
    expect(depth(tree)).toBe(1);
    expect(tree.length).toBe(BRANCHING);
    // Remove every piece but one per leaf, then down to 32: one flat leaf again.
    for (let id = 1; id <= 32 * BRANCHING; id++)
      if (id % BRANCHING !== 0) tree = removeFromTree(tree, id)!.tree;
    expect(isNode(tree)).toBe(false);
    expect(ids(tree)).toEqual(Array.from({ length: 32 }, (_, i) => (i + 1) * BRANCHING));
    expect(removeFromTree([piece(1)], 1)!.tree).toEqual([]);
  });
});

describe("the engine's pieces tree", () => {
  /** A 210×100 board of free cells, a production and a demand in two corners, 10,300 Pions. */
  const field: Level = {
    id: "field",
    name: "Field",
    width: 210,
    height: 100,
    productions: [{ x: 0, y: 0, name: "S", cargo: "wood", amount: 1 }],
    demands: [{ x: 209, y: 99, name: "D", cargo: "wood", amount: 1 }],
    walls: [],
    pieces: [{ type: "pawn", count: 10_300 }],
  };
  /** The `k`th placement (from 0): a Pion on an even column, shuttling one cell to the right. */
  const placement = (k: number): Action => {
    const x = 2 + 2 * (k % 103);
    const y = Math.floor(k / 103);
    return {
      type: "place",
      piece: "pawn",
      from: makeSquareName({ x, y }),
      to: makeSquareName({ x: x + 1, y }),
    };
  };
  const apply = (state: State, action: Action): State => {
    const t = engine.reduce(state, action);
    expect(t.events[0]?.type).not.toBe("rejected");
    return t.state as State;
  };

  it("is the flat list up to 32 pieces; the 33rd placement makes it two levels", () => {
    let state = engine.init({ level: field });
    for (let k = 0; k < 32; k++) state = apply(state, placement(k));
    expect(isNode(state.pieces)).toBe(false);
    expect(piecesOf(state)).toBe(state.pieces);
    const flat = state.pieces as readonly Piece[];
    state = apply(state, placement(32));
    expect(state.pieces).toEqual([flat, [piecesOf(state)[32]]]);
    expect(state.pieces[0]).toBe(flat); // the full leaf is shared, not copied
    expect(pieceCount(state)).toBe(33);
    expect(pieceById(state, 33)?.at).toBe(makeSquareName({ x: 2 + 2 * 32, y: 0 }));
  });

  it("keeps 10,000 placements at most three levels deep, every array at most 32 entries", () => {
    let state = engine.init({ level: field });
    let deepest = 0;
    for (let k = 0; k < 10_000; k++) {
      state = apply(state, placement(k));
      deepest = Math.max(deepest, depth(state.pieces) + 1);
    }
    expect(deepest).toBe(3); // root, nodes, leaves: 10,000 ≤ 32³
    expect(pieceTreeProblem(state.pieces)).toBeNull();
    expect(piecesOf(state).map((p) => p.id)).toEqual(Array.from({ length: 10_000 }, (_, i) => i + 1));
    // A turn repacks the list; a removal copies one path and keeps the shape rules.
    const ticked = apply(state, { type: "tick" });
    expect(JSON.stringify(ticked.pieces)).toBe(JSON.stringify(packPieces(piecesOf(ticked))));
    const removed = apply(ticked, { type: "remove", id: 5_000 });
    expect(pieceCount(removed)).toBe(9_999);
    expect(pieceById(removed, 5_000)).toBeUndefined();
    expect(pieceTreeProblem(removed.pieces)).toBeNull();
  });

  it("hands out lists that never change: later placements, turns and branches leave them alone", () => {
    let state = engine.init({ level: field });
    for (let k = 0; k < 100; k++) state = apply(state, placement(k));
    const read = piecesOf(state);
    const before = JSON.stringify(read);
    expect(piecesOf(state)).toBe(read); // memoised per tree
    let next = apply(state, placement(100));
    next = apply(next, { type: "tick" });
    next = apply(next, { type: "remove", id: 3 });
    apply(state, { type: "remove", id: 50 });
    apply(state, { type: "tick" });
    expect(JSON.stringify(read)).toBe(before);
    expect(JSON.stringify(piecesOf(state))).toBe(before);
    expect(pieceCount(next)).toBe(100);
  });
});
