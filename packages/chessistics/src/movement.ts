/**
 * The movement phase (seed §5.1 step 3): every piece moves at once toward its target, then its
 * target flips (seed §3.1's perpetual round trip). A slide crossing a cell that a piece occupied
 * when the phase began is blocked (seed §3.3: pieces block the way, except the knight who jumps):
 * the piece stays and keeps its target. Only crossed cells block; the arrival cell does not, so
 * two pieces swapping cells pass each other and a piece arriving on an occupied cell collides.
 */
import type { Geometry } from "./board.js";
import type { PieceIndex } from "./occupancy.js";
import type { Event, Piece } from "./types.js";

/** Where each piece (by array index) stands after the phase, and whether it moved. */
export interface Movement {
  readonly cell: Int32Array;
  readonly moved: Uint8Array;
}

/**
 * The first cell strictly between `from` and `to` of a slide that the index's grid shows
 * occupied, or -1 (one-cell moves cross nothing).
 */
function firstBlocker(g: Geometry, grid: Int32Array, from: number, to: number): number {
  const fx = from % g.width;
  const fy = (from - fx) / g.width;
  const tx = to % g.width;
  const ty = (to - tx) / g.width;
  const steps = Math.max(Math.abs(tx - fx), Math.abs(ty - fy));
  const step = Math.sign(ty - fy) * g.width + Math.sign(tx - fx);
  for (let k = 1, c = from + step; k < steps; k++, c += step) if (grid[c] !== 0) return c;
  return -1;
}

/** Moves every piece on the index; appends a `blocked` event per blocked piece (array order). */
export function movePieces(
  pieces: readonly Piece[],
  g: Geometry,
  index: PieceIndex,
  events: Event[],
): Movement {
  const n = pieces.length;
  const cell = new Int32Array(n);
  const moved = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    const from = index.cell[i]!;
    const to = index.target[i]!;
    const by = index.jump[i] || from < 0 || to < 0 ? -1 : firstBlocker(g, index.grid, from, to);
    if (by >= 0) {
      const p = pieces[i]!;
      events.push({ type: "blocked", id: p.id, at: p.at, target: p.target, by: g.names[by]! });
      cell[i] = from;
    } else {
      cell[i] = to;
      moved[i] = 1;
    }
  }
  return { cell, moved };
}
