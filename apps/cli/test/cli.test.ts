import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { helpText, runCli } from "../src/cli.js";
import { commands } from "../src/commands.js";
import { fakeIo } from "./io.js";

const COMMANDS = await commands();

const { version } = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as {
  version: string;
};

describe("games", () => {
  it("--help lists every command with its summary", async () => {
    const io = fakeIo();
    expect(await runCli(["--help"], io)).toBe(0);
    for (const c of COMMANDS) expect(io.out()).toContain(`  ${c.name}`);
    expect(io.out()).toContain(await helpText());
    const bare = fakeIo();
    expect(await runCli([], bare)).toBe(0);
    expect(bare.out()).toBe(io.out());
  });

  it("each listed summary is the loaded command's own, under the same name", async () => {
    for (const entry of COMMANDS) {
      const command = await entry.load();
      expect(command.name).toBe(entry.name);
      expect(command.summary).toBe(entry.summary);
    }
  });

  it("<command> --help prints that command's usage, wherever --help (or -h) is", async () => {
    for (const entry of COMMANDS) {
      const command = await entry.load();
      const usage = typeof command.usage === "string" ? command.usage : await command.usage();
      expect(usage).toMatch(new RegExp(`^usage: games ${entry.name}`));
      for (const args of [
        [entry.name, "--help"],
        [entry.name, "-h"],
        [entry.name, "x", "--help"],
      ]) {
        const io = fakeIo();
        expect(await runCli(args, io)).toBe(0);
        expect(io.out().trim()).toBe(usage.trim());
      }
    }
  });

  it("--version (or -v) prints the package's version, alone or after any command", async () => {
    for (const args of [["--version"], ["-v"], ["pigment", "--version"], ["conformance", "-v"]]) {
      const io = fakeIo();
      expect(await runCli(args, io)).toBe(0);
      expect(io.out()).toBe(`${version}\n`);
    }
  });

  it("an unknown command exits 2 and says so", async () => {
    const io = fakeIo();
    expect(await runCli(["chess"], io)).toBe(2);
    expect(io.err()).toContain('games: unknown command "chess"');
  });
});
