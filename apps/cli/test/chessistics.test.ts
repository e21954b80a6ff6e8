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
  it("lists the levels with their buildings, walls and stock, the campaign mission by mission", async () => {
    const io = fakeIo([], repo);
    expect(await command.run(["levels"], io)).toBe(0);
    const out = io.out();
    expect(out).toContain("1. Premier Convoi (6×4)");
    expect(out).toContain("Dépôt Royal f1 wants 3 wood (par 30)");
    expect(out).toContain("walls: c3 c4 c5 d5 e5");
    expect(out).toContain("6. Trois Royaumes (10×8)");
    expect(out).toContain("stock: 14× Pion I, 6× Tour II, 3× Fou II, 4× Cavalier II");
    expect(out).toContain("7. La Quête du Roi (12×10, a campaign of 8 missions on a growing board)");
    expect(out).toContain('mission 1 "Premier convoi": board a1–d3');
    expect(out).toContain('mission 3 "Le col de pierre": + a4–f5');
    expect(out).toContain("productions: Carrière f5 (1 stone/turn)");
    expect(out).toContain('mission 8 "Le Sacre du Roi": + a9–l10');
    expect(out).toContain("walls: d4 d5");
    expect(out).toContain("new pieces: 1× Tour II, 1× Cavalier II");
  });
});

