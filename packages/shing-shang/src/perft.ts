/**
 * perft on the search board: the number of legal action sequences of a given length, counted with
 * one move list per level and make/unmake, so that counting allocates nothing past its start.
 */

import type { MoveList } from "./moves.js";
import * as moves from "./moves.js";
import type { Position } from "./position.js";
import * as turns from "./turns.js";

// Module-local bindings (see moves.ts).
const { createMoveList, generateMoves } = moves;
const { play, undo } = turns;

function count(position: Position, depth: number, lists: readonly MoveList[]): number {
  const list = lists[depth]!;
  generateMoves(position, list);
  // Bulk counting: the last level needs only the number of moves.
  if (depth === 1) return list.length;
  let total = 0;
  for (let i = 0; i < list.length; i++) {
    play(position, list.moves[i]!);
    total += count(position, depth - 1, lists);
    undo(position);
  }
  return total;
}

/**
 * The number of legal action sequences of exactly `depth` actions from `position` (extra actions
 * and passes count as actions; a game that ends earlier contributes nothing beyond its end). The
 * position is played on and restored.
 */
export function perft(position: Position, depth: number): number {
  if (depth <= 0) return 1;
  const lists = Array.from({ length: depth + 1 }, () => createMoveList());
  return count(position, depth, lists);
}
