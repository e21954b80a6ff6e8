import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseBalanceReport } from "@engines/lgc-tcg";
import { describe, expect, it } from "vitest";
import { command } from "../src/games/tcg.js";
import { fakeIo } from "./io.js";

describe("games tcg balance", () => {
  const dir = mkdtempSync(join(tmpdir(), "tcg-balance-"));
  const run = async (args: readonly string[]) => {
    const io = fakeIo([], dir);
    const code = await command.run(["balance", ...args], io);
    return { code, out: io.out(), err: io.err() };
  };

  it("writes a valid report in worker threads, the same file whatever the number of workers", {
    timeout: 600_000,
  }, async () => {
    const common = ["--games", "6", "--bot", "random", "--decks", "3", "--seed", "5"];
    const two = await run([...common, "--workers", "2", "--out", "two.json"]);
    expect(two.err).toBe("");
    expect(two.code).toBe(0);
    expect(two.out).toContain("balance: 6 games, random bots, 4 decks, seed 5, 2 workers");
    expect(two.out).toMatch(/first player scores \d+\.\d %/);
    expect(two.out).toContain("report written to two.json");
    const one = await run([...common, "--workers", "1", "--out", "one.json"]);
    expect(one.code).toBe(0);
    const text = readFileSync(join(dir, "two.json"), "utf8");
    expect(readFileSync(join(dir, "one.json"), "utf8")).toBe(text);
    const report = parseBalanceReport(JSON.parse(text), "two.json");
    expect(report.games).toBe(6);
    expect(report.decks).toHaveLength(4);
  });

  it("reports a challenger's score against the bot", { timeout: 600_000 }, async () => {
    const r = await run([
      "--games",
      "2",
      "--bot",
      "random",
      "--challenger",
      "greedy",
      "--workers",
      "1",
      "--out",
      "c.json",
    ]);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/greedy scores \d+\.\d % \[.*\] against random/);
    const report = parseBalanceReport(JSON.parse(readFileSync(join(dir, "c.json"), "utf8")));
    expect(report.challenger?.bot).toBe("greedy");
  });

  it("refuses bad options with the usage, and prints its help", async () => {
    for (const [args, message] of [
      [["--games", "0"], "--games must be an integer ≥ 1"],
      [["--bot", "genius"], "--bot must be one of random, greedy, ismcts, ismcts-deep"],
      [["--challenger", "x"], "--challenger must be one of"],
      [["--workers"], "--workers needs a value"],
      [["--fast"], 'unexpected argument "--fast"'],
    ] as const) {
      const r = await run(args);
      expect(r.code).toBe(2);
      expect(r.err).toContain(message);
      expect(r.err).toContain("usage: games tcg balance");
    }
    const help = await run(["--help"]);
    expect(help.code).toBe(0);
    expect(help.out).toContain("--challenger LEVEL");
  });
});