describe("games chessistics run", () => {
  it("plays level 1's solution turn by turn: events in words, the board, the metrics", async () => {
    const io = fakeIo([], repo);
    expect(
      await command.run(["run", "1", "--placements", "data/chessistics/solutions/level_01.json"], io),
    ).toBe(0);
    const out = io.out();
    expect(out).toContain("Tour II #1 placed on b1, shuttling b1 ↔ d1");
    expect(out).toContain("Tour II #2 placed on f2, shuttling f2 ↔ d2");
    expect(out).toContain("b1: piece #1 picks up wood from Scierie (a1)");
    expect(out).toContain("d1 → d2: piece #1 hands wood to piece #2");
    expect(out).toContain("f2: piece #2 delivers wood to Dépôt Royal (f1), 1/3");
    expect(out).toContain("Scierie (a1): 1 wood not picked up, overwritten");
    expect(out).toContain("1 S . . R . D");
    expect(out).toContain("Turn: 7    Dépôt Royal: 3/3 wood ✓");
    expect(out).toContain("Mission 1 complete on turn 7: 2 pieces, 7 turns (par 30), 4 cells");
    expect(out).toContain("Mission 1: pieces 2, turns 7, cells 4");
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
    expect(io.out()).toContain("Dépôt Royal (f1): 0 wood per cycle, 0/3 so far");
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
    expect(io.err()).toContain(`games chessistics: ${file}: not valid JSON`);
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

describe("games chessistics: messages a person understands", () => {
  it("tells how to wrap a bare list of placements", async () => {
    const file = tempFile("bare.json", [{ piece: "rook", from: "b1", to: "c1" }]);
    const io = fakeIo([], repo);
    expect(await command.run(["run", "1", "--placements", file], io)).toBe(2);
    expect(io.err()).toBe(
      `games chessistics: ${file}: a placements file is a JSON object: wrap the list as { "placements": [ … ] } (see data/chessistics/placements.schema.json)\n`,
    );
  });

  it("says what a level file should be when it holds an array", async () => {
    const file = tempFile("levels.json", [{ id: 1 }]);
    const io = fakeIo([], repo);
    expect(await command.run(["play", file], io)).toBe(2);
    expect(io.err()).toContain(`games chessistics: ${file}: a level file holds one level, a JSON object`);
    expect(io.err()).not.toContain("(root)");
  });

  it("names the levels there are for an unknown level, and a missing file as such", async () => {
    const io = fakeIo([], repo);
    expect(await command.run(["play", "9"], io)).toBe(2);
    expect(io.err()).toBe(
      'games chessistics: there is no level 9: the levels are 1–7 ("games chessistics levels" lists them), or give a level file\n',
    );
    const io2 = fakeIo([], repo);
    expect(await command.run(["run", "lvl.json", "--placements", "x.json"], io2)).toBe(2);
    expect(io2.err()).toBe(
      'games chessistics: "lvl.json" is neither a level number (1–7) nor a level file that exists\n',
    );
  });

  it("shows collisions even with --quiet", async () => {
    const file = tempFile("clash.json", {
      placements: [
        { piece: "rook", from: "b1", to: "c1" },
        { piece: "rook", from: "c3", to: "c1" },
      ],
    });
    const io = fakeIo([], repo);
    expect(await command.run(["run", "1", "--placements", file, "--quiet", "--max-turns", "5"], io)).toBe(1);
    expect(io.out()).toContain(
      "Turn 1: COLLISION on c1: Tour II #1, Tour II #2 destroy each other, back to stock",
    );
  });
});

describe("games chessistics play", () => {
  it("places, lists targets, ticks, runs and completes level 1 from piped commands", async () => {
    const io = fakeIo(
      [
        "targets rook b1",
        "targets tour f1",
        "place rook b1 d1",
        "place rook f2 d2",
        "pieces",
        "tick",
        "run",
        "quit",
      ].map((l) => `${l}\n`),
      repo,
    );
    expect(await command.run(["play", "1"], io)).toBe(0);
    const out = io.out();
    expect(out).toContain(
      "Premier Convoi (6×4): Acheminez du bois de la Scierie au Dépôt Royal : le trajet est trop long pour une seule Tour.",
    );
    // c1, d1 to the right; b2, b3 up (a1 is the Scierie: a building, never an arrival).
    expect(out).toContain("  Tour II from b1: c1 d1 b2 b3");
    expect(out).toContain("  ✗ a Tour II cannot start on f1: f1 is a building");
    expect(out).toContain("  ✓ Tour II #1 placed on b1, shuttling b1 ↔ d1");
    expect(out).toContain("#1 Tour II b1 ↔ d1, on b1");
    expect(out).toContain("b1: piece #1 picks up wood from Scierie (a1)");
    expect(out).toContain("Turn: 1    Dépôt Royal: 0/3 wood ✗");
    expect(out).toContain("Level complete on turn 7");
    expect(io.err()).toBe("");
  });

  it("stops a run at a collision and shows it even when quiet; removals and refusals in words", async () => {
    const io = fakeIo(
      [
        "place rook b1 c1",
        "place tour c3 c1",
        "place rook b1 b2",
        "place king a2 a3",
        "run",
        "status",
        "place rook b1 c1",
        "remove b1",
        "remove 7",
        "tick 0",
        "dance",
      ].map((l) => `${l}\n`),
      repo,
    );
    expect(await command.run(["play", "1", "--quiet"], io)).toBe(1);
    const out = io.out();
    expect(out).toContain("  ✗ a piece already stands on b1");
    expect(out).toContain('  ? place <piece> <from> <to> [level], e.g. "place rook b1 c1"');
    expect(out).toContain("COLLISION on c1: Tour II #1, Tour II #2 destroy each other, back to stock");
    expect(out).toContain("Stopped: a collision (the destroyed pieces are back in stock).");
    expect(out).not.toContain("picks up"); // --quiet: only collisions and missions
    expect(out).toContain("Stock: 3× Tour II");
    expect(out).toContain("  ✓ Tour II #3 removed from b1, back to stock");
    expect(out).toContain("  ✗ no piece 7 on the board");
    expect(out).toContain("  ? tick [N], N a whole number of turns from 1");
    expect(out).toContain('  ? unknown command "dance"; type "help"');
  });

  it("plays a campaign: the board grows when a mission is done", async () => {
    const io = fakeIo(
      ["place rook b1 c1\n", "targets rook d2\n", "run\n", "targets rook d2\n", "status\n"],
      repo,
    );
    expect(await command.run(["play", "7", "--quiet"], io)).toBe(1);
    const out = io.out();
    expect(out).toContain('Mission 1/8 "Premier convoi"    Turn: 0');
    // Row by row from rank 1: e2 is not on the board yet.
    expect(out).toContain("  Tour II from d2: b2 c2 d3");
    expect(out).toContain(
      'Mission 2 "Deux clients" begins: new cells join the board; new pieces: 2 Tour II, 1 Fou II',
    );
    expect(out).toContain("  Tour II from d2: b2 c2 e2 f2 d3");
    expect(out).toContain('Mission 2/8 "Deux clients"    Turn: 6    Caserne: 0/2 wood ✗');
    expect(out).toContain("Stock: 3× Tour II, 1× Fou II");
  });
});
