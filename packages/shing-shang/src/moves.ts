/**
 * Steps, jumps and jump chains ("shing shang") of seed §2 with the portal complement:
 * the predicates of the rules, the compact move encoding, and move generation into reusable
 * {@link MoveList}s. Generation allocates nothing: it reads precomputed tables built from the same
 * predicates the legality checks use (legality.ts), so `legalActions` and `reduce` cannot disagree.
 */
import * as board from "./board.js";
import type { SideIndex } from "./pieces.js";
import * as pieces from "./pieces.js";
import type { Position } from "./position.js";

// Module-local bindings for what the loops read: some module loaders (vitest's among them) compile
// every use of an imported binding into a getter call, which makes generation several times slower.
const { ADJACENT, DIRS, LANDING, portalOwner, SIZE } = board;
const { codeSide, codeSize, DRAGON_SIZE, EMPTY, MONKEY_SIZE } = pieces;

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

/** How far a piece of `code` steps: monkey 2, lion 1, dragon 0 (it only jumps). */
export function maxStep(code: number): number {
  const size = codeSize(code);
  return size === MONKEY_SIZE ? 2 : size === DRAGON_SIZE ? 0 : 1;
}

/**
 * A cell code the generator writes, for the length of one piece's jump chains, on the cells the
 * chain has left or landed on: not empty, so the chain cannot land there again, and not a piece,
 * so it cannot be jumped over. Never seen outside the generator.
 */
const MARK = 7;

// The predicates as tables indexed by piece code (1..6, and MARK) and cell or code.
const CODES = 8;
const CELL_COUNT = SIZE * SIZE;
function tableOf(size: number, entry: (code: number, k: number) => boolean | number): Uint8Array {
  const t = new Uint8Array(CODES * size);
  for (let code = 1; code < MARK; code++)
    for (let k = 0; k < size; k++) t[code * size + k] = Number(entry(code, k));
  return t;
}
/** `LANDS[code * 100 + cell]`: {@link canLand}. */
const LANDS = tableOf(CELL_COUNT, canLand);
/** `WINS[code * 100 + cell]`: {@link reachesEnemyPortal}. */
const WINS = tableOf(CELL_COUNT, reachesEnemyPortal);
/** `JUMPS[code * 8 + over]`: {@link canJumpOver} (never over a MARK). */
const JUMPS = tableOf(CODES, (code, over) => over !== MARK && canJumpOver(code, over));
/** `REACH[code]`: {@link maxStep}. */
const REACH = tableOf(1, maxStep);

/** {@link canLand} by table lookup (`code` a piece code, `cell` a cell index). */
export function landsOn(code: number, cell: number): boolean {
  return LANDS[code * CELL_COUNT + cell] === 1;
}

/** {@link canJumpOver} by table lookup (`over` a code, 0 for an empty cell). */
export function jumpsOver(code: number, over: number): boolean {
  return JUMPS[code * CODES + over] === 1;
}

/** {@link reachesEnemyPortal} by table lookup: a piece of `code` landing on `cell` wins. */
export function winsOn(code: number, cell: number): boolean {
  return WINS[code * CELL_COUNT + cell] === 1;
}

/**
 * A move as one integer: bits 0–6 the start cell, 7–13 the final cell, 14–20 the cell jumped over
 * by the last hop, then flags {@link JUMP}, {@link CAPTURE}, and {@link PASS} alone for a pass.
 * That is all `play` needs (only a chain's last hop can capture); a jump's full path is kept by
 * its {@link MoveList}.
 */
export type Move = number;

/** Flag of a jump (a step has none). */
export const JUMP = 1 << 21;
/** Flag of a jump whose last hop takes an enemy. */
export const CAPTURE = 1 << 22;
/** The pass that declines an extra action. */
export const PASS: Move = 1 << 23;

/** Start cell of a step or jump. */
export function moveFrom(move: Move): number {
  return move & 127;
}
/** Final cell of a step or jump. */
export function moveTo(move: Move): number {
  return (move >> 7) & 127;
}
/** The cell the last hop of a jump passes over (meaningless for a step). */
export function moveOver(move: Move): number {
  return (move >> 14) & 127;
}

/** The encoding of a step. */
export function stepMove(from: number, to: number): Move {
  return from | (to << 7);
}

