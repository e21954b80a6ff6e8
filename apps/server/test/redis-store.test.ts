/**
 * `RedisStore` against a real redis-server, beyond the store contract (`store-contract.test.ts`):
 * failing fast, never losing, while Redis is gone, and recovering by itself.
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
});
