/**
 * Redis killed (SIGKILL) mid-match and started again on its data (append-only file) — one Redis,
 * then the master of the match's slot in a Redis Cluster of three masters (no replicas: the
 * cluster refuses every command until that master is back): meanwhile
 * both server instances report themselves unhealthy and refuse actions with `unavailable` (the
 * clients keep them and send them again); then everything recovers by itself, and the match ends
 * as its offline replay with every acknowledged action in the log.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type ActionResult, createMatch, type ErrorMessage, parseLink } from "@core/match-client";
import { connect } from "@core/match-client/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RedisStore } from "../src/index.js";
import { checkOffline, engineOf, type Played, until } from "./helpers.js";
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

async function health(instance: Instance): Promise<number> {
  return (await fetch(new URL("/health", instance.url))).status;
}

/** The instances' health and the clients' state: said with every wait that runs out. */
let state: () => Promise<string> = async () => "";

/** `promise`, or a failure naming `what` was awaited (and the state then) after `ms`. */
async function within<T>(what: string, promise: Promise<T>, ms = 30_000): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        void state().then(
          (now) => reject(new Error(`waited ${ms} ms for ${what}; ${now}`)),
          () => reject(new Error(`waited ${ms} ms for ${what}`)),
        ),
      ms,
    );
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Polls `check` every 100 ms until it holds, for `ms` at most. */
async function eventually(what: string, check: () => Promise<boolean>, ms = 30_000): Promise<void> {
  let given = false;
  try {
    await within(
      what,
      (async () => {
        while (!given && !(await check().catch(() => false)))
          await new Promise((resolve) => setTimeout(resolve, 100));
      })(),
      ms,
    );
  } finally {
    given = true;
  }
}

