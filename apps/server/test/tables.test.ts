/**
 * The table over the protocol (resign, draw offers, take-backs): facts logged before they are
 * acknowledged, told to every seat and spectator, kept across a restart, shown by replays; and
 * the adversary's view — only a seat acts for itself, a spectator not at all, a frame sent twice
 * changes the match once.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { compileSchema, jsonEqual, replay } from "@core/engine";
import {
  type CreatedMatch,
  createMatch,
  type EndedMessage,
  fetchReplay,
  type MatchClient,
  PROTOCOL_SCHEMA,
  parseLink,
  type ServerMessage,
} from "@core/match-client";
import { connect } from "@core/match-client/node";
import { MAPS } from "@engines/diplomaxy";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "../src/index.js";
import { engineOf, opened, until } from "./helpers.js";
import { rawSocket } from "./raw.js";

const checkFrame = compileSchema<ServerMessage>({ $ref: `${PROTOCOL_SCHEMA.$id}#/$defs/serverMessage` }, [
  PROTOCOL_SCHEMA,
]);

let dir = "";
let server: RunningServer;
const options = () => ({
  port: 0,
  dataDir: dir,
  logger: false as const,
  addressLimits: { connect: null, auth: null },
  connections: { perAddress: null },
});

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "match-table-"));
  server = await startServer(options());
});
afterAll(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

const clients: MatchClient[] = [];
afterEach(() => {
  for (const c of clients.splice(0)) c.close();
});

/** A client on `link`, every frame it receives checked against the protocol's schema. */
type Watched = MatchClient & { frames: ServerMessage[] };

async function enter(link: string): Promise<Watched> {
  const client = Object.assign(connect(link, { minDelayMs: 10, maxDelayMs: 100 }), {
    frames: [] as ServerMessage[],
  });
  const keep = (m: ServerMessage) => {
    expect(checkFrame(m).ok, JSON.stringify(m)).toBe(true);
    client.frames.push(m);
  };
  client.on("update", keep);
  client.on("ended", keep);
  client.on("welcome", keep);
  clients.push(client);
  await opened(client);
  return client;
}

/** A Shing Shang match between two people, with both seats and a spectator connected. */
async function table(request: object = {}): Promise<{
  created: CreatedMatch;
  red: Watched;
  blue: Watched;
  spectator: Watched;
}> {
  const created = await createMatch(server.url, { engine: "shing-shang", ...request });
  const red = await enter(created.links.red as string);
  const blue = await enter(created.links.blue as string);
  const spectator = await enter(created.spectator);
  return { created, red, blue, spectator };
}

/** The first legal action of `seat` in the view `client` holds (Shing Shang hides nothing). */
function choose(client: MatchClient, seat: string): unknown {
  const legal = engineOf("shing-shang").legalActions?.(client.snapshot?.view, seat) ?? [];
  if (legal.length === 0) throw new Error(`${seat} has no legal action`);
  return legal[0];
}

/** Plays one move of `seat` (the engine's bot on its view); resolves with its seq. */
async function move(client: MatchClient, seat: string): Promise<number> {
  const result = await client.send(choose(client, seat));
  if (!result.ok) throw new Error(`move refused: ${result.reason}`);
  await until(client, (c) => (c.snapshot?.seq ?? 0) >= result.seq);
  return result.seq;
}

/** Plays until it is `seat`'s turn again after at least one move of each (a chain may take several). */
async function turn(client: MatchClient, seat: string): Promise<void> {
  await until(client, (c) => c.snapshot?.toAct.includes(seat) === true);
  do await move(client, seat);
  while (client.snapshot?.toAct.includes(seat));
}

/** `seat`'s link on the server as it is now (restarted on another port). */
const relinked = (created: CreatedMatch, seat: string): string =>
  `${server.url}/join#${parseLink(created.links[seat] as string).token}`;

const synced = (clients: MatchClient[], seq: number) =>
  Promise.all(clients.map((c) => until(c, (x) => (x.snapshot?.seq ?? 0) >= seq)));