/** The encoding of a jump chain from `from` whose last hop passes over `over` to `to`. */
export function jumpMove(from: number, to: number, over: number, capture: boolean): Move {
  return from | (to << 7) | (over << 14) | JUMP | (capture ? CAPTURE : 0);
}

/**
 * A reusable, growable list of moves. For a jump, `parents[i]` is the index of the same chain one
 * hop shorter (every prefix of a chain is itself listed, just before its extensions), or -1 for a
 * first hop: it gives back a chain's path without storing it ({@link movePath}).
 */
export interface MoveList {
  moves: Int32Array;
  parents: Int32Array;
  length: number;
}

/** An empty move list (it grows as needed; reuse it across generations). */
export function createMoveList(capacity = 128): MoveList {
  return { moves: new Int32Array(capacity), parents: new Int32Array(capacity), length: 0 };
}

/** Doubles the capacity of `list`, keeping its first `n` entries. */
function grow(list: MoveList, n: number): void {
  const moves = new Int32Array(2 * n);
  const parents = new Int32Array(2 * n);
  moves.set(list.moves.subarray(0, n));
  parents.set(list.parents.subarray(0, n));
  list.moves = moves;
  list.parents = parents;
}

/**
 * The landing cells of move `i` of `list`, in order: the destination of a step, every landing of
 * a jump chain, nothing for a pass. Only lists filled by {@link generateMoves} hold full paths.
 */
export function movePath(list: MoveList, i: number): number[] {
  const move = list.moves[i]!;
  if (move === PASS) return [];
  if ((move & JUMP) === 0) return [moveTo(move)];
  const path: number[] = [];
  for (let k = i; k >= 0; k = list.parents[k]!) path.push(moveTo(list.moves[k]!));
  return path.reverse();
}

/** `BEYOND[i * 8 + d]`: the cell two steps from `i` in direction `d` through an existing cell, or -1. */
const BEYOND = Int8Array.from(ADJACENT, (next, k) => (next < 0 ? -1 : ADJACENT[next * DIRS + (k % DIRS)]!));

// The generators below keep the list's length in a local `n` (cheaper than updating the list
// object at every move): addJumps returns it, addSteps (which returns its hop mask) stores it.

/**
 * Appends the steps of the piece `code` on `from` (each direction, nearest cell first), and
 * returns the directions in which it has a first hop as a bit mask: both need the neighbours, so
 * one pass reads them for both.
 */
function addSteps(
  cells: Int8Array,
  from: number,
  code: number,
  list: MoveList,
  n: number,
  capturesOnly: boolean,
): number {
  const reach = capturesOnly ? 0 : REACH[code]!;
  const lands = code * CELL_COUNT;
  const jumps = code * CODES;
  let hops = 0;
  if (n + 2 * DIRS > list.moves.length) grow(list, n);
  const moves = list.moves;
  for (let d = 0, k = from * DIRS; d < DIRS; d++, k++) {
    const near = ADJACENT[k]!;
    if (near < 0) continue;
    const there = cells[near]!;
    if (there !== EMPTY) {
      if (JUMPS[jumps + there] === 1) hops |= 1 << d;
      continue;
    }
    // A step stops at the first occupied cell: a monkey may not pass over a piece.
    if (reach === 0) continue;
    if (LANDS[lands + near] === 1) moves[n++] = from | (near << 7);
    const far = BEYOND[k]!;
    if (reach === 2 && far >= 0 && cells[far] === EMPTY && LANDS[lands + far] === 1)
      moves[n++] = from | (far << 7);
  }
  list.length = n;
  return hops;
}

/**
 * Appends every jump chain of the piece `code` (already lifted from `from`) continuing from `at`,
 * depth first, each prefix before its extensions; the cells the chain has left or landed on hold
 * MARK. With `capturesOnly`, only chains whose last hop captures are listed (without parents).
 */
