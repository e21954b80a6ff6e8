import { init, piecesOf, reduce, type State } from "@engines/chessistics";
import { describe, expect, it } from "vitest";
import { chessMessages } from "../src/chessistics/messages.js";
import {
  appendLog,
  bestOf,
  firstUnsolved,
  type LogEntry,
  replayLog,
  solvedMissions,
} from "../src/chessistics/play.js";
import { boardView, cellLabel, routeLength, stepCursor } from "../src/chessistics/view.js";
import { stateInWords } from "../src/chessistics/words.js";

describe("a Chessistics game as the browser saves it", () => {
  it("logs runs of turns as counts and replays the log to the same state", () => {
    let log: LogEntry[] = [];
    let state: State = init({ level: 1 });
    for (const action of [
      { type: "place", piece: "rook", from: "b1", to: "c1" },
      { type: "tick" },
      { type: "tick" },
      { type: "tick" },
      { type: "place", piece: "rook", from: "b3", to: "c3" },
      { type: "tick" },
    ] as const) {
      state = reduce(state, action).state;
      log = appendLog(log, action);
    }
    expect(log.map((e) => (e.type === "turns" ? e.count : e.type))).toEqual(["place", 3, "place", 1]);
    expect(replayLog(1, log)).toEqual(state);
  });

  it("gives up on a log the engine refuses (another level's, or edited)", () => {
    expect(replayLog(1, [{ type: "place", piece: "rook", from: "a1", to: "a2" }])).toBeNull();
  });

  it("keeps each metric's best and counts solved missions", () => {
    expect(bestOf({ pieces: 2, turns: 9, cells: 4 }, { pieces: 3, turns: 6, cells: 5 })).toEqual({
      pieces: 2,
      turns: 6,
      cells: 4,
    });
    const progress = { "1/1": { pieces: 1, turns: 6, cells: 2 }, "7/1": { pieces: 1, turns: 6, cells: 2 } };
    expect(solvedMissions(progress, 7)).toBe(1);
    expect(firstUnsolved(progress)).toBe(2);
  });
});

describe("the board as shown", () => {
  const m = chessMessages.en;
  it("hides a campaign's next cells until the player has seen them appear", () => {
    const state = init({ level: 7 });
    expect(boardView(state, 1).cells.map((c) => c.square)).toHaveLength(12);
    // a1–d3 at the bottom of the 12×10 grid (SVG y grows down): rows 7 to 10 from the top.
    expect(boardView(state, 1).box).toEqual({ x0: 0, y0: 7, x1: 4, y1: 10 });
  });

  it("moves the keyboard cursor to the next shown cell, staying at the edge", () => {
    const view = boardView(init({ level: 3 }), 1);
    expect(stepCursor(view, "b2", 1, 0)).toBe("c2");
    expect(stepCursor(view, "b2", 0, -1)).toBe("b3"); // up on screen is up the ranks
    expect(stepCursor(view, "a1", -1, 0)).toBe("a1");
  });

  it("names cells for screen readers and measures routes as the detail panel shows them", () => {
    const state = reduce(init({ level: 1 }), { type: "place", piece: "rook", from: "b2", to: "b4" }).state;
    const view = boardView(state, 1);
    const cell = (sq: string) => view.cells.find((c) => c.square === sq)!;
    const none = { origin: false, target: false, from: false, selected: false };
    // In English the level's words come from its i18n block, the piece's from the catalog (issue 30).
    const shown = stateInWords(state, "en");
    expect(cellLabel(m, shown, cell("a1"), undefined, "en", none)).toBe("a1, Sawmill, makes wood");
    expect(cellLabel(m, shown, cell("b2"), piecesOf(state)[0], "en", none)).toBe(
      "b2, Rook II number 1, shuttles b2 to b4",
    );
    expect(cellLabel(m, shown, cell("c2"), undefined, "en", { ...none, target: true })).toBe(
      "c2, empty, legal arrival",
    );
    const fr = chessMessages.fr;
    expect(cellLabel(fr, stateInWords(state, "fr"), cell("a1"), undefined, "fr", none)).toBe(
      "a1, Scierie, produit du bois",
    );
    expect(cellLabel(fr, state, cell("b2"), piecesOf(state)[0], "fr", none)).toBe(
      "b2, Tour II numéro 1, navette de b2 à b4",
    );
    expect(routeLength(piecesOf(state)[0]!)).toBe(2);
    expect(routeLength({ type: "knight", from: "b1", to: "c3" })).toBeNull();
  });
});
