/**
 * Sentinel failover (issue 29): a master, its replica and a Sentinel; two server instances on
 * `redis+sentinel://` acknowledging an action only once the replica has it (`--redis-wait 1`).
 * While matches are played the master is killed (SIGKILL): Sentinel promotes the replica, the
 * servers follow it, and the old master, started again, rejoins as its replica (so that WAIT can
 * be answered again). Nothing acknowledged is lost: every match ends as its offline replay with
 * every acknowledged action in its log, once.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type CreatedMatch, createMatch } from "@core/match-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RedisStore } from "../src/index.js";
import { botChooser, checkOffline, type Played, play } from "./helpers.js";
import {
  type Instance,
  REDIS_AVAILABLE,
  routedTo,
  spawnInstance,
  startRedis,
  startRedisReplica,
  startSentinel,
  stopProcess,
  type TestRedis,
  type TestSentinel,
} from "./redis-harness.js";

const MATCHES = 16;
const AT_ONCE = 4;

let redis: TestRedis;
let replica: { readonly port: number; stop(): Promise<void> };
let sentinel: TestSentinel;
let dir = "";
let instances: Instance[] = [];
let store: RedisStore;

/** Runs `request`, again after a pause if it fails (a failover going on), for a minute at most. */
async function patiently<T>(what: string, request: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await request();
    } catch (error) {
      if (attempt >= 120) throw new Error(`${what}: ${(error as Error).message}`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

describe.skipIf(!REDIS_AVAILABLE)(
  "Sentinel promotes the replica of a master killed during play, with WAIT",
  () => {
    beforeAll(async () => {
      redis = await startRedis();
      replica = await startRedisReplica(redis.port);
      sentinel = await startSentinel(redis.port, 1);
      dir = await mkdtemp(join(tmpdir(), "match-sentinel-"));
      instances = await Promise.all(
        [0, 1].map(() => spawnInstance(sentinel.url, dir, ["--redis-wait", "1/2000"])),
      );
      store = await RedisStore.open({ url: sentinel.url });
    }, 120_000);
    afterAll(async () => {
      await store?.close();
      await Promise.allSettled(instances.map((i) => stopProcess(i.proc)));
      await sentinel?.stop();
      await replica?.stop();
      await redis?.stop();
      if (dir !== "") await rm(dir, { recursive: true, force: true });
    });

    it(`the master killed under ${MATCHES} matches: nothing acknowledged lost, nothing applied twice`, async () => {
      const first = sentinel.master();
      expect(first).toBe(`127.0.0.1:${redis.port}`);
      const playing = new Set<string>();
      let finished = 0;
      let next = 0;
      const checkLog = async (created: CreatedMatch, played: Played): Promise<void> => {
        const log = await patiently("reading a log", () => store.log.readLog(created.match.id, 0));
        const client = log.filter((e) => e.clientId !== null);
        const ids = client.map((e) => `${e.seat}/${e.clientId}`);
        expect(new Set(ids).size).toBe(ids.length);
        expect(new Set(client.map((e) => e.seq))).toEqual(new Set(played.acked.keys()));
      };
      let killed = false;
      const worker = async (): Promise<void> => {
        // At least MATCHES, and on until the failover is over: it hits matches in play.
        while (next < MATCHES || !killed) {
          const i = next++;
          const url = (k: number): string => (instances[k % instances.length] as Instance).url;
          const created = await patiently("creating a match", () =>
            createMatch(url(i), { engine: "shing-shang", setup: { maxPlies: 24 } }),
          );
          playing.add(created.match.id);
          const seats = Object.keys(created.links);
          const played = await play(created, {
            choose: botChooser(i * 1000),
            client: (seat) => routedTo(() => url(i + seats.indexOf(seat)), { maxDelayMs: 500 }),
          });
          playing.delete(created.match.id);
          await patiently("the offline check", () => checkOffline(url(i), created, played));
          await checkLog(created, played);
          for (const c of played.clients.values()) c.close();
          finished++;
        }
      };
      const workers = Promise.all(Array.from({ length: AT_ONCE }, () => worker()));
      workers.catch(() => {});
      // Once matches are in play: the master killed, the replica promoted, the old master back.
      while (playing.size < AT_ONCE) await new Promise((resolve) => setTimeout(resolve, 100));
      await redis.kill();
      const until = Date.now() + 60_000;
      while (sentinel.master() === first) {
        if (Date.now() > until) throw new Error("Sentinel did not promote the replica within 60 s");
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(sentinel.master()).toBe(`127.0.0.1:${replica.port}`);
      await redis.start();
      killed = true;
      await workers;
      console.info(`${next} matches; master ${first} killed, ${sentinel.master()} promoted`);
      expect(finished).toBe(next);
    }, 300_000);
  },
);
