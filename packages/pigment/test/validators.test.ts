import { readFileSync } from "node:fs";
import { checkGeneratedValidators } from "@core/engine/testing";
import { describe, expect, test } from "vitest";
import { staleFiles, targetsOf } from "../../../scripts/validators.mjs";

// The validators this package generates ahead of time (its package.json's `validators`;
// scripts/validators.mjs writes them) stay in step with its schemas and report what ajv reports.
const ROOT = new URL("../../../", import.meta.url);
const readJson = (file: string): unknown => JSON.parse(readFileSync(new URL(file, ROOT), "utf8"));
const TARGETS = targetsOf("packages/pigment");

/** A valid document of each schema, by file, for the mutations to start from. */
const EXAMPLES: Readonly<Record<string, unknown>> = {
  "data/pigment/level.schema.json": (readJson("data/pigment/levels.json") as { levels: unknown[] }).levels[0],
  "data/pigment/levels.schema.json": readJson("data/pigment/levels.json"),
  "packages/pigment/src/state.schema.json": {
    level: { name: "one", start: [0, 0], limit: 2, marks: [{ cell: [1, 0], colour: "yellow" }] },
    pos: [1, 0],
    die: { D: "yellow", U: "white", N: "red", S: "blue", E: "black", W: "empty" },
    stains: ["empty", "yellow", ...new Array(23).fill("empty")],
    marks: [{ cell: [1, 0], colour: "yellow" }],
    spent: 1,
    limit: 2,
    phase: "won",
    history: [
      {
        dir: "E",
        pos: [0, 0],
        die: { D: "empty", U: "black", N: "red", S: "blue", E: "yellow", W: "white" },
        stain: "empty",
        phase: "play",
      },
    ],
  },
};

describe("validators compiled ahead of time", () => {
  test("match the schemas (else: node scripts/validators.mjs)", () => {
    expect(staleFiles(TARGETS)).toEqual([]);
  });

  test("report what ajv at run time reports", async () => {
    await checkGeneratedValidators(TARGETS, ROOT, EXAMPLES);
  }, 60_000);
});
