/**
 * The 84-cell board (files a–j, ranks 1–10 of a 10×10 grid), square names, the portals and the
 * neighbour tables the move generator reads instead of computing coordinates.
 */
import {
  add,
  type Board,
  beyond,
  type Coord,
  inBounds,
  KING,
  makeSquare,
  maskedBoard,
  parseSquare,
} from "@core/grid";
import type { Side, SideIndex } from "./pieces.js";

/** A square name such as `"e2"` (file a–j, rank 1–10). */
export type Square = string;

/** Width and height of the enclosing grid. */
export const SIZE = 10;

/**
 * The board: every cell with x in 1..8 exists, plus a5, a6, j5, j6 (the two side bulges where
 * x is 0 or 9 and y is 4 or 5). 8·10 + 4 = 84 cells.
 */
export const BOARD: Board = maskedBoard(SIZE, SIZE, (c) => (c.x >= 1 && c.x <= 8) || c.y === 4 || c.y === 5);

/** Cell index of a coordinate: `y * 10 + x`. */
export function indexOfCoord(c: Coord): number {
  return c.y * SIZE + c.x;
}

/** Coordinate of a cell index. */
export function coordOfIndex(i: number): Coord {
  return { x: i % SIZE, y: Math.floor(i / SIZE) };
}

/** Indices of the 84 existing cells, in row-major order (rank 1 first, file a first). */
export const CELLS: readonly number[] = Array.from({ length: SIZE * SIZE }, (_, i) => i).filter((i) =>
  inBounds(BOARD, coordOfIndex(i)),
);

/** Square name of each index (empty string for masked-out cells). */
export const SQUARE_NAMES: readonly string[] = Array.from({ length: SIZE * SIZE }, (_, i) =>
  inBounds(BOARD, coordOfIndex(i)) ? (makeSquare(coordOfIndex(i)) as string) : "",
);

/** Every square name of the board, in {@link CELLS} order. */
export const SQUARES: readonly Square[] = CELLS.map((i) => SQUARE_NAMES[i] as string);

/**
 * Index of a square name, or -1 when the text is not a square of this board (bad syntax, off the
 * grid, or one of the 16 masked-out corners such as a1).
 */
export function squareIndex(name: unknown): number {
  const parsed = parseSquare(name);
  if (!parsed.ok || !inBounds(BOARD, parsed.value)) return -1;
  return indexOfCoord(parsed.value);
}

/** Name of a cell index (the caller passes an existing cell). */
export function squareName(i: number): Square {
  return SQUARE_NAMES[i] as string;
}

/** The portals of each side (the seed's "portails"): red e2 f2, blue e9 f9. */
export const PORTALS: Readonly<Record<Side, readonly Square[]>> = { red: ["e2", "f2"], blue: ["e9", "f9"] };

/** Owner of the portal at each index: 0 red, 1 blue, -1 not a portal. */
export const PORTAL_OWNER: Int8Array = (() => {
  const owner = new Int8Array(SIZE * SIZE).fill(-1);
  for (const [side, index] of [
    ["red", 0],
    ["blue", 1],
  ] as const) {
    for (const sq of PORTALS[side]) owner[squareIndex(sq)] = index;
  }
  return owner;
})();

/** Indices of each side's portals, by side index. */
export const PORTAL_CELLS: readonly (readonly number[])[] = [
  PORTALS.red.map(squareIndex),
  PORTALS.blue.map(squareIndex),
];

/** The portal owner of an index as a side index, or -1. */
export function portalOwner(i: number): SideIndex | -1 {
  return (PORTAL_OWNER[i] ?? -1) as SideIndex | -1;
}

/** The eight directions, as in `@core/grid`'s KING: orthogonal then diagonal. */
export const DIRECTIONS = KING;

/** Number of directions. */
export const DIRS = DIRECTIONS.length;

function table(target: (c: Coord, d: Coord) => Coord | null): Int8Array {
  const t = new Int8Array(SIZE * SIZE * DIRS).fill(-1);
  for (const i of CELLS) {
    DIRECTIONS.forEach((d, k) => {
      const to = target(coordOfIndex(i), d);
      if (to !== null && inBounds(BOARD, to)) t[i * DIRS + k] = indexOfCoord(to);
    });
  }
  return t;
}

/** `ADJACENT[i * 8 + d]`: the cell next to `i` in direction `d`, or -1 off the board. */
export const ADJACENT: Int8Array = table((c, d) => add(c, d));

/**
 * `LANDING[i * 8 + d]`: where a jump from `i` over its neighbour in direction `d` lands, or -1
 * when the jumped cell or the landing cell is not on the board.
 */
export const LANDING: Int8Array = table((c, d) => (inBounds(BOARD, add(c, d)) ? beyond(c, d) : null));

/** The direction index from `from` to `to` when they are 1 or 2 cells apart on a line, else -1. */
export function directionBetween(from: number, to: number): { dir: number; distance: number } | null {
  const a = coordOfIndex(from);
  const b = coordOfIndex(to);
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const distance = Math.max(Math.abs(dx), Math.abs(dy));
  if (distance === 0 || (dx !== 0 && dy !== 0 && Math.abs(dx) !== Math.abs(dy))) return null;
  const dir = DIRECTIONS.findIndex((d) => d.x === Math.sign(dx) && d.y === Math.sign(dy));
  return dir < 0 ? null : { dir, distance };
}
