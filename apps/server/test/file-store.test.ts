/** The embedded store: appends at an expected seq, group commit, torn tails, corruption, snapshots. */
import { appendFile, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { jsonEqual, stampSeat } from "@core/engine";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { FileStore, LiveMatch, type LogEntry, loadRegistry, type MatchRecord } from "../src/index.js";

const REGISTRY = await loadRegistry();

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "file-store-"));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const record = (id: string): MatchRecord => ({
  id,
  engine: "shing-shang",
  setup: {},
  seats: [
    { seat: "red", kind: "human" },
    { seat: "blue", kind: "human" },
  ],
  clock: null,
  createdAt: 1,
  rematchOf: null,
});

/** The first `n` moves of a Shing Shang game (each side's first legal action). */
function moves(n: number): LogEntry[] {
  const engine = REGISTRY.get("shing-shang")?.engine;
  if (engine === undefined) throw new Error("no engine");
  let state = engine.init({});
  const out: LogEntry[] = [];
  for (let seq = 1; seq <= n; seq++) {
    const seat = engine.toAct?.(state)[0] ?? null;
    const action = stampSeat(engine.legalActions?.(state)[0], seat ?? "");
    out.push({ seq, at: seq, seat, clientId: `c${seq}`, action });
    state = engine.reduce(state, action).state;
  }
  return out;
}

describe("FileStore", () => {
  it("appends only at the expected seq, concurrent appends sharing syncs, and reads it all back", async () => {
    const store = await FileStore.open(dir);
    await store.log.create(record("m1"));
    await store.log.confirm("m1", "a1");
    const entries = moves(40);
    // All forty in flight at once (each at its expected seq): they go out in a few batched writes.
    const results = await Promise.all(entries.map((e) => store.log.append("m1", e.seq - 1, e)));
    expect(results.every((r) => r.ok)).toBe(true);
    expect(await store.log.append("m1", 10, { ...(entries[0] as LogEntry), seq: 11 })).toEqual({
      ok: false,
      seq: 40,
    });
    expect(await store.log.setFact("m1", "rematch", "a")).toBe("a");
    expect(await store.log.setFact("m1", "rematch", "b")).toBe("a");
    await store.close();
    const again = await FileStore.open(dir);
    expect((await again.log.readLog("m1", 35)).map((e) => e.seq)).toEqual([36, 37, 38, 39, 40]);
    expect((await again.log.load("m1"))?.facts).toEqual({ rematch: "a" });
    expect(await again.log.activeMatches()).toEqual(["m1"]);
    await again.close();
  });

  it("cuts off a torn last line, and refuses to start on a corrupt one with its file and line", async () => {
    const store = await FileStore.open(dir);
    await store.log.create(record("m1"));
    const [first] = moves(1);
    await store.log.append("m1", 0, first as LogEntry);
    await store.close();
    const wal = join(dir, "wal-000001.jsonl");
    await appendFile(wal, '{"t":"entry","m":"m1","e":{"seq":2,');
    const reopened = await FileStore.open(dir);
    expect((await reopened.log.readLog("m1", 0)).length).toBe(1);
    expect(await reopened.log.append("m1", 1, { ...(first as LogEntry), seq: 2 })).toEqual({ ok: true });
    await reopened.close();
    expect((await readFile(wal, "utf8")).split("\n").filter(Boolean)).toHaveLength(3);
    const lines = (await readFile(wal, "utf8")).split("\n");
    lines[1] = "{not json";
    await writeFile(wal, lines.join("\n"));
    await expect(FileStore.open(dir)).rejects.toThrow(/wal-000001\.jsonl:2: corrupt log record/);
  });

  it("a match rebuilt from a snapshot and the log after it equals one rebuilt from the log alone", async () => {
    const store = await FileStore.open(dir);
    await store.log.create(record("m1"));
    const entries = moves(30);
    for (const e of entries) await store.log.append("m1", e.seq - 1, e);
    const entry = REGISTRY.get("shing-shang");
    if (entry === undefined) throw new Error("no engine");
    const stored = await store.log.load("m1");
    if (stored === null) throw new Error("no match");
    const fromLog = LiveMatch.rebuild(entry, stored);
    // A snapshot at 20 whose state is marked: the rebuild starts from it, then replays 21–30.
    const at20 = LiveMatch.rebuild(entry, { ...stored, log: stored.log.slice(0, 20) });
    await store.log.saveSnapshot("m1", { seq: 20, state: at20.snapshotBody() });
    const withSnapshot = await store.log.load("m1");
    expect(withSnapshot?.snapshot?.seq).toBe(20);
    const fromSnapshot = LiveMatch.rebuild(entry, withSnapshot as NonNullable<typeof withSnapshot>);
    expect(fromSnapshot.seq).toBe(30);
    expect(jsonEqual(fromSnapshot.state, fromLog.state)).toBe(true);
    // Resubmissions are still recognised for actions before the snapshot.
    expect(fromSnapshot.acceptedSeq("red", "c3")).toBe(3);
    expect(fromSnapshot.acceptedSeq("blue", "c3")).toBeUndefined();
    expect(fromLog.recent.length).toBe(30);
    expect(fromSnapshot.recent.length).toBe(10);
    await store.close();
  });
});
