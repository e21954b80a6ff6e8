/**
 * The embedded store's compaction: matches dropped (idle, or finished past their retention) leave
 * the log's closed segments, which are rewritten or deleted, so the data directory does not grow
 * for ever; and a SIGKILL at any instant, mid-compaction included, loses nothing acknowledged and
 * brings back nothing dropped.
 */
import { spawn } from "node:child_process";
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { FileStore, type LogEntry, type MatchRecord } from "../src/index.js";
import { random } from "./helpers.js";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "compaction-"));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const record = (id: string, createdAt = 1): MatchRecord => ({
  id,
  engine: "shing-shang",
  setup: {},
  seats: [{ seat: "red", kind: "human" }],
  clock: null,
  createdAt,
  rematchOf: null,
});

const entry = (seq: number, at = seq): LogEntry => ({
  seq,
  at,
  seat: "red",
  clientId: `c${seq}`,
  action: { type: "move", pad: "y".repeat(80) },
});

async function segments(): Promise<string[]> {
  return (await readdir(dir)).filter((n) => /^wal-\d{6}\.jsonl$/.test(n)).sort();
}

async function logBytes(): Promise<number> {
  let n = 0;
  for (const name of await segments()) n += (await stat(join(dir, name))).size;
  return n;
}

/** Creates `count` matches of `entries` actions each, interleaved, so each spans many segments. */
async function fill(store: FileStore, count: number, entries: number, createdAt = 1): Promise<string[]> {
  const ids = Array.from({ length: count }, (_, i) => `m${i}`);
  for (const id of ids) await store.log.create(record(id, createdAt));
  for (const id of ids) await store.log.confirm(id, "a1");
  for (let seq = 1; seq <= entries; seq++)
    for (const id of ids)
      expect(await store.log.append(id, seq - 1, entry(seq, createdAt + seq))).toEqual({ ok: true });
  return ids;
}

