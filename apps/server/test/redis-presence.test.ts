/**
 * Presence across instances sharing Redis (real redis-server, real server processes): a seat
 * connected to one instance is present for the watchers of another; when that instance dies
 * (SIGKILL), its seats go away for the others once their entries lapse (no instance left to say
 * so); a reconnection elsewhere makes them present again; a graceful leave is heard at once.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createMatch } from "@core/match-client";
import { connect } from "@core/match-client/node";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectedOf, opened, presenceLog, until } from "./helpers.js";
import {
  type Instance,
  REDIS_AVAILABLE,
  routedTo,
  spawnInstance,
  startRedis,
  stopProcess,
  type TestRedis,
} from "./redis-harness.js";

/** Short, so that the test waits seconds: entries lapse after 3/4 of it, refreshed every 1/4. */
const PRESENCE_TTL_MS = 6000;
const EXTRA = ["--presence-ttl", String(PRESENCE_TTL_MS)];

let redis: TestRedis;
let dir = "";
const instances: Instance[] = [];
let client: Redis;

/** The seats' presence entries in Redis, with how long each has left on Redis's clock (ms). */
async function entries(matchId: string): Promise<{ member: string; leftMs: number }[]> {
  const [seconds, micros] = (await client.time()) as [number | string, number | string];
  const now = Number(seconds) * 1000 + Math.floor(Number(micros) / 1000);
  const flat = await client.zrange(`games:m:{${matchId}}:presence`, "0", "-1", "WITHSCORES");
  const out: { member: string; leftMs: number }[] = [];
  for (let i = 0; i + 1 < flat.length; i += 2)
    out.push({ member: String(flat[i]), leftMs: Number(flat[i + 1]) - now });
  return out;
}

describe.skipIf(!REDIS_AVAILABLE)("presence across instances", () => {
  beforeAll(async () => {
    redis = await startRedis();
    dir = await mkdtemp(join(tmpdir(), "match-presence-"));
    instances.push(...(await Promise.all([0, 1].map(() => spawnInstance(redis.url, dir, EXTRA)))));
    client = new Redis(redis.url);
  }, 120_000);
  afterAll(async () => {
    client?.disconnect();
    await Promise.allSettled(instances.map((i) => stopProcess(i.proc)));
    await redis?.stop();
    if (dir !== "") await rm(dir, { recursive: true, force: true });
  });

  it("a seat on another instance is present; it goes away when that instance dies, and comes back with its client", async () => {
    const [a, b] = instances as [Instance, Instance];
    const created = await createMatch(a.url, { engine: "shing-shang" });
    const id = created.match.id;
    // Red plays on instance A; blue's load balancer sends it to `blueAt` (B, later C).
    let blueAt = b.url;
    const red = connect(
      created.links.red as string,
      routedTo(() => a.url),
    );
    const redHeard = presenceLog(red);
    await opened(red);
    expect(connectedOf(red, "blue")).toBe(false);

    const blue = connect(
      created.links.blue as string,
      routedTo(() => blueAt, { maxDelayMs: 250 }),
    );
    const blueHeard = presenceLog(blue);
    await opened(blue);
    // B's welcome knows red, connected to A only; A tells red of blue, connected to B only.
    expect(connectedOf(blue, "red")).toBe(true);
    await until(red, () => connectedOf(red, "blue") === true);

    // A spectator on B sees both; a second tab of blue's on A, opened then closed, is no news.
    const watcher = connect(
      created.spectator,
      routedTo(() => b.url),
    );
    await opened(watcher);
    expect([connectedOf(watcher, "red"), connectedOf(watcher, "blue")]).toEqual([true, true]);
    const blueTab = connect(
      created.links.blue as string,
      routedTo(() => a.url),
    );
    await opened(blueTab);
    blueTab.close();
    watcher.close();

    // Once A let the tab go, each seat is held in Redis by its own instance only, lapsing within
    // 3/4 of the TTL unless refreshed.
    const seatsHeld = async (): Promise<string[]> =>
      (await entries(id)).map((e) => e.member.split("|")[1] as string).sort();
    await expect.poll(seatsHeld, { timeout: 10_000 }).toEqual(["blue", "red"]);
    for (const e of await entries(id)) expect(e.leftMs).toBeLessThanOrEqual((PRESENCE_TTL_MS * 3) / 4);

    // B dies: nobody is left to say blue went; its entry lapses and A tells red.
    const killedAt = Date.now();
    await stopProcess(b.proc);
    await until(red, () => connectedOf(red, "blue") === false);
    console.info(
      `blue seen away ${Date.now() - killedAt} ms after its instance's SIGKILL (TTL ${PRESENCE_TTL_MS} ms)`,
    );
    expect((await entries(id)).some((e) => e.member.endsWith("|blue") && e.leftMs > 0)).toBe(false);

    // Blue's client, sent to a new instance C, reconnects by itself: present again for red.
    const c = await spawnInstance(redis.url, dir, EXTRA);
    instances.push(c);
    blueAt = c.url;
    await until(red, () => connectedOf(red, "blue") === true);
    await until(blue, () => blue.status === "open" && connectedOf(blue, "red") === true);

    // A graceful leave is published: red hears it without waiting for a lapse.
    blue.close();
    await until(red, () => connectedOf(red, "blue") === false);
    expect(redHeard).toEqual([
      { type: "presence", seat: "blue", connected: true },
      { type: "presence", seat: "blue", connected: false },
      { type: "presence", seat: "blue", connected: true },
      { type: "presence", seat: "blue", connected: false },
    ]);
    // Red never left: blue heard nothing of it, on B or on C.
    expect(blueHeard).toEqual([]);
    red.close();
    // Red gone too: every entry of the match is let go.
    await until(red, () => red.status === "closed");
    await expect.poll(async () => (await entries(id)).length, { timeout: PRESENCE_TTL_MS }).toBe(0);
  }, 120_000);

  it("a seat connected to two instances stays present while one of them closes", async () => {
    const [a, c] = instances.filter((i) => i.alive()) as [Instance, Instance];
    const created = await createMatch(a.url, { engine: "shing-shang" });
    const red = connect(
      created.links.red as string,
      routedTo(() => a.url),
    );
    const redHeard = presenceLog(red);
    await opened(red);
    const blueOnA = connect(
      created.links.blue as string,
      routedTo(() => a.url),
    );
    const blueOnC = connect(
      created.links.blue as string,
      routedTo(() => c.url),
    );
    await Promise.all([opened(blueOnA), opened(blueOnC)]);
    await until(red, () => connectedOf(red, "blue") === true);
    blueOnA.close();
    // Still held on C: a spectator arriving on A (after A let its own go) sees blue present.
    const watcher = connect(
      created.spectator,
      routedTo(() => a.url),
    );
    await opened(watcher);
    expect(connectedOf(watcher, "blue")).toBe(true);
    blueOnC.close();
    await until(red, () => connectedOf(red, "blue") === false);
    expect(redHeard).toEqual([
      { type: "presence", seat: "blue", connected: true },
      { type: "presence", seat: "blue", connected: false },
    ]);
    for (const x of [red, watcher]) x.close();
  }, 60_000);
});
