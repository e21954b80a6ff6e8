/**
 * The Redis store's work schedule (`WorkSchedule`): deadlines in a sorted set every instance
 * polls, each due one leased to one caller (`redis-scripts.ts`: `SET_DEADLINE`,
 * `CLAIM_DEADLINES`).
 */
import type { Redis } from "ioredis";
import type { RedisKeys } from "./redis-keys.js";
import type { Deadline, WorkSchedule } from "./types.js";

export class RedisWork implements WorkSchedule {
  readonly #redis: Redis;
  readonly #keys: RedisKeys;
  readonly #leaseMs: number;
  /** Matches whose deadline this instance last cleared (clearing again is a no-op: skipped). */
  readonly #cleared = new Set<string>();

  constructor(redis: Redis, keys: RedisKeys, leaseMs: number) {
    this.#redis = redis;
    this.#keys = keys;
    this.#leaseMs = leaseMs;
  }

  async setDeadline(matchId: string, deadline: Deadline | null): Promise<void> {
    // Every instance holding a match clears its deadline after each action of a clockless match:
    // once is enough (a clock, once on, only clears at the end).
    if (deadline === null && this.#cleared.has(matchId)) return;
    await this.#redis.gSetDeadline(
      this.#keys.deadlines,
      this.#keys.deadlineSeqs,
      matchId,
      deadline?.seq ?? 0,
      deadline === null ? "" : deadline.at,
    );
    if (deadline === null) this.#cleared.add(matchId);
    else this.#cleared.delete(matchId);
  }

  async dueDeadlines(now: number, limit: number): Promise<readonly Deadline[]> {
    const flat = (await this.#redis.gClaimDeadlines(
      this.#keys.deadlines,
      this.#keys.deadlineSeqs,
      now,
      limit,
      this.#leaseMs,
      this.#keys.claimPrefix,
    )) as string[];
    const due: Deadline[] = [];
    for (let i = 0; i + 2 < flat.length; i += 3)
      due.push({ matchId: String(flat[i]), seq: Number(flat[i + 1]), at: Number(flat[i + 2]) });
    return due;
  }

  async claim(matchId: string, seq: number): Promise<boolean> {
    // The key `CLAIM_DEADLINES` takes: whoever gets it, by either path, does the work.
    return (await this.#redis.set(this.#keys.claim(matchId, seq), "1", "PX", this.#leaseMs, "NX")) === "OK";
  }

  /** The match is no longer followed here: its next clear is not skipped. */
  forget(matchId: string): void {
    this.#cleared.delete(matchId);
  }
}
