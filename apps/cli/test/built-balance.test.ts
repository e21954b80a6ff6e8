/**
 * `games tcg balance` as built: the command bundled by tsup with the package's own entries (the
 * `games` bin and the `tcg-balance-worker` entry beside it), run by `node` in a child process.
 * The other balance tests run the TypeScript sources, whose worker boots through tsx; only a
 * build exercises the path a user's `npx @games/cli tcg balance` takes (the worker file found
 * next to the chunk that starts it). Workspace packages are bundled from their sources so the
 * test needs no earlier build; `.ci/bins.mjs` runs the same command from the packed tarball.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseBalanceReport } from "@engines/lgc-tcg";
import { build } from "tsup";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import pkg from "../package.json" with { type: "json" };

const here = resolve(import.meta.dirname, "..");

describe("the built games tcg balance", () => {
  // Inside the package, so the bundle's external dependencies resolve from its node_modules.
  const out = mkdtempSync(join(here, ".test-dist-"));
  const cwd = mkdtempSync(join(tmpdir(), "tcg-balance-built-"));

  beforeAll(async () => {
    await build({
      entry: Object.fromEntries(Object.entries(pkg.tsup.entry).map(([k, v]) => [k, join(here, v)])),
      outDir: out,
      format: ["esm"],
      splitting: true,
      target: "node20",
      dts: false,
      silent: true,
      // The workspace's sources, their data packages included: the CLI now depends on
      // @data/lgc-tcg (for its version), which would otherwise stay external, and Node refuses
      // the engine source's JSON imports without an import attribute.
      noExternal: [/^@(core|engines|games|apps|data)\//],
      esbuildOptions(options) {
        options.conditions = ["@games/source"];
      },
    });
  }, 300_000);
  afterAll(() => {
    rmSync(out, { recursive: true, force: true });
    rmSync(cwd, { recursive: true, force: true });
  });

  it("plays in its worker threads and writes a valid report", { timeout: 600_000 }, () => {
    const args = ["--games", "20", "--bot", "greedy", "--decks", "3", "--seed", "4", "--workers", "2"];
    const r = spawnSync(
      process.execPath,
      [join(out, "games.js"), "tcg", "balance", ...args, "--out", "r.json"],
      {
        cwd,
        encoding: "utf8",
        timeout: 540_000,
      },
    );
    expect(r.stderr).toBe("");
    expect(r.status).toBe(0);
    expect(r.stdout).toContain("balance: 20 games, greedy bots, 4 decks, seed 4, 2 workers");
    expect(r.stdout).toContain("report written to r.json");
    const report = parseBalanceReport(JSON.parse(readFileSync(join(cwd, "r.json"), "utf8")), "r.json");
    expect(report.games).toBe(20);
    expect(report.bot).toBe("greedy");
    expect(report.unfinished).toBe(0);
    expect(report.decks.reduce((n, d) => n + d.winRate.n, 0)).toBe(40); // two seats a game
    expect(report.firstPlayer.n).toBe(20);
    expect(report.provenance?.workers).toBe(2);
    expect(report.provenance?.command).toBe(`games tcg balance ${args.join(" ")} --out r.json`);
  });

  it("reports a worker that cannot start as an error, exit 2", { timeout: 600_000 }, () => {
    rmSync(join(out, "tcg-balance-worker.js"));
    const r = spawnSync(
      process.execPath,
      [join(out, "games.js"), "tcg", "balance", "--games", "2", "--workers", "1", "--out", "x.json"],
      { cwd, encoding: "utf8", timeout: 540_000 },
    );
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/games tcg balance: .*tcg-balance-worker\.js/);
    expect(r.stderr).not.toMatch(/\n\s+at /); // a message, not a stack trace
  });
});
