import type { Vector } from "./coord.js";

/** The four orthogonal unit vectors, in the order +x, -x, +y, -y. */
export const ORTHOGONAL: readonly Vector[] = Object.freeze([
  { x: 1, y: 0 },
  { x: -1, y: 0 },
  { x: 0, y: 1 },
  { x: 0, y: -1 },
]);

/** The four diagonal unit vectors. */
export const DIAGONAL: readonly Vector[] = Object.freeze([
  { x: 1, y: 1 },
  { x: 1, y: -1 },
  { x: -1, y: 1 },
  { x: -1, y: -1 },
]);

/** The eight king directions: orthogonal then diagonal. */
export const KING: readonly Vector[] = Object.freeze([...ORTHOGONAL, ...DIAGONAL]);

/** The eight knight offsets (1, 2) in every orientation. */
export const KNIGHT: readonly Vector[] = Object.freeze([
  { x: 1, y: 2 },
  { x: 2, y: 1 },
  { x: 2, y: -1 },
  { x: 1, y: -2 },
  { x: -1, y: -2 },
  { x: -2, y: -1 },
  { x: -2, y: 1 },
  { x: -1, y: 2 },
]);
