/**
 * The movement phase (seed §5.1 step 3): every piece moves at once toward its target, then its
 * target flips (seed §3.1's perpetual round trip). A slide crossing a cell that a piece occupied
 * when the phase began is blocked (seed §3.3: pieces block the way, except the knight who jumps):
 * the piece stays and keeps its target. Only crossed cells block; the arrival cell does not, so
 * two pieces swapping cells pass each other and a piece arriving on an occupied cell collides.
 */
import type { Geometry } from "./board.js";
import { crossedCells } from "./moves.js";
import type { Event, Piece } from "./types.js";

/** Moves every piece; returns the pieces and a `blocked` event per blocked piece (id order). */
export function movePieces(pieces: readonly Piece[], g: Geometry): { pieces: Piece[]; events: Event[] } {
  const occupied = new Set<number>();
  for (const p of pieces) occupied.add(g.index.get(p.at) ?? -1);
  const events: Event[] = [];
  const moved = pieces.map((p) => {
    const from = g.index.get(p.at) ?? -1;
    const to = g.index.get(p.target) ?? -1;
    const by = crossedCells(g.width, p.type, from, to).find((c) => occupied.has(c));
    if (by !== undefined) {
      events.push({ type: "blocked", id: p.id, at: p.at, target: p.target, by: g.names[by]! });
      return p;
    }
    return { ...p, at: p.target, target: p.at };
  });
  return { pieces: moved, events };
}
