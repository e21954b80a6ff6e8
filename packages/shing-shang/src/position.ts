/**
 * The search board: a position of the game as a few typed arrays, **mutable by design**.
 * `play` and `undo` (turns.ts) change it in place so that bots and perft visit millions of
 * positions without allocating; the pure engine (`reduce`, `legalActions`) builds a fresh one from
 * its JSON {@link State} for each call and never lets it escape. `positionOf` and `stateOf`
 * convert between the two.
 */
import { CELLS, SIZE, squareIndex, squareName } from "./board.js";
import {
  codeOf,
  codeSide,
  codeSize,
  DRAGON_SIZE,
  EMPTY,
  type Piece,
  pieceOf,
  SIDES,
  type Side,
  type SideIndex,
  sideIndex,
} from "./pieces.js";
import type { Result, State } from "./types.js";

/**
 * How a game ended, as a small integer: 0 while it goes on, else an index into {@link RESULTS}.
 */
export type ResultCode = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** Still playing. */
export const ONGOING: ResultCode = 0;

/** The result each {@link ResultCode} stands for (null for {@link ONGOING}). Shared and frozen. */
export const RESULTS: readonly (Result | null)[] = [
  null,
  { winner: "red", reason: "portal" },
  { winner: "red", reason: "dragons" },
  { winner: "blue", reason: "portal" },
  { winner: "blue", reason: "dragons" },
  { winner: null, reason: "max-plies" },
  { winner: null, reason: "no-legal-actions" },
].map((r) => (r === null ? null : Object.freeze(r as Result)));

/** The code of a win of `side` by reaching a portal. */
export function portalWin(side: SideIndex): ResultCode {
  return side === 0 ? 1 : 3;
}

/** The code of a win of `side` by taking the last enemy dragon. */
export function dragonsWin(side: SideIndex): ResultCode {
  return side === 0 ? 2 : 4;
}

/** Drawn: the move limit was reached. */
export const DRAW_MAX_PLIES: ResultCode = 5;
/** Drawn: neither side could act. */
export const DRAW_NO_ACTIONS: ResultCode = 6;

/** The code of a JSON result. */
export function resultCode(result: Result | null): ResultCode {
  return RESULTS.findIndex(
    (r) =>
      r === result ||
      (r !== null && result !== null && r.winner === result.winner && r.reason === result.reason),
  ) as ResultCode;
}

/**
 * A game position for search. Every field may change on `play` and `undo`: keep one per search,
 * and copy it ({@link copyPosition}) to keep a snapshot.
 */
export interface Position {
  /** Piece code per cell index (`y * 10 + x`), 0 when empty or off the board. */
  readonly cells: Int8Array;
  /** The side to act. */
  turn: SideIndex;
  /** Cell of the piece excluded from the current extra action, or -1 on an ordinary turn. */
  excluded: number;
  /** Actions played since the start of the game. */
  ply: number;
  /** The game is drawn when `ply` reaches this number; null for no limit. */
  readonly maxPlies: number | null;
  /** How the game ended ({@link RESULTS}), or 0 while it goes on. */
  result: ResultCode;
  /** Dragons on the board, by side index. */
  readonly dragons: Int8Array;
  /**
   * The cells of each side's pieces as bit sets: bit `i % 32` of word `4 * side + (i >> 5)` is set
   * when side `side` has a piece on cell `i`. Lets the generator visit pieces in cell order
   * without scanning the 100 cells.
   */
  readonly occupied: Int32Array;
  /** What `undo` needs, two numbers per action played since the position was made. */
  history: Int32Array;
  /** Number of actions `undo` can take back. */
  depth: number;
}

/** A position with the pieces of `cells` (copied), `turn` to act, at ply `ply`, game not over. */
export function createPosition(
  cells: Int8Array,
  turn: SideIndex,
  ply = 0,
  maxPlies: number | null = null,
): Position {
  return adopt(cells.slice(0, SIZE * SIZE), turn, ply, maxPlies);
}