describe("resigning", () => {
  it("is logged before its ack, ends the match for every seat and spectator, and stays after a restart", async () => {
    const { created, red, blue, spectator } = await table();
    const result = await red.table({ type: "resign" });
    expect(result).toMatchObject({ ok: true, duplicate: false });
    if (!result.ok) return;
    const log = await server.store.log.readLog(created.match.id, 0);
    expect(log.at(-1)).toMatchObject({
      seq: result.seq,
      seat: "red",
      action: null,
      table: { type: "resign" },
    });
    await synced([red, blue, spectator], result.seq);
    const ended: EndedMessage = { type: "ended", result: { type: "resigned", seat: "red" } };
    for (const c of [red, blue, spectator]) {
      await until(c, () => c.frames.some((f) => f.type === "ended"));
      expect(c.frames.filter((f) => f.type === "ended")).toEqual([ended]);
      expect(c.snapshot).toMatchObject({
        over: true,
        toAct: [],
        table: { offer: null, result: ended.result },
      });
    }
    // Over at the table: no move, no second resignation.
    expect(await blue.send(choose(blue, "red"))).toMatchObject({ ok: false, reason: "match-over" });
    expect(await blue.table({ type: "resign" })).toEqual({ ok: false, reason: "match-over" });

    await server.close();
    server = await startServer(options());
    const again = await enter(relinked(created, "blue"));
    expect(again.snapshot).toMatchObject({ over: true, table: { result: ended.result } });
    const token = parseLink(created.spectator).token;
    const full = await fetchReplay(server.url, token, "full");
    expect(full.result).toEqual(ended.result);
    expect(full.table).toEqual([
      { seq: result.seq, at: expect.any(Number), seat: "red", fact: { type: "resign" } },
    ]);
    expect(full.actions).toEqual([]);
  });

  it("is for a seat alone: a spectator's request is an error and changes nothing", async () => {
    const { created, spectator } = await table();
    const raw = await rawSocket(server.url);
    raw.send(JSON.stringify({ type: "hello", token: parseLink(created.spectator).token }));
    await raw.waitFor(1);
    raw.send(JSON.stringify({ type: "table", id: "s1", request: { type: "resign" } }));
    await raw.waitFor(2);
    expect(raw.frames[1]).toMatchObject({ type: "error", code: "spectator", id: "s1" });
    raw.close();
    expect(await server.store.log.readLog(created.match.id, 0)).toEqual([]);
    expect(spectator.snapshot?.over).toBe(false);
  });

  it("answers a frame sent twice (a replay) from the log, and remembers a refusal", async () => {
    const { created } = await table();
    const raw = await rawSocket(server.url);
    raw.send(JSON.stringify({ type: "hello", token: parseLink(created.links.blue as string).token }));
    await raw.waitFor(1);
    const offer = JSON.stringify({ type: "table", id: "o1", request: { type: "offer", kind: "draw" } });
    raw.send(offer);
    raw.send(offer);
    // Not blue's offer to accept: refused, and refused again after it became acceptable by seq.
    raw.send(JSON.stringify({ type: "table", id: "a1", request: { type: "accept", offer: 1 } }));
    await raw.waitFor(5);
    const answers = raw.frames.filter((f) => (f as { type: string }).type !== "update");
    expect(answers).toEqual([
      expect.objectContaining({ type: "welcome" }),
      { type: "ack", id: "o1", seq: 1, duplicate: false },
      { type: "ack", id: "o1", seq: 1, duplicate: true },
      { type: "refused", id: "a1", reason: "own-offer" },
    ]);
    raw.close();
    expect(await server.store.log.readLog(created.match.id, 0)).toHaveLength(1);
  });
});

describe("offering a draw", () => {
  it("accepted: a draw for everyone; the answer names the offer by its seq", async () => {
    const { red, blue, spectator } = await table();
    const offered = await red.table({ type: "offer", kind: "draw" });
    if (!offered.ok) throw new Error(offered.reason);
    await until(blue, (c) => c.snapshot?.table.offer !== null);
    expect(blue.snapshot?.table.offer).toEqual({ seq: offered.seq, kind: "draw", by: "red" });
    expect(await blue.table({ type: "accept", offer: offered.seq + 1 })).toEqual({
      ok: false,
      reason: "no-such-offer",
    });
    const accepted = await blue.table({ type: "accept", offer: offered.seq });
    expect(accepted.ok).toBe(true);
    for (const c of [red, blue, spectator]) {
      await until(c, (x) => x.snapshot?.over === true);
      expect(c.snapshot?.table).toEqual({ offer: null, result: { type: "draw" } });
    }
    expect(spectator.frames.at(-1)).toEqual({ type: "ended", result: { type: "draw" } });
  });

  it("declined, withdrawn, or lapsed when its offerer moves", async () => {
    const { red, blue } = await table();
    const first = await red.table({ type: "offer", kind: "draw" });
    if (!first.ok) throw new Error(first.reason);
    expect(await red.table({ type: "offer", kind: "draw" })).toMatchObject({ reason: "offer-pending" });
    expect(await blue.table({ type: "decline", offer: first.seq })).toMatchObject({ ok: true });
    const second = await red.table({ type: "offer", kind: "draw" });
    if (!second.ok) throw new Error(second.reason);
    expect(await blue.table({ type: "withdraw", offer: second.seq })).toMatchObject({
      reason: "not-your-offer",
    });
    expect(await red.table({ type: "withdraw", offer: second.seq })).toMatchObject({ ok: true });
    const third = await red.table({ type: "offer", kind: "draw" });
    if (!third.ok) throw new Error(third.reason);
    const moved = await move(red, "red");
    await synced([blue], moved);
    expect(blue.snapshot?.table).toEqual({ offer: null, result: null });
    expect(await blue.table({ type: "accept", offer: third.seq })).toMatchObject({ reason: "no-such-offer" });
    expect(blue.snapshot?.over).toBe(false);
  });

  it("is not for a bot's seat, nor in a match of more than two seats; resigning against a bot is", async () => {
    const bot = await createMatch(server.url, {
      engine: "shing-shang",
      seats: { blue: { kind: "bot", level: "easy" } },
    });
    const red = await enter(bot.links.red as string);
    expect(await red.table({ type: "offer", kind: "draw" })).toEqual({ ok: false, reason: "bot-opponent" });
    expect(await red.table({ type: "resign" })).toMatchObject({ ok: true });
    const five: CreatedMatch = await createMatch(server.url, { engine: "diplomaxy", setup: MAPS.pentarchy });
    const first = await enter(Object.values(five.links)[0] as string);
    expect(await first.table({ type: "resign" })).toEqual({ ok: false, reason: "two-seats-only" });
  });
});

