/**
 * A static evaluation for the bots: material by size, how close each dragon is to the enemy
 * portals, and capture threats. Scores are from one side's point of view (positive = better).
 */
import * as board from "./board.js";
import * as moves from "./moves.js";
import type { SideIndex } from "./pieces.js";
import * as pieces from "./pieces.js";
import type { Position } from "./position.js";

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
 * The evaluation of `position` for `side`, whatever side is to act: material, each dragon's
 * progress towards the enemy portals, and the best capture each side threatens, counted more for
 * the side to act. Higher is better for `side`.
 */
export function evaluate(position: Position, side: SideIndex): number {
  const { cells, occupied } = position;
  let score = 0;
  let mine = 0;
  let theirs = 0;
  for (let owner = 0; owner < 2; owner++) {
    const sign = owner === side ? 1 : -1;
    const enemyPortals = DISTANCE_TO_PORTALS[1 - owner]!;
    // The most valuable enemy piece this side could capture next.
    let threat = 0;
    for (let word = 0, w = 4 * owner; word < 4; word++, w++) {
      for (let bits = occupied[w]!; bits !== 0; bits &= bits - 1) {
        const cell = (word << 5) + 31 - Math.clz32(bits & -bits);
        const code = cells[cell]!;
        const value = VALUE[code]!;
        score += sign * value;
        if (codeSize(code) === DRAGON_SIZE) score += sign * PROGRESS * (9 - enemyPortals[cell]!);
        // A piece captures only pieces of its size or smaller, so of its value or less.
        if (value <= threat) continue;
        for (let k = cell * DIRS, end = k + DIRS; k < end; k++) {
          const over = ADJACENT[k]!;
          if (over < 0) continue;
          const target = cells[over]!;
          if (target === EMPTY || codeSide(target) === owner || !jumpsOver(code, target)) continue;
          const land = LANDING[k]!;
          if (land >= 0 && cells[land] === EMPTY && landsOn(code, land) && VALUE[target]! > threat)
            threat = VALUE[target]!;
        }
      }
    }
    if (owner === side) mine = threat;
    else theirs = threat;
  }
  const toMove = position.turn === side;
  return (
    score +
    mine * (toMove ? THREAT_TO_MOVE : THREAT_WAITING) -
    theirs * (toMove ? THREAT_WAITING : THREAT_TO_MOVE)
  );
}
