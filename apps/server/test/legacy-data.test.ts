/**
 * Data of the previous release: matches whose links are tokens of the first format (an HMAC of
 * the match and seat, 43 characters, stored as hashes) and, on Redis, keys of layout 1 (one Redis,
 * global indexes). The file store reads its old log as it is; the Redis store moves layout 1 to
 * layout 2 as it opens. Either way the old links still open their seats, a clock registered
 * before still fires, new links are of today's format, and an idle match still goes with every
 * key of it.
 */
import { createHash, createHmac } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { connect } from "@core/match-client/node";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type MatchRecord, type RunningServer, startServer } from "../src/index.js";
import { RedisKeys } from "../src/store/redis-keys.js";
import { opened } from "./helpers.js";
import { REDIS_AVAILABLE, startRedis, type TestRedis } from "./redis-harness.js";

const SECRET = "legacy-secret-legacy-secret-legacy-secret";
const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** A token of the first format, as the previous release made it. */
function tokenV1(matchId: string, seat: string | null): string {
  return createHmac("sha256", SECRET)
    .update(`${matchId}\u0000${seat === null ? "\u0000spectator" : seat}`)
    .digest("base64url");
}

const hash = (token: string): string => createHash("sha256").update(token).digest("base64url");

/** A Shing Shang match of the previous release, created at `createdAt`, with a clock of `turnMs`. */
function oldMatch(id: string, createdAt: number, turnMs: number | null): MatchRecord {
  return {
    id,
    engine: "shing-shang",
    setup: {},
    seats: [
      { seat: "red", kind: "human" },
      { seat: "blue", kind: "human" },
    ],
    clock: turnMs === null ? null : { turnMs },
    createdAt,
    rematchOf: null,
  };
}

async function joinAs(server: RunningServer, token: string): Promise<{ status: number; seat?: unknown }> {
  const response = await fetch(new URL("/api/join", server.url), {
    headers: { authorization: `Bearer ${token}` },
  });
  return {
    status: response.status,
    ...(response.ok ? { seat: ((await response.json()) as { seat: unknown }).seat } : {}),
  };
}

/** Polls `check` until it holds, for `ms` at most; fails naming `what`. */
async function eventually(what: string, check: () => Promise<boolean>, ms = 20_000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`still not true after ${ms} ms: ${what}`);
    await sleep(100);
  }
}

