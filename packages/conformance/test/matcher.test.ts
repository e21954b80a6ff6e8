import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import { matchIncluded, matchNone, matchPartial, matchSome, resolvePointer } from "../src/index.js";

describe("matchPartial", () => {
  it("ignores keys the expectation does not list", () => {
    expect(matchPartial({ a: 1 }, { a: 1, b: 2 })).toBeNull();
    expect(matchPartial({ a: { b: [1, { c: 3 }] } }, { a: { b: [1, { c: 3, d: 4 }], e: 5 } })).toBeNull();
  });

  it("requires arrays of the same length", () => {
    expect(matchPartial([1], [1, 2])).toEqual({
      path: "",
      expected: [1],
      actual: [1, 2],
      message: "expected 1 elements, got 2",
    });
  });

  it("reports the JSON pointer of the first mismatch", () => {
    expect(matchPartial({ a: [{ b: 1 }, { b: 2 }] }, { a: [{ b: 1 }, { b: 3 }] })).toEqual({
      path: "/a/1/b",
      expected: 2,
      actual: 3,
      message: "not equal",
    });
    expect(matchPartial({ "x/y": 1 }, {})).toMatchObject({ path: "/x~1y", message: "missing" });
    expect(matchPartial({ a: 1 }, [1])).toMatchObject({ path: "", message: "expected an object" });
    expect(matchPartial(null, undefined)).toMatchObject({ message: "not equal" });
  });

  it("any JSON value matches itself, and its own partial views", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        expect(matchPartial(v, v)).toBeNull();
        expect(matchPartial(JSON.parse(JSON.stringify(v)), v)).toBeNull();
        if (typeof v === "object" && v !== null && !Array.isArray(v)) expect(matchPartial({}, v)).toBeNull();
      }),
    );
  });
});

describe("matchIncluded", () => {
  const events = [{ type: "a", n: 1 }, { type: "b" }, { type: "a", n: 2 }];
  it("matches an ordered subsequence", () => {
    expect(matchIncluded([{ type: "a" }, { type: "a", n: 2 }], events)).toBeNull();
    expect(matchIncluded([{ type: "b" }], events)).toBeNull();
  });
  it("fails when the order differs or an element is missing", () => {
    expect(matchIncluded([{ type: "b" }, { type: "a", n: 1 }], events)).toMatchObject({ path: "/1" });
    expect(matchIncluded([{ type: "c" }], events)).toMatchObject({
      path: "/0",
      message: "no event from index 0 on matches",
    });
  });
});

describe("matchSome and matchNone (legal actions)", () => {
  const actions = [{ type: "roll", dir: "E" }, { type: "roll", dir: "S" }, { type: "restart" }];
  it("includes: each expected element matches some element, in any order", () => {
    expect(matchSome([{ type: "restart" }, { dir: "E" }, { type: "roll" }], actions)).toBeNull();
    expect(matchSome([{ type: "roll", dir: "N" }], actions, "/includes")).toEqual({
      path: "/includes/0",
      expected: { type: "roll", dir: "N" },
      actual: actions,
      message: "matches no element",
    });
  });
  it("excludes: no element matches an excluded one (deep-partially)", () => {
    expect(matchNone([{ type: "undo" }, { type: "roll", dir: "W" }], actions)).toBeNull();
    expect(matchNone([{ type: "undo" }, { dir: "S" }], actions, "/excludes")).toEqual({
      path: "/excludes/1",
      expected: { dir: "S" },
      actual: { type: "roll", dir: "S" },
      message: "matches an element",
    });
  });
});

describe("resolvePointer", () => {
  const doc = { a: [{ "b/c": 1, "d~e": null }], u: undefined, hand: null };
  it("follows RFC 6901, escapes included", () => {
    expect(resolvePointer(doc, "")).toEqual({ found: true, value: doc });
    expect(resolvePointer(doc, "/a/0/b~1c")).toEqual({ found: true, value: 1 });
    expect(resolvePointer(doc, "/a/0/d~0e")).toEqual({ found: true, value: null });
  });
  it("finds nothing past a missing segment, a bad index, null or undefined", () => {
    for (const p of ["/x", "/a/1", "/a/01", "/a/-", "/a/0/b", "/hand/0", "/u", "/a/length"]) {
      expect(resolvePointer(doc, p), p).toEqual({ found: false });
    }
  });
});
