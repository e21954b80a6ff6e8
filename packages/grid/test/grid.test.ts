import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type Board,
  beyond,
  type Coord,
  cells,
  chebyshev,
  coordOf,
  DIAGONAL,
  gridGet,
  gridOf,
  gridSet,
  inBounds,
  indexOf,
  KING,
  KNIGHT,
  makeSquare,
  manhattan,
  maskedBoard,
  neighbors,
  ORTHOGONAL,
  parseSquare,
  ray,
  rectBoard,
  renderAscii,
  squareColour,
} from "../src/index.js";

const boardArb: fc.Arbitrary<Board> = fc
  .record({
    width: fc.integer({ min: 1, max: 12 }),
    height: fc.integer({ min: 1, max: 12 }),
    seed: fc.array(fc.boolean(), { minLength: 144, maxLength: 144 }),
  })
  .chain(({ width, height, seed }) =>
    fc.constantFrom(
      rectBoard(width, height),
      maskedBoard(width, height, (c) => seed[c.y * 12 + c.x] === true),
    ),
  );

const cellOf = (board: Board): fc.Arbitrary<Coord> =>
  fc.record({
    x: fc.integer({ min: -2, max: board.width + 1 }),
    y: fc.integer({ min: -2, max: board.height + 1 }),
  });

/** The Shing Shang board of issue 5: x 1..8 everywhere, x 0 and 9 only at y 4 and 5. */
const shingShang = maskedBoard(10, 10, (c) => (c.x >= 1 && c.x <= 8) || c.y === 4 || c.y === 5);

describe("boards", () => {
  it("a masked board has exactly its kept cells", () => {
    expect(cells(shingShang)).toHaveLength(84);
    expect(inBounds(shingShang, { x: 0, y: 4 })).toBe(true);
    expect(inBounds(shingShang, { x: 0, y: 3 })).toBe(false);
    expect(inBounds(shingShang, { x: 10, y: 4 })).toBe(false);
  });

  it("index and coordinate convert both ways", () => {
    fc.assert(
      fc.property(boardArb, (board) => {
        for (let i = 0; i < board.width * board.height; i++)
          expect(indexOf(board, coordOf(board, i))).toBe(i);
      }),
    );
  });

  it("rejects non-integer coordinates", () => {
    expect(inBounds(rectBoard(5, 5), { x: 1.5, y: 0 })).toBe(false);
  });
});

describe("neighbours", () => {
  it("are symmetric: b is a neighbour of a iff a is a neighbour of b (by the opposite vector)", () => {
    fc.assert(
      fc.property(boardArb, (board) => {
        for (const a of cells(board)) {
          for (const b of neighbors(board, a, KING)) {
            if (!neighbors(board, b, KING).some((c) => c.x === a.x && c.y === a.y)) return false;
          }
        }
        return true;
      }),
    );
  });

  it("never return masked or off-board cells", () => {
    fc.assert(
      fc.property(
        boardArb.chain((b) => fc.tuple(fc.constant(b), cellOf(b))),
        ([board, c]) => {
          for (const n of neighbors(board, c, [...KING, ...KNIGHT])) expect(inBounds(board, n)).toBe(true);
        },
      ),
    );
  });

  it("knight moves are symmetric", () => {
    fc.assert(
      fc.property(boardArb, (board) => {
        for (const a of cells(board)) {
          for (const b of neighbors(board, a, KNIGHT)) {
            if (!neighbors(board, b, KNIGHT).some((c) => c.x === a.x && c.y === a.y)) return false;
          }
        }
        return true;
      }),
    );
  });

  it("a corner of a full board has 3 king neighbours and 2 knight moves", () => {
    const board = rectBoard(8, 8);
    expect(neighbors(board, { x: 0, y: 0 }, KING)).toHaveLength(3);
    expect(neighbors(board, { x: 0, y: 0 }, KNIGHT)).toEqual([
      { x: 1, y: 2 },
      { x: 2, y: 1 },
    ]);
  });
});

describe("rays", () => {
  it("stop at edges, masks and before blockers, and respect maxSteps", () => {
    fc.assert(
      fc.property(
        boardArb.chain((b) =>
          fc.tuple(
            fc.constant(b),
            fc.constantFrom(...cells(b).concat([{ x: 0, y: 0 }])),
            fc.constantFrom(...KING),
            fc.nat(12),
            fc.array(fc.nat(143)),
          ),
        ),
        ([board, from, dir, max, walls]) => {
          const blocked = (c: Coord) => walls.includes(c.y * 12 + c.x);
          const r = ray(board, from, dir, max, blocked);
          expect(r.length).toBeLessThanOrEqual(max);
          r.forEach((c, i) => {
            expect(c).toEqual({ x: from.x + dir.x * (i + 1), y: from.y + dir.y * (i + 1) });
            expect(inBounds(board, c)).toBe(true);
            expect(blocked(c)).toBe(false);
          });
          if (r.length < max) {
            const next = { x: from.x + dir.x * (r.length + 1), y: from.y + dir.y * (r.length + 1) };
            expect(!inBounds(board, next) || blocked(next)).toBe(true);
          }
        },
      ),
    );
  });

  it("a rook on a1 of an empty 8×8 board reaches 7 cells each way", () => {
    const board = rectBoard(8, 8);
    expect(ray(board, { x: 0, y: 0 }, { x: 1, y: 0 })).toHaveLength(7);
    expect(ray(board, { x: 0, y: 0 }, { x: 1, y: 0 }, 2).map(makeSquare)).toEqual(["b1", "c1"]);
    expect(ray(board, { x: 0, y: 0 }, { x: 0, y: 1 }, 8, (c) => c.y === 3).map(makeSquare)).toEqual([
      "a2",
      "a3",
    ]);
  });
});

