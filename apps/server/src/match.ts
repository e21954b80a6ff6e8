/**
 * `LiveMatch`: a match held in memory — its state, seq and clocks, rebuilt from the store's
 * snapshot and log, and advanced only by log entries that the store has made durable. It never
 * does I/O; the service (`service.ts`) orders appends and sends frames.
 */
import { type AnyEngine, isRejected, SPECTATOR, stampSeat } from "@core/engine";
import {
  EMPTY_TABLE,
  type MatchInfo,
  type TableFact,
  type TableRequest,
  type TableStatus,
} from "@core/match-client";
import { advanceClock, type ClockState, nextDeadline, startClock } from "./clock.js";
import { type Refusal, RefusalMemory } from "./refusals.js";
import type { EngineEntry } from "./registry.js";
import type { EntryMark, LogEntry, MatchRecord, StoredMatch } from "./store/types.js";
import { afterMove, applyFact, decide } from "./table.js";

/** One accepted action (or table fact) and what it did: kept for a while to catch reconnecting clients up. */
export interface Step {
  readonly entry: LogEntry;
  readonly events: readonly unknown[];
  /** The state after it. */
  readonly state: unknown;
  readonly clock: ClockState | null;
  /** Who the match waits for after it (nobody once the table ended it). */
  readonly toAct: readonly string[];
  /** The table after it. */
  readonly table: TableStatus;
  /** An accepted take-back: the steps from this seq on were taken back. */
  readonly undo?: number;
}

/** What the service stores as a snapshot's state: the engine state and the clocks. */
export interface SnapshotBody {
  readonly state: unknown;
  readonly clock: ClockState | null;
}

/** Steps kept for catch-up; a client further behind gets a fresh view. */
const RECENT = 256;

export type { Refusal } from "./refusals.js";

/** The answer to an action: acknowledged (`duplicate`: it was already in the log) or refused. */
export type Answer =
  | { readonly type: "ack"; readonly seq: number; readonly duplicate: boolean }
  | { readonly type: "refused"; readonly refusal: Refusal };

function idKey(seat: string, clientId: string): string {
  return `${seat}\u0000${clientId}`;
}

export class LiveMatch {
  readonly record: MatchRecord;
  readonly engine: AnyEngine;
  readonly facts: Record<string, string>;
  state: unknown;
  seq: number;
  clock: ClockState | null;
  /** Time of the last entry (or the creation): entries' times never go backwards. */
  lastAt: number;
  /** The entry at `seq` (null at 0, or when the store gave only a snapshot's tail without it): its `seq` is always `seq`. */
  last: LogEntry | null = null;
  readonly recent: Step[] = [];
  /** The table: the offer pending, the result (see table.ts). */
  table: TableStatus = EMPTY_TABLE;
  /** The engine's steps that stand, in order (taken-back ones left out): a take-back replays them. */
  line: LogEntry[] = [];
  /** The engine's manifest allows take-backs. */
  readonly takeBack: boolean;
  readonly #entry: EngineEntry;
  readonly #accepted = new Map<string, number>();
  /** Refused actions, to answer a resubmission the same way (bounded: see refusals.ts). */
  readonly #refused = new RefusalMemory();

  private constructor(
    record: MatchRecord,
    entry: EngineEntry,
    state: unknown,
    seq: number,
    clock: ClockState | null,
  ) {
    this.record = record;
    this.#entry = entry;
    this.engine = entry.engine;
    this.takeBack = entry.takeBack ?? false;
    this.state = state;
    this.seq = seq;
    this.clock = clock;
    this.lastAt = record.createdAt;
    this.facts = {};
  }

