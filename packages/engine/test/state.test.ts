import { describe, expect, it } from "vitest";
import { compileSchema, SetupError, STATE_REASONS, stateParser, tooDeep } from "../src/index.js";

/** A counter state: a total and the list of steps that made it (the total must be their sum). */
interface Tally {
  readonly total: number;
  readonly steps: readonly number[];
}

const check = compileSchema<Tally>({
  type: "object",
  required: ["total", "steps"],
  additionalProperties: false,
  properties: { total: { type: "integer" }, steps: { type: "array", items: { type: "integer" } } },
});

const parse = stateParser(check, {
  consistent: (s) =>
    s.total === s.steps.reduce((a, b) => a + b, 0)
      ? null
      : { pointer: "/total", message: "is not the sum of the steps" },
  finish: (s) => ({ ...s, steps: [...s.steps] }),
  maxDepth: 3,
});

describe("stateParser", () => {
  it("answers the finished state of a valid input", () => {
    const input = { total: 3, steps: [1, 2] };
    const parsed = parse(input);
    expect(parsed).toEqual({ ok: true, state: input });
    expect(parsed.ok && parsed.state.steps).not.toBe(input.steps);
  });

  it("answers a SetupError value: the schema's issues first, then contradictions", () => {
    const bad = parse({ total: "3", steps: [1, "x"] });
    expect(bad.ok).toBe(false);
    if (bad.ok) return;
    expect(bad.error).toBeInstanceOf(SetupError);
    expect(bad.error.reason).toBe("schema");
    expect(bad.error.pointer).toBe("/total");
    // Every issue is named in the message, as assertSchema names them.
    expect(bad.error.message).toContain("/steps/1");
    const wrong = parse({ total: 4, steps: [1, 2] });
    expect(wrong.ok || [wrong.error.reason, wrong.error.pointer, wrong.error.detail]).toEqual([
      "inconsistent",
      "/total",
      "is not the sum of the steps",
    ]);
    expect(STATE_REASONS).toEqual(["schema", "inconsistent"]);
  });

  it("refuses nesting past maxDepth before the schema walks into it, without recursion", () => {
    let deep: unknown = 1;
    for (let k = 0; k < 1_000_000; k++) deep = [deep];
    const parsed = parse({ total: 0, steps: deep });
    expect(parsed.ok || [parsed.error.reason, parsed.error.pointer]).toEqual(["schema", "/steps/0/0"]);
    expect(tooDeep({ a: [{ b: 1 }] }, 3)).toBeNull();
    expect(tooDeep({ a: [{ "b/c": [] }] }, 3)).toBe("/a/0/b~1c");
  });
});
