import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { SetupError } from "@core/engine";
import { describe, expect, it } from "vitest";
import {
  engine,
  type Level,
  legalTargets,
  missionCells,
  parseLevel,
  placementOrigins,
  renderBoard,
  type State,
  terrainOf,
} from "../src/index.js";

/** The kit's two-mission campaign (conformance/chessistics/campaign.kit.json). */
const kit = JSON.parse(
  readFileSync(
    fileURLToPath(new URL("../../../conformance/chessistics/campaign.kit.json", import.meta.url)),
    "utf8",
  ),
) as { scenarios: { setup?: { level: Level } }[] };
const growing = kit.scenarios[0]!.setup!.level;

function setupError(level: unknown): SetupError {
  try {
    parseLevel(level, "campaign.json");
  } catch (error) {
    if (error instanceof SetupError) return error;
    throw error;
  }
  throw new Error("parseLevel accepted the level");
}

function play(state: State, ...actions: Parameters<typeof engine.reduce>[1][]): State {
  for (const action of actions) {
    const t = engine.reduce(state, action);
    if (t.events[0]?.type === "rejected") throw new Error(JSON.stringify(t.events[0]));
    state = t.state as State;
  }
  return state;
}

describe("a board that grows with its missions (seed §7.6)", () => {
  it("answers where the board is and what each mission brings", () => {
    const state = engine.init({ level: growing });
    expect(missionCells(state, 1)).toEqual(["a1", "b1", "c1", "a2", "b2", "c2"]);
    expect(missionCells(state, 2)).toEqual(["d1", "e1", "d2", "e2"]);
    expect(terrainOf(state, "e2")).toBe("hidden");
    expect(terrainOf(state, "a1")).toBe("production");
    expect(terrainOf(state, "f1")).toBeUndefined();
    expect(renderBoard(state)).toBe(["2 D . .    ", "1 S . .    ", "  a b c d e"].join("\n"));
    // A Pion on c1 may go to b1 or c2, not to d1 which is not on the board yet.
    expect(legalTargets(state, "pawn", 1, "c1")).toEqual(["b1", "c2"]);
    expect(placementOrigins(state, "pawn", 1)).toEqual(["b1", "c1", "b2", "c2"]);
  });

  it("shows the new cells once the next mission begins", () => {
    const state = play(
      engine.init({ level: growing }),
      { type: "place", piece: "pawn", from: "b1", to: "b2" },
      { type: "tick" },
      { type: "tick" },
    );
    expect(state.mission).toBe(2);
    expect(terrainOf(state, "e2")).toBe("production");
    expect(terrainOf(state, "d1")).toBe("empty");
    expect(renderBoard(state)).toBe(["2 D . . . S", "1 S p . . D", "  a b c d e"].join("\n"));
    // Now d1 is a legal arrival (b1 too: routes ignore pieces, RULES §3).
    expect(legalTargets(state, "pawn", 1, "c1")).toEqual(["b1", "d1", "c2"]);
  });

  it("lets a level without a campaign keep its whole grid as the board", () => {
    const state = engine.init({ level: 1 });
    expect(state.missions[0]).toMatchObject({ title: null, area: [{ x: 0, y: 0, width: 6, height: 4 }] });
    expect(missionCells(state, 1)).toHaveLength(24);
    expect(missionCells(state, 2)).toEqual([]);
  });
});

describe("campaign validation: errors name the file and the JSON pointer", () => {
  const missions = growing.missions!;
  it.each([
    [{ ...growing, missions: [missions[0]] }, "/missions", "the demands name 2 mission(s) but 1 are listed"],
    [
      { ...growing, missions: [{ ...missions[0], area: [] }, missions[1]] },
      "/missions/0/area",
      "cannot be empty",
    ],
    [
      {
        ...growing,
        missions: [missions[0], { ...missions[1], area: [{ x: 3, y: 0, width: 3, height: 2 }] }],
      },
      "/missions/1/area/0",
      "leaves the 5×2 grid",
    ],
    [
      {
        ...growing,
        missions: [missions[0], { ...missions[1], area: [{ x: 3, y: 0, width: 1, height: 2 }] }],
      },
      "/productions/1",
      'the production "Carriere" is in no mission\'s area',
    ],
    [
      { ...growing, walls: [{ x: 3, y: 1 }], missions: [missions[0], { ...missions[1], area: [] }] },
      "/walls/0",
      "this wall is in no mission's area",
    ],
    [
      {
        ...growing,
        demands: [
          growing.demands[0],
          { ...growing.demands[1], mission: 1 },
          { ...growing.demands[0], x: 1, y: 1, mission: 2 },
        ],
      },
      "/demands/1",
      'the demand "Forge" of mission 1 only appears with mission 2',
    ],
    [
      {
        ...growing,
        demands: [
          growing.demands[0],
          { ...growing.demands[1], x: 2, y: 0, mission: 1 },
          { ...growing.demands[0], x: 1, y: 1, mission: 2 },
        ],
      },
      "/demands/1/cargo",
      'no production of "stone" is on the board by mission 1',
    ],
    [
      {
        ...growing,
        missions: [
          missions[0],
          {
            ...missions[1],
            pieces: [
              { type: "pawn", count: 1 },
              { type: "pawn", level: 1, count: 2 },
            ],
          },
        ],
      },
      "/missions/1/pieces/1",
      "listed twice",
    ],
    [
      { ...growing, missions: [{ ...missions[0], colour: "red" }, missions[1]] },
      "/missions/0/colour",
      "not an allowed property",
    ],
    [{ ...growing, missions: [missions[0], { area: [] }] }, "/missions/1/title", "required"],
  ])("refuses a broken campaign (%#) at its pointer", (level, pointer, message) => {
    const error = setupError(level);
    expect(error.file).toBe("campaign.json");
    expect(error.pointer).toBe(pointer);
    expect(error.message).toContain(message);
  });

  it("reveals overlapping rectangles once, each cell with the first mission that covers it", () => {
    const big: Level = {
      ...growing,
      id: "overlaps",
      width: 120,
      height: 90,
      missions: [
        { title: "One", area: Array.from({ length: 64 }, () => ({ x: 0, y: 0, width: 3, height: 2 })) },
        { title: "Two", area: Array.from({ length: 64 }, () => ({ x: 0, y: 0, width: 120, height: 90 })) },
      ],
    };
    const state = engine.init({ level: big });
    expect(missionCells(state, 1)).toHaveLength(6);
    expect(missionCells(state, 2)).toHaveLength(120 * 90 - 6);
  });
});