  /**
   * The match from its record, snapshot and log (every entry must be accepted: else corruption).
   * `initial`: `init(record.setup)` when the caller has it already.
   */
  static rebuild(entry: EngineEntry, stored: StoredMatch, initial?: unknown): LiveMatch {
    const { record, snapshot, log } = stored;
    const usable = snapshot !== null && snapshot.seq <= log.length ? snapshot : null;
    let match: LiveMatch;
    if (usable === null) match = LiveMatch.fresh(entry, record, initial);
    else {
      const body = usable.state as SnapshotBody;
      match = new LiveMatch(record, entry, body.state, usable.seq, body.clock);
    }
    Object.assign(match.facts, stored.facts);
    for (const e of log) {
      if (e.clientId !== null && e.seat !== null) match.#accepted.set(idKey(e.seat, e.clientId), e.seq);
      match.lastAt = Math.max(match.lastAt, e.at);
      // Before the snapshot: the state is known, the table and the line are folded without it.
      if (e.seq <= match.seq) match.#fold(e);
      else match.apply(e);
    }
    const last = log.at(-1);
    if (last?.seq === match.seq) match.last = last;
    return match;
  }

  /** The match at its start (no entry applied): `initial` is `init(record.setup)` when known. */
  static fresh(entry: EngineEntry, record: MatchRecord, initial?: unknown): LiveMatch {
    const engine = entry.engine;
    const state = initial ?? engine.init(record.setup);
    const clock =
      record.clock === null || engine.clock === undefined
        ? null
        : startClock(
            record.clock,
            engine.seats?.(state) ?? [],
            engine.toAct?.(state) ?? [],
            engine.clock.turn(state),
            record.createdAt,
          );
    return new LiveMatch(record, entry, state, 0, clock);
  }

  /** The same match at its start, to replay its log (replays). */
  blank(): LiveMatch {
    return LiveMatch.fresh(this.#entry, this.record);
  }

  /** Applies a durable entry read from the log (an action or a table fact); throws if it does not replay. */
  apply(e: LogEntry): Step {
    if (e.table !== undefined) return this.commitTable(e);
    const t = this.engine.reduce(this.state, e.action);
    if (isRejected(t.events))
      throw new Error(`match ${this.record.id}: logged action ${e.seq} is refused on replay`);
    return this.commit(e, t.events, t.state);
  }

  /**
   * The table and the line after `e`, the state untouched (as for entries a snapshot holds
   * already); returns an accepted take-back's first seq taken back.
   */
  #fold(e: LogEntry): number | undefined {
    if (e.table === undefined) {
      this.line.push(e);
      this.table = afterMove(this.table, e.seat);
      return undefined;
    }
    const { status, undo } = applyFact(this.table, e.seq, e.seat ?? "", e.table);
    this.table = status;
    if (undo !== undefined) this.line = this.line.filter((step) => step.seq < undo);
    return undo;
  }

  get seats(): readonly string[] {
    return this.engine.seats?.(this.state) ?? [];
  }

  get toAct(): readonly string[] {
    return this.toActAt(this.state, this.table);
  }

  /** Who the match waits for in `state` with the table `table`: nobody once the table ended it. */
  toActAt(state: unknown, table: TableStatus): readonly string[] {
    return table.result !== null ? [] : (this.engine.toAct?.(state) ?? []);
  }

  /** Over when the engine waits for nobody, or the table ended it. */
  get over(): boolean {
    return this.toAct.length === 0;
  }

  /** The seq of `seat`'s action `clientId` if it was accepted. */
  acceptedSeq(seat: string, clientId: string): number | undefined {
    return this.#accepted.get(idKey(seat, clientId));
  }

  /**
   * The refusal given to `seat`'s action `clientId`, if it was refused; for a new id of a seat
   * that ran out of refusals, its lock-out (`too-many-refusals`).
   */
  refusal(seat: string, clientId: string): Refusal | undefined {
    return this.#refused.recall(seat, clientId);
  }

  rememberRefusal(seat: string, clientId: string, refusal: Refusal): void {
    this.#refused.remember(seat, clientId, refusal);
  }

  /** `action` from `seat` (stamped; null: the referee) reduced on the current state, not applied. */
  attempt(
    seat: string | null,
    action: unknown,
  ): { readonly events: readonly { readonly type: string }[]; readonly state: unknown } {
    return this.engine.reduce(this.state, seat === null ? action : stampSeat(action, seat));
  }

  /** `seat`'s table request decided on the match now (nothing changes: the caller logs the fact). */
  decideTable(
    seat: string,
    request: TableRequest,
  ): { readonly ok: true; readonly fact: TableFact } | { readonly ok: false; readonly reason: string } {
    return decide(
      this.table,
      { seats: this.record.seats, over: this.over, takeBack: this.takeBack, line: this.line },
      seat,
      request,
    );
  }

