/**
 * Non-interference over the wire: two matches on one server, one from a state and one from its
 * scramble for a seat (everything the seat may not know drawn afresh: `scrambleHidden`), receive
 * the same frames from that seat's socket — its legal actions, other seats' actions, and actions
 * naming hidden ids. Everything the seat and a spectator receive must be byte-identical (match
 * ids and times aside), until a step rightly shows the seat something new (a card it draws).
 */
import { type AnyEngine, type Rng, seedRng } from "@core/engine";
import { parseLink } from "@core/match-client";
import { engine as diplomaxy, MAPS } from "@engines/diplomaxy";
import { scrambleHidden as scrambleMap } from "@engines/diplomaxy/testing";
import { type Setup, engine as tcg } from "@engines/lgc-tcg";
import { scrambleHidden as scrambleDuel } from "@engines/lgc-tcg/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type EngineEntry, loadRegistry } from "../src/index.js";
import { random, type TestServer, testServer } from "./helpers.js";
import { type RawSocket, rawSocket } from "./raw.js";

const REGISTRY = await loadRegistry();

/** The engine, started from the state its setup carries. */
function fromState(engine: AnyEngine): EngineEntry {
  return {
    engine: { ...engine, init: (setup: { state: unknown }) => setup.state },
    defaultSetup: null,
    standardClock: { turnMs: 60_000 },
  };
}

let server: TestServer;
beforeAll(async () => {
  server = await testServer({
    registry: new Map([
      ["lgc-tcg", fromState(tcg)],
      ["diplomaxy", fromState(diplomaxy)],
      ["leaky-tcg", fromState({ ...tcg, view: (state: unknown) => state })],
    ]),
  });
});
afterAll(() => server.stop());

/** A frame without what differs between two matches anyway: ids (the replay token holds one) and server times. */
function normal(frame: unknown): string {
  return JSON.stringify(frame, (key, value) =>
    ["match", "now", "at", "clocks", "replay"].includes(key) ? undefined : value,
  );
}

function strings(value: unknown, into: Set<string>): Set<string> {
  if (typeof value === "string") into.add(value);
  else if (Array.isArray(value)) for (const v of value) strings(v, into);
  else if (typeof value === "object" && value !== null)
    for (const v of Object.values(value)) strings(v, into);
  return into;
}

interface Pair {
  readonly seat: [RawSocket, RawSocket];
  readonly spectator: [RawSocket, RawSocket];
}

async function openPair(engineId: string, state: unknown, scrambled: unknown, seat: string): Promise<Pair> {
  const sockets = async (setup: unknown): Promise<[RawSocket, RawSocket]> => {
    const created = await server.service.create({ engine: engineId, setup });
    const mine = await rawSocket(server.url);
    const watcher = await rawSocket(server.url);
    mine.send(JSON.stringify({ type: "hello", token: parseLink(created.links[seat] as string).token }));
    watcher.send(JSON.stringify({ type: "hello", token: parseLink(created.spectator).token }));
    await mine.waitFor(1);
    await watcher.waitFor(1);
    return [mine, watcher];
  };
  const [a, aw] = await sockets({ state });
  const [b, bw] = await sockets({ state: scrambled });
  return { seat: [a, b], spectator: [aw, bw] };
}

/** Frames each socket of a pair received since `from`, once both have as many as `count`. */
async function same(pair: [RawSocket, RawSocket], from: number): Promise<boolean> {
  const [a, b] = pair;
  // Every probe gets an answer; updates come before the ack: wait until both are quiet and equal in number.
  await new Promise((r) => setTimeout(r, 20));
  await Promise.all([a.waitFor(b.frames.length), b.waitFor(a.frames.length)]);
  const left = a.frames.slice(from).map(normal);
  const right = b.frames.slice(from).map(normal);
  expect(right).toEqual(left);
  return true;
}

interface Case {
  readonly engine: AnyEngine;
  readonly start: (seed: number) => unknown;
  readonly scramble: (state: never, seat: string, rng: Rng) => unknown;
}

const CASES: Record<string, Case> = {
  "lgc-tcg": {
    engine: tcg,
    start: (seed) => tcg.init({ ...(REGISTRY.get("lgc-tcg")?.defaultSetup as Setup), seed }),
    scramble: scrambleDuel as Case["scramble"],
  },
  diplomaxy: {
    engine: diplomaxy,
    start: () => diplomaxy.init(MAPS.duel),
    scramble: scrambleMap as Case["scramble"],
  },
};

