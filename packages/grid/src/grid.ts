import { type Board, inBounds, indexOf } from "./board.js";
import type { Coord } from "./coord.js";

/**
 * An immutable, array-backed map from the cells of a board to values. Plain data (JSON-safe when
 * `T` is): `cells[y * width + x]`, masked-out cells hold the fill value and are never read.
 */
export interface Grid<T> {
  readonly board: Board;
  readonly cells: readonly T[];
}

/** A grid over `board` with every cell set to `fill`. */
export function gridOf<T>(board: Board, fill: T): Grid<T> {
  return { board, cells: Array.from({ length: board.width * board.height }, () => fill) };
}

/** The value at `c`, or undefined when `c` is not a cell of the board. */
export function gridGet<T>(grid: Grid<T>, c: Coord): T | undefined {
  return inBounds(grid.board, c) ? grid.cells[indexOf(grid.board, c)] : undefined;
}

/** A copy of `grid` with `c` set to `value` (copy on write: `grid` is untouched). Throws off the board. */
export function gridSet<T>(grid: Grid<T>, c: Coord, value: T): Grid<T> {
  if (!inBounds(grid.board, c)) throw new RangeError(`gridSet: (${c.x}, ${c.y}) is not a cell of the board`);
  const cells = grid.cells.slice();
  cells[indexOf(grid.board, c)] = value;
  return { board: grid.board, cells };
}
