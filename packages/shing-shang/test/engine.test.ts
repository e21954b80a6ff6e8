import { SetupError } from "@core/engine";
import { inBounds } from "@core/grid";
import { describe, expect, it } from "vitest";
import {
  BOARD,
  CELLS,
  engine,
  initialState,
  legalActions,
  makeMove,
  parseMove,
  positionSetupOf,
  SQUARES,
  squareIndex,
} from "../src/index.js";

describe("board", () => {
  it("has the 84 cells of issue 5: files b-i everywhere, plus a5 a6 j5 j6", () => {
    expect(CELLS.length).toBe(84);
    expect(SQUARES.length).toBe(84);
    for (const sq of ["a5", "a6", "j5", "j6", "b1", "i10", "e2", "f9"])
      expect(squareIndex(sq)).toBeGreaterThanOrEqual(0);
    for (const sq of ["a1", "a4", "a7", "j1", "j10", "k5", "a11", "e0", "", "e", "5"])
      expect(squareIndex(sq)).toBe(-1);
    expect(inBounds(BOARD, { x: 0, y: 4 })).toBe(true);
    expect(inBounds(BOARD, { x: 9, y: 3 })).toBe(false);
  });
});

describe("setup", () => {
  const expectSetupError = (setup: unknown, pointer: string, message: RegExp) => {
    let error: unknown;
    try {
      initialState(setup);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(SetupError);
    expect((error as SetupError).pointer).toBe(pointer);
    expect((error as SetupError).message).toMatch(message);
  };
  const red = (kind: string) => ({ side: "red", kind });
  const blue = (kind: string) => ({ side: "blue", kind });
  const base = { b1: red("dragon"), c1: red("monkey"), b10: blue("dragon"), c10: blue("monkey") };

  it("accepts {} and undefined as the standard opening", () => {
    expect(engine.init({})).toEqual(initialState(undefined));
    expect(positionSetupOf(engine.init({})).turn).toBe("red");
    expect(Object.keys(positionSetupOf(engine.init({})).pieces)).toHaveLength(24);
  });

  it("rejects unknown fields, bad values and bad squares with JSON pointers", () => {
    expectSetupError({ maxPlies: 0 }, "/maxPlies", />= 1/);
    expectSetupError({ speed: 2 }, "/speed", /not an allowed property/);
    expectSetupError({ position: { pieces: base } }, "/position/turn", /required/);
    expectSetupError(
      { position: { pieces: { ...base, e5: red("king") }, turn: "red" } },
      "/position/pieces/e5/kind",
      /one of/,
    );
    expectSetupError(
      { position: { pieces: { ...base, z9: red("lion") }, turn: "red" } },
      "/position/pieces",
      /pattern|property name/,
    );
    expectSetupError(
      { position: { pieces: { ...base, a1: red("lion") }, turn: "red" } },
      "/position/pieces/a1",
      /not one of the 84 squares/,
    );
  });

  it("rejects positions against the rules", () => {
    expectSetupError(
      { position: { pieces: { ...base, e2: red("lion") }, turn: "red" } },
      "/position/pieces/e2",
      /lion may not stand on a portal/,
    );
    expectSetupError(
      { position: { pieces: { ...base, f2: red("dragon") }, turn: "red" } },
      "/position/pieces/f2",
      /own portal/,
    );
    expectSetupError(
      { position: { pieces: { ...base, e9: red("dragon") }, turn: "red" } },
      "/position/pieces/e9",
      /already won/,
    );
    expectSetupError(
      { position: { pieces: { b1: red("dragon"), c10: blue("monkey") }, turn: "red" } },
      "/position/pieces",
      /blue has no dragon/,
    );
    const lions = Object.fromEntries(["c3", "d3", "e3", "f3", "g3"].map((s) => [s, red("lion")]));
    expectSetupError(
      { position: { pieces: { ...base, ...lions }, turn: "red" } },
      "/position/pieces",
      /5 lions; an army has 4/,
    );
  });
});

describe("reduce", () => {
  it("explains refusals in words", () => {
    const t = engine.reduce(engine.init({}), { type: "step", from: "d1", to: "e2" });
    expect(t.events).toEqual([
      {
        type: "rejected",
        reason: "portal",
        action: { type: "step", from: "d1", to: "e2" },
        detail: expect.stringMatching(/own portals/),
      },
    ]);
  });

  it("refuses actions with extra or missing fields", () => {
    const s = engine.init({});
    for (const bad of [
      null,
      3,
      "d1-d2",
      [],
      {},
      { type: "step", from: "d1" },
      { type: "step", from: "d1", to: "d2", x: 1 },
      { type: "jump", from: "b1", path: "d3" },
      { type: "jump", from: "b1", path: [3] },
    ]) {
      const t = engine.reduce(s, bad as never);
      expect(t.state).toBe(s);
      expect(t.events).toHaveLength(1);
      expect(t.events[0]?.type).toBe("rejected");
    }
  });

  it("lists actions piece by piece in square order, steps before jumps", () => {
    const texts = legalActions(engine.init({})).map(makeMove);
    expect(texts.slice(0, 4)).toEqual(["b1>d3", "c1-d2", "c1>e1", "c1>c3"]);
  });
});

describe("notation", () => {
  it("reads steps, chains and pass, and explains what it cannot read", () => {
    expect(parseMove(" C2-C4 ")).toEqual({ ok: true, value: { type: "step", from: "c2", to: "c4" } });
    expect(parseMove("b1>d3>f3")).toEqual({
      ok: true,
      value: { type: "jump", from: "b1", path: ["d3", "f3"] },
    });
    // The notation before issue 30 ("x" between squares) is still read, never written.
    expect(parseMove("b1xd3xf3")).toEqual(parseMove("b1>d3>f3"));
    expect(makeMove({ type: "jump", from: "b1", path: ["d3", "f3"] })).toBe("b1>d3>f3");
    expect(parseMove("i10xg10")).toEqual({ ok: true, value: { type: "jump", from: "i10", path: ["g10"] } });
    expect(parseMove("pass")).toEqual({ ok: true, value: { type: "pass" } });
    for (const bad of ["", "c2", "c2-", "c2c4", "c2-c4-c6", "k1-k2", "b1x", "b1xd3-f3", "b1>", "b1>d3xf3"])
      expect(parseMove(bad).ok).toBe(false);
  });
});

describe("seats", () => {
  it("red then blue act; nobody once the game is over; each action is the side to move's", () => {
    const start = initialState({});
    expect(engine.seats?.(start)).toEqual(["red", "blue"]);
    expect(engine.toAct?.(start)).toEqual(["red"]);
    expect(engine.actor?.(start, { type: "step", from: "b8", to: "b7" })).toBe("red");
    expect(legalActions(start, "blue")).toEqual([]);
    expect(legalActions(start, "red")).toEqual(legalActions(start));
    const over = { ...start, result: { winner: "red" as const, reason: "portal" as const } };
    expect(engine.toAct?.(over)).toEqual([]);
    expect(engine.actor?.(over, { type: "pass" })).toBeNull();
  });

  it("a refusal reaches the seat that sent it only; other events reach everyone", () => {
    const start = initialState({});
    const refused = engine.reduce(start, { type: "step", from: "b8", to: "b7", seat: "blue" } as never);
    expect(engine.viewEvents?.(refused.events, "blue", refused.state)).toEqual(refused.events);
    expect(engine.viewEvents?.(refused.events, "red", refused.state)).toEqual([]);
    expect(engine.viewEvents?.(refused.events, "", refused.state)).toEqual([]);
    const moved = engine.reduce(start, { type: "step", from: "b3", to: "b4" });
    for (const seat of ["red", "blue", ""])
      expect(engine.viewEvents?.(moved.events, seat, moved.state)).toEqual(moved.events);
  });
});
