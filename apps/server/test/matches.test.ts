/**
 * Full matches over real sockets on loopback, each checked against the engine's offline replay of
 * the logged actions; then 200 random matches whose clients lose their sockets at random points.
 */
import { jsonEqual, SPECTATOR } from "@core/engine";
import { type CreatedMatch, createMatch, type MatchClient } from "@core/match-client";
import { connect } from "@core/match-client/node";
import { MAPS } from "@engines/diplomaxy";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LiveMatch } from "../src/index.js";
import {
  checkOffline,
  engineOf,
  type Played,
  play,
  random,
  type TestServer,
  testServer,
  until,
} from "./helpers.js";

let server: TestServer;
beforeAll(async () => {
  server = await testServer();
});
afterAll(() => server.stop());

/** A random legal action of `seat` in the live state (never a concession), often the last listed. */
function randomLegal(match: LiveMatch, rng: () => number) {
  return (_client: MatchClient, seat: string): unknown => {
    const legal = (match.engine.legalActions?.(match.state, seat) ?? []).filter(
      (a) => (a as { type?: string }).type !== "CONCEDE",
    );
    if (legal.length === 0) return null;
    return rng() < 0.3 ? legal.at(-1) : legal[Math.floor(rng() * legal.length)];
  };
}

async function liveOf(created: CreatedMatch): Promise<LiveMatch> {
  const match = await server.service.open(created.match.id);
  if (match === null) throw new Error("no live match");
  return match;
}

/** Every log entry of a human seat was acknowledged to it, once. */
async function checkLog(created: CreatedMatch, played: Played): Promise<void> {
  const log = await server.store.log.readLog(created.match.id, 0);
  const human = log.filter(
    (e) => e.seat !== null && Object.hasOwn(created.links, e.seat) && e.clientId !== null,
  );
  expect(new Set(human.map((e) => e.seq))).toEqual(new Set(played.acked.keys()));
  const ids = human.map((e) => `${e.seat}/${e.clientId}`);
  expect(new Set(ids).size).toBe(ids.length);
}

const SETUPS: Record<string, unknown> = {
  "lgc-tcg": undefined,
  "shing-shang": { maxPlies: 60 },
  diplomaxy: { ...MAPS.duel, options: { maxTurns: 3 } },
};

const BOT_SEAT: Record<string, string> = { "lgc-tcg": "B", "shing-shang": "blue", diplomaxy: "south" };

describe("full matches over the wire end as their offline replays", () => {
  for (const engine of ["lgc-tcg", "shing-shang", "diplomaxy"]) {
    it(`${engine}: every seat a client`, async () => {
      const created = await createMatch(server.url, { engine, setup: SETUPS[engine] });
      const match = await liveOf(created);
      const played = await play(created, { choose: randomLegal(match, random(7)) });
      const { actions } = await checkOffline(server.url, created, played, match.state);
      expect(actions).toBeGreaterThan(2);
      await checkLog(created, played);
      for (const c of played.clients.values()) c.close();
    });

    it(`${engine}: against a server-side bot`, async () => {
      const levels = engineOf(engine).bots?.levels ?? [];
      const created = await createMatch(server.url, {
        engine,
        setup: SETUPS[engine],
        seats: { [BOT_SEAT[engine] as string]: { kind: "bot", level: levels.at(-1) as string } },
      });
      const match = await liveOf(created);
      const played = await play(created, { choose: randomLegal(match, random(11)) });
      await checkOffline(server.url, created, played, match.state);
      expect(match.seq).toBeGreaterThan(played.acked.size);
      for (const c of played.clients.values()) c.close();
    });
  }
});

describe("reconnection", () => {
  it("200 random matches with sockets dropped at random points end as their offline replays", async () => {
    const rng = random(2026);
    const engines = ["shing-shang", "lgc-tcg", "diplomaxy"];
    let drops = 0;
    let duplicates = 0;
    const one = async (i: number): Promise<void> => {
      const engine = engines[i % engines.length] as string;
      const created = await createMatch(server.url, { engine, setup: SETUPS[engine] });
      const match = await liveOf(created);
      const played = await play(created, { choose: randomLegal(match, random(i)), dropRate: 0.15, rng });
      duplicates += played.duplicates;
      await checkOffline(server.url, created, played, match.state);
      await checkLog(created, played);
      for (const c of played.clients.values()) c.close();
      drops++;
    };
    // Twenty at a time: matches interleave on the server as they would in production.
    for (let start = 0; start < 200; start += 20)
      await Promise.all(Array.from({ length: 20 }, (_, k) => one(start + k)));
    expect(drops).toBe(200);
    // Some drops fell between an action's arrival and its answer: answered as duplicates.
    expect(duplicates).toBeGreaterThan(0);
  }, 600_000);
});

describe("views", () => {
  it("a spectator and each seat hold their own views; the match info hides the setup", async () => {
    const created = await createMatch(server.url, { engine: "lgc-tcg" });
    expect(JSON.stringify(created)).not.toContain("seed");
    const match = await liveOf(created);
    const spectator = connect(created.spectator);
    const played = await play(created, { choose: randomLegal(match, random(3)) });
    await until(spectator, (c) => c.snapshot?.seq === match.seq);
    const engine = engineOf("lgc-tcg");
    const json = (v: unknown): unknown => JSON.parse(JSON.stringify(v));
    for (const [seat, client] of played.clients)
      expect(jsonEqual(client.snapshot?.view, json(engine.view?.(match.state, seat)))).toBe(true);
    expect(spectator.snapshot?.seat).toBe(null);
    expect(jsonEqual(spectator.snapshot?.view, json(engine.view?.(match.state, SPECTATOR)))).toBe(true);
    spectator.close();
    for (const c of played.clients.values()) c.close();
  });
});
