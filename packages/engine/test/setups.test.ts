import { describe, expect, it } from "vitest";
import { isRecord, pointer, SetupError } from "../src/index.js";
import { adversarialSetups, checkSetups, fc, isSetupError, PROTOTYPE_KEYS } from "../src/testing.js";

/**
 * A toy game for the setup check: `{ shape: "circle" | "square", size: 1..100, tags: string[] }`.
 * `careful` validates everything first; each fragile variant has one classic bug of the kind
 * issue 13 found in real engines.
 */
interface Toy {
  readonly shape: string;
  readonly size: number;
  readonly tags: readonly string[];
}
const SHAPES: Record<string, { readonly area: (size: number) => number }> = {
  circle: { area: (r) => Math.round(3.14 * r * r) },
  square: { area: (s) => s * s },
};

function careful(setup: unknown) {
  if (!isRecord(setup)) throw new SetupError("must be an object");
  for (const key of Object.keys(setup))
    if (!["shape", "size", "tags"].includes(key)) throw new SetupError("is not allowed", pointer(key));
  const { shape, size, tags } = setup;
  if (typeof shape !== "string" || !Object.hasOwn(SHAPES, shape))
    throw new SetupError("unknown shape", "/shape");
  if (!Number.isInteger(size) || (size as number) < 1 || (size as number) > 100)
    throw new SetupError("must be an integer 1..100", "/size");
  if (!Array.isArray(tags) || tags.length > 10) throw new SetupError("must be a list of ≤ 10 tags", "/tags");
  tags.forEach((t, i) => {
    if (typeof t !== "string" || t.length > 20)
      throw new SetupError("must be a short string", pointer("tags", i));
  });
  const s = size as number;
  return {
    area: (SHAPES[shape] as { area: (n: number) => number }).area(s),
    cells: new Array<number>(s).fill(0),
    tags: tags.map((t: string) => t.toUpperCase()),
  };
}

const valid: Toy[] = [
  { shape: "circle", size: 3, tags: ["red"] },
  { shape: "square", size: 10, tags: [] },
];
const engine = (init: (setup: unknown) => unknown) => ({ id: "toy", init });
const run = (init: (setup: unknown) => unknown) => () => checkSetups(engine(init), valid, { numRuns: 1000 });

