import { assertSchema, compileSchema, SetupError } from "@core/engine";
import { fc } from "@core/engine/testing";
import { describe, expect, it } from "vitest";
import { checkUnits } from "../src/bulk.js";
import { engine, GAME_SCHEMA, type Setup } from "../src/index.js";
import * as validators from "../src/validators.generated.js";

// The hand-written check of a setup's units (src/bulk.ts) against the schema's own validator:
// whenever it accepts, the schema accepts; it accepts every valid unit; and `init` (which leaves
// turn-1 orders to the order checks) reports the schema's error first, as a check of the whole
// setup by ajv at run time gives it, then the other checks', whatever the units and orders.

const schema = compileSchema(GAME_SCHEMA);

const BASE = {
  map: { planets: [{ id: "p", name: "P" }], corridors: [] },
  players: ["A", "B"],
} as const;

/** The schema's answer (ajv, first error) for `units` in an otherwise valid setup. */
function schemaAccepts(units: unknown): boolean {
  return validators.setup.first({ ...BASE, units });
}

/** Strings at and around every limit of `$defs/id` and `maxLength` 40. */
const text = fc.oneof(
  fc.constantFrom(
    "",
    "a",
    "A-b_c.9",
    "a".repeat(40),
    "a".repeat(41),
    "é",
    "a b",
    "a/b",
    "__proto__",
    "toString",
    "constructor",
    "valueOf",
    "𝔸".repeat(20),
    "𝔸".repeat(21),
    "control",
    "attack",
    "move",
    "defend",
    "supportControl",
    "supportDefense",
    "retreat",
  ),
  fc.string({ maxLength: 42 }),
  fc.stringMatching(/^[A-Za-z0-9_.-]{1,41}$/),
);
const value = fc.oneof({ weight: 6, arbitrary: text }, fc.constantFrom(undefined, null, 0, 1, true, [], {}));
/** An object with some of `keys` (and now and then another), in any order, any values. */
function recordOf(keys: readonly string[]): fc.Arbitrary<unknown> {
  return fc
    .oneof(
      { weight: 8, arbitrary: fc.shuffledSubarray([...keys, "extra"], { minLength: 0 }) },
      fc.constant(null),
    )
    .chain(
      (picked): fc.Arbitrary<unknown> =>
        picked === null
          ? fc.constantFrom<unknown>(null, "unit", 3, [])
          : fc
              .tuple(...picked.map(() => value))
              .map((vs) => Object.fromEntries(picked.map((k, i) => [k, vs[i]]))),
    );
}

describe("bulk checks agree with the schema", () => {
  it("accept units only where the schema does", () => {
    const answers = new Set<string>();
    fc.assert(
      fc.property(fc.array(recordOf(["id", "owner", "at"]), { maxLength: 4 }), (units) => {
        const accepted = checkUnits(units) !== "invalid";
        if (accepted) expect(schemaAccepts(units)).toBe(true);
        answers.add(`${accepted} ${schemaAccepts(units)}`);
      }),
      { numRuns: 3000 },
    );
    // The check did accept, and refuse, now and then.
    expect(answers).toContain("true true");
    expect(answers).toContain("false false");
  });

  it("accept every valid ASCII unit, canonical when its keys are id, owner, at in that order", () => {
    const id = fc.stringMatching(/^[A-Za-z0-9_.-]{1,40}$/);
    fc.assert(
      fc.property(
        fc.array(fc.record({ id, owner: id, at: id }), { maxLength: 5 }),
        fc.boolean(),
        (units, reorder) => {
          fc.pre(schemaAccepts(units));
          const list = reorder ? units.map((u) => ({ at: u.at, id: u.id, owner: u.owner })) : units;
          expect(checkUnits(list)).toBe(reorder && list.length > 0 ? "valid" : "canonical");
        },
      ),
    );
  });

  it("make init report the schema's error, message and pointer, as ajv at run time gives it", () => {
    const errorOf = (init: (s: Setup) => unknown, setup: Setup): string => {
      try {
        init(setup);
        return "accepted";
      } catch (error) {
        if (!(error instanceof SetupError)) throw error;
        return `${error.pointer} ${error.message}`;
      }
    };
    const unit = recordOf(["id", "owner", "at"]);
    const good = { id: "u1", owner: "A", at: "p" };
    fc.assert(
      fc.property(
        fc.array(fc.oneof({ weight: 3, arbitrary: fc.constant(good) }, unit), { maxLength: 4 }),
        fc.array(
          fc.oneof(
            fc.constantFrom({ unit: "u1", order: "control" }, { order: "attack", target: "B", unit: "u1" }),
            recordOf(["unit", "order", "target", "corridor"]),
          ),
          { maxLength: 3 },
        ),
        fc.option(fc.constantFrom({ fallbackFactor: 2 }, { maxTurns: 0 }, "x"), { nil: undefined }),
        (units, orders, options) => {
          const setup = {
            ...BASE,
            units,
            orders: { A: orders },
            ...(options === undefined ? {} : { options }),
          };
          // The schema first (every setup check of the whole setup, by ajv at run time), then init's.
          const schemaFirst = (s: Setup) => {
            assertSchema(schema, s);
            return engine.init(s);
          };
          expect(errorOf(engine.init, setup as unknown as Setup)).toBe(
            errorOf(schemaFirst, setup as unknown as Setup),
          );
        },
      ),
      { numRuns: 2000 },
    );
  });
});
