/**
 * Whether an action is legal, and if not why: the checks `reduce` runs on a parsed action, with a
 * machine-readable reason and a sentence for people. They use the same predicates as the move
 * generator ({@link canLand}, {@link canJumpOver}), so `legalActions` and `reduce` cannot disagree.
 */

import { ADJACENT, DIRS, directionBetween, portalOwner, squareName } from "./board.js";
import { canJumpOver, canLand, maxStep, reachesEnemyPortal } from "./moves.js";
import { codeSide, codeSize, DRAGON_SIZE, EMPTY, MONKEY_SIZE, type SideIndex } from "./pieces.js";
import type { ShingShangRefusal } from "./refusals.js";

/** Why an action is illegal: a machine-readable reason and a sentence for people. */
export interface Illegal {
  readonly reason: ShingShangRefusal;
  readonly detail: string;
}

function illegal(reason: ShingShangRefusal, detail: string): Illegal {
  return { reason, detail };
}

/** Checks the piece on `from` may act for `side` now. */
function checkMover(cells: Int8Array, side: SideIndex, excluded: number, from: number): Illegal | null {
  const code = cells[from] ?? EMPTY;
  if (code === EMPTY) return illegal("no-piece", `there is no Bushi on ${squareName(from)}`);
  if (codeSide(code) !== side)
    return illegal("not-your-piece", `the Bushi on ${squareName(from)} is not yours`);
  if (from === excluded) {
    return illegal(
      "excluded-piece",
      `the extra action must use another Bushi than the one that captured (on ${squareName(from)})`,
    );
  }
  return null;
}

/** Why a step of `side` from `from` to `to` is illegal, or null when it is legal. */
export function checkStep(
  cells: Int8Array,
  side: SideIndex,
  excluded: number,
  from: number,
  to: number,
): Illegal | null {
  const mover = checkMover(cells, side, excluded, from);
  if (mover !== null) return mover;
  const code = cells[from] ?? EMPTY;
  if (codeSize(code) === DRAGON_SIZE) return illegal("dragon-cannot-step", "a dragon only moves by jumping");
  const line = directionBetween(from, to);
  if (line === null) {
    return illegal("not-a-line", `${squareName(to)} is not in a straight line from ${squareName(from)}`);
  }
  const reach = maxStep(code);
  if (line.distance > reach) {
    return illegal(
      "too-far",
      `a ${codeSize(code) === MONKEY_SIZE ? "monkey" : "lion"} steps at most ${reach} cell(s)`,
    );
  }
  if (line.distance === 2) {
    const middle = ADJACENT[from * DIRS + line.dir] ?? -1;
    if (middle < 0)
      return illegal(
        "not-a-line",
        `the step leaves the board between ${squareName(from)} and ${squareName(to)}`,
      );
    if (cells[middle] !== EMPTY)
      return illegal("blocked", `${squareName(middle)} is occupied: a step cannot pass over a piece`);
  }
  if (cells[to] !== EMPTY) return illegal("occupied", `${squareName(to)} is occupied`);
  if (!canLand(code, to)) return illegal("portal", portalDetail(code, to));
  return null;
}

function portalDetail(code: number, cell: number): string {
  return portalOwner(cell) === codeSide(code)
    ? `${squareName(cell)} is one of your own portals: no Bushi may stop there`
    : `${squareName(cell)} is an enemy portal: only a dragon may stop there`;
}

/** The result of checking a jump chain: the cells jumped over, or why it is illegal. */
export type JumpCheck =
  | { readonly ok: true; readonly over: readonly number[] }
  | { readonly ok: false; readonly illegal: Illegal };

/** Checks a jump chain of `side` from `from` through the landing cells `path`. */
export function checkJump(
  cells: Int8Array,
  side: SideIndex,
  excluded: number,
  from: number,
  path: readonly number[],
): JumpCheck {
  const fail = (reason: ShingShangRefusal, detail: string): JumpCheck => ({
    ok: false,
    illegal: illegal(reason, detail),
  });
  const mover = checkMover(cells, side, excluded, from);
  if (mover !== null) return { ok: false, illegal: mover };
  if (path.length === 0) return fail("empty-path", "a jump needs at least one landing square");
  const code = cells[from] ?? EMPTY;
  const visited = new Set<number>([from]);
  const over: number[] = [];
  let at = from;
  for (let hop = 0; hop < path.length; hop++) {
    const land = path[hop] as number;
    const line = directionBetween(at, land);
    if (line === null || line.distance !== 2) {
      return fail(
        "not-a-jump",
        `${squareName(land)} is not two cells in a straight line from ${squareName(at)}`,
      );
    }
    const mid = ADJACENT[at * DIRS + line.dir] ?? -1;
    // The jumper has left `from`, so its start cell counts as empty mid-chain.
    const jumped = mid < 0 || mid === from ? EMPTY : (cells[mid] ?? EMPTY);
    if (jumped === EMPTY)
      return fail(
        "nothing-to-jump",
        `there is no Bushi to jump over between ${squareName(at)} and ${squareName(land)}`,
      );
    if (!canJumpOver(code, jumped)) {
      return fail("too-big", `the Bushi on ${squareName(mid)} is bigger than the jumper`);
    }
    if (visited.has(land)) return fail("revisit", `the chain already visited ${squareName(land)}`);
    if (cells[land] !== EMPTY) return fail("occupied", `${squareName(land)} is occupied`);
    if (!canLand(code, land)) return fail("portal", portalDetail(code, land));
    over.push(mid);
    visited.add(land);
    at = land;
    const last = hop === path.length - 1;
    if (!last && codeSide(jumped) !== side) {
      return fail(
        "after-capture",
        `jumping over the enemy on ${squareName(mid)} captures it and ends the chain`,
      );
    }
    if (!last && reachesEnemyPortal(code, land)) {
      return fail("after-portal", `the dragon wins on reaching ${squareName(land)}: the chain ends there`);
    }
  }
  return { ok: true, over };
}
