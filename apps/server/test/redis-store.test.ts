/**
 * `RedisStore` against a real redis-server, beyond the store contract (`store-contract.test.ts`):
 * failing fast, never losing, while Redis is gone, and recovering by itself; and an instance that
 * read entries a failover lost (simulated: the entries taken out of the log) neither appends on
 * top of another history nor acknowledges from what it read.
 */
import { Redis } from "ioredis";
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

  it("while Redis is gone: unhealthy, appends fail (never pretend), then it recovers by itself", async () => {
    const s = await store({ prefix: "gone:" });
    const r = record();
    await s.log.create(r);
    await s.log.confirm(r.id, "a1");
    expect(await s.healthy()).toBe(true);
    await redis.kill();
    expect(await s.healthy()).toBe(false);
    await expect(s.log.append(r.id, 0, entry(1))).rejects.toThrow();
    await redis.start();
    for (let i = 0; i < 200 && !(await s.healthy()); i++)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await s.healthy()).toBe(true);
    // Nothing was appended while it was gone; the match (fsynced before its reply) survived.
    expect(await s.log.append(r.id, 0, entry(1))).toEqual({ ok: true });
    expect((await s.log.load(r.id))?.log).toEqual([entry(1)]);
  });

  /** A log that lost its last entry, as a master's replica promoted before it had it. */
  async function loseLast(s: RedisStore, matchId: string, instead?: LogEntry): Promise<void> {
    const raw = new Redis(redis.url);
    try {
      const key = `t:m:{${matchId}}:log`;
      await raw.rpop(key);
      if (instead !== undefined) await raw.rpush(key, JSON.stringify(instead));
    } finally {
      raw.disconnect();
    }
    expect((await s.log.readLog(matchId, 0)).length).toBe(instead === undefined ? 0 : 1);
  }

  it("appends only on top of the entry the caller holds: another one at its seq is a conflict", async () => {
    const s = await store();
    const r = record();
    await s.log.create(r);
    await s.log.confirm(r.id, "a1");
    const held = entry(1, "c1");
    expect(await s.log.append(r.id, 0, held, null)).toEqual({ ok: true });
    // The log now holds another first entry (same seq, another client id).
    await loseLast(s, r.id, entry(1, "c9"));
    expect(await s.log.append(r.id, 1, entry(2, "c2"), held)).toEqual({ ok: false, seq: 1 });
    expect(await s.log.append(r.id, 1, entry(2, "c2"), { ...held, clientId: "c9", at: 2 })).toEqual({
      ok: false,
      seq: 1,
    });
    // With its marks, or none (only the length checked), it goes on.
    expect(await s.log.append(r.id, 1, entry(2, "c2"), entry(1, "c9"))).toEqual({ ok: true });
    expect(await s.log.append(r.id, 2, entry(3, "c3"))).toEqual({ ok: true });
    expect((await s.log.readLog(r.id, 0)).map((e) => e.clientId)).toEqual(["c9", "c2", "c3"]);
  });

  it("syncs an entry only if the log holds it: one lost, or replaced, is not acknowledged", async () => {
    const s = await store();
    const r = record();
    await s.log.create(r);
    await s.log.confirm(r.id, "a1");
    expect(await s.log.append(r.id, 0, entry(1, "c1"))).toEqual({ ok: true });
    expect(await s.log.sync(r.id, { seq: 1, seat: "red", clientId: "c1" })).toBe(true);
    expect(await s.log.sync(r.id, { seq: 1, seat: "blue", clientId: "c1" })).toBe(false);
    expect(await s.log.sync(r.id, { seq: 2, seat: "red", clientId: "c1" })).toBe(false);
    await loseLast(s, r.id);
    expect(await s.log.sync(r.id, { seq: 1, seat: "red", clientId: "c1" })).toBe(false);
    await loseLast(s, r.id, { ...entry(1, null), seat: null });
    expect(await s.log.sync(r.id, { seq: 1, seat: "red", clientId: "c1" })).toBe(false);
  });
});
