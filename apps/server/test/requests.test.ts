/**
 * What the server answers to requests it must refuse or must not leave unanswered: a replay of
 * an unknown kind; each bad clock or seat value by its own pointer and words; bodies carrying
 * prototype keys; rematch requests, every one answered; `/metrics` kept from strangers.
 */
import { createMatch, parseLink } from "@core/match-client";
import { connect } from "@core/match-client/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestServer, testServer, until } from "./helpers.js";
import { type RawSocket, rawSocket } from "./raw.js";

let server: TestServer;
beforeAll(async () => {
  server = await testServer();
});
afterAll(() => server.stop());

const postRaw = (url: string, body: string) =>
  fetch(`${url}/api/matches`, { method: "POST", headers: { "content-type": "application/json" }, body });

/** The status and body of a POST /api/matches. */
async function post(body: unknown): Promise<{ status: number; body: { error?: string; message?: string } }> {
  const response = await postRaw(server.url, typeof body === "string" ? body : JSON.stringify(body));
  return { status: response.status, body: (await response.json()) as { error?: string; message?: string } };
}

describe("replay kinds", () => {
  it("answers 400 to a kind that is neither seat nor full", async () => {
    const created = await createMatch(server.url, { engine: "shing-shang" });
    const token = parseLink(created.links.red as string).token;
    const get = (query: string) =>
      fetch(`${server.url}/api/replay${query}`, { headers: { authorization: `Bearer ${token}` } });
    for (const query of ["?kind=anything", "?kind=", "?kind=seat&kind=full", "?kind=SEAT"]) {
      const response = await get(query);
      expect(response.status, query).toBe(400);
      expect(await response.json()).toEqual({ error: "request", message: "kind must be seat or full" });
    }
    expect((await get("?kind=seat")).status).toBe(200);
    // The default stays the seat's replay; full waits for the end.
    expect((await get("")).status).toBe(200);
    expect((await get("?kind=full")).status).toBe(409);
  });
});

describe("bad create requests", () => {
  it("names each bad clock value by its own pointer and words", async () => {
    const alternatives = '/clock must be null, "standard" or object';
    const cases: [unknown, string][] = [
      ["fast", alternatives],
      [5, alternatives],
      [true, alternatives],
      [{}, "/clock/turnMs must have required property 'turnMs'"],
      [{ turnMs: 5 }, "/clock/turnMs must be >= 1000"],
      [{ turnMs: "60000" }, "/clock/turnMs must be integer"],
      [{ turnMs: 90_000_000 }, "/clock/turnMs must be <= 86400000"],
      [{ turnMs: 60_000, banks: 101 }, "/clock/banks must be <= 100"],
      [{ turnMs: 60_000, bankMs: -1 }, "/clock/bankMs must be >= 0"],
      [{ turnMs: 60_000, speed: 2 }, "/clock/speed is not an allowed property"],
    ];
    for (const [clock, message] of cases)
      expect(await post({ engine: "shing-shang", clock }), JSON.stringify(clock)).toEqual({
        status: 400,
        body: { error: "request", message },
      });
  });

  it("names a bad seat by what it lacks, not by the other kind's discriminator", async () => {
    const seat = async (value: unknown) =>
      (await post({ engine: "shing-shang", seats: { red: value } })).body.message;
    expect(await seat({ kind: "bot" })).toBe("/seats/red/level must have required property 'level'");
    expect(await seat({ kind: "robot" })).toBe('/seats/red/kind must be "human" or "bot"');
    expect(await seat({ kind: "bot", level: 3 })).toBe("/seats/red/level must be string");
    expect(await seat({ kind: "human", level: "easy" })).toBe("/seats/red/level is not an allowed property");
    expect(await seat("bot")).toBe("/seats/red must be object");
  });

  it("refuses prototype keys by their pointer, and says what is wrong with bad JSON", async () => {
    const cases: [string, string][] = [
      ['{"engine":"shing-shang","__proto__":{"x":1}}', "/__proto__"],
      ['{"engine":"shing-shang","setup":{"a":[{"__proto__":null}]}}', "/setup/a/0/__proto__"],
      [
        '{"engine":"shing-shang","setup":{"constructor":{"prototype":{"x":1}}}}',
        "/setup/constructor/prototype",
      ],
    ];
    for (const [body, pointer] of cases)
      expect(await post(body), body).toEqual({
        status: 400,
        body: {
          error: "request",
          message: `${pointer} is a key the server refuses (__proto__, or prototype under constructor)`,
        },
      });
    // A plain `constructor` key is only data: the schema refuses it where it is not allowed.
    expect((await post('{"engine":"shing-shang","constructor":1}')).body.message).toBe(
      "/constructor is not an allowed property",
    );
    expect(await post('{"engine":')).toEqual({
      status: 400,
      body: { error: "request", message: expect.stringMatching(/^the body is not valid JSON: .+/) },
    });
  });
});

