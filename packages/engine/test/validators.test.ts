import { Ajv2020 } from "ajv/dist/2020.js";
import { describe, expect, test } from "vitest";
import { SCHEMA_OPTIONS as SCRIPT_OPTIONS } from "../../../scripts/validators.mjs";
import { SCHEMA_OPTIONS } from "../src/compile.js";
import { compileSchema, type SchemaValidator, type SchemaValidators } from "../src/index.js";
import { checkValidators } from "../src/testing.js";

// The validators compiled ahead of time (scripts/validators.mjs) are what the engines check their
// setups with, so that a browser bundle carries no ajv (issue 18). Each package with generated
// validators checks its own (fresh, and agreeing with ajv at run time: `checkValidators`); here,
// the script's options and the check itself, on a schema of its own.

const SCHEMA = {
  type: "object",
  required: ["n"],
  additionalProperties: false,
  properties: { n: { type: "integer", minimum: 1 }, tags: { type: "array", items: { type: "string" } } },
};
const EXAMPLE = { n: 2, tags: ["a", "b"] };
const runtime = compileSchema(SCHEMA);
const ajv = (allErrors: boolean): SchemaValidator =>
  new Ajv2020({ ...SCHEMA_OPTIONS, allErrors }).compile(SCHEMA) as SchemaValidator;

describe("validators compiled ahead of time", () => {
  test("the script compiles with the run-time options", () => {
    expect(SCRIPT_OPTIONS).toEqual(SCHEMA_OPTIONS);
  });

  test("checkValidators passes validators that report what ajv reports", () => {
    const same: SchemaValidators = { first: ajv(false), every: () => ajv(true) };
    expect(() => checkValidators(same, runtime, EXAMPLE, 1)).not.toThrow();
  });

  test("checkValidators refuses validators that report other issues, and an invalid example", () => {
    // Stops at the first error even when asked for every one: fewer issues than ajv lists.
    const terse: SchemaValidators = { first: ajv(false), every: () => ajv(false) };
    const failure = (() => {
      try {
        checkValidators(terse, runtime, EXAMPLE, 1);
      } catch (error) {
        return error as Error;
      }
      return null;
    })();
    // fast-check's failure, caused by the first document the two disagree on.
    expect(String((failure?.cause as Error | undefined)?.message)).toMatch(/^ahead of time .* at run time /);
    const same: SchemaValidators = { first: ajv(false), every: () => ajv(true) };
    expect(() => checkValidators(same, runtime, { n: 0 }, 1)).toThrow("the example is invalid");
  });
});
