/**
 * Creating a match while Redis's answers are lost (issue 29, defect 1): a proxy between the server
 * and Redis lets a command of the creation reach Redis and run, then cuts the connection before
 * its answer comes back. The client is told 503 "nothing was saved" — and it is true: whatever
 * the creation wrote is gone within the store's `unconfirmedMs`, and once its confirmation may
 * have run, gone before the answer (so the server dying right after it leaves nothing); when
 * Redis stays away the answer says the match may exist, and the server deletes it once Redis is
 * back. Sent again under the same creation id, the request gets one match with the same links,
 * created once.
 */

import { parseLink } from "@core/match-client";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestServer, testServer } from "./helpers.js";
import {
  type CuttingProxy,
  REDIS_AVAILABLE,
  startCuttingProxy,
  startRedis,
  type TestRedis,
} from "./redis-harness.js";

const UNCONFIRMED_MS = 1500;
/** Bytes every command of a creation holds: the new match's record key. */
const CREATION = "}:record";

let redis: TestRedis;
let proxy: CuttingProxy;
let server: TestServer;
let client: Redis;

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` until it holds, for `ms` at most; fails naming `what`. */
async function eventually(what: string, check: () => Promise<boolean>, ms = 10_000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`still not true after ${ms} ms: ${what}`);
    await sleep(50);
  }
}

/** Every key in Redis, sorted (the server's and nothing else: the Redis is the test's own). */
async function keys(): Promise<string[]> {
  return (await client.keys("*")).sort();
}

function post(body: object): Promise<Response> {
  return fetch(new URL("/api/matches", server.url), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
}

async function healthy(): Promise<void> {
  await eventually(
    "the server healthy again",
    async () => (await fetch(new URL("/health", server.url))).status === 200,
  );
}

describe.skipIf(!REDIS_AVAILABLE)("creating a match while Redis's answers are lost", () => {
  beforeAll(async () => {
    redis = await startRedis();
    proxy = await startCuttingProxy(redis.port);
    client = new Redis(redis.url);
    server = await testServer({ redisUrl: proxy.url, unconfirmedMs: UNCONFIRMED_MS, presenceGraceMs: 0 });
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
    client?.disconnect();
    await proxy?.close();
    await redis?.stop();
  });

  for (const nth of [1, 2])
    it(`command ${nth} of a creation ran but its answer was lost: 503, and nothing stays`, async () => {
      await healthy();
      const before = await keys();
      const cuts = proxy.cuts;
      proxy.cutAt(nth, CREATION);
      const response = await post({ engine: "shing-shang" });
      expect(proxy.cuts).toBe(cuts + 1);
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({
        error: "unavailable",
        message: expect.stringMatching(/nothing was saved, try again/),
      });
      // What the creation wrote (if anything) goes by itself: no orphan outlives `unconfirmedMs`.
      await eventually(
        "every key the failed creation wrote deleted",
        async () => JSON.stringify(await keys()) === JSON.stringify(before),
        UNCONFIRMED_MS + 3000,
      );
    });

  it("the confirmation ran but its answer was lost: nothing is left by the time the 503 says so", async () => {
    await healthy();
    const before = await keys();
    proxy.cutAt(2, CREATION);
    const response = await post({ engine: "shing-shang" });
    expect(response.status).toBe(503);
    expect(((await response.json()) as { message: string }).message).toMatch(/nothing was saved/);
    // Not "within unconfirmedMs": already. A server process that died right after this answer
    // (its own retries gone with it) would leave no confirmed match behind.
    expect(await keys()).toEqual(before);
  });

  it("the confirmation's answer lost and Redis away: the 503 says the match may exist; it goes once Redis is back", async () => {
    await healthy();
    const before = await keys();
    proxy.cutAt(2, CREATION, { thenRefuse: true });
    const response = await post({ engine: "shing-shang" });
    expect(response.status).toBe(503);
    const { message } = (await response.json()) as { message: string };
    expect(message).toMatch(/the match may have been created; send the same request again/);
    expect(message).not.toMatch(/nothing was saved/);
    // It was confirmed: it would not lapse by itself. The server undoes it once Redis is back.
    expect((await keys()).filter((k) => !before.includes(k) && k.endsWith(CREATION))).toHaveLength(1);
    proxy.refuse(false);
    await eventually(
      "the confirmed match deleted once Redis is back",
      async () => JSON.stringify(await keys()) === JSON.stringify(before),
    );
  });

  for (const nth of [1, 2])
    it(`command ${nth} cut, then sent again under its creation id: one match, the same links`, async () => {
      await healthy();
      const before = await keys();
      proxy.cutAt(nth, CREATION);
      const request = { engine: "shing-shang", creationId: `retry-${nth}-${"x".repeat(20)}` };
      expect((await post(request)).status).toBe(503);
      await healthy();
      const first = await post(request);
      expect(first.status).toBe(201);
      const created = (await first.json()) as { match: { id: string }; links: Record<string, string> };
      // Again: the same match (its answer may have been lost too), never a second one.
      const again = await post(request);
      expect(again.status).toBe(201);
      expect(await again.json()).toEqual(created);
      const records = (await keys()).filter((k) => k.endsWith(CREATION) && !before.includes(k));
      expect(records).toEqual([`games:m:{${created.match.id}}:record`]);
      // Confirmed: it stays past the unconfirmed time, and its links open it.
      await sleep(UNCONFIRMED_MS + 200);
      for (const link of Object.values(created.links)) {
        const join = await fetch(new URL("/api/join", server.url), {
          headers: { authorization: `Bearer ${parseLink(link).token}` },
        });
        expect(join.status).toBe(200);
      }
    });

  it("another request under a creation id already used is refused", async () => {
    await healthy();
    const creationId = "z".repeat(22);
    expect((await post({ engine: "shing-shang", creationId })).status).toBe(201);
    const other = await post({ engine: "shing-shang", creationId, setup: { maxPlies: 8 } });
    expect(other.status).toBe(409);
    expect(await other.json()).toEqual({
      error: "request",
      message: "this creation id was used for another request: draw a new one",
    });
    // The same request, keys in another order, is the same request.
    expect((await post({ creationId, engine: "shing-shang" })).status).toBe(201);
  });
});
