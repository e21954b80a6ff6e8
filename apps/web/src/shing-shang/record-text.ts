/**
 * A game record as text, for the URL and local storage: the moves in the console notation,
 * separated by spaces (`b3-c4 b8-d6 b1xb3xd5xd7`), and a start position as the side to move
 * followed by each piece as its letter and square, upper case for red and lower case for blue
 * (`red Db1 Lc1 Mb3 db10`). Only the shape is read here: the engine judges the position and moves.
 */
import {
  type Action,
  KINDS,
  type Kind,
  makeMove,
  type Piece,
  type PositionSetup,
  parseMove,
  SIDES,
  type Side,
  SQUARES,
} from "@engines/shing-shang";
import type { GameRecord } from "./game.js";

const LETTER: Readonly<Record<Kind, string>> = { dragon: "D", lion: "L", monkey: "M" };
const KIND_OF = new Map<string, Kind>(KINDS.map((k) => [LETTER[k], k]));

/** The moves as text. */
export function formatMoves(actions: readonly Action[]): string {
  return actions.map(makeMove).join(" ");
}

/** Moves written by {@link formatMoves}; null when one of them is not a move. */
export function parseMoves(text: string): Action[] | null {
  const actions: Action[] = [];
  for (const word of text.trim().split(/\s+/).filter(Boolean)) {
    const parsed = parseMove(word);
    if (!parsed.ok) return null;
    actions.push(parsed.value);
  }
  return actions;
}

/** A piece's letter: D, L or M, upper case for red. */
export function pieceLetter(piece: Piece): string {
  const letter = LETTER[piece.kind];
  return piece.side === "red" ? letter : letter.toLowerCase();
}

/** A position as text, pieces in board order (rank 1 first). */
export function formatPosition(position: PositionSetup): string {
  const pieces = SQUARES.flatMap((square) => {
    const piece = position.pieces[square];
    return piece === undefined ? [] : [`${pieceLetter(piece)}${square}`];
  });
  return [position.turn, ...pieces].join(" ");
}

/** A position written by {@link formatPosition}; null when the text does not have that shape. */
export function parsePosition(text: string): PositionSetup | null {
  const [turn, ...words] = text.trim().split(/\s+/);
  if (!(SIDES as readonly string[]).includes(turn ?? "")) return null;
  const pieces: Record<string, Piece> = {};
  for (const word of words) {
    const m = /^([DLMdlm])([a-z]\d{1,2})$/.exec(word);
    const kind = m === null ? undefined : KIND_OF.get((m[1] as string).toUpperCase());
    if (m === null || kind === undefined || Object.hasOwn(pieces, m[2] as string)) return null;
    const side: Side = m[1] === (m[1] as string).toUpperCase() ? "red" : "blue";
    pieces[m[2] as string] = { side, kind };
  }
  return { pieces, turn: turn as Side };
}

/** A record as URL parameters: `position` (absent for the standard opening) and `moves`. */
export function recordParams(record: GameRecord): { position: string | null; moves: string | null } {
  return {
    position: record.start === null ? null : formatPosition(record.start),
    moves: record.actions.length === 0 ? null : formatMoves(record.actions),
  };
}

/** The record the URL parameters describe; null when one of them cannot be read. */
export function recordFromParams(position: string | null, moves: string | null): GameRecord | null {
  const start = position === null ? null : parsePosition(position);
  const actions = moves === null ? [] : parseMoves(moves);
  if ((position !== null && start === null) || actions === null) return null;
  return { start, actions };
}
