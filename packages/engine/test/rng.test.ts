import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isRng, nextFloat, nextInt, nextUint32, pick, type Rng, seedRng, shuffle } from "../src/index.js";

function draws(rng: Rng, n: number): number[] {
  const out: number[] = [];
  let r = rng;
  for (let i = 0; i < n; i++) {
    const [v, next] = nextUint32(r);
    out.push(v);
    r = next;
  }
  return out;
}

describe("seeded RNG", () => {
  it("is deterministic: equal seeds give equal sequences, different seeds differ", () => {
    expect(draws(seedRng(42), 20)).toEqual(draws(seedRng(42), 20));
    expect(draws(seedRng("abc"), 20)).toEqual(draws(seedRng("abc"), 20));
    expect(draws(seedRng(42), 5)).not.toEqual(draws(seedRng(43), 5));
    expect(draws(seedRng(1), 5)).not.toEqual(draws(seedRng("1"), 5));
  });

  it("keeps its whole state as JSON and never mutates it", () => {
    const rng = Object.freeze(seedRng(7));
    const copy = JSON.parse(JSON.stringify(rng)) as Rng;
    expect(isRng(copy)).toBe(true);
    expect(draws(copy, 10)).toEqual(draws(rng, 10));
    expect(isRng({ algorithm: "sfc32", state: [1, 2, 3] })).toBe(false);
    expect(isRng({ algorithm: "sfc32", state: [1, 2, 3, -1] })).toBe(false);
  });

  it("draws 32-bit words, floats in [0, 1) and ints in [0, n)", () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 1, max: 1000 }), (seed, n) => {
        const rng = seedRng(seed);
        const [u] = nextUint32(rng);
        const [f] = nextFloat(rng);
        const [i] = nextInt(rng, n);
        expect(Number.isInteger(u) && u >= 0 && u <= 0xffffffff).toBe(true);
        expect(f >= 0 && f < 1).toBe(true);
        expect(Number.isInteger(i) && i >= 0 && i < n).toBe(true);
      }),
    );
    expect(() => nextInt(seedRng(1), 0)).toThrow(RangeError);
  });

  it("nextInt is roughly uniform (chi-square over 6 faces, 60,000 draws)", () => {
    const counts = [0, 0, 0, 0, 0, 0];
    let r = seedRng("dice");
    for (let k = 0; k < 60000; k++) {
      const [v, next] = nextInt(r, 6);
      counts[v]! += 1;
      r = next;
    }
    const chi = counts.reduce((s, c) => s + (c - 10000) ** 2 / 10000, 0);
    expect(chi).toBeLessThan(20.5); // p ≈ 0.001 for 5 degrees of freedom
  });

  it("shuffle returns a permutation and leaves its input alone; pick picks a member", () => {
    fc.assert(
      fc.property(fc.integer(), fc.array(fc.integer()), (seed, items) => {
        const frozen = Object.freeze(items.slice());
        const [out] = shuffle(seedRng(seed), frozen);
        expect([...out].sort((a, b) => a - b)).toEqual([...items].sort((a, b) => a - b));
        if (items.length > 0) expect(items).toContain(pick(seedRng(seed), frozen)[0]);
      }),
    );
  });
});
