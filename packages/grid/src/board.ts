import { add, type Coord, scale, type Vector } from "./coord.js";

/**
 * A rectangular board, optionally masked: `exists[y * width + x]` says whether that cell is part
 * of the board (Shing Shang uses 84 cells of a 10×10 grid). Without a mask every cell exists.
 */
export interface Board {
  readonly width: number;
  readonly height: number;
  readonly exists?: readonly boolean[];
}

/** A full rectangular board. */
export function rectBoard(width: number, height: number): Board {
  return { width, height };
}

/** A board whose existing cells are those for which `keep` holds. */
export function maskedBoard(width: number, height: number, keep: (c: Coord) => boolean): Board {
  const exists: boolean[] = [];
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) exists.push(keep({ x, y }));
  return { width, height, exists };
}

/** True when `c` lies inside the rectangle (mask ignored). */
export function inRect(board: Board, c: Coord): boolean {
  return (
    Number.isInteger(c.x) &&
    Number.isInteger(c.y) &&
    c.x >= 0 &&
    c.y >= 0 &&
    c.x < board.width &&
    c.y < board.height
  );
}

/** True when `c` is a cell of the board: inside the rectangle and not masked out. */
export function inBounds(board: Board, c: Coord): boolean {
  return inRect(board, c) && (board.exists === undefined || board.exists[c.y * board.width + c.x] === true);
}

/** Row-major index of `c` (`y * width + x`). The caller ensures `c` is inside the rectangle. */
export function indexOf(board: Board, c: Coord): number {
  return c.y * board.width + c.x;
}

/** Inverse of {@link indexOf}. */
export function coordOf(board: Board, index: number): Coord {
  return { x: index % board.width, y: Math.floor(index / board.width) };
}

/** Every existing cell, in row-major order (y then x ascending). */
export function cells(board: Board): Coord[] {
  const out: Coord[] = [];
  for (let y = 0; y < board.height; y++) {
    for (let x = 0; x < board.width; x++) if (inBounds(board, { x, y })) out.push({ x, y });
  }
  return out;
}

/** The existing cells one vector away from `c`, in the order of `dirs`. */
export function neighbors(board: Board, c: Coord, dirs: readonly Vector[]): Coord[] {
  return dirs.map((d) => add(c, d)).filter((n) => inBounds(board, n));
}

/**
 * The cells a slider reaches from `from` along `dir`, nearest first: at most `maxSteps` cells,
 * stopping at the board's edge, at a masked-out cell, or before the first cell for which
 * `blocked` holds (that cell is not included). `from` itself is never included.
 */
export function ray(
  board: Board,
  from: Coord,
  dir: Vector,
  maxSteps: number = Number.POSITIVE_INFINITY,
  blocked: (c: Coord) => boolean = () => false,
): Coord[] {
  const out: Coord[] = [];
  if (dir.x === 0 && dir.y === 0) return out;
  for (let k = 1; k <= maxSteps; k++) {
    const c = add(from, scale(dir, k));
    if (!inBounds(board, c) || blocked(c)) break;
    out.push(c);
  }
  return out;
}
