/**
 * Several server processes sharing one Redis, then a Redis Cluster of three masters, clients of
 * one match spread across them: full matches of the three engines end as their offline replays;
 * the same seat's action sent to two instances at once is applied once; a clock whose starting
 * instance is dead still fires, once.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { jsonEqual, SPECTATOR } from "@core/engine";
import { type CreatedMatch, createMatch, parseLink } from "@core/match-client";
import { connect } from "@core/match-client/node";
import { MAPS } from "@engines/diplomaxy";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type LogEntry, RedisStore } from "../src/index.js";
import { botChooser, checkOffline, engineOf, play, until } from "./helpers.js";
import { rawSocket } from "./raw.js";
import {
  type Instance,
  REDIS_AVAILABLE,
  REDIS_KINDS,
  routedTo,
  spawnInstance,
  startBackend,
  stopProcess,
  type TestBackend,
} from "./redis-harness.js";

let redis: TestBackend;
let dir = "";
let instances: Instance[] = [];
let store: RedisStore;

const SETUPS: Record<string, unknown> = {
  "lgc-tcg": undefined,
  "shing-shang": { maxPlies: 40 },
  diplomaxy: { ...MAPS.pentarchy, options: { maxTurns: 2 } },
};

async function logOf(matchId: string): Promise<readonly LogEntry[]> {
  return store.log.readLog(matchId, 0);
}

/** Plays `created` with seat i's client on instance i mod `count`, a spectator on the last. */
async function playSpread(created: CreatedMatch, count: number, seed: number): Promise<void> {
  const seats = Object.keys(created.links);
  const on = (seat: string): string => (instances[seats.indexOf(seat) % count] as Instance).url;
  const spectator = connect(
    created.spectator,
    routedTo(() => (instances[count - 1] as Instance).url),
  );
  const played = await play(created, {
    choose: botChooser(seed),
    client: (seat) => routedTo(() => on(seat)),
  });
  const final = (await logOf(created.match.id)).length;
  await until(spectator, (c) => c.snapshot?.seq === final);
  await checkOffline(on(seats[0] as string), created, played);
  // What each instance served: the seats' views checked by checkOffline, the spectator's here.
  const full = await store.log.load(created.match.id);
  const engine = engineOf(created.match.engine);
  let state = engine.init(full?.record.setup);
  for (const e of full?.log ?? []) state = engine.reduce(state, e.action).state;
  const expected = JSON.parse(JSON.stringify(engine.view?.(state, SPECTATOR) ?? state)) as unknown;
  expect(jsonEqual(spectator.snapshot?.view, expected)).toBe(true);
  const ids = (full?.log ?? []).filter((e) => e.clientId !== null).map((e) => `${e.seat}/${e.clientId}`);
  expect(new Set(ids).size).toBe(ids.length);
  expect(new Set(played.acked.keys())).toEqual(
    new Set((full?.log ?? []).filter((e) => e.clientId !== null).map((e) => e.seq)),
  );
  spectator.close();
  for (const c of played.clients.values()) c.close();
}