describe("the file store's log of the previous release", () => {
  it("its matches' old links still open their seats; new links are of today's format", async () => {
    const dir = await mkdtemp(join(tmpdir(), "legacy-file-"));
    try {
      const record = oldMatch("OldFileMatch0000000000", Date.now(), null);
      const grants = [...["red", "blue"], null].map((seat) => ({
        h: hash(tokenV1(record.id, seat)),
        grant: { matchId: record.id, seat },
      }));
      await writeFile(join(dir, "wal-000001.jsonl"), `${JSON.stringify({ t: "match", record, grants })}\n`);
      await writeFile(join(dir, "secret"), `${SECRET}\n`);
      const server = await startServer({ port: 0, dataDir: dir, logger: false });
      try {
        expect(await joinAs(server, tokenV1(record.id, "blue"))).toEqual({ status: 200, seat: "blue" });
        expect(await joinAs(server, tokenV1(record.id, null))).toEqual({ status: 200, seat: null });
        expect((await joinAs(server, tokenV1(record.id, "green"))).status).toBe(401);
        const red = connect(`${server.url}/join#${tokenV1(record.id, "red")}`);
        await opened(red);
        expect(red.snapshot?.seat).toBe("red");
        red.close();
        // Today's link of the same seat opens it too (rematch links are made so).
        expect(await joinAs(server, server.service.linkOf(record.id, "red").split("#")[1] as string)).toEqual(
          {
            status: 200,
            seat: "red",
          },
        );
      } finally {
        await server.close();
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe.skipIf(!REDIS_AVAILABLE)("a Redis of layout 1, moved to layout 2 as the server opens it", () => {
  let redis: TestRedis;
  let client: Redis;
  let server: RunningServer | null = null;
  const keys = new RedisKeys("games:");
  beforeAll(async () => {
    redis = await startRedis();
    client = new Redis(redis.url);
  });
  afterAll(async () => {
    await server?.close();
    client?.disconnect();
    await redis?.stop();
  });

  it("its matches, old links, deadlines and idle expiry carry over", async () => {
    const turnMs = 3000;
    // A match with a clock (its deadline registered), and one without (it goes idle).
    const [timed, quiet] = [
      oldMatch("OldRedisTimed000000000", Date.now(), turnMs),
      oldMatch("OldRedisQuiet000000000", Date.now(), null),
    ];
    const tokens = (id: string) =>
      new Map([...["red", "blue"], null].map((seat) => [seat, tokenV1(id, seat)]));
    // Layout 1, as the previous release wrote it.
    for (const record of [timed, quiet]) {
      const id = record.id;
      await client.set(
        `games:m:{${id}}:record`,
        JSON.stringify({ record, grants: [...tokens(id).values()].map(hash) }),
      );
      for (const [seat, token] of tokens(id))
        await client.set(`games:grant:${hash(token)}`, JSON.stringify({ matchId: id, seat }));
      await client.sadd("games:active", id);
      await client.zadd("games:idle", record.createdAt, id);
    }
    await client.zadd("games:deadlines", timed.createdAt + turnMs, timed.id);
    await client.hset("games:deadline-seq", timed.id, "0");

    const dir = await mkdtemp(join(tmpdir(), "legacy-redis-"));
    server = await startServer({
      port: 0,
      dataDir: dir,
      secret: SECRET,
      redisUrl: redis.url,
      // Long enough that the quiet match is still there for the joins below on a loaded machine
      // (its last use is its creation, before the server started).
      idleMs: 12_000,
      sweepMs: 200,
      logger: false,
    });
    // Moved: the global indexes are gone, the matches are in their buckets.
    expect(await client.get(keys.layout)).toBe("2");
    expect(await client.exists("games:active", "games:idle", "games:deadlines", "games:deadline-seq")).toBe(
      0,
    );
    for (const record of [timed, quiet]) {
      const b = keys.bucketOf(record.id);
      expect(Number(await client.zscore(keys.idle(b), record.id))).toBe(record.createdAt);
      expect((await client.smembers(keys.match(record.id, "grants"))).sort()).toEqual(
        [...tokens(record.id).values()].map(hash).sort(),
      );
    }
    expect(Number(await client.zscore(keys.due(keys.bucketOf(timed.id)), timed.id))).toBe(
      timed.createdAt + turnMs,
    );

    // Old links open their seats (and nothing else); today's open the same.
    for (const [seat, token] of tokens(quiet.id))
      expect(await joinAs(server, token)).toEqual({ status: 200, seat });
    expect(await joinAs(server, server.service.linkOf(quiet.id, "blue").split("#")[1] as string)).toEqual({
      status: 200,
      seat: "blue",
    });
    const red = connect(`${server.url}/join#${tokens(quiet.id).get("red")}`);
    await opened(red);
    expect(red.snapshot?.seat).toBe("red");
    red.close();
    // The clock registered by the previous release fires, with nobody connected.
    const timedLog = keys.match(timed.id, "log");
    await eventually("the migrated deadline fired", async () => (await client.llen(timedLog)) > 0);
    expect(JSON.parse((await client.lindex(timedLog, 0)) as string)).toMatchObject({ seq: 1, seat: null });

    // Idle: deleted with every key of it, its old grants' included.
    const id = quiet.id;
    await eventually(
      "the idle match deleted",
      async () => (await client.keys(`*${id}*`)).length === 0,
      40_000,
    );
    for (const token of tokens(id).values())
      expect(await client.exists(`games:grant:${hash(token)}`)).toBe(0);
    expect(await client.zscore(keys.idle(keys.bucketOf(id)), id)).toBe(null);
    for (const token of tokens(id).values()) expect((await joinAs(server, token)).status).toBe(401);
    await server.close();
    server = null;
    await rm(dir, { recursive: true, force: true });
  }, 90_000);
});
