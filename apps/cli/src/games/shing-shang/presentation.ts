/**
 * PAC — Presentation. Turns engine data into text (board, events, refusals) and typed lines into
 * commands. Knows nothing of turn order or legality: moves are only parsed for syntax here.
 */
import { makeSquare, renderAscii } from "@core/grid";
import {
  type Action,
  type AnyEvent,
  BOARD,
  makeMove,
  PORTALS,
  parseMove,
  type Side,
  type State,
} from "@engines/shing-shang";

const LETTER = { dragon: "D", lion: "L", monkey: "M" } as const;
const ANSI = { red: "\x1b[1;31m", blue: "\x1b[1;34m", portal: "\x1b[33m", reset: "\x1b[0m" } as const;
const PORTAL_SIDE = new Map<string, Side>([
  ...PORTALS.red.map((s) => [s, "red"] as const),
  ...PORTALS.blue.map((s) => [s, "blue"] as const),
]);

/** Rendering options. */
export interface Style {
  /** ANSI colours (terminals only). */
  readonly colour: boolean;
}

/**
 * The board, rank 10 on top, with file letters and rank numbers. Red pieces are upper case
 * (D dragon, L lion, M monkey), blue lower case; an empty portal shows `@`, another empty cell `.`.
 */
export function renderBoard(state: State, style: Style): string {
  const text = renderAscii(
    BOARD,
    (c) => {
      const square = makeSquare(c) as string;
      const piece = state.pieces[square];
      if (piece === null || piece === undefined) {
        if (!PORTAL_SIDE.has(square)) return ".";
        return style.colour ? `${ANSI.portal}@${ANSI.reset}` : "@";
      }
      const letter = piece.side === "red" ? LETTER[piece.kind] : LETTER[piece.kind].toLowerCase();
      return style.colour ? `${ANSI[piece.side]}${letter}${ANSI.reset}` : letter;
    },
    { highYFirst: true },
  );
  return text;
}

/** The legend printed under the board. */
export const LEGEND =
  "red: D dragon, L lion, M monkey (upper case) · blue: d l m (lower case) · @ portal (red's e2 f2, blue's e9 f9)";

/** Help text for the prompt. */
export const HELP = [
  "moves: c2-c4 (step), b1xd3xf3 (jump chain: start then each landing), pass (decline an extra action)",
  "commands: moves [square] (list legal moves), board, help, quit",
].join("\n");

/** A line typed at the prompt. */
export type Command =
  | { readonly kind: "move"; readonly action: Action }
  | { readonly kind: "moves"; readonly square?: string }
  | { readonly kind: "board" | "help" | "quit" | "empty" }
  | { readonly kind: "error"; readonly message: string };

/** Reads one typed line. */
export function parseCommand(line: string): Command {
  const t = line.trim().toLowerCase();
  if (t === "" || t.startsWith("#")) return { kind: "empty" };
  if (t === "help" || t === "?") return { kind: "help" };
  if (t === "board") return { kind: "board" };
  if (t === "quit" || t === "exit" || t === "q") return { kind: "quit" };
  const moves = /^moves(?:\s+(\S+))?$/.exec(t);
  if (moves !== null) return moves[1] === undefined ? { kind: "moves" } : { kind: "moves", square: moves[1] };
  const parsed = parseMove(t);
  return parsed.ok ? { kind: "move", action: parsed.value } : { kind: "error", message: parsed.error };
}

/** One line per event worth telling; refusals give their reason and detail. */
export function describeEvents(events: readonly AnyEvent[]): string[] {
  const lines: string[] = [];
  for (const e of events) {
    switch (e.type) {
      case "stepped":
        lines.push(`${e.side} ${e.kind} steps ${e.from}-${e.to}`);
        break;
      case "jumped":
        lines.push(
          `${e.side} ${e.kind} jumps ${e.from} over ${e.over} to ${e.to}${e.captured ? " (capture)" : ""}`,
        );
        break;
      case "captured":
        lines.push(`${e.piece.side} ${e.piece.kind} on ${e.at} is captured`);
        break;
      case "extraAction":
        lines.push(`${e.player} takes an extra action with another piece than ${e.excluded} (or types pass)`);
        break;
      case "passed":
        lines.push(
          e.reason === "declined" ? `${e.player} passes` : `${e.player} has no legal move and passes`,
        );
        break;
      case "turn":
        break;
      case "won":
        lines.push(
          `${e.winner} wins ${e.reason === "portal" ? "by bringing a dragon onto an enemy portal" : "by capturing both enemy dragons"}`,
        );
        break;
      case "drawn":
        lines.push(`draw: ${e.reason === "max-plies" ? "move limit reached" : "neither side can move"}`);
        break;
      case "rejected":
        lines.push(`illegal move (${e.reason})${e.detail === undefined ? "" : `: ${e.detail}`}`);
        break;
    }
  }
  return lines;
}

/** The prompt for the side to move. */
export function prompt(state: State): string {
  return state.extra === null
    ? `${state.turn} to move> `
    : `${state.turn} extra action (not ${state.extra.excluded}, or pass)> `;
}

/** A list of moves as text, wrapped. */
export function listMoves(actions: readonly Action[]): string {
  if (actions.length === 0) return "no legal move";
  const words = actions.map(makeMove);
  const lines: string[] = [];
  let line = "";
  for (const w of words) {
    if (line.length + w.length + 1 > 100) {
      lines.push(line);
      line = "";
    }
    line = line === "" ? w : `${line} ${w}`;
  }
  lines.push(line);
  return `${actions.length} legal move(s):\n${lines.join("\n")}`;
}

/** How a bot's move is announced. */
export function botLine(side: Side, level: string, action: Action): string {
  return `${side} (${level} bot) plays ${makeMove(action)}`;
}
