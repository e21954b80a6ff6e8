import { describe, expect, it } from "vitest";
import {
  assertSchema,
  compileSchema,
  deepFreeze,
  isRejected,
  jsonEqual,
  oneOf,
  pointer,
  replay,
  SCHEMA_REASON,
  SetupError,
  seatProblem,
  senderOf,
  stampSeat,
  unstamped,
} from "../src/index.js";
import { counter } from "./counter.js";

describe("contract helpers", () => {
  it("reject leaves the state and emits one rejected event with the action", () => {
    const state = counter.init({ seed: 1 });
    const t = counter.reduce(state, { type: "add", n: 9 } as never);
    expect(t.state).toBe(state);
    expect(t.events).toEqual([
      {
        type: "rejected",
        reason: "invalid-action",
        action: { type: "add", n: 9 },
        detail: "n must be 1, 2 or 3",
      },
    ]);
    expect(isRejected(t.events)).toBe(true);
  });

  it("oneOf tells a listed reason from anything else, object members included", () => {
    const isReason = oneOf(["wall", "occupied"] as const);
    expect(isReason("wall")).toBe(true);
    expect(isReason("occupied")).toBe(true);
    for (const other of ["walls", "", "toString", "constructor", 1, null, undefined, ["wall"], { wall: 1 }])
      expect(isReason(other), String(other)).toBe(false);
  });

  it("replay runs actions from init", () => {
    const r = replay(counter, { seed: 3 }, [
      { type: "add", n: 2 },
      { type: "add", n: 3 },
    ]);
    expect(r.state.total).toBe(5);
    expect(r.steps.map((s) => s.events)).toEqual([[{ type: "added", n: 2 }], [{ type: "added", n: 3 }]]);
  });
});

