/**
 * Issue 29, a failover's lost entries: a Redis master can die after another instance read an
 * entry from it and before its replica had it (the writer's `WAIT` fails: it acknowledged
 * nothing). Here two in-process servers share a real redis-server, and the loss is simulated by
 * taking the entry out of the log (or putting another in its place), as the promoted replica
 * would hold it. The instance that read the lost entry must not acknowledge a resubmission from
 * what it read, must not append on top of the store's other history, and must send its watchers
 * to join again, to be shown the store's match.
 */
import { stampSeat } from "@core/engine";
import { type CreatedMatch, createMatch, parseLink } from "@core/match-client";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type LogEntry, RedisStore, type RunningServer, startServer } from "../src/index.js";
import { type RawSocket, rawSocket } from "./raw.js";
import { REDIS_AVAILABLE, startRedis, type TestRedis } from "./redis-harness.js";

const SECRET = "test-secret-test-secret-test-secret";
/** Close code of a connection whose client must join again (`session.ts`: 1011). */
const JOIN_AGAIN = 1011;

let redis: TestRedis;
let raw: Redis;
const servers: RunningServer[] = [];

/** A server on the shared Redis; `resyncMs` long by default, so that only what a test does moves it. */
async function server(resyncMs = 600_000): Promise<RunningServer> {
  const store = await RedisStore.open({ url: redis.url, resyncMs });
  const s = await startServer({ port: 0, store, secret: SECRET, logger: false });
  servers.push(s);
  return s;
}

interface Frame {
  readonly type: string;
  readonly id?: string;
  readonly seq?: number;
  readonly duplicate?: boolean;
  readonly code?: string;
}

/** A raw socket on `at`, joined with `link`, its welcome received. */
async function join(at: RunningServer, link: string | undefined): Promise<RawSocket & { frames: Frame[] }> {
  const socket = await rawSocket(at.url);
  socket.send(JSON.stringify({ type: "hello", token: parseLink(link as string).token }));
  await socket.waitFor(1);
  expect((socket.frames[0] as Frame).type).toBe("welcome");
  return socket as RawSocket & { frames: Frame[] };
}

/** Resolves with the first frame `pick` accepts (or undefined once the socket closed). */
async function frame(socket: RawSocket, pick: (f: Frame) => boolean): Promise<Frame | undefined> {
  for (let n = 1; ; n++) {
    await socket.waitFor(n);
    const f = socket.frames[n - 1] as Frame | undefined;
    if (f === undefined) return undefined;
    if (pick(f)) return f;
  }
}

/** The legal actions of `seat` in the match as `at` holds it. */
async function legal(at: RunningServer, matchId: string, seat: string): Promise<unknown[]> {
  const match = await at.service.open(matchId);
  return [...(match?.engine.legalActions?.(match.state, seat) ?? [])];
}

const logKey = (matchId: string): string => `games:m:{${matchId}}:log`;

/**
 * Red's first action `c1` (the first of `openings`, red's legal actions at the start)
 * acknowledged on `a` (seq 1), and blue's socket on `b` shown it: `b` read the entry from the
 * master.
 */
async function firstAction(
  a: RunningServer,
  b: RunningServer,
): Promise<{ created: CreatedMatch; openings: unknown[]; blue: RawSocket & { frames: Frame[] } }> {
  const created = await createMatch(a.url, { engine: "shing-shang" });
  const blue = await join(b, created.links.blue);
  const red = await join(a, created.links.red);
  const openings = await legal(a, created.match.id, "red");
  red.send(JSON.stringify({ type: "action", id: "c1", action: openings[0] }));
  expect(await frame(red, (f) => f.type === "ack")).toMatchObject({ seq: 1, duplicate: false });
  expect(await frame(blue, (f) => f.type === "update")).toMatchObject({ seq: 1 });
  red.close();
  return { created, openings, blue };
}

describe.skipIf(!REDIS_AVAILABLE)("an instance holding entries a failover lost", () => {
  beforeAll(async () => {
    redis = await startRedis();
    raw = new Redis(redis.url);
  }, 60_000);
  afterAll(async () => {
    await Promise.allSettled(servers.map((s) => s.close()));
    raw?.disconnect();
    await redis?.stop();
  });

  it("does not acknowledge a resent action from what it read: its watchers join again, and the action is appended anew", async () => {
    const [a, b] = [await server(), await server()];
    const { created, openings, blue } = await firstAction(a, b);
    const id = created.match.id;
    const action = openings[0];
    await raw.rpop(logKey(id));

    // Red's client, on b now, sends its action again (its ack was lost with its connection).
    const red = await join(b, created.links.red);
    expect(red.frames[0]).toMatchObject({ seq: 1 });
    red.send(JSON.stringify({ type: "action", id: "c1", action }));
    expect(await frame(red, (f) => f.type === "ack")).toBeUndefined();
    expect(await red.closed).toBe(JOIN_AGAIN);
    expect(await blue.closed).toBe(JOIN_AGAIN);

    // Joined again, red is shown the store's match (nothing played) and its action goes in.
    const again = await join(b, created.links.red);
    expect(again.frames[0]).toMatchObject({ seq: 0, resumed: false });
    again.send(JSON.stringify({ type: "action", id: "c1", action }));
    expect(await frame(again, (f) => f.type === "ack")).toMatchObject({ seq: 1, duplicate: false });
    const log = await raw.lrange(logKey(id), 0, -1);
    expect(log.map((line) => (JSON.parse(line) as LogEntry).clientId)).toEqual(["c1"]);
    again.close();
  });

  it("does not append on top of another history the store holds at the same length", async () => {
    const [a, b] = [await server(), await server()];
    const { created, openings, blue } = await firstAction(a, b);
    const id = created.match.id;
    // The store lost c1 and holds another first action of red's, which b never heard of.
    expect(openings.length).toBeGreaterThan(1);
    const other = openings[1];
    const instead: LogEntry = {
      seq: 1,
      at: Date.now(),
      seat: "red",
      clientId: "other",
      action: stampSeat(other, "red"),
    };
    await raw.rpop(logKey(id));
    await raw.rpush(logKey(id), JSON.stringify(instead));

    // Blue answers c1, as b showed it: b must not log that after `other`.
    const [answer] = await legal(b, id, "blue");
    blue.send(JSON.stringify({ type: "action", id: "b2", action: answer }));
    expect(await frame(blue, (f) => f.type === "ack")).toBeUndefined();
    expect(await blue.closed).toBe(JOIN_AGAIN);
    expect(await raw.lrange(logKey(id), 0, -1)).toEqual([JSON.stringify(instead)]);

    // Joined again, blue is shown the store's match: red's other action.
    const again = await join(b, created.links.blue);
    expect(again.frames[0]).toMatchObject({ seq: 1, resumed: false });
    const held = await b.service.open(id);
    expect(held?.last).toEqual(instead);
    again.close();
  });

  it("sends the watchers of a match whose log got shorter to join again, at the next resync", async () => {
    const a = await server();
    const b = await server(200);
    const { created, blue } = await firstAction(a, b);
    await raw.rpop(logKey(created.match.id));
    // Resyncs come every 200 ms: 5 s leaves a loaded machine room, and still fails the old code.
    const late = new Promise<string>((resolve) => setTimeout(() => resolve("still open after 5 s"), 5000));
    expect(await Promise.race([blue.closed, late])).toBe(JOIN_AGAIN);
    const again = await join(b, created.links.blue);
    expect(again.frames[0]).toMatchObject({ seq: 0, resumed: false });
    again.close();
  });
});
