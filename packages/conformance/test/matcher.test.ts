import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import { matchIncluded, matchPartial } from "../src/index.js";

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
