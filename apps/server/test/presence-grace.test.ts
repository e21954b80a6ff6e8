/**
 * The presence grace over real sockets: a seat whose only connection closes and comes back
 * within the grace is no news to its opponent; past it, the opponent hears it go and come back.
 * The grace's timers are the test's own (`presenceTimer`): it ends a grace by hand, never by
 * waiting.
 */
import { createMatch, parseLink } from "@core/match-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestServer, testServer } from "./helpers.js";
import { type RawSocket, rawSocket } from "./raw.js";

interface Grace {
  readonly ms: number;
  readonly run: () => void;
  cancelled: boolean;
}

const graces: Grace[] = [];
let server: TestServer;
beforeAll(async () => {
  server = await testServer({
    presenceGraceMs: 30_000,
    presenceTimer: (run, ms) => {
      const grace: Grace = { ms, run, cancelled: false };
      graces.push(grace);
      return () => {
        grace.cancelled = true;
      };
    },
  });
});
afterAll(() => server.stop());

/** A seat's socket, welcomed. */
async function join(link: string): Promise<RawSocket> {
  const s = await rawSocket(server.url);
  s.send(JSON.stringify({ type: "hello", token: parseLink(link).token }));
  await s.waitFor(1);
  expect(s.frames[0]).toMatchObject({ type: "welcome" });
  return s;
}

/** Every frame `s` got before the answer to a ping sent now (the server answers in order). */
async function framesSoFar(s: RawSocket): Promise<unknown[]> {
  const count = s.frames.length;
  s.send(JSON.stringify({ type: "ping" }));
  await s.waitFor(count + 1);
  while ((s.frames.at(-1) as { type: string }).type !== "pong") await s.waitFor(s.frames.length + 1);
  return s.frames.filter((f) => (f as { type: string }).type !== "pong");
}

/** Resolves once the server has started the grace number `n` (it saw the socket close). */
async function graceStarted(n: number): Promise<Grace> {
  while (graces.length < n) await new Promise((resolve) => setTimeout(resolve, 5));
  return graces[n - 1] as Grace;
}

describe("presence grace", () => {
  it("a reconnection within the grace sends no presence frame; one after it does", async () => {
    const created = await createMatch(server.url, { engine: "shing-shang" });
    const red = await join(created.links.red as string);
    let blue = await join(created.links.blue as string);
    const arrived = { type: "presence", seat: "blue", connected: true };
    expect(await framesSoFar(red)).toEqual([expect.objectContaining({ type: "welcome" }), arrived]);

    // Blue's only connection drops and comes back within the grace: red hears nothing.
    blue.close();
    const first = await graceStarted(1);
    expect(first.ms).toBe(30_000);
    blue = await join(created.links.blue as string);
    expect(first.cancelled).toBe(true);
    // Blue's own welcome says red is there, and red was never told blue left.
    expect(blue.frames[0]).toMatchObject({
      match: { seats: expect.arrayContaining([expect.objectContaining({ seat: "red", connected: true })]) },
    });
    expect((await framesSoFar(red)).length).toBe(2);

    // Gone again, this time past the grace: red hears blue go, then come back.
    blue.close();
    const second = await graceStarted(2);
    // A spectator arriving during the grace is told blue is still there.
    const spectator = await join(created.spectator);
    expect(spectator.frames[0]).toMatchObject({
      match: { seats: expect.arrayContaining([expect.objectContaining({ seat: "blue", connected: true })]) },
    });
    second.run();
    const gone = { type: "presence", seat: "blue", connected: false };
    expect((await framesSoFar(red)).slice(2)).toEqual([gone]);
    expect(await framesSoFar(spectator)).toEqual([expect.objectContaining({ type: "welcome" }), gone]);
    blue = await join(created.links.blue as string);
    expect((await framesSoFar(red)).slice(2)).toEqual([gone, arrived]);
    // An ended grace fired late (its cancel lost the race) changes nothing.
    second.run();
    first.run();
    expect((await framesSoFar(red)).slice(2)).toEqual([gone, arrived]);
    for (const s of [red, blue, spectator]) s.close();
  });
});