describe("JSON helpers", () => {
  it("jsonEqual ignores key order and compares deeply", () => {
    expect(jsonEqual({ a: 1, b: [1, { c: 2 }] }, { b: [1, { c: 2 }], a: 1 })).toBe(true);
    expect(jsonEqual({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(jsonEqual([1, 2], [2, 1])).toBe(false);
    expect(jsonEqual([], {})).toBe(false);
    expect(jsonEqual(null, {})).toBe(false);
  });

  it("deepFreeze freezes nested values", () => {
    const v = deepFreeze({ a: { b: [1] } });
    expect(Object.isFrozen(v.a.b)).toBe(true);
    expect(() => {
      (v.a.b as number[]).push(2);
    }).toThrow(TypeError);
  });
});

describe("errors with JSON pointers", () => {
  it("SetupError names the file and pointer", () => {
    const e = new SetupError("must be an integer", pointer("levels", 0, "a/b"), "data/x.json");
    expect(e.message).toBe("data/x.json: /levels/0/a~1b: must be an integer");
    expect(e.pointer).toBe("/levels/0/a~1b");
    expect(new SetupError("bad").message).toBe("(root): bad");
  });

  it("SetupError keeps its words apart, and a machine-readable reason when given one", () => {
    const e = new SetupError("no such card", "/deck/0", "deck.json", "unknown-card");
    expect(e.detail).toBe("no such card");
    expect(e.reason).toBe("unknown-card");
    expect(e.message).toBe("deck.json: /deck/0: no such card");
    const old = new SetupError("bad", "/x");
    expect(old.reason).toBeUndefined();
    expect(old.detail).toBe("bad");
  });

  const check = compileSchema<{ size: number }>({
    $schema: "https://json-schema.org/draft/2020-12/schema",
    type: "object",
    required: ["size"],
    additionalProperties: false,
    properties: { size: { type: "integer", minimum: 1 }, colour: { enum: ["red", "blue"] } },
  });

  it("compileSchema reports every issue with its pointer", () => {
    expect(check({ size: 3 })).toEqual({ ok: true, value: { size: 3 } });
    const r = check({ size: 0, colour: "green", extra: 1 });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.issues).toEqual(
        expect.arrayContaining([
          { pointer: "/extra", message: "is not an allowed property" },
          { pointer: "/size", message: "must be >= 1" },
          { pointer: "/colour", message: 'must be one of ["red","blue"]' },
        ]),
      );
    }
    const missing = check({});
    expect(missing.ok || missing.issues[0]).toEqual({
      pointer: "/size",
      message: "must have required property 'size'",
    });
  });

  it("assertSchema throws a SetupError at the first issue, under a base pointer", () => {
    expect(() => assertSchema(check, { size: "x" }, "level.json", "/level")).toThrow(
      new SetupError("must be integer", "/level/size", "level.json", SCHEMA_REASON),
    );
    expect(assertSchema(check, { size: 2 })).toEqual({ size: 2 });
    let thrown: unknown;
    try {
      assertSchema(check, { size: "x" });
    } catch (error) {
      thrown = error;
    }
    expect((thrown as SetupError).reason).toBe(SCHEMA_REASON);
  });
});

describe("schema checks on hostile documents (issue 13)", () => {
  const list = compileSchema<{ items: { id: string }[] }>({
    type: "object",
    additionalProperties: false,
    properties: {
      items: {
        type: "array",
        items: { $ref: "#/$defs/item" },
      },
      name: { type: "string", not: { enum: ["__proto__", "constructor"] } },
    },
    $defs: { item: { type: "object", required: ["id"], properties: { id: { type: "string" } } } },
  });

  it("escapes property names in pointers", () => {
    const r = list({ "a/b~c": 1 });
    expect(r.ok || r.issues[0]).toEqual({ pointer: "/a~1b~0c", message: "is not an allowed property" });
  });

  it("words a failed `not` of an enum", () => {
    const r = list({ name: "constructor" });
    expect(r.ok || r.issues[0]).toEqual({
      pointer: "/name",
      message: 'must not be one of ["__proto__","constructor"]',
    });
  });

  it("lists ten issues and counts the others", () => {
    const error = (() => {
      try {
        assertSchema(list, { items: new Array(25).fill(1) });
      } catch (e) {
        return e as SetupError;
      }
    })();
    expect(error?.pointer).toBe("/items/0");
    expect(error?.message.match(/must be object/g)).toHaveLength(10);
    expect(error?.message).toMatch(/; and 15 more$/);
  });

  it("gives only the first issue of a document of more than 10,000 values (ajv's all-errors mode is quadratic)", () => {
    const small = list({ items: new Array(5_000).fill(1) });
    expect(small.ok || small.issues.length).toBe(5_000);
    const big = list({ items: new Array(200_000).fill(1) });
    expect(big.ok || big.issues).toEqual([{ pointer: "/items/0", message: "must be object" }]);
  });
});

describe("reject", () => {
  it("echoes an undefined action as null so the event stays JSON", () => {
    const state = counter.init({ seed: 1 });
    expect(counter.reduce(state, undefined as never).events).toEqual([
      { type: "rejected", reason: "invalid-action", action: null },
    ]);
  });
});

describe("seat stamps", () => {
  it("stampSeat overwrites whatever seat the sender wrote; unstamped removes it", () => {
    const a = { type: "END_TURN", player: "A", seat: "B" };
    expect(stampSeat(a, "A")).toEqual({ type: "END_TURN", player: "A", seat: "A" });
    expect(a.seat).toBe("B");
    expect(unstamped(a)).toEqual({ type: "END_TURN", player: "A" });
    expect(stampSeat("junk", "A")).toBe("junk");
    expect(unstamped(null)).toBe(null);
  });

  it("seatProblem lets unstamped actions and the actor's own through, and names no one else", () => {
    const seats = ["A", "B"];
    expect(seatProblem({ type: "x" }, seats, "A")).toBeNull();
    expect(seatProblem({ type: "x", seat: "A" }, seats, "A")).toBeNull();
    expect(seatProblem({ type: "x", seat: "B" }, seats, "A")).toEqual({
      reason: "not-your-action",
      detail: "this action is not seat B's",
    });
    expect(seatProblem({ type: "x", seat: "B" }, seats, null)?.reason).toBe("not-your-action");
    expect(seatProblem({ type: "x", seat: "C" }, seats, "A")?.reason).toBe("invalid-seat");
    expect(seatProblem({ type: "x", seat: 7 }, seats, "A")?.reason).toBe("invalid-seat");
  });

  it("senderOf prefers the stamp over the seat an action names", () => {
    expect(senderOf({ player: "A", seat: "B" }, "player")).toBe("B");
    expect(senderOf({ player: "A" }, "player")).toBe("A");
    expect(senderOf({ player: "A" })).toBeNull();
    expect(senderOf({ seat: 3 }, "player")).toBeNull();
    expect(senderOf(null, "player")).toBeNull();
  });
});
