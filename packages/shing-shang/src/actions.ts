/**
 * Actions as JSON: `parseAction` turns any value into a generator move (or says what is wrong
 * with it), `makeAction` turns a move back into JSON.
 */
import { isRecord, SEAT_FIELD } from "@core/engine";
import { squareIndex, squareName } from "./board.js";
import { type Illegal, type Move, PASS } from "./moves.js";
import type { Action } from "./types.js";

/** A parsed action, or why it is malformed. */
export type ParsedAction =
  | { readonly ok: true; readonly move: Move }
  | { readonly ok: false; readonly illegal: Illegal };

function bad(reason: string, detail: string): ParsedAction {
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

/** Reads an action of any shape. Only structure is checked here; legality is `moves`' job. */
export function parseAction(value: unknown): ParsedAction {
  if (!isRecord(value) || typeof value.type !== "string" || !Object.hasOwn(FIELDS, value.type)) {
    return bad("invalid-action", 'an action is {type:"step"|"jump"|"pass", ...}');
  }
  const allowed = FIELDS[value.type] as readonly string[];
  // `seat` is the sender's seat a server stamps on every action; the engine checks it (seats.ts).
  const extra = Object.keys(value).find((k) => !allowed.includes(k) && k !== SEAT_FIELD);
  if (extra !== undefined)
    return bad("invalid-action", `unexpected field "${extra}" in a ${value.type} action`);
  if (value.type === "pass") return { ok: true, move: PASS };
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

/** The JSON action of a move. */
export function makeAction(move: Move): Action {
  if (move.kind === "pass") return { type: "pass" };
  if (move.kind === "step")
    return { type: "step", from: squareName(move.from), to: squareName(move.path[0] as number) };
  return { type: "jump", from: squareName(move.from), path: move.path.map(squareName) };
}
