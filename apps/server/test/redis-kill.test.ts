/**
 * Three server processes sharing Redis, one of them killed (SIGKILL) at random points while 200
 * light matches are played with their clients spread across all three; a fresh instance takes the
 * dead one's place. Clients reconnect to a survivor by themselves; every match ends as its offline
 * replay; no acknowledged action is lost and none is applied twice; every match stays reachable.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type CreatedMatch, type CreateMatchRequest, createMatch, parseLink } from "@core/match-client";
import { MAPS } from "@engines/diplomaxy";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RedisStore } from "../src/index.js";
import { botChooser, checkOffline, type Played, play, random } from "./helpers.js";
import {
  type Instance,
  REDIS_AVAILABLE,
  routedTo,
  spawnInstance,
  startRedis,
  stopProcess,
  type TestRedis,
} from "./redis-harness.js";

const SLOTS = 3;
const MATCHES = 200;
const AT_ONCE = 20;

let redis: TestRedis;
let dir = "";
let slots: Instance[] = [];
let store: RedisStore;

/** Slot `preferred`'s instance if it is alive, else the next live one (a load balancer's pick). */
function pick(preferred: number): string {
  for (let k = 0; k < SLOTS; k++) {
    const instance = slots[(preferred + k) % SLOTS] as Instance;
    if (instance.alive()) return instance.url;
  }
  throw new Error("no instance alive");
}

/** Runs `request` on a live instance, again on another if the one it used died meanwhile. */
async function onAnyInstance<T>(start: number, request: (url: string) => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await request(pick(start + attempt));
    } catch (error) {
      if (attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/** Light matches: mostly short Shing Shang and Diplomaxy games, every 20th a whole TCG duel. */
function requestFor(i: number): CreateMatchRequest {
  if (i % 20 === 0) return { engine: "lgc-tcg" };
  if (i % 2 === 1) return { engine: "diplomaxy", setup: { ...MAPS.duel, options: { maxTurns: 2 } } };
  return { engine: "shing-shang", setup: { maxPlies: 16 } };
}

/** Every client action in the log was acknowledged, and appears once. */
async function checkLog(created: CreatedMatch, played: Played): Promise<void> {
  const log = await store.log.readLog(created.match.id, 0);
  const client = log.filter((e) => e.clientId !== null);
  const ids = client.map((e) => `${e.seat}/${e.clientId}`);
  expect(new Set(ids).size).toBe(ids.length);
  expect(new Set(client.map((e) => e.seq))).toEqual(new Set(played.acked.keys()));
}

describe.skipIf(!REDIS_AVAILABLE)("instances killed mid-match", () => {
  beforeAll(async () => {
    redis = await startRedis();
    dir = await mkdtemp(join(tmpdir(), "match-kill-"));
    slots = await Promise.all(Array.from({ length: SLOTS }, () => spawnInstance(redis.url, dir)));
    store = await RedisStore.open({ url: redis.url });
  }, 120_000);
  afterAll(async () => {
    await store?.close();
    await Promise.allSettled(slots.map((i) => stopProcess(i.proc)));
    await redis?.stop();
    if (dir !== "") await rm(dir, { recursive: true, force: true });
  });

  it(`SIGKILL at random points of ${MATCHES} matches: each ends as its offline replay, nothing lost or doubled`, async () => {
    const rng = random(15);
    const created: CreatedMatch[] = [];
    let finished = 0;
    let next = 0;
    const worker = async (): Promise<void> => {
      while (next < MATCHES) {
        const i = next++;
        const match = await onAnyInstance(i, (url) => createMatch(url, requestFor(i)));
        created.push(match);
        const seats = Object.keys(match.links);
        const played = await play(match, {
          choose: botChooser(i * 1000),
          client: (seat) => routedTo(() => pick(i + seats.indexOf(seat)), { maxDelayMs: 250 }),
        });
        await onAnyInstance(i, (url) => checkOffline(url, match, played));
        await checkLog(match, played);
        for (const c of played.clients.values()) c.close();
        finished++;
      }
    };
    const workers = Promise.all(Array.from({ length: AT_ONCE }, () => worker()));
    let done = false;
    void workers.finally(() => {
      done = true;
    });
    let kills = 0;
    // The killer: one instance at a time, while the other two serve; a fresh one replaces it.
    const killer = (async () => {
      while (!done) {
        await new Promise((resolve) => setTimeout(resolve, 500 + rng() * 2500));
        if (done) break;
        const slot = Math.floor(rng() * SLOTS);
        await stopProcess((slots[slot] as Instance).proc);
        kills++;
        slots[slot] = await spawnInstance(redis.url, dir);
      }
    })();
    await workers;
    await killer;
    console.info(`${MATCHES} matches over ${SLOTS} instances, ${kills} instances killed`);
    expect(finished).toBe(MATCHES);
    expect(kills).toBeGreaterThanOrEqual(3);
    // No match left unreachable: every one opens on every live instance.
    for (const [i, match] of created.entries()) {
      const url = (slots[i % SLOTS] as Instance).url;
      const response = await fetch(new URL("/api/join", url), {
        headers: { authorization: `Bearer ${parseLink(match.spectator).token}` },
      });
      expect(response.status).toBe(200);
      expect(((await response.json()) as { over: boolean }).over).toBe(true);
    }
  }, 900_000);
});
