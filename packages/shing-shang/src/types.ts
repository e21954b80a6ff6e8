/**
 * The engine's plain-JSON data: setup, state, actions and events.
 */
import type { Rejected } from "@core/engine";
import type { Square } from "./board.js";
import type { Kind, Piece, Side } from "./pieces.js";

/** An arrangement of Bushis and the side to move. Empty cells are simply absent from `pieces`. */
export interface PositionSetup {
  readonly pieces: Readonly<Record<Square, Piece>>;
  readonly turn: Side;
}

/**
 * What `init` accepts: `{}` (the standard opening), or `{ position }` for any legal arrangement.
 * `maxPlies`, when given, draws the game once that many actions have been played.
 */
export interface Setup {
  readonly position?: PositionSetup;
  readonly maxPlies?: number;
}

/** How a game ended. `winner` is null for a draw. */
export type Result =
  | { readonly winner: Side; readonly reason: "portal" | "dragons" }
  | { readonly winner: null; readonly reason: "max-plies" | "no-legal-actions" };

/** The game state. Plain JSON; never mutated. */
export interface State {
  /** Every one of the 84 squares, mapped to its Bushi or null when empty. */
  readonly pieces: Readonly<Record<Square, Piece | null>>;
  /** The side whose action it is. */
  readonly turn: Side;
  /**
   * Capture bonus in progress: the side to move is taking its extra action and may not use the
   * piece standing on `excluded` (the one that made the capture). Null on an ordinary turn.
   */
  readonly extra: { readonly excluded: Square } | null;
  /** Actions accepted so far (steps, jumps and passes, extra actions included). */
  readonly ply: number;
  /** The game is drawn when `ply` reaches this number; null for no limit. */
  readonly maxPlies: number | null;
  /** Null while the game goes on. */
  readonly result: Result | null;
}

/** Move one Bushi one or two cells in a straight line (monkey 1–2, lion 1; dragons never step). */
export interface StepAction {
  readonly type: "step";
  readonly from: Square;
  readonly to: Square;
}

/** A jump or a chain of jumps (a "shing shang"): `path` lists the landing squares in order. */
export interface JumpAction {
  readonly type: "jump";
  readonly from: Square;
  readonly path: readonly Square[];
}

/** Decline the extra action granted by a capture. Only legal during that extra action. */
export interface PassAction {
  readonly type: "pass";
}

/** Every action. */
export type Action = StepAction | JumpAction | PassAction;

/** A Bushi stepped. */
export interface SteppedEvent {
  readonly type: "stepped";
  readonly side: Side;
  readonly kind: Kind;
  readonly from: Square;
  readonly to: Square;
}

/** One hop of a jump chain: from, the square jumped over, where it landed, whether it captured. */
export interface JumpedEvent {
  readonly type: "jumped";
  readonly side: Side;
  readonly kind: Kind;
  readonly from: Square;
  readonly over: Square;
  readonly to: Square;
  readonly captured: boolean;
}

/** An enemy Bushi was jumped over and removed from the board. */
export interface CapturedEvent {
  readonly type: "captured";
  /** The capturing side. */
  readonly by: Side;
  /** Where the captured piece stood. */
  readonly at: Square;
  /** The captured piece. */
  readonly piece: Piece;
}

/** A capture grants `player` one more action with any piece but the one on `excluded`. */
export interface ExtraActionEvent {
  readonly type: "extraAction";
  readonly player: Side;
  readonly excluded: Square;
}

/**
 * `player` passed: it declined its extra action, or it had no legal action at the start of its
 * turn (automatic).
 */
export interface PassedEvent {
  readonly type: "passed";
  readonly player: Side;
  readonly reason: "declined" | "no-legal-action";
}

/** It is now `player`'s turn. */
export interface TurnEvent {
  readonly type: "turn";
  readonly player: Side;
}

/** The game is won. */
export interface WonEvent {
  readonly type: "won";
  readonly winner: Side;
  readonly reason: "portal" | "dragons";
}

/** The game is drawn. */
export interface DrawnEvent {
  readonly type: "drawn";
  readonly reason: "max-plies" | "no-legal-actions";
}

/** Every event `reduce` emits (besides `rejected`). */
export type Event =
  | SteppedEvent
  | JumpedEvent
  | CapturedEvent
  | ExtraActionEvent
  | PassedEvent
  | TurnEvent
  | WonEvent
  | DrawnEvent;

/** Every event, refusals included. */
export type AnyEvent = Event | Rejected;
