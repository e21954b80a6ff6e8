/**
 * A frozen copy of the engine's move generation and move application as they were at commit
 * 6b87dcc, before the search board of issue 18: `generateMoves`, `applyMove`, `hasPieceMove`
 * (from src/moves.ts), `startTurn` and `advance` (src/turns.ts), and the events, `legalActions`
 * and `perft` of src/game.ts, on copy-made immutable positions. Only the board geometry
 * (src/board.ts) and the piece codes (src/pieces.ts), which issue 18 did not touch, are shared.
 *
 * The differential test plays random games with both implementations and requires identical
 * action lists, states and events. Do not "fix" or optimise this file: its value is that it is
 * the previous implementation, unchanged.
 */
import { ADJACENT, CELLS, DIRS, LANDING, portalOwner, squareIndex, squareName } from "../../src/board.js";
import {
  codeOf,
  codeSide,
  codeSize,
  DRAGON_SIZE,
  EMPTY,
  KINDS,
  type Kind,
  MONKEY_SIZE,
  type Piece,
  pieceOf,
  SIDES,
  type Side,
  type SideIndex,
  sideIndex,
} from "../../src/pieces.js";
import type { Action, Event, Result, State } from "../../src/types.js";

interface Move {
  readonly kind: "step" | "jump" | "pass";
  readonly from: number;
  readonly path: readonly number[];
}

const PASS: Move = { kind: "pass", from: -1, path: [] };

interface Position {
  readonly cells: Int8Array;
  readonly turn: SideIndex;
  readonly excluded: number;
  readonly ply: number;
  readonly maxPlies: number | null;
  readonly result: Result | null;
}

function positionOf(state: State): Position {
  const cells = new Int8Array(100);
  for (const i of CELLS) {
    const piece = state.pieces[squareName(i)];
    if (piece !== null && piece !== undefined) cells[i] = codeOf(piece);
  }
  return {
    cells,
    turn: sideIndex(state.turn),
    excluded: state.extra === null ? -1 : squareIndex(state.extra.excluded),
    ply: state.ply,
    maxPlies: state.maxPlies,
    result: state.result,
  };
}

function stateOf(position: Position): State {
  const pieces: Record<string, Piece | null> = {};
  for (const i of CELLS) {
    const code = position.cells[i] ?? EMPTY;
    pieces[squareName(i)] = code === EMPTY ? null : pieceOf(code);
  }
  return {
    pieces,
    turn: SIDES[position.turn] as Side,
    extra: position.excluded < 0 ? null : { excluded: squareName(position.excluded) },
    ply: position.ply,
    maxPlies: position.maxPlies,
    result: position.result,
  };
}

// ---- src/moves.ts at 6b87dcc ----

function canLand(code: number, cell: number): boolean {
  const owner = portalOwner(cell);
  if (owner < 0) return true;
  return codeSize(code) === DRAGON_SIZE && owner !== codeSide(code);
}

function canJumpOver(code: number, over: number): boolean {
  return over !== EMPTY && codeSize(over) <= codeSize(code);
}

function reachesEnemyPortal(code: number, cell: number): boolean {
  const owner = portalOwner(cell);
  return owner >= 0 && owner !== codeSide(code) && codeSize(code) === DRAGON_SIZE;
}

function maxStep(code: number): number {
  const size = codeSize(code);
  return size === MONKEY_SIZE ? 2 : size === DRAGON_SIZE ? 0 : 1;
}

function addSteps(cells: Int8Array, from: number, code: number, out: Move[]): void {
  const reach = maxStep(code);
  for (let d = 0; d < DIRS; d++) {
    let at = from;
    for (let k = 1; k <= reach; k++) {
      at = ADJACENT[at * DIRS + d] ?? -1;
      if (at < 0 || cells[at] !== EMPTY) break;
      if (canLand(code, at)) out.push({ kind: "step", from, path: [at] });
    }
  }
}

function addJumps(
  cells: Int8Array,
  from: number,
  code: number,
  at: number,
  visited: Uint8Array,
  path: number[],
  out: Move[],
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
    out.push({ kind: "jump", from, path: path.slice() });
    if (!capture && !reachesEnemyPortal(code, land)) {
      visited[land] = 1;
      addJumps(cells, from, code, land, visited, path, out);
      visited[land] = 0;
    }
    path.pop();
  }
}

function generateMoves(cells: Int8Array, side: SideIndex, excluded: number): Move[] {
  const out: Move[] = [];
  const scratch = cells.slice();
  const visited = new Uint8Array(cells.length);
  for (let i = 0; i < cells.length; i++) {
    const code = cells[i] ?? EMPTY;
    if (code === EMPTY || codeSide(code) !== side || i === excluded) continue;
    addSteps(cells, i, code, out);
    scratch[i] = EMPTY;
    visited[i] = 1;
    addJumps(scratch, i, code, i, visited, [], out);
    scratch[i] = code;
    visited[i] = 0;
  }
  if (excluded >= 0) out.push(PASS);
  return out;
}

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