/** {@link createPosition} on `own`, which the position keeps (no copy). */
function adopt(own: Int8Array, turn: SideIndex, ply: number, maxPlies: number | null): Position {
  const dragons = new Int8Array(2);
  const occupied = new Int32Array(8);
  for (const i of CELLS) {
    const code = own[i]!;
    if (code === EMPTY) continue;
    if (codeSize(code) === DRAGON_SIZE) dragons[codeSide(code)]!++;
    occupied[4 * codeSide(code) + (i >> 5)]! |= 1 << (i & 31);
  }
  return {
    cells: own,
    turn,
    excluded: -1,
    ply,
    maxPlies,
    result: ONGOING,
    dragons,
    occupied,
    // Small enough to live on V8's heap (cheap to allocate); play grows it when a search needs more.
    history: new Int32Array(16),
    depth: 0,
  };
}

/** An independent copy of `position` (its undo history included). */
export function copyPosition(position: Position): Position {
  return {
    ...position,
    cells: position.cells.slice(),
    dragons: position.dragons.slice(),
    occupied: position.occupied.slice(),
    history: position.history.slice(),
  };
}

// One shared, frozen object per code: states are never mutated, so sharing is safe and saves
// allocating 24 piece objects per state.
const PIECES: readonly (Piece | null)[] = [null, 1, 2, 3, 4, 5, 6].map((c) =>
  c === null ? null : Object.freeze(pieceOf(c)),
);
const NAMES: readonly string[] = CELLS.map(squareName);

// V8 keeps an object of many properties in its fast mode when the properties are added along an
// existing chain of hidden-class transitions, and JSON.parse lays such a chain down. Parsing the
// 84 squares once, in board order, makes every `pieces` object piecesOf builds a fast one, which
// cellsOf then reads through the enumeration cache. (Only speed depends on this, never results.)
JSON.parse(JSON.stringify(Object.fromEntries(NAMES.map((name) => [name, null]))));

/** The code of a piece, or 0 for none; the engine's own shared piece objects are recognised at once. */
function codeOfPiece(piece: Piece | null | undefined): number {
  if (piece === null || piece === undefined) return EMPTY;
  const shared = PIECES.indexOf(piece);
  return shared > 0 ? shared : codeOf(piece);
}

/** The cell array of a map from square names to pieces (unknown squares are ignored). */
export function cellsOf(pieces: Readonly<Record<string, Piece | null>>): Int8Array {
  const cells = new Int8Array(SIZE * SIZE);
  // Fast path: a state's own `pieces` lists the 84 squares in board order, and a for-in loop
  // reads them through V8's enumeration cache, several times faster than 84 lookups by name.
  let k = 0;
  for (const name in pieces) {
    if (name !== NAMES[k]) break;
    cells[CELLS[k]!] = codeOfPiece(pieces[name]);
    k++;
  }
  if (k === NAMES.length) return cells;
  for (let j = 0; j < NAMES.length; j++) cells[CELLS[j]!] = codeOfPiece(pieces[NAMES[j]!]);
  return cells;
}

/** Every square of the board mapped to its piece or null (the state's `pieces`). */
export function piecesOf(cells: Int8Array): Record<string, Piece | null> {
  const out: Record<string, Piece | null> = {};
  for (let k = 0; k < CELLS.length; k++) out[NAMES[k]!] = PIECES[cells[CELLS[k]!]!] ?? null;
  return out;
}

/** A fresh search position for a JSON state. */
export function positionOf(state: State): Position {
  const position = adopt(cellsOf(state.pieces), sideIndex(state.turn), state.ply, state.maxPlies);
  position.excluded = state.extra === null ? -1 : squareIndex(state.extra.excluded);
  position.result = resultCode(state.result);
  return position;
}

/** The JSON state of a position (its undo history is not part of it). */
export function stateOf(position: Position): State {
  return {
    pieces: piecesOf(position.cells),
    turn: SIDES[position.turn] as Side,
    extra: position.excluded < 0 ? null : { excluded: squareName(position.excluded) },
    ply: position.ply,
    maxPlies: position.maxPlies,
    result: RESULTS[position.result] ?? null,
  };
}
