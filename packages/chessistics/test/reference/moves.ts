/**
 * Move patterns (seed §3.2): where a piece placed on a cell may go in one move, and which cells a
 * slide crosses on the way. Placement ignores pieces (they move; collisions are part of the
 * puzzle): only walls, buildings and the board's edge shape a route.
 */

import type { Geometry } from "./board.js";
import { type MovePattern, pieceSpec, rangeOf } from "./catalog.js";
import type { PieceType } from "./types.js";

const ORTHOGONAL: readonly (readonly [number, number])[] = [
  [1, 0],
  [0, 1],
  [-1, 0],
  [0, -1],
];
const DIAGONAL: readonly (readonly [number, number])[] = [
  [1, 1],
  [-1, 1],
  [-1, -1],
  [1, -1],
];

function directionsOf(move: Extract<MovePattern, { kind: "slide" }>): readonly (readonly [number, number])[] {
  if (move.directions === "orthogonal") return ORTHOGONAL;
  if (move.directions === "diagonal") return DIAGONAL;
  return [...ORTHOGONAL, ...DIAGONAL];
}

/** True when a piece may stand on the cell: on the board, neither a wall nor a building. */
function standable(g: Geometry, x: number, y: number): boolean {
  return x >= 0 && y >= 0 && x < g.width && y < g.height && g.terrain[y * g.width + x] === 0;
}

/**
 * The cells (row-major indices) a piece of `type` and `level` standing on `from` reaches in one
 * legal move: slides stop before a wall, a building or the edge; jumps land anywhere standable.
 * Sorted ascending. The bishop keeps its colour because diagonal steps keep the parity of x + y.
 */
export function moveTargets(g: Geometry, type: PieceType, level: number, from: number): number[] {
  const { move } = pieceSpec(type);
  const fx = from % g.width;
  const fy = (from - fx) / g.width;
  const out: number[] = [];
  if (move.kind === "jump") {
    for (const [dx, dy] of move.offsets)
      if (standable(g, fx + dx, fy + dy)) out.push((fy + dy) * g.width + fx + dx);
  } else {
    const range = rangeOf(type, level);
    for (const [dx, dy] of directionsOf(move)) {
      for (let k = 1; k <= range; k++) {
        const x = fx + dx * k;
        const y = fy + dy * k;
        if (!standable(g, x, y)) break;
        out.push(y * g.width + x);
      }
    }
  }
  return out.sort((a, b) => a - b);
}

/**
 * The cells strictly between `from` and `to` that a slide crosses (empty for one-cell moves and
 * for jumps, which fly over everything). A piece on one of them blocks the slide (seed §3.3).
 */
export function crossedCells(width: number, type: PieceType, from: number, to: number): number[] {
  if (pieceSpec(type).move.kind === "jump") return [];
  const fx = from % width;
  const fy = (from - fx) / width;
  const tx = to % width;
  const ty = (to - tx) / width;
  const steps = Math.max(Math.abs(tx - fx), Math.abs(ty - fy));
  const sx = Math.sign(tx - fx);
  const sy = Math.sign(ty - fy);
  const out: number[] = [];
  for (let k = 1; k < steps; k++) out.push((fy + sy * k) * width + fx + sx * k);
  return out;
}
