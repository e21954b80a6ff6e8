/**
 * What a shared store (issue 15) relies on, with a store that lets "another instance" append
 * first: a client's action sent to two instances is applied once, and a bot's move decided on a
 * state that is gone is decided again rather than replayed.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createMatch, parseLink } from "@core/match-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  FileStore,
  type LogEntry,
  type MatchLog,
  type MatchStore,
  type RunningServer,
  startServer,
} from "../src/index.js";
import { rawSocket } from "./raw.js";

/** A FileStore where, once armed, the next append is beaten by the same entry from elsewhere. */
function racing(inner: FileStore): MatchStore & { arm(): void; beaten: number } {
  let armed = false;
  const l = inner.log;
  const log: MatchLog = {
    create: (record) => l.create(record),
    record: (id) => l.record(id),
    confirm: (id, attempt) => l.confirm(id, attempt),
    cancel: (id, attempt) => l.cancel(id, attempt),
    load: (id) => l.load(id),
    readLog: (id, after) => l.readLog(id, after),
    append: async (id, expected, entry: LogEntry) => {
      if (armed) {
        armed = false;
        store.beaten++;
        await l.append(id, expected, entry);
      }
      return l.append(id, expected, entry);
    },
    saveSnapshot: (id, snapshot) => l.saveSnapshot(id, snapshot),
    setFact: (id, key, value) => l.setFact(id, key, value),
    touch: (ids, at) => l.touch(ids, at),
    expireIdle: (now, limit) => l.expireIdle(now, limit),
    activeMatches: () => l.activeMatches(),
  };
  const store = {
    log,
    grants: inner.grants,
    work: inner.work,
    beaten: 0,
    arm: () => {
      armed = true;
    },
    healthy: () => inner.healthy(),
    close: () => inner.close(),
  };
  return store;
}

let dir: string;
let server: RunningServer;
let store: ReturnType<typeof racing>;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "shared-store-"));
  store = racing(await FileStore.open(dir));
  server = await startServer({
    port: 0,
    store,
    secret: "test-secret-test-secret-test-secret",
    logger: false,
  });
});
afterAll(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

describe("a store shared with other instances", () => {
  it("applies once an action another instance appended first, and answers it as a duplicate", async () => {
    const created = await createMatch(server.url, { engine: "shing-shang" });
    const match = await server.service.open(created.match.id);
    const red = await rawSocket(server.url);
    red.send(JSON.stringify({ type: "hello", token: parseLink(created.links.red as string).token }));
    await red.waitFor(1);
    store.arm();
    red.send(
      JSON.stringify({
        type: "action",
        id: "dup",
        action: match?.engine.legalActions?.(match.state, "red")[0],
      }),
    );
    await red.waitFor(3);
    expect(red.frames.slice(1).map((f) => (f as { type: string }).type)).toEqual(["update", "ack"]);
    expect(red.frames[2]).toMatchObject({ type: "ack", id: "dup", seq: 1, duplicate: true });
    const log = await store.log.readLog(created.match.id, 0);
    expect(log.map((e) => e.clientId)).toEqual(["dup"]);
    expect(match?.seq).toBe(1);
    red.close();
  });

  it("decides a bot's move again when another instance moved first", async () => {
    const created = await createMatch(server.url, {
      engine: "shing-shang",
      setup: { maxPlies: 6 },
      seats: { red: { kind: "bot", level: "easy" }, blue: { kind: "bot", level: "easy" } },
    });
    store.arm();
    const match = await server.service.open(created.match.id);
    for (let i = 0; i < 200 && match?.over !== true; i++) await new Promise((r) => setTimeout(r, 50));
    expect(match?.over).toBe(true);
    // Six plies, no more: the beaten bot move was not appended a second time.
    expect((await store.log.readLog(created.match.id, 0)).length).toBe(6);
    expect(store.beaten).toBeGreaterThan(0);
  });
});
