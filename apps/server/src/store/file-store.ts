/**
 * `FileStore`: the embedded store. One append-only log (`wal-NNNNNN.jsonl` segments, one JSON
 * record a line) for every match, written with group commit: the records of all appends waiting
 * while a write is in flight go out in the next write, followed by one `fdatasync`, and each
 * append resolves only after the sync that covers it. Snapshots are files of their own
 * (`snapshots/<match>.json`, written then renamed), an optimisation only: the log is the truth.
 *
 * Opening reads every segment into memory; a torn last line (the process killed mid-write) was
 * never acknowledged and is cut off; a bad line anywhere else is corruption, reported with the
 * file and line.
 *
 * The matches themselves are held by a `MemoryLog` (`memory-log.ts`) whose journal this file is;
 * deadlines and leases by a `MemoryWork`.
 *
 * Matches leave the store by a `drop` record: an unfinished one idle for `idleMs`, a finished one
 * `retentionMs` after its end (`expireIdle`). Closed segments whose bytes are mostly dropped
 * matches' are then rewritten without them, or deleted (`wal-segments.ts` says why that is safe
 * at any instant), so the directory holds the live matches, not their history for ever.
 */

import type { FileHandle } from "node:fs/promises";
import { mkdir, open, readdir, readFile, rename, rm, truncate, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { type Journal, type LogRecord, MemoryLog, matchOf } from "./memory-log.js";
import { MemoryWork } from "./memory-work.js";
import type { MatchStore, Snapshot } from "./types.js";
import {
  COMPACTING,
  compactSegment,
  count,
  garbage,
  newSegmentUse,
  SEGMENT,
  type SegmentUse,
  segmentName,
} from "./wal-segments.js";

export interface FileStoreOptions {
  /** Segments roll over past this size. Default 64 MiB. */
  readonly segmentBytes?: number;
  /** An unfinished match with no action and no client this long is dropped (0: never). Default 7 days. */
  readonly idleMs?: number;
  /** A finished match is dropped this long after its last action (0: never). Default 7 days. */
  readonly retentionMs?: number;
  /** A claimed piece of work (`claim`, `dueDeadlines`) goes back after this long. Default 10 s. */
  readonly leaseMs?: number;
  /** A match created but never confirmed is deleted this long after its creation. Default 60 s. */
  readonly unconfirmedMs?: number;
}

interface Waiting {
  readonly line: string;
  readonly matchId: string;
  readonly resolve: () => void;
  readonly reject: (error: Error) => void;
}

const DAY = 86_400_000;
/** A closed segment is rewritten once this share of its bytes belongs to dropped matches. */
const GARBAGE_SHARE = 0.5;

/** The log file: segments written with group commit, snapshots beside them, compaction. */
class WalJournal implements Journal {
  readonly #dir: string;
  readonly #segmentBytes: number;
  /** Whether a match is still held (compaction leaves the others' records out). */
  readonly #held: (matchId: string) => boolean;
  /** What each segment holds, by number. */
  readonly #segments = new Map<number, SegmentUse>();
  #compacting: Promise<void> | null = null;
  #file: FileHandle | null = null;
  #segment = 0;
  #size = 0;
  #batch: Waiting[] = [];
  #flushing: Promise<void> | null = null;
  #broken: Error | null = null;

  constructor(dir: string, segmentBytes: number, held: (matchId: string) => boolean) {
    this.#dir = dir;
    this.#segmentBytes = segmentBytes;
    this.#held = held;
  }

  /** Reads every segment (each record to `apply`), cutting off a torn last line, and opens the last for writing. */
  async open(apply: (record: LogRecord) => void): Promise<void> {
    const dir = this.#dir;
    await mkdir(join(dir, "snapshots"), { recursive: true });
    const names = await readdir(dir);
    // A compaction cut short: the segment it was rewriting is still whole under its own name.
    for (const name of names.filter((n) => COMPACTING.test(n))) await rm(join(dir, name), { force: true });
    const segments = names
      .map((name) => SEGMENT.exec(name))
      .filter((m): m is RegExpExecArray => m !== null)
      .map((m) => Number(m[1]))
      .sort((a, b) => a - b);
    for (const [i, n] of segments.entries()) await this.#read(n, i === segments.length - 1, apply);
    this.#segment = segments.at(-1) ?? 1;
    if (!this.#segments.has(this.#segment)) this.#segments.set(this.#segment, newSegmentUse());
    this.#file = await open(join(dir, segmentName(this.#segment)), "a");
    this.#size = (await this.#file.stat()).size;
    // Snapshots of matches dropped before a crash could delete them.
    for (const name of await readdir(join(dir, "snapshots"))) {
      const id = name.replace(/\.json(\.tmp)?$/, "");
      if (!this.#held(id)) await rm(join(dir, "snapshots", name), { force: true });
    }
  }

  async #read(n: number, last: boolean, apply: (record: LogRecord) => void): Promise<void> {
    const file = join(this.#dir, segmentName(n));
    const text = await readFile(file, "utf8");
    const use = newSegmentUse();
    this.#segments.set(n, use);
    let offset = 0;
    let line = 0;
    while (offset < text.length) {
      const end = text.indexOf("\n", offset);
      line++;
      if (end === -1) {
        // A torn last write (never acknowledged): cut it off. Earlier segments end whole.
        if (!last) throw new Error(`${file}:${line}: truncated log record`);
        await truncate(file, Buffer.byteLength(text.slice(0, offset)));
        return;
      }
      let record: LogRecord;
      try {
        record = JSON.parse(text.slice(offset, end)) as LogRecord;
      } catch {
        throw new Error(`${file}:${line}: corrupt log record`);
      }
      apply(record);
      count(use, matchOf(record), Buffer.byteLength(text.slice(offset, end + 1)));
      offset = end + 1;
    }
  }

  /** Appends a record to the log; resolves once it is on disk (group commit). */
  write(record: LogRecord): Promise<void> {
    if (this.#broken !== null) return Promise.reject(this.#broken);
    const line = `${JSON.stringify(record)}\n`;
    const written = new Promise<void>((resolve, reject) => {
      this.#batch.push({ line, matchId: matchOf(record), resolve, reject });
      this.#flushing ??= this.#flush();
    });
    // A drop may leave a closed segment mostly garbage.
    return record.t === "drop" ? written.then(() => this.#compactSoon()) : written;
  }

  async #flush(): Promise<void> {
    while (this.#batch.length > 0) {
      const batch = this.#batch;
      this.#batch = [];
      try {
        const file = this.#file;
        if (file === null) throw new Error("the store is closed");
        const bytes = Buffer.from(batch.map((w) => w.line).join(""));
        await file.write(bytes);
        await file.datasync();
        this.#size += bytes.length;
        const use = this.#segments.get(this.#segment);
        if (use !== undefined) for (const w of batch) count(use, w.matchId, Buffer.byteLength(w.line));
        for (const w of batch) w.resolve();
        if (this.#size > this.#segmentBytes) await this.#roll();
      } catch (error) {
        // A failed write leaves the file in an unknown state: refuse everything from now on.
        this.#broken = error instanceof Error ? error : new Error(String(error));
        for (const w of [...batch, ...this.#batch]) w.reject(this.#broken);
        this.#batch = [];
      }
    }
    this.#flushing = null;
  }

  async #roll(): Promise<void> {
    await this.#file?.close();
    this.#segment++;
    this.#segments.set(this.#segment, newSegmentUse());
    this.#file = await open(join(this.#dir, segmentName(this.#segment)), "a");
    this.#size = 0;
    this.#compactSoon();
  }

  /** Starts a compaction of the closed segments (in the background) unless one runs. */
  #compactSoon(): void {
    this.#compacting ??= this.#compact(GARBAGE_SHARE)
      .catch(() => {
        // A failed rewrite left the old segment whole: nothing lost, tried again next time.
      })
      .finally(() => {
        this.#compacting = null;
      });
  }

  /** See `FileStore.compact`. */
  async compact(): Promise<number> {
    await this.#compacting;
    this.#compacting = this.#compact(0);
    try {
      await this.#compacting;
    } finally {
      this.#compacting = null;
    }
    return [...this.#segments.values()].reduce((n, u) => n + u.bytes, 0);
  }

  /** Rewrites the closed segments, oldest first, whose dropped matches' share exceeds `share`. */
  async #compact(share: number): Promise<void> {
    const held = this.#held;
    for (const n of [...this.#segments.keys()].sort((a, b) => a - b)) {
      const use = this.#segments.get(n);
      if (n >= this.#segment || use === undefined) continue;
      const waste = garbage(use, held);
      if (waste === 0 || waste <= share * use.bytes) continue;
      // A drop stays while an earlier segment still holds records of its match.
      const earlier = (id: string): boolean =>
        [...this.#segments].some(([k, u]) => k < n && u.matches.has(id));
      const now = await compactSegment(this.#dir, n, (id, drop) => held(id) || (drop && earlier(id)));
      if (now === null) this.#segments.delete(n);
      else this.#segments.set(n, now);
    }
  }

  #snapshotPath(matchId: string): string {
    return join(this.#dir, "snapshots", `${matchId}.json`);
  }

  async saveSnapshot(matchId: string, snapshot: Snapshot): Promise<void> {
    const path = this.#snapshotPath(matchId);
    await writeFile(`${path}.tmp`, JSON.stringify(snapshot));
    await rename(`${path}.tmp`, path);
  }

  async loadSnapshot(matchId: string): Promise<Snapshot | null> {
    try {
      const parsed = JSON.parse(await readFile(this.#snapshotPath(matchId), "utf8")) as Snapshot;
      return typeof parsed.seq === "number" ? parsed : null;
    } catch {
      return null;
    }
  }

  async dropSnapshot(matchId: string): Promise<void> {
    await rm(this.#snapshotPath(matchId), { force: true });
  }

  healthy(): boolean {
    return this.#broken === null && this.#file !== null;
  }

  async close(): Promise<void> {
    await this.#compacting;
    await this.#flushing;
    await this.#file?.close();
    this.#file = null;
  }
}

/** The embedded `MatchStore` (see the module's comment). Open it with {@link FileStore.open}. */
export class FileStore implements MatchStore {
  readonly dir: string;
  readonly log: MemoryLog;
  readonly grants: MemoryLog;
  readonly work: MemoryWork;
  readonly #journal: WalJournal;

  private constructor(dir: string, options: FileStoreOptions) {
    this.dir = dir;
    this.work = new MemoryWork(options.leaseMs ?? 10_000);
    this.#journal = new WalJournal(dir, options.segmentBytes ?? 64 * 1024 * 1024, (id) => this.log.holds(id));
    this.log = new MemoryLog(this.#journal, {
      idleMs: options.idleMs ?? 7 * DAY,
      retentionMs: options.retentionMs ?? 7 * DAY,
      unconfirmedMs: options.unconfirmedMs ?? 60_000,
      dropped: (id) => this.work.forget(id),
    });
    this.grants = this.log;
  }

  /** Opens (creating it if needed) the store in `dir`, reading its whole log. */
  static async open(dir: string, options: FileStoreOptions = {}): Promise<FileStore> {
    const store = new FileStore(dir, options);
    await store.#journal.open((record) => store.log.apply(record));
    return store;
  }

  /**
   * Rewrites every closed segment with any bytes of dropped matches, or deletes it when all are
   * (waiting for a compaction already running first). Returns the bytes the log holds after.
   */
  compact(): Promise<number> {
    return this.#journal.compact();
  }

  async healthy(): Promise<boolean> {
    return this.#journal.healthy();
  }

  close(): Promise<void> {
    return this.#journal.close();
  }
}