describe("checkSetups", () => {
  it("passes an engine that validates its setup", () => {
    checkSetups(engine(careful), valid, { numRuns: 500 });
  });

  it("catches a prototype key used as a lookup in a plain object", () => {
    const lookup = (setup: unknown) => {
      if (!isRecord(setup)) throw new SetupError("must be an object");
      const shape = SHAPES[setup.shape as string]; // "toString" finds Object.prototype.toString
      if (shape === undefined) throw new SetupError("unknown shape", "/shape");
      shape.area(1);
      return careful(setup);
    };
    expect(run(lookup)).toThrow(/init threw TypeError/);
  });

  it("catches a value of the wrong type deep inside the setup", () => {
    const trusting = (setup: unknown) => {
      if (isRecord(setup) && Array.isArray(setup.tags)) for (const t of setup.tags) t.toUpperCase();
      return careful(setup);
    };
    expect(run(trusting)).toThrow(/init threw TypeError/);
  });

  it("catches work proportional to a number not yet bounded (a huge count)", () => {
    const unbounded = (setup: unknown) => {
      // Stands for `new Array(size).fill(0)` before checking `size`, without letting the test
      // itself run out of memory.
      if (isRecord(setup) && typeof setup.size === "number" && !(setup.size <= 1e6))
        throw new RangeError("Invalid array length");
      return careful(setup);
    };
    expect(run(unbounded)).toThrow(/init threw RangeError/);
  });

  it("catches a SetupError whose pointer is not in the setup, or is no JSON pointer", () => {
    const lost = (setup: unknown) => {
      try {
        return careful(setup);
      } catch (error) {
        if (error instanceof SetupError && error.pointer === "/size")
          throw new SetupError(error.message, "/limits/size");
        throw error;
      }
    };
    expect(run(lost)).toThrow(/points outside the setup/);
    const unescaped = (setup: unknown) => {
      try {
        return careful(setup);
      } catch (error) {
        if (error instanceof SetupError && error.pointer.startsWith("/") && !error.pointer.includes("tags"))
          throw new SetupError(
            error.message,
            `/${error.pointer.slice(1).replace(/~1/g, "/").replace(/~0/g, "~")}`,
          );
        throw error;
      }
    };
    expect(run(unescaped)).toThrow(/is not a JSON pointer|points outside the setup/);
  });

  it("catches a SetupError whose reason is not a lower-case code", () => {
    const coded = (reason: string) => (setup: unknown) => {
      try {
        return careful(setup);
      } catch (error) {
        if (error instanceof SetupError) throw new SetupError(error.detail, error.pointer, undefined, reason);
        throw error;
      }
    };
    expect(run(coded("unknown-shape"))).not.toThrow();
    expect(run(coded("Unknown shape"))).toThrow(/reason "Unknown shape" is not a lower-case code/);
  });

  it("catches an init that mutates its setup, or returns a state that is not JSON", () => {
    const mutating = (setup: unknown) => {
      const state = careful(setup);
      (setup as { size: number }).size = 0;
      return state;
    };
    expect(run(mutating)).toThrow(/TypeError/);
    const lossy = (setup: unknown) => ({ ...careful(setup), area: Number.NaN });
    expect(run(lossy)).toThrow(/JSON round-trip/);
  });

  it("with steps, catches a setup init accepts but reduce cannot play", () => {
    // init checks only that `shape` is a string; reduce looks it up (the "run is not a function"
    // of a card whose effect the engine does not know).
    const lenient = (setup: unknown) => {
      const s = isRecord(setup) && typeof setup.shape === "string" ? { ...setup, shape: "circle" } : setup;
      return { ...careful(s), shape: (setup as Toy).shape };
    };
    type State = ReturnType<typeof careful> & { shape: string };
    const game = {
      id: "toy",
      init: lenient,
      legalActions: () => [{ type: "grow" }],
      reduce: (state: State) => ({
        state: {
          ...state,
          area: state.area + (SHAPES[state.shape] as { area: (n: number) => number }).area(1),
        },
        events: [{ type: "grown" }],
      }),
    };
    expect(() => checkSetups(game, valid, { numRuns: 300 })).not.toThrow();
    expect(() => checkSetups(game, valid, { numRuns: 300, steps: 3 })).toThrow(/reduce threw TypeError/);
  });

  it("catches a valid setup that init refuses", () => {
    expect(() => checkSetups(engine(careful), [...valid, { shape: "hexagon", size: 1, tags: [] }])).toThrow(
      /valid setup 2 is refused/,
    );
  });

  it("generates prototype keys, huge numbers, huge strings, removals and deep nesting", () => {
    const samples = fc.sample(adversarialSetups(valid), { numRuns: 3_000, seed: 7 });
    const text = (v: unknown) => (typeof v === "object" && v !== null ? Object.keys(v) : []);
    const shapes = samples.filter(isRecord).map((s) => s.shape);
    expect(shapes).toContain("__proto__");
    expect(shapes).toContain("toString");
    const sizes = samples.filter(isRecord).map((s) => s.size);
    expect(sizes).toContain(1e9);
    expect(sizes.some((n) => typeof n === "number" && Number.isNaN(n))).toBe(true);
    expect(sizes).toContain(undefined);
    expect(sizes.some((s) => typeof s === "string" && s.length >= 100_000)).toBe(true);
    expect(samples.filter(isRecord).some((s) => text(s).some((k) => PROTOTYPE_KEYS.includes(k)))).toBe(true);
    expect(samples.some((s) => isRecord(s) && !("tags" in s))).toBe(true);
    expect(samples.some((s) => isRecord(s) && Array.isArray(s.tags) && s.tags.length >= 100_000)).toBe(true);
  });

  it("recognises a SetupError by name and pointer, from any copy of the class", () => {
    expect(isSetupError(new SetupError("x", "/a"))).toBe(true);
    const foreign = Object.assign(new Error("x"), { name: "SetupError", pointer: "" });
    expect(isSetupError(foreign)).toBe(true);
    expect(isSetupError(new TypeError("x"))).toBe(false);
  });
});
