/**
 * The Redis store's matches and logs (`MatchLog`), and the credentials of layout 1
 * (`GrantIndex`): a match's record, log, snapshot and facts under its own keys (one Cluster
 * slot), each change by a Lua script that checks and publishes in one step (`redis-scripts.ts`);
 * the idle index in buckets, kept by separate commands in an order that a crash between them
 * cannot make wrong (see each method). With `wait`, every write the server acknowledges is on
 * that many replicas first (`WAIT`).
 */
import type { RedisClient } from "./redis-connect.js";
import { BUCKETS, type RedisKeys } from "./redis-keys.js";
import { markOf } from "./redis-scripts.js";
import type {
  AppendResult,
  EntryMark,
  Grant,
  GrantIndex,
  LogEntry,
  MatchLog,
  MatchRecord,
  Snapshot,
  StoredMatch,
} from "./types.js";

/** What the record key holds (layout 1 also listed its grants' hashes: kept, unread). */
interface StoredRecord {
  readonly record: MatchRecord;
}

export interface RedisLogOptions {
  readonly redis: RedisClient;
  readonly keys: RedisKeys;
  /** This instance's id on the bus (its own publications are not heard back). */
  readonly instance: string;
  /** Finished matches are deleted this long after their end (0: kept for ever). */
  readonly retentionMs: number;
  /** Unfinished matches with no action and no client this long are deleted (0: never). */
  readonly idleMs: number;
  /** A match created but not confirmed is deleted this long after. */
  readonly unconfirmedMs: number;
  /** Waits for replicas after a write the server acknowledges (see `RedisStoreOptions.wait`). */
  readonly replicate: (key: string) => Promise<void>;
  /** Told of the log's length whenever this instance learns it (the bus's resync compares). */
  readonly know: (matchId: string, seq: number) => void;
}

export class RedisLog implements MatchLog, GrantIndex {
  readonly #o: RedisLogOptions;

  constructor(options: RedisLogOptions) {
    this.#o = options;
  }

