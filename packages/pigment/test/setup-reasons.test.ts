import { readFileSync } from "node:fs";
import { SetupError } from "@core/engine";
import { adversarialSetups, fc } from "@core/engine/testing";
import { describe, expect, it } from "vitest";
import {
  engine,
  isPigmentRefusal,
  isPigmentSetupReason,
  PIGMENT_REFUSALS,
  PIGMENT_SETUP_REASONS,
  type PigmentSetupReason,
} from "../src/index.js";

/** The error `init` throws for `setup`; fails the test when it builds a state. */
function refusal(setup: unknown): SetupError {
  try {
    engine.init(setup as never);
  } catch (error) {
    if (error instanceof SetupError) return error;
    throw error;
  }
  throw new Error("the setup was accepted");
}

/** A playable custom level: start (0,0), one yellow mark at (1,0). */
const LEVEL = { name: "t", start: [0, 0], limit: 3, marks: [{ cell: [1, 0], colour: "yellow" }] };
const level = (changes: object) => ({ level: { ...LEVEL, ...changes } });

/** Each reason, from the case it names, with the pointer it is given at. */
const CASES: Record<PigmentSetupReason, { readonly setup: unknown; readonly at: string }> = {
  schema: { setup: level({ limit: 0 }), at: "/level/limit" },
  "unknown-level": { setup: { level: 6 }, at: "/level" },
  "duplicate-cell": {
    setup: level({
      holes: [
        [4, 4],
        [4, 4],
      ],
    }),
    at: "/level/holes/1",
  },
  "start-on-hole": { setup: level({ holes: [[0, 0]] }), at: "/level/start" },
  "mark-on-hole": { setup: level({ holes: [[1, 0]] }), at: "/level/marks/0/cell" },
  "stain-on-hole": {
    setup: level({ holes: [[3, 3]], stains: [{ cell: [3, 3], colour: "red" }] }),
    at: "/level/stains/0/cell",
  },
  "start-enclosed": {
    setup: level({
      holes: [
        [1, 0],
        [0, 1],
      ],
      marks: [{ cell: [2, 2], colour: "red" }],
    }),
    at: "/level/start",
  },
  "nothing-to-play": {
    setup: level({ stains: [{ cell: [1, 0], colour: "yellow" }] }),
    at: "/level/marks",
  },
  "incomplete-translation": {
    setup: level({ description: "Du rouge.", i18n: { en: { name: "Red" } } }),
    at: "/level/i18n/en",
  },
};

describe("a refused setup says why in a code (RULES.md, Setup and levels)", () => {
  for (const reason of PIGMENT_SETUP_REASONS)
    it(`${reason}: the case it names`, () => {
      const error = refusal(CASES[reason].setup);
      expect(error.reason).toBe(reason);
      expect(error.pointer).toBe(CASES[reason].at);
    });

  it("the setup's own shape is refused as schema: not an object, another key, a level of another type", () => {
    expect(refusal(7).reason).toBe("schema");
    expect(refusal({ level: 1, x: 1 }).reason).toBe("schema");
    expect(refusal({ level: "1" }).reason).toBe("schema");
  });

  it("gives every refusal one of its documented reasons, whatever the setup", () => {
    fc.assert(
      fc.property(adversarialSetups([{ level: 1 }, level({})]), (setup) => {
        try {
          engine.init(setup as never);
        } catch (error) {
          if (!(error instanceof SetupError)) throw error;
          expect(isPigmentSetupReason(error.reason), `${error.reason}: ${error.message}`).toBe(true);
        }
      }),
      { numRuns: 300, seed: 28 },
    );
  });

  it("lists every reason, and every refusal, in RULES.md", () => {
    const rules = readFileSync(new URL("../RULES.md", import.meta.url), "utf8");
    for (const reason of [...PIGMENT_SETUP_REASONS, ...PIGMENT_REFUSALS])
      expect(rules).toContain(`\`${reason}\``);
    expect(isPigmentSetupReason("nothing-to-play")).toBe(true);
    expect(isPigmentRefusal("not-floor")).toBe(true);
    expect(isPigmentRefusal("toString")).toBe(false);
  });
});
