/**
 * A static evaluation for the bots: material by size, how close each dragon is to the enemy
 * portals, and capture threats. Scores are from one side's point of view (positive = better).
 */
import * as board from "./board.js";
import * as moves from "./moves.js";
import type { SideIndex } from "./pieces.js";
import * as pieces from "./pieces.js";

// Module-local bindings (see moves.ts): the hard bot evaluates at every leaf.
const { ADJACENT, coordOfIndex, DIRS, LANDING, PORTAL_CELLS, SIZE } = board;
const { jumpsOver, landsOn } = moves;
const { codeSide, codeSize, DRAGON_SIZE, EMPTY } = pieces;

/** Value of a Bushi by size: monkey, lion, dragon. Dragons weigh most: losing both loses. */
export const MATERIAL: readonly number[] = [100, 220, 700];

/** Bonus per cell a dragon is closer to the nearest enemy portal (9 cells is the farthest). */
const PROGRESS = 18;

/** Share of a threatened piece's value counted: more when the threatening side is to move. */
const THREAT_TO_MOVE = 0.45;
const THREAT_WAITING = 0.2;

const DISTANCE_TO_PORTALS: readonly Int8Array[] = [0, 1].map((side) => {
  const table = new Int8Array(SIZE * SIZE);
  for (let i = 0; i < SIZE * SIZE; i++) {
    const c = coordOfIndex(i);
    let best = 99;
    for (const p of PORTAL_CELLS[side] as readonly number[]) {
      const q = coordOfIndex(p);
      best = Math.min(best, Math.max(Math.abs(c.x - q.x), Math.abs(c.y - q.y)));
    }
    table[i] = best;
  }
  return table;
});

/** Chebyshev distance from `cell` to the nearest portal of `owner`. */
export function portalDistance(cell: number, owner: SideIndex): number {
  return DISTANCE_TO_PORTALS[owner]?.[cell] ?? 99;
}

/** `VALUE[code]`: the material of a piece code, 0 for an empty cell. */
const VALUE: Int32Array = Int32Array.from([0, 1, 2, 3, 4, 5, 6], (c) =>
  c === EMPTY ? 0 : (MATERIAL[codeSize(c)] ?? 0),
);

/** The material value of the piece of `code` (0 for an empty cell). */
export function pieceValue(code: number): number {
  return VALUE[code]!;
}

/**
 * The evaluation of `cells` for `side`, with `toMove` about to act. Higher is better for `side`.
 */
export function evaluate(cells: Int8Array, side: SideIndex, toMove: SideIndex): number {
  let score = 0;
  // Best capture each side could make next, by value of the piece taken.
  let redThreat = 0;
  let blueThreat = 0;
  for (let i = 0; i < SIZE * SIZE; i++) {
    const code = cells[i]!;
    if (code === EMPTY) continue;
    const owner = codeSide(code);
    const sign = owner === side ? 1 : -1;
    score += sign * VALUE[code]!;
    if (codeSize(code) === DRAGON_SIZE)
      score += sign * PROGRESS * (9 - portalDistance(i, owner === 0 ? 1 : 0));
    for (let d = 0; d < DIRS; d++) {
      const over = ADJACENT[i * DIRS + d]!;
      if (over < 0) continue;
      const target = cells[over]!;
      if (target === EMPTY || codeSide(target) === owner || !jumpsOver(code, target)) continue;
      const land = LANDING[i * DIRS + d]!;
      if (land < 0 || cells[land] !== EMPTY || !landsOn(code, land)) continue;
      const value = VALUE[target]!;
      if (owner === 0) redThreat = Math.max(redThreat, value);
      else blueThreat = Math.max(blueThreat, value);
    }
  }
  const mine = side === 0 ? redThreat : blueThreat;
  const theirs = side === 0 ? blueThreat : redThreat;
  const mineShare = toMove === side ? THREAT_TO_MOVE : THREAT_WAITING;
  const theirShare = toMove === side ? THREAT_WAITING : THREAT_TO_MOVE;
  return score + mine * mineShare - theirs * theirShare;
}
