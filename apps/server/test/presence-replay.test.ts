/**
 * Presence (who is connected, told to everyone else as it changes) and replay tokens (what a
 * replay link carries instead of a seat's credential), over real sockets on loopback.
 */
import { jsonEqual } from "@core/engine";
import { createMatch, fetchReplay, type MatchClient, parseLink, REPLAY_TOKEN } from "@core/match-client";
import { connect } from "@core/match-client/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  connectedOf,
  opened,
  play,
  presenceLog,
  random,
  type TestServer,
  testServer,
  until,
} from "./helpers.js";
import { rawSocket } from "./raw.js";

let server: TestServer;
beforeAll(async () => {
  // The frames themselves, as soon as they happen: the grace is test/presence-grace.test.ts's.
  server = await testServer({ presenceGraceMs: 0 });
});
afterAll(() => server.stop());

/** Resolves when `predicate` holds, checked now and after every frame, presence frames included. */
function when(client: MatchClient, predicate: () => boolean): Promise<void> {
  return until(client, () => predicate());
}

describe("presence", () => {
  it("each seat hears when another's first connection opens and its last one closes", async () => {
    const created = await createMatch(server.url, { engine: "shing-shang" });
    // Default backoff: red's reconnection comes well after the server saw its socket close.
    const red = connect(created.links.red as string);
    const heard = presenceLog(red);
    await opened(red);
    expect(connectedOf(red, "red")).toBe(true);
    expect(connectedOf(red, "blue")).toBe(false);

    const blue = connect(created.links.blue as string);
    await when(red, () => connectedOf(red, "blue") === true);
    expect(heard).toEqual([{ type: "presence", seat: "blue", connected: true }]);
    await opened(blue);
    expect(connectedOf(blue, "red")).toBe(true);

    // A second tab of blue's, then a spectator: neither is news; closing one of blue's two is not either.
    const blueTab = connect(created.links.blue as string);
    const watcher = connect(created.spectator);
    const watched = presenceLog(watcher);
    await Promise.all([opened(blueTab), opened(watcher)]);
    blueTab.close();
    blue.close();
    await when(red, () => connectedOf(red, "blue") === false);
    await when(watcher, () => connectedOf(watcher, "blue") === false);
    // One "gone" for blue's two connections, whichever closed last.
    expect(heard).toEqual([
      { type: "presence", seat: "blue", connected: true },
      { type: "presence", seat: "blue", connected: false },
    ]);
    expect(watched).toEqual([{ type: "presence", seat: "blue", connected: false }]);

    // Red's network drops: blue, back, hears red go and come back as red reconnects by itself.
    const back = connect(created.links.blue as string);
    const blueHeard = presenceLog(back);
    await opened(back);
    red.drop();
    await when(back, () => blueHeard.length >= 2);
    expect(blueHeard.slice(0, 2)).toEqual([
      { type: "presence", seat: "red", connected: false },
      { type: "presence", seat: "red", connected: true },
    ]);
    expect(connectedOf(back, "red")).toBe(true);
    for (const c of [red, back, watcher]) c.close();
  });

  it("a bot seat is always connected and never the subject of a presence frame", async () => {
    const created = await createMatch(server.url, {
      engine: "shing-shang",
      seats: { blue: { kind: "bot", level: "easy" } },
      setup: { maxPlies: 6 },
    });
    const red = connect(created.links.red as string);
    const heard = presenceLog(red);
    await opened(red);
    expect(connectedOf(red, "blue")).toBe(true);
    const rng = random(1);
    const match = await server.service.open(created.match.id);
    await play(created, {
      choose: (_c, seat) => {
        const legal = match?.engine.legalActions?.(match.state, seat) ?? [];
        return legal.length === 0 ? null : legal[Math.floor(rng() * legal.length)];
      },
    });
    // The play helper's own client is red's second connection: no news either.
    expect(heard).toEqual([]);
    red.close();
  });
});

describe("replay tokens", () => {
  it("each connection gets its seat's replay token, which opens that replay and nothing else", async () => {
    const created = await createMatch(server.url, { engine: "shing-shang", setup: { maxPlies: 8 } });
    const tokens = {
      red: parseLink(created.links.red as string).token,
      blue: parseLink(created.links.blue as string).token,
      spectator: parseLink(created.spectator).token,
    };
    const red = connect(created.links.red as string);
    const watcher = connect(created.spectator);
    await Promise.all([opened(red), opened(watcher)]);
    const replayRed = red.snapshot?.replay as string;
    const replaySpectator = watcher.snapshot?.replay as string;
    expect(replayRed).toMatch(REPLAY_TOKEN);
    expect(replaySpectator).toMatch(REPLAY_TOKEN);
    expect(replayRed).not.toBe(replaySpectator);
    for (const t of Object.values(tokens)) {
      expect(replayRed).not.toContain(t);
      expect(replaySpectator).not.toContain(t);
    }

    // While running: the seat's replay by either token is the same; the full one waits for the end.
    const bySeat = await fetchReplay(server.url, tokens.red, "seat");
    const byReplay = await fetchReplay(server.url, replayRed, "seat");
    expect(byReplay.seat).toBe("red");
    expect(jsonEqual(byReplay, bySeat)).toBe(true);
    await expect(fetchReplay(server.url, replayRed, "full")).rejects.toThrow(/409/);
    expect((await fetchReplay(server.url, replaySpectator, "seat")).seat).toBe(null);

    // Forgeries: another seat's index, a changed MAC, another match's id.
    const [id, , mac] = replayRed.split(".") as [string, string, string];
    const forged = [
      `${id}.1.${mac}`,
      `${id}.0.${mac.slice(0, -1)}${mac.endsWith("A") ? "B" : "A"}`,
      `${"A".repeat(22)}.0.${mac}`,
      `${id}.7.${mac}`,
    ];
    for (const token of forged) await expect(fetchReplay(server.url, token, "seat")).rejects.toThrow(/401/);

    // It joins nothing: the join API turns it down, and a hello with it is not even well formed.
    const join = await fetch(new URL("/api/join", server.url), {
      headers: { authorization: `Bearer ${replayRed}` },
    });
    expect(join.status).toBe(401);
    const raw = await rawSocket(server.url);
    raw.send(JSON.stringify({ type: "hello", token: replayRed }));
    await raw.waitFor(1);
    expect(raw.frames[0]).toMatchObject({ type: "error", code: "invalid-message" });
    raw.close();

    // Once over, the replay token opens the full replay too.
    const match = await server.service.open(created.match.id);
    const rng = random(9);
    await play(created, {
      choose: (_c, seat) => {
        const legal = match?.engine.legalActions?.(match.state, seat) ?? [];
        return legal.length === 0 ? null : legal[Math.floor(rng() * legal.length)];
      },
    });
    const full = await fetchReplay(server.url, replayRed, "full");
    expect(full.actions.length).toBe(match?.seq);
    red.close();
    watcher.close();
  });
});
