/**
 * Where squares are drawn and how the keyboard cursor moves between them. Square names are read
 * as file a–j and rank 1–10; which of the 10×10 cells exist is the engine's `SQUARES` list.
 */
import { SQUARES, type Square } from "@engines/shing-shang";

const EXISTS = new Set<string>(SQUARES);
const FILES = "abcdefghij";

/** Column and row on screen (0–9, row 0 at the top): rank 10 on top, or rank 1 when `flipped`. */
export function cellXY(square: Square, flipped = false): [number, number] {
  const x = FILES.indexOf(square[0] as string);
  const y = Number(square.slice(1)) - 1;
  return flipped ? [9 - x, y] : [x, 9 - y];
}

/** The square drawn at a column and row, or null where the board has no cell. */
export function squareAt(col: number, row: number, flipped = false): Square | null {
  if (col < 0 || col > 9 || row < 0 || row > 9) return null;
  const x = flipped ? 9 - col : col;
  const rank = flipped ? row + 1 : 10 - row;
  const square = `${FILES[x]}${rank}`;
  return EXISTS.has(square) ? square : null;
}

/** File letters left to right and rank numbers top to bottom, as drawn. */
export function labels(flipped = false): { files: string[]; ranks: string[] } {
  const files = FILES.split("");
  const ranks = Array.from({ length: 10 }, (_, i) => String(10 - i));
  return flipped ? { files: files.reverse(), ranks: ranks.reverse() } : { files, ranks };
}

const DELTA: Readonly<Record<string, readonly [number, number]>> = {
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
};

/** Whether `key` moves the cursor. */
export function isArrow(key: string): boolean {
  return Object.hasOwn(DELTA, key);
}

/**
 * Where an arrow key takes the cursor: the next cell that exists in that direction on screen
 * (skipping the corners the board lacks), or the same square at the edge.
 */
export function moveCursor(square: Square, key: string, flipped = false): Square {
  const d = DELTA[key];
  if (d === undefined) return square;
  let [col, row] = cellXY(square, flipped);
  for (;;) {
    col += d[0];
    row += d[1];
    if (col < 0 || col > 9 || row < 0 || row > 9) return square;
    const next = squareAt(col, row, flipped);
    if (next !== null) return next;
  }
}
