/**
 * The embedded store's log segments (`wal-NNNNNN.jsonl`) as files: their names, what each holds
 * (bytes per match, to know how much of a segment is garbage once matches are dropped), and their
 * compaction — a closed segment rewritten without the records of dropped matches.
 *
 * Why compaction loses nothing acknowledged, even when the process is killed in the middle of it:
 * - A closed segment is never written again except by compaction, which writes the kept lines to
 *   `wal-NNNNNN.jsonl.compact`, syncs it, renames it over the segment (atomic) and syncs the
 *   directory; an empty result unlinks the segment instead. At any instant each segment file is
 *   either wholly the old one or wholly the new one (a leftover `.compact` is deleted on open).
 * - Only records of dropped matches are left out, and a match is dropped only once its `drop`
 *   record is durable. Lines of every other match stay, in their order: replaying any mix of old
 *   and new segments gives every kept match the same record, log and facts.
 * - A dropped match replays as absent whatever mix is on disk: its records come before its
 *   `drop` (no append follows a drop); the `drop` itself is kept while an earlier segment still
 *   holds records of the match; and a record of a match the replay does not hold (its `match`
 *   record already compacted away) is ignored.
 */
import { open, readFile, rename, unlink } from "node:fs/promises";
import { join } from "node:path";

export const SEGMENT = /^wal-(\d{6})\.jsonl$/;
export const COMPACTING = /^wal-\d{6}\.jsonl\.compact$/;

export function segmentName(n: number): string {
  return `wal-${String(n).padStart(6, "0")}.jsonl`;
}

/** What a segment holds: its size, and the bytes of each match's records in it. */
export interface SegmentUse {
  bytes: number;
  readonly matches: Map<string, number>;
}

export function newSegmentUse(): SegmentUse {
  return { bytes: 0, matches: new Map() };
}

/** Counts a record of `matchId` taking `bytes` (its line and newline) in `use`. */
export function count(use: SegmentUse, matchId: string, bytes: number): void {
  use.bytes += bytes;
  use.matches.set(matchId, (use.matches.get(matchId) ?? 0) + bytes);
}

/** The bytes of `use` that belong to matches `held` says are gone. */
export function garbage(use: SegmentUse, held: (matchId: string) => boolean): number {
  let bytes = 0;
  for (const [id, n] of use.matches) if (!held(id)) bytes += n;
  return bytes;
}

/** Syncs a directory, so that a rename or unlink in it is durable. */
export async function syncDir(dir: string): Promise<void> {
  const handle = await open(dir, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** The match a log line is about (every record names one). */
export function matchOfLine(line: string): { readonly id: string; readonly drop: boolean } {
  const record = JSON.parse(line) as { t: string; m?: string; record?: { id: string } };
  return {
    id: record.t === "match" ? (record.record?.id ?? "") : (record.m ?? ""),
    drop: record.t === "drop",
  };
}

/**
 * Rewrites closed segment `n` of `dir` keeping the lines `keep` accepts (see the module's comment
 * for why this is safe at any instant); unlinks it when none is kept. Returns what it holds now
 * (null: unlinked).
 */
export async function compactSegment(
  dir: string,
  n: number,
  keep: (matchId: string, drop: boolean) => boolean,
): Promise<SegmentUse | null> {
  const path = join(dir, segmentName(n));
  const text = await readFile(path, "utf8");
  const use = newSegmentUse();
  const kept: string[] = [];
  let offset = 0;
  while (offset < text.length) {
    const end = text.indexOf("\n", offset);
    if (end === -1) break; // a closed segment ends whole; nothing after a torn line is kept anyway
    const line = text.slice(offset, end + 1);
    const { id, drop } = matchOfLine(line);
    if (keep(id, drop)) {
      kept.push(line);
      count(use, id, Buffer.byteLength(line));
    }
    offset = end + 1;
  }
  if (kept.length === 0) {
    await unlink(path);
    await syncDir(dir);
    return null;
  }
  const temporary = `${path}.compact`;
  const handle = await open(temporary, "w");
  try {
    await handle.write(kept.join(""));
    await handle.datasync();
  } finally {
    await handle.close();
  }
  await rename(temporary, path);
  await syncDir(dir);
  return use;
}
