import { describe, expect, it } from "vitest";
import { COLOURS, type Colour, FACE_COLOURS, mix, mixColours } from "../src/index.js";

describe("mix (seed line 21)", () => {
  it("the lookup table agrees with the step-by-step function on all 81 pairs", () => {
    for (const e of COLOURS) for (const f of COLOURS) expect(mix(e, f)).toBe(mixColours(e, f));
  });
  it("makes the three secondaries from their primaries, in either order", () => {
    const pairs: [Colour, Colour, Colour][] = [
      ["red", "yellow", "orange"],
      ["red", "blue", "violet"],
      ["yellow", "blue", "green"],
    ];
    for (const [a, b, out] of pairs) {
      expect(mix(a, b)).toBe(out);
      expect(mix(b, a)).toBe(out);
    }
  });
  it("null keeps, white erases, black seals, on every stain", () => {
    for (const e of COLOURS) {
      expect(mix(e, "empty")).toBe(e);
      expect(mix(e, "white")).toBe("empty");
      expect(mix(e, "black")).toBe("black");
    }
  });
  it("a primary on a secondary or on a sealed cell seals it", () => {
    for (const e of ["orange", "violet", "green", "black"] as const) {
      for (const f of ["red", "yellow", "blue"] as const) expect(mix(e, f)).toBe("black");
    }
  });
  it("never makes a white stain: a white face erases, and only null keeps an existing white", () => {
    for (const e of COLOURS) {
      for (const f of FACE_COLOURS) if (e !== "white" || f !== "empty") expect(mix(e, f)).not.toBe("white");
    }
  });
});
