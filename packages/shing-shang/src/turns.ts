/**
 * What happens after an action: wins, the capture bonus (extra action), turn passing, automatic
 * passes and draws. Works on generator positions so the bots search with the same code.
 */

import { type Applied, applyMove, hasPieceMove, type Move } from "./moves.js";
import { codeSide, codeSize, DRAGON_SIZE, EMPTY, SIDES, type Side, type SideIndex } from "./pieces.js";
import type { Position } from "./position.js";
import type { Result } from "./types.js";

/** What an action led to, besides the board change. */
export interface Outcome {
  /** The board change (null for a pass). */
  readonly applied: Applied | null;
  /** The mover, when granted an extra action by a capture. */
  readonly extraAction: boolean;
  /** Sides that passed automatically (no legal action at the start of their turn), in order. */
  readonly autoPassed: readonly SideIndex[];
}

/** Whether `side` still has a dragon on the board. */
export function hasDragon(cells: Int8Array, side: SideIndex): boolean {
  for (let i = 0; i < cells.length; i++) {
    const code = cells[i] ?? EMPTY;
    if (code !== EMPTY && codeSide(code) === side && codeSize(code) === DRAGON_SIZE) return true;
  }
  return false;
}

function other(side: SideIndex): SideIndex {
  return side === 0 ? 1 : 0;
}

function won(winner: SideIndex, reason: "portal" | "dragons"): Result {
  return { winner: SIDES[winner] as Side, reason };
}

/**
 * Hands the turn to `side`, applying automatic passes: a side with no legal action passes; if the
 * other side then has none either, the game is drawn.
 */
export function startTurn(
  cells: Int8Array,
  side: SideIndex,
  ply: number,
  maxPlies: number | null,
): { position: Position; autoPassed: SideIndex[] } {
  if (hasPieceMove(cells, side, -1)) {
    return { position: { cells, turn: side, excluded: -1, ply, maxPlies, result: null }, autoPassed: [] };
  }
  const next = other(side);
  if (hasPieceMove(cells, next, -1)) {
    return { position: { cells, turn: next, excluded: -1, ply, maxPlies, result: null }, autoPassed: [side] };
  }
  const result: Result = { winner: null, reason: "no-legal-actions" };
  return { position: { cells, turn: next, excluded: -1, ply, maxPlies, result }, autoPassed: [side, next] };
}

/**
 * Plays a legal `move` (step, jump or pass) in `position` and settles the turn. The caller has
 * checked legality; this only decides what follows.
 */
export function advance(position: Position, move: Move): { position: Position; outcome: Outcome } {
  const mover = position.turn;
  const ply = position.ply + 1;
  const maxPlies = position.maxPlies;
  const applied = move.kind === "pass" ? null : applyMove(position.cells, move);
  const cells = applied === null ? position.cells : applied.cells;
  const finish = (result: Result, excluded = -1, turn = mover): { position: Position; outcome: Outcome } => ({
    position: { cells, turn, excluded, ply, maxPlies, result },
    outcome: { applied, extraAction: false, autoPassed: [] },
  });
  if (applied?.portal) return finish(won(mover, "portal"));
  if (applied?.capture != null && !hasDragon(cells, other(mover))) return finish(won(mover, "dragons"));
  if (position.maxPlies !== null && ply >= position.maxPlies)
    return finish({ winner: null, reason: "max-plies" });
  if (applied?.capture != null && hasPieceMove(cells, mover, applied.landing)) {
    return {
      position: { cells, turn: mover, excluded: applied.landing, ply, maxPlies, result: null },
      outcome: { applied, extraAction: true, autoPassed: [] },
    };
  }
  const next = startTurn(cells, other(mover), ply, maxPlies);
  return { position: next.position, outcome: { applied, extraAction: false, autoPassed: next.autoPassed } };
}
