import type { Coord } from "./coord.js";

/** The outcome of a parse: a value, or an error message saying what was wrong. */
export type Parsed<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: string };

const SQUARE = /^([a-z]+)([1-9][0-9]*)$/;

/**
 * File letters of column `x`: `a`..`z` for 0..25, then `aa`, `ab`… (bijective base 26, like
 * spreadsheet columns) so boards wider than 26 stay nameable. Undefined for a negative or
 * non-integer `x`.
 */
export function fileName(x: number): string | undefined {
  if (!Number.isInteger(x) || x < 0) return undefined;
  let n = x + 1;
  let out = "";
  while (n > 0) {
    const r = (n - 1) % 26;
    out = String.fromCharCode(97 + r) + out;
    n = Math.floor((n - 1) / 26);
  }
  return out;
}

/**
 * Algebraic name of a cell: file letters from `x` (see {@link fileName}), rank `y + 1`
 * (`{x: 0, y: 0}` → `a1`, `{x: 9, y: 9}` → `j10`, `{x: 26, y: 0}` → `aa1`). Undefined for cells
 * it cannot name (negative or non-integer coordinates).
 */
export function makeSquare(c: Coord): string | undefined {
  const file = fileName(c.x);
  if (file === undefined || !Number.isInteger(c.y) || c.y < 0) return undefined;
  return `${file}${c.y + 1}`;
}

/** Inverse of {@link makeSquare}: `"c2"` → `{x: 2, y: 1}`, or an error naming what is wrong. */
export function parseSquare(text: unknown): Parsed<Coord> {
  if (typeof text !== "string")
    return { ok: false, error: `expected a square name like "a1", got ${typeof text}` };
  const m = SQUARE.exec(text);
  if (m === null || m[1]!.length > 6 || m[2]!.length > 9) {
    return {
      ok: false,
      error: `"${text}" is not a square name: file letters a-z then a rank from 1 (e.g. "a1", "j10")`,
    };
  }
  let x = 0;
  for (const ch of m[1]!) x = x * 26 + (ch.charCodeAt(0) - 96);
  return { ok: true, value: { x: x - 1, y: Number(m[2]) - 1 } };
}
