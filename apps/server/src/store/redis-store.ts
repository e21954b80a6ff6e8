/**
 * `RedisStore`: the `MatchStore` several server instances share (`REDIS_URL`), so that no
 * instance owns a match: any of them rebuilds one from its snapshot and log, and the loss of one
 * loses nothing.
 *
 * Keys (under `prefix`, default `games:`): `m:{id}:record` (JSON: the record and its grants'
 * hashes), `m:{id}:log` (a list: entry n at index n-1), `m:{id}:snap` (hash: seq, state),
 * `m:{id}:facts` (hash), `grant:<token hash>`, `active` (set of unfinished matches), `deadlines`
 * (zset: match → at) with `deadline-seq` (hash: match → seq), `claim:<match>:<seq>` (leases),
 * `idle` (zset: unfinished match → when last in use), `rate:<key>` (token buckets) and
 * `m:{id}:presence` (zset: `<instance>|<seat>` → when it lapses). Every write that must be atomic is a Lua script
 * (`redis-scripts.ts`): appends check the expected seq, and publish on `<prefix>log:<id>` in the
 * same script, so other instances hear of an entry only once it is in the log.
 *
 * Pub/sub delivers at most once, so the store also resynchronises: when its subscriber connection
 * comes back, and every `resyncMs`, it compares the logs' lengths with what it last knew and wakes
 * the listeners of the matches that moved.
 *
 * Commands fail fast while Redis is unreachable (no offline queue): the server then refuses
 * actions with `unavailable` (clients send them again), never acknowledges one Redis did not take;
 * both connections reconnect by themselves.
 */
import { randomBytes } from "node:crypto";
import { Redis, type RedisOptions, type Result } from "ioredis";
import {
  APPEND,
  CLAIM_DEADLINES,
  EXPIRE_IDLE,
  HOLD_PRESENCE,
  SAVE_SNAPSHOT,
  SET_DEADLINE,
  SET_FACT,
  TAKE_TOKEN,
} from "./redis-scripts.js";
import type {
  AppendResult,
  Deadline,
  Grant,
  LogEntry,
  MatchRecord,
  MatchStore,
  SharedPresence,
  Snapshot,
  StoredMatch,
} from "./types.js";

export interface RedisStoreOptions {
  /** `redis://[user:password@]host:port[/db]` (or `rediss://`). */
  readonly url: string;
  /** Prefix of every key and channel (several deployments may share a Redis). Default `games:`. */
  readonly prefix?: string;
  /** Finished matches are deleted this long after their end (0: kept for ever). Default 7 days. */
  readonly retentionMs?: number;
  /** Unfinished matches with no action and no client this long are deleted (0: never). Default 7 days. */
  readonly idleMs?: number;
  /** A claimed clock deadline goes back to the others after this long. Default 10 s. */
  readonly leaseMs?: number;
  /** How often logs are compared with what pub/sub said. Default 2 s. */
  readonly resyncMs?: number;
  /**
   * The seats of an instance that died (stopped refreshing) show as away within this. Instances
   * refresh their seats every quarter of it; a seat lapses three quarters after its last refresh.
   * Default 20 s.
   */
  readonly presenceTtlMs?: number;
  /** A command unanswered this long fails. Default 5 s. */
  readonly commandTimeoutMs?: number;
  readonly log?: { warn(obj: object, msg: string): void };
}

type Listener = Parameters<MatchStore["subscribe"]>[1];

/** What the record key holds. */
interface StoredRecord {
  readonly record: MatchRecord;
  readonly grants: readonly string[];
}

const DAY = 86_400_000;

/** The Redis `MatchStore` (see the module's comment). Open it with {@link RedisStore.open}. */
export class RedisStore implements MatchStore {
  readonly shared = true;
  readonly presence: SharedPresence;
  readonly #o: Required<Omit<RedisStoreOptions, "log">> & Pick<RedisStoreOptions, "log">;
  readonly #redis: Redis;
  readonly #sub: Redis;
  /** Tells this instance's own publications from the others'. */
  readonly #instance = randomBytes(8).toString("base64url");
  readonly #listeners = new Map<string, Set<Listener>>();
  /** The highest seq known per subscribed match (heard, appended or read here). */
  readonly #known = new Map<string, number>();
  /** Matches whose deadline this instance last cleared (clearing again is a no-op: skipped). */
  readonly #cleared = new Set<string>();
  #resync: ReturnType<typeof setInterval> | null = null;
  #closed = false;

