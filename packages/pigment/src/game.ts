/**
 * The game: state, actions, events, `init` and `reduce` (seed lines 27–31 and 63).
 * @module
 */
import {
  isRecord,
  jsonClone,
  pointer,
  type Rejected,
  reject,
  SCHEMA_REASON,
  SetupError,
  type Transition,
} from "@core/engine";
import { type Cell, cellIndex, onBoard, step } from "./board.js";
import { type Colour, mix } from "./colours.js";
import { DIRS, type Die, type Dir, isDir, roll, START_DIE } from "./die.js";
import { LEVELS, type Level, type Mark, parseLevel, startStains } from "./levels.js";
import type { PigmentRefusal } from "./refusals.js";
import type { PigmentSetupReason } from "./setup-reasons.js";

/** Whether the board is still being played, solved, or failed. */
export type Phase = "play" | "won" | "lost";

/** What one undo restores: everything a roll changed, as it was before it. */
export interface UndoEntry {
  /** The roll this entry takes back. */
  readonly dir: Dir;
  /** Where the die stood before the roll. */
  readonly pos: Cell;
  /** The die's orientation before the roll. */
  readonly die: Die;
  /** The destination's stain before the roll (the destination is the die's current cell). */
  readonly stain: Colour;
  /** The phase before the roll (always "play"). */
  readonly phase: Phase;
}

/** The whole game, plain JSON. */
export interface State {
  /** The board being played, kept whole so `restart` can rebuild it. */
  readonly level: Level;
  /** The die's cell. */
  readonly pos: Cell;
  /** The die's orientation. */
  readonly die: Die;
  /** One stain per cell, index `y * 5 + x`. */
  readonly stains: readonly Colour[];
  /** The win condition (copied from the level). */
  readonly marks: readonly Mark[];
  /** Moves spent so far. */
  readonly spent: number;
  /** Moves allowed (copied from the level). */
  readonly limit: number;
  readonly phase: Phase;
  /** One entry per accepted roll since the start or the last restart, oldest first. */
  readonly history: readonly UndoEntry[];
}

/** What `init` takes: a campaign level number (1–5) or a whole level object. */
export interface Setup {
  readonly level: number | Level;
}

/** Tip the die one cell towards `dir` (a pointe). */
export interface RollAction {
  readonly type: "roll";
  readonly dir: Dir;
}
/** Take back the last accepted roll (annuler). */
export interface UndoAction {
  readonly type: "undo";
}
/** Rebuild the level from scratch and forget the history (recommencer). */
export interface RestartAction {
  readonly type: "restart";
}
/** Every action `reduce` understands. */
export type Action = RollAction | UndoAction | RestartAction;

/** A roll was accepted: the die moved and `down` landed on `to`, turning `before` into `after`. */
export interface RolledEvent {
  readonly type: "rolled";
  readonly dir: Dir;
  readonly from: Cell;
  readonly to: Cell;
  readonly down: Colour;
  readonly before: Colour;
  readonly after: Colour;
}
/** Every mark now carries its colour. */
export interface WonEvent {
  readonly type: "won";
}
/** The board is failed: moves exhausted (`limit`) or no legal roll left (`no-move`). */
export interface LostEvent {
  readonly type: "lost";
  readonly reason: "limit" | "no-move";
}
/** A roll was taken back: the die is back on `from`, `to` has its stain `stain` again. */
export interface UndoneEvent {
  readonly type: "undone";
  readonly dir: Dir;
  readonly from: Cell;
  readonly to: Cell;
  readonly stain: Colour;
  readonly phase: Phase;
}
/** The level was rebuilt from its definition. */
export interface RestartedEvent {
  readonly type: "restarted";
}
/** Every event `reduce` emits besides `rejected`. */
export type Event = RolledEvent | WonEvent | LostEvent | UndoneEvent | RestartedEvent;

/** Why a roll or another action is refused. */
export type RejectReason = PigmentRefusal;

/** The first state of a level: die on the start cell in the start orientation, nothing spent. */
export function startState(level: Level): State {
  return {
    level,
    pos: level.start,
    die: START_DIE,
    stains: startStains(level),
    marks: level.marks,
    spent: 0,
    limit: level.limit,
    phase: "play",
    history: [],
  };
}

/**
 * Builds the first state from a setup. Throws {@link SetupError} with a JSON pointer (`/level`,
 * `/level/marks/0/cell`...) on a bad setup.
 */
export function init(setup: Setup): State {
  if (!isRecord(setup))
    throw new SetupError('a setup must be an object like { "level": 1 }', "", undefined, SCHEMA_REASON);
  for (const key of Object.keys(setup)) {
    if (key !== "level")
      throw new SetupError("is not an allowed property", pointer(key), undefined, SCHEMA_REASON);
  }
  const level: unknown = setup.level;
  if (typeof level === "number") {
    const found = Number.isInteger(level) ? LEVELS[level - 1] : undefined;
    if (level < 1 || found === undefined) {
      throw new SetupError(
        `no such level: the campaign has levels 1 to ${LEVELS.length}`,
        "/level",
        undefined,
        "unknown-level" satisfies PigmentSetupReason,
      );
    }
    return startState(found);
  }
  if (!isRecord(level))
    throw new SetupError("must be a level number or a level object", "/level", undefined, SCHEMA_REASON);
  // A copy, so the caller changing its object later cannot reach into the state.
  return startState(jsonClone(parseLevel(level, undefined, "/level")));
}

