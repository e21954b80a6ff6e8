import { fc } from "@core/engine/testing";
import { describe, expect, it } from "vitest";
import { findId, indexIds } from "../src/ids.js";

describe("the id index (src/ids.ts) answers as a Map built in order would", () => {
  it("finds every id at its last position, misses others, and names the first repeat", () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ maxLength: 6 }), { maxLength: 200 }),
        fc.array(fc.string({ maxLength: 6 }), { maxLength: 20 }),
        (ids, probes) => {
          const items = ids.map((id) => ({ id }));
          const { index, duplicate } = indexIds(items);
          const map = new Map(ids.map((id, i) => [id, i]));
          for (const id of [...ids, ...probes]) expect(findId(index, id)).toBe(map.get(id) ?? -1);
          const second = ids.findIndex((id, i) => ids.indexOf(id) < i);
          expect(duplicate).toEqual(second < 0 ? null : [ids.indexOf(ids[second] as string), second]);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("keeps ids apart that share a hash slot (a full, small table)", () => {
    const ids = Array.from({ length: 8 }, (_, i) => `u${i}`);
    const { index } = indexIds(ids.map((id) => ({ id })));
    expect(ids.map((id) => findId(index, id))).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(findId(index, "u8")).toBe(-1);
  });
});
