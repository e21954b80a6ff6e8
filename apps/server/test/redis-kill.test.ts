/**
 * Three server processes sharing Redis — one Redis, then a Redis Cluster of three masters — one
 * of them killed (SIGKILL) or frozen for a few seconds (SIGSTOP, then SIGCONT) at random points
 * while light matches are played with their clients spread across all three; a fresh instance
 * takes a dead one's place, a frozen one gets no new clients while frozen (as a balancer's health
 * check would have it). Clients reconnect to a survivor by themselves; every match ends as its
 * offline replay; no acknowledged action is lost and none is applied twice; every match stays
 * reachable.
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
  REDIS_KINDS,
  routedTo,
  spawnInstance,
  startBackend,
  stopProcess,
  type TestBackend,
} from "./redis-harness.js";

const SLOTS = 3;
const AT_ONCE = 20;
/** Kills and freezes, in turn: half of each. */
const ROUNDS = 4;

let redis: TestBackend;
let dir = "";
let slots: Instance[] = [];
let store: RedisStore;

/** The instance frozen now (SIGSTOP), if any. */
let frozen: Instance | null = null;

/** Slot `preferred`'s instance if it is alive, else the next live one (a load balancer's pick). */
function pick(preferred: number): string {
  for (let k = 0; k < SLOTS; k++) {
    const instance = slots[(preferred + k) % SLOTS] as Instance;
    if (instance.alive() && instance !== frozen) return instance.url;
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

for (const kind of REDIS_KINDS)
  describe.skipIf(!REDIS_AVAILABLE)(
    `instances killed or frozen mid-match, ${kind === "redis" ? "one Redis" : "a Redis Cluster"}`,
    () => {
      // Fewer on the cluster: the same code, where what differs is the store underneath.
      const MATCHES = kind === "redis" ? 200 : 120;
      beforeAll(async () => {
        redis = await startBackend(kind);
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

      it(`SIGKILL and SIGSTOP at random points of ${MATCHES}+ matches: each ends as its offline replay, nothing lost or doubled`, async () => {
        const rng = random(15);
        const created: CreatedMatch[] = [];
        let finished = 0;
        let next = 0;
        const worker = async (): Promise<void> => {
          // At least MATCHES, and on until the killer is through: every round hits matches in play.
          while (next < MATCHES || !chaosOver) {
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
        let chaosOver = false;
        const workers = Promise.all(Array.from({ length: AT_ONCE }, () => worker()));
        // Awaited after the killer: a failure meanwhile is not an unhandled rejection.
        workers.catch(() => {});
        let kills = 0;
        let freezes = 0;
        // The killer: one instance at a time, while the other two serve. In turn it kills one (a fresh
        // one replaces it) and freezes one for 1–3 s, ROUNDS times.
        const killer = (async () => {
          for (let round = 0; round < ROUNDS; round++) {
            await new Promise((resolve) => setTimeout(resolve, 500 + rng() * 2500));
            const slot = Math.floor(rng() * SLOTS);
            const instance = slots[slot] as Instance;
            if (round % 2 === 0) {
              await stopProcess(instance.proc);
              kills++;
              slots[slot] = await spawnInstance(redis.url, dir);
            } else {
              frozen = instance;
              instance.proc.kill("SIGSTOP");
              freezes++;
              await new Promise((resolve) => setTimeout(resolve, 1000 + rng() * 2000));
              instance.proc.kill("SIGCONT");
              frozen = null;
            }
          }
        })().finally(() => {
          chaosOver = true;
        });
        await killer;
        await workers;
        console.info(`${next} matches over ${SLOTS} instances, ${kills} killed, ${freezes} frozen`);
        expect(finished).toBe(next);
        expect(next).toBeGreaterThanOrEqual(MATCHES);
        expect([kills, freezes]).toEqual([ROUNDS / 2, ROUNDS / 2]);
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
    },
  );
