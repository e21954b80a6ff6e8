/**
 * A SIGKILL of the server during pack openings (the real process, its embedded PGlite database):
 * every opening acknowledged before the kill is in the log once, with the events its answer gave;
 * every request sent again after the restart (the same request ids, as a client retries) applies
 * at most once; the log replays to the stored collection. Three kills at random instants.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { savedCollection } from "@engines/lgc-tcg";
import { afterAll, expect, test } from "vitest";
import { openDatabase } from "../src/db/database.js";
import { applyIntent, replayCollection } from "../src/tcg/economy.js";
import { type Player, player } from "./accounts-helpers.js";
import { stopProcess } from "./redis-harness.js";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
let child: ChildProcess | null = null;
let dir = "";

afterAll(async () => {
  if (child !== null) await stopProcess(child);
  if (dir !== "") await rm(dir, { recursive: true, force: true });
});

function spawnServer(): Promise<string> {
  const proc = spawn(
    process.execPath,
    ["--conditions=@games/source", "--import", "tsx", "src/main.ts", "--port", "0", "--data", dir, "--quiet"],
    { cwd: root, stdio: ["ignore", "pipe", "inherit"] },
  );
  child = proc;
  return new Promise((resolve, reject) => {
    let out = "";
    proc.stdout?.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const m = /listening (\S+)/.exec(out);
      if (m) resolve(m[1] as string);
    });
    proc.once("exit", (code) => reject(new Error(`server exited (${code}) before listening`)));
  });
}

interface Sent {
  readonly requestId: string;
  acked?: { seq: number; events: unknown };
  /** The last answer's status (what a request not acknowledged last got). */
  status?: number;
}

test("SIGKILL during pack openings loses nothing acknowledged and applies nothing twice", async () => {
  dir = await mkdtemp(join(tmpdir(), "economy-kill-"));
  let p: Player;
  {
    const database = await openDatabase({ kind: "pglite", dir: join(dir, "accounts") });
    const organiser = await player(database.db, "Orga");
    p = await player(database.db, "Gorak");
    await applyIntent(
      database.db,
      p.accountId,
      organiser.accountId,
      "grant-000",
      { type: "GRANT", packs: 1000 },
      "test",
    );
    await database.close();
  }
  const sent: Sent[] = [];
  let n = 0;
  const open = async (url: string, s: Sent): Promise<void> => {
    const r = await fetch(`${url}/api/tcg/collection`, {
      method: "POST",
      headers: { cookie: p.cookie, "x-csrf-token": p.csrf, "content-type": "application/json" },
      body: JSON.stringify({ requestId: s.requestId, intent: { type: "OPEN_PACK" } }),
    });
    s.status = r.status;
    if (r.status !== 200) return;
    const body = (await r.json()) as { seq: number; events: unknown };
    if (s.acked === undefined) s.acked = { seq: body.seq, events: body.events };
    else {
      // A retry of an acknowledged request: the same answer, nothing applied again.
      expect(body.seq).toBe(s.acked.seq);
      expect(body.events).toEqual(s.acked.events);
    }
  };
  let ackedBeforeKills = 0;
  let lostAnswers = 0;
  for (let round = 0; round < 3; round++) {
    const url = await spawnServer();
    // Requests sent before the kill whose answer never came: sent again, as a client would.
    await Promise.all(sent.map((s) => open(url, s).catch(() => {})));
    const inFlight: Promise<void>[] = [];
    const deadline = Date.now() + 300 + Math.random() * 1200;
    while (Date.now() < deadline) {
      for (let i = 0; i < 4; i++) {
        const s: Sent = { requestId: `open-${round}-${++n}` };
        sent.push(s);
        inFlight.push(open(url, s).catch(() => {}));
      }
      await new Promise((r) => setTimeout(r, 20));
    }
    await stopProcess(child as ChildProcess, "SIGKILL");
    child = null;
    await Promise.all(inFlight);
    ackedBeforeKills += sent.filter(
      (x) => x.requestId.startsWith(`open-${round}-`) && x.acked !== undefined,
    ).length;
    lostAnswers += sent.filter(
      (x) => x.requestId.startsWith(`open-${round}-`) && x.acked === undefined,
    ).length;
  }
  // The kills fell among openings: some acknowledged, some cut off before their answer.
  expect(ackedBeforeKills).toBeGreaterThan(0);
  expect(lostAnswers).toBeGreaterThan(0);
  const url = await spawnServer();
  // The client's retries: each request sent again, one at a time, as one client would. (All at
  // once, a few got no 200 in CI's run; which status they got was not recorded then: it is now,
  // in the assertion below.)
  for (const s of sent) await open(url, s);
  await stopProcess(child as ChildProcess, "SIGTERM");
  child = null;

  const database = await openDatabase({ kind: "pglite", dir: join(dir, "accounts") });
  try {
    const log = await database.db
      .selectFrom("collection_log")
      .select(["seq", "request_id", "events"])
      .where("account_id", "=", p.accountId)
      .orderBy("seq")
      .execute();
    const opened = log.filter((e) => e.request_id?.startsWith("open-"));
    // Every request was finally answered, each applied once, acknowledged ones as acknowledged.
    expect(sent.filter((s) => s.acked === undefined).map((s) => `${s.requestId}: ${s.status}`)).toEqual([]);
    expect(new Set(opened.map((e) => e.request_id)).size).toBe(opened.length);
    expect(opened).toHaveLength(sent.length);
    for (const s of sent) {
      const entry = log.find((e) => e.request_id === s.requestId);
      expect(entry?.seq).toBe(s.acked?.seq);
      expect(entry?.events).toEqual(s.acked?.events);
    }
    const row = await database.db
      .selectFrom("collections")
      .selectAll()
      .where("account_id", "=", p.accountId)
      .executeTakeFirstOrThrow();
    expect((row.state as { packs: number }).packs).toBe(1000 - sent.length);
    const replayed = await replayCollection(database.db, p.accountId);
    expect(savedCollection(replayed!)).toEqual(row.state);
  } finally {
    await database.close();
  }
}, 600_000);
