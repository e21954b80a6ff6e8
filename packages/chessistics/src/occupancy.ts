/**
 * Where the pieces stand: the engine's private index of a state's pieces, so that a turn works
 * on a flat list and typed arrays instead of the state's tree of chunks (`piece-tree.ts`) and
 * square names, and "who stands on c4?" is one array read.
 *
 * The index is never part of the state (which stays plain JSON): it is derived on demand and
 * memoised per pieces tree (its root array). A state's successor takes its index over instead of
 * rebuilding it (`takeIndex` unfiles it from the old tree, the caller updates it, `adoptIndex`
 * files it under the new tree), like a transient in a persistent-data library. Asking about the
 * older state again just rebuilds its index from the JSON, so the sharing is never observable.
 * The index's list is its own and changes with it: nothing outside the engine ever sees it.
 */
import type { Geometry } from "./board.js";
import { jumps, priorityKey } from "./catalog.js";
import { flattenTree } from "./piece-tree.js";
import type { Piece, PieceTree, PieceType, State } from "./types.js";

/**
 * The index of one pieces tree; positions are places in id order, typed-array entries past
 * `size` are spare capacity.
 */
export interface PieceIndex {
  /** The pieces in id order: the index's own list, updated in place by successors. */
  pieces: Piece[];
  /** How many pieces it indexes: `pieces.length`. */
  size: number;
  /** Position → the row-major cell the piece stands on (-1: not a cell of the board). */
  cell: Int32Array;
  /** Position → the cell its next move goes to (-1: not a cell of the board). */
  target: Int32Array;
  /** Position → its priority rank (seed §4.3): higher comes first, equal ranks are perfect ties. */
  rank: Int32Array;
  /** Position → 1 when it jumps over everything (the knight). */
  jump: Uint8Array;
  /** Row-major cell → position + 1 of the piece standing there (the first one), 0 when empty. */
  readonly grid: Int32Array;
  /** The distinct priority keys ({@link priorityKey}) in use, ascending: a rank is a position here. */
  readonly keys: number[];
}

const INDEX = new WeakMap<PieceTree, PieceIndex>();

function buildIndex(state: Pick<State, "pieces" | "stock">, g: Geometry): PieceIndex {
  const pieces = flattenTree(state.pieces);
  const n = pieces.length;
  const capacity = Math.max(8, n);
  const keys = [
    ...new Set([
      ...state.stock.map((e) => priorityKey(e.type, e.level)),
      ...pieces.map((p) => priorityKey(p.type, p.level)),
    ]),
  ].sort((a, b) => a - b);
  const index: PieceIndex = {
    pieces,
    size: n,
    cell: new Int32Array(capacity),
    target: new Int32Array(capacity),
    rank: new Int32Array(capacity),
    jump: new Uint8Array(capacity),
    grid: new Int32Array(g.width * g.height),
    keys,
  };
  for (let i = 0; i < n; i++) {
    const p = pieces[i]!;
    const cell = g.index.get(p.at) ?? -1;
    index.cell[i] = cell;
    index.target[i] = g.index.get(p.target) ?? -1;
    index.rank[i] = keys.indexOf(priorityKey(p.type, p.level));
    index.jump[i] = jumps(p.type) ? 1 : 0;
    if (cell >= 0 && index.grid[cell] === 0) index.grid[cell] = i + 1;
  }
  return index;
}

/** The index of a state's pieces, to read only. */
export function peekIndex(state: Pick<State, "pieces" | "stock">, g: Geometry): PieceIndex {
  let index = INDEX.get(state.pieces);
  if (index === undefined || index.grid.length !== g.width * g.height) {
    index = buildIndex(state, g);
    INDEX.set(state.pieces, index);
  }
  return index;
}

/** Takes over a state's index to update it for a successor; file it with {@link adoptIndex}. */
export function takeIndex(state: Pick<State, "pieces" | "stock">, g: Geometry): PieceIndex {
  const index = peekIndex(state, g);
  INDEX.delete(state.pieces);
  return index;
}

/** Files an index taken with {@link takeIndex}, now describing `pieces`. */
export function adoptIndex(pieces: PieceTree, index: PieceIndex): void {
  INDEX.set(pieces, index);
}

/** The rank of a priority key, adding the key (and re-ranking the pieces above it) when new. */
function rankOf(index: PieceIndex, type: PieceType, level: number): number {
  const key = priorityKey(type, level);
  let rank = index.keys.indexOf(key);
  if (rank < 0) {
    rank = index.keys.findIndex((k) => k > key);
    if (rank < 0) rank = index.keys.length;
    index.keys.splice(rank, 0, key);
    for (let i = 0; i < index.size; i++) if (index.rank[i]! >= rank) index.rank[i]!++;
  }
  return rank;
}

function grow(index: PieceIndex, size: number): void {
  if (size <= index.cell.length) return;
  const capacity = Math.max(size, index.cell.length * 2);
  const widen = <T extends Int32Array | Uint8Array>(a: T, make: (n: number) => T): T => {
    const b = make(capacity);
    b.set(a);
    return b;
  };
  index.cell = widen(index.cell, (n) => new Int32Array(n));
  index.target = widen(index.target, (n) => new Int32Array(n));
  index.rank = widen(index.rank, (n) => new Int32Array(n));
  index.jump = widen(index.jump, (n) => new Uint8Array(n));
}

/** The position of piece `id` in the index (ids increase along it), or -1: a binary search. */
export function positionOf(index: PieceIndex, id: number): number {
  let lo = 0;
  let hi = index.size;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (index.pieces[mid]!.id < id) lo = mid + 1;
    else hi = mid;
  }
  return index.pieces[lo]?.id === id ? lo : -1;
}

/** Appends a piece standing on `cell`, going to `target`: amortised O(1). */
export function appendPiece(index: PieceIndex, piece: Piece, cell: number, target: number): void {
  const i = index.size;
  grow(index, i + 1);
  index.pieces.push(piece);
  index.cell[i] = cell;
  index.target[i] = target;
  index.rank[i] = rankOf(index, piece.type, piece.level);
  index.jump[i] = jumps(piece.type) ? 1 : 0;
  if (cell >= 0 && index.grid[cell] === 0) index.grid[cell] = i + 1;
  index.size = i + 1;
}

/** Removes the piece at position `i`; the pieces after it move down one place: O(n) moves. */
export function removePiece(index: PieceIndex, i: number): void {
  index.pieces.splice(i, 1);
  const cell = index.cell[i]!;
  if (cell >= 0 && index.grid[cell] === i + 1) index.grid[cell] = 0;
  for (const a of [index.cell, index.target, index.rank, index.jump]) a.copyWithin(i, i + 1, index.size);
  index.size--;
  for (let j = i; j < index.size; j++) {
    const c = index.cell[j]!;
    if (c >= 0 && (index.grid[c] === j + 2 || index.grid[c] === 0)) index.grid[c] = j + 1;
  }
}
