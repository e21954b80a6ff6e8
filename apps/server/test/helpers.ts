/**
 * Test helpers: servers on loopback port 0 in a temporary data directory, clients that play a
 * match through the protocol, and the offline check (the server's log replayed by the engine
 * alone gives the same final state and the same views).
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type AnyEngine, compileSchema, jsonEqual, replay } from "@core/engine";
import {
  type CreatedMatch,
  fetchReplay,
  type MatchClient,
  type MatchClientOptions,
  PROTOCOL_SCHEMA,
  type PresenceMessage,
  parseLink,
  type ServerMessage,
} from "@core/match-client";
import { connect } from "@core/match-client/node";
import { expect } from "vitest";
import { loadRegistry, type RunningServer, type ServerOptions, startServer } from "../src/index.js";

/** A seeded generator (mulberry32) for the tests' own random choices. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface TestServer extends RunningServer {
  readonly dir: string;
  stop(): Promise<void>;
}

/** A server on 127.0.0.1:0 with its own temporary data directory. */
export async function testServer(options: ServerOptions = {}): Promise<TestServer> {
  const dir = await mkdtemp(join(tmpdir(), "match-server-"));
  const server = await startServer({
    port: 0,
    dataDir: dir,
    logger: false,
    // Every test client shares one loopback address: limits fit for one person would refuse the
    // suite's crowds (test/address-limits.test.ts sets its own).
    addressLimits: { connect: null, auth: null },
    connections: { perAddress: null },
    ...options,
  });
  return {
    ...server,
    dir,
    stop: async () => {
      await server.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** The hosted engines, loaded once for every test file that uses them. */
const REGISTRY = await loadRegistry();

export function engineOf(id: string): AnyEngine {
  const entry = REGISTRY.get(id);
  if (entry === undefined) throw new Error(`no engine ${id}`);
  return entry.engine;
}

/** Resolves when `predicate` holds of the client (checked now and on every frame). */
export function until(client: MatchClient, predicate: (c: MatchClient) => boolean): Promise<void> {
  return new Promise((resolve) => {
    if (predicate(client)) return resolve();
    const offs = [
      client.on("welcome", () => check()),
      client.on("update", () => check()),
      client.on("status", () => check()),
      client.on("presence", () => check()),
    ];
    const check = (): void => {
      if (!predicate(client)) return;
      for (const off of offs) off();
      resolve();
    };
  });
}

/** A bot from the engine, on the client's view only. */
export function botChooser(seed: number) {
  let n = seed;
  return (client: MatchClient, seat: string): unknown => {
    const snap = client.snapshot;
    const engine = engineOf(snap?.match.engine ?? "");
    const levels = engine.bots?.levels ?? [];
    return snap === null ? null : (engine.bots?.choose(snap.view, seat, levels[0] as string, n++) ?? null);
  };
}

export interface PlayOptions {
  /** Chooses `seat`'s next action (null: nothing now). */
  readonly choose: (client: MatchClient, seat: string) => unknown | null;
  /** Chance to drop a client's socket after each action it sends (before its answer). */
  readonly dropRate?: number;
  readonly rng?: () => number;
  /** Options of `seat`'s client (e.g. which instance its sockets go to). */
  readonly client?: (seat: string) => MatchClientOptions;
}

export interface Played {
  readonly clients: ReadonlyMap<string, MatchClient>;
  /** Every acknowledged action: seq → the action sent (as sent, before stamping). */
  readonly acked: ReadonlyMap<number, { readonly seat: string; readonly action: unknown }>;
  readonly duplicates: number;
  readonly refused: number;
}

/** Plays a match with one client per human seat until it is over. */
export async function play(created: CreatedMatch, options: PlayOptions): Promise<Played> {
  const rng = options.rng ?? Math.random;
  const clients = new Map<string, MatchClient>();
  const acked = new Map<number, { seat: string; action: unknown }>();
  let duplicates = 0;
  let refused = 0;
  const runs = Object.entries(created.links).map(async ([seat, link]) => {
    const client = connect(link, { minDelayMs: 10, maxDelayMs: 100, ...options.client?.(seat) });
    clients.set(seat, client);
    let busy = false;
    let stuckAt = -1;
    await new Promise<void>((resolve, reject) => {
      const step = async (): Promise<void> => {
        const snap = client.snapshot;
        if (snap === null || busy) return;
        if (snap.over) return resolve();
        if (!snap.toAct.includes(seat) || snap.seq === stuckAt) return;
        const action = options.choose(client, seat);
        if (action === null) return;
        busy = true;
        try {
          const sent = client.send(action);
          if (options.dropRate !== undefined && rng() < options.dropRate) client.drop();
          const result = await sent;
          if (result.ok) {
            if (result.duplicate) duplicates++;
            if (acked.has(result.seq) && !result.duplicate)
              throw new Error(`seq ${result.seq} acknowledged twice`);
            acked.set(result.seq, { seat, action });
          } else {
            refused++;
            stuckAt = snap.seq;
          }
        } catch (error) {
          reject(error);
          return;
        } finally {
          busy = false;
        }
        void step();
      };
      client.on("welcome", () => void step());
      client.on("update", () => void step());
    });
  });
  await Promise.all(runs);
  return { clients, acked, duplicates, refused };
}

/**
 * The offline check: the full replay, played by the engine alone, ends in `expected` (when given)
 * and shows each client the view it holds; every acknowledged action is in the log at its seq.
 */
export async function checkOffline(
  server: string,
  created: CreatedMatch,
  played: Played,
  expected?: unknown,
): Promise<{ actions: number }> {
  const token = parseLink(created.spectator).token;
  const full = await fetchReplay(server, token, "full");
  const engine = engineOf(full.match.engine);
  const offline = replay(engine, full.setup, full.actions);
  for (const step of offline.steps)
    if (step.events.some((e) => (e as { type: string }).type === "rejected"))
      throw new Error(`the offline replay refuses logged action ${JSON.stringify(step.action)}`);
  if (expected !== undefined && !jsonEqual(offline.state, expected))
    throw new Error("the offline replay ends in another state than the server's");
  for (const [seat, client] of played.clients) {
    const seen = client.snapshot?.view;
    if (!jsonEqual(seen, JSON.parse(JSON.stringify(engine.view?.(offline.state, seat) ?? offline.state))))
      throw new Error(`seat ${seat} holds another view than the offline replay's`);
  }
  for (const [seq, { seat, action }] of played.acked) {
    const logged = full.actions[seq - 1];
    if (!jsonEqual(logged, { ...(action as object), seat }))
      throw new Error(`acknowledged action ${seq} is not the one logged`);
    if (full.log[seq - 1]?.seat !== seat) throw new Error(`action ${seq} is logged for another seat`);
  }
  return { actions: full.actions.length };
}

const checkFrame = compileSchema<ServerMessage>({ $ref: `${PROTOCOL_SCHEMA.$id}#/$defs/serverMessage` }, [
  PROTOCOL_SCHEMA,
]);

/** Every presence frame `client` receives, each checked against the protocol's schema. */
export function presenceLog(client: MatchClient): PresenceMessage[] {
  const log: PresenceMessage[] = [];
  client.on("presence", (m) => {
    expect(checkFrame(m).ok).toBe(true);
    log.push(m);
  });
  return log;
}

/** Whether `client` sees `seat` connected (undefined before its welcome). */
export function connectedOf(client: MatchClient, seat: string): boolean | undefined {
  return client.snapshot?.match.seats.find((s) => s.seat === seat)?.connected;
}

/** Resolves once `client` is welcomed and open. */
export const opened = (client: MatchClient): Promise<void> =>
  until(client, (c) => c.snapshot !== null && c.status === "open");
