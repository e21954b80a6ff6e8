/**
 * A Shing Shang game as the page keeps it: a record (where it started, the actions played), and
 * what the engine makes of it when replayed (every position, who moved, what was captured). The
 * record is all that is saved or shared; everything else is recomputed by the engine.
 */
import { SetupError } from "@core/engine";
import {
  type Action,
  type AnyEvent,
  initialState,
  type Piece,
  type PositionSetup,
  reduce,
  type Side,
  type State,
} from "@engines/shing-shang";

/** Where a game started (null: the standard opening) and the actions accepted since. */
export interface GameRecord {
  readonly start: PositionSetup | null;
  readonly actions: readonly Action[];
}

/** The standard opening with nothing played. */
export const NEW_GAME: GameRecord = { start: null, actions: [] };

/** One ply: an action (or a pass the engine made for a side with no legal action) and its result. */
export interface Ply {
  readonly side: Side;
  /** Null for the automatic pass of a side with no legal action. */
  readonly action: Action | null;
  /** Index of the action in the record (that of the action before it, for an automatic pass). */
  readonly actionIndex: number;
  /** True for the extra action a capture grants. */
  readonly extra: boolean;
  /** The pieces this ply captured. */
  readonly captured: readonly Piece[];
  /** The position after it. */
  readonly state: State;
}

/** A replayed record. */
export interface Replay {
  readonly initial: State;
  readonly plies: readonly Ply[];
  /** The state after the last ply (the initial one when nothing was played). */
  readonly current: State;
}

/** The first state of a record; throws the engine's SetupError for an illegal start position. */
export function startState(start: PositionSetup | null): State {
  return initialState(start === null ? {} : { position: start });
}

/**
 * The engine's verdict on a position: legal, or where and why not: the engine's reason code
 * (RULES.md §2.1; "" when it gives none) and its English words.
 */
export type Verdict =
  | { readonly ok: true }
  | { readonly ok: false; readonly where: string; readonly reason: string; readonly detail: string };

/** Asks the engine whether `position` can start a game. */
export function judge(position: PositionSetup): Verdict {
  try {
    startState(position);
    return { ok: true };
  } catch (error) {
    if (!(error instanceof SetupError)) throw error;
    const where = /^\/position\/pieces\/([^/]+)$/.exec(error.pointer)?.[1] ?? "";
    return { ok: false, where, reason: error.reason ?? "", detail: error.detail };
  }
}

/** Why an action of a record was refused when replayed: the engine's reason code and English words. */
export class ReplayError extends Error {
  override readonly name = "ReplayError";
  constructor(
    readonly index: number,
    readonly reason: string,
    readonly detail: string | undefined,
  ) {
    super(`action ${index + 1}: ${detail ?? reason}`);
  }
}

function forcedPasses(events: readonly AnyEvent[], actionIndex: number, state: State): Ply[] {
  return events.flatMap((e) =>
    e.type === "passed" && e.reason === "no-legal-action"
      ? [{ side: e.player, action: null, actionIndex, extra: false, captured: [], state }]
      : [],
  );
}

/**
 * Replays `record` through the engine. Throws SetupError for an illegal start and ReplayError
 * (with the index of the refused action) when an action is not legal where it stands.
 */
export function replay(record: GameRecord): Replay {
  return replayFrom(startState(record.start), record.actions);
}

/** {@link replay} from a state already made (an online match's opening view). */
export function replayFrom(initial: State, actions: readonly Action[]): Replay {
  const plies: Ply[] = [];
  let state = initial;
  actions.forEach((action, i) => {
    const t = reduce(state, action);
    const first = t.events[0];
    if (first?.type === "rejected") throw new ReplayError(i, first.reason, first.detail);
    const captured = t.events.flatMap((e) => (e.type === "captured" ? [e.piece] : []));
    plies.push({
      side: state.turn,
      action,
      actionIndex: i,
      extra: state.extra !== null,
      captured,
      state: t.state,
    });
    plies.push(...forcedPasses(t.events, i, t.state));
    state = t.state;
  });
  return { initial, plies, current: state };
}