for (const kind of REDIS_KINDS)
  describe.skipIf(!REDIS_AVAILABLE)(
    `${kind === "redis" ? "Redis" : "the match's master of a Redis Cluster"} restarted mid-match`,
    () => {
      beforeAll(async () => {
        redis = await startBackend(kind);
        dir = await mkdtemp(join(tmpdir(), "match-redis-restart-"));
        instances = await Promise.all([0, 1].map(() => spawnInstance(redis.url, dir)));
      }, 120_000);
      afterAll(async () => {
        await Promise.allSettled(instances.map((i) => stopProcess(i.proc)));
        await redis?.stop();
        if (dir !== "") await rm(dir, { recursive: true, force: true });
      });

      it("unhealthy and refusing while it is gone, recovered by itself, nothing acknowledged lost", async () => {
        const [first, second] = instances as [Instance, Instance];
        const created = await createMatch(first.url, { engine: "shing-shang", setup: { maxPlies: 30 } });
        const seats = ["red", "blue"];
        const clients = new Map(
          seats.map((seat, i) => [
            seat,
            connect(
              created.links[seat] as string,
              routedTo(() => (instances[i] as Instance).url, { maxDelayMs: 500 }),
            ),
          ]),
        );
        const errors: ErrorMessage[] = [];
        for (const c of clients.values()) c.on("error", (e) => errors.push(e));
        state = async () => {
          const healths = await Promise.all(instances.map((i) => health(i).catch((e: Error) => e.message)));
          const seen = [...clients].map(([seat, c]) => `${seat} ${c.status} seq ${c.snapshot?.seq}`);
          return `health ${healths.join(", ")}; clients ${seen.join(", ")}; errors ${errors.map((e) => e.code).join(" ")}`;
        };
        await within(
          "both clients' welcomes",
          Promise.all([...clients.values()].map((c) => until(c, (x) => x.snapshot !== null))),
        );
        const engine = engineOf("shing-shang");
        const acked = new Map<number, { seat: string; action: unknown }>();
        /** The seat to act plays one move (its client's view, the engine's easy bot). */
        const move = async (n: number): Promise<{ seat: string; result: Promise<ActionResult> } | null> => {
          // Every client has heard of the last acknowledged action (through its own instance).
          const last = Math.max(0, ...acked.keys());
          await within(
            `every client at seq ${last}`,
            Promise.all([...clients.values()].map((c) => until(c, (x) => (x.snapshot?.seq ?? -1) >= last))),
          );
          const snap = clients.get("red")?.snapshot;
          if (snap === null || snap === undefined || snap.over) return null;
          const seat = snap.toAct[0] as string;
          const client = clients.get(seat);
          const action = engine.bots?.choose(client?.snapshot?.view, seat, "easy", n);
          const result = (client?.send(action) ?? Promise.reject(new Error("no client"))).then((r) => {
            if (r.ok) acked.set(r.seq, { seat, action });
            return r;
          });
          return { seat, result };
        };
        for (let n = 0; n < 8; n++)
          expect((await within(`move ${n} acknowledged`, (async () => (await move(n))?.result)()))?.ok).toBe(
            true,
          );

        // A third socket, joined before the crash, to see the refusal's exact words.
        const raw = await rawSocket(second.url);
        raw.send(JSON.stringify({ type: "hello", token: parseLink(created.links.red as string).token }));
        await within("the raw socket's welcome", raw.waitFor(1));

        await redis.crash(`games:m:{${created.match.id}}:record`);
        await eventually(
          "both instances unhealthy",
          async () => (await health(first)) === 503 && (await health(second)) === 503,
        );
        const pending = await within("the move sent while Redis is gone", move(100));
        if (pending === null) throw new Error("the match ended early");
        raw.send(JSON.stringify({ type: "action", id: "while-down", action: { type: "pass" } }));
        await within("the raw socket's answer", raw.waitFor(raw.frames.length + 1));
        expect(raw.frames.at(-1)).toMatchObject({ type: "error", code: "unavailable", id: "while-down" });
        await eventually("a client told unavailable", async () =>
          errors.some((e) => e.code === "unavailable"),
        );
        expect(errors.find((e) => e.code === "unavailable")?.message).toMatch(/try again/);
        // HTTP writes and reads are refused the same way: 503, a clear error, never a 500.
        for (const instance of instances) {
          const create = await fetch(new URL("/api/matches", instance.url), {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ engine: "shing-shang" }),
          });
          expect(create.status).toBe(503);
          expect(create.headers.get("retry-after")).toBe("2");
          expect(await create.json()).toEqual({
            error: "unavailable",
            message: expect.stringMatching(/unreachable: nothing was saved, try again/),
          });
          const join = await fetch(new URL("/api/join", instance.url), {
            headers: { authorization: `Bearer ${parseLink(created.links.blue as string).token}` },
          });
          expect(join.status).toBe(503);
        }
        const seqBefore = Math.max(...acked.keys());

        await within("redis-server back", redis.recover(), 90_000);
        await eventually(
          "both instances healthy again",
          async () => (await health(first)) === 200 && (await health(second)) === 200,
        );
        // The action sent while Redis was gone is taken now, right after the last acknowledged one.
        const late = await within("the move sent while Redis was gone acknowledged", pending.result);
        expect(late).toMatchObject({ ok: true, seq: seqBefore + 1 });
        expect((await createMatch(second.url, { engine: "shing-shang" })).match.engine).toBe("shing-shang");
        for (let n = 200; ; n++) {
          const next = await within(`move ${n} sent`, move(n));
          if (next === null) break;
          expect((await within(`move ${n} acknowledged`, next.result)).ok).toBe(true);
        }
        const played: Played = { clients, acked, duplicates: 0, refused: 0 };
        await checkOffline(second.url, created, played);
        const store = await RedisStore.open({ url: redis.url });
        const log = await store.log.readLog(created.match.id, 0);
        await store.close();
        expect(log.map((e) => e.seq)).toEqual([...acked.keys()].sort((a, b) => a - b));
        raw.close();
        for (const c of clients.values()) c.close();
      }, 300_000);
    },
  );