describe("geometry", () => {
  it("beyond lands two steps away; distances and colours follow chess conventions", () => {
    expect(beyond({ x: 2, y: 2 }, { x: 1, y: -1 })).toEqual({ x: 4, y: 0 });
    expect(manhattan({ x: 0, y: 0 }, { x: 2, y: 3 })).toBe(5);
    expect(chebyshev({ x: 0, y: 0 }, { x: 2, y: 3 })).toBe(3);
    expect(squareColour({ x: 0, y: 0 })).toBe("dark");
    expect(squareColour({ x: 7, y: 0 })).toBe("light");
    expect(ORTHOGONAL).toHaveLength(4);
    expect(DIAGONAL).toHaveLength(4);
  });

  it("a diagonal step keeps the square colour", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -50, max: 50 }),
        fc.integer({ min: -50, max: 50 }),
        fc.constantFrom(...DIAGONAL),
        (x, y, d) => {
          expect(squareColour({ x: x + d.x, y: y + d.y })).toBe(squareColour({ x, y }));
        },
      ),
    );
  });
});

describe("algebraic notation", () => {
  it("round-trips every cell, past 26 files too", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20000 }), fc.integer({ min: 0, max: 200 }), (x, y) => {
        const name = makeSquare({ x, y });
        expect(name).toBeDefined();
        expect(parseSquare(name)).toEqual({ ok: true, value: { x, y } });
      }),
    );
  });

  it("names ranks past 9", () => {
    expect(makeSquare({ x: 9, y: 9 })).toBe("j10");
    expect(parseSquare("j10")).toEqual({ ok: true, value: { x: 9, y: 9 } });
  });

  it("continues past z like spreadsheet columns", () => {
    expect([25, 26, 27, 51, 52, 63, 701, 702].map((x) => makeSquare({ x, y: 0 }))).toEqual([
      "z1",
      "aa1",
      "ab1",
      "az1",
      "ba1",
      "bl1",
      "zz1",
      "aaa1",
    ]);
    expect(parseSquare("bl64")).toEqual({ ok: true, value: { x: 63, y: 63 } });
  });

  it.each(["", "a0", "A1", "a01", "1a", "a-1", "a1b", " a1", "a1 ", "abcdefg1"])(
    "refuses %j with an explanation",
    (text) => {
      const result = parseSquare(text);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error).toMatch(/not a square name/);
    },
  );

  it("refuses non-strings", () => {
    expect(parseSquare(12)).toEqual({ ok: false, error: 'expected a square name like "a1", got number' });
    expect(makeSquare({ x: -1, y: 0 })).toBeUndefined();
    expect(makeSquare({ x: 0, y: -1 })).toBeUndefined();
  });
});

describe("Grid<T>", () => {
  it("set copies on write and leaves the original untouched", () => {
    const g = gridOf(rectBoard(3, 2), 0);
    const h = gridSet(g, { x: 2, y: 1 }, 7);
    expect(gridGet(h, { x: 2, y: 1 })).toBe(7);
    expect(gridGet(g, { x: 2, y: 1 })).toBe(0);
    expect(gridGet(g, { x: 3, y: 0 })).toBeUndefined();
    expect(() => gridSet(g, { x: -1, y: 0 }, 1)).toThrow(RangeError);
    expect(JSON.parse(JSON.stringify(h))).toEqual(h);
  });

  it("get after set returns the value; other cells are unchanged", () => {
    fc.assert(
      fc.property(
        boardArb
          .filter((b) => cells(b).length > 0)
          .chain((b) => fc.tuple(fc.constant(b), fc.constantFrom(...cells(b)), fc.integer())),
        ([board, c, v]) => {
          const g = gridSet(gridOf(board, null as number | null), c, v);
          for (const d of cells(board)) expect(gridGet(g, d)).toBe(d.x === c.x && d.y === c.y ? v : null);
        },
      ),
    );
  });
});

describe("renderAscii", () => {
  it("draws rows with rank labels and a file line", () => {
    const board = maskedBoard(3, 2, (c) => !(c.x === 1 && c.y === 0));
    expect(renderAscii(board, (c) => (c.x === 0 ? "R" : "."), { highYFirst: true })).toBe(
      ["2 R . .", "1 R   .", "  a b c"].join("\n"),
    );
    expect(renderAscii(board, () => "#", { labels: false, hole: "x" })).toBe(["# x #", "# # #"].join("\n"));
  });
});