  /** Applies a durable engine entry whose transition is `events` → `state`. */
  commit(entry: LogEntry, events: readonly unknown[], state: unknown): Step {
    this.#fold(entry);
    return this.#advance(entry, events, state);
  }

  /**
   * Applies a durable table fact: the table changes; an accepted take-back puts the state back
   * to the replay of the steps that still stand (from the start: they are few in a game that
   * allows take-backs, and nothing else knows the state before a given step).
   */
  commitTable(entry: LogEntry): Step {
    const undo = this.#fold(entry);
    let state = this.state;
    if (undo !== undefined) {
      state = this.engine.init(this.record.setup);
      for (const e of this.line) state = this.engine.reduce(state, e.action).state;
    }
    const step = this.#advance(entry, [], state);
    return undo === undefined ? step : this.#markUndo(step, undo);
  }

  #markUndo(step: Step, undo: number): Step {
    const marked = { ...step, undo };
    this.recent[this.recent.length - 1] = marked;
    return marked;
  }

  #advance(entry: LogEntry, events: readonly unknown[], state: unknown): Step {
    this.state = state;
    this.seq = entry.seq;
    this.last = entry;
    this.lastAt = Math.max(this.lastAt, entry.at);
    if (entry.clientId !== null && entry.seat !== null)
      this.#accepted.set(idKey(entry.seat, entry.clientId), entry.seq);
    if (this.clock !== null && this.record.clock !== null && this.engine.clock !== undefined)
      this.clock = advanceClock(
        this.record.clock,
        this.clock,
        entry.at,
        this.engine.clock.turn(state),
        this.toAct,
      );
    const step: Step = { entry, events, state, clock: this.clock, toAct: this.toAct, table: this.table };
    this.recent.push(step);
    if (this.recent.length > RECENT) this.recent.shift();
    return step;
  }

  /** The steps after `seq`, if all are still held (else null: send a fresh view). */
  stepsAfter(seq: number): readonly Step[] | null {
    if (seq === this.seq) return [];
    const first = this.recent[0];
    if (seq > this.seq || first === undefined || first.entry.seq > seq + 1) return null;
    return this.recent.slice(seq + 1 - first.entry.seq);
  }

  /** The next clock deadline. */
  deadline(): { seat: string; at: number } | null {
    return this.clock === null || this.record.clock === null
      ? null
      : nextDeadline(this.record.clock, this.clock);
  }

  /** What `seat` (null: a spectator) sees of `state`. */
  viewOf(seat: string | null, state: unknown = this.state): unknown {
    return this.engine.view === undefined ? state : this.engine.view(state, seat ?? SPECTATOR);
  }

  /** A step's events as `seat` (null: a spectator) may receive them. */
  eventsOf(seat: string | null, events: readonly unknown[], after: unknown): readonly unknown[] {
    return this.engine.viewEvents === undefined
      ? events
      : this.engine.viewEvents(events, seat ?? SPECTATOR, after);
  }

  snapshotBody(): SnapshotBody {
    return { state: this.state, clock: this.clock };
  }

  /** The match as anyone in it may know it; `connected` counts the clients holding each seat. */
  info(connected: ReadonlyMap<string, number>): MatchInfo {
    return {
      id: this.record.id,
      engine: this.record.engine,
      seats: this.record.seats.map((s) => ({
        seat: s.seat,
        kind: s.kind,
        ...(s.level === undefined ? {} : { level: s.level }),
        connected: s.kind === "bot" || (connected.get(s.seat) ?? 0) > 0,
      })),
      clock: this.record.clock,
      createdAt: this.record.createdAt,
      rematchOf: this.record.rematchOf,
    };
  }
}

/** Whether `a` and `b` are the same entry by their marks (see {@link EntryMark}). */
export function sameEntry(a: EntryMark, b: EntryMark): boolean {
  return a.seq === b.seq && a.at === b.at && a.seat === b.seat && a.clientId === b.clientId;
}
