import { readFileSync } from "node:fs";
import { SetupError } from "@core/engine";
import { adversarialSetups, fc } from "@core/engine/testing";
import { describe, expect, it } from "vitest";
import {
  CHESSISTICS_REFUSALS,
  CHESSISTICS_SETUP_REASONS,
  type ChessisticsSetupReason,
  engine,
  isChessisticsRefusal,
  isChessisticsSetupReason,
} from "../src/index.js";

/** The error `init` throws for `setup`; fails the test when it builds a state. */
function refusal(setup: unknown): SetupError {
  try {
    engine.init(setup as never);
  } catch (error) {
    if (error instanceof SetupError) return error;
    throw error;
  }
  throw new Error("the setup was accepted");
}

const wood = { x: 0, y: 0, name: "Scierie", cargo: "wood", amount: 1 };
const depot = { x: 3, y: 0, name: "Dépôt", cargo: "wood", amount: 3 };
/** A playable 4×4 level: a sawmill a1, a depot d1, three rooks. */
const LEVEL = {
  id: 1,
  name: "t",
  width: 4,
  height: 4,
  productions: [wood],
  demands: [depot],
  walls: [],
  pieces: [{ type: "rook", level: 2, count: 3 }],
};
const level = (changes: object) => ({ level: { ...LEVEL, ...changes } });
/** A two-mission campaign on the 4×4 grid: a1–d1 first, then the rest. */
const area = (y: number, height: number) => ({ x: 0, y, width: 4, height });
const campaign = (changes: object) =>
  level({
    demands: [depot, { ...depot, x: 0, y: 3, mission: 2 }],
    missions: [
      { title: "one", description: "", area: [area(0, 1)] },
      { title: "two", description: "", area: [area(1, 3)] },
    ],
    ...changes,
  });

/** Each reason, from the case it names, with the pointer it is given at. */
const CASES: Record<ChessisticsSetupReason, { readonly setup: unknown; readonly at: string }> = {
  schema: { setup: level({ width: 0 }), at: "/level/width" },
  "unknown-level": { setup: { level: 99 }, at: "/level" },
  "off-grid": { setup: level({ walls: [{ x: 4, y: 0 }] }), at: "/level/walls/0/x" },
  "cell-taken": { setup: level({ walls: [{ x: 0, y: 0 }] }), at: "/level/productions/0" },
  "cargo-not-produced": {
    setup: level({ demands: [{ ...depot, cargo: "stone" }] }),
    at: "/level/demands/0/cargo",
  },
  "mission-gap": { setup: level({ demands: [{ ...depot, mission: 2 }] }), at: "/level/demands" },
  "stock-listed-twice": {
    setup: level({
      pieces: [
        { type: "rook", level: 2, count: 1 },
        { type: "rook", count: 1 },
      ],
    }),
    at: "/level/pieces/1",
  },
  "mission-count": {
    setup: campaign({ missions: [{ title: "one", description: "", area: [area(0, 4)] }] }),
    at: "/level/missions",
  },
  "empty-first-area": {
    setup: campaign({
      missions: [
        { title: "one", description: "", area: [] },
        { title: "two", description: "", area: [area(0, 4)] },
      ],
    }),
    at: "/level/missions/0/area",
  },
  "area-off-grid": {
    setup: campaign({
      missions: [
        { title: "one", description: "", area: [area(0, 1)] },
        { title: "two", description: "", area: [area(1, 4)] },
      ],
    }),
    at: "/level/missions/1/area/0",
  },
  "never-on-board": {
    setup: campaign({
      missions: [
        { title: "one", description: "", area: [area(0, 1)] },
        { title: "two", description: "", area: [area(1, 2)] },
      ],
    }),
    at: "/level/demands/1",
  },
  "demand-too-late": {
    setup: campaign({
      demands: [depot, { ...depot, x: 0, y: 3, mission: 1 }, { ...depot, x: 1, y: 3, mission: 2 }],
    }),
    at: "/level/demands/1",
  },
  "cargo-too-late": {
    setup: campaign({
      productions: [wood, { ...wood, x: 3, y: 3, name: "Carrière", cargo: "stone" }],
      demands: [
        depot,
        { ...depot, x: 3, y: 2, cargo: "stone", mission: 1 },
        { ...depot, x: 0, y: 3, mission: 2 },
      ],
      missions: [
        { title: "one", description: "", area: [area(0, 3)] },
        { title: "two", description: "", area: [area(3, 1)] },
      ],
    }),
    at: "/level/demands/1/cargo",
  },
  "incomplete-translation": {
    setup: level({ i18n: { en: { name: "t", buildings: { Scierie: "Sawmill" } } } }),
    at: "/level/i18n/en/buildings",
  },
};

describe("a refused setup says why in a code (RULES.md §7)", () => {
  for (const reason of CHESSISTICS_SETUP_REASONS)
    it(`${reason}: the case it names`, () => {
      const error = refusal(CASES[reason].setup);
      expect(error.detail).not.toBe("");
      expect(error.reason).toBe(reason);
      expect(error.pointer).toBe(CASES[reason].at);
    });

  it("the setup's own shape is refused as schema: not an object, another key, a level of another type", () => {
    expect(refusal(7).reason).toBe("schema");
    expect(refusal({ level: 1, x: 1 }).reason).toBe("schema");
    expect(refusal({ level: "1" }).reason).toBe("schema");
  });

  it("gives every refusal one of its documented reasons, whatever the setup", () => {
    fc.assert(
      fc.property(adversarialSetups([{ level: 1 }, level({}), campaign({})]), (setup) => {
        try {
          engine.init(setup as never);
        } catch (error) {
          if (!(error instanceof SetupError)) throw error;
          expect(isChessisticsSetupReason(error.reason), `${error.reason}: ${error.message}`).toBe(true);
        }
      }),
      { numRuns: 300, seed: 28 },
    );
  });

  it("lists every reason, and every refusal, in RULES.md", () => {
    const rules = readFileSync(new URL("../RULES.md", import.meta.url), "utf8");
    for (const reason of [...CHESSISTICS_SETUP_REASONS, ...CHESSISTICS_REFUSALS])
      expect(rules).toContain(`\`${reason}\``);
    expect(isChessisticsSetupReason("mission-gap")).toBe(true);
    expect(isChessisticsRefusal("wall")).toBe(true);
    expect(isChessisticsRefusal("toString")).toBe(false);
  });
});
