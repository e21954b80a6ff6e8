import type { Coord } from "./coord.js";

/** The outcome of a parse: a value, or an error message saying what was wrong. */
export type Parsed<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: string };

const FILES = "abcdefghijklmnopqrstuvwxyz";
const SQUARE = /^([a-z])([1-9][0-9]*)$/;

/**
 * Algebraic name of a cell: file letter from `x` (a = 0, up to z = 25), rank `y + 1`
 * (`{x: 0, y: 0}` → `a1`, `{x: 9, y: 9}` → `j10`). Returns undefined for cells it cannot name.
 */
export function makeSquare(c: Coord): string | undefined {
  const file = FILES[c.x];
  if (file === undefined || !Number.isInteger(c.x) || !Number.isInteger(c.y) || c.y < 0) return undefined;
  return `${file}${c.y + 1}`;
}

/** Inverse of {@link makeSquare}: `"c2"` → `{x: 2, y: 1}`, or an error naming what is wrong. */
export function parseSquare(text: unknown): Parsed<Coord> {
  if (typeof text !== "string")
    return { ok: false, error: `expected a square name like "a1", got ${typeof text}` };
  const m = SQUARE.exec(text);
  if (m === null) {
    return {
      ok: false,
      error: `"${text}" is not a square name: a file letter a-z then a rank from 1 (e.g. "a1", "j10")`,
    };
  }
  return { ok: true, value: { x: FILES.indexOf(m[1]!), y: Number(m[2]) - 1 } };
}
