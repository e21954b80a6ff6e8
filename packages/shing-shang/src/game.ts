/**
 * `reduce`, `legalActions` and `perft`: the engine's answers on JSON states. Each call builds a
 * search position from the state, works on it, and returns fresh JSON: the state passed in is
 * never touched.
 */

import { reject, SEAT_FIELD, type Transition } from "@core/engine";
import { actionOf, type IndexedAction, parseAction } from "./actions.js";
import { squareName } from "./board.js";
import { checkJump, checkStep, type Illegal } from "./legality.js";
import { createMoveList, generateMoves, jumpMove, type Move, PASS, stepMove } from "./moves.js";
import { perft as perftPosition } from "./perft.js";
import { codeSide, codeSize, EMPTY, KINDS, type Kind, pieceOf, SIDES, type Side } from "./pieces.js";
import { DRAW_NO_ACTIONS, type Position, positionOf, RESULTS, stateOf } from "./position.js";
import type { ShingShangRefusal } from "./refusals.js";
import { play } from "./turns.js";
import type { Action, AnyEvent, Event, State } from "./types.js";

function sideName(i: number): Side {
  return SIDES[i] as Side;
}

/** The events of the action itself: a pass, a step, or each hop of a chain with its capture. */
function actionEvents(position: Position, action: IndexedAction, events: Event[]): void {
  const side = sideName(position.turn);
  if (action.kind === "pass") {
    events.push({ type: "passed", player: side, reason: "declined" });
    return;
  }
  const { cells } = position;
  const kind = KINDS[codeSize(cells[action.from]!)] as Kind;
  if (action.kind === "step") {
    events.push({
      type: "stepped",
      side,
      kind,
      from: squareName(action.from),
      to: squareName(action.path[0]!),
    });
    return;
  }
  let at = action.from;
  for (const land of action.path) {
    // The hop's midpoint: index arithmetic works since x and y each move by 0 or 2.
    const mid = (at + land) / 2;
    const jumped = cells[mid]!;
    const captured = codeSide(jumped) !== position.turn;
    events.push({
      type: "jumped",
      side,
      kind,
      from: squareName(at),
      over: squareName(mid),
      to: squareName(land),
      captured,
    });
    if (captured) events.push({ type: "captured", by: side, at: squareName(mid), piece: pieceOf(jumped) });
    at = land;
  }
}

/** The events after the action: automatic passes, then how the game goes on or ended. */
function settleEvents(position: Position, mover: number, events: Event[]): void {
  const result = RESULTS[position.result] ?? null;
  const opponent = mover === 0 ? 1 : 0;
  // Automatic passes: the opponent could not act (so the mover acts again), or nobody could.
  const passed =
    position.result === DRAW_NO_ACTIONS
      ? [opponent, mover]
      : result === null && position.excluded < 0 && position.turn === mover
        ? [opponent]
        : [];
  for (const passer of passed)
    events.push({ type: "passed", player: sideName(passer), reason: "no-legal-action" });
  if (result !== null) {
    if (result.winner === null) events.push({ type: "drawn", reason: result.reason });
    else events.push({ type: "won", winner: result.winner, reason: result.reason });
  } else if (position.excluded >= 0) {
    events.push({ type: "extraAction", player: sideName(mover), excluded: squareName(position.excluded) });
  } else {
    events.push({ type: "turn", player: sideName(position.turn) });
  }
}

/** The move of a parsed action, or why it is illegal in `position`. */
function checkedMove(position: Position, action: IndexedAction): Move | Illegal {
  const { cells, turn, excluded } = position;
  if (action.kind === "pass") {
    return excluded >= 0
      ? PASS
      : {
          reason: "pass-not-allowed",
          detail: "passing is only allowed to decline the extra action of a capture",
        };
  }
  const to = action.path[action.path.length - 1]!;
  if (action.kind === "step")
    return checkStep(cells, turn, excluded, action.from, to) ?? stepMove(action.from, to);
  const check = checkJump(cells, turn, excluded, action.from, action.path);
  if (!check.ok) return check.illegal;
  const over = check.over[check.over.length - 1]!;
  return jumpMove(action.from, to, over, cells[over] !== EMPTY && codeSide(cells[over]!) !== turn);
}

/**
 * Applies `action` to `state`. Pure and total: an illegal or malformed action returns the state
 * unchanged with one `rejected` event whose `reason` says why (and `detail` in words).
 */
export function reduce(state: State, action: Action | unknown): Transition<State, AnyEvent> {
  if (state.result !== null)
    return reject(state, action, "game-over" satisfies ShingShangRefusal, "the game is over");
  const parsed = parseAction(action);
  if (!parsed.ok) return reject(state, action, parsed.illegal.reason, parsed.illegal.detail);
  const seat = seatProblem(state, action);
  if (seat !== null) return reject(state, action, seat.reason, seat.detail);
  const position = positionOf(state);
  const move = checkedMove(position, parsed.move);
  if (typeof move !== "number") return reject(state, action, move.reason, move.detail);
  const mover = position.turn;
  const events: Event[] = [];
  actionEvents(position, parsed.move, events);
  play(position, move);
  settleEvents(position, mover, events);
  return { state: stateOf(position), events };
}

/**
 * Why the seat stamped on `action` may not play it, or null: `invalid-seat` when it is not "red"
 * or "blue", `not-your-turn` when it is not the side to move (every action is the side to
 * move's). Unstamped actions (hot-seat) are the side to move's.
 */
function seatProblem(state: State, action: unknown): Illegal | null {
  const seat = (action as Record<string, unknown>)[SEAT_FIELD];
  if (seat === undefined) return null;
  if (seat !== "red" && seat !== "blue")
    return { reason: "invalid-seat", detail: "seat must be red or blue" };
  return seat === state.turn ? null : { reason: "not-your-turn", detail: `it is ${state.turn}'s turn` };
}

/**
 * Every action `reduce` accepts in `state`: each step, each jump path prefix (a chain may stop
 * after any hop), and `pass` during an extra action. Pieces in square order (rank 1 first, file a
 * first), steps before jumps. Empty once the game is over. With `seat`: the same for the side
 * to move, nothing for the other side.
 */
export function legalActions(state: State, seat?: string): Action[] {
  if (state.result !== null) return [];
  if (seat !== undefined && seat !== state.turn) return [];
  const list = createMoveList();
  generateMoves(positionOf(state), list);
  const actions: Action[] = new Array(list.length);
  for (let i = 0; i < list.length; i++) actions[i] = actionOf(list, i);
  return actions;
}

/**
 * The number of legal action sequences of exactly `depth` actions from `state` (extra actions and
 * passes count as actions; a game that ends earlier contributes nothing beyond its end).
 */
export function perft(state: State, depth: number): number {
  return perftPosition(positionOf(state), depth);
}
