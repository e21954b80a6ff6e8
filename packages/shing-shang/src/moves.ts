/**
 * Steps, jumps and jump chains ("shing shang"): the rules of seed §2 with the portal
 * complement. Generation and validation share the same predicates ({@link canLand},
 * {@link canJumpOver}), so `legalActions` and `reduce` cannot disagree.
 */
import { ADJACENT, DIRS, directionBetween, LANDING, portalOwner, squareName } from "./board.js";
import { codeSide, codeSize, DRAGON_SIZE, EMPTY, MONKEY_SIZE, type SideIndex } from "./pieces.js";

/** A move in generator form: cell indices. A step's path is its one destination. */
export interface Move {
  readonly kind: "step" | "jump" | "pass";
  readonly from: number;
  /** Destination of a step, or the landing cells of a jump chain in order. Empty for a pass. */
  readonly path: readonly number[];
}

/** The pass that declines an extra action. */
export const PASS: Move = { kind: "pass", from: -1, path: [] };

/** Why an action is illegal: a machine-readable reason and a sentence for people. */
export interface Illegal {
  readonly reason: string;
  readonly detail: string;
}

/**
 * Whether a piece of `code` may end a step or a hop on `cell` (issue 5, portals): never on its own
 * side's portals; on the opponent's portals only a dragon (which wins there).
 */
export function canLand(code: number, cell: number): boolean {
  const owner = portalOwner(cell);
  if (owner < 0) return true;
  return codeSize(code) === DRAGON_SIZE && owner !== codeSide(code);
}

/** Whether a piece of `code` may jump over a piece of `over` (seed §2: smaller or same size). */
export function canJumpOver(code: number, over: number): boolean {
  return over !== EMPTY && codeSize(over) <= codeSize(code);
}

/** True when a landing of `code` on `cell` is a dragon reaching the opponent's portal (a win). */
export function reachesEnemyPortal(code: number, cell: number): boolean {
  const owner = portalOwner(cell);
  return owner >= 0 && owner !== codeSide(code) && codeSize(code) === DRAGON_SIZE;
}

function maxStep(code: number): number {
  const size = codeSize(code);
  return size === MONKEY_SIZE ? 2 : size === DRAGON_SIZE ? 0 : 1;
}

/** Appends every step of the piece on `from` to `out`. */
function addSteps(cells: Int8Array, from: number, code: number, out: Move[]): void {
  const reach = maxStep(code);
  for (let d = 0; d < DIRS; d++) {
    let at = from;
    for (let k = 1; k <= reach; k++) {
      at = ADJACENT[at * DIRS + d] ?? -1;
      // A step stops at the edge or the first occupied cell: a monkey may not pass over a piece.
      if (at < 0 || cells[at] !== EMPTY) break;
      if (canLand(code, at)) out.push({ kind: "step", from, path: [at] });
    }
  }
}

/**
 * Appends every jump path of the piece on `from`, each prefix included (a chain may stop after
 * any hop). `cells` must already have `from` emptied: the jumper has left its start.
 */
function addJumps(
  cells: Int8Array,
  from: number,
  code: number,
  at: number,
  visited: Uint8Array,
  path: number[],
  out: Move[],
  capturesOnly = false,
): void {
  for (let d = 0; d < DIRS; d++) {
    const over = ADJACENT[at * DIRS + d] ?? -1;
    if (over < 0) continue;
    const jumped = cells[over] ?? EMPTY;
    if (!canJumpOver(code, jumped)) continue;
    const land = LANDING[at * DIRS + d] ?? -1;
    if (land < 0 || cells[land] !== EMPTY || visited[land] === 1 || !canLand(code, land)) continue;
    path.push(land);
    const capture = codeSide(jumped) !== codeSide(code);
    if (capture || !capturesOnly) out.push({ kind: "jump", from, path: path.slice() });
    // A capture or a dragon reaching the enemy portals ends the chain.
    if (!capture && !reachesEnemyPortal(code, land)) {
      visited[land] = 1;
      addJumps(cells, from, code, land, visited, path, out, capturesOnly);
      visited[land] = 0;
    }
    path.pop();
  }
}

/**
 * Every step and jump path of the piece on `from` (which must hold a piece), appended to `out`.
 * `scratch` (a copy of `cells`) and `visited` (all zero) are working buffers, restored on return,
 * so one pair serves a whole generation.
 */
function addPieceMoves(
  cells: Int8Array,
  from: number,
  scratch: Int8Array,
  visited: Uint8Array,
  out: Move[],
): void {
  const code = cells[from] ?? EMPTY;
  if (code === EMPTY) return;
  addSteps(cells, from, code, out);
  // The jumper leaves its start: the cell is empty, and landing there again is a revisit.
  scratch[from] = EMPTY;
  visited[from] = 1;
  addJumps(scratch, from, code, from, visited, [], out);
  scratch[from] = code;
  visited[from] = 0;
}

