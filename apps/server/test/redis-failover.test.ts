/**
 * Failover (issue 29): a Redis Cluster of three masters, each with a replica (node timeout 1 s, so
 * a replica takes over within seconds), three server instances acknowledging an action only once
 * a replica has it (`--redis-wait 1`). While matches are played, the master serving a playing
 * match is killed (SIGKILL) again and again; its replica is promoted, the killed node comes back as
 * a replica. Nothing acknowledged is lost: every match ends as its offline replay with every
 * acknowledged action in its log, once.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type CreatedMatch, createMatch } from "@core/match-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RedisStore } from "../src/index.js";
import { botChooser, checkOffline, type Played, play, random } from "./helpers.js";
import {
  type ClusterNode,
  type Instance,
  REDIS_AVAILABLE,
  routedTo,
  spawnInstance,
  startRedisCluster,
  stopProcess,
  type TestRedisCluster,
} from "./redis-harness.js";

const MATCHES = 40;
const AT_ONCE = 8;
/** Masters killed, one after the other. */
const KILLS = 2;

let cluster: TestRedisCluster;
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

describe.skipIf(!REDIS_AVAILABLE)("a Redis Cluster's masters killed during play, with WAIT", () => {
  beforeAll(async () => {
    cluster = await startRedisCluster({ masters: 3, replicas: 1, nodeTimeoutMs: 1000 });
    dir = await mkdtemp(join(tmpdir(), "match-failover-"));
    instances = await Promise.all(
      [0, 1, 2].map(() => spawnInstance(cluster.url, dir, ["--redis-wait", "1/2000"])),
    );
    store = await RedisStore.open({ url: cluster.url });
  }, 180_000);
  afterAll(async () => {
    await store?.close();
    await Promise.allSettled(instances.map((i) => stopProcess(i.proc)));
    await cluster?.stop();
    if (dir !== "") await rm(dir, { recursive: true, force: true });
  });

  it(`masters killed under ${MATCHES}+ matches: nothing acknowledged lost, nothing applied twice`, async () => {
    const rng = random(29);
    const playing = new Set<string>();
    const killed: string[] = [];
    let finished = 0;
    let next = 0;
    const checkLog = async (created: CreatedMatch, played: Played): Promise<void> => {
      const log = await patiently("reading a log", () => store.log.readLog(created.match.id, 0));
      const client = log.filter((e) => e.clientId !== null);
      const ids = client.map((e) => `${e.seat}/${e.clientId}`);
      expect(new Set(ids).size).toBe(ids.length);
      expect(new Set(client.map((e) => e.seq))).toEqual(new Set(played.acked.keys()));
    };
    const worker = async (): Promise<void> => {
      // At least MATCHES, and on until the killer is through: every kill hits matches in play.
      while (next < MATCHES || killed.length < KILLS) {
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
    // Awaited after the killer: a failure meanwhile is not an unhandled rejection.
    workers.catch(() => {});
    const killer = (async () => {
      while (killed.length < KILLS) {
        await new Promise((resolve) => setTimeout(resolve, 2000 + rng() * 3000));
        const victim = [...playing][Math.floor(rng() * playing.size)];
        if (victim === undefined) continue;
        const master: ClusterNode = await cluster.masterOf(`games:m:{${victim}}:record`);
        await master.kill();
        killed.push(master.address);
        // Its replica takes over; the killed node comes back as the new master's replica, so that
        // WAIT can be answered again.
        await new Promise((resolve) => setTimeout(resolve, 3000));
        await master.start();
        await cluster.settled(90_000);
      }
    })();
    await killer;
    await workers;
    console.info(`${next} matches, masters killed: ${killed.join(", ")}`);
    expect(finished).toBe(next);
    expect(killed).toHaveLength(KILLS);
  }, 900_000);
});
