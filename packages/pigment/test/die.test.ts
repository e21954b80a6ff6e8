import { fc } from "@core/engine/testing";
import { describe, expect, it } from "vitest";
import {
  DIRS,
  type Dir,
  ORIENTATIONS,
  opposeConsistently,
  orientationIndex,
  roll,
  START_DIE,
} from "../src/index.js";
import { dirArb } from "../src/testing.js";

const BACK: Record<Dir, Dir> = { N: "S", S: "N", E: "W", W: "E" };

describe("roll (seed line 15)", () => {
  it("rolls east from the start: yellow down, white up, black east, null west", () => {
    expect(roll(START_DIE, "E")).toEqual({
      D: "yellow",
      U: "white",
      N: "red",
      S: "blue",
      E: "black",
      W: "empty",
    });
  });
  it("rolls west from the start: white down, yellow up, null east, black west", () => {
    expect(roll(START_DIE, "W")).toEqual({
      D: "white",
      U: "yellow",
      N: "red",
      S: "blue",
      E: "empty",
      W: "black",
    });
  });
  it("rolls north from the start: red down, blue up, black north, null south", () => {
    expect(roll(START_DIE, "N")).toEqual({
      D: "red",
      U: "blue",
      N: "black",
      S: "empty",
      E: "yellow",
      W: "white",
    });
  });
  it("rolls south from the start: blue down, red up, null north, black south", () => {
    expect(roll(START_DIE, "S")).toEqual({
      D: "blue",
      U: "red",
      N: "empty",
      S: "black",
      E: "yellow",
      W: "white",
    });
  });
  it("is undone by the opposite roll", () => {
    fc.assert(
      fc.property(fc.array(dirArb, { maxLength: 20 }), dirArb, (path, dir) => {
        const die = path.reduce(roll, START_DIE);
        expect(roll(roll(die, dir), BACK[dir])).toEqual(die);
      }),
    );
  });
  it("four rolls the same way come back to the same orientation", () => {
    for (const dir of DIRS) expect([dir, dir, dir, dir].reduce(roll, START_DIE)).toEqual(START_DIE);
  });
});

describe("orientations", () => {
  it("there are exactly 24, all distinct and opposite-consistent", () => {
    expect(ORIENTATIONS).toHaveLength(24);
    expect(new Set(ORIENTATIONS.map((d) => JSON.stringify(d))).size).toBe(24);
    for (const die of ORIENTATIONS) expect(opposeConsistently(die)).toBe(true);
    ORIENTATIONS.forEach((die, i) => {
      expect(orientationIndex(die)).toBe(i);
    });
  });
  it("every roll sequence keeps opposites fixed and stays among the 24", () => {
    fc.assert(
      fc.property(fc.array(dirArb, { maxLength: 40 }), (path) => {
        const die = path.reduce(roll, START_DIE);
        expect(opposeConsistently(die)).toBe(true);
        expect(orientationIndex(die)).toBeGreaterThanOrEqual(0);
      }),
    );
  });
  it("rejects a mirror image and a die with a wrong pair", () => {
    // East and west swapped: the same opposite pairs but a reflection, not a rotation.
    expect(orientationIndex({ ...START_DIE, E: "white", W: "yellow" })).toBe(-1);
    expect(opposeConsistently({ ...START_DIE, U: "red" })).toBe(false);
  });
});
