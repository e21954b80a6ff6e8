import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { boardView, startMatch } from "../src/games/shing-shang/abstraction.js";
import { parseCommand, renderBoard } from "../src/games/shing-shang/presentation.js";
import { command } from "../src/games/shing-shang.js";
import { fakeIo } from "./io.js";

const lines = (...ls: string[]) => [ls.map((l) => `${l}\n`).join("")];

describe("games shing-shang", () => {
  it("prints its usage", async () => {
    const io = fakeIo();
    expect(await command.run(["--help"], io)).toBe(0);
    expect(io.out()).toMatch(/usage: games shing-shang/);
  });

  it("refuses bad arguments with exit code 2", async () => {
    for (const args of [
      ["--red", "wizard"],
      ["--seed"],
      ["--max-plies", "0"],
      ["--seed", "x"],
      ["--colour"],
    ]) {
      const io = fakeIo();
      expect(await command.run(args, io)).toBe(2);
      expect(io.err()).toMatch(/shing-shang: /);
    }
  });

  it("draws the board with coordinates, portals and pieces by side and kind", () => {
    const text = renderBoard(boardView(startMatch({ red: "human", blue: "human" }, 1).state), {
      colour: false,
    });
    const rows = text.split("\n");
    expect(rows[0]).toBe("10   d l m . . m l d  ");
    expect(rows[1]).toBe(" 9   l m . @ @ . m l  ");
    expect(rows[5]).toBe(" 5 . . . . . . . . . .");
    expect(rows[8]).toBe(" 2   L M . @ @ . M L  ");
    expect(rows[9]).toBe(" 1   D L M . . M L D  ");
    expect(rows[10]).toBe("   a b c d e f g h i j");
  });

  it("reads moves line by line, explains illegal input and asks again", async () => {
    const io = fakeIo(lines("d1-e2", "e1-e2", "hello", "moves c1", "moves z9", "d1-d2", "c9-c8", "b1xd3"));
    expect(await command.run([], io)).toBe(1);
    const out = io.out();
    expect(out).toContain("That move is not allowed: e2 is one of your own portals");
    expect(out).toContain("That move is not allowed: there is no Bushi on e1.");
    expect(out).toMatch(/"hello" is not a move/);
    expect(out).toMatch(/3 legal move\(s\):\nc1-d2 c1>e1 c1>c3/);
    expect(out).toMatch(/"z9" is not a square of the board/);
    expect(out).toMatch(/red monkey steps d1-d2/);
    expect(out).toMatch(/blue monkey steps c9-c8/);
    expect(out).toMatch(/red dragon jumps b1 over c2 to d3/);
    expect(out).toMatch(/end of input: the game is not over/);
    // The prompt came back after each refused line: four red prompts before d1-d2 was played.
    expect(out.split("red to move> ").length - 1).toBe(7);
  });

  it("lets a bot play one side, deterministically for a seed", async () => {
    const run = async () => {
      const io = fakeIo(lines("d1-d2", "c2-c3"));
      await command.run(["--blue", "medium", "--seed", "7"], io);
      return io.out();
    };
    const first = await run();
    expect(first).toMatch(/blue \(medium bot\) plays /);
    expect(await run()).toBe(first);
  });

  it("plays a whole bot game to its end", async () => {
    const io = fakeIo();
    expect(
      await command.run(["--red", "easy", "--blue", "easy", "--seed", "3", "--max-plies", "60"], io),
    ).toBe(0);
    expect(io.out()).toMatch(/game over after \d+ plies/);
    expect(io.out()).toMatch(/wins|draw/);
  });

  it("starts from a position file, handles the capture bonus and a win", async () => {
    const dir = mkdtempSync(join(tmpdir(), "shing-shang-"));
    const position = {
      turn: "red",
      pieces: {
        c3: { side: "red", kind: "dragon" },
        d4: { side: "red", kind: "monkey" },
        f6: { side: "red", kind: "lion" },
        h8: { side: "blue", kind: "monkey" },
        b10: { side: "blue", kind: "dragon" },
        c10: { side: "blue", kind: "monkey" },
      },
    };
    writeFileSync(join(dir, "fig2.json"), JSON.stringify(position));
    const io = fakeIo(lines("c3xe5xg7xi9", "i9xg7", "pass", "c10-c9", "d4-d5"), dir);
    expect(await command.run(["--position", "fig2.json"], io)).toBe(1);
    const out = io.out();
    expect(out).toMatch(/blue monkey on h8 is captured/);
    expect(out).toMatch(/red takes an extra action with another piece than i9/);
    expect(out).toMatch(/red extra action \(not i9, or pass\)> /);
    expect(out).toMatch(/That move is not allowed: [^\n]*i9[^\n]*\./);
    expect(out).toMatch(/red passes/);
    expect(out).toMatch(/red monkey steps d4-d5/);
  });

  it("reports a dragon reaching an enemy portal and exits 0", async () => {
    const dir = mkdtempSync(join(tmpdir(), "shing-shang-"));
    const position = {
      turn: "red",
      pieces: {
        e7: { side: "red", kind: "dragon" },
        e8: { side: "red", kind: "monkey" },
        b10: { side: "blue", kind: "dragon" },
        c10: { side: "blue", kind: "monkey" },
      },
    };
    writeFileSync(join(dir, "win.json"), JSON.stringify(position));
    const io = fakeIo(lines("e7xe9"), dir);
    expect(await command.run(["--position", "win.json"], io)).toBe(0);
    expect(io.out()).toMatch(/red wins by bringing a dragon onto an enemy portal/);
  });

  it("explains a bad position file with its JSON pointer", async () => {
    const dir = mkdtempSync(join(tmpdir(), "shing-shang-"));
    writeFileSync(
      join(dir, "bad.json"),
      JSON.stringify({ turn: "red", pieces: { a1: { side: "red", kind: "dragon" } } }),
    );
    writeFileSync(join(dir, "broken.json"), "{");
    let io = fakeIo([], dir);
    expect(await command.run(["--position", "bad.json"], io)).toBe(2);
    expect(io.err()).toMatch(/bad\.json: \/pieces\/a1: a1 is not one of the 84 squares/);
    io = fakeIo([], dir);
    expect(await command.run(["--position", "broken.json"], io)).toBe(2);
    expect(io.err()).toMatch(/broken\.json: not JSON/);
    io = fakeIo([], dir);
    expect(await command.run(["--position", "missing.json"], io)).toBe(2);
    expect(io.err()).toMatch(/cannot read missing\.json/);
  });

  it("parses prompt commands, leaving move texts to the abstraction", () => {
    expect(parseCommand("  B1xD3xF3 ")).toEqual({ kind: "move", text: "b1xd3xf3" });
    expect(parseCommand("moves")).toEqual({ kind: "moves" });
    expect(parseCommand("moves c2")).toEqual({ kind: "moves", square: "c2" });
    expect(parseCommand("quit")).toEqual({ kind: "quit" });
    expect(parseCommand("")).toEqual({ kind: "empty" });
    expect(parseCommand("c2-")).toEqual({ kind: "move", text: "c2-" });
  });

  it("prints one board per move and reply against a bot, not one after each", async () => {
    const io = fakeIo(lines("d1-d2", "d1-d2", "c2-c3"));
    expect(await command.run(["--blue", "easy", "--seed", "2"], io)).toBe(1);
    const out = io.out();
    const boards = out.split("   a b c d e f g h i j").length - 1;
    // The opening, then one after each of red's two moves and blue's replies; the refused
    // second d1-d2 changed nothing and prints none.
    expect(boards).toBe(3);
    const moved = out.indexOf("red monkey steps d1-d2");
    const reply = out.slice(moved, out.indexOf("red to move>", moved));
    expect(reply.split("a b c d e f g h i j").length - 1).toBe(1);
    expect(reply.indexOf("blue (easy bot) plays")).toBeLessThan(reply.indexOf("a b c d e f g h i j"));
  });

  it("shows refusals as the engine's sentences, never its reason codes", async () => {
    const io = fakeIo(lines("e1-e2", "c1-c2", "b1-b3", "c2-c4"));
    await command.run([], io);
    const out = io.out();
    expect(out).toContain("That move is not allowed: there is no Bushi on e1.");
    expect(out).toContain("That move is not allowed: c2 is occupied.");
    expect(out).toContain("That move is not allowed: a dragon only moves by jumping.");
    expect(out).not.toMatch(/no-piece|occupied\)|dragon-cannot-step|blocked\)|\(portal\)/);
  });

  it("exits 0 on quit and 1 when the input ends first", async () => {
    let io = fakeIo(lines("d1-d2", "quit"));
    expect(await command.run([], io)).toBe(0);
    expect(io.out()).toContain("game stopped");
    io = fakeIo(lines("d1-d2"));
    expect(await command.run([], io)).toBe(1);
  });

  it("keeps the engine behind the abstraction: presentation and control never import it", () => {
    for (const file of ["control.ts", "presentation.ts"]) {
      const source = readFileSync(new URL(`../src/games/shing-shang/${file}`, import.meta.url), "utf8");
      const imports = [...source.matchAll(/from "([^"]+)"/g)].map((m) => m[1]);
      expect(imports.filter((i) => i?.startsWith("@"))).toEqual([]);
    }
    const presentation = readFileSync(
      new URL("../src/games/shing-shang/presentation.ts", import.meta.url),
      "utf8",
    );
    expect(presentation).toMatch(/^import type \{[^}]+\} from "\.\/abstraction\.js";$/m);
  });
});
