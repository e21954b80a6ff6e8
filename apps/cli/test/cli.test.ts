import { readdirSync, statSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { helpText, runCli } from "../src/cli.js";
import { COMMANDS } from "../src/commands.js";
import { ENGINES } from "../src/registry.js";
import { fakeIo } from "./io.js";

const kitsDir = fileURLToPath(new URL("../../../conformance", import.meta.url));

describe("games", () => {
  it("--help lists every command with its summary", async () => {
    const io = fakeIo();
    expect(await runCli(["--help"], io)).toBe(0);
    for (const c of COMMANDS) expect(io.out()).toContain(`  ${c.name}`);
    expect(io.out()).toContain(helpText());
    const bare = fakeIo();
    expect(await runCli([], bare)).toBe(0);
    expect(bare.out()).toBe(io.out());
  });

  it("<command> --help prints that command's usage", async () => {
    for (const c of COMMANDS) {
      const io = fakeIo();
      expect(await runCli([c.name, "--help"], io)).toBe(0);
      expect(io.out().trim()).toBe(c.usage.trim());
    }
  });

  it("an unknown command exits 2 and says so", async () => {
    const io = fakeIo();
    expect(await runCli(["chess"], io)).toBe(2);
    expect(io.err()).toContain('games: unknown command "chess"');
  });

  it("registers every engine that has a kit folder, under the id its kits use", () => {
    const folders = readdirSync(kitsDir).filter((d) => statSync(`${kitsDir}/${d}`).isDirectory());
    expect([...ENGINES.keys()].sort()).toEqual(folders.sort());
    for (const [id, engine] of ENGINES) expect(engine.id).toBe(id);
  });
});
