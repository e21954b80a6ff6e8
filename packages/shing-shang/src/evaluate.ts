/**
 * A static evaluation for the bots: material by size, how close each dragon is to the enemy
 * portals, and capture threats. Scores are from one side's point of view (positive = better).
 */
import { ADJACENT, coordOfIndex, DIRS, LANDING, PORTAL_CELLS } from "./board.js";
import { canJumpOver, canLand } from "./moves.js";
import { codeSide, codeSize, DRAGON_SIZE, EMPTY, type SideIndex } from "./pieces.js";

/** Value of a Bushi by size: monkey, lion, dragon. Dragons weigh most: losing both loses. */
export const MATERIAL: readonly number[] = [100, 220, 700];

/** Bonus per cell a dragon is closer to the nearest enemy portal (9 cells is the farthest). */
const PROGRESS = 18;

/** Share of a threatened piece's value counted: more when the threatening side is to move. */
const THREAT_TO_MOVE = 0.45;
const THREAT_WAITING = 0.2;

const DISTANCE_TO_PORTALS: readonly Int8Array[] = [0, 1].map((side) => {
  const table = new Int8Array(100);
  for (let i = 0; i < 100; i++) {
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

/**
 * The evaluation of `cells` for `side`, with `toMove` about to act. Higher is better for `side`.
 */
export function evaluate(cells: Int8Array, side: SideIndex, toMove: SideIndex): number {
  let score = 0;
  // Best capture each side could make next, by value of the piece taken.
  const bestThreat = [0, 0];
  for (let i = 0; i < cells.length; i++) {
    const code = cells[i] ?? EMPTY;
    if (code === EMPTY) continue;
    const owner = codeSide(code);
    const sign = owner === side ? 1 : -1;
    const size = codeSize(code);
    score += sign * (MATERIAL[size] ?? 0);
    if (size === DRAGON_SIZE) score += sign * PROGRESS * (9 - portalDistance(i, owner === 0 ? 1 : 0));
    for (let d = 0; d < DIRS; d++) {
      const over = ADJACENT[i * DIRS + d] ?? -1;
      if (over < 0) continue;
      const target = cells[over] ?? EMPTY;
      if (target === EMPTY || codeSide(target) === owner || !canJumpOver(code, target)) continue;
      const land = LANDING[i * DIRS + d] ?? -1;
      if (land < 0 || cells[land] !== EMPTY || !canLand(code, land)) continue;
      const value = MATERIAL[codeSize(target)] ?? 0;
      if (value > (bestThreat[owner] ?? 0)) bestThreat[owner] = value;
    }
  }
  const mine = bestThreat[side] ?? 0;
  const theirs = bestThreat[side === 0 ? 1 : 0] ?? 0;
  const mineShare = toMove === side ? THREAT_TO_MOVE : THREAT_WAITING;
  const theirShare = toMove === side ? THREAT_WAITING : THREAT_TO_MOVE;
  return score + mine * mineShare - theirs * theirShare;
}
