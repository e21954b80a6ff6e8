/**
 * `games join <link>` against a real server on loopback (port 0, embedded store in a temp dir):
 * a Shing Shang seat and a TCG seat played from typed lines against server-side bots, a bad
 * link, an unknown token.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join as joinPath } from "node:path";
import { PassThrough } from "node:stream";
import { type RunningServer, startServer } from "@apps/server";
import { connect, createMatch, type MatchClient } from "@core/match-client/node";
import { legalActions, makeMove, type State } from "@engines/shing-shang";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { join } from "../src/games/join.js";
import { fakeIo } from "./io.js";

let server: RunningServer;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(joinPath(tmpdir(), "games-join-"));
  server = await startServer({ port: 0, dataDir: dir, logger: false });
});
afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Waits until `check` holds (no time limit of its own: the test's timeout bounds it). */
async function until(check: () => boolean): Promise<void> {
  while (!check()) await new Promise((r) => setTimeout(r, 20));
}

/** A terminal whose input the test types as it goes. */
function terminal() {
  const stdin = new PassThrough();
  const io = { ...fakeIo(), stdin };
  return { io, type: (line: string) => stdin.write(`${line}\n`) };
}

const count = (text: string, part: string) => text.split(part).length - 1;

describe("games join", () => {
  test("plays red in Shing Shang against a server-side bot, move by move, then leaves", async () => {
    const created = await createMatch(server.url, {
      engine: "shing-shang",
      seats: { blue: { kind: "bot", level: "easy" } },
    });
    const watcher: MatchClient = connect(created.spectator);
    const { io, type } = terminal();
    const run = join.run([created.links.red as string, "--no-colour"], io);
    await until(() => io.out().includes("red to move> "));
    type("z9-z8"); // not a square: the CLI says so and asks again
    await until(() => count(io.out(), "red to move> ") === 2);
    expect(io.out()).toContain("(type help)");
    for (let move = 0; move < 4; move++) {
      const prompts = count(io.out(), "to move> ") + count(io.out(), "extra action");
      // The spectator's view is the whole state (no hidden information): pick a legal move there.
      await until(() => watcher.snapshot?.toAct[0] === "red" && (watcher.snapshot.seq ?? 0) >= move * 2);
      const state = watcher.snapshot?.view as State;
      const action = legalActions(state).find((a) => a.type !== "pass");
      expect(action).toBeDefined();
      type(makeMove(action!));
      await until(
        () =>
          count(io.out(), "to move> ") + count(io.out(), "extra action") > prompts ||
          io.out().includes("over"),
      );
    }
    type("q");
    expect(await run).toBe(1);
    const out = io.out();
    expect(out).toContain("shing-shang match");
    expect(out).toContain("you are seat red");
    expect(out).toMatch(/red \w+ (steps|jumps)/);
    expect(out).toMatch(/blue \w+ (steps|jumps)/);
    expect(out).toContain("left the match");
    expect((watcher.snapshot?.seq ?? 0) >= 8).toBe(true);
    watcher.close();
  });

  test("plays seat A of a TCG duel against the greedy bot by typing intents' numbers", async () => {
    const created = await createMatch(server.url, {
      engine: "lgc-tcg",
      seats: { B: { kind: "bot", level: "greedy" } },
    });
    const { io, type } = terminal();
    const run = join.run([created.links.A as string], io);
    for (let i = 1; i <= 6; i++) {
      await until(() => count(io.out(), "> ") >= i);
      type("1");
    }
    await until(() => count(io.out(), "> ") >= 7);
    type("q");
    expect(await run).toBe(1);
    const out = io.out();
    expect(out).toContain("lgc-tcg match");
    expect(out).toMatch(/keep the hand|replace/);
    expect(out).toContain("You (A");
    expect(out).toContain("Opponent (B");
    expect(out).toMatch(/— turn \d+/);
  });

  test("a text that is no link, and a token the server does not know", async () => {
    const bad = fakeIo();
    expect(await join.run(["not a link"], bad)).toBe(2);
    expect(bad.err()).toContain("not a link");
    const unknown = fakeIo();
    expect(await join.run([`${server.url}/join#${"x".repeat(43)}`], unknown)).toBe(1);
    expect(unknown.err()).toContain("not valid");
  });
});
