import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { playout, STARTER_DECK } from "@engines/lgc-tcg";
import { describe, expect, it } from "vitest";
import { command } from "../src/games/tcg.js";
import { fakeIo } from "./io.js";

const setup = {
  seed: 11,
  players: [
    { heroClass: "PALADIN", deck: STARTER_DECK },
    { heroClass: "MAGE", deck: STARTER_DECK },
  ],
} as const;

describe("games tcg", () => {
  it("is named tcg and refuses an unknown subcommand", async () => {
    expect(command.name).toBe("tcg");
    const io = fakeIo();
    expect(await command.run(["dance"], io)).toBe(2);
    expect(io.err()).toContain('unknown subcommand "dance"');
  });

  it("play: shows the board and numbered intents, quits on q", async () => {
    const io = fakeIo(["1\n", "q\n"]);
    const code = await command.run(["play", "--seed", "3", "--vs", "random"], io);
    expect(code).toBe(1);
    const out = io.out();
    expect(out).toContain("LGC TCG — seed 3");
    expect(out).toMatch(/1\. (keep the hand|replace)/);
    expect(out).toContain("Opponent (B, PALADIN)");
    expect(out).toContain("bye");
  });

  it("play: always choosing the first listed intent plays a whole game to its end", async () => {
    // The first listed intent always makes progress: a play, an attack, the power, or END_TURN.
    const answers = Array.from({ length: 2000 }, () => "1\n");
    const io = fakeIo(answers);
    const code = await command.run(["play", "--seed", "5", "--vs", "greedy"], io);
    expect([0, 1]).toContain(code);
    expect(io.out()).toMatch(/(you win|you lose|draw) \(/);
  });

  it("play: refuses bad options", async () => {
    const io = fakeIo();
    expect(await command.run(["play", "--vs", "smart"], io)).toBe(2);
    expect(await command.run(["play", "--seed"], io)).toBe(2);
    expect(await command.run(["play", "--seed", "x"], io)).toBe(2);
  });

  it("play --save writes a replay that replay prints", async () => {
    const dir = mkdtempSync(join(tmpdir(), "tcg-"));
    const io = fakeIo(
      Array.from({ length: 2000 }, () => "1\n"),
      dir,
    );
    await command.run(["play", "--seed", "9", "--save", "game.json"], io);
    const saved = JSON.parse(readFileSync(join(dir, "game.json"), "utf8"));
    expect(saved.setup.seed).toBe(9);
    expect(saved.actions.length).toBeGreaterThan(0);
    expect(io.out()).toContain("replay saved to game.json");
    const io2 = fakeIo([], dir);
    expect(await command.run(["replay", "game.json"], io2)).toBe(0);
    expect(io2.out()).toContain("result:");
  });

  it("replay: prints a replay's events turn by turn and its result", async () => {
    const dir = mkdtempSync(join(tmpdir(), "tcg-"));
    const { replay, state } = playout(setup, { seed: 2 });
    writeFileSync(join(dir, "r.json"), JSON.stringify(replay));
    const io = fakeIo([], dir);
    expect(await command.run(["replay", "r.json"], io)).toBe(0);
    const out = io.out();
    expect(out).toContain(`replay r.json: seed 11, ${replay.actions.length} intents`);
    expect(out).toContain("— turn 1:");
    expect(out).toContain(state.winner === null ? "result: draw" : `result: ${state.winner} wins`);
  });

  it("replay: names the file and pointer of a bad replay", async () => {
    const dir = mkdtempSync(join(tmpdir(), "tcg-"));
    writeFileSync(
      join(dir, "bad.json"),
      JSON.stringify({ setup: { seed: 1, players: [] }, actions: [{ type: "FLY", player: "A" }] }),
    );
    const io = fakeIo([], dir);
    expect(await command.run(["replay", "bad.json"], io)).toBe(2);
    expect(io.err()).toContain("bad.json");
    expect(io.err()).toContain("/setup/players");
    const io2 = fakeIo([], dir);
    expect(await command.run(["replay", "missing.json"], io2)).toBe(2);
    expect(await command.run(["replay"], io2)).toBe(2);
  });

  it("lint delegates to the data linter", async () => {
    const io = fakeIo();
    const code = await command.run(["lint", "--help"], io);
    expect(code).toBe(0);
    expect(io.out()).toContain("usage: games tcg lint");
  });
});
