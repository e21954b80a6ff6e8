/**
 * The Shing Shang page's logic, in Node: replaying a record, the move list's pairs, captures,
 * takeback, the URL/storage text forms, building moves cell by cell, and the cursor.
 */
import { legalActions, type Side, STANDARD_POSITION } from "@engines/shing-shang";
import { describe, expect, test } from "vitest";
import { applyTool } from "../src/shing-shang/editor.js";
import {
  capturedBy,
  judge,
  moveRows,
  NEW_GAME,
  playablePrefix,
  ReplayError,
  replay,
  takeBack,
} from "../src/shing-shang/game.js";
import { cellXY, moveCursor, squareAt } from "../src/shing-shang/layout.js";
import {
  formatPosition,
  parseMoves,
  parsePosition,
  recordFromParams,
  recordParams,
} from "../src/shing-shang/record-text.js";
import { parseStored } from "../src/shing-shang/saved-game.js";
import { choose, targetsOf } from "../src/shing-shang/selection.js";

/** Red's dragon climbs its own pieces, captures on d6 (extra action), and reaches blue's portal f9. */
const WIN = parseMoves("b3-c4 b8-d6 b1xb3xd5xd7 c1xc3xc5 g10-e8 d7xf9")!;

describe("replaying a record", () => {
  test("gives every position, who moved, extra actions and captures, and the result", () => {
    const r = replay({ start: null, actions: WIN });
    expect(r.plies.map((p) => p.side)).toEqual(["red", "blue", "red", "red", "blue", "red"]);
    expect(r.plies.map((p) => p.extra)).toEqual([false, false, false, true, false, false]);
    expect(r.plies[2]!.captured).toEqual([{ side: "blue", kind: "monkey" }]);
    expect(r.current.result).toEqual({ winner: "red", reason: "portal" });
    expect(capturedBy(r.plies)).toEqual({
      red: [
        { side: "blue", kind: "monkey" },
        { side: "blue", kind: "monkey" },
      ],
      blue: [],
    });
    expect(capturedBy(r.plies, 2)).toEqual({ red: [], blue: [] });
  });

  test("numbers turns in pairs, an extra action joining the capture before it", () => {
    const rows = moveRows(replay({ start: null, actions: WIN }).plies);
    expect(rows).toEqual([
      { number: 1, red: { side: "red", plies: [0] }, blue: { side: "blue", plies: [1] } },
      { number: 2, red: { side: "red", plies: [2, 3] }, blue: { side: "blue", plies: [4] } },
      { number: 3, red: { side: "red", plies: [5] }, blue: null },
    ]);
  });

  test("starts a row with an empty red turn when blue moves first", () => {
    const start = { ...STANDARD_POSITION, turn: "blue" as Side };
    const rows = moveRows(replay({ start, actions: parseMoves("b8-b7 b3-b4")! }).plies);
    expect(rows.map((r) => [r.number, r.red?.side ?? null, r.blue?.side ?? null])).toEqual([
      [1, null, "blue"],
      [2, "red", null],
    ]);
  });

  test("records the engine's automatic pass of a side with no legal action", () => {
    // Blue's only piece besides its dragon is a monkey walled in; after red's move blue cannot move.
    const start = parsePosition("red Dg5 Mb3 di10")!;
    const r = replay({ start, actions: parseMoves("b3-b4")! });
    expect(r.plies.map((p) => [p.side, p.action === null])).toEqual([
      ["red", false],
      ["blue", true],
    ]);
    expect(r.current.turn).toBe("red");
  });

  test("refuses an illegal action with its index, and keeps the playable prefix", () => {
    const record = { start: null, actions: parseMoves("b3-c4 b3-c5 b8-d6")! };
    expect(() => replay(record)).toThrow(ReplayError);
    try {
      replay(record);
    } catch (e) {
      expect((e as ReplayError).index).toBe(1);
    }
    expect(playablePrefix(record)).toEqual({
      record: { start: null, actions: parseMoves("b3-c4")! },
      refused: { reason: "no-piece", detail: expect.any(String) },
    });
    expect(playablePrefix({ start: null, actions: parseMoves("b3-c4")! })?.refused).toBeNull();
    expect(playablePrefix({ start: parsePosition("red Me2 Db1 db10")!, actions: [] })).toBeNull();
  });

  test("judge passes on the engine's verdict, with the square it names", () => {
    expect(judge(STANDARD_POSITION)).toEqual({ ok: true });
    expect(judge(parsePosition("red Me2 Db1 db10")!)).toEqual({
      ok: false,
      where: "e2",
      reason: "on-portal",
      detail: "a monkey may not stand on a portal",
    });
    expect(judge(parsePosition("red Db1")!)).toEqual({
      ok: false,
      where: "",
      reason: "no-dragon",
      detail: "blue has no dragon: the game would already be over",
    });
  });
});

describe("takeback", () => {
  const bot = (side: Side) => side === "blue";
  const human = () => false;

  test("against a bot, takes back its reply and the move before it", () => {
    const record = { start: null, actions: WIN.slice(0, 2) };
    expect(takeBack(record, bot)).toEqual(NEW_GAME);
  });

  test("after a capture, goes back to the person's last decision", () => {
    const record = { start: null, actions: WIN.slice(0, 5) };
    // Before g10-e8 (blue, bot) came red's extra action c1xc3xc5: the person chose it.
    expect(takeBack(record, bot).actions).toEqual(WIN.slice(0, 3));
    expect(takeBack(record, human).actions).toEqual(WIN.slice(0, 4));
  });

  test("changes nothing when no person has moved", () => {
    const record = { start: null, actions: WIN.slice(0, 1) };
    expect(takeBack(record, (s) => s === "red")).toBe(record);
    expect(takeBack(NEW_GAME, human)).toBe(NEW_GAME);
    expect(takeBack(record, () => true)).toBe(record);
  });
});

