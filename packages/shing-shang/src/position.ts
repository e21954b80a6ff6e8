/**
 * The move generator's view of a state: the board as a 100-cell Int8Array of piece codes, plus
 * turn bookkeeping. `positionOf` and `stateOf` convert between it and the JSON {@link State}.
 */
import { CELLS, SIZE, squareIndex, squareName } from "./board.js";
import { codeOf, EMPTY, type Piece, pieceOf, SIDES, type Side, type SideIndex, sideIndex } from "./pieces.js";
import type { Result, State } from "./types.js";

/** A state in generator form. Treated as immutable: moves produce new positions (copy-make). */
export interface Position {
  /** Piece code per cell index (`y * 10 + x`), 0 when empty or off the board. */
  readonly cells: Int8Array;
  readonly turn: SideIndex;
  /** Cell of the piece excluded from the current extra action, or -1 on an ordinary turn. */
  readonly excluded: number;
  readonly ply: number;
  readonly maxPlies: number | null;
  readonly result: Result | null;
}

/** An empty 10×10 cell array. */
export function emptyCells(): Int8Array {
  return new Int8Array(SIZE * SIZE);
}

/** The cell array of a map from square names to pieces (unknown squares are ignored). */
export function cellsOf(pieces: Readonly<Record<string, Piece | null>>): Int8Array {
  const cells = emptyCells();
  for (const i of CELLS) {
    const piece = pieces[squareName(i)];
    if (piece !== null && piece !== undefined) cells[i] = codeOf(piece);
  }
  return cells;
}

// One shared, frozen object per code: states are never mutated, so sharing is safe and saves
// allocating 24 piece objects per state.
const PIECES: readonly (Piece | null)[] = [null, 1, 2, 3, 4, 5, 6].map((c) =>
  c === null ? null : Object.freeze(pieceOf(c)),
);
const NAMES: readonly string[] = CELLS.map(squareName);

/** Every square of the board mapped to its piece or null (the state's `pieces`). */
export function piecesOf(cells: Int8Array): Record<string, Piece | null> {
  const out: Record<string, Piece | null> = {};
  for (let k = 0; k < CELLS.length; k++)
    out[NAMES[k] as string] = PIECES[cells[CELLS[k] as number] ?? EMPTY] ?? null;
  return out;
}

/** The generator form of a state. */
export function positionOf(state: State): Position {
  return {
    cells: cellsOf(state.pieces),
    turn: sideIndex(state.turn),
    excluded: state.extra === null ? -1 : squareIndex(state.extra.excluded),
    ply: state.ply,
    maxPlies: state.maxPlies,
    result: state.result,
  };
}

/** The JSON state of a position. */
export function stateOf(position: Position): State {
  return {
    pieces: piecesOf(position.cells),
    turn: SIDES[position.turn] as Side,
    extra: position.excluded < 0 ? null : { excluded: squareName(position.excluded) },
    ply: position.ply,
    maxPlies: position.maxPlies,
    result: position.result,
  };
}

/** How many pieces of each code (index 1..6) are on the board. */
export function census(cells: Int8Array): number[] {
  const counts = [0, 0, 0, 0, 0, 0, 0];
  for (const i of CELLS) counts[cells[i] ?? 0]!++;
  return counts;
}
