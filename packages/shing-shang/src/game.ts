/**
 * `reduce`, `legalActions` and `perft`: the engine's answers on JSON states.
 */
import { reject, SEAT_FIELD, type Transition } from "@core/engine";
import { makeAction, parseAction } from "./actions.js";
import { squareName } from "./board.js";
import { checkJump, checkStep, generateMoves, type Move } from "./moves.js";
import { codeSide, codeSize, EMPTY, KINDS, type Kind, pieceOf, SIDES, type Side } from "./pieces.js";
import { type Position, positionOf, stateOf } from "./position.js";
import { advance } from "./turns.js";
import type { Action, AnyEvent, Event, State } from "./types.js";

function sideName(i: number): Side {
  return SIDES[i] as Side;
}

/** The events describing `move` and what followed it. */
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

/**
 * Applies `action` to `state`. Pure and total: an illegal or malformed action returns the state
 * unchanged with one `rejected` event whose `reason` says why (and `detail` in words).
 */
export function reduce(state: State, action: Action | unknown): Transition<State, AnyEvent> {
  if (state.result !== null) return reject(state, action, "game-over", "the game is over");
  const parsed = parseAction(action);
  if (!parsed.ok) return reject(state, action, parsed.illegal.reason, parsed.illegal.detail);
  const seat = seatProblem(state, action);
  if (seat !== null) return reject(state, action, seat.reason, seat.detail);
  const move = parsed.move;
  const position = positionOf(state);
  if (move.kind === "pass") {
    if (position.excluded < 0) {
      return reject(
        state,
        action,
        "pass-not-allowed",
        "passing is only allowed to decline the extra action of a capture",
      );
    }
  } else if (move.kind === "step") {
    const why = checkStep(
      position.cells,
      position.turn,
      position.excluded,
      move.from,
      move.path[0] as number,
    );
    if (why !== null) return reject(state, action, why.reason, why.detail);
  } else {
    const check = checkJump(position.cells, position.turn, position.excluded, move.from, move.path);
    if (!check.ok) return reject(state, action, check.illegal.reason, check.illegal.detail);
  }
  const { position: next, outcome } = advance(position, move);
  return {
    state: stateOf(next),
    events: eventsOf(position, move, next, outcome.extraAction, outcome.autoPassed),
  };
}

/**
 * Why the seat stamped on `action` may not play it, or null: `invalid-seat` when it is not "red"
 * or "blue", `not-your-turn` when it is not the side to move (every action is the side to
 * move's). Unstamped actions (hot-seat) are the side to move's.
 */
function seatProblem(state: State, action: unknown): { reason: string; detail: string } | null {
  const seat = (action as Record<string, unknown>)[SEAT_FIELD];
  if (seat === undefined) return null;
  if (seat !== "red" && seat !== "blue")
    return { reason: "invalid-seat", detail: "seat must be red or blue" };
  return seat === state.turn ? null : { reason: "not-your-turn", detail: `it is ${state.turn}'s turn` };
}

/** Every legal move of a generator position (none once the game is over). */
export function positionMoves(position: Position): Move[] {
  if (position.result !== null) return [];
  return generateMoves(position.cells, position.turn, position.excluded);
}

/**
 * Every action `reduce` accepts in `state`: each step, each jump path prefix (a chain may stop
 * after any hop), and `pass` during an extra action. Pieces in square order (rank 1 first, file a
 * first), steps before jumps. Empty once the game is over. With `seat`: the same for the side
 * to move, nothing for the other side.
 */
export function legalActions(state: State, seat?: string): Action[] {
  if (seat !== undefined && seat !== state.turn) return [];
  return positionMoves(positionOf(state)).map(makeAction);
}

function perftPosition(position: Position, depth: number): number {
  if (depth === 0) return 1;
  const moves = positionMoves(position);
  if (depth === 1) return moves.length;
  let total = 0;
  for (const move of moves) total += perftPosition(advance(position, move).position, depth - 1);
  return total;
}

/**
 * The number of legal action sequences of exactly `depth` actions from `state` (extra actions and
 * passes count as actions; a game that ends earlier contributes nothing beyond its end).
 */
export function perft(state: State, depth: number): number {
  return perftPosition(positionOf(state), depth);
}
