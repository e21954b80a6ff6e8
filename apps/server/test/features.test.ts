/** Clocks, replays, rematches, resumption and the HTTP API, over loopback. */
import { compileSchema, jsonEqual, replay, SetupError } from "@core/engine";
import {
  type CreatedMatch,
  createMatch,
  fetchReplay,
  HttpError,
  type HttpErrorBody,
  type MatchClient,
  PROTOCOL_SCHEMA,
  parseLink,
  type UpdateMessage,
} from "@core/match-client";
import { connect } from "@core/match-client/node";
import { MAPS } from "@engines/diplomaxy";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { advanceClock, clocksAt, nextDeadline, startClock } from "../src/index.js";
import { engineOf, play, random, type TestServer, testServer, until } from "./helpers.js";

/** The protocol's schema of an HTTP error body. */
const checkHttpError = compileSchema<unknown>({ $ref: `${PROTOCOL_SCHEMA.$id}#/$defs/httpError` }, [
  PROTOCOL_SCHEMA,
]);

let server: TestServer;
beforeAll(async () => {
  server = await testServer();
});
afterAll(() => server.stop());

describe("clock arithmetic", () => {
  const options = { turnMs: 1000, banks: 2, bankMs: 500 };

  it("runs a waited-for seat's clock, draws banks past the turn, restarts on a new turn", () => {
    let clock = startClock(options, ["A", "B"], ["A"], 1, 0);
    expect(nextDeadline(options, clock)).toEqual({ seat: "A", at: 2000 });
    expect(clocksAt(options, clock, 1200)?.A).toEqual({
      turnLeftMs: 300,
      banks: 1,
      bankMs: 500,
      running: true,
    });
    // A acts at 1200 and stays to act: same turn, its time keeps counting.
    clock = advanceClock(options, clock, 1200, 1, ["A"]);
    expect(nextDeadline(options, clock)).toEqual({ seat: "A", at: 2000 });
    // A ends its turn at 1300: one bank drawn for good; B's clock starts afresh.
    clock = advanceClock(options, clock, 1300, 2, ["B"]);
    expect(clock.seats.A).toEqual({ used: 0, banks: 1, since: null });
    expect(nextDeadline(options, clock)).toEqual({ seat: "B", at: 1300 + 1000 + 1000 });
    // B's turn: A's clock is stopped and shows what it has left.
    expect(clocksAt(options, clock, 5000)?.A).toEqual({
      turnLeftMs: 1000,
      banks: 1,
      bankMs: 500,
      running: false,
    });
  });

  it("pauses a seat that leaves toAct within a turn and resumes it where it was", () => {
    let clock = startClock({ turnMs: 1000 }, ["n", "s"], ["n", "s"], 1, 0);
    clock = advanceClock({ turnMs: 1000 }, clock, 400, 1, ["s"]);
    clock = advanceClock({ turnMs: 1000 }, clock, 900, 1, ["n", "s"]);
    // n used 400 ms, then rejoined at 900: 600 ms left.
    expect(clock.seats.n).toEqual({ used: 400, banks: 0, since: 900 });
    expect(nextDeadline({ turnMs: 1000 }, clock)).toEqual({ seat: "s", at: 1000 });
  });
});

/** Resolves with the first update matching `predicate`. */
function nextUpdate(client: MatchClient, predicate: (u: UpdateMessage) => boolean): Promise<UpdateMessage> {
  return new Promise((resolve) => {
    const off = client.on("update", (u) => {
      if (!predicate(u)) return;
      off();
      resolve(u);
    });
  });
}

describe("clocks over the wire", () => {
  it("TCG: idle seats keep their hands, then a turn ends when its time and bank run out", async () => {
    const created = await createMatch(server.url, {
      engine: "lgc-tcg",
      clock: { turnMs: 1000, banks: 1, bankMs: 1000 },
    });
    const a = connect(created.links.A as string);
    const ended = nextUpdate(a, (u) => u.events.some((e) => (e as { type: string }).type === "turnEnded"));
    await until(a, (c) => c.snapshot !== null);
    // (How much is left by now depends on how loaded the machine is: only its shape is certain.)
    expect(a.snapshot?.clocks?.A).toMatchObject({ bankMs: 1000 });
    const update = await ended;
    const log = await server.store.log.readLog(created.match.id, 0);
    expect(log.map((e) => [e.seat, (e.action as { type: string }).type])).toEqual([
      [null, "MULLIGAN"],
      [null, "MULLIGAN"],
      [null, "END_TURN"],
    ]);
    // The first player spent its turn and its bank; the other's clock runs.
    const first = (log[2]?.action as { player: string } | undefined)?.player ?? "";
    expect(update.clocks?.[first]).toMatchObject({ banks: 0, running: false });
    a.close();
  }, 120_000);

  it("Diplomaxy: the turn's deadline resolves it; Shing Shang: an idle side's move is played", async () => {
    const dip = await createMatch(server.url, {
      engine: "diplomaxy",
      setup: MAPS.duel,
      clock: { turnMs: 1000 },
    });
    const north = connect(dip.links.north as string);
    await nextUpdate(north, () => true);
    const dipLog = await server.store.log.readLog(dip.match.id, 0);
    expect(dipLog[0]).toMatchObject({ seat: null, action: { type: "resolve" } });
    north.close();
    const ss = await createMatch(server.url, { engine: "shing-shang", clock: { turnMs: 1000 } });
    const red = connect(ss.links.red as string);
    const moved = await nextUpdate(red, () => true);
    expect(moved.toAct).toEqual(["blue"]);
    red.close();
  }, 120_000);
});