/** Every step and jump path of the piece on `from` (none if the square is empty). */
export function pieceMoves(cells: Int8Array, from: number): Move[] {
  const out: Move[] = [];
  addPieceMoves(cells, from, cells.slice(), new Uint8Array(cells.length), out);
  return out;
}

/**
 * Every move of `side`, pieces in cell order, steps before jumps; the piece on `excluded` (the
 * capturer, during an extra action) is skipped and a pass is added at the end.
 */
export function generateMoves(cells: Int8Array, side: SideIndex, excluded: number): Move[] {
  const out: Move[] = [];
  const scratch = cells.slice();
  const visited = new Uint8Array(cells.length);
  for (let i = 0; i < cells.length; i++) {
    const code = cells[i] ?? EMPTY;
    if (code === EMPTY || codeSide(code) !== side || i === excluded) continue;
    addPieceMoves(cells, i, scratch, visited, out);
  }
  if (excluded >= 0) out.push(PASS);
  return out;
}

/**
 * The capturing jumps of `side` only (paths whose last hop takes an enemy), in the order
 * {@link generateMoves} lists them: what the hard bot's quiescence search looks at.
 */
export function generateCaptures(cells: Int8Array, side: SideIndex, excluded: number): Move[] {
  const out: Move[] = [];
  const scratch = cells.slice();
  const visited = new Uint8Array(cells.length);
  for (let i = 0; i < cells.length; i++) {
    const code = cells[i] ?? EMPTY;
    if (code === EMPTY || codeSide(code) !== side || i === excluded) continue;
    scratch[i] = EMPTY;
    visited[i] = 1;
    addJumps(scratch, i, code, i, visited, [], out, true);
    scratch[i] = code;
    visited[i] = 0;
  }
  return out;
}

/** Whether the piece on `from` has at least one step or jump (cheaper than listing them). */
function pieceCanMove(cells: Int8Array, from: number, code: number): boolean {
  for (let d = 0; d < DIRS; d++) {
    const next = ADJACENT[from * DIRS + d] ?? -1;
    if (next < 0) continue;
    const there = cells[next] ?? EMPTY;
    if (there === EMPTY) {
      if (maxStep(code) >= 1 && canLand(code, next)) return true;
      const second = ADJACENT[next * DIRS + d] ?? -1;
      if (maxStep(code) >= 2 && second >= 0 && cells[second] === EMPTY && canLand(code, second)) return true;
    } else if (canJumpOver(code, there)) {
      const land = LANDING[from * DIRS + d] ?? -1;
      if (land >= 0 && cells[land] === EMPTY && canLand(code, land)) return true;
    }
  }
  return false;
}

/**
 * Whether `side` has any step or jump, leaving out the piece on `excluded`. A pass does not
 * count: this answers "may this player act with a piece?".
 */
export function hasPieceMove(cells: Int8Array, side: SideIndex, excluded: number): boolean {
  for (let i = 0; i < cells.length; i++) {
    const code = cells[i] ?? EMPTY;
    if (code !== EMPTY && codeSide(code) === side && i !== excluded && pieceCanMove(cells, i, code))
      return true;
  }
  return false;
}

function illegal(reason: string, detail: string): Illegal {
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
  const fail = (reason: string, detail: string): JumpCheck => ({
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

/** Board after a move, with what it captured. Copy-make: `cells` is untouched. */
export interface Applied {
  readonly cells: Int8Array;
  /** Where the moving piece ended. */
  readonly landing: number;
  /** The captured cell and code, or null. */
  readonly capture: { readonly at: number; readonly code: number } | null;
  /** Whether a dragon reached an enemy portal. */
  readonly portal: boolean;
}

/** Plays a legal step or jump on a copy of `cells`. */
export function applyMove(cells: Int8Array, move: Move): Applied {
  const next = cells.slice();
  const code = next[move.from] ?? EMPTY;
  next[move.from] = EMPTY;
  let at = move.from;
  let capture: Applied["capture"] = null;
  for (const land of move.path) {
    if (move.kind === "jump") {
      // The jumped cell is the midpoint: index arithmetic works since both x and y move by 0 or 2.
      const mid = (at + land) / 2;
      const jumped = next[mid] ?? EMPTY;
      if (jumped !== EMPTY && codeSide(jumped) !== codeSide(code)) {
        capture = { at: mid, code: jumped };
        next[mid] = EMPTY;
      }
    }
    at = land;
  }
  next[at] = code;
  return { cells: next, landing: at, capture, portal: reachesEnemyPortal(code, at) };
}
