/**
 * The store a match server persists to: `MatchStore`. A match is event-sourced — its record
 * (engine, setup with seed, seats, clock) and the log of its accepted actions — so the state is
 * always `init(setup)` reduced by the log, and a snapshot only shortens that.
 *
 * Every method is async so a shared store (Redis) can implement it; the server never assumes it is
 * the only writer: appends carry the seq they expect (a conflict means another instance appended
 * first, and the caller catches up), clock expiries and bot moves are appends like any other (so
 * one fires at most once: only one append at a given seq succeeds), and `subscribe` tells an
 * instance about appends made elsewhere.
 */
import type { ClockOptions } from "@core/match-client";

/** One accepted action, as logged. */
export interface LogEntry {
  /** 1 for the first action; the state after it is at seq 1. */
  readonly seq: number;
  /** Server time it was accepted (ms since the epoch): clocks are computed from these. */
  readonly at: number;
  /** The seat that sent it (null: the referee — a clock's expiry). */
  readonly seat: string | null;
  /** The sender's action id, to answer a resubmission (null for bots and the referee). */
  readonly clientId: string | null;
  /** The action exactly as reduced: stamped with `seat`, or unstamped from the referee. */
  readonly action: unknown;
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
   * that changes who is present, the other instances hear of it through `subscribe` (the fact
   * "presence").
   */
  hold(matchId: string, seats: readonly string[]): Promise<readonly string[]>;
}

/**
 * The store. Implementations: `FileStore` (embedded, the default: an append-only log in a data
 * directory); a Redis one (issue 15). Errors (store unreachable) reject the promise: the server
 * then refuses the action with `unavailable`, never acknowledges it.
 */
export interface MatchStore {
  /**
   * True for a store shared by several instances (Redis): the server then loads matches on
   * demand instead of all unfinished ones at start (clocks come from `dueDeadlines`, and other
   * instances' appends from `subscribe`). Absent: false.
   */
  readonly shared?: boolean;
  /** Presence across instances (a shared store); absent: each instance's clients are all there are. */
  readonly presence?: SharedPresence;
  /**
   * Creates a match with its credentials (tokens are stored hashed: `tokenHash`). Durable when
   * the promise resolves.
   */
  create(
    record: MatchRecord,
    grants: readonly { readonly tokenHash: string; readonly grant: Grant }[],
  ): Promise<void>;
  /** The match with its log, or null when there is none. */
  load(matchId: string): Promise<StoredMatch | null>;
  /** Log entries with seq > `afterSeq`, in order. */
  readLog(matchId: string, afterSeq: number): Promise<readonly LogEntry[]>;
  /**
   * Appends `entry` (whose seq must be `expectedSeq + 1`) if and only if the log holds exactly
   * `expectedSeq` entries; durable when the promise resolves `{ok: true}`.
   */
  append(matchId: string, expectedSeq: number, entry: LogEntry): Promise<AppendResult>;
  /** Saves a snapshot (best effort: losing one only makes a rebuild longer). */
  saveSnapshot(matchId: string, snapshot: Snapshot): Promise<void>;
  /** The grant of a token, by its hash; null for an unknown token. */
  grant(tokenHash: string): Promise<Grant | null>;
  /**
   * Sets a match fact once: returns the value now stored (the first writer's, if one was there).
   */
  setFact(matchId: string, key: string, value: string): Promise<string>;
  /** Registers the match's next clock deadline (null: none), replacing the previous one. */
  setDeadline(matchId: string, deadline: Deadline | null): Promise<void>;
  /** Deadlines due at `now` (at most `limit`), for whichever instance fires them. */
  dueDeadlines(now: number, limit: number): Promise<readonly Deadline[]>;
  /**
   * Takes the lease on the match's work at `seq` (its bot's move or its clock's expiry: the same
   * lease `dueDeadlines` takes), so that one instance does it; false when another holds it. The
   * lease runs out on its own: if its holder dies, another instance takes the work over.
   */
  claim(matchId: string, seq: number): Promise<boolean>;
  /**
   * Marks matches as in use at `at` (a client is attached to them): an unfinished match unused
   * for the store's idle period (`idleMs`: no action, no client) is expired by `expireIdle`.
   */
  touch(matchIds: readonly string[], at: number): Promise<void>;
  /**
   * Deletes, for good, the unfinished matches idle since before `now - idleMs` (and, for a store
   * without its own expiry, the finished ones past their retention): record, log, snapshot,
   * facts, tokens, deadline. Returns their ids (at most `limit`). Other instances hear of each
   * through `subscribe` (the fact "gone").
   */
  expireIdle(now: number, limit: number): Promise<readonly string[]>;
  /** Ids of matches not yet over (`setFact(id, "over", …)` not called), to resume after a restart. */
  activeMatches(): Promise<readonly string[]>;
  /**
   * Calls `listener` when other instances append to `matchId` (with the entries, or none: read
   * them with `readLog`) or set one of its facts (`fact`: e.g. a rematch made elsewhere; also
   * "gone" when it was expired, and "presence" when a seat came or went elsewhere). Never
   * needed by a single-instance store, whose only writer is this process. Returns the unsubscribe
   * function.
   */
  subscribe(
    matchId: string,
    listener: (entries: readonly LogEntry[], fact?: { readonly key: string; readonly value: string }) => void,
  ): () => void;
  /**
   * Takes one token from the bucket `key` (refilled at `perSecond`, holding at most `burst`):
   * false when it is empty. Optional: a shared store keeps a seat's rate across instances, so
   * reconnecting elsewhere does not reset it; without it only each connection's own limit holds.
   */
  takeToken?(key: string, perSecond: number, burst: number): Promise<boolean>;
  /** Reachable and writable: /health reports it. */
  healthy(): Promise<boolean>;
  close(): Promise<void>;
}
