import { SetupError } from "@core/engine";
import { describe, expect, it } from "vitest";
import { cellIndex, init, LEVELS, levelByNumber, parseLevel, parseLevels } from "../src/index.js";

function setupError(fn: () => unknown): SetupError {
  try {
    fn();
  } catch (error) {
    if (error instanceof SetupError) return error;
    throw error;
  }
  throw new Error("expected a SetupError");
}

const base = { name: "t", start: [0, 0], limit: 3, marks: [{ cell: [1, 0], colour: "yellow" }] };

describe("campaign levels (seed lines 51–61)", () => {
  it("has the five boards from the issue, all starting at (0,0)", () => {
    expect(LEVELS.map((l) => [l.number, l.name, l.limit])).toEqual([
      [1, "Première face", 1],
      [2, "Retour", 5],
      [3, "Ce que vous laissez", 5],
      [4, "L'autre paire", 6],
      [5, "Blanc", 6],
    ]);
    for (const level of LEVELS) expect(level.start).toEqual([0, 0]);
    expect(levelByNumber(3)).toBe(LEVELS[2]);
    expect(levelByNumber(0)).toBeUndefined();
    expect(levelByNumber(6)).toBeUndefined();
  });

  it("level 5 starts with (2,0) sealed", () => {
    const state = init({ level: 5 });
    expect(state.stains[cellIndex([2, 0])]).toBe("black");
    expect(state.stains.filter((s) => s !== "empty")).toEqual(["black"]);
  });
});

describe("level validation", () => {
  it("accepts a minimal level", () => {
    expect(parseLevel(base)).toEqual(base);
  });

  it("names the JSON pointer of a schema violation", () => {
    expect(setupError(() => parseLevel({ ...base, start: [5, 0] }, "x.json")).pointer).toBe("/start/0");
    expect(setupError(() => parseLevel({ ...base, marks: [{ cell: [1, 0], colour: "pink" }] })).pointer).toBe(
      "/marks/0/colour",
    );
    expect(setupError(() => parseLevel({ ...base, limit: 0 })).pointer).toBe("/limit");
    expect(setupError(() => parseLevel({ ...base, extra: 1 })).pointer).toBe("/extra");
    const e = setupError(() => parseLevel({ ...base, name: undefined }, "my-level.json"));
    expect(e.pointer).toBe("/name");
    expect(e.file).toBe("my-level.json");
    expect(e.message).toContain("my-level.json");
  });

  it("refuses what the schema cannot say", () => {
    const cases: [object, string, RegExp][] = [
      [{ ...base, holes: [[0, 0]] }, "/start", /hole/],
      [
        {
          ...base,
          marks: [{ cell: [3, 3], colour: "red" }],
          holes: [
            [1, 0],
            [0, 1],
          ],
        },
        "/start",
        /no floor neighbour/,
      ],
      [{ ...base, holes: [[1, 0]] }, "/marks/0/cell", /hole/],
      [
        {
          ...base,
          holes: [
            [2, 2],
            [2, 2],
          ],
        },
        "/holes/1",
        /twice/,
      ],
      [{ ...base, marks: [base.marks[0], { cell: [1, 0], colour: "red" }] }, "/marks/1", /twice/],
      [{ ...base, stains: [{ cell: [1, 0], colour: "yellow" }] }, "/marks", /already met/],
      [{ ...base, stains: [{ cell: [3, 3], colour: "red" }], holes: [[3, 3]] }, "/stains/0/cell", /hole/],
    ];
    for (const [level, ptr, message] of cases) {
      const e = setupError(() => parseLevel(level));
      expect(e.pointer).toBe(ptr);
      expect(e.message).toMatch(message);
    }
  });

  it("checks a campaign file's level numbers", () => {
    const e = setupError(() => parseLevels({ levels: [{ ...base, number: 2 }] }, "levels.json"));
    expect(e.pointer).toBe("/levels/0/number");
    expect(setupError(() => parseLevels({ levels: [{ ...base, limit: "x" }] })).pointer).toBe(
      "/levels/0/limit",
    );
  });
});

describe("init", () => {
  it("accepts a level number or a level object", () => {
    expect(init({ level: 1 }).level).toBe(LEVELS[0]);
    expect(init({ level: base } as never).marks).toEqual(base.marks);
  });

  it("refuses bad setups with a pointer", () => {
    expect(setupError(() => init({ level: 6 })).pointer).toBe("/level");
    expect(setupError(() => init({ level: 1.5 })).pointer).toBe("/level");
    expect(setupError(() => init({ level: "2" } as never)).pointer).toBe("/level");
    expect(setupError(() => init({ level: 1, seed: 3 } as never)).pointer).toBe("/seed");
    expect(setupError(() => init(null as never)).pointer).toBe("");
    expect(setupError(() => init({ level: { ...base, start: [9, 0] } } as never)).pointer).toBe(
      "/level/start/0",
    );
    expect(setupError(() => init({ level: { ...base, holes: [[1, 0]] } } as never)).pointer).toBe(
      "/level/marks/0/cell",
    );
  });
});
