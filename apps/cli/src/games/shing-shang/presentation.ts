/**
 * PAC — Presentation. Turns the plain views the abstraction hands over (board rows, move texts,
 * events) into text, and typed lines into commands. Knows nothing of the engine, turn order or
 * legality: it imports only types.
 */
import type { AnyEvent, BoardView, Side } from "./abstraction.js";

const LETTER = { dragon: "D", lion: "L", monkey: "M" } as const;
const ANSI = { red: "\x1b[1;31m", blue: "\x1b[1;34m", portal: "\x1b[33m", reset: "\x1b[0m" } as const;

/** Rendering options. */
export interface Style {
  /** ANSI colours (terminals only). */
  readonly colour: boolean;
}

/**
 * The board, top rank first, with file letters and rank numbers. Red pieces are upper case
 * (D dragon, L lion, M monkey), blue lower case; an empty portal shows `@`, another empty cell `.`.
 */
export function renderBoard(board: BoardView, style: Style): string {
  const paint = (text: string, colour: keyof typeof ANSI) =>
    style.colour ? `${ANSI[colour]}${text}${ANSI.reset}` : text;
  const width = Math.max(...board.rows.map((r) => r.rank.length));
  const lines = board.rows.map(({ rank, cells }) => {
    const row = cells.map((cell) => {
      if (cell === null) return " ";
      if (cell.piece === null) return cell.portal === null ? "." : paint("@", "portal");
      const letter = LETTER[cell.piece.kind];
      return paint(cell.piece.side === "red" ? letter : letter.toLowerCase(), cell.piece.side);
    });
    return `${rank.padStart(width)} ${row.join(" ")}`;
  });
  lines.push(`${" ".repeat(width)} ${board.files.join(" ")}`);
  return lines.join("\n");
}

/** The legend printed under the board. */
export function legend(board: BoardView): string {
  const portals = (side: Side) => board.portals[side].join(" ");
  return `red: D dragon, L lion, M monkey (upper case) · blue: d l m (lower case) · @ portal (red's ${portals("red")}, blue's ${portals("blue")})`;
}

/** Help text for the prompt. */
export const HELP = [
  "moves: c2-c4 (step), b1>d3>f3 (jump chain: start then each landing), pass (decline an extra action)",
  "commands: moves [square] (list legal moves), board, help, quit",
].join("\n");

/** A line typed at the prompt: a command, or the text of a move for the abstraction to read. */
export type Command =
  | { readonly kind: "move"; readonly text: string }
  | { readonly kind: "moves"; readonly square?: string }
  | { readonly kind: "board" | "help" | "quit" | "empty" };

/** Reads one typed line. */
export function parseCommand(line: string): Command {
  const t = line.trim().toLowerCase();
  if (t === "" || t.startsWith("#")) return { kind: "empty" };
  if (t === "help" || t === "?") return { kind: "help" };
  if (t === "board") return { kind: "board" };
  if (t === "quit" || t === "exit" || t === "q") return { kind: "quit" };
  const moves = /^moves(?:\s+(\S+))?$/.exec(t);
  if (moves !== null) return moves[1] === undefined ? { kind: "moves" } : { kind: "moves", square: moves[1] };
  return { kind: "move", text: t };
}

/** One line per event worth telling; a refusal is the engine's sentence, never its reason code. */
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
        lines.push(`That move is not allowed: ${e.detail ?? "the rules forbid it"}.`);
        break;
    }
  }
  return lines;
}

/** The prompt for `side` to move; `excluded` is the capturing piece during an extra action. */
export function prompt(side: Side, excluded: string | null): string {
  return excluded === null ? `${side} to move> ` : `${side} extra action (not ${excluded}, or pass)> `;
}

/** A list of moves (their texts) wrapped at 100 columns. */
export function listMoves(moves: readonly string[]): string {
  if (moves.length === 0) return "no legal move";
  const lines: string[] = [];
  let line = "";
  for (const w of moves) {
    if (line.length + w.length + 1 > 100) {
      lines.push(line);
      line = "";
    }
    line = line === "" ? w : `${line} ${w}`;
  }
  lines.push(line);
  return `${moves.length} legal move(s):\n${lines.join("\n")}`;
}

/** How a bot's move is announced. */
export function botLine(side: Side, level: string, move: string): string {
  return `${side} (${level} bot) plays ${move}`;
}
