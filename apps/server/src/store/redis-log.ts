/**
 * The Redis store's matches, logs and credentials (`MatchLog`, `GrantIndex`): a match's record,
 * log, snapshot and facts under its own keys, appends and facts by Lua scripts that check and
 * publish in one step (`redis-scripts.ts`).
 */
import type { Redis } from "ioredis";
import type { RedisKeys } from "./redis-keys.js";
import type {
  AppendResult,
  Grant,
  GrantIndex,
  LogEntry,
  MatchLog,
  MatchRecord,
  Snapshot,
  StoredMatch,
} from "./types.js";

/** What the record key holds. */
export interface StoredRecord {
  readonly record: MatchRecord;
  readonly grants: readonly string[];
}

export interface RedisLogOptions {
  readonly redis: Redis;
  readonly keys: RedisKeys;
  /** This instance's id on the bus (its own publications are not heard back). */
  readonly instance: string;
  /** Finished matches are deleted this long after their end (0: kept for ever). */
  readonly retentionMs: number;
  /** Unfinished matches with no action and no client this long are deleted (0: never). */
  readonly idleMs: number;
  /** A match created but not confirmed is deleted this long after. */
  readonly unconfirmedMs: number;
  /** Told of the log's length whenever this instance learns it (the bus's resync compares). */
  readonly know: (matchId: string, seq: number) => void;
}

export class RedisLog implements MatchLog, GrantIndex {
  readonly #o: RedisLogOptions;

  constructor(options: RedisLogOptions) {
    this.#o = options;
  }

  async create(
    record: MatchRecord,
    grants: readonly { tokenHash: string; grant: Grant }[],
  ): Promise<MatchRecord | null> {
    const { redis, keys } = this.#o;
    const stored: StoredRecord = { record, grants: grants.map((g) => g.tokenHash) };
    const held = await redis.gCreate(
      keys.match(record.id, "record"),
      keys.match(record.id, "pending"),
      JSON.stringify(stored),
      this.#o.unconfirmedMs,
      keys.grantPrefix,
      ...grants.flatMap((g) => [g.tokenHash, JSON.stringify(g.grant)]),
    );
    return held === null ? null : (JSON.parse(held) as StoredRecord).record;
  }

  async confirm(matchId: string, attempt: string): Promise<boolean> {
    const { redis, keys } = this.#o;
    const confirmed = await redis.gConfirm(
      keys.match(matchId, "record"),
      keys.match(matchId, "pending"),
      keys.match(matchId, "confirm"),
      keys.active,
      keys.idle,
      matchId,
      keys.grantPrefix,
      attempt,
    );
    return Number(confirmed) === 1;
  }

  async cancel(matchId: string, attempt: string): Promise<void> {
    const { redis, keys } = this.#o;
    await redis.gCancel(
      keys.match(matchId, "record"),
      keys.match(matchId, "pending"),
      keys.match(matchId, "confirm"),
      keys.match(matchId, "log"),
      keys.active,
      keys.idle,
      matchId,
      keys.grantPrefix,
      attempt,
      keys.prefix,
    );
  }

  async load(matchId: string): Promise<StoredMatch | null> {
    const { redis, keys } = this.#o;
    const results = await redis
      .multi()
      .get(keys.match(matchId, "record"))
      .hgetall(keys.match(matchId, "snap"))
      .lrange(keys.match(matchId, "log"), 0, -1)
      .hgetall(keys.match(matchId, "facts"))
      .exec();
    if (results === null) throw new Error("Redis discarded a read");
    for (const [error] of results) if (error !== null) throw error;
    const [record, snap, log, facts] = results.map(([, value]) => value) as [
      string | null,
      Record<string, string>,
      string[],
      Record<string, string>,
    ];
    if (record === null) return null;
    const entries = log.map((line) => JSON.parse(line) as LogEntry);
    this.#o.know(matchId, entries.length);
    return {
      record: (JSON.parse(record) as StoredRecord).record,
      snapshot:
        snap.seq === undefined || snap.state === undefined
          ? null
          : { seq: Number(snap.seq), state: JSON.parse(snap.state) as unknown },
      log: entries,
      facts,
    };
  }

  async readLog(matchId: string, afterSeq: number): Promise<readonly LogEntry[]> {
    const lines = await this.#o.redis.lrange(this.#o.keys.match(matchId, "log"), Math.max(0, afterSeq), -1);
    const entries = lines.map((line) => JSON.parse(line) as LogEntry);
    const last = entries.at(-1);
    if (last !== undefined) this.#o.know(matchId, last.seq);
    return entries;
  }

  async append(matchId: string, expectedSeq: number, entry: LogEntry): Promise<AppendResult> {
    const { redis, keys, instance } = this.#o;
    const message = JSON.stringify({ i: instance, s: entry.seq });
    const result = Number(
      await redis.gAppend(
        keys.match(matchId, "log"),
        keys.match(matchId, "record"),
        keys.idle,
        expectedSeq,
        JSON.stringify(entry),
        keys.channel(matchId),
        message,
        entry.at,
        matchId,
      ),
    );
    if (result === -2) throw new Error(`no match ${matchId}`);
    if (result !== -1) return { ok: false, seq: result };
    this.#o.know(matchId, entry.seq);
    return { ok: true };
  }

  async saveSnapshot(matchId: string, snapshot: Snapshot): Promise<void> {
    const { redis, keys } = this.#o;
    await redis.gSaveSnapshot(
      keys.match(matchId, "snap"),
      keys.match(matchId, "record"),
      snapshot.seq,
      JSON.stringify(snapshot.state),
    );
  }

  async grant(tokenHash: string): Promise<Grant | null> {
    const stored = await this.#o.redis.get(this.#o.keys.grant(tokenHash));
    return stored === null ? null : (JSON.parse(stored) as Grant);
  }

  async setFact(matchId: string, key: string, value: string): Promise<string> {
    const { redis, keys } = this.#o;
    return String(
      await redis.gSetFact(
        keys.match(matchId, "facts"),
        keys.active,
        keys.deadlines,
        keys.deadlineSeqs,
        keys.match(matchId, "record"),
        keys.match(matchId, "log"),
        keys.match(matchId, "snap"),
        keys.idle,
        keys.match(matchId, "confirm"),
        key,
        value,
        matchId,
        this.#o.retentionMs,
        keys.grantPrefix,
        keys.channel(matchId),
        this.#o.instance,
      ),
    );
  }

  async touch(matchIds: readonly string[], at: number): Promise<void> {
    if (matchIds.length === 0) return;
    const pipeline = this.#o.redis.pipeline();
    // XX: a finished or deleted match is not brought back; GT: never back in time.
    for (const id of matchIds) pipeline.zadd(this.#o.keys.idle, "XX", "GT", at, id);
    await pipeline.exec();
  }

  async expireIdle(now: number, limit: number): Promise<readonly string[]> {
    if (this.#o.idleMs <= 0) return [];
    const { redis, keys } = this.#o;
    return (await redis.gExpireIdle(
      keys.idle,
      keys.active,
      keys.deadlines,
      keys.deadlineSeqs,
      now - this.#o.idleMs,
      limit,
      keys.prefix,
      keys.grantPrefix,
      this.#o.instance,
    )) as string[];
  }

  async activeMatches(): Promise<readonly string[]> {
    return this.#o.redis.smembers(this.#o.keys.active);
  }
}
