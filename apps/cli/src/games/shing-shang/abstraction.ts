/**
 * PAC — Abstraction. The game itself is the engine (@engines/shing-shang), and this is the only
 * module of the console game that talks to it: it keeps a match as plain data (the current state
 * and the moves played), forwards every question about the rules to the engine, and hands the
 * other agents plain views (the board as rows of cells, moves as text). No rule is decided here.
 */
import {
  type Action,
  type AnyEvent,
  chooseAction,
  engine,
  type Kind,
  LEVELS,
  type Level,
  legalActions,
  makeMove,
  PORTALS,
  type PositionSetup,
  parseMove,
  SIDES,
  type Side,
  SQUARES,
  type State,
  squareIndex,
} from "@engines/shing-shang";

export type { Action, AnyEvent, Kind, Level, PositionSetup, Side, State };
export { LEVELS, SIDES };

/** Who plays a side: a person at the keyboard or a bot of some level. */
export type Seat = "human" | Level;

/** Every seat a side may be given: human, then the bot levels. */
export const SEATS: readonly Seat[] = ["human", ...LEVELS];

/** Whether a seat is played by a bot. */
export function isBot(seat: Seat): seat is Level {
  return seat !== "human";
}

/** A match in progress: plain data, replaced (never mutated) after each action. */
export interface Match {
  readonly state: State;
  readonly seats: Readonly<Record<Side, Seat>>;
  readonly seed: number;
  /** The accepted actions, in order. */
  readonly history: readonly Action[];
}

/** Starts a match; throws the engine's SetupError on a bad position. */
export function startMatch(
  seats: Readonly<Record<Side, Seat>>,
  seed: number,
  position?: PositionSetup,
  maxPlies?: number,
): Match {
  const setup = {
    ...(position === undefined ? {} : { position }),
    ...(maxPlies === undefined ? {} : { maxPlies }),
  };
  return { state: engine.init(setup), seats, seed, history: [] };
}

/** Submits an action: the new match (unchanged when refused) and the engine's events. */
export function submit(match: Match, action: Action): { match: Match; events: readonly AnyEvent[] } {
  const t = engine.reduce(match.state, action);
  const refused = t.events.length === 1 && t.events[0]?.type === "rejected";
  return {
    match: refused ? match : { ...match, state: t.state, history: [...match.history, action] },
    events: t.events,
  };
}

/** The bot's choice for the side to move (null once the game is over). */
export function botAction(match: Match, level: Level): Action | null {
  return chooseAction(match.state, { level, seed: `${match.seed}/${match.state.turn}` });
}

/** The legal actions, optionally only those of the piece on `from`. */
export function actionsOf(match: Match, from?: string): Action[] {
  const all = legalActions(match.state);
  return from === undefined ? all : all.filter((a) => a.type !== "pass" && a.from === from);
}

/** Whether `text` names one of the 84 squares of the board. */
export function isSquare(text: string): boolean {
  return squareIndex(text) >= 0;
}

/** An action in the console's notation (`c2-c4`, `b1>d3>f3`, `pass`). */
export function moveText(action: Action): string {
  return makeMove(action);
}

/** Reads a move typed in that notation (syntax only: legality is the engine's). */
export function readMove(text: string): { ok: true; action: Action } | { ok: false; message: string } {
  const parsed = parseMove(text);
  return parsed.ok ? { ok: true, action: parsed.value } : { ok: false, message: parsed.error };
}

/** One cell of the board as the presentation draws it. */
export interface CellView {
  readonly square: string;
  readonly piece: { readonly side: Side; readonly kind: Kind } | null;
  /** The side whose portal this is, or null. */
  readonly portal: Side | null;
}

/** The board as rows, top rank first; null where the 10×10 grid has no cell. */
export interface BoardView {
  readonly files: readonly string[];
  readonly rows: readonly { readonly rank: string; readonly cells: readonly (CellView | null)[] }[];
  readonly portals: Readonly<Record<Side, readonly string[]>>;
}

const FILES = [...new Set(SQUARES.map((s) => s[0] as string))].sort();
const RANKS = [...new Set(SQUARES.map((s) => Number(s.slice(1))))].sort((a, b) => b - a);

/** The board of `state` as plain rows of cells. */
export function boardView(state: State): BoardView {
  const portal = (square: string): Side | null =>
    SIDES.find((side) => PORTALS[side].includes(square)) ?? null;
  return {
    files: FILES,
    portals: PORTALS,
    rows: RANKS.map((rank) => ({
      rank: String(rank),
      cells: FILES.map((file) => {
        const square = `${file}${rank}`;
        if (!isSquare(square)) return null;
        return { square, piece: state.pieces[square] ?? null, portal: portal(square) };
      }),
    })),
  };
}
