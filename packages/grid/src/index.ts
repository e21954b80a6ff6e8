/**
 * @core/grid: boards, coordinates, direction sets, rays and jumps, algebraic notation, an
 * immutable grid and an ASCII renderer. Orientation-agnostic: engines decide which way is north.
 * @packageDocumentation
 */
export { type AsciiOptions, renderAscii } from "./ascii.js";
export {
  type Board,
  cells,
  coordOf,
  inBounds,
  indexOf,
  inRect,
  maskedBoard,
  neighbors,
  ray,
  rectBoard,
} from "./board.js";
export {
  add,
  beyond,
  type Coord,
  chebyshev,
  coord,
  equals,
  manhattan,
  parity,
  scale,
  squareColour,
  sub,
  type Vector,
} from "./coord.js";
export { DIAGONAL, KING, KNIGHT, ORTHOGONAL } from "./directions.js";
export { type Grid, gridGet, gridOf, gridSet } from "./grid.js";
export { fileName, makeSquare, type Parsed, parseSquare } from "./notation.js";
