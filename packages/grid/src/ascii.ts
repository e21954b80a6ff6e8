import { type Board, inBounds } from "./board.js";
import type { Coord } from "./coord.js";

/** Options of {@link renderAscii}. */
export interface AsciiOptions {
  /** Print the highest `y` first (chess diagrams, y-up boards). Default false: row 0 on top. */
  readonly highYFirst?: boolean;
  /** Draw file letters and rank numbers (rank = y + 1). Default true. */
  readonly labels?: boolean;
  /** Text for masked-out cells. Default a space. */
  readonly hole?: string;
}

/**
 * A text picture of the board. `cell` returns the text of one existing cell (ideally one
 * character wide); columns are separated by a space.
 */
export function renderAscii(board: Board, cell: (c: Coord) => string, options: AsciiOptions = {}): string {
  const { highYFirst = false, labels = true, hole = " " } = options;
  const rankWidth = String(board.height).length;
  const lines: string[] = [];
  const ys = Array.from({ length: board.height }, (_, i) => (highYFirst ? board.height - 1 - i : i));
  for (const y of ys) {
    const row: string[] = [];
    for (let x = 0; x < board.width; x++) row.push(inBounds(board, { x, y }) ? cell({ x, y }) : hole);
    lines.push(labels ? `${String(y + 1).padStart(rankWidth)} ${row.join(" ")}` : row.join(" "));
  }
  if (labels) {
    const files = Array.from({ length: board.width }, (_, x) => String.fromCharCode(97 + x));
    lines.push(`${" ".repeat(rankWidth)} ${files.join(" ")}`);
  }
  return lines.join("\n");
}