async function finished(
  engine: string,
  setup?: unknown,
): Promise<{ created: CreatedMatch; clients: MatchClient[] }> {
  const created = await createMatch(server.url, { engine, setup });
  const match = await server.service.open(created.match.id);
  if (match === null) throw new Error("no match");
  const rng = random(5);
  const played = await play(created, {
    choose: (_c, seat) => {
      const legal = match.engine.legalActions?.(match.state, seat) ?? [];
      return legal.length === 0 ? null : legal[Math.floor(rng() * legal.length)];
    },
  });
  return { created, clients: [...played.clients.values()] };
}

describe("replays", () => {
  it("a seat's replay is what it saw; the full one opens once the match is over", async () => {
    const created = await createMatch(server.url, { engine: "lgc-tcg" });
    const token = parseLink(created.links.A as string).token;
    await expect(fetchReplay(server.url, token, "full")).rejects.toThrow(/409/);
    const { created: done, clients } = await finished("shing-shang", { maxPlies: 30 });
    const full = await fetchReplay(server.url, parseLink(done.links.red as string).token, "full");
    const engine = engineOf("shing-shang");
    const offline = replay(engine, full.setup, full.actions);
    const mine = await fetchReplay(server.url, parseLink(done.links.blue as string).token, "seat");
    expect(mine.seat).toBe("blue");
    expect(mine.frames).toHaveLength(full.actions.length + 1);
    expect(jsonEqual(mine.frames.at(-1)?.view, offline.state)).toBe(true);
    for (const c of clients) c.close();
    await expect(fetchReplay(server.url, "A".repeat(43), "seat")).rejects.toThrow(/401/);
  });

  it("TCG replays hide what the seat could not see, and the full one has the seed", async () => {
    const { created, clients } = await finished("lgc-tcg");
    const seat = await fetchReplay(server.url, parseLink(created.links.A as string).token, "seat");
    expect(JSON.stringify(seat)).not.toContain('"seed"');
    const full = await fetchReplay(server.url, parseLink(created.spectator).token, "full");
    expect(full.setup).toHaveProperty("seed");
    const offline = replay(engineOf("lgc-tcg"), full.setup, full.actions);
    const last = engineOf("lgc-tcg").view?.(offline.state, "A");
    expect(jsonEqual(seat.frames.at(-1)?.view, JSON.parse(JSON.stringify(last)))).toBe(true);
    for (const c of clients) c.close();
  });
});

