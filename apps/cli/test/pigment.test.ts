import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import type { Io } from "../src/command.js";
import { command } from "../src/games/pigment.js";
import { fakeIo } from "./io.js";

/** A fake terminal: stdin is a TTY with raw mode; keys are pushed one chunk at a time. */
function fakeTty(keys: readonly string[]): Io & { out(): string; raw: boolean[] } {
  const base = fakeIo();
  const stdin = Object.assign(new PassThrough(), {
    isTTY: true,
    raw: [] as boolean[],
    setRawMode(raw: boolean) {
      stdin.raw.push(raw);
      return stdin;
    },
  });
  // Push after the command has attached its listener.
  setTimeout(() => {
    for (const k of keys) stdin.write(k);
  }, 5);
  return { ...base, stdin, raw: stdin.raw };
}

describe("games pigment, piped", () => {
  it("plays the seed's level-2 line and exits 0 on a win", async () => {
    const io = fakeIo(["E S W N E\n"]);
    expect(await command.run(["--level", "2"], io)).toBe(0);
    const out = io.out();
    expect(out).toContain("E: (0,0) → (1,0), yellow down, empty → yellow");
    expect(out).toContain("W: (1,1) → (0,1), blank down, empty → empty");
    expect(out).toContain("E: (0,0) → (1,0), blue down, yellow → green");
    expect(out).toContain("Won: every mark is met.");
    expect(out).toContain("moves: 5/5   phase: won");
    expect(out).toContain("(1,0) wants green, has green ✓");
    expect(io.err()).toBe("");
  });

  it("shows marks as a ring with a letter, the die, sealed cells and the compass", async () => {
    const io = fakeIo([""]);
    expect(await command.run(["--level=5"], io)).toBe(1);
    const out = io.out();
    expect(out).toContain("Level 5: White");
    // Row 0: die on (0,0), yellow mark on the empty (1,0), sealed (2,0) wanting empty.
    expect(out).toMatch(/ {2}0 {2}@· {4} ·\(Y\) {2}#\(E\) /);
    expect(out).toContain("N red");
    expect(out).toContain("W white");
    expect(out).toContain("[down blank] E yellow");
    expect(out).not.toContain("null");
    expect(out).toContain("S blue");
    expect(out).toContain("moves: 0/6   phase: play");
  });

  it("reports refusals, undo and restart, and exits 1 when not won", async () => {
    const io = fakeIo(["n # off the board\nS, u, r\n"]);
    expect(await command.run(["--level", "1"], io)).toBe(1);
    const out = io.out();
    expect(out).toContain("Refused: off-board.");
    expect(out).toContain("Lost: no moves left");
    expect(out).toContain("Undone S: back on (0,0), (0,1) is empty again.");
    expect(out).toContain("Restarted.");
    expect(out).toContain("moves: 0/1   phase: play");
  });

  it("refuses an unknown move word with exit 2", async () => {
    for (const word of ["X", "constructor"]) {
      const io = fakeIo([`E ${word}`]);
      expect(await command.run([], io)).toBe(2);
      expect(io.err()).toContain(`unknown move "${word}"`);
    }
  });

  it("refuses bad arguments with exit 2 and the usage", async () => {
    for (const args of [
      ["--level", "9"],
      ["--level"],
      ["--bogus"],
      ["--file"],
      ["--level", "1", "--file", "x.json"],
    ]) {
      const io = fakeIo([]);
      expect(await command.run(args, io)).toBe(2);
      expect(io.err()).toContain("usage: games pigment");
    }
  });

  it("--solve prints the proven shortest line", async () => {
    const io = fakeIo([]);
    expect(await command.run(["--level", "3", "--solve"], io)).toBe(0);
    expect(io.out()).toBe("What You Leave Behind: E S W N E (5 moves, the only shortest line; limit 5)\n");
    const two = fakeIo([]);
    await command.run(["--solve", "--level", "2"], two);
    expect(two.out()).toContain("one of 2 shortest lines");
  });

  it("plays a custom level from --file, and names file and pointer when it is invalid", async () => {
    const dir = mkdtempSync(join(tmpdir(), "pigment-"));
    const good = { name: "Two steps", start: [0, 0], limit: 2, marks: [{ cell: [2, 0], colour: "black" }] };
    writeFileSync(join(dir, "good.json"), JSON.stringify(good));
    writeFileSync(join(dir, "bad.json"), JSON.stringify({ ...good, start: [7, 0] }));
    const io = { ...fakeIo(["E E"]), cwd: dir };
    expect(await command.run(["--file", "good.json"], io)).toBe(0);
    expect(io.out()).toContain("Two steps");
    expect(io.out()).toContain("Won");
    const bad = { ...fakeIo([]), cwd: dir };
    expect(await command.run(["--file", "bad.json"], bad)).toBe(2);
    expect(bad.err()).toContain("bad.json: /start/0");
    const missing = { ...fakeIo([]), cwd: dir };
    expect(await command.run(["--file", "nope.json"], missing)).toBe(2);
    expect(missing.err()).toContain("cannot read nope.json");
  });
});

describe("games pigment, interactive", () => {
  it("rolls with arrows and WASD, undoes, hints, and quits", async () => {
    // Level 2: right (E), s (S), a (W), up (N, application-mode arrow), d (E) is the seed's winning line.
    const io = fakeTty(["\x1b[C", "s", "a", "u", "a", "\x1bOA", "h", "d", "q"]);
    expect(await command.run(["--level", "2"], io)).toBe(0);
    const out = io.out();
    expect(out).toContain("\x1b[2J");
    expect(out).toContain("Undone W");
    expect(out).toContain("Hint: roll E.");
    expect(out).toContain("Won: every mark is met. n: next level.");
    expect(io.raw).toEqual([true, false]);
  });

  it("moves to the next level with n after a win, and refuses rolls once over", async () => {
    const io = fakeTty(["d", "h", "d", "n", "s", "h", "q"]);
    await command.run([], io);
    const out = io.out();
    expect(out).toContain("Already won.");
    // Level 2 after a wasted roll south: four moves left, five needed.
    expect(out).toContain("No winning line from here within the moves left");
    expect(out).toContain("Refused: game-over.");
    expect(out).toContain("Level 2: Back Again");
  });

  it("quits when the input ends", async () => {
    const io = fakeTty([]);
    setTimeout(() => io.stdin.push(null), 20);
    expect(await command.run(["--level", "4"], io)).toBe(0);
    expect(io.out()).toContain("Level 4: The Other Pair");
  });
});
