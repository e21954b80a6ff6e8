import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { command } from "../src/games/chessistics.js";
import { fakeIo } from "./io.js";

const repo = fileURLToPath(new URL("../../../", import.meta.url));

function tempFile(name: string, content: unknown): string {
  const dir = mkdtempSync(join(tmpdir(), "chessistics-"));
  const path = join(dir, name);
  writeFileSync(path, typeof content === "string" ? content : JSON.stringify(content));
  return path;
}

describe("games chessistics levels", () => {
  it("lists the six levels with their buildings, walls and stock", async () => {
    const io = fakeIo([], repo);
    expect(await command.run(["levels"], io)).toBe(0);
    const out = io.out();
    expect(out).toContain("1. Premier Convoi (4×4)");
    expect(out).toContain("Depot Royal d1 wants 3 wood (par 30)");
    expect(out).toContain("walls: c3 c4 c5 d5 e5");
    expect(out).toContain("6. Trois Royaumes (10×8)");
    expect(out).toContain("stock: 14× Pion I, 6× Tour II, 3× Fou II, 4× Cavalier II");
  });
});

describe("games chessistics run", () => {
  it("plays level 1's solution turn by turn: events in words, the board, the metrics", async () => {
    const io = fakeIo([], repo);
    expect(
      await command.run(["run", "1", "--placements", "data/chessistics/solutions/level_01.json"], io),
    ).toBe(0);
    const out = io.out();
    expect(out).toContain("Tour II #1 placed on b1, shuttling b1 ↔ c1");
    expect(out).toContain("b1: piece #1 picks up wood from Scierie (a1)");
    expect(out).toContain("c1: piece #1 delivers wood to Depot Royal (d1), 1/3");
    expect(out).toContain("Scierie (a1): 1 wood not picked up, overwritten");
    expect(out).toContain("1 S . R D");
    expect(out).toContain("Turn: 6    Depot Royal: 3/3 wood ✓");
    expect(out).toContain("Mission 1 complete on turn 6: 1 piece, 6 turns (par 30), 2 cells");
    expect(out).toContain("Mission 1: pieces 1, turns 6, cells 2");
    expect(io.err()).toBe("");
  });

  it("--quiet prints only the final board and the result", async () => {
    const io = fakeIo([], repo);
    expect(
      await command.run(
        ["run", "4", "--placements", "data/chessistics/solutions/level_04.json", "--quiet"],
        io,
      ),
    ).toBe(0);
    const out = io.out();
    expect(out).not.toContain("Turn 1\n");
    expect(out).toContain("Complete after 8 turns.");
    expect(out).toContain("Mission 1: pieces 4, turns 8, cells 8");
  });

  it("reports a network that never completes, with its cycle, and exits 1", async () => {
    const file = tempFile("idle.json", { placements: [{ piece: "rook", from: "b2", to: "c2" }] });
    const io = fakeIo([], repo);
    expect(await command.run(["run", "1", "--placements", file, "--quiet"], io)).toBe(1);
    expect(io.out()).toContain("Never completes: the network repeats every 2 turns from turn 1.");
    expect(io.out()).toContain("Depot Royal (d1): 0 wood per cycle, 0/3 so far");
  });

  it("runs a custom level file", async () => {
    const level = {
      id: "mini",
      name: "Mini",
      width: 3,
      height: 1,
      walls: [],
      pieces: [{ type: "pawn", count: 1 }],
      productions: [{ x: 0, y: 0, name: "S", cargo: "wood", amount: 1 }],
      demands: [{ x: 2, y: 0, name: "D", cargo: "wood", amount: 1 }],
    };
    // A 3×1 strip: the level file is read and used, so b2 is off its board.
    const levelFile = tempFile("mini.json", level);
    const placements = tempFile("p.json", { placements: [{ piece: "pawn", from: "b1", to: "b2" }] });
    const io = fakeIo([], repo);
    expect(await command.run(["run", levelFile, "--placements", placements], io)).toBe(2);
    expect(io.err()).toContain("/placements/0: off-board");
  });

  it("names the file and the JSON pointer of a bad placements file", async () => {
    const file = tempFile("bad.json", { placements: [{ piece: "rook", from: "b1", to: 3 }] });
    const io = fakeIo([], repo);
    expect(await command.run(["run", "1", "--placements", file], io)).toBe(2);
    expect(io.err()).toContain(`${file}: /placements/0/to: must be string`);
  });

  it("names the file of invalid JSON", async () => {
    const file = tempFile("broken.json", "{ nope");
    const io = fakeIo([], repo);
    expect(await command.run(["run", "1", "--placements", file], io)).toBe(2);
    expect(io.err()).toContain(`${file}: (root): not valid JSON`);
  });

  it("names the placement the engine refuses", async () => {
    const file = tempFile("clash.json", {
      placements: [
        { piece: "rook", from: "b1", to: "c1" },
        { piece: "rook", from: "b1", to: "b2" },
      ],
    });
    const io = fakeIo([], repo);
    expect(await command.run(["run", "1", "--placements", file], io)).toBe(2);
    expect(io.err()).toContain(`${file}: /placements/1: occupied: a piece already stands on b1`);
  });

  it("refuses placements meant for another level", async () => {
    const io = fakeIo([], repo);
    expect(
      await command.run(["run", "2", "--placements", "data/chessistics/solutions/level_01.json"], io),
    ).toBe(2);
    expect(io.err()).toContain("/level: these placements are for level 1, not level 2");
  });

  it("refuses missing arguments, unknown levels and options", async () => {
    for (const args of [
      ["run", "1"],
      ["run", "9", "--placements", "x.json"],
      ["run", "1", "--fast"],
      ["play"],
      [],
    ]) {
      const io = fakeIo([], repo);
      expect(await command.run(args, io)).toBe(2);
      expect(io.err()).not.toBe("");
    }
  });
});
