/**
 * `RedisStore`: the `MatchStore` several server instances share (`REDIS_URL`), so that no
 * instance owns a match: any of them rebuilds one from its snapshot and log, and the loss of one
 * loses nothing. One Redis, a Redis Cluster or a Sentinel-watched master (`redis-connect.ts`), the
 * same keys on all three.
 *
 * Keys (layout 2, under `prefix`, default `games:`; `redis-keys.ts`): each match's own, in one
 * Cluster slot (hash tag `{id}`) — `m:{id}:record`, `:pending` (while unconfirmed), `:confirm`,
 * `:used` (last action), `:log` (a list: entry n at index n-1), `:snap`, `:facts`, `:presence`,
 * `:rate` (its seats' token buckets), `:grants` (layout-1 token hashes), `:claim:<seq>` (leases)
 * — and the indexes, each in 16 buckets of their own slot: `idle:{i<b>}` (unfinished matches by
 * last use), `due:{i<b>}` and `due-seq:{i<b>}` (deadlines). Every change of a match is one Lua
 * script in its slot (`redis-scripts.ts`): appends check the expected seq and publish on the
 * match's sharded channel `log:{id}` in the same step, so other instances hear of an entry only
 * once it is in the log. Layout 1 (one Redis, global indexes) is moved to layout 2 at the first
 * start (`redis-migrate.ts`).
 *
 * Its parts: `RedisLog` (matches, logs, layout-1 credentials), `RedisWork` (deadlines and leases)
 * and `RedisBus` (fan-out, presence, shared rate buckets), over two connections — one for
 * commands, one subscribed.
 *
 * Commands fail fast while Redis is unreachable (no offline queue): the server then refuses
 * actions with `unavailable` (clients send them again), never acknowledges one Redis did not take;
 * both connections reconnect by themselves. With `wait`, an acknowledged write is on replicas too.
 */
import { randomBytes } from "node:crypto";
import { Cluster, type Result } from "ioredis";
import { RedisBus } from "./redis-bus.js";
import {
  connections,
  parseRedisUrl,
  type RedisClient,
  reachable,
  redactUrl,
  waitForReplicas,
} from "./redis-connect.js";
import { RedisKeys } from "./redis-keys.js";
import { RedisLog } from "./redis-log.js";
import { migrateToLayout2 } from "./redis-migrate.js";
import {
  APPEND,
  CANCEL,
  CONFIRM,
  CREATE,
  DUE,
  EXPIRE_MATCH,
  HOLD_PRESENCE,
  PRESENT,
  SAVE_SNAPSHOT,
  SET_DEADLINE,
  SET_FACT,
  SYNC_ENTRY,
  TAKE_TOKEN,
  UNINDEX,
} from "./redis-scripts.js";
import { RedisWork } from "./redis-work.js";
import type { MatchStore } from "./types.js";

export interface RedisStoreOptions {
  /**
   * `redis://[user:password@]host:port[/db]` (or `rediss://`): one Redis;
   * `redis+cluster://host:port[,host:port…]`: a Redis Cluster;
   * `redis+sentinel://host:port[,host:port…]/<master name>[/db]`: the master Sentinel names.
   */
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
  /**
   * Acknowledge a write only once `replicas` replicas of its master have it (`WAIT`), failing it
   * (the client sends it again) when fewer answer within `timeoutMs`: an acknowledged action then
   * survives the loss of its master (a failover promotes a replica that has it). Absent: once the
   * master has it (and fsynced it, with `appendfsync always`).
   */
  readonly wait?: { readonly replicas: number; readonly timeoutMs: number };
  readonly log?: { warn(obj: object, msg: string): void; info?(obj: object, msg: string): void };
}

const DAY = 86_400_000;

const SCRIPTS = {
  gCreate: [CREATE, 3],
  gConfirm: [CONFIRM, 5],
  gCancel: [CANCEL, 10],
  gAppend: [APPEND, 3],
  gSyncEntry: [SYNC_ENTRY, 2],
  gSetFact: [SET_FACT, 10],
  gSaveSnapshot: [SAVE_SNAPSHOT, 2],
  gExpireMatch: [EXPIRE_MATCH, 10],
  gSetDeadline: [SET_DEADLINE, 2],
  gDue: [DUE, 2],
  gUnindex: [UNINDEX, 3],
  gTakeToken: [TAKE_TOKEN, 1],
  gHoldPresence: [HOLD_PRESENCE, 1],
  gPresent: [PRESENT, 1],
} as const;

