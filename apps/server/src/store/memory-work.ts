/**
 * `MemoryWork`: the work schedule of a store with one writer (the embedded and in-memory stores):
 * deadlines and leases in this process's memory. Nothing of it needs to survive a restart: the
 * server registers every match's next deadline again as it resumes it.
 */
import type { Deadline, WorkSchedule } from "./types.js";

/** Leases remembered before the lapsed ones are swept. */
const CLAIMS_SWEPT_PAST = 10_000;

export class MemoryWork implements WorkSchedule {
  readonly #leaseMs: number;
  readonly #now: () => number;
  readonly #deadlines = new Map<string, Deadline>();
  /** Leases on (match, seq) work: key → when it runs out. */
  readonly #claims = new Map<string, number>();

  /** `leaseMs`: how long a claimed piece of work stays with its claimer. */
  constructor(leaseMs: number, now: () => number = Date.now) {
    this.#leaseMs = leaseMs;
    this.#now = now;
  }

  async setDeadline(matchId: string, deadline: Deadline | null): Promise<void> {
    if (deadline === null) {
      this.#deadlines.delete(matchId);
      return;
    }
    const held = this.#deadlines.get(matchId);
    if (held === undefined || held.seq <= deadline.seq) this.#deadlines.set(matchId, deadline);
  }

  async dueDeadlines(now: number, limit: number): Promise<readonly Deadline[]> {
    const due: Deadline[] = [];
    for (const d of this.#deadlines.values()) {
      if (due.length >= limit) break;
      if (d.at <= now && this.#take(d.matchId, d.seq)) due.push(d);
    }
    return due;
  }

  async claim(matchId: string, seq: number): Promise<boolean> {
    return this.#take(matchId, seq);
  }

  /** Forgets a match's deadline (the match is gone). */
  forget(matchId: string): void {
    this.#deadlines.delete(matchId);
  }

  #take(matchId: string, seq: number): boolean {
    const now = this.#now();
    const key = `${matchId}:${seq}`;
    if ((this.#claims.get(key) ?? 0) > now) return false;
    if (this.#claims.size > CLAIMS_SWEPT_PAST)
      for (const [k, until] of this.#claims) if (until <= now) this.#claims.delete(k);
    this.#claims.set(key, now + this.#leaseMs);
    return true;
  }
}
