/**
 * Actions as JSON: `parseAction` turns any value into an {@link IndexedAction} (or says what is
 * wrong with it), `makeAction` turns one back into JSON, and `actionOf` reads a generated move.
 */

import { isRecord, SEAT_FIELD } from "@core/engine";
import { squareIndex, squareName } from "./board.js";
import type { Illegal } from "./legality.js";
import { JUMP, type MoveList, moveFrom, movePath, PASS } from "./moves.js";
import type { ShingShangRefusal } from "./refusals.js";
import type { Action } from "./types.js";

/** An action with its squares as cell indices. A step's path is its one destination. */
export interface IndexedAction {
  readonly kind: "step" | "jump" | "pass";
  readonly from: number;
  /** Destination of a step, or the landing cells of a jump chain in order. Empty for a pass. */
  readonly path: readonly number[];
}

/** A parsed action, or why it is malformed. */
export type ParsedAction =
  | { readonly ok: true; readonly move: IndexedAction }
  | { readonly ok: false; readonly illegal: Illegal };

const PASS_ACTION: IndexedAction = { kind: "pass", from: -1, path: [] };

function bad(reason: ShingShangRefusal, detail: string): ParsedAction {
  return { ok: false, illegal: { reason, detail } };
}

function square(value: unknown, field: string): number | Illegal {
  const i = squareIndex(value);
  if (i >= 0) return i;
  if (typeof value !== "string")
    return { reason: "invalid-action", detail: `${field} must be a square name such as "c2"` };
  return { reason: "bad-square", detail: `${JSON.stringify(value)} (${field}) is not a square of the board` };
}

const FIELDS: Readonly<Record<string, readonly string[]>> = {
  step: ["type", "from", "to"],
  jump: ["type", "from", "path"],
  pass: ["type"],
};

/** Reads an action of any shape. Only structure is checked here; legality is legality.ts' job. */
export function parseAction(value: unknown): ParsedAction {
  if (!isRecord(value) || typeof value.type !== "string" || !Object.hasOwn(FIELDS, value.type)) {
    return bad("invalid-action", 'an action is {type:"step"|"jump"|"pass", ...}');
  }
  const allowed = FIELDS[value.type] as readonly string[];
  // `seat` is the sender's seat a server stamps on every action; the engine checks it (seats.ts).
  const extra = Object.keys(value).find((k) => !allowed.includes(k) && k !== SEAT_FIELD);
  if (extra !== undefined)
    return bad("invalid-action", `unexpected field "${extra}" in a ${value.type} action`);
  if (value.type === "pass") return { ok: true, move: PASS_ACTION };
  const from = square(value.from, "from");
  if (typeof from !== "number") return { ok: false, illegal: from };
  if (value.type === "step") {
    const to = square(value.to, "to");
    if (typeof to !== "number") return { ok: false, illegal: to };
    return { ok: true, move: { kind: "step", from, path: [to] } };
  }
  if (!Array.isArray(value.path)) return bad("invalid-action", "path must be an array of landing squares");
  const path: number[] = [];
  for (const [k, v] of value.path.entries()) {
    const land = square(v, `path[${k}]`);
    if (typeof land !== "number") return { ok: false, illegal: land };
    path.push(land);
  }
  return { ok: true, move: { kind: "jump", from, path } };
}

/** The JSON action of an indexed action. */
export function makeAction(move: IndexedAction): Action {
  if (move.kind === "pass") return { type: "pass" };
  if (move.kind === "step")
    return { type: "step", from: squareName(move.from), to: squareName(move.path[0] as number) };
  return { type: "jump", from: squareName(move.from), path: move.path.map(squareName) };
}

/** The JSON action of move `i` of a list filled by `generateMoves`. */
export function actionOf(list: MoveList, i: number): Action {
  const move = list.moves[i]!;
  if (move === PASS) return { type: "pass" };
  const path = movePath(list, i).map(squareName);
  const from = squareName(moveFrom(move));
  return (move & JUMP) === 0 ? { type: "step", from, to: path[0]! } : { type: "jump", from, path };
}

/**
 * The index in `list` (filled by `generateMoves`) of the move `action` names, or -1 when it is not
 * listed (or not an action at all). Lets a search find the move an opponent played.
 */
export function indexOfAction(list: MoveList, action: unknown): number {
  const parsed = parseAction(action);
  if (!parsed.ok) return -1;
  const { kind, from, path } = parsed.move;
  for (let i = 0; i < list.length; i++) {
    const move = list.moves[i]!;
    if (kind === "pass" ? move !== PASS : move === PASS || moveFrom(move) !== from) continue;
    if (kind !== "pass" && (kind === "jump") !== ((move & JUMP) !== 0)) continue;
    const listed = movePath(list, i);
    if (listed.length === path.length && listed.every((cell, k) => cell === path[k])) return i;
  }
  return -1;
}
