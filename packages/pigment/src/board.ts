/**
 * The 5×5 board: cells as `[x, y]`, x growing east and y growing south (so north is y − 1, as
 * the seed's level-2 table implies: from (1,0) "Sud" lands on (1,1)).
 * @module
 */
import type { Dir } from "./die.js";

/** Width and height of every Pigment board. */
export const SIZE = 5;

/** Number of cells, the length of `stains`. */
export const CELLS = SIZE * SIZE;

/** A cell, `[x, y]`, both 0–4. */
export type Cell = readonly [x: number, y: number];

/** The displacement of one roll. */
export const DELTA: Readonly<Record<Dir, Cell>> = { N: [0, -1], E: [1, 0], S: [0, 1], W: [-1, 0] };

/** True when `cell` lies on the 5×5 board. */
export function onBoard(cell: Cell): boolean {
  const [x, y] = cell;
  return Number.isInteger(x) && Number.isInteger(y) && x >= 0 && y >= 0 && x < SIZE && y < SIZE;
}

/** Row-major index `y * 5 + x` of an on-board cell: where its stain lives in `stains`. */
export function cellIndex(cell: Cell): number {
  return cell[1] * SIZE + cell[0];
}

/** Inverse of {@link cellIndex}. */
export function cellAt(index: number): Cell {
  return [index % SIZE, Math.floor(index / SIZE)];
}

/** The cell one roll away towards `dir` (possibly off the board). */
export function step(cell: Cell, dir: Dir): Cell {
  const d = DELTA[dir];
  return [cell[0] + d[0], cell[1] + d[1]];
}

/** True when both cells are the same. */
export function sameCell(a: Cell, b: Cell): boolean {
  return a[0] === b[0] && a[1] === b[1];
}

/** Text form `(x,y)`, as the seed writes cells. */
export function formatCell(cell: Cell): string {
  return `(${cell[0]},${cell[1]})`;
}
