import { SetupError } from "@core/engine";
import { describe, expect, it } from "vitest";
import { engine, LEVELS } from "../src/index.js";

function pointerOf(setup: unknown): string {
  try {
    engine.init(setup as never);
  } catch (error) {
    if (error instanceof SetupError) return error.pointer;
    throw error;
  }
  throw new Error("init accepted the setup");
}

const custom = {
  name: "holes",
  description: "a custom level",
  start: [2, 2],
  limit: 10,
  marks: [{ cell: [0, 0], colour: "violet" }],
  stains: [{ cell: [1, 1], colour: "red" }],
  holes: [[4, 4]],
};

describe("setup bounds (issue 13 §3; hostile setups: the engine suite's checkSetups)", () => {
  it("states its bounds in the schema: names, descriptions, move limits, lists", () => {
    expect(pointerOf({ level: { ...custom, name: "n".repeat(101) } })).toBe("/level/name");
    expect(pointerOf({ level: { ...custom, description: "d".repeat(2001) } })).toBe("/level/description");
    expect(pointerOf({ level: { ...custom, limit: 1001 } })).toBe("/level/limit");
    expect(pointerOf({ level: { ...custom, limit: 1e9 } })).toBe("/level/limit");
    expect(pointerOf({ level: { ...custom, holes: new Array(25).fill([4, 4]) } })).toBe("/level/holes");
  });

  it("takes words in other languages, complete (issue 30)", () => {
    for (const level of LEVELS) {
      expect(level.i18n?.en?.name, level.name).toBeTruthy();
      expect(level.i18n?.en?.description, level.name).toBeTruthy();
    }
    const translated = { ...custom, i18n: { en: { name: "Holes", description: "d" } } };
    expect(() => engine.init({ level: translated } as never)).not.toThrow();
    expect(pointerOf({ level: { ...custom, i18n: { en: { name: "Holes" } } } })).toBe("/level/i18n/en");
    expect(pointerOf({ level: { ...custom, i18n: { en: { description: "d" } } } })).toBe(
      "/level/i18n/en/name",
    );
    expect(pointerOf({ level: { ...custom, i18n: { de: { name: "Löcher" } } } })).toBe("/level/i18n/de");
  });

  it("names a key that needs escaping in its pointer", () => {
    expect(pointerOf({ level: 1, "a/b~c": 0 })).toBe("/a~1b~0c");
  });
});
