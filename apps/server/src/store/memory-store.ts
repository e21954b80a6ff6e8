/**
 * `MemoryStore`: a `MatchStore` that keeps everything in this process's memory and nothing after
 * it: for tests, demos and embedding a server in a program that saves matches its own way. It
 * behaves as the embedded store does (the contract suite runs against both), without the disk.
 */
import { type Journal, MemoryLog } from "./memory-log.js";
import { MemoryWork } from "./memory-work.js";
import type { MatchStore, Snapshot } from "./types.js";

export interface MemoryStoreOptions {
  /** An unfinished match with no action and no client this long is dropped (0: never). Default 7 days. */
  readonly idleMs?: number;
  /** A finished match is dropped this long after its last action (0: never). Default 7 days. */
  readonly retentionMs?: number;
  /** A claimed piece of work (`claim`, `dueDeadlines`) goes back after this long. Default 10 s. */
  readonly leaseMs?: number;
  /** A match created but never confirmed is deleted this long after its creation. Default 60 s. */
  readonly unconfirmedMs?: number;
}

const DAY = 86_400_000;

/** The journal of a store that keeps nothing: records are "durable" at once; snapshots in a map. */
class NoJournal implements Journal {
  readonly #snapshots = new Map<string, Snapshot>();
  async write(): Promise<void> {}
  async saveSnapshot(matchId: string, snapshot: Snapshot): Promise<void> {
    this.#snapshots.set(matchId, snapshot);
  }
  async loadSnapshot(matchId: string): Promise<Snapshot | null> {
    return this.#snapshots.get(matchId) ?? null;
  }
  async dropSnapshot(matchId: string): Promise<void> {
    this.#snapshots.delete(matchId);
  }
}

/** The in-memory `MatchStore` (see the module's comment). */
export class MemoryStore implements MatchStore {
  readonly log: MemoryLog;
  readonly work: MemoryWork;
  #closed = false;

  constructor(options: MemoryStoreOptions = {}) {
    this.work = new MemoryWork(options.leaseMs ?? 10_000);
    this.log = new MemoryLog(new NoJournal(), {
      idleMs: options.idleMs ?? 7 * DAY,
      retentionMs: options.retentionMs ?? 7 * DAY,
      unconfirmedMs: options.unconfirmedMs ?? 60_000,
      dropped: (id) => this.work.forget(id),
    });
  }

  async healthy(): Promise<boolean> {
    return !this.#closed;
  }

  async close(): Promise<void> {
    this.#closed = true;
  }
}
