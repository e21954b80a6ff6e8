/**
 * `RedisStore` against a real redis-server: appends serialized by the expected seq across
 * instances, fan-out to other instances, facts set once and finished matches expiring, clock
 * deadlines claimed once, shared rate buckets, and failing fast (never losing) while Redis is gone.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type LogEntry, type MatchRecord, RedisStore } from "../src/index.js";
import { REDIS_AVAILABLE, startRedis, type TestRedis } from "./redis-harness.js";

let redis: TestRedis;
const stores: RedisStore[] = [];

async function store(options: { retentionMs?: number; leaseMs?: number; prefix?: string } = {}) {
  const s = await RedisStore.open({ url: redis.url, prefix: "t:", resyncMs: 200, ...options });
  stores.push(s);
  return s;
}

let n = 0;
function record(): MatchRecord {
  return {
    id: `m${++n}-${Date.now()}`,
    engine: "shing-shang",
    setup: {},
    seats: [{ seat: "red", kind: "human" }],
    clock: null,
    createdAt: 1,
    rematchOf: null,
  };
}

const entry = (seq: number, clientId: string | null = null): LogEntry => ({
  seq,
  at: seq,
  seat: "red",
  clientId,
  action: { type: "x", seq },
});

describe.skipIf(!REDIS_AVAILABLE)("RedisStore", () => {
  beforeAll(async () => {
    redis = await startRedis();
  });
  afterAll(async () => {
    await Promise.allSettled(stores.map((s) => s.close()));
    await redis?.stop();
  });

  it("keeps a match, its grants, log, snapshot and facts", async () => {
    const s = await store();
    const r = record();
    await s.create(r, [{ tokenHash: `h-${r.id}`, grant: { matchId: r.id, seat: "red" } }]);
    await expect(s.create(r, [])).rejects.toThrow(/exists/);
    expect(await s.grant(`h-${r.id}`)).toEqual({ matchId: r.id, seat: "red" });
    expect(await s.grant("nope")).toBe(null);
    expect(await s.append(r.id, 0, entry(1))).toEqual({ ok: true });
    expect(await s.append(r.id, 1, entry(2))).toEqual({ ok: true });
    await s.saveSnapshot(r.id, { seq: 2, state: { at: 2 } });
    await s.saveSnapshot(r.id, { seq: 1, state: { at: 1 } }); // older: ignored
    expect(await s.setFact(r.id, "rematch", "a")).toBe("a");
    expect(await s.setFact(r.id, "rematch", "b")).toBe("a");
    const loaded = await s.load(r.id);
    expect(loaded?.record).toEqual(r);
    expect(loaded?.log).toEqual([entry(1), entry(2)]);
    expect(loaded?.snapshot).toEqual({ seq: 2, state: { at: 2 } });
    expect(loaded?.facts).toEqual({ rematch: "a" });
    expect(await s.readLog(r.id, 1)).toEqual([entry(2)]);
    expect(await s.activeMatches()).toContain(r.id);
    expect(await s.load("none")).toBe(null);
    await expect(s.append("none", 0, entry(1))).rejects.toThrow(/no match/);
  });

  it("two instances appending at once: exactly one wins each position", async () => {
    const [a, b] = [await store(), await store()];
    const r = record();
    await a.create(r, []);
    // 50 rounds, both instances racing for the same position each time.
    for (let seq = 1; seq <= 50; seq++) {
      const results = await Promise.all([
        a.append(r.id, seq - 1, entry(seq, "a")),
        b.append(r.id, seq - 1, entry(seq, "b")),
      ]);
      expect(results.filter((x) => x.ok)).toHaveLength(1);
      expect(results.find((x) => !x.ok)).toEqual({ ok: false, seq });
    }
    expect((await a.readLog(r.id, 0)).map((e) => e.seq)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    // A stale writer (expecting 10) is told the log's length.
    expect(await b.append(r.id, 10, entry(11))).toEqual({ ok: false, seq: 50 });
  });

  it("tells the other instances of an append, not the one that made it", async () => {
    const [a, b] = [await store(), await store()];
    const r = record();
    await a.create(r, []);
    const heardA: number[] = [];
    let wakeB: () => void = () => {};
    const woken = new Promise<void>((resolve) => {
      wakeB = resolve;
    });
    a.subscribe(r.id, () => heardA.push(1));
    const off = b.subscribe(r.id, () => wakeB());
    await new Promise((resolve) => setTimeout(resolve, 100)); // the subscription reaches Redis
    await a.append(r.id, 0, entry(1));
    await woken;
    expect(await b.readLog(r.id, 0)).toEqual([entry(1)]);
    off();
    expect(heardA).toEqual([]);
  });

  it("a finished match expires after the retention, grants included; the active set forgets it", async () => {
    const s = await store({ retentionMs: 300 });
    const r = record();
    await s.create(r, [{ tokenHash: `g-${r.id}`, grant: { matchId: r.id, seat: "red" } }]);
    await s.append(r.id, 0, entry(1));
    await s.setDeadline(r.id, { matchId: r.id, seq: 1, at: 5 });
    expect(await s.setFact(r.id, "over", "1")).toBe("1");
    expect(await s.activeMatches()).not.toContain(r.id);
    expect((await s.dueDeadlines(10, 100)).map((d) => d.matchId)).not.toContain(r.id);
    await s.saveSnapshot(r.id, { seq: 1, state: {} }); // takes the same time to live
    for (let i = 0; i < 100 && (await s.load(r.id)) !== null; i++)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await s.load(r.id)).toBe(null);
    expect(await s.grant(`g-${r.id}`)).toBe(null);
  });

  it("a due deadline is claimed by one instance, and by another once the lease runs out", async () => {
    const [a, b] = [await store({ leaseMs: 400 }), await store({ leaseMs: 400 })];
    const r = record();
    await a.create(r, []);
    await a.setDeadline(r.id, { matchId: r.id, seq: 3, at: 1000 });
    await b.setDeadline(r.id, { matchId: r.id, seq: 2, at: 900 }); // older seq: ignored
    expect(await a.dueDeadlines(999, 100)).toEqual([]);
    const claims = await Promise.all([a.dueDeadlines(2000, 100), b.dueDeadlines(2000, 100)]);
    const mine = claims.map((c) => c.filter((d) => d.matchId === r.id));
    expect(mine.flat()).toEqual([{ matchId: r.id, seq: 3, at: 1000 }]);
    // The claimer died without firing it: after the lease, someone else gets it.
    let again: readonly unknown[] = [];
    for (let i = 0; i < 100 && again.length === 0; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      again = (await b.dueDeadlines(2000, 100)).filter((d) => d.matchId === r.id);
    }
    expect(again).toEqual([{ matchId: r.id, seq: 3, at: 1000 }]);
    await a.setDeadline(r.id, null);
    expect((await a.dueDeadlines(1e15, 100)).filter((d) => d.matchId === r.id)).toEqual([]);
  });

  it("a seat's rate bucket is shared by instances", async () => {
    const [a, b] = [await store(), await store()];
    const taken: boolean[] = [];
    for (let i = 0; i < 10; i++) taken.push(await (i % 2 === 0 ? a : b).takeToken("m:red", 0.001, 6));
    expect(taken.filter(Boolean)).toHaveLength(6);
  });

  it("while Redis is gone: unhealthy, appends fail (never pretend), then it recovers by itself", async () => {
    const s = await store({ prefix: "gone:" });
    const r = record();
    await s.create(r, []);
    expect(await s.healthy()).toBe(true);
    await redis.kill();
    expect(await s.healthy()).toBe(false);
    await expect(s.append(r.id, 0, entry(1))).rejects.toThrow();
    await redis.start();
    for (let i = 0; i < 200 && !(await s.healthy()); i++)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await s.healthy()).toBe(true);
    // Nothing was appended while it was gone; the match (fsynced before its reply) survived.
    expect(await s.append(r.id, 0, entry(1))).toEqual({ ok: true });
    expect((await s.load(r.id))?.log).toEqual([entry(1)]);
  });
});
