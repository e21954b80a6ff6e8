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
    // Everything but the provenance (date, times, load) is the same.
    const read = (file: string) =>
      parseBalanceReport(JSON.parse(readFileSync(join(dir, file), "utf8")), file);
    const { provenance: p2, ...report } = read("two.json");
    const { provenance: p1, ...alone } = read("one.json");
    expect(alone).toEqual(report);
    expect(report.games).toBe(6);
    expect(report.decks).toHaveLength(4);
    expect(report.nodes).toBeUndefined();
    expect(p2?.command).toBe(`games tcg balance ${common.join(" ")} --workers 2 --out two.json`);
    expect(p2?.workers).toBe(2);
    expect(p1?.workers).toBe(1);
    expect(Date.parse(p2?.date ?? "")).not.toBeNaN();
    expect(p2?.engine).toEqual({ name: "@engines/lgc-tcg", version: expect.any(String) });
    expect(p2?.data?.sets).toEqual(["PVB", "PTD"]);
    expect(p2?.data?.digest).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(p1?.data?.digest).toBe(p2?.data?.digest);
  });

  it("plays the classes asked and reports each class and the class-vs-class matrix", {
    timeout: 600_000,
  }, async () => {
    const args = ["--games", "8", "--bot", "random", "--decks", "4", "--classes", "MAGE,PRIEST"];
    const r = await run([...args, "--workers", "1", "--out", "classes.json"]);
    expect(r.err).toBe("");
    expect(r.code).toBe(0);
    const report = parseBalanceReport(JSON.parse(readFileSync(join(dir, "classes.json"), "utf8")));
    // The starter deck (Paladin) and four random decks of the two classes asked.
    expect(report.decks.slice(1).every((d) => ["MAGE", "PRIEST"].includes(d.heroClass))).toBe(true);
    expect(report.classes?.map((c) => c.heroClass)).toEqual(
      [...new Set(report.decks.map((d) => d.heroClass))].sort(),
    );
    expect(report.classes?.reduce((n, c) => n + c.winRate.n, 0)).toBe(16);
    for (const m of report.matchups ?? []) expect(m.heroClass).not.toBe(m.opponent);
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

  it("runs the tree-search bot with the node budget asked, and says so in the report", {
    timeout: 600_000,
  }, async () => {
    const args = ["--games", "2", "--bot", "greedy", "--challenger", "ismcts", "--nodes", "8"];
    const r = await run([...args, "--decks", "1", "--workers", "2", "--out", "n.json"]);
    expect(r.err).toBe("");
    expect(r.code).toBe(0);
    expect(r.out).toContain("greedy bots (ismcts challenging), ismcts 8 nodes a decision");
    const report = parseBalanceReport(JSON.parse(readFileSync(join(dir, "n.json"), "utf8")));
    expect(report.nodes).toEqual({ ismcts: 8 });
    expect(report.challenger?.bot).toBe("ismcts");
    expect(report.games).toBe(2);
  });

  it("refuses bad options with the usage, and prints its help", async () => {
    for (const [args, message] of [
      [["--games", "0"], "--games must be an integer ≥ 1"],
      [["--bot", "genius"], "--bot must be one of random, greedy, ismcts, ismcts-deep"],
      [["--challenger", "x"], "--challenger must be one of"],
      [["--nodes", "0"], "--nodes must be an integer ≥ 1"],
      [["--nodes", "100001"], "--nodes must be at most 100000"],
      [["--workers"], "--workers needs a value"],
      [["--fast"], 'unexpected argument "--fast"'],
      [["--classes", "MAGE,BARD"], "--classes takes classes among WARRIOR, PALADIN"],
    ] as const) {
      const r = await run(args);
      expect(r.code).toBe(2);
      expect(r.err).toContain(message);
      expect(r.err).toContain("usage: games tcg balance");
    }
    const help = await run(["--help"]);
    expect(help.code).toBe(0);
    expect(help.out).toContain("--challenger LEVEL");
    expect(help.out).toContain("--nodes N");
    expect(help.out).toContain("ismcts 200, ismcts-deep 800");
  });
});
