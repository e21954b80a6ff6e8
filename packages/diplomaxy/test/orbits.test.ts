import { fc } from "@core/engine/testing";
import { describe, expect, it } from "vitest";
import { compareByKey, idKey, idKeys } from "../src/id-keys.js";
import { buildOrbits, compareIds, indexArray, listedOrders, ownerSeats } from "../src/orbits.js";

// Ids from a few characters that sort in every way that matters: a shared prefix (`p#`, as the
// engine's own ids), digits of any length, and code units at and above the 255 a key cuts at.
const idArb = fc
  .array(fc.constantFrom("p", "#", "0", "1", "9", "a", "\u00fe", "\u00ff", "\u0100", "\uffff"), {
    maxLength: 7,
  })
  .map((cs) => cs.join(""));

describe("id keys (src/id-keys.ts) never order ids the wrong way round", () => {
  it("a smaller key is a smaller id, for any shared prefix skipped", () => {
    fc.assert(
      fc.property(idArb, idArb, idArb, (prefix, a, b) => {
        const x = idKey(prefix + a, prefix.length);
        const y = idKey(prefix + b, prefix.length);
        if (x < y) expect(prefix + a < prefix + b).toBe(true);
        if (a === b) expect(x).toBe(y);
      }),
      { numRuns: 2000 },
    );
  });

  it("sorting by key, then id, sorts each seat's units as their ids do", () => {
    const unitsArb = fc.array(fc.record({ seat: fc.nat(2), id: idArb }), { maxLength: 60 });
    fc.assert(
      fc.property(unitsArb, (list) => {
        const units = list.map((u) => ({ id: `s${u.seat}${u.id}`, owner: `P${u.seat}` }));
        const owner = list.map((u) => u.seat);
        const keys = idKeys(units, owner, 3);
        for (let s = 0; s < 3; s++) {
          const mine = units.flatMap((_, i) => (owner[i] === s ? [i] : []));
          const byKey = [...mine].sort((a, b) => compareByKey(keys, units, a, b));
          const byId = [...mine].sort((a, b) => compareIds(units[a]?.id ?? "", units[b]?.id ?? ""));
          expect(byKey).toEqual(byId);
        }
      }),
      { numRuns: 500 },
    );
  });

  it("gives a seat with an id that is not a string keys of 0, and does not throw", () => {
    const units = [{ id: "b" }, { id: 7 as unknown as string }, { id: "a" }, { id: "c" }, { id: "d" }];
    expect([...idKeys(units, [0, 0, 0, 1, 1], 2)]).toEqual([0, 0, 0, idKey("c", 0), idKey("d", 0)]);
  });
});

describe("index arrays are as narrow as their indices allow", () => {
  it("holds -1 and every index below the count", () => {
    for (const [count, type] of [
      [127, Int8Array],
      [128, Int16Array],
      [32767, Int16Array],
      [32768, Int32Array],
    ] as const) {
      const a = indexArray(count, 2);
      expect(a).toBeInstanceOf(type);
      a[0] = -1;
      a[1] = count - 1;
      expect([...a]).toEqual([-1, count - 1]);
    }
  });
});

describe("buildOrbits sorts by planet, then seat, then id", () => {
  it("as a plain sort would, with players not seated after the seats, by id", () => {
    const seats = ["B", "A"];
    const unitArb = fc.record({
      id: idArb,
      owner: fc.constantFrom("A", "B", "Z", "Y"),
      at: fc.integer({ min: -1, max: 3 }),
    });
    fc.assert(
      fc.property(fc.array(unitArb, { maxLength: 80 }), (list) => {
        const units = list.map((u, i) => ({ id: `${u.id}${i % 3}`, owner: u.owner }));
        const at = Int32Array.from(list, (u) => u.at);
        const orbits = buildOrbits(seats, 4, units, at, listedOrders([], units.length));
        const names = ["B", "A", ...["Y", "Z"].filter((p) => units.some((u) => u.owner === p))];
        expect(orbits.names).toEqual(names);
        const seat = (i: number) => names.indexOf(units[i]?.owner as string);
        const expected = units
          .map((_, i) => i)
          .filter((i) => (at[i] as number) >= 0)
          .sort(
            (a, b) =>
              (at[a] as number) - (at[b] as number) ||
              seat(a) - seat(b) ||
              compareIds(units[a]?.id as string, units[b]?.id as string) ||
              a - b,
          );
        expect([...orbits.sorted]).toEqual(expected);
        expect([...orbits.owner]).toEqual(units.map((_, i) => seat(i)));
        for (let p = 0; p < 4; p++)
          expect((orbits.start[p + 1] as number) - (orbits.start[p] as number)).toBe(
            list.filter((u) => u.at === p).length,
          );
      }),
      { numRuns: 300 },
    );
  });

  it("widens its seats past 127 players (only a hand-made state has them)", () => {
    const units = Array.from({ length: 600 }, (_, i) => ({
      id: `u${(i * 7919) % 600}`,
      owner: `o${i % 200}`,
    }));
    const at = Int32Array.from(units, (_, i) => i % 3);
    const orbits = buildOrbits(["o150"], 3, units, at, listedOrders([], units.length));
    expect(orbits.owner).toBeInstanceOf(Int16Array);
    const names = ["o150", ...units.map((u) => u.owner).filter((p) => p !== "o150")].filter(
      (p, i, all) => all.indexOf(p) === i,
    );
    names.splice(1, names.length, ...names.slice(1).sort(compareIds));
    expect(orbits.names).toEqual(names);
    const key = (i: number) => [at[i] as number, names.indexOf(units[i]?.owner as string)] as const;
    const expected = units
      .map((_, i) => i)
      .sort((a, b) => {
        const [pa, sa] = key(a);
        const [pb, sb] = key(b);
        return pa - pb || sa - sb || compareIds(units[a]?.id as string, units[b]?.id as string);
      });
    expect([...orbits.sorted]).toEqual(expected);
  });

  it("takes the owners' seats it is given, and finds them itself when some owner is not seated", () => {
    const units = [
      { id: "u2", owner: "A" },
      { id: "u1", owner: "A" },
    ];
    expect(ownerSeats(["A"], units)).toEqual(new Int8Array([0, 0]));
    expect(ownerSeats(["A"], [...units, { id: "x", owner: "X" }])).toBeNull();
    const orbits = buildOrbits(
      ["A"],
      1,
      units,
      new Int32Array(2),
      listedOrders([], 2),
      ownerSeats(["A"], units),
    );
    expect([...orbits.sorted]).toEqual([1, 0]);
  });
});
