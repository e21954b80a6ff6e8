/**
 * The store a match server persists to: `MatchStore`, made of four parts — the matches and their
 * logs (`MatchLog`), the credentials of older matches (`GrantIndex`), the work without a client and its leases
 * (`WorkSchedule`), and, on a store several instances share, what they tell each other
 * (`MatchBus`). A match is event-sourced — its record (engine, setup with seed, seats, clock) and
 * the log of its accepted actions — so the state is always `init(setup)` reduced by the log, and a
 * snapshot only shortens that.
 *
 * Every method is async so a shared store (Redis) can implement it; the server never assumes it is
 * the only writer: appends carry the seq they expect (a conflict means another instance appended
 * first, and the caller catches up), clock expiries and bot moves are appends like any other (so
 * one fires at most once: only one append at a given seq succeeds), and the bus tells an instance
 * about appends made elsewhere. `test/store-contract.ts` is the behaviour every store must have.
 */
import type { ClockOptions, TableFact } from "@core/match-client";

/**
 * One accepted action, as logged; or a table fact (a resignation, an offer, its answer: see
 * `table.ts`), logged the same way so that it is durable, ordered and resent like an action.
 */
export interface LogEntry {
  /** 1 for the first action; the state after it is at seq 1. */
  readonly seq: number;
  /** Server time it was accepted (ms since the epoch): clocks are computed from these. */
  readonly at: number;
  /** The seat that sent it (null: the referee — a clock's expiry). */
  readonly seat: string | null;
  /** The sender's action id, to answer a resubmission (null for bots and the referee). */
  readonly clientId: string | null;
  /**
   * The action exactly as reduced: stamped with `seat`, or unstamped from the referee; null for a
   * table fact.
   */
  readonly action: unknown;
  /** A table fact made by `seat` (never null then): the entry is no engine action. */
  readonly table?: TableFact;
}

/** A seat as created. */
export interface SeatRecord {
  readonly seat: string;
  readonly kind: "human" | "bot";
  /** Bot seats: the engine's bot level. */
  readonly level?: string;
}

/** Everything needed to rebuild a match, fixed at its creation. */
export interface MatchRecord {
  readonly id: string;
  readonly engine: string;
  /** The setup given to `init`, seed included: never sent to a client before the match is over. */
  readonly setup: unknown;
  readonly seats: readonly SeatRecord[];
  readonly clock: ClockOptions | null;
  readonly createdAt: number;
  readonly rematchOf: string | null;
  /**
   * Made under a client's creation id: a digest of its request, so that a retry of the same
   * request gets this match, and another request under the same id is refused. Absent otherwise.
   */
  readonly creation?: string;
}

/** Who a token lets in: a seat of a match, or a spectator (seat null). */
export interface Grant {
  readonly matchId: string;
  readonly seat: string | null;
}

/** A snapshot: the state after `seq` actions. */
export interface Snapshot {
  readonly seq: number;
  readonly state: unknown;
}

/** A match as loaded: its record, its latest snapshot (if any) and its whole log. */
export interface StoredMatch {
  readonly record: MatchRecord;
  readonly snapshot: Snapshot | null;
  readonly log: readonly LogEntry[];
  /** Match-level facts set after creation (`setFact`), e.g. "rematch" → the rematch's id. */
  readonly facts: Readonly<Record<string, string>>;
}

/**
 * What tells two log entries apart when they sit at the same seq (a store that lost entries in a
 * failover may hold another one there than an instance read before).
 */
export type EntryMark = Pick<LogEntry, "seq" | "at" | "seat" | "clientId">;

/** The outcome of `append`: appended, or another writer got there first (the log's seq now). */
export type AppendResult = { readonly ok: true } | { readonly ok: false; readonly seq: number };

/** A clock deadline registered by `setDeadline`. */
export interface Deadline {
  readonly matchId: string;
  /** The log's seq when the deadline was computed: void once the log has moved on. */
  readonly seq: number;
  readonly at: number;
}

/**
 * Presence across the instances sharing a store: each holds there the seats it has clients of,
 * for a short while, again every `refreshMs`; an instance that dies stops, and its seats lapse.
 */