/** The Redis `MatchStore` (see the module's comment). Open it with {@link RedisStore.open}. */
export class RedisStore implements MatchStore {
  readonly log: RedisLog;
  readonly grants: RedisLog;
  readonly work: RedisWork;
  readonly bus: RedisBus;
  readonly #o: Required<Omit<RedisStoreOptions, "log" | "wait">> & Pick<RedisStoreOptions, "log" | "wait">;
  readonly #redis: RedisClient;
  readonly #sub: RedisClient;
  readonly #keys: RedisKeys;
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
    const { commands, subscriber } = connections(parseRedisUrl(this.#o.url), this.#o.commandTimeoutMs);
    this.#redis = commands;
    this.#sub = subscriber;
    for (const [name, [lua, keys]] of Object.entries(SCRIPTS))
      this.#redis.defineCommand(name, { lua, numberOfKeys: keys });
    this.#redis.on("error", (error: Error) => this.#warn(error, "redis connection"));
    this.#sub.on("error", (error: Error) => this.#warn(error, "redis subscriber connection"));
    const keys = new RedisKeys(this.#o.prefix);
    this.#keys = keys;
    // Tells this instance's own publications from the others'.
    const instance = randomBytes(8).toString("base64url");
    const wait = this.#o.wait;
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
      replicate:
        wait === undefined || wait.replicas <= 0
          ? async () => {}
          : (key) => waitForReplicas(this.#redis, key, wait.replicas, wait.timeoutMs),
      know: (matchId, seq) => this.bus.know(matchId, seq),
    });
    this.grants = this.log;
  }

  /**
   * Connects to Redis (rejects if it cannot now), moves layout-1 keys to layout 2 if there are
   * any, and starts resynchronising.
   */
  static async open(options: RedisStoreOptions): Promise<RedisStore> {
    const store = new RedisStore(options);
    try {
      await Promise.all([store.#redis.connect(), store.#sub.connect()]);
      const moved = await migrateToLayout2(store.#redis, store.#keys);
      if (moved > 0) store.#o.log?.info?.({ matches: moved }, "Redis keys moved to layout 2");
    } catch (error) {
      store.#redis.disconnect();
      store.#sub.disconnect();
      throw new Error(`cannot use Redis at ${redactUrl(options.url)}: ${(error as Error).message}`);
    }
    await store.#checkPersistence();
    store.bus.start();
    return store;
  }

  #warn(error: unknown, msg: string): void {
    if (!this.#closed) this.#o.log?.warn({ err: error }, msg);
  }

  /** Says so when a Redis (every master of a cluster) would not keep an acknowledged action through a crash. */
  async #checkPersistence(): Promise<void> {
    const masters = this.#redis instanceof Cluster ? this.#redis.nodes("master") : [this.#redis];
    for (const node of masters)
      try {
        const [, aof] = (await node.config("GET", "appendonly")) as [string, string];
        const [, fsync] = (await node.config("GET", "appendfsync")) as [string, string];
        if (aof !== "yes" || fsync !== "always")
          this.#o.log?.warn(
            { appendonly: aof, appendfsync: fsync, node: `${node.options.host}:${node.options.port}` },
            "Redis may lose acknowledged actions in a crash: run it with appendonly yes, appendfsync always",
          );
      } catch {
        // CONFIG is often disabled on managed Redis: nothing to say then.
      }
  }

  async healthy(): Promise<boolean> {
    // Both connections: without the subscriber, clients of one match on two instances drift apart.
    if (this.#sub.status !== "ready") return false;
    return reachable(this.#redis);
  }

  async close(): Promise<void> {
    this.#closed = true;
    this.bus.stop();
    await Promise.allSettled([this.#redis.quit(), this.#sub.quit()]);
    this.#redis.disconnect();
    this.#sub.disconnect();
  }
}

declare module "ioredis" {
  interface RedisCommander<Context> {
    gCreate(...args: (string | number)[]): Result<string | null, Context>;
    gConfirm(...args: (string | number)[]): Result<(number | string)[], Context>;
    gCancel(...args: (string | number)[]): Result<number, Context>;
    gAppend(...args: (string | number)[]): Result<number, Context>;
    gSyncEntry(...args: (string | number)[]): Result<number, Context>;
    gSetFact(...args: (string | number)[]): Result<(string | number)[], Context>;
    gSaveSnapshot(...args: (string | number)[]): Result<number, Context>;
    gExpireMatch(...args: (string | number)[]): Result<string[], Context>;
    gSetDeadline(...args: (string | number)[]): Result<number, Context>;
    gDue(...args: (string | number)[]): Result<string[], Context>;
    gUnindex(...args: (string | number)[]): Result<number, Context>;
    gTakeToken(...args: (string | number)[]): Result<number, Context>;
    gHoldPresence(...args: (string | number)[]): Result<string[], Context>;
    gPresent(...args: (string | number)[]): Result<string[], Context>;
  }
}
