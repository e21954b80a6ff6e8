/**
 * The server as a child process, killed with SIGKILL at random points of running matches and
 * started again on the same data directory and port: clients reconnect by themselves, every
 * match ends as its offline replay, and nothing acknowledged is lost.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { type CreatedMatch, type CreateMatchRequest, createMatch } from "@core/match-client";
import { MAPS } from "@engines/diplomaxy";
import { afterAll, describe, expect, it } from "vitest";
import { botChooser, checkOffline, play, random } from "./helpers.js";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
let child: ChildProcess | null = null;
let dir = "";

/** Starts `src/main.ts`; resolves with its URL once it listens. */
function spawnServer(port: number): Promise<string> {
  const proc = spawn(
    process.execPath,
    [
      "--conditions=@games/source",
      "--import",
      "tsx",
      "src/main.ts",
      "--port",
      String(port),
      "--data",
      dir,
      "--quiet",
      // Matches only: the account base is not under test here (and PGlite takes seconds to open).
      "--no-accounts",
    ],
    { cwd: root, stdio: ["ignore", "pipe", "inherit"] },
  );
  child = proc;
  return new Promise((resolve, reject) => {
    let out = "";
    proc.stdout?.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const m = /listening (\S+)/.exec(out);
      if (m?.[1] !== undefined) resolve(m[1]);
    });
    proc.on("exit", (code) => reject(new Error(`server exited (${code}) before listening: ${out}`)));
  });
}

function kill(): Promise<void> {
  const proc = child;
  if (proc === null || proc.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    proc.on("exit", () => resolve());
    proc.kill("SIGKILL");
  });
}

afterAll(async () => {
  await kill();
  if (dir !== "") await rm(dir, { recursive: true, force: true });
});

describe("restart", () => {
  it("SIGKILL at random points: matches continue from their last acknowledged action", async () => {
    dir = await mkdtemp(join(tmpdir(), "match-restart-"));
    const url = await spawnServer(0);
    const port = Number(new URL(url).port);
    const requests: CreateMatchRequest[] = [
      { engine: "lgc-tcg" },
      { engine: "lgc-tcg", seats: { B: { kind: "bot" as const, level: "random" } } },
      { engine: "shing-shang", setup: { maxPlies: 120 } },
      {
        engine: "shing-shang",
        setup: { maxPlies: 120 },
        seats: { blue: { kind: "bot" as const, level: "easy" } },
      },
      { engine: "diplomaxy", setup: { ...MAPS.duel, options: { maxTurns: 6 } } },
    ];
    const created: CreatedMatch[] = [];
    for (const r of requests) created.push(await createMatch(url, r));
    const games = created.map((c, i) => play(c, { choose: botChooser(i * 1000) }).then((p) => ({ c, p })));
    let over = false;
    const all = Promise.all(games).finally(() => {
      over = true;
    });
    const rng = random(99);
    let kills = 0;
    while (!over && kills < 6) {
      await new Promise((r) => setTimeout(r, 200 + rng() * 1500));
      if (over) break;
      await kill();
      kills++;
      await spawnServer(port);
    }
    const results = await all;
    expect(kills).toBeGreaterThan(0);
    for (const { c, p } of results) {
      await checkOffline(url, c, p);
      for (const client of p.clients.values()) client.close();
    }
  }, 600_000);
});