describe("text forms for the URL and storage", () => {
  test("a position and moves round-trip", () => {
    const text = formatPosition(STANDARD_POSITION);
    expect(text.startsWith("red Db1 Lc1 Md1 Mg1 Lh1 Di1 Lb2")).toBe(true);
    expect(parsePosition(text)).toEqual({ pieces: STANDARD_POSITION.pieces, turn: "red" });
    const record = { start: parsePosition("blue De7 Me8 db10")!, actions: parseMoves("b10xd8 e7xe9")! };
    const params = recordParams(record);
    // Written with ">" for jumps (issue 30); a link written before, with "x", still opens.
    expect(params).toEqual({ position: "blue De7 Me8 db10", moves: "b10>d8 e7>e9" });
    expect(recordFromParams(params.position, params.moves)).toEqual(record);
    expect(recordFromParams(params.position, "b10xd8 e7xe9")).toEqual(record);
    expect(recordParams(NEW_GAME)).toEqual({ position: null, moves: null });
  });

  test("unreadable text gives null, never a guess", () => {
    expect(parsePosition("green Db1")).toBeNull();
    expect(parsePosition("red Xb1")).toBeNull();
    expect(parsePosition("red Db1 Lb1")).toBeNull();
    expect(parseMoves("b3-c4 hello")).toBeNull();
    expect(recordFromParams("red Qb1", null)).toBeNull();
  });

  test("a stored game is checked field by field", () => {
    const stored = { position: null, moves: "b3-c4", red: "human", blue: "hard", seed: 7, flipped: true };
    expect(parseStored(stored)).toEqual({
      record: { start: null, actions: parseMoves("b3-c4") },
      players: { red: "human", blue: "hard" },
      seed: 7,
      flipped: true,
    });
    expect(parseStored({ ...stored, blue: "wizard" })).toBeNull();
    expect(parseStored({ ...stored, moves: "nonsense" })).toBeNull();
    expect(parseStored(null)).toBeNull();
  });
});

describe("building a move cell by cell", () => {
  test("a piece is picked up, a step target plays the step", () => {
    const all = legalActions(replay(NEW_GAME).current);
    expect(targetsOf(all, null).movable).toContain("b3");
    const picked = choose(all, null, "b3");
    expect(picked).toEqual({ type: "select", selection: { from: "b3", path: [] } });
    expect(choose(all, { from: "b3", path: [] }, "c4")).toEqual({
      type: "play",
      action: { type: "step", from: "b3", to: "c4" },
    });
    expect(choose(all, { from: "b3", path: [] }, "b3")).toEqual({ type: "select", selection: null });
    expect(choose(all, null, "e5")).toEqual({ type: "select", selection: null });
  });

  test("a chain goes on while it can, stops on its last landing, and plays at once on a capture", () => {
    const all = legalActions(replay({ start: null, actions: WIN.slice(0, 2) }).current);
    const start = { from: "b1", path: [] };
    expect(targetsOf(all, start).landings).toContain("b3");
    const hop = { from: "b1", path: ["b3"] };
    expect(choose(all, start, "b3")).toEqual({ type: "select", selection: hop });
    expect(targetsOf(all, hop).canStop).toBe(true);
    expect(choose(all, hop, "b3")).toEqual({
      type: "play",
      action: { type: "jump", from: "b1", path: ["b3"] },
    });
    const sel = { from: "b1", path: ["b3", "d5"] };
    expect(choose(all, hop, "d5")).toEqual({ type: "select", selection: sel });
    expect(choose(all, sel, "d7")).toEqual({
      type: "play",
      action: { type: "jump", from: "b1", path: ["b3", "d5", "d7"] },
    });
    expect(choose(all, sel, "i9")).toEqual({ type: "ignore" });
  });
});

describe("the board's layout and cursor", () => {
  test("rank 10 on top, or rank 1 when flipped", () => {
    expect(cellXY("a5")).toEqual([0, 5]);
    expect(cellXY("b10")).toEqual([1, 0]);
    expect(cellXY("b10", true)).toEqual([8, 9]);
    expect(squareAt(1, 0)).toBe("b10");
    expect(squareAt(0, 0)).toBeNull();
    expect(squareAt(8, 9, true)).toBe("b10");
  });

  test("arrows move on screen, skip the missing corners, and stop at the edge", () => {
    expect(moveCursor("e5", "ArrowUp")).toBe("e6");
    expect(moveCursor("e5", "ArrowUp", true)).toBe("e4");
    expect(moveCursor("b5", "ArrowLeft")).toBe("a5");
    expect(moveCursor("b4", "ArrowLeft")).toBe("b4");
    expect(moveCursor("a6", "ArrowUp")).toBe("a6");
    expect(moveCursor("b10", "ArrowUp")).toBe("b10");
    expect(moveCursor("i7", "ArrowRight")).toBe("i7");
    expect(moveCursor("i6", "ArrowRight")).toBe("j6");
  });
});

describe("the editor", () => {
  test("places a piece, replaces another, and removes the same one or with the eraser", () => {
    const empty = { pieces: {}, turn: "red" as Side };
    const one = applyTool(empty, { side: "red", kind: "dragon" }, "b1");
    expect(one.pieces).toEqual({ b1: { side: "red", kind: "dragon" } });
    expect(applyTool(one, { side: "blue", kind: "lion" }, "b1").pieces).toEqual({
      b1: { side: "blue", kind: "lion" },
    });
    expect(applyTool(one, { side: "red", kind: "dragon" }, "b1").pieces).toEqual({});
    expect(applyTool(one, "erase", "b1").pieces).toEqual({});
    expect(empty.pieces).toEqual({});
  });
});
