/**
 * Limits per client address over real sockets on loopback: a flood of upgrades is refused with
 * 429 and Retry-After while another address still connects; invalid links are limited, and the
 * refusal is the same whatever the token; behind a trusted proxy the forwarded address counts,
 * and a forged `X-Forwarded-For` counts for nothing without one. The buckets refill at one token
 * an hour here, so no test depends on how fast it runs.
 */
import { createMatch, parseLink, socketUrl } from "@core/match-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { type TestServer, testServer } from "./helpers.js";

const HOURLY = 1 / 3600;

interface Upgrade {
  readonly status: number;
  readonly retryAfter?: string | undefined;
  readonly body?: string;
  /** The open socket (status 101). */
  readonly ws?: WebSocket;
}

/** Opens `/ws` from `localAddress` (default 127.0.0.1) with `headers`; never rejects. */
function upgrade(
  server: string,
  localAddress = "127.0.0.1",
  headers: Record<string, string> = {},
): Promise<Upgrade> {
  const ws = new WebSocket(socketUrl(server), { localAddress, headers });
  return new Promise((resolve, reject) => {
    ws.once("open", () => resolve({ status: 101, ws }));
    ws.once("unexpected-response", (_req, res) => {
      let body = "";
      res.on("data", (chunk: Buffer) => {
        body += chunk.toString("utf8");
      });
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, retryAfter: res.headers["retry-after"], body }),
      );
    });
    ws.once("error", (error) => {
      if (!/Unexpected server response/.test(String(error))) reject(error);
    });
  });
}

/** Sends `hello` with `token` on an open socket; resolves with the frames and the close code. */
function hello(ws: WebSocket, token: string): Promise<{ frames: unknown[]; code: number | null }> {
  const frames: unknown[] = [];
  return new Promise((resolve) => {
    ws.on("message", (data) => {
      const frame = JSON.parse(String(data)) as { type: string };
      frames.push(frame);
      // Welcomed: the attempt is over, and the socket stays open.
      if (frame.type === "welcome") resolve({ frames, code: null });
    });
    ws.once("close", (code) => resolve({ frames, code }));
    ws.send(JSON.stringify({ type: "hello", token }));
  });
}

const closeAll = (uploads: readonly Upgrade[]): void => {
  for (const u of uploads) u.ws?.close();
};

describe("connection attempts per address", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await testServer({ addressLimits: { connect: { perSecond: HOURLY, burst: 5 }, auth: null } });
  });
  afterAll(() => server.stop());

  it("refuses a flood from one address with 429 and Retry-After, while another address connects", async () => {
    const flood: Upgrade[] = [];
    for (let i = 0; i < 8; i++) flood.push(await upgrade(server.url));
    expect(flood.map((u) => u.status)).toEqual([101, 101, 101, 101, 101, 429, 429, 429]);
    const refused = flood[5] as Upgrade;
    // Whole seconds until a token is back (about an hour here), and words that name nothing.
    expect(Number(refused.retryAfter)).toBeGreaterThan(3000);
    expect(Number.isInteger(Number(refused.retryAfter))).toBe(true);
    expect(JSON.parse(refused.body ?? "")).toEqual({
      error: "rate-limited",
      message: "too many connections from your address: try again later",
    });
    // A forged X-Forwarded-For counts for nothing: no proxy is trusted.
    expect((await upgrade(server.url, "127.0.0.1", { "x-forwarded-for": "203.0.113.9" })).status).toBe(429);
    // Another address is untouched.
    const other = await upgrade(server.url, "127.0.0.2");
    expect(other.status).toBe(101);
    const metrics = await (await fetch(`${server.url}/metrics`)).text();
    expect(metrics).toMatch(/^connections_refused_total 4$/m);
    closeAll([...flood, other]);
  });
});

describe("behind a trusted proxy", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await testServer({
      trustProxy: ["127.0.0.1"],
      addressLimits: { connect: { perSecond: HOURLY, burst: 2 }, auth: null },
    });
  });
  afterAll(() => server.stop());

  it("limits the forwarded client address, not the proxy's", async () => {
    const from = (ip: string) => upgrade(server.url, "127.0.0.1", { "x-forwarded-for": ip });
    const a = [await from("203.0.113.1"), await from("203.0.113.1"), await from("203.0.113.1")];
    expect(a.map((u) => u.status)).toEqual([101, 101, 429]);
    // Another client through the same proxy; an IPv6 client is limited by its /64.
    const b = await from("203.0.113.2");
    const v6 = [
      await from("2001:db8:1:2::1"),
      await from("2001:db8:1:2::ffff"),
      await from("2001:db8:1:2:a::b"),
    ];
    expect([b.status, ...v6.map((u) => u.status)]).toEqual([101, 101, 101, 429]);
    expect((await from("2001:db8:1:3::1")).status).toBe(101);
    closeAll([...a, b, ...v6]);
  });
});

describe("failed authentications per address", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await testServer({ addressLimits: { connect: null, auth: { perSecond: HOURLY, burst: 3 } } });
  });
  afterAll(() => server.stop());

  it("valid links cost nothing; past the limit every hello is refused alike, then the upgrade too", async () => {
    const created = await createMatch(server.url, { engine: "shing-shang" });
    const red = parseLink(created.links.red as string).token;
    // Ten good hellos: none counts.
    const good: Upgrade[] = [];
    for (let i = 0; i < 10; i++) {
      const u = await upgrade(server.url);
      good.push(u);
      expect((await hello(u.ws as WebSocket, red)).code).toBeNull();
    }
    closeAll(good);

    // Sockets opened beforehand, then three forged tokens: refused as invalid links.
    const open: Upgrade[] = [];
    for (let i = 0; i < 6; i++) open.push(await upgrade(server.url));
    const forged = "A".repeat(43);
    for (const u of open.slice(0, 3)) {
      const { frames, code } = await hello(u.ws as WebSocket, forged);
      expect(code).toBe(4401);
      expect(frames).toEqual([{ type: "error", code: "unauthorized", message: "this link is not valid" }]);
    }
    // Out of attempts: a forged token and a valid one get the same refusal (1013, try again later).
    const answers = [];
    for (const [i, token] of [forged, red, forged].entries())
      answers.push(await hello(open[3 + i]?.ws as WebSocket, token));
    for (const { frames, code } of answers) {
      expect(code).toBe(1013);
      expect(frames).toHaveLength(1);
      expect(frames[0]).toMatchObject({ type: "error", code: "rate-limited" });
    }
    expect(answers[1]).toEqual(answers[0]);
    // New upgrades from that address are refused before any token is read.
    expect((await upgrade(server.url)).status).toBe(429);
    // Another address still plays.
    const other = await upgrade(server.url, "127.0.0.2");
    expect((await hello(other.ws as WebSocket, red)).code).toBeNull();
    other.ws?.close();
  });
});