/** True when `cell` is on the board and not one of the level's holes. */
export function isFloor(state: State, cell: Cell): boolean {
  if (!onBoard(cell)) return false;
  const holes = state.level.holes;
  if (holes === undefined) return true;
  for (const h of holes) if (h[0] === cell[0] && h[1] === cell[1]) return false;
  return true;
}

/** True when every mark's cell carries the mark's colour (the win condition). */
export function marksMet(marks: readonly Mark[], stains: readonly Colour[]): boolean {
  for (const m of marks) if (stains[cellIndex(m.cell)] !== m.colour) return false;
  return true;
}

/** Why a roll landing on `to` is refused by the board, or null when it is not. */
function blocked(state: State, to: Cell): "off-board" | "not-floor" | null {
  if (!onBoard(to)) return "off-board";
  return isFloor(state, to) ? null : "not-floor";
}

/** The directions a roll is accepted in now (none once the game is over). */
export function legalRolls(state: State): Dir[] {
  if (state.phase !== "play") return [];
  return DIRS.filter((dir) => blocked(state, step(state.pos, dir)) === null);
}

/**
 * Every action `reduce` accepts now: the legal rolls (N, E, S, W order), then `undo` when there
 * is a roll to take back, then `restart` (always accepted).
 */
export function legalActions(state: State): Action[] {
  const actions: Action[] = legalRolls(state).map((dir) => ({ type: "roll", dir }));
  if (state.history.length > 0) actions.push({ type: "undo" });
  actions.push({ type: "restart" });
  return actions;
}

type Result = Transition<State, Event | Rejected>;

function applyRoll(state: State, action: RollAction): Result {
  if (state.phase !== "play") return reject(state, action, "game-over", `the board is ${state.phase}`);
  const { dir } = action;
  const from = state.pos;
  const to = step(from, dir);
  const why = blocked(state, to);
  if (why !== null) return reject(state, action, why);
  const die = roll(state.die, dir);
  const at = cellIndex(to);
  const before = state.stains[at] as Colour;
  const after = mix(before, die.D);
  const stains = state.stains.slice();
  stains[at] = after;
  const spent = state.spent + 1;
  const entry: UndoEntry = { dir, pos: from, die: state.die, stain: before, phase: state.phase };
  const history = state.history.slice();
  history.push(entry);
  const rolled: RolledEvent = { type: "rolled", dir, from, to, down: die.D, before, after };
  // Seed line 63: the win is checked after every accepted roll, before the limit.
  let end: WonEvent | LostEvent | null = null;
  if (marksMet(state.marks, stains)) end = { type: "won" };
  else if (spent >= state.limit) end = { type: "lost", reason: "limit" };
  // Unreachable in practice (the cell the die came from is floor, so rolling back is legal), but
  // it is the seed's second way to lose, kept so the rule holds for any state.
  else if (!DIRS.some((d) => blocked(state, step(to, d)) === null)) end = { type: "lost", reason: "no-move" };
  const phase: Phase = end === null ? "play" : end.type;
  // Built field by field (no spread): this is the hot path of every roll.
  const next: State = {
    level: state.level,
    pos: to,
    die,
    stains,
    marks: state.marks,
    spent,
    limit: state.limit,
    phase,
    history,
  };
  return { state: next, events: end === null ? [rolled] : [rolled, end] };
}

function applyUndo(state: State, action: UndoAction): Result {
  const entry = state.history[state.history.length - 1];
  if (entry === undefined) return reject(state, action, "nothing-to-undo");
  const to = state.pos;
  const stains = state.stains.slice();
  stains[cellIndex(to)] = entry.stain;
  const next: State = {
    ...state,
    pos: entry.pos,
    die: entry.die,
    stains,
    spent: state.spent - 1,
    phase: entry.phase,
    history: state.history.slice(0, -1),
  };
  const undone: UndoneEvent = {
    type: "undone",
    dir: entry.dir,
    from: entry.pos,
    to,
    stain: entry.stain,
    phase: entry.phase,
  };
  return { state: next, events: [undone] };
}

/**
 * Parses any value as an action: exactly `{type:"roll", dir}`, `{type:"undo"}` or
 * `{type:"restart"}`, no other keys. Returns null when it is none of them.
 */
export function parseAction(value: unknown): Action | null {
  if (!isRecord(value)) return null;
  switch (value.type) {
    case "roll":
      return isDir(value.dir) && keyCount(value) === 2 ? (value as unknown as RollAction) : null;
    case "undo":
      return keyCount(value) === 1 ? (value as unknown as UndoAction) : null;
    case "restart":
      return keyCount(value) === 1 ? (value as unknown as RestartAction) : null;
    default:
      return null;
  }
}

function keyCount(value: object): number {
  let n = 0;
  for (const key in value) if (Object.hasOwn(value, key)) n++;
  return n;
}

/**
 * The transition function: pure, total, deterministic. A refused action leaves the state as it
 * is and yields one `rejected` event.
 */
export function reduce(state: State, action: Action): Result {
  const parsed = parseAction(action);
  if (parsed === null) return reject(state, action, "invalid-action", describeInvalid(action));
  switch (parsed.type) {
    case "roll":
      return applyRoll(state, parsed);
    case "undo":
      return applyUndo(state, parsed);
    case "restart":
      return { state: startState(state.level), events: [{ type: "restarted" }] };
  }
}

function describeInvalid(action: unknown): string {
  if (!isRecord(action)) return 'an action is an object with a "type"';
  if (action.type === "roll" && !isDir(action.dir)) return 'a roll needs "dir": one of N, E, S, W';
  if (action.type === "roll" || action.type === "undo" || action.type === "restart")
    return "unexpected extra fields";
  return '"type" must be roll, undo or restart';
}
