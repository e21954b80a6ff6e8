/**
 * Adversaries over real sockets: 10,000 random or malformed frames (bad JSON, oversized frames,
 * wrong types, another seat's token, actions out of turn, replays of old ids) each get one answer
 * and change nothing; forged tokens, spectators acting, floods, huge frames and foreign origins
 * are turned away; the server keeps serving.
 */
import { createMatch, parseLink } from "@core/match-client";
import { connect } from "@core/match-client/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { random, type TestServer, testServer, until } from "./helpers.js";
import { rawSocket } from "./raw.js";

let server: TestServer;
beforeAll(async () => {
  server = await testServer({ limits: { ratePerSecond: 1e6, burst: 1e6, maxErrors: 1e9, maxInFlight: 1e6 } });
});
afterAll(() => server.stop());

const type = (frame: unknown): string => (frame as { type: string }).type;

describe("adversarial frames", () => {
  it("10,000 random or malformed frames get one answer each and change nothing", async () => {
    const created = await createMatch(server.url, { engine: "shing-shang" });
    const red = connect(created.links.red as string);
    await until(red, (c) => c.snapshot !== null);
    const match = await server.service.open(created.match.id);
    if (match === null) throw new Error("no match");
    const legalOf = (seat: string) => match.engine.legalActions?.(match.state, seat) ?? [];
    // red moves, blue answers with id "b1", and it is red's turn again: blue may not act now.
    expect((await red.send(legalOf("red")[0])).ok).toBe(true);
    const blue = await rawSocket(server.url);
    const blueToken = parseLink(created.links.blue as string).token;
    const redToken = parseLink(created.links.red as string).token;
    blue.send(JSON.stringify({ type: "hello", token: blueToken }));
    await blue.waitFor(1);
    blue.send(JSON.stringify({ type: "action", id: "b1", action: legalOf("blue")[0] }));
    await blue.waitFor(3);
    expect(blue.frames.map(type)).toEqual(["welcome", "update", "ack"]);
    await until(red, (c) => c.snapshot?.seq === 2);
    const before = JSON.stringify(match.state);

    const rng = random(10_000);
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rng() * xs.length)] as T;
    const junkValues: unknown[] = [
      null,
      0,
      -1,
      1.5,
      "",
      "x".repeat(70),
      [],
      {},
      true,
      { type: 42 },
      [1, [2]],
    ];
    const frames: (string | Buffer)[] = [];
    for (let i = 0; i < 10_000; i++) {
      const kind = Math.floor(rng() * 10);
      const id = `a${i}`;
      switch (kind) {
        case 0:
          frames.push(
            `{${String.fromCharCode(...Array.from({ length: 1 + Math.floor(rng() * 30) }, () => 32 + Math.floor(rng() * 95)))}`,
          );
          break;
        case 1:
          frames.push(
            JSON.stringify({ type: "ping", pad: "x".repeat(33_000 + Math.floor(rng() * 100_000)) }),
          );
          break;
        case 2:
          frames.push(
            JSON.stringify({
              type: pick(["hello", "action", "ping", "rematch", "x", 1, null]),
              [pick(["id", "token", "lastSeq", "zz"])]: pick(junkValues),
            }),
          );
          break;
        case 3:
          frames.push(JSON.stringify({ type: "hello", token: pick([redToken, blueToken, "A".repeat(43)]) }));
          break;
        case 4:
          frames.push(JSON.stringify({ type: "action", id, action: pick(legalOf("red")) }));
          break;
        case 5:
          frames.push(
            JSON.stringify({
              type: "action",
              id,
              action: { ...(pick(legalOf("red")) as object), seat: "red" },
            }),
          );
          break;
        case 6:
          frames.push(
            JSON.stringify({ type: "action", id: "b1", action: pick([...legalOf("red"), ...junkValues]) }),
          );
          break;
        case 7:
          frames.push(Buffer.from([0, 1, 2, 3]));
          break;
        case 8:
          frames.push(JSON.stringify({ type: "action", id: "x".repeat(65), action: {} }));
          break;
        default:
          frames.push(JSON.stringify({ type: "action", id, action: pick(junkValues) }));
      }
    }
    const start = blue.frames.length;
    for (const f of frames) blue.send(f);
    await blue.waitFor(start + frames.length);
    const answers = blue.frames.slice(start);
    expect(answers).toHaveLength(10_000);
    const kinds = new Map<string, number>();
    for (const a of answers) {
      const key = type(a) === "error" ? `error:${(a as { code: string }).code}` : type(a);
      kinds.set(key, (kinds.get(key) ?? 0) + 1);
      expect(["error", "refused", "ack", "pong"]).toContain(type(a));
      if (type(a) === "ack") expect(a).toMatchObject({ id: "b1", seq: 2, duplicate: true });
    }
    for (const expected of [
      "error:bad-json",
      "error:too-large",
      "error:invalid-message",
      "error:already-joined",
      "refused",
      "ack",
    ])
      expect(kinds.get(expected) ?? 0).toBeGreaterThan(0);
    // Nothing changed, and the match goes on.
    expect(match.seq).toBe(2);
    expect(JSON.stringify(match.state)).toBe(before);
    expect((await red.send(legalOf("red")[0])).ok).toBe(true);
    blue.close();
    red.close();
  }, 300_000);

  it("turns away forged tokens, spectators acting, and actions before hello", async () => {
    const created = await createMatch(server.url, { engine: "lgc-tcg" });
    for (let i = 0; i < 20; i++) {
      const s = await rawSocket(server.url);
      s.send(
        JSON.stringify({
          type: "hello",
          token: Buffer.from(`forged-${i}-${"z".repeat(30)}`).toString("base64url"),
        }),
      );
      expect(await s.closed).toBe(4401);
      expect(s.frames).toEqual([{ type: "error", code: "unauthorized", message: "this link is not valid" }]);
    }
    const early = await rawSocket(server.url);
    early.send(JSON.stringify({ type: "action", id: "e1", action: { type: "END_TURN", player: "A" } }));
    await early.waitFor(1);
    expect(early.frames[0]).toMatchObject({ type: "error", code: "not-joined", id: "e1" });
    early.close();
    const spectator = await rawSocket(server.url);
    spectator.send(JSON.stringify({ type: "hello", token: parseLink(created.spectator).token }));
    await spectator.waitFor(1);
    expect(spectator.frames[0]).toMatchObject({ type: "welcome", seat: null });
    for (let i = 0; i < 50; i++)
      spectator.send(
        JSON.stringify({
          type: "action",
          id: `s${i}`,
          action: { type: "MULLIGAN", player: "A", replace: [] },
        }),
      );
    await spectator.waitFor(51);
    expect(spectator.frames.slice(1).every((f) => (f as { code?: string }).code === "spectator")).toBe(true);
    spectator.close();
    const match = await server.service.open(created.match.id);
    expect(match?.seq).toBe(0);
  });

  it("closes a socket sending frames past the hard cap, and refuses foreign origins", async () => {
    const s = await rawSocket(server.url);
    s.send("x".repeat(2 * 1024 * 1024));
    expect(await s.closed).toBe(1009);
    await expect(rawSocket(server.url, "https://evil.example")).rejects.toThrow(/403/);
    const ok = await rawSocket(server.url, "http://localhost:5173");
    ok.close();
    const health = await fetch(`${server.url}/health`);
    expect(health.status).toBe(200);
  });
});

describe("limits", () => {
  it("rate-limits a flood and closes a socket after too many errors", async () => {
    const strict = await testServer({ limits: { ratePerSecond: 10, burst: 20, maxErrors: 50 } });
    try {
      const s = await rawSocket(strict.url);
      for (let i = 0; i < 100; i++) s.send(JSON.stringify({ type: "ping" }));
      expect(await s.closed).toBe(1008);
      const codes = s.frames.map((f) => (f as { code?: string }).code ?? type(f));
      expect(codes.filter((c) => c === "pong").length).toBeGreaterThan(0);
      expect(codes.filter((c) => c === "rate-limited")).toHaveLength(50);
      const metrics = await (await fetch(`${strict.url}/metrics`)).text();
      expect(metrics).toMatch(/frames_rejected_total\{code="rate-limited"\} 50/);
    } finally {
      await strict.stop();
    }
  });
});