function addJumps(
  cells: Int8Array,
  code: number,
  from: number,
  at: number,
  parent: number,
  list: MoveList,
  n: number,
  capturesOnly: boolean,
  directions = 0xff,
): number {
  const side = codeSide(code);
  const lands = code * CELL_COUNT;
  const jumps = code * CODES;
  for (let d = 0, k = at * DIRS; d < DIRS; d++, k++) {
    if ((directions & (1 << d)) === 0) continue;
    const over = ADJACENT[k]!;
    if (over < 0) continue;
    const jumped = cells[over]!;
    if (JUMPS[jumps + jumped] === 0) continue;
    const land = LANDING[k]!;
    if (land < 0 || cells[land] !== EMPTY || LANDS[lands + land] === 0) continue;
    const capture = codeSide(jumped) !== side;
    let index = -1;
    if (capture || !capturesOnly) {
      if (n === list.moves.length) grow(list, n);
      list.moves[n] = from | (land << 7) | (over << 14) | JUMP | (capture ? CAPTURE : 0);
      list.parents[n] = parent;
      index = n++;
    }
    // A capture, or a dragon reaching the enemy portals, ends the chain.
    if (!capture && WINS[lands + land] === 0) {
      cells[land] = MARK;
      n = addJumps(cells, code, from, land, index, list, n, capturesOnly);
      cells[land] = EMPTY;
    }
  }
  return n;
}

/** The lowest cell of the bit set `bits` (not 0) of word `word`. */
function lowestCell(bits: number, word: number): number {
  return (word << 5) + 31 - Math.clz32(bits & -bits);
}

function generate(position: Position, list: MoveList, capturesOnly: boolean): void {
  let n = 0;
  if (position.result === 0) {
    const { cells, excluded, occupied } = position;
    for (let word = 0, w = 4 * position.turn; word < 4; word++, w++) {
      // The side's pieces in cell order, lowest bit first.
      for (let bits = occupied[w]!; bits !== 0; bits &= bits - 1) {
        const from = lowestCell(bits, word);
        if (from === excluded) continue;
        const code = cells[from]!;
        const hops = addSteps(cells, from, code, list, n, capturesOnly);
        n = list.length;
        if (hops === 0) continue;
        // The jumper leaves its start: nothing to jump over there, and landing there is a revisit.
        cells[from] = MARK;
        n = addJumps(cells, code, from, from, -1, list, n, capturesOnly, hops);
        cells[from] = code;
      }
    }
    if (excluded >= 0 && !capturesOnly) {
      if (n === list.moves.length) grow(list, n);
      list.moves[n++] = PASS;
    }
  }
  list.length = n;
}

/**
 * Fills `list` with every legal move of `position` (none once the game is over), in the order of
 * `legalActions`: pieces in cell order, each piece's steps before its jump chains (every prefix
 * listed), then the pass during an extra action. The position is used as scratch space and left
 * as it was.
 */
export function generateMoves(position: Position, list: MoveList): void {
  generate(position, list, false);
}

/**
 * Fills `list` with the capturing chains of `position` only (those whose last hop takes an enemy),
 * in {@link generateMoves} order: what a quiescence search looks at. Paths are not recorded:
 * `play` needs only the move itself.
 */
export function generateCaptures(position: Position, list: MoveList): void {
  generate(position, list, true);
}

/** Whether the piece `code` on `from` has at least one step or jump (cheaper than listing them). */
function pieceCanMove(cells: Int8Array, from: number, code: number): boolean {
  const reach = REACH[code]!;
  const lands = code * CELL_COUNT;
  const jumps = code * CODES;
  for (let d = 0; d < DIRS; d++) {
    const next = ADJACENT[from * DIRS + d]!;
    if (next < 0) continue;
    const there = cells[next]!;
    if (there === EMPTY) {
      if (reach >= 1 && LANDS[lands + next] === 1) return true;
      const second = ADJACENT[next * DIRS + d]!;
      if (reach >= 2 && second >= 0 && cells[second] === EMPTY && LANDS[lands + second] === 1) return true;
    } else if (JUMPS[jumps + there] === 1) {
      const land = LANDING[from * DIRS + d]!;
      if (land >= 0 && cells[land] === EMPTY && LANDS[lands + land] === 1) return true;
    }
  }
  return false;
}

/**
 * Whether `side` has any step or jump in `position`, leaving out the piece on `excluded` (-1 for
 * none). A pass does not count: this answers "may this player act with a piece?".
 */
export function hasPieceMove(position: Position, side: SideIndex, excluded: number): boolean {
  const { cells, occupied } = position;
  for (let word = 0, w = 4 * side; word < 4; word++, w++) {
    for (let bits = occupied[w]!; bits !== 0; bits &= bits - 1) {
      const from = lowestCell(bits, word);
      if (from !== excluded && pieceCanMove(cells, from, cells[from]!)) return true;
    }
  }
  return false;
}