function hasPieceMove(cells: Int8Array, side: SideIndex, excluded: number): boolean {
  for (let i = 0; i < cells.length; i++) {
    const code = cells[i] ?? EMPTY;
    if (code !== EMPTY && codeSide(code) === side && i !== excluded && pieceCanMove(cells, i, code))
      return true;
  }
  return false;
}

interface Applied {
  readonly cells: Int8Array;
  readonly landing: number;
  readonly capture: { readonly at: number; readonly code: number } | null;
  readonly portal: boolean;
}

function applyMove(cells: Int8Array, move: Move): Applied {
  const next = cells.slice();
  const code = next[move.from] ?? EMPTY;
  next[move.from] = EMPTY;
  let at = move.from;
  let capture: Applied["capture"] = null;
  for (const land of move.path) {
    if (move.kind === "jump") {
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

// ---- src/turns.ts at 6b87dcc ----

interface Outcome {
  readonly applied: Applied | null;
  readonly extraAction: boolean;
  readonly autoPassed: readonly SideIndex[];
}

function hasDragon(cells: Int8Array, side: SideIndex): boolean {
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

function startTurn(
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

function advance(position: Position, move: Move): { position: Position; outcome: Outcome } {
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

// ---- src/game.ts at 6b87dcc ----

function sideName(i: number): Side {
  return SIDES[i] as Side;
}

function eventsOf(
  before: Position,
  move: Move,
  after: Position,
  extra: boolean,
  autoPassed: readonly number[],
): Event[] {
  const events: Event[] = [];
  const side = sideName(before.turn);
  if (move.kind === "pass") {
    events.push({ type: "passed", player: side, reason: "declined" });
  } else {
    const code = before.cells[move.from] ?? EMPTY;
    const kind = KINDS[codeSize(code)] as Kind;
    if (move.kind === "step") {
      events.push({
        type: "stepped",
        side,
        kind,
        from: squareName(move.from),
        to: squareName(move.path[0] as number),
      });
    } else {
      let at = move.from;
      for (const land of move.path) {
        const mid = (at + land) / 2;
        const jumped = before.cells[mid] ?? EMPTY;
        const captured = codeSide(jumped) !== before.turn;
        events.push({
          type: "jumped",
          side,
          kind,
          from: squareName(at),
          over: squareName(mid),
          to: squareName(land),
          captured,
        });
        if (captured)
          events.push({ type: "captured", by: side, at: squareName(mid), piece: pieceOf(jumped) });
        at = land;
      }
    }
  }
  for (const passer of autoPassed)
    events.push({ type: "passed", player: sideName(passer), reason: "no-legal-action" });
  const result = after.result;
  if (result !== null) {
    if (result.winner === null) events.push({ type: "drawn", reason: result.reason });
    else events.push({ type: "won", winner: result.winner, reason: result.reason });
  } else if (extra) {
    events.push({ type: "extraAction", player: side, excluded: squareName(after.excluded) });
  } else {
    events.push({ type: "turn", player: sideName(after.turn) });
  }
  return events;
}

function actionOf(move: Move): Action {
  if (move.kind === "pass") return { type: "pass" };
  if (move.kind === "step")
    return { type: "step", from: squareName(move.from), to: squareName(move.path[0] as number) };
  return { type: "jump", from: squareName(move.from), path: move.path.map(squareName) };
}

function moveOf(action: Action): Move {
  if (action.type === "pass") return PASS;
  if (action.type === "step")
    return { kind: "step", from: squareIndex(action.from), path: [squareIndex(action.to)] };
  return { kind: "jump", from: squareIndex(action.from), path: action.path.map(squareIndex) };
}

/** The previous engine's `legalActions`. */
export function previousLegalActions(state: State): Action[] {
  if (state.result !== null) return [];
  const position = positionOf(state);
  return generateMoves(position.cells, position.turn, position.excluded).map(actionOf);
}

function perftPosition(position: Position, depth: number): number {
  if (depth === 0) return 1;
  const moves =
    position.result !== null ? [] : generateMoves(position.cells, position.turn, position.excluded);
  if (depth === 1) return moves.length;
  let total = 0;
  for (const move of moves) total += perftPosition(advance(position, move).position, depth - 1);
  return total;
}

/** The previous engine's `perft`. */
export function previousPerft(state: State, depth: number): number {
  return perftPosition(positionOf(state), depth);
}

/** The previous engine's `reduce`, for an action of {@link previousLegalActions} only. */
export function previousReduce(state: State, action: Action): { state: State; events: Event[] } {
  const position = positionOf(state);
  const move = moveOf(action);
  const { position: next, outcome } = advance(position, move);
  return {
    state: stateOf(next),
    events: eventsOf(position, move, next, outcome.extraAction, outcome.autoPassed),
  };
}