/**
 * The action a step's events tell of (what an online seat receives): a step, a jump along its
 * landing squares, or a declined pass; null for a step with neither (a forced pass is the
 * engine's, added again when the actions are replayed).
 */
export function actionOfEvents(events: readonly unknown[]): Action | null {
  const moves = (events as AnyEvent[]).flatMap((e) =>
    e.type === "stepped" || e.type === "jumped" ? [e] : [],
  );
  const first = moves[0];
  if (first?.type === "stepped") return { type: "step", from: first.from, to: first.to };
  if (first?.type === "jumped") return { type: "jump", from: first.from, path: moves.map((e) => e.to) };
  const declined = (events as AnyEvent[]).some((e) => e.type === "passed" && e.reason === "declined");
  return declined ? { type: "pass" } : null;
}

/** A record's playable prefix, and why the action after it was refused (null when none was). */
export interface Playable {
  readonly record: GameRecord;
  readonly refused: { readonly reason: string; readonly detail?: string | undefined } | null;
}

/**
 * The longest playable prefix of `record`: itself when every action is legal, else the actions
 * before the first refused one, with the engine's reason. Null when the start position itself is
 * illegal.
 */
export function playablePrefix(record: GameRecord): Playable | null {
  try {
    replay(record);
    return { record, refused: null };
  } catch (error) {
    if (error instanceof ReplayError)
      return {
        record: { ...record, actions: record.actions.slice(0, error.index) },
        refused: { reason: error.reason, detail: error.detail },
      };
    if (error instanceof SetupError) return null;
    throw error;
  }
}

/** One side's turn: its action and, after a capture, its extra action (indices into the plies). */
export interface Turn {
  readonly side: Side;
  readonly plies: readonly number[];
}

/** A numbered line of the move list: red's turn then blue's (either may be missing). */
export interface MoveRow {
  readonly number: number;
  readonly red: Turn | null;
  readonly blue: Turn | null;
}

/** Groups plies into turns (an extra action joins the capture before it) and turns into numbered pairs. */
export function moveRows(plies: readonly Ply[]): MoveRow[] {
  const turns: Turn[] = [];
  plies.forEach((p, i) => {
    const last = turns[turns.length - 1];
    if (p.extra && last !== undefined && last.side === p.side)
      turns[turns.length - 1] = { ...last, plies: [...last.plies, i] };
    else turns.push({ side: p.side, plies: [i] });
  });
  const rows: { number: number; red: Turn | null; blue: Turn | null }[] = [];
  for (const t of turns) {
    const row = rows[rows.length - 1];
    if (t.side === "blue" && row !== undefined && row.blue === null) row.blue = t;
    else
      rows.push({
        number: rows.length + 1,
        red: t.side === "red" ? t : null,
        blue: t.side === "blue" ? t : null,
      });
  }
  return rows;
}

/** The pieces each side has captured in the first `count` plies. */
export function capturedBy(plies: readonly Ply[], count = plies.length): Record<Side, Piece[]> {
  const out: Record<Side, Piece[]> = { red: [], blue: [] };
  for (const p of plies.slice(0, count)) out[p.side].push(...p.captured);
  return out;
}

/**
 * The record with the last action taken back, and then every action before it until a person is
 * to move (so against a bot, its reply and your move go together). Unchanged when nothing a person
 * played can be taken back.
 */
export function takeBack(record: GameRecord, isBot: (side: Side) => boolean): GameRecord {
  const sideToMoveAfter = (n: number) =>
    replay({ ...record, actions: record.actions.slice(0, n) }).current.turn;
  let n = record.actions.length;
  if (n === 0) return record;
  n -= 1;
  while (n > 0 && isBot(sideToMoveAfter(n))) n -= 1;
  if (isBot(sideToMoveAfter(n))) return record;
  return { ...record, actions: record.actions.slice(0, n) };
}
