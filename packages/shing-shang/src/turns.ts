/**
 * Playing a move on the search board and taking it back: the board change, then what follows it —
 * wins, the capture bonus (extra action), turn passing, automatic passes and draws. `play` and
 * `undo` mutate the {@link Position} in place; `reduce`, perft and the bots all go through them.
 */

import type { Move } from "./moves.js";
import * as moves from "./moves.js";
import type { SideIndex } from "./pieces.js";
import * as pieces from "./pieces.js";
import type { Position } from "./position.js";
import * as positions from "./position.js";

// Module-local bindings (see moves.ts): play and undo run millions of times in a search.
const { CAPTURE, hasPieceMove, moveFrom, moveOver, moveTo, PASS, winsOn } = moves;
const { codeSide, codeSize, DRAGON_SIZE, EMPTY } = pieces;
const { DRAW_MAX_PLIES, DRAW_NO_ACTIONS, dragonsWin, ONGOING, portalWin } = positions;

function other(side: SideIndex): SideIndex {
  return side === 0 ? 1 : 0;
}

/**
 * Hands the turn to `side`, applying automatic passes: a side with no legal action passes; if the
 * other side then has none either, the game is drawn (and the turn stays with the other side).
 */
export function startTurn(position: Position, side: SideIndex): void {
  position.excluded = -1;
  if (hasPieceMove(position, side, -1)) {
    position.turn = side;
    return;
  }
  position.turn = other(side);
  if (!hasPieceMove(position, position.turn, -1)) position.result = DRAW_NO_ACTIONS;
}

/** Flips the bit of `cell` in the piece set of `side`. */
function toggle(occupied: Int32Array, side: number, cell: number): void {
  occupied[4 * side + (cell >> 5)]! ^= 1 << (cell & 31);
}

function grow(position: Position): void {
  const history = new Int32Array(position.history.length * 2);
  history.set(position.history);
  position.history = history;
}

/**
 * Plays a legal `move` (step, jump or pass) for the side to move and settles the turn: a dragon on
 * an enemy portal or the capture of the last enemy dragon wins; reaching `maxPlies` draws; a
 * capture grants an extra action to another piece if one can move; otherwise the other side's
 * turn starts (with automatic passes). On a finished game the turn stays with the mover.
 * Legality is the caller's business: pass only moves {@link generateMoves} lists (or checked ones).
 */
export function play(position: Position, move: Move): void {
  const { cells, occupied } = position;
  const mover = position.turn;
  if (position.history.length < 2 * position.depth + 2) grow(position);
  const at = 2 * position.depth++;
  let captured = EMPTY;
  if (move !== PASS) {
    const from = moveFrom(move);
    const to = moveTo(move);
    const code = cells[from]!;
    cells[from] = EMPTY;
    if ((move & CAPTURE) !== 0) {
      const over = moveOver(move);
      captured = cells[over]!;
      cells[over] = EMPTY;
      toggle(occupied, codeSide(captured), over);
      if (codeSize(captured) === DRAGON_SIZE) position.dragons[codeSide(captured)]!--;
    }
    cells[to] = code;
    toggle(occupied, mover, from);
    toggle(occupied, mover, to);
  }
  position.history[at] = move;
  position.history[at + 1] =
    mover | ((position.excluded + 1) << 1) | (position.result << 8) | (captured << 12);
  position.ply++;
  const to = moveTo(move);
  if (move !== PASS && winsOn(cells[to]!, to)) {
    position.result = portalWin(mover);
    position.excluded = -1;
  } else if (captured !== EMPTY && position.dragons[other(mover)] === 0) {
    position.result = dragonsWin(mover);
    position.excluded = -1;
  } else if (position.maxPlies !== null && position.ply >= position.maxPlies) {
    position.result = DRAW_MAX_PLIES;
    position.excluded = -1;
  } else if (captured !== EMPTY && hasPieceMove(position, mover, to)) {
    // The capture bonus: one more action, with any other piece.
    position.excluded = to;
  } else {
    startTurn(position, other(mover));
  }
}

/** Takes back the last move played on `position` (there must be one). */
export function undo(position: Position): void {
  const { cells, occupied } = position;
  const at = 2 * --position.depth;
  const move = position.history[at]!;
  const saved = position.history[at + 1]!;
  position.turn = (saved & 1) as SideIndex;
  position.excluded = ((saved >> 1) & 127) - 1;
  position.result = ((saved >> 8) & 15) as Position["result"];
  position.ply--;
  if (move === PASS) return;
  const from = moveFrom(move);
  const to = moveTo(move);
  cells[from] = cells[to]!;
  cells[to] = EMPTY;
  toggle(occupied, position.turn, from);
  toggle(occupied, position.turn, to);
  const captured = (saved >> 12) & 15;
  if (captured !== EMPTY) {
    const over = moveOver(move);
    cells[over] = captured;
    toggle(occupied, codeSide(captured), over);
    if (codeSize(captured) === DRAGON_SIZE) position.dragons[codeSide(captured)]!++;
  }
}

/** Whether the game of `position` is over. */
export function isOver(position: Position): boolean {
  return position.result !== ONGOING;
}