describe("taking back", () => {
  it("replays the log without the offerer's last turn once the other seat accepts; replays show it", async () => {
    const { created, red, blue, spectator } = await table();
    await turn(red, "red");
    await turn(blue, "blue");
    const standing = (await server.store.log.readLog(created.match.id, 0)).map((e) => e.action);
    await turn(red, "red");
    const offered = await red.table({ type: "offer", kind: "takeback" });
    if (!offered.ok) throw new Error(offered.reason);
    await until(blue, (c) => c.snapshot?.table.offer !== null);
    expect(blue.snapshot?.table.offer).toMatchObject({
      kind: "takeback",
      by: "red",
      undo: standing.length + 1,
    });
    const accepted = await blue.table({ type: "accept", offer: offered.seq });
    if (!accepted.ok) throw new Error(accepted.reason);
    await synced([red, blue, spectator], accepted.seq);
    const engine = engineOf("shing-shang");
    const before = replay(engine, {}, standing).state;
    for (const c of [red, blue, spectator])
      expect(jsonEqual(c.snapshot?.view, JSON.parse(JSON.stringify(before)))).toBe(true);
    expect(red.snapshot?.toAct).toEqual(["red"]);
    const update = blue.frames.find((f) => f.type === "update" && f.seq === accepted.seq);
    expect(update).toMatchObject({ undo: standing.length + 1, fact: { type: "accept", seat: "blue" } });
    // The game goes on from there; then red resigns, and the replays tell all of it.
    await turn(red, "red");
    await red.table({ type: "resign" });
    const token = parseLink(created.spectator).token;
    const full = await fetchReplay(server.url, token, "full");
    const offline = replay(engine, full.setup, full.actions);
    expect(
      offline.steps.every((s) => s.events.every((e) => (e as { type: string }).type !== "rejected")),
    ).toBe(true);
    expect(full.actions.slice(0, standing.length)).toEqual(standing);
    expect(full.taken?.length).toBeGreaterThan(0);
    expect(full.table?.map((t) => t.fact.type)).toEqual(["offer", "accept", "resign"]);
    expect(full.result).toEqual({ type: "resigned", seat: "red" });
    const seen = await fetchReplay(server.url, token, "seat");
    const undone = seen.frames.find((f) => f.undo !== undefined);
    expect(undone).toMatchObject({ seq: accepted.seq, undo: standing.length + 1 });
    expect(jsonEqual(undone?.view, JSON.parse(JSON.stringify(before)))).toBe(true);
  });

  it("survives a restart: the state rebuilt from the log leaves the taken-back steps out", async () => {
    const { created, red, blue } = await table();
    await turn(red, "red");
    const standing = (await server.store.log.readLog(created.match.id, 0)).map((e) => e.action);
    await turn(blue, "blue");
    const offered = await blue.table({ type: "offer", kind: "takeback" });
    if (!offered.ok) throw new Error(offered.reason);
    expect(await red.table({ type: "accept", offer: offered.seq })).toMatchObject({ ok: true });
    await server.close();
    server = await startServer(options());
    const again = await enter(relinked(created, "blue"));
    const before = replay(engineOf("shing-shang"), {}, standing).state;
    expect(jsonEqual(again.snapshot?.view, JSON.parse(JSON.stringify(before)))).toBe(true);
    expect(again.snapshot?.toAct).toEqual(["blue"]);
  });

  it("is refused where the engine hides information, and before the seat has moved", async () => {
    const { blue } = await table();
    expect(await blue.table({ type: "offer", kind: "takeback" })).toEqual({
      ok: false,
      reason: "nothing-to-take-back",
    });
    const duel = await createMatch(server.url, { engine: "diplomaxy", setup: MAPS.duel });
    const first = await enter(Object.values(duel.links)[0] as string);
    expect(await first.table({ type: "offer", kind: "takeback" })).toEqual({
      ok: false,
      reason: "takeback-not-allowed",
    });
  });
});
