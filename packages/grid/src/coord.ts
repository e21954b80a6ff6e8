/** A cell position: integer column `x` and row `y`. Which way is "north" is the engine's choice. */
export interface Coord {
  readonly x: number;
  readonly y: number;
}

/** A displacement between cells; same shape as a coordinate. */
export type Vector = Coord;

/** Builds a coordinate. */
export function coord(x: number, y: number): Coord {
  return { x, y };
}

/** `a + b`, component-wise. */
export function add(a: Coord, b: Vector): Coord {
  return { x: a.x + b.x, y: a.y + b.y };
}

/** `a - b`, component-wise. */
export function sub(a: Coord, b: Coord): Vector {
  return { x: a.x - b.x, y: a.y - b.y };
}

/** `v * k`, component-wise. */
export function scale(v: Vector, k: number): Vector {
  return { x: v.x * k, y: v.y * k };
}

/** True when both coordinates name the same cell. */
export function equals(a: Coord, b: Coord): boolean {
  return a.x === b.x && a.y === b.y;
}

/** The cell two steps along `dir` from `from`: where a jump over the adjacent cell lands. */
export function beyond(from: Coord, dir: Vector): Coord {
  return add(from, scale(dir, 2));
}

/** Taxicab distance |dx| + |dy|. */
export function manhattan(a: Coord, b: Coord): number {
  return Math.abs(a.x - b.x) + Math.abs(a.y - b.y);
}

/** King-move distance max(|dx|, |dy|). */
export function chebyshev(a: Coord, b: Coord): number {
  return Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y));
}

/** Parity of `x + y`: 0 or 1. Two cells share a square colour exactly when their parities match. */
export function parity(c: Coord): 0 | 1 {
  return ((((c.x + c.y) % 2) + 2) % 2) as 0 | 1;
}

/** Square colour with the chess convention that `a1` (0, 0) is dark. */
export function squareColour(c: Coord): "dark" | "light" {
  return parity(c) === 0 ? "dark" : "light";
}
