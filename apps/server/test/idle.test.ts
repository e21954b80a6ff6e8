/**
 * Idle expiry: an unfinished match with no client anywhere and no action for the idle period is
 * deleted — record, log, snapshot, facts, tokens, deadline — from the embedded store and from
 * Redis, and forgotten by every instance (no zombie matches); a client attached keeps it, on any
 * instance; a finished match stays for its retention.
 */
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type CreatedMatch, createMatch, parseLink } from "@core/match-client";
import { connect } from "@core/match-client/node";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashToken, type RunningServer, startServer } from "../src/index.js";
import { RedisKeys } from "../src/store/redis-keys.js";
import { engineOf, testServer, until } from "./helpers.js";
import { REDIS_AVAILABLE, startRedis, type TestRedis } from "./redis-harness.js";

// Long enough that creating a match and attaching its client fits in it on a loaded machine (at
// 800 ms a match could expire before its client came, and the test waited for a welcome forever).
const IDLE = { idleMs: 2_500, sweepMs: 100 };
const KEYS = new RedisKeys("games:");
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function joinStatus(server: string, link: string): Promise<number> {
  const response = await fetch(new URL("/api/join", server), {
    headers: { authorization: `Bearer ${parseLink(link).token}` },
  });
  return response.status;
}

/** Waits until the store no longer has the match (at most ~20 s). */
async function gone(server: RunningServer, id: string): Promise<void> {
  for (let i = 0; i < 200 && (await server.store.log.load(id)) !== null; i++) await sleep(100);
  expect(await server.store.log.load(id)).toBe(null);
}

/** A client on the match's red seat for `ms` (the match must outlive it). */
async function holdFor(created: CreatedMatch, ms: number): Promise<void> {
  const client = connect(created.links.red as string);
  await until(client, (c) => c.snapshot !== null);
  await sleep(ms);
  expect(client.snapshot?.match.id).toBe(created.match.id);
  client.close();
}

describe("idle matches expire: the embedded store", { timeout: 180_000 }, () => {
  it("kept while a client is there, then gone for good with its tokens; finished ones stay", async () => {
    const server = await testServer(IDLE);
    try {
      const finished = await createMatch(server.url, {
        engine: "shing-shang",
        setup: { maxPlies: 4 },
        seats: { red: { kind: "bot", level: "easy" }, blue: { kind: "bot", level: "easy" } },
      });
      const created = await createMatch(server.url, { engine: "shing-shang" });
      await holdFor(created, 2 * IDLE.idleMs);
      expect(await server.store.log.load(created.match.id)).not.toBe(null);
      await gone(server, created.match.id);
      expect(await joinStatus(server.url, created.links.red as string)).toBe(401);
      expect(await joinStatus(server.url, created.spectator)).toBe(401);
      expect(await server.store.grants?.grant(hashToken(parseLink(created.links.blue as string).token))).toBe(
        null,
      );
      // Out of memory too (the sweep forgets it once the store's drop is durable), and the
      // finished match of bots left memory when it ended.
      for (let i = 0; i < 100 && server.service.liveCount > 0; i++) await sleep(100);
      expect(server.service.liveCount).toBe(0);
      // The finished match of bots is kept for its retention (7 days by default).
      expect((await server.store.log.load(finished.match.id))?.facts.over).toBeDefined();
      expect(await joinStatus(server.url, finished.spectator)).toBe(200);
      // A restart does not bring the expired match back.
      await server.close();
      const again = await startServer({ port: 0, dataDir: server.dir, logger: false, ...IDLE });
      expect(await again.store.log.load(created.match.id)).toBe(null);
      expect(await again.store.log.load(finished.match.id)).not.toBe(null);
      expect((await readdir(join(server.dir, "snapshots"))).some((n) => n.includes(created.match.id))).toBe(
        false,
      );
      await again.close();
    } finally {
      await rm(server.dir, { recursive: true, force: true });
    }
  });
});

describe.skipIf(!REDIS_AVAILABLE)("idle matches expire: Redis, two instances", { timeout: 180_000 }, () => {
  let redis: TestRedis;
  let dir = "";
  let servers: RunningServer[] = [];
  let raw: Redis;
  beforeAll(async () => {
    redis = await startRedis();
    dir = await mkdtemp(join(tmpdir(), "match-idle-"));
    servers = await Promise.all(
      [0, 1].map(() => startServer({ port: 0, dataDir: dir, redisUrl: redis.url, logger: false, ...IDLE })),
    );
    raw = new Redis(redis.url);
  }, 60_000);
  afterAll(async () => {
    raw?.disconnect();
    await Promise.allSettled(servers.map((s) => s.close()));
    await redis?.stop();
    if (dir !== "") await rm(dir, { recursive: true, force: true });
  });

  it("a client on one instance keeps it from the other's sweeps; once it leaves, every key goes", async () => {
    const [a, b] = servers as [RunningServer, RunningServer];
    const created = await createMatch(a.url, { engine: "shing-shang", clock: null });
    const id = created.match.id;
    // Its clients on a (their links' origin) while b sweeps too.
    const client = connect(created.links.red as string);
    const routed = connect(created.links.blue as string);
    await until(client, (c) => c.snapshot !== null);
    await until(routed, (c) => c.snapshot !== null);
    const move = engineOf("shing-shang").bots?.choose(client.snapshot?.view, "red", "easy", 1);
    expect((await client.send(move)).ok).toBe(true);
    await sleep(2 * IDLE.idleMs);
    expect(await a.store.log.load(id)).not.toBe(null);
    client.close();
    routed.close();
    await gone(b, id);
    // Every key of the match holds its id; its index entries are in its buckets.
    const keys = await raw.keys(`*${id}*`);
    expect(keys).toEqual([]);
    const bucket = KEYS.bucketOf(id);
    expect(await raw.zscore(KEYS.idle(bucket), id)).toBe(null);
    expect(await raw.zscore(KEYS.due(bucket), id)).toBe(null);
    expect(await raw.hget(KEYS.dueSeqs(bucket), id)).toBe(null);
    for (const s of servers) expect(await joinStatus(s.url, created.links.red as string)).toBe(401);
  });

  it("a finished match leaves the idle set and stays for its retention", async () => {
    const [a] = servers as [RunningServer];
    const created = await createMatch(a.url, {
      engine: "shing-shang",
      setup: { maxPlies: 4 },
      seats: { red: { kind: "bot", level: "easy" }, blue: { kind: "bot", level: "easy" } },
    });
    const id = created.match.id;
    for (let i = 0; i < 100 && (await a.store.log.load(id))?.facts.over === undefined; i++) await sleep(100);
    await sleep(2 * IDLE.idleMs);
    expect((await a.store.log.load(id))?.facts.over).toBeDefined();
    expect(await raw.zscore(KEYS.idle(KEYS.bucketOf(id)), id)).toBe(null);
  });
});
