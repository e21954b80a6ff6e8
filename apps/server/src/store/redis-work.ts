/**
 * The Redis store's work schedule (`WorkSchedule`): deadlines in bucketed sorted sets every
 * instance polls (`SET_DEADLINE`, `DUE`), each due one leased to one caller by a key in the
 * match's own slot (`m:{id}:claim:<seq>`, which `claim` takes too).
 */
import type { RedisClient } from "./redis-connect.js";
import { BUCKETS, type RedisKeys } from "./redis-keys.js";
import type { Deadline, WorkSchedule } from "./types.js";

export class RedisWork implements WorkSchedule {
  readonly #redis: RedisClient;
  readonly #keys: RedisKeys;
  readonly #leaseMs: number;
  /** Matches whose deadline this instance last cleared (clearing again is a no-op: skipped). */
  readonly #cleared = new Set<string>();
  /** The bucket the next poll starts at: every bucket gets its turn first. */
  #next = 0;

  constructor(redis: RedisClient, keys: RedisKeys, leaseMs: number) {
    this.#redis = redis;
    this.#keys = keys;
    this.#leaseMs = leaseMs;
  }

  async setDeadline(matchId: string, deadline: Deadline | null): Promise<void> {
    // Every instance holding a match clears its deadline after each action of a clockless match:
    // once is enough (a clock, once on, only clears at the end).
    if (deadline === null && this.#cleared.has(matchId)) return;
    const b = this.#keys.bucketOf(matchId);
    await this.#redis.gSetDeadline(
      this.#keys.due(b),
      this.#keys.dueSeqs(b),
      matchId,
      deadline?.seq ?? 0,
      deadline === null ? "" : deadline.at,
    );
    if (deadline === null) this.#cleared.add(matchId);
    else this.#cleared.delete(matchId);
  }

  async dueDeadlines(now: number, limit: number): Promise<readonly Deadline[]> {
    const due: Deadline[] = [];
    const start = this.#next;
    this.#next = (this.#next + 1) % BUCKETS;
    for (let k = 0; k < BUCKETS && due.length < limit; k++) {
      const b = (start + k) % BUCKETS;
      const flat = (await this.#redis.gDue(this.#keys.due(b), this.#keys.dueSeqs(b), now, limit)) as string[];
      for (let i = 0; i + 2 < flat.length && due.length < limit; i += 3) {
        const deadline = { matchId: String(flat[i]), seq: Number(flat[i + 1]), at: Number(flat[i + 2]) };
        if (await this.claim(deadline.matchId, deadline.seq)) due.push(deadline);
      }
    }
    return due;
  }

  async claim(matchId: string, seq: number): Promise<boolean> {
    // Whoever takes this key, by either path, does the work.
    const key = this.#keys.claim(matchId, seq);
    return (await this.#redis.set(key, "1", "PX", this.#leaseMs, "NX")) === "OK";
  }

  /** The match is no longer followed here: its next clear is not skipped. */
  forget(matchId: string): void {
    this.#cleared.delete(matchId);
  }
}