describe("rematch requests", () => {
  it("answers every request with the rematch, however many come from however many sockets", async () => {
    const created = await createMatch(server.url, { engine: "shing-shang", setup: { maxPlies: 2 } });
    const red = connect(created.links.red as string);
    const blue = connect(created.links.blue as string);
    await until(blue, (c) => c.snapshot !== null);
    const match = await server.service.open(created.match.id);
    const move = (side: string): unknown => match?.engine.legalActions?.(match.state, side)[0];
    expect((await red.send(move("red"))).ok).toBe(true);
    await until(blue, (c) => c.snapshot?.seq === 1);
    expect((await blue.send(move("blue"))).ok).toBe(true);
    expect(match?.over).toBe(true);
    red.close();
    blue.close();

    const seats = ["red", "blue", "spectator"] as const;
    const sockets = new Map<string, RawSocket>();
    for (const seat of seats) {
      const s = await rawSocket(server.url);
      const link = seat === "spectator" ? created.spectator : (created.links[seat] as string);
      s.send(JSON.stringify({ type: "hello", token: parseLink(link).token }));
      await s.waitFor(1);
      sockets.set(seat, s);
    }
    const rematches = (s: RawSocket) =>
      s.frames.filter((f) => (f as { type: string }).type === "rematch") as { match: string; link: string }[];
    // 20 requests per socket, all three at once; each waits for its answer before the next.
    await Promise.all(
      seats.map(async (seat) => {
        const s = sockets.get(seat) as RawSocket;
        for (let i = 0; i < 20; i++) {
          const before = rematches(s).length;
          s.send(JSON.stringify({ type: "rematch" }));
          const deadline = Date.now() + 20_000;
          while (rematches(s).length === before) {
            if (Date.now() > deadline)
              throw new Error(`${seat}: no answer to rematch request ${i + 1} in 20 s`);
            await new Promise((r) => setTimeout(r, 10));
          }
        }
      }),
    );
    const ids = new Set<string>();
    for (const seat of seats) {
      const frames = rematches(sockets.get(seat) as RawSocket);
      expect(frames.length).toBeGreaterThanOrEqual(20);
      for (const f of frames) ids.add(f.match);
      // Each socket's link opens its own seat of the rematch (the spectators' for the spectator).
      const links = new Set(frames.map((f) => f.link));
      expect(links.size).toBe(1);
    }
    expect(ids.size).toBe(1);
    for (const s of sockets.values()) s.close();
  });
});

describe("/metrics", () => {
  it("answers loopback clients, and others only with the metrics token", async () => {
    expect((await fetch(`${server.url}/metrics`)).status).toBe(200);
    const guarded = await testServer({ trustProxy: ["127.0.0.1"], metricsToken: "m".repeat(32) });
    try {
      const from = (ip: string, token?: string) =>
        fetch(`${guarded.url}/metrics`, {
          headers: {
            "x-forwarded-for": ip,
            ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
          },
        });
      const stranger = await from("203.0.113.9");
      expect(stranger.status).toBe(403);
      expect(await stranger.json()).toEqual({
        error: "unauthorized",
        message: "metrics are for this host, or with the metrics token",
      });
      expect((await from("203.0.113.9", "x".repeat(32))).status).toBe(403);
      const scraper = await from("203.0.113.9", "m".repeat(32));
      expect(scraper.status).toBe(200);
      expect(await scraper.text()).toMatch(/^matches_live /m);
      expect((await from("127.0.0.1")).status).toBe(200);
      expect(
        (await fetch(`${guarded.url}/health`, { headers: { "x-forwarded-for": "203.0.113.9" } })).status,
      ).toBe(200);
    } finally {
      await guarded.stop();
    }
  });
});