/** Plays states and their scrambles side by side; returns how many frames were compared. */
async function compareScrambles(id: string, c: Case): Promise<number> {
  let compared = 0;
  for (let game = 0; game < 10; game++) {
    const rng = random(game + 1);
    let state = c.start(game + 1);
    for (let n = Math.floor(rng() * 30); n > 0; n--) {
      const legal = c.engine.legalActions?.(state) ?? [];
      if (legal.length === 0 || (c.engine.toAct?.(state) ?? []).length === 0) break;
      const next = c.engine.reduce(state, legal[Math.floor(rng() * legal.length)]).state;
      if ((c.engine.toAct?.(next) ?? []).length === 0) break;
      state = next;
    }
    const seat = (c.engine.toAct?.(state) ?? [])[0];
    if (seat === undefined) continue;
    const scrambled = c.scramble(state as never, seat, seedRng(game + 100));
    const hidden = [...strings(state, new Set())]
      .filter((s) => !strings(scrambled, new Set()).has(s))
      .slice(0, 20);
    const pair = await openPair(id, state, scrambled, seat);
    await same(pair.seat, 0);
    await same(pair.spectator, 0);
    let live = state;
    for (let step = 0; step < 12; step++) {
      const mine = c.engine.legalActions?.(live, seat) ?? [];
      const others = (c.engine.legalActions?.(live) ?? []).filter((a) => c.engine.actor?.(live, a) !== seat);
      const probes: unknown[] = [...others.slice(0, 3)];
      const hiddenId = (): string => hidden[Math.floor(rng() * hidden.length)] ?? "#none";
      for (const a of mine.slice(0, 6))
        for (const [key, value] of Object.entries(a as object)) {
          if (key === "type" || key === "player") continue;
          if (typeof value === "string") probes.push({ ...(a as object), [key]: hiddenId() });
          if (Array.isArray(value)) probes.push({ ...(a as object), [key]: [hiddenId()] });
        }
      const from = pair.seat[0].frames.length;
      const watched = pair.spectator[0].frames.length;
      for (const [k, probe] of probes.entries())
        for (const s of pair.seat)
          s.send(JSON.stringify({ type: "action", id: `p${step}-${k}`, action: probe }));
      await pair.seat[0].waitFor(from + probes.length);
      await same(pair.seat, from);
      await same(pair.spectator, watched);
      compared += probes.length;
      // A probe accepted (in both) moved the game on: the mirror here no longer follows it.
      if (pair.seat[0].frames.slice(from).some((f) => (f as { type: string }).type === "ack")) break;
      if (mine.length === 0) break;
      // One real step; stop once it rightly shows the seat something new.
      const action = mine[Math.floor(rng() * mine.length)];
      const before = pair.seat[0].frames.length;
      for (const s of pair.seat) s.send(JSON.stringify({ type: "action", id: `m${step}`, action }));
      await pair.seat[0].waitFor(before + 2);
      await pair.seat[1].waitFor(before + 2);
      if (normal(pair.seat[0].frames.at(-2)) !== normal(pair.seat[1].frames.at(-2))) break;
      await same(pair.seat, before);
      compared++;
      live = c.engine.reduce(live, { ...(action as object), seat }).state;
      if (!(c.engine.toAct?.(live) ?? []).includes(seat)) break;
    }
    for (const s of [...pair.seat, ...pair.spectator]) s.close();
  }
  return compared;
}

describe("non-interference over the wire", () => {
  for (const [id, c] of Object.entries(CASES)) {
    it(`${id}: a seat and a spectator receive the same bytes from a state and its scramble`, async () => {
      expect(await compareScrambles(id, c)).toBeGreaterThan(30);
    }, 300_000);
  }

  it("catches a server whose views leak (the check can fail)", async () => {
    const leaky: Case = {
      ...(CASES["lgc-tcg"] as Case),
      engine: { ...tcg, view: (state: unknown) => state },
    };
    await expect(compareScrambles("leaky-tcg", leaky)).rejects.toThrow();
  }, 300_000);
});
