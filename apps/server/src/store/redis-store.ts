/**
 * `RedisStore`: the `MatchStore` several server instances share (`REDIS_URL`), so that no
 * instance owns a match: any of them rebuilds one from its snapshot and log, and the loss of one
 * loses nothing.
 *
 * Keys (under `prefix`, default `games:`): `m:{id}:record` (JSON: the record and its grants'
 * hashes), `m:{id}:log` (a list: entry n at index n-1), `m:{id}:snap` (hash: seq, state),
 * `m:{id}:facts` (hash), `m:{id}:pending` (while unconfirmed), `grant:<token hash>`, `active` (set of unfinished matches), `deadlines`
 * (zset: match → at) with `deadline-seq` (hash: match → seq), `claim:<match>:<seq>` (leases),
 * `idle` (zset: unfinished match → when last in use), `rate:<key>` (token buckets) and
 * `m:{id}:presence` (zset: `<instance>|<seat>` → when it lapses). Every write that must be atomic is a Lua script
 * (`redis-scripts.ts`): appends check the expected seq, and publish on `<prefix>log:<id>` in the
 * same script, so other instances hear of an entry only once it is in the log.
 *
 * Its parts: `RedisLog` (matches, logs, credentials), `RedisWork` (deadlines and leases) and
 * `RedisBus` (fan-out, presence, shared rate buckets), over two connections — one for commands,
 * one subscribed — and the key names of `RedisKeys`.
 *
 * Commands fail fast while Redis is unreachable (no offline queue): the server then refuses
 * actions with `unavailable` (clients send them again), never acknowledges one Redis did not take;
 * both connections reconnect by themselves.
 */
import { randomBytes } from "node:crypto";
import { Redis, type RedisOptions, type Result } from "ioredis";
import { RedisBus } from "./redis-bus.js";
import { RedisKeys } from "./redis-keys.js";
import { RedisLog } from "./redis-log.js";
import {
  APPEND,
  CANCEL,
  CLAIM_DEADLINES,
  CONFIRM,
  CREATE,
  EXPIRE_IDLE,
  HOLD_PRESENCE,
  PRESENT,
  SAVE_SNAPSHOT,
  SET_DEADLINE,
  SET_FACT,
  TAKE_TOKEN,
} from "./redis-scripts.js";
import { RedisWork } from "./redis-work.js";
import type { MatchStore } from "./types.js";

export interface RedisStoreOptions {
  /** `redis://[user:password@]host:port[/db]` (or `rediss://`). */
  readonly url: string;
  /** Prefix of every key and channel (several deployments may share a Redis). Default `games:`. */
  readonly prefix?: string;
  /** Finished matches are deleted this long after their end (0: kept for ever). Default 7 days. */
  readonly retentionMs?: number;
  /** Unfinished matches with no action and no client this long are deleted (0: never). Default 7 days. */
  readonly idleMs?: number;
  /** A match created but never confirmed is deleted this long after its creation. Default 60 s. */
  readonly unconfirmedMs?: number;
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

const DAY = 86_400_000;

/** The Redis `MatchStore` (see the module's comment). Open it with {@link RedisStore.open}. */
export class RedisStore implements MatchStore {
  readonly log: RedisLog;
  readonly grants: RedisLog;
  readonly work: RedisWork;
  readonly bus: RedisBus;
  readonly #o: Required<Omit<RedisStoreOptions, "log">> & Pick<RedisStoreOptions, "log">;
  readonly #redis: Redis;
  readonly #sub: Redis;
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
      unconfirmedMs: 60_000,
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
    for (const [name, lua, keys] of [
      ["gCreate", CREATE, 2],
      ["gConfirm", CONFIRM, 5],
      ["gCancel", CANCEL, 6],
      ["gAppend", APPEND, 3],
      ["gSetFact", SET_FACT, 9],
      ["gExpireIdle", EXPIRE_IDLE, 4],
      ["gSaveSnapshot", SAVE_SNAPSHOT, 2],
      ["gSetDeadline", SET_DEADLINE, 2],
      ["gClaimDeadlines", CLAIM_DEADLINES, 2],
      ["gTakeToken", TAKE_TOKEN, 1],
      ["gHoldPresence", HOLD_PRESENCE, 1],
      ["gPresent", PRESENT, 1],
    ] as const)
      this.#redis.defineCommand(name, { lua, numberOfKeys: keys });
    this.#redis.on("error", (error: Error) => this.#warn(error, "redis connection"));
    this.#sub.on("error", (error: Error) => this.#warn(error, "redis subscriber connection"));
    const keys = new RedisKeys(this.#o.prefix);
    // Tells this instance's own publications from the others'.
    const instance = randomBytes(8).toString("base64url");
    this.work = new RedisWork(this.#redis, keys, this.#o.leaseMs);
    this.bus = new RedisBus({
      redis: this.#redis,
      sub: this.#sub,
      keys,
      instance,
      presenceTtlMs: this.#o.presenceTtlMs,
      resyncMs: this.#o.resyncMs,
      released: (matchId) => this.work.forget(matchId),
      warn: (error, msg) => this.#warn(error, msg),
    });
    this.log = new RedisLog({
      redis: this.#redis,
      keys,
      instance,
      retentionMs: this.#o.retentionMs,
      idleMs: this.#o.idleMs,
      unconfirmedMs: this.#o.unconfirmedMs,
      know: (matchId, seq) => this.bus.know(matchId, seq),
    });
    this.grants = this.log;
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
    store.bus.start();
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
    this.bus.stop();
    await Promise.allSettled([this.#redis.quit(), this.#sub.quit()]);
    this.#redis.disconnect();
    this.#sub.disconnect();
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
    gCreate(...args: (string | number)[]): Result<string | null, Context>;
    gConfirm(...args: (string | number)[]): Result<number, Context>;
    gCancel(...args: (string | number)[]): Result<number, Context>;
    gAppend(...args: (string | number)[]): Result<number, Context>;
    gSetFact(...args: (string | number)[]): Result<string, Context>;
    gSaveSnapshot(...args: (string | number)[]): Result<number, Context>;
    gSetDeadline(...args: (string | number)[]): Result<number, Context>;
    gClaimDeadlines(...args: (string | number)[]): Result<string[], Context>;
    gExpireIdle(...args: (string | number)[]): Result<string[], Context>;
    gTakeToken(...args: (string | number)[]): Result<number, Context>;
    gHoldPresence(...args: (string | number)[]): Result<string[], Context>;
    gPresent(...args: (string | number)[]): Result<string[], Context>;
  }
}