export interface SharedPresence {
  /** How often an instance holds its seats again; held seats lapse some time after a missed refresh. */
  readonly refreshMs: number;
  /**
   * Holds `seats` of `matchId` for this instance (replacing what it held there; none: lets them
   * go) until the next refresh is overdue, and returns the seats any live instance holds. When
   * that changes who is present, the other instances hear of it through the bus's `subscribe`
   * (the fact "presence").
   */
  hold(matchId: string, seats: readonly string[]): Promise<readonly string[]>;
  /** The seats any live instance holds in `matchId`, read only. */
  present(matchId: string): Promise<readonly string[]>;
}

/**
 * The matches and their logs: what makes a match durable. `create` and `append` resolve once
 * what they wrote is durable; everything else of a match (facts, snapshot, idle time) lives and
 * dies with it.
 */
export interface MatchLog {
  /**
   * Creates a match, unconfirmed: it is deleted a short while after its creation (the store's
   * `unconfirmedMs`, default 60 s) unless `confirm` comes first. Durable when the promise
   * resolves: null. When a match with that id is held already (a creation retried under the
   * same creation id), nothing is written and its record is returned.
   */
  create(record: MatchRecord): Promise<MatchRecord | null>;
  /**
   * Confirms a match `create` made, for the creation `attempt` (an id the caller draws): it stays
   * from now on (its idle period and retention apply). True once confirmed (again: confirming twice
   * is confirming once, the latest attempt being the one remembered), false when it is gone
   * (unconfirmed for too long). Until then a match is in no `activeMatches` and no idle sweep.
   */
  confirm(matchId: string, attempt: string): Promise<boolean>;
  /**
   * Undoes a creation whose outcome is unknown (an answer lost): deletes the match if it is still
   * unconfirmed, or confirmed by that `attempt` and by no later one, with nothing in its log. A
   * match another attempt confirmed since (the same creation retried), or that was played, stays.
   */
  cancel(matchId: string, attempt: string): Promise<void>;
  /** The match with its log, or null when there is none. */
  load(matchId: string): Promise<StoredMatch | null>;
  /** The match's record alone (to check a token against its seats), or null when there is none. */
  record(matchId: string): Promise<MatchRecord | null>;
  /** Log entries with seq > `afterSeq`, in order. */
  readLog(matchId: string, afterSeq: number): Promise<readonly LogEntry[]>;
  /**
   * Appends `entry` (whose seq must be `expectedSeq + 1`) if and only if the log holds exactly
   * `expectedSeq` entries; durable when the promise resolves `{ok: true}`. `previous` is the
   * entry the caller holds at `expectedSeq` (null at 0): a store other instances write to also
   * checks that its last entry is that one, so that an instance holding entries the store lost
   * (a failover) never appends on top of another history; a store written by one process
   * ignores it.
   */
  append(
    matchId: string,
    expectedSeq: number,
    entry: LogEntry,
    previous?: EntryMark | null,
  ): Promise<AppendResult>;
  /**
   * Before an action this instance read rather than appended is acknowledged (a resubmission
   * another instance, or an earlier attempt, appended): checks that the log holds `held` (its
   * seq, seat and client id) and waits until the entry is as durable as what this instance
   * writes. False when the log does not hold it: the instance read it from a master lost since,
   * before its replicas had it, so nothing may be acknowledged from what it holds. Absent:
   * what is read is as durable as what is written, and never lost.
   */
  sync?(matchId: string, held: Omit<EntryMark, "at">): Promise<boolean>;
  /** Saves a snapshot unless a later one is held (best effort: losing one only makes a rebuild longer). */
  saveSnapshot(matchId: string, snapshot: Snapshot): Promise<void>;
  /**
   * Sets a match fact once: returns the value now stored (the first writer's, if one was there).
   * "over" ends the match: off `activeMatches`, its retention starts.
   */
  setFact(matchId: string, key: string, value: string): Promise<string>;
  /**
   * Marks matches as in use at `at` (a client is attached to them): an unfinished match unused
   * for the store's idle period (`idleMs`: no action, no client) is expired by `expireIdle`.
   */
  touch(matchIds: readonly string[], at: number): Promise<void>;
  /**
   * Deletes, for good, the unfinished matches idle since before `now - idleMs` (and, for a store
   * without its own expiry, the finished ones past their retention and the unconfirmed ones past
   * `unconfirmedMs`): record, log, snapshot,
   * facts, tokens, deadline. Returns their ids (at most `limit`). On a shared store the other
   * instances hear of each through the bus (the fact "gone").
   */
  expireIdle(now: number, limit: number): Promise<readonly string[]>;
  /** Ids of confirmed matches not yet over (`setFact(id, "over", …)` not called), to resume after a restart. */
  activeMatches(): Promise<readonly string[]>;
}