for (const kind of REDIS_KINDS)
  describe.skipIf(!REDIS_AVAILABLE)(
    `instances sharing ${kind === "redis" ? "one Redis" : "a Redis Cluster"}`,
    () => {
      beforeAll(async () => {
        redis = await startBackend(kind);
        dir = await mkdtemp(join(tmpdir(), "match-cluster-"));
        instances = await Promise.all([0, 1, 2].map(() => spawnInstance(redis.url, dir)));
        store = await RedisStore.open({ url: redis.url });
      }, 120_000);
      afterAll(async () => {
        await store?.close();
        await Promise.allSettled(instances.map((i) => stopProcess(i.proc)));
        await redis?.stop();
        if (dir !== "") await rm(dir, { recursive: true, force: true });
      });

      for (const count of [2, 3])
        for (const engine of ["lgc-tcg", "shing-shang", "diplomaxy"])
          it(`${count} instances, ${engine}: the match ends as its offline replay`, async () => {
            const created = await createMatch((instances[1] as Instance).url, {
              engine,
              setup: SETUPS[engine],
            });
            await playSpread(created, count, count * 100);
          });

      it("a server-side bot moves once though every instance holds the match", async () => {
        const created = await createMatch((instances[0] as Instance).url, {
          engine: "shing-shang",
          setup: { maxPlies: 30 },
          seats: { blue: { kind: "bot", level: "easy" } },
        });
        // The red seat's clients on all three instances: each holds the match and schedules the bot.
        const others = [1, 2].map((i) =>
          connect(
            created.links.red as string,
            routedTo(() => (instances[i] as Instance).url),
          ),
        );
        const played = await play(created, {
          choose: botChooser(5),
          client: () => routedTo(() => (instances[0] as Instance).url),
        });
        await checkOffline((instances[2] as Instance).url, created, played);
        const log = await logOf(created.match.id);
        // Seats alternate: a bot move applied twice would be two blue entries in a row.
        for (const [i, e] of log.entries()) expect(e.seat).toBe(i % 2 === 0 ? "red" : "blue");
        for (const c of [...others, ...played.clients.values()]) c.close();
      });

      /**
       * Each bot entry of the log is the bot's own choice on the state before it, with the seed of its
       * seq: a move decided on a stale state, or applied again at a later seq, would not be.
       */
      function checkBotMoves(log: readonly LogEntry[], setup: unknown, bots: readonly string[]): void {
        const engine = engineOf("shing-shang");
        let state = engine.init(setup);
        for (const e of log) {
          if (e.seat !== null && bots.includes(e.seat)) {
            const seed = ((e.seq - 1) * 7919 + e.seat.length) >>> 0;
            const chosen = engine.bots?.choose(engine.view?.(state, e.seat), e.seat, "easy", seed);
            expect(e.action).toEqual({ ...(chosen as object), seat: e.seat });
          }
          state = engine.reduce(state, e.action).state;
        }
      }

      it("a bot plays its turn with no client anywhere and the instance that started it dead, once", async () => {
        // The starter waits 4 s before a bot's move: it dies before, and no client is connected.
        const starter = await spawnInstance(redis.url, dir, ["--bot-delay", "4000"]);
        const setup = { maxPlies: 12 };
        const created = await createMatch(starter.url, {
          engine: "shing-shang",
          setup,
          seats: { blue: { kind: "bot", level: "easy" } },
        });
        const red = connect(
          created.links.red as string,
          routedTo(() => starter.url),
        );
        await until(red, (c) => c.snapshot !== null);
        const first = engineOf("shing-shang").bots?.choose(red.snapshot?.view, "red", "easy", 1);
        expect((await red.send(first)).ok).toBe(true);
        red.close();
        await stopProcess(starter.proc);
        while ((await logOf(created.match.id)).length < 2)
          await new Promise((resolve) => setTimeout(resolve, 200));
        expect((await logOf(created.match.id))[1]?.seat).toBe("blue");
        // Red comes back through another instance and plays on; the bot answers each move once.
        const played = await play(created, {
          choose: botChooser(3),
          client: () => routedTo(() => (instances[1] as Instance).url),
        });
        await checkOffline((instances[2] as Instance).url, created, played);
        const log = await logOf(created.match.id);
        checkBotMoves(log, setup, ["blue"]);
        for (const c of played.clients.values()) c.close();
      });

      it("a match of bots plays to its end with no client and its starter dead, each move once", async () => {
        const starter = await spawnInstance(redis.url, dir, ["--bot-delay", "4000"]);
        const setup = { maxPlies: 10 };
        const created = await createMatch(starter.url, {
          engine: "shing-shang",
          setup,
          seats: { red: { kind: "bot", level: "easy" }, blue: { kind: "bot", level: "easy" } },
        });
        await stopProcess(starter.proc);
        while ((await store.log.load(created.match.id))?.facts.over === undefined)
          await new Promise((resolve) => setTimeout(resolve, 250));
        const log = await logOf(created.match.id);
        expect(log.length).toBeGreaterThan(0);
        checkBotMoves(log, (await store.log.load(created.match.id))?.record.setup, ["red", "blue"]);
        expect(setup.maxPlies).toBeGreaterThanOrEqual(log.length);
      });

      it("a rematch made on one instance reaches the seat on another", async () => {
        const created = await createMatch((instances[0] as Instance).url, {
          engine: "shing-shang",
          setup: { maxPlies: 6 },
        });
        const played = await play(created, {
          choose: botChooser(9),
          client: (seat) => routedTo(() => (instances[seat === "red" ? 0 : 1] as Instance).url),
        });
        const red = played.clients.get("red");
        const blue = played.clients.get("blue");
        const offered = new Promise<string>((resolve) => blue?.on("rematch", (m) => resolve(m.link)));
        red?.requestRematch();
        const link = await offered;
        const again = connect(
          link,
          routedTo(() => (instances[1] as Instance).url),
        );
        await until(again, (c) => c.snapshot !== null);
        expect(again.snapshot?.seat).toBe("blue");
        expect(again.snapshot?.match.rematchOf).toBe(created.match.id);
        for (const c of [again, ...played.clients.values()]) c.close();
      });

      it("the same seat's action sent to two instances at once is applied once", async () => {
        for (let round = 0; round < 10; round++) {
          const created = await createMatch((instances[0] as Instance).url, { engine: "shing-shang" });
          const token = parseLink(created.links.red as string).token;
          const sockets = await Promise.all([0, 1].map((i) => rawSocket((instances[i] as Instance).url)));
          for (const s of sockets) s.send(JSON.stringify({ type: "hello", token }));
          await Promise.all(sockets.map((s) => s.waitFor(1)));
          const welcome = sockets[0]?.frames[0] as { view: unknown };
          const engine = engineOf("shing-shang");
          const move = engine.bots?.choose(welcome.view, "red", "easy", round);
          // Same id on both (a client resubmitting after a reconnect elsewhere), then two ids.
          const sameId = round % 2 === 0;
          for (const [i, s] of sockets.entries())
            s.send(JSON.stringify({ type: "action", id: sameId ? "a1" : `a${i}`, action: move }));
          const answers = await Promise.all(
            sockets.map(async (s) => {
              for (;;) {
                const answer = s.frames.find((f) =>
                  ["ack", "refused"].includes((f as { type: string }).type),
                );
                if (answer !== undefined)
                  return answer as { type: string; seq?: number; duplicate?: boolean };
                await s.waitFor(s.frames.length + 1);
              }
            }),
          );
          const log = await logOf(created.match.id);
          expect(log).toHaveLength(1);
          if (sameId) {
            expect(answers.map((a) => a.type)).toEqual(["ack", "ack"]);
            expect(answers.map((a) => a.seq)).toEqual([1, 1]);
            expect(answers.filter((a) => a.duplicate === true)).toHaveLength(1);
          } else expect(answers.map((a) => a.type).sort()).toEqual(["ack", "refused"]);
          for (const s of sockets) s.close();
        }
      });

      it("a clock that runs out while the instance that started it is dead fires, once", async () => {
        const turnMs = 6_000;
        const starter = await spawnInstance(redis.url, dir);
        const created = await createMatch(starter.url, { engine: "shing-shang", clock: { turnMs } });
        // The starter registered the deadline; it dies before it; no client is anywhere.
        await stopProcess(starter.proc);
        const log = (): Promise<readonly LogEntry[]> => logOf(created.match.id);
        while ((await log()).length < 2) await new Promise((resolve) => setTimeout(resolve, 250));
        const entries = await log();
        const first = entries[0] as LogEntry;
        expect(first.seat).toBe(null); // the referee: red's time ran out
        expect(first.at).toBeGreaterThanOrEqual(created.match.createdAt + turnMs);
        // Each expiry starts the next seat's clock: one fired twice would be two within a turn.
        for (let i = 1; i < entries.length; i++) {
          expect(entries[i]?.seat).toBe(null);
          expect((entries[i] as LogEntry).at - (entries[i - 1] as LogEntry).at).toBeGreaterThanOrEqual(
            turnMs,
          );
        }
        // Any surviving instance serves the match.
        const response = await fetch(new URL("/api/join", (instances[2] as Instance).url), {
          headers: { authorization: `Bearer ${parseLink(created.links.blue as string).token}` },
        });
        expect(((await response.json()) as { match: { id: string } }).match.id).toBe(created.match.id);
      });
    },
  );