describe("rematch and resumption", () => {
  it("a finished match's rematch gives each seat its own new link, once", async () => {
    const { created, clients } = await finished("shing-shang", { maxPlies: 10 });
    const [red, blue] = clients as [MatchClient, MatchClient];
    const links = Promise.all(
      [red, blue].map((c) => new Promise<string>((r) => c.on("rematch", (m) => r(m.link)))),
    );
    red.requestRematch();
    blue.requestRematch();
    const [redLink, blueLink] = await links;
    expect(redLink).not.toBe(blueLink);
    const again = connect(redLink as string);
    await until(again, (c) => c.snapshot !== null);
    expect(again.snapshot?.seat).toBe("red");
    expect(again.snapshot?.match.rematchOf).toBe(created.match.id);
    const old = connect(created.links.blue as string);
    await until(old, (c) => c.snapshot !== null);
    expect(old.snapshot?.rematch).toBe(blueLink);
    for (const c of [...clients, again, old]) c.close();
  });

  it("a client resuming from a kept snapshot gets exactly the updates it missed", async () => {
    const created = await createMatch(server.url, { engine: "shing-shang" });
    const match = await server.service.open(created.match.id);
    const move = (side: string): unknown => match?.engine.legalActions?.(match.state, side)[0];
    const red = connect(created.links.red as string);
    const blue = connect(created.links.blue as string);
    const watcher = connect(created.spectator);
    await until(blue, (c) => c.snapshot !== null);
    await red.send(move("red"));
    await until(watcher, (c) => c.snapshot?.seq === 1);
    const kept = watcher.snapshot;
    watcher.close();
    // The spectator is away (a page reload) for two moves, then comes back with its snapshot.
    await blue.send(move("blue"));
    await red.send(move("red"));
    const seen: number[] = [];
    const back = connect(created.spectator, kept === null ? {} : { resume: kept });
    back.on("update", (u) => seen.push(u.seq));
    const welcome = await new Promise<{ resumed: boolean; seq: number }>((r) => back.on("welcome", r));
    await until(back, (c) => c.snapshot?.seq === 3);
    expect(welcome).toMatchObject({ resumed: true, seq: 1 });
    expect(seen).toEqual([2, 3]);
    expect(back.snapshot?.view).toEqual(JSON.parse(JSON.stringify(match?.state)));
    for (const c of [red, blue, back]) c.close();
  });

  it("a setup refused without a reason code has no `reason` in the answer", async () => {
    // No registered engine throws one any more: an engine of an older release is stood in for.
    const older = await testServer({
      registry: new Map([
        [
          "older",
          {
            engine: {
              ...engineOf("shing-shang"),
              init: () => {
                throw new SetupError("no such table", "/table");
              },
            },
            defaultSetup: {},
            standardClock: { turnMs: 60_000 },
          },
        ],
      ]),
    });
    try {
      const answer = await fetch(`${older.url}/api/matches`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ engine: "older", setup: { table: 1 } }),
      });
      expect(await answer.json()).toEqual({
        error: "request",
        message: "setup: /table: no such table",
        setup: { pointer: "/table", detail: "no such table" },
      });
    } finally {
      await older.stop();
    }
  });

  it("the HTTP API says what is wrong with a request", async () => {
    const post = (body: unknown) =>
      fetch(`${server.url}/api/matches`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    expect((await post({ engine: "chess" })).status).toBe(400);
    expect(await (await post({ engine: "lgc-tcg", seats: { C: { kind: "human" } } })).json()).toMatchObject({
      message: expect.stringMatching(/no seat "C"/),
    });
    expect(
      await (await post({ engine: "shing-shang", seats: { red: { kind: "bot", level: "godlike" } } })).json(),
    ).toMatchObject({
      message: expect.stringMatching(/no bot level/),
    });
    // A refused setup: the engine's reason, pointer and words apart, besides the old message.
    expect(await (await post({ engine: "lgc-tcg", setup: { players: [] } })).json()).toEqual({
      error: "request",
      message: expect.stringMatching(/^setup: /),
      setup: { reason: "schema", pointer: expect.any(String), detail: expect.any(String) },
    });
    const ghost = {
      heroClass: "MAGE",
      deck: { name: "Old", heroClass: "MAGE", cards: [{ cardId: "crea_fantome", version: 1, count: 1 }] },
    };
    const refused = await post({ engine: "lgc-tcg", setup: { players: [ghost, ghost] } });
    expect(refused.status).toBe(400);
    const body = (await refused.json()) as HttpErrorBody;
    expect(body).toEqual({
      error: "request",
      message: 'setup: /players/0/deck/cards/0: unknown card "crea_fantome" version 1',
      setup: {
        reason: "unknown-card",
        pointer: "/players/0/deck/cards/0",
        detail: 'unknown card "crea_fantome" version 1',
      },
    });
    expect(checkHttpError(body).ok).toBe(true);
    // The client reads it as an HttpError with the same fields.
    const thrown = await createMatch(server.url, {
      engine: "lgc-tcg",
      setup: { players: [ghost, ghost] },
    }).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(HttpError);
    expect(thrown).toMatchObject({
      status: 400,
      code: "request",
      setup: body.setup,
      message: `400: ${body.message}`,
    });
    // Shing Shang's and Diplomaxy's setups are refused with their reason codes too.
    const square = { position: { turn: "red", pieces: { a1: { side: "red", kind: "monkey" } } } };
    expect(await (await post({ engine: "shing-shang", setup: square })).json()).toEqual({
      error: "request",
      message: "setup: /position/pieces/a1: a1 is not one of the 84 squares of the board",
      setup: {
        reason: "off-board",
        pointer: "/position/pieces/a1",
        detail: "a1 is not one of the 84 squares of the board",
      },
    });
    const stray = {
      ...MAPS.duel,
      units: MAPS.duel.units.map((u, i) => (i === 0 ? { ...u, owner: "east" } : u)),
    };
    expect(await (await post({ engine: "diplomaxy", setup: stray })).json()).toMatchObject({
      setup: { reason: "unknown-player", pointer: "/units/0/owner" },
    });
    // Other refusals have no `setup`.
    expect(
      await (await post({ engine: "lgc-tcg", seats: { C: { kind: "human" } } })).json(),
    ).not.toHaveProperty("setup");
    expect((await post({ engine: "lgc-tcg", extra: 1 })).status).toBe(400);
    const join = await fetch(`${server.url}/api/join`, { headers: { authorization: "Bearer nope" } });
    expect(join.status).toBe(401);
  });
});