/**
 * The credentials of matches made before tokens named their match (layout 1: a token was an HMAC
 * of the match and seat, and the store kept its hash). Today's tokens are checked against the
 * match's seats and the server's secret, and nothing of them is stored.
 */
export interface GrantIndex {
  /** The grant of a token, by its hash; null for an unknown token. */
  grant(tokenHash: string): Promise<Grant | null>;
}

/**
 * The work of matches without a client — a bot's move, a clock's expiry — and its leases, so that
 * one instance does each piece once, and another takes it over if that one dies.
 */
export interface WorkSchedule {
  /**
   * Registers the match's next deadline (null: none), replacing the previous one unless that one
   * is for a later seq (an instance catching up late never replaces a newer deadline).
   */
  setDeadline(matchId: string, deadline: Deadline | null): Promise<void>;
  /** Deadlines due at `now` (at most `limit`), each leased to this caller (see `claim`). */
  dueDeadlines(now: number, limit: number): Promise<readonly Deadline[]>;
  /**
   * Takes the lease on the match's work at `seq` (its bot's move or its clock's expiry: the same
   * lease `dueDeadlines` takes), so that one instance does it; false when another holds it. The
   * lease runs out on its own: if its holder dies, another instance takes the work over.
   */
  claim(matchId: string, seq: number): Promise<boolean>;
}

/**
 * What instances sharing a store tell each other: appends and facts (fan-out), presence, and the
 * seats' shared rate buckets. Only a shared store has one.
 */
export interface MatchBus {
  /**
   * Calls `listener` when other instances append to `matchId` (with the entries, or none: read
   * them with `readLog`) or set one of its facts (`fact`: e.g. a rematch made elsewhere; also
   * "gone" when it was expired, and "presence" when a seat came or went elsewhere). Once the
   * subscription holds (and again whenever it is made anew), it calls `listener` with no entries
   * and with the fact "presence": whatever happened before it started was not heard. Returns the
   * unsubscribe function.
   */
  subscribe(
    matchId: string,
    listener: (entries: readonly LogEntry[], fact?: { readonly key: string; readonly value: string }) => void,
  ): () => void;
  /** Presence across instances. */
  readonly presence: SharedPresence;
  /**
   * Takes one token from `seat`'s bucket in `matchId` (refilled at `perSecond`, holding at most
   * `burst`): false when it is empty. A seat's rate kept across instances, so that reconnecting
   * elsewhere does not reset it; it goes with its match.
   */
  takeToken(matchId: string, seat: string, perSecond: number, burst: number): Promise<boolean>;
}

/**
 * The store a server persists to: its parts. Implementations: `FileStore` (embedded, the
 * default: an append-only log in a data directory), `MemoryStore` (nothing survives the process:
 * tests, demos) and `RedisStore` (shared by several instances). Errors (store unreachable) reject
 * the promise: the server then refuses the action with `unavailable`, never acknowledges it.
 */
export interface MatchStore {
  readonly log: MatchLog;
  /** Present on a store that may hold credentials of layout 1. */
  readonly grants?: GrantIndex;
  readonly work: WorkSchedule;
  /**
   * Present on a store shared by several instances (Redis): the server then loads matches on
   * demand instead of all unfinished ones at start (clocks come from `dueDeadlines`, other
   * instances' appends from the bus). Absent: this process is the store's only writer.
   */
  readonly bus?: MatchBus;
  /** Reachable and writable: /health reports it. */
  healthy(): Promise<boolean>;
  close(): Promise<void>;
}