  private constructor(options: RedisStoreOptions) {
    this.#o = {
      prefix: "games:",
      retentionMs: 7 * DAY,
      idleMs: 7 * DAY,
      leaseMs: 10_000,
      resyncMs: 2_000,
      presenceTtlMs: 20_000,
      commandTimeoutMs: 5_000,
      ...options,
    };
    const common: RedisOptions = {
      lazyConnect: true,
      // Reconnect for ever, backing off to 2 s: the store recovers by itself.
      retryStrategy: (times) => Math.min(2_000, 50 * 2 ** Math.min(times, 6)),
    };
    this.#redis = new Redis(this.#o.url, {
      ...common,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      autoResendUnfulfilledCommands: false,
      commandTimeout: this.#o.commandTimeoutMs,
    });
    this.#sub = new Redis(this.#o.url, { ...common, autoResubscribe: false });
    this.presence = {
      refreshMs: Math.max(1, Math.floor(this.#o.presenceTtlMs / 4)),
      hold: (matchId, seats) => this.#holdPresence(matchId, seats),
    };
    for (const [name, lua, keys] of [
      ["gAppend", APPEND, 3],
      ["gSetFact", SET_FACT, 8],
      ["gExpireIdle", EXPIRE_IDLE, 4],
      ["gSaveSnapshot", SAVE_SNAPSHOT, 2],
      ["gSetDeadline", SET_DEADLINE, 2],
      ["gClaimDeadlines", CLAIM_DEADLINES, 2],
      ["gTakeToken", TAKE_TOKEN, 1],
      ["gHoldPresence", HOLD_PRESENCE, 1],
    ] as const)
      this.#redis.defineCommand(name, { lua, numberOfKeys: keys });
    this.#redis.on("error", (error: Error) => this.#warn(error, "redis connection"));
    this.#sub.on("error", (error: Error) => this.#warn(error, "redis subscriber connection"));
    this.#sub.on("message", (channel: string, message: string) => this.#heard(channel, message));
    this.#sub.on("ready", () => void this.#resubscribe());
  }

  /** Connects to Redis (rejects if it cannot now) and starts resynchronising. */
  static async open(options: RedisStoreOptions): Promise<RedisStore> {
    const store = new RedisStore(options);
    try {
      await Promise.all([store.#redis.connect(), store.#sub.connect()]);
    } catch (error) {
      store.#redis.disconnect();
      store.#sub.disconnect();
      throw new Error(`cannot reach Redis at ${redactUrl(options.url)}: ${(error as Error).message}`);
    }
    await store.#checkPersistence();
    store.#resync = setInterval(() => void store.#resyncAll(), store.#o.resyncMs);
    store.#resync.unref();
    return store;
  }

  #warn(error: unknown, msg: string): void {
    if (!this.#closed) this.#o.log?.warn({ err: error }, msg);
  }

  /** Says so when Redis would not keep an acknowledged action through a crash. */
  async #checkPersistence(): Promise<void> {
    try {
      const [, aof] = (await this.#redis.config("GET", "appendonly")) as [string, string];
      const [, fsync] = (await this.#redis.config("GET", "appendfsync")) as [string, string];
      if (aof !== "yes" || fsync !== "always")
        this.#o.log?.warn(
          { appendonly: aof, appendfsync: fsync },
          "Redis may lose acknowledged actions in a crash: run it with appendonly yes, appendfsync always",
        );
    } catch {
      // CONFIG is often disabled on managed Redis: nothing to say then.
    }
  }

  // Key names.

  #key(matchId: string, part: "record" | "log" | "snap" | "facts" | "presence"): string {
    return `${this.#o.prefix}m:{${matchId}}:${part}`;
  }

  #channel(matchId: string): string {
    return `${this.#o.prefix}log:${matchId}`;
  }

  get #grantPrefix(): string {
    return `${this.#o.prefix}grant:`;
  }

  // The store.

  async create(record: MatchRecord, grants: readonly { tokenHash: string; grant: Grant }[]): Promise<void> {
    const stored: StoredRecord = { record, grants: grants.map((g) => g.tokenHash) };
    const multi = this.#redis.multi().set(this.#key(record.id, "record"), JSON.stringify(stored), "NX");
    for (const g of grants) multi.set(this.#grantPrefix + g.tokenHash, JSON.stringify(g.grant));
    multi.sadd(`${this.#o.prefix}active`, record.id);
    multi.zadd(`${this.#o.prefix}idle`, record.createdAt, record.id);
    const results = await multi.exec();
    if (results === null || results[0]?.[1] !== "OK") throw new Error(`match ${record.id} exists already`);
  }

  async load(matchId: string): Promise<StoredMatch | null> {
    const results = await this.#redis
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
    this.#know(matchId, entries.length);
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
    const lines = await this.#redis.lrange(this.#key(matchId, "log"), Math.max(0, afterSeq), -1);
    const entries = lines.map((line) => JSON.parse(line) as LogEntry);
    const last = entries.at(-1);
    if (last !== undefined) this.#know(matchId, last.seq);
    return entries;
  }

  async append(matchId: string, expectedSeq: number, entry: LogEntry): Promise<AppendResult> {
    const message = JSON.stringify({ i: this.#instance, s: entry.seq });
    const result = Number(
      await this.#redis.gAppend(
        this.#key(matchId, "log"),
        this.#key(matchId, "record"),
        `${this.#o.prefix}idle`,
        expectedSeq,
        JSON.stringify(entry),
        this.#channel(matchId),
        message,
        entry.at,
        matchId,
      ),
    );
    if (result === -2) throw new Error(`no match ${matchId}`);
    if (result !== -1) return { ok: false, seq: result };
    this.#know(matchId, entry.seq);
    return { ok: true };
  }

  async saveSnapshot(matchId: string, snapshot: Snapshot): Promise<void> {
    await this.#redis.gSaveSnapshot(
      this.#key(matchId, "snap"),
      this.#key(matchId, "record"),
      snapshot.seq,
      JSON.stringify(snapshot.state),
    );
  }

  async grant(tokenHash: string): Promise<Grant | null> {
    const stored = await this.#redis.get(this.#grantPrefix + tokenHash);
    return stored === null ? null : (JSON.parse(stored) as Grant);
  }

  async setFact(matchId: string, key: string, value: string): Promise<string> {
    const p = this.#o.prefix;
    return String(
      await this.#redis.gSetFact(
        this.#key(matchId, "facts"),
        `${p}active`,
        `${p}deadlines`,
        `${p}deadline-seq`,
        this.#key(matchId, "record"),
        this.#key(matchId, "log"),
        this.#key(matchId, "snap"),
        `${p}idle`,
        key,
        value,
        matchId,
        this.#o.retentionMs,
        this.#grantPrefix,
        this.#channel(matchId),
        this.#instance,
      ),
    );
  }

  async setDeadline(matchId: string, deadline: Deadline | null): Promise<void> {
    // Every instance holding a match clears its deadline after each action of a clockless match:
    // once is enough (a clock, once on, only clears at the end).
    if (deadline === null && this.#cleared.has(matchId)) return;
    const p = this.#o.prefix;
    await this.#redis.gSetDeadline(
      `${p}deadlines`,
      `${p}deadline-seq`,
      matchId,
      deadline?.seq ?? 0,
      deadline === null ? "" : deadline.at,
    );
    if (deadline === null) this.#cleared.add(matchId);
    else this.#cleared.delete(matchId);
  }

  async dueDeadlines(now: number, limit: number): Promise<readonly Deadline[]> {
    const p = this.#o.prefix;
    const flat = (await this.#redis.gClaimDeadlines(
      `${p}deadlines`,
      `${p}deadline-seq`,
      now,
      limit,
      this.#o.leaseMs,
      `${p}claim:`,
    )) as string[];
    const due: Deadline[] = [];
    for (let i = 0; i + 2 < flat.length; i += 3)
      due.push({ matchId: String(flat[i]), seq: Number(flat[i + 1]), at: Number(flat[i + 2]) });
    return due;
  }

  async claim(matchId: string, seq: number): Promise<boolean> {
    // The key `CLAIM_DEADLINES` takes: whoever gets it, by either path, does the work.
    const key = `${this.#o.prefix}claim:${matchId}:${seq}`;
    return (await this.#redis.set(key, "1", "PX", this.#o.leaseMs, "NX")) === "OK";
  }

  async touch(matchIds: readonly string[], at: number): Promise<void> {
    if (matchIds.length === 0) return;
    const idle = `${this.#o.prefix}idle`;
    const pipeline = this.#redis.pipeline();
    // XX: a finished or deleted match is not brought back; GT: never back in time.
    for (const id of matchIds) pipeline.zadd(idle, "XX", "GT", at, id);
    await pipeline.exec();
  }

  async expireIdle(now: number, limit: number): Promise<readonly string[]> {
    if (this.#o.idleMs <= 0) return [];
    const p = this.#o.prefix;
    return (await this.#redis.gExpireIdle(
      `${p}idle`,
      `${p}active`,
      `${p}deadlines`,
      `${p}deadline-seq`,
      now - this.#o.idleMs,
      limit,
      p,
      this.#grantPrefix,
    )) as string[];
  }

  async activeMatches(): Promise<readonly string[]> {
    return this.#redis.smembers(`${this.#o.prefix}active`);
  }

  subscribe(matchId: string, listener: Listener): () => void {
    let set = this.#listeners.get(matchId);
    if (set === undefined) {
      set = new Set();
      this.#listeners.set(matchId, set);
      this.#sub.subscribe(this.#channel(matchId)).catch((error: unknown) => {
        // Not subscribed now: the next `ready` subscribes again, the resync covers the gap.
        this.#warn(error, "subscribe failed");
      });
    }
    set.add(listener);
    return () => {
      const held = this.#listeners.get(matchId);
      if (held === undefined) return;
      held.delete(listener);
      if (held.size > 0) return;
      this.#listeners.delete(matchId);
      this.#known.delete(matchId);
      this.#cleared.delete(matchId);
      this.#sub.unsubscribe(this.#channel(matchId)).catch(() => {});
    };
  }

  async #holdPresence(matchId: string, seats: readonly string[]): Promise<readonly string[]> {
    const present = await this.#redis.gHoldPresence(
      this.#key(matchId, "presence"),
      this.#instance,
      Math.ceil((this.#o.presenceTtlMs * 3) / 4),
      this.#channel(matchId),
      JSON.stringify({ i: this.#instance, p: 1 }),
      ...seats,
    );
    return present.map(String);
  }

  async takeToken(key: string, perSecond: number, burst: number): Promise<boolean> {
    return Number(await this.#redis.gTakeToken(`${this.#o.prefix}rate:${key}`, perSecond, burst)) === 1;
  }

  async healthy(): Promise<boolean> {
    // Both connections: without the subscriber, clients of one match on two instances drift apart.
    if (this.#redis.status !== "ready" || this.#sub.status !== "ready") return false;
    try {
      return (await this.#redis.ping()) === "PONG";
    } catch {
      return false;
    }
  }

  async close(): Promise<void> {
    this.#closed = true;
    if (this.#resync !== null) clearInterval(this.#resync);
    this.#listeners.clear();
    await Promise.allSettled([this.#redis.quit(), this.#sub.quit()]);
    this.#redis.disconnect();
    this.#sub.disconnect();
  }

  // Fan-out.

  #know(matchId: string, seq: number): void {
    if (this.#listeners.has(matchId) && seq > (this.#known.get(matchId) ?? 0)) this.#known.set(matchId, seq);
  }

  #wake(matchId: string): void {
    for (const listener of this.#listeners.get(matchId) ?? []) listener([]);
  }

  #heard(channel: string, message: string): void {
    const prefix = `${this.#o.prefix}log:`;
    if (!channel.startsWith(prefix)) return;
    const matchId = channel.slice(prefix.length);
    let parsed: { i?: unknown; s?: unknown; f?: unknown; v?: unknown; p?: unknown };
    try {
      parsed = JSON.parse(message) as typeof parsed;
    } catch {
      return;
    }
    if (parsed.i === this.#instance) return;
    const fact =
      parsed.p === 1
        ? { key: "presence", value: "" }
        : typeof parsed.f === "string" && typeof parsed.v === "string"
          ? { key: parsed.f, value: parsed.v }
          : null;
    if (fact !== null) {
      for (const listener of this.#listeners.get(matchId) ?? []) listener([], fact);
      return;
    }
    if (typeof parsed.s !== "number") return;
    if (parsed.s <= (this.#known.get(matchId) ?? 0)) return;
    this.#wake(matchId);
  }

  /** After the subscriber (re)connects: subscribes to every match again and catches them up. */
  async #resubscribe(): Promise<void> {
    const channels = [...this.#listeners.keys()].map((id) => this.#channel(id));
    try {
      if (channels.length > 0) await this.#sub.subscribe(...channels);
    } catch (error) {
      this.#warn(error, "resubscribe failed");
    }
    for (const id of this.#listeners.keys()) this.#wake(id);
  }

  /** Wakes the listeners of every subscribed match whose log grew past what was heard. */
  async #resyncAll(): Promise<void> {
    const ids = [...this.#listeners.keys()];
    if (ids.length === 0 || this.#redis.status !== "ready") return;
    try {
      const pipeline = this.#redis.pipeline();
      for (const id of ids) pipeline.llen(this.#key(id, "log"));
      const results = (await pipeline.exec()) ?? [];
      for (const [i, id] of ids.entries()) {
        const [error, length] = results[i] ?? [null, 0];
        if (error === null && Number(length) > (this.#known.get(id) ?? 0)) this.#wake(id);
      }
    } catch (error) {
      this.#warn(error, "resync failed");
    }
  }
}

/** The URL without its password, for messages. */
function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password !== "") parsed.password = "***";
    return parsed.toString();
  } catch {
    return "(a bad URL)";
  }
}

declare module "ioredis" {
  interface RedisCommander<Context> {
    gAppend(...args: (string | number)[]): Result<number, Context>;
    gSetFact(...args: (string | number)[]): Result<string, Context>;
    gSaveSnapshot(...args: (string | number)[]): Result<number, Context>;
    gSetDeadline(...args: (string | number)[]): Result<number, Context>;
    gClaimDeadlines(...args: (string | number)[]): Result<string[], Context>;
    gExpireIdle(...args: (string | number)[]): Result<string[], Context>;
    gTakeToken(...args: (string | number)[]): Result<number, Context>;
    gHoldPresence(...args: (string | number)[]): Result<string[], Context>;
  }
}
