import { replay } from "@core/engine";
import { describe, expect, it } from "vitest";
import { type Action, boardView, cellView, engine, init, markStatus, movesLeft } from "../src/index.js";

describe("selectors", () => {
  it("describe level 5's start: the die, the sealed mark, the yellow mark", () => {
    const state = init({ level: 5 });
    expect(cellView(state, [0, 0])).toEqual({
      cell: [0, 0],
      floor: true,
      stain: "empty",
      sealed: false,
      mark: null,
      met: null,
      die: true,
    });
    expect(cellView(state, [2, 0])).toMatchObject({
      stain: "black",
      sealed: true,
      mark: "empty",
      met: false,
      die: false,
    });
    expect(cellView(state, [1, 0])).toMatchObject({ mark: "yellow", met: false });
    expect(markStatus(state)).toEqual([
      { cell: [1, 0], colour: "yellow", stain: "empty", met: false },
      { cell: [2, 0], colour: "empty", stain: "black", met: false },
    ]);
    expect(movesLeft(state)).toBe(6);
  });

  it("boardView lists the 25 cells row by row, holes as non-floor", () => {
    const level = {
      name: "h",
      start: [0, 0],
      limit: 2,
      marks: [{ cell: [1, 0], colour: "yellow" }],
      holes: [[4, 4]],
    };
    const views = boardView(init({ level } as never));
    expect(views).toHaveLength(25);
    expect(views[7]?.cell).toEqual([2, 1]);
    expect(views.filter((v) => !v.floor).map((v) => v.cell)).toEqual([[4, 4]]);
  });

  it("follow play: after level 1's winning roll the mark is met and no move is left", () => {
    const { state } = replay(engine, { level: 1 }, [{ type: "roll", dir: "E" } as Action]);
    expect(cellView(state, [1, 0])).toMatchObject({ stain: "yellow", mark: "yellow", met: true, die: true });
    expect(movesLeft(state)).toBe(0);
  });
});