  #key(matchId: string, part: Parameters<RedisKeys["match"]>[1]): string {
    return this.#o.keys.match(matchId, part);
  }

  async create(record: MatchRecord): Promise<MatchRecord | null> {
    const stored: StoredRecord = { record };
    const held = await this.#o.redis.gCreate(
      this.#key(record.id, "record"),
      this.#key(record.id, "pending"),
      this.#key(record.id, "used"),
      JSON.stringify(stored),
      this.#o.unconfirmedMs,
      record.createdAt,
    );
    return held === null ? null : (JSON.parse(held) as StoredRecord).record;
  }

  /**
   * Confirmed in the match's slot, then entered in its idle bucket: a failure between the two
   * fails the creation, which the server then cancels (so no confirmed match lacks its entry).
   */
  async confirm(matchId: string, attempt: string): Promise<boolean> {
    const { redis, keys } = this.#o;
    const [confirmed, used] = (await redis.gConfirm(
      this.#key(matchId, "record"),
      this.#key(matchId, "pending"),
      this.#key(matchId, "confirm"),
      this.#key(matchId, "used"),
      this.#key(matchId, "facts"),
      attempt,
    )) as [number, string?];
    if (Number(confirmed) === 0) return false;
    // Unfinished: in its idle bucket (NX: a retry changes nothing there).
    if (Number(confirmed) === 1)
      await redis.zadd(keys.idle(keys.bucketOf(matchId)), "NX", Number(used), matchId);
    await this.#o.replicate(this.#key(matchId, "record"));
    return true;
  }

  async cancel(matchId: string, attempt: string): Promise<void> {
    const { redis, keys } = this.#o;
    if (Number(await redis.gCancel(...keys.all(matchId), attempt)) === 1) await this.#unindex(matchId);
  }

  /** Takes the match out of its bucket's indexes (idle, deadlines). */
  async #unindex(matchId: string): Promise<void> {
    const { redis, keys } = this.#o;
    const b = keys.bucketOf(matchId);
    await redis.gUnindex(keys.idle(b), keys.due(b), keys.dueSeqs(b), matchId);
  }

  async load(matchId: string): Promise<StoredMatch | null> {
    const results = await this.#o.redis
      .multi()
      .get(this.#key(matchId, "record"))
      .hgetall(this.#key(matchId, "snap"))
      .lrange(this.#key(matchId, "log"), 0, -1)
      .hgetall(this.#key(matchId, "facts"))
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

  async record(matchId: string): Promise<MatchRecord | null> {
    const stored = await this.#o.redis.get(this.#key(matchId, "record"));
    return stored === null ? null : (JSON.parse(stored) as StoredRecord).record;
  }

  async readLog(matchId: string, afterSeq: number): Promise<readonly LogEntry[]> {
    const lines = await this.#o.redis.lrange(this.#key(matchId, "log"), Math.max(0, afterSeq), -1);
    const entries = lines.map((line) => JSON.parse(line) as LogEntry);
    const last = entries.at(-1);
    if (last !== undefined) this.#o.know(matchId, last.seq);
    return entries;
  }

  async append(
    matchId: string,
    expectedSeq: number,
    entry: LogEntry,
    previous: EntryMark | null = null,
  ): Promise<AppendResult> {
    const { redis, keys, instance } = this.#o;
    const result = Number(
      await redis.gAppend(
        this.#key(matchId, "log"),
        this.#key(matchId, "record"),
        this.#key(matchId, "used"),
        expectedSeq,
        JSON.stringify(entry),
        entry.at,
        keys.channel(matchId),
        JSON.stringify({ i: instance, s: entry.seq }),
        // Without the caller's last entry, only the log's length is checked.
        ...(previous === null || previous.seq !== expectedSeq
          ? []
          : [previous.at, markOf(previous.seat), markOf(previous.clientId)]),
      ),
    );
    if (result === -2) throw new Error(`no match ${matchId}`);
    if (result !== -1) return { ok: false, seq: result };
    await this.#o.replicate(this.#key(matchId, "log"));
    this.#o.know(matchId, entry.seq);
    return { ok: true };
  }

  /**
   * Checks the entry on the master and writes to the match's slot in one script, then `WAIT`s:
   * the write, made after the read, reaches the replicas only after the entry.
   */
  async sync(matchId: string, held: Omit<EntryMark, "at">): Promise<boolean> {
    const key = this.#key(matchId, "sync");
    const holds = await this.#o.redis.gSyncEntry(
      this.#key(matchId, "log"),
      key,
      held.seq,
      markOf(held.seat),
      markOf(held.clientId),
    );
    if (Number(holds) !== 1) return false;
    await this.#o.replicate(key);
    return true;
  }

  async saveSnapshot(matchId: string, snapshot: Snapshot): Promise<void> {
    await this.#o.redis.gSaveSnapshot(
      this.#key(matchId, "snap"),
      this.#key(matchId, "record"),
      snapshot.seq,
      JSON.stringify(snapshot.state),
    );
  }

  async grant(tokenHash: string): Promise<Grant | null> {
    const stored = await this.#o.redis.get(this.#o.keys.legacyGrant(tokenHash));
    return stored === null ? null : (JSON.parse(stored) as Grant);
  }

  /**
   * In the match's slot; a match just over then leaves its bucket's indexes (if that fails, the
   * next idle sweep or deadline poll that meets it takes it out) and its layout-1 grants expire
   * with it.
   */
  async setFact(matchId: string, key: string, value: string): Promise<string> {
    const { redis, keys } = this.#o;
    const [held, set, ...grants] = (await redis.gSetFact(
      ...keys.all(matchId),
      key,
      value,
      this.#o.retentionMs,
      keys.channel(matchId),
      this.#o.instance,
    )) as [string, number, ...string[]];
    if (Number(set) === 1) await this.#o.replicate(this.#key(matchId, "facts"));
    if (key === "over") {
      await this.#unindex(matchId);
      if (this.#o.retentionMs > 0)
        await Promise.all(grants.map((hash) => redis.pexpire(keys.legacyGrant(hash), this.#o.retentionMs)));
    }
    return String(held);
  }

  async touch(matchIds: readonly string[], at: number): Promise<void> {
    const { redis, keys } = this.#o;
    const byBucket = new Map<number, string[]>();
    for (const id of matchIds) {
      const b = keys.bucketOf(id);
      byBucket.set(b, [...(byBucket.get(b) ?? []), id]);
    }
    // XX: a finished or deleted match is not brought back; GT: never back in time.
    await Promise.all(
      [...byBucket].map(([b, ids]) => redis.zadd(keys.idle(b), "XX", "GT", ...ids.flatMap((id) => [at, id]))),
    );
  }

  /**
   * The idle index names candidates (last marked in use before `now - idleMs`); each is then
   * decided in its own slot (`EXPIRE_MATCH`), which also knows its last action; the index is
   * corrected after (a match used since gets its time, a finished or vanished one leaves).
   */
  async expireIdle(now: number, limit: number): Promise<readonly string[]> {
    if (this.#o.idleMs <= 0) return [];
    const { redis, keys } = this.#o;
    const before = now - this.#o.idleMs;
    const expired: string[] = [];
    for (let b = 0; b < BUCKETS && expired.length < limit; b++) {
      const candidates = await redis.zrangebyscore(keys.idle(b), "-inf", `(${before}`, "LIMIT", 0, limit);
      for (const id of candidates) {
        if (expired.length >= limit) break;
        const [status, ...rest] = (await redis.gExpireMatch(
          ...keys.all(id),
          before,
          keys.channel(id),
          this.#o.instance,
        )) as string[];
        if (status === "used") await redis.zadd(keys.idle(b), "GT", Number(rest[0]), id);
        else if (status === "pending") await redis.zrem(keys.idle(b), id);
        else {
          await this.#unindex(id);
          if (status === "deleted") {
            expired.push(id);
            await Promise.all(rest.map((hash) => redis.del(keys.legacyGrant(hash))));
          }
        }
      }
    }
    return expired;
  }

  async activeMatches(): Promise<readonly string[]> {
    const { redis, keys } = this.#o;
    const buckets = await Promise.all(
      Array.from({ length: BUCKETS }, (_, b) => redis.zrange(keys.idle(b), "0", "-1")),
    );
    return buckets.flat();
  }
}
