/**
 * The Redis store's bus (`MatchBus`): what instances sharing Redis tell each other. Appends, facts
 * and presence changes are published on the match's channel by the scripts that make them (so
 * nobody hears of an entry that is not in the log); pub/sub delivers at most once, so the bus also
 * resynchronises: when its subscriber connection comes back, and every `resyncMs`, it compares
 * the logs' lengths with what it last knew and wakes the listeners of the matches that moved
 * (on, or back: a failover can lose entries an instance read from the master it replaced).
 * Presence (`HOLD_PRESENCE`) and the seats' token buckets (`TAKE_TOKEN`) are scripts too. The
 * channels are sharded (`SPUBLISH`, `SSUBSCRIBE`): on a cluster a match's channel lives on the
 * master of its slot, and the scripts publish in the slot they write.
 */
import { Cluster } from "ioredis";
import type { RedisClient } from "./redis-connect.js";
import type { RedisKeys } from "./redis-keys.js";
import type { MatchBus, SharedPresence } from "./types.js";

type Listener = Parameters<MatchBus["subscribe"]>[1];

export interface RedisBusOptions {
  /** The connection for commands. */
  readonly redis: RedisClient;
  /** The connection in (sharded) subscriber mode. */
  readonly sub: RedisClient;
  readonly keys: RedisKeys;
  /** This instance's id: its own publications are not heard back. */
  readonly instance: string;
  /** Seats of a dead instance lapse within this; see `RedisStoreOptions.presenceTtlMs`. */
  readonly presenceTtlMs: number;
  readonly resyncMs: number;
  /** Told when no listener of a match is left here. */
  readonly released: (matchId: string) => void;
  readonly warn: (error: unknown, msg: string) => void;
}

export class RedisBus implements MatchBus {
  readonly presence: SharedPresence;
  readonly #o: RedisBusOptions;
  readonly #listeners = new Map<string, Set<Listener>>();
  /** The highest seq known per subscribed match (heard, appended or read here). */
  readonly #known = new Map<string, number>();
  #resync: ReturnType<typeof setInterval> | null = null;

  constructor(options: RedisBusOptions) {
    this.#o = options;
    this.presence = {
      refreshMs: Math.max(1, Math.floor(options.presenceTtlMs / 4)),
      hold: (matchId, seats) => this.#holdPresence(matchId, seats),
      present: (matchId) => this.#present(matchId),
    };
    options.sub.on("smessage", (channel: string, message: string) => this.#heard(channel, message));
    // One Redis: subscribed anew by hand on every reconnection. A cluster's client resubscribes
    // each master's channels itself; either way, the listeners catch up then.
    if (options.sub instanceof Cluster) options.sub.on("subscribersReady", () => this.#caughtUpAll());
    else options.sub.on("ready", () => void this.#resubscribe());
  }

  /** Starts the periodic resynchronisation. */
  start(): void {
    this.#resync = setInterval(() => void this.#resyncAll(), this.#o.resyncMs);
    this.#resync.unref();
  }

  stop(): void {
    if (this.#resync !== null) clearInterval(this.#resync);
    this.#listeners.clear();
  }

  subscribe(matchId: string, listener: Listener): () => void {
    let set = this.#listeners.get(matchId);
    if (set === undefined) {
      set = new Set();
      this.#listeners.set(matchId, set);
      this.#o.sub.ssubscribe(this.#o.keys.channel(matchId)).then(
        // Subscribed: what was published before is caught up now, not at the next resync.
        () => this.#caughtUp(matchId),
        (error: unknown) => {
          // Not subscribed now: the next `ready` subscribes again, the resync covers the gap.
          this.#o.warn(error, "subscribe failed");
        },
      );
    }
    set.add(listener);
    return () => {
      const held = this.#listeners.get(matchId);
      if (held === undefined) return;
      held.delete(listener);
      if (held.size > 0) return;
      this.#listeners.delete(matchId);
      this.#known.delete(matchId);
      this.#o.released(matchId);
      this.#o.sub.sunsubscribe(this.#o.keys.channel(matchId)).catch(() => {});
    };
  }

  async takeToken(matchId: string, seat: string, perSecond: number, burst: number): Promise<boolean> {
    const key = this.#o.keys.match(matchId, "rate");
    return Number(await this.#o.redis.gTakeToken(key, seat, perSecond, burst)) === 1;
  }

  /** The subscription to `matchId` holds: its listeners catch up on the log and on presence. */
  #caughtUp(matchId: string): void {
    for (const listener of this.#listeners.get(matchId) ?? []) {
      listener([]);
      listener([], { key: "presence", value: "" });
    }
  }

  async #present(matchId: string): Promise<readonly string[]> {
    return (await this.#o.redis.gPresent(this.#o.keys.match(matchId, "presence"))).map(String);
  }

  async #holdPresence(matchId: string, seats: readonly string[]): Promise<readonly string[]> {
    const { redis, keys, instance } = this.#o;
    const present = await redis.gHoldPresence(
      keys.match(matchId, "presence"),
      instance,
      Math.ceil((this.#o.presenceTtlMs * 3) / 4),
      keys.channel(matchId),
      JSON.stringify({ i: instance, p: 1 }),
      ...seats,
    );
    return present.map(String);
  }

  /** This instance learnt that `matchId`'s log holds `seq` entries (no need to wake for them). */
  know(matchId: string, seq: number): void {
    if (this.#listeners.has(matchId) && seq > (this.#known.get(matchId) ?? 0)) this.#known.set(matchId, seq);
  }

  #wake(matchId: string): void {
    for (const listener of this.#listeners.get(matchId) ?? []) listener([]);
  }

  #heard(channel: string, message: string): void {
    const matchId = this.#o.keys.matchOfChannel(channel);
    if (matchId === null) return;
    let parsed: { i?: unknown; s?: unknown; f?: unknown; v?: unknown; p?: unknown };
    try {
      parsed = JSON.parse(message) as typeof parsed;
    } catch {
      return;
    }
    if (parsed.i === this.#o.instance) return;
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

  /** After the subscriber (re)connects to one Redis: subscribes to every match again, catches them up. */
  async #resubscribe(): Promise<void> {
    const channels = [...this.#listeners.keys()].map((id) => this.#o.keys.channel(id));
    try {
      if (channels.length > 0) await this.#o.sub.ssubscribe(...channels);
    } catch (error) {
      this.#o.warn(error, "resubscribe failed");
    }
    this.#caughtUpAll();
  }

  #caughtUpAll(): void {
    for (const id of this.#listeners.keys()) this.#caughtUp(id);
  }

  /** Wakes the listeners of every subscribed match whose log is longer, or shorter, than known. */
  async #resyncAll(): Promise<void> {
    const ids = [...this.#listeners.keys()];
    const { redis, keys } = this.#o;
    if (ids.length === 0 || redis.status !== "ready") return;
    // One command a match (on a cluster they go to several masters), sent together.
    const lengths = await Promise.allSettled(ids.map((id) => redis.llen(keys.match(id, "log"))));
    for (const [i, id] of ids.entries()) {
      const length = lengths[i];
      if (length?.status !== "fulfilled") continue;
      const known = this.#known.get(id) ?? 0;
      // Shorter than known: entries read here were lost with a master (a failover). The listeners
      // compare what they hold with the log; the log's length is what is known from now on.
      if (length.value < known && this.#listeners.has(id)) this.#known.set(id, length.value);
      if (length.value !== known) this.#wake(id);
    }
    const failed = lengths.find((l) => l.status === "rejected");
    if (failed !== undefined) this.#o.warn((failed as PromiseRejectedResult).reason, "resync failed");
  }
}
