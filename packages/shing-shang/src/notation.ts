/**
 * Text notation for moves, as typed at the console and written in records: `c2-c4` for a step,
 * `b1>d3>f3` for a jump chain (start, then each landing square), `pass` to decline an extra
 * action. Jumps were written `b1xd3xf3` until issue 30 (chess and draughts players read "x" as a
 * capture, and most jumps capture nothing): that form is still read, so old records and links
 * keep working; only `>` is written.
 */
import type { Parsed } from "@core/grid";
import type { Action } from "./types.js";

const SQUARE = "[a-j](?:10|[1-9])";
const STEP = new RegExp(`^(${SQUARE})-(${SQUARE})$`);
// One separator per chain: `>` (written), or `x` (read, as written before issue 30).
const JUMP = new RegExp(`^(${SQUARE})((?:>${SQUARE})+|(?:x${SQUARE})+)$`);

/**
 * Reads a move typed as text (case and surrounding spaces ignored). Only the syntax is checked:
 * the engine decides whether the move is legal.
 */
export function parseMove(text: string): Parsed<Action> {
  const t = text.trim().toLowerCase();
  if (t === "pass") return { ok: true, value: { type: "pass" } };
  const step = STEP.exec(t);
  if (step !== null) return { ok: true, value: { type: "step", from: step[1]!, to: step[2]! } };
  const jump = JUMP.exec(t);
  if (jump !== null)
    return { ok: true, value: { type: "jump", from: jump[1]!, path: jump[2]!.slice(1).split(/[>x]/) } };
  return {
    ok: false,
    error: `"${text.trim()}" is not a move: type a step like c2-c4, a jump chain like b1>d3>f3, or pass`,
  };
}

/** The text of an action: the inverse of {@link parseMove}. */
export function makeMove(action: Action): string {
  if (action.type === "pass") return "pass";
  if (action.type === "step") return `${action.from}-${action.to}`;
  return [action.from, ...action.path].join(">");
}