describe("FileStore compaction", () => {
  it("drops idle matches and rewrites the segments they filled; the kept ones reopen intact", async () => {
    const store = await FileStore.open(dir, { segmentBytes: 2048, idleMs: 1000, retentionMs: 0 });
    const ids = await fill(store, 12, 20);
    await store.log.saveSnapshot("m1", { seq: 20, state: { at: 20 } });
    const kept = ids.filter((_, i) => i % 4 === 0);
    const before = await logBytes();
    const closedBefore = (await segments()).length;
    expect(closedBefore).toBeGreaterThan(10);
    // The kept ones are in use; the others idle since their last action (time 21).
    await store.log.touch(kept, 5000);
    const dropped = await store.log.expireIdle(3000, 1000);
    expect(new Set(dropped)).toEqual(new Set(ids.filter((id) => !kept.includes(id))));
    expect(await store.log.load("m1")).toBe(null);
    expect(await store.log.record("m1")).toBe(null);
    await expect(readFile(join(dir, "snapshots", "m1.json"))).rejects.toThrow();
    const after = await store.compact();
    // A quarter of the matches kept: the log shrinks to about a quarter (plus the open segment).
    expect(after).toBeLessThan(before * 0.4);
    expect(await logBytes()).toBe(after);
    await store.close();

    const again = await FileStore.open(dir, { segmentBytes: 2048, idleMs: 1000, retentionMs: 0 });
    for (const id of kept) {
      const loaded = await again.log.load(id);
      expect(loaded?.log.map((e) => e.seq)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
      expect((await again.log.record(id))?.id).toBe(id);
    }
    for (const id of dropped) expect(await again.log.load(id)).toBe(null);
    expect(new Set(await again.log.activeMatches())).toEqual(new Set(kept));
    await again.close();
  });

  it("finished matches go after their retention; a log of only dropped matches is deleted", async () => {
    const store = await FileStore.open(dir, { segmentBytes: 2048, idleMs: 0, retentionMs: 1000 });
    const ids = await fill(store, 6, 15, 100);
    for (const id of ids) await store.log.setFact(id, "over", "15");
    // Ended at 115: kept until 1115, gone after.
    expect(await store.log.expireIdle(1100, 1000)).toEqual([]);
    expect(new Set(await store.log.expireIdle(1200, 1000))).toEqual(new Set(ids));
    await store.compact();
    // Only the open segment is left (with the drops it holds).
    expect((await segments()).length).toBe(1);
    await store.close();
    const again = await FileStore.open(dir);
    for (const id of ids) expect(await again.log.load(id)).toBe(null);
    await again.close();
  });

  it("an unfinished rewrite found on open is discarded; the segment it came from is whole", async () => {
    const store = await FileStore.open(dir, { segmentBytes: 1024 });
    await fill(store, 3, 10);
    await store.close();
    const first = (await segments())[0] as string;
    await writeFile(join(dir, `${first}.compact`), '{"t":"entry","m":"m0","e":');
    const again = await FileStore.open(dir);
    expect((await again.log.load("m0"))?.log).toHaveLength(10);
    expect((await readdir(dir)).some((n) => n.endsWith(".compact"))).toBe(false);
    await again.close();
  });

  it("SIGKILL at random instants, mid-compaction too: every acknowledged step survives, no drop undone", async () => {
    const rng = random(7);
    const acked = new Map<string, number>(); // match → last acknowledged seq
    const dropped = new Set<string>();
    // Matches an expiry round was about to drop: killed inside it, a drop may be durable without
    // its acknowledgement. Either way is right; once seen dropped, a match must stay dropped.
    const dropping = new Set<string>();
    for (let run = 0; run < 8; run++) {
      const child = spawn(
        process.execPath,
        ["--conditions=@games/source", "--import", "tsx", "test/fixtures/wal-writer.ts", dir, `r${run}`],
        { cwd: root, stdio: ["ignore", "pipe", "inherit"] },
      );
      let out = "";
      child.stdout?.on("data", (chunk: Buffer) => {
        out += chunk.toString();
      });
      // Let it work a while (its first steps take the start-up), then kill it wherever it is.
      while (!out.includes("dropped")) await new Promise((r) => setTimeout(r, 50));
      await new Promise((r) => setTimeout(r, 100 + rng() * 900));
      await new Promise<void>((resolve) => {
        child.once("exit", () => resolve());
        child.kill("SIGKILL");
      });
      for (const line of out.split("\n")) {
        const [what, id = "", seq] = line.split(" ");
        if (what === "created") acked.set(id, 0);
        else if (what === "entry") acked.set(id, Number(seq));
        else if (what === "dropped") dropped.add(id);
        else if (what === "dropping") dropping.add(id);
      }
      const store = await FileStore.open(dir);
      for (const [id, seq] of acked) {
        const loaded = await store.log.load(id);
        if (loaded === null && dropping.has(id)) dropped.add(id);
        if (dropped.has(id)) {
          expect(loaded, `${id} was dropped`).toBe(null);
          expect(await store.log.record(id)).toBe(null);
          continue;
        }
        // Acknowledged steps are there; one unacknowledged step may be too (it was written).
        expect(loaded?.log.length ?? -1, `${id} keeps its log`).toBeGreaterThanOrEqual(seq);
        expect(loaded?.log.map((e) => e.seq)).toEqual(loaded?.log.map((_, i) => i + 1));
      }
      await store.close();
    }
    expect(dropped.size).toBeGreaterThan(20);
    // Compacted down: a fresh compaction leaves closed segments with only live matches' records.
    const store = await FileStore.open(dir, { segmentBytes: 1024 });
    const live = await store.compact();
    const held = new Set((await store.log.activeMatches()).map(String));
    let liveBytes = 0;
    for (const name of await segments())
      for (const line of (await readFile(join(dir, name), "utf8")).split("\n").filter(Boolean)) {
        const r = JSON.parse(line) as { t: string; m?: string; record?: { id: string } };
        const id = r.t === "match" ? r.record?.id : r.m;
        if (held.has(id ?? "")) liveBytes += Buffer.byteLength(line) + 1;
      }
    // What is not a live match's is at most the open segment's share (and the drops it holds).
    expect(live - liveBytes).toBeLessThan(4096);
    await store.close();
  }, 180_000);
});
