/**
 * Presence across instances when both seats arrive at once (issue 29, defect 7), with the default
 * presence TTL (20 s: a heartbeat every 5 s, so a publication missed here is not hidden by the
 * next heartbeat): red joins on instance A, blue on instance B, at the same moment, in many
 * matches together. Each seat must see the other connected right away — in its welcome or a
 * presence frame within a second of it — and `/api/join` and the seat replay must say who is
 * connected on any instance, one with no client of the match included.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createMatch, fetchReplay, type MatchClient, parseLink } from "@core/match-client";
import { connect } from "@core/match-client/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectedOf, opened } from "./helpers.js";
import {
  type Instance,
  REDIS_AVAILABLE,
  routedTo,
  spawnInstance,
  startRedis,
  stopProcess,
  type TestRedis,
} from "./redis-harness.js";

const MATCHES = 40;

let redis: TestRedis;
let dir = "";
let instances: Instance[] = [];

/** Resolves when `client` sees `seat` connected; rejects after `ms`, naming what it waited for. */
function seesConnected(client: MatchClient, seat: string, ms: number, what: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const check = (): boolean => {
      if (connectedOf(client, seat) !== true) return false;
      clearTimeout(timer);
      for (const off of offs) off();
      resolve();
      return true;
    };
    const timer = setTimeout(() => {
      for (const off of offs) off();
      reject(new Error(`${what}: ${seat} still away ${ms} ms after the welcome`));
    }, ms);
    const offs = [client.on("welcome", () => void check()), client.on("presence", () => void check())];
    check();
  });
}

async function joinInfo(instance: Instance, link: string): Promise<Record<string, boolean>> {
  const response = await fetch(new URL("/api/join", instance.url), {
    headers: { authorization: `Bearer ${parseLink(link).token}` },
  });
  const body = (await response.json()) as { match: { seats: { seat: string; connected: boolean }[] } };
  return Object.fromEntries(body.match.seats.map((s) => [s.seat, s.connected]));
}

describe.skipIf(!REDIS_AVAILABLE)("presence when both seats arrive at once on two instances", () => {
  beforeAll(async () => {
    redis = await startRedis();
    dir = await mkdtemp(join(tmpdir(), "match-presence-once-"));
    // The default presence TTL (20 s): no early heartbeat to make up for a missed publication.
    instances = await Promise.all([0, 1, 2].map(() => spawnInstance(redis.url, dir)));
  }, 120_000);
  afterAll(async () => {
    await Promise.allSettled(instances.map((i) => stopProcess(i.proc)));
    await redis?.stop();
    if (dir !== "") await rm(dir, { recursive: true, force: true });
  });

  it(`${MATCHES} matches, each seat on its own instance, joining together: each sees the other at once`, async () => {
    const [a, b, c] = instances as [Instance, Instance, Instance];
    const created = await Promise.all(
      Array.from({ length: MATCHES }, (_, i) =>
        createMatch(i % 2 === 0 ? a.url : b.url, { engine: "shing-shang" }),
      ),
    );
    const clients: MatchClient[] = [];
    await Promise.all(
      created.map(async (match, i) => {
        const red = connect(
          match.links.red as string,
          routedTo(() => a.url),
        );
        const blue = connect(
          match.links.blue as string,
          routedTo(() => b.url),
        );
        clients.push(red, blue);
        await Promise.all([opened(red), opened(blue)]);
        await Promise.all([
          seesConnected(red, "blue", 2500, `match ${i}, red on A`),
          seesConnected(blue, "red", 2500, `match ${i}, blue on B`),
        ]);
      }),
    );
    // What any instance says over HTTP: A and B hold clients of the match, C none.
    for (const match of created.slice(0, 5)) {
      for (const instance of [a, b, c])
        expect(await joinInfo(instance, match.spectator)).toEqual({ red: true, blue: true });
      const replay = await fetchReplay(c.url, parseLink(match.spectator).token, "seat");
      expect(replay.match.seats.map((s) => s.connected)).toEqual([true, true]);
    }
    for (const client of clients) client.close();
    // Gone from every instance's answer once they left (a graceful leave is published). Polled:
    // on a loaded machine the 80 closing handshakes took longer than a fixed 6 s wait allowed.
    const first = (created[0] as (typeof created)[number]).spectator;
    await expect
      .poll(() => joinInfo(c, first), { timeout: 30_000, interval: 500 })
      .toEqual({
        red: false,
        blue: false,
      });
  }, 120_000);
});
