import { readFileSync } from "node:fs";
import { checkGeneratedValidators } from "@core/engine/testing";
import { describe, expect, test } from "vitest";
import { staleFiles, targetsOf } from "../../../scripts/validators.mjs";

// The validators this package generates ahead of time (its package.json's `validators`;
// scripts/validators.mjs writes them) stay in step with its schemas and report what ajv reports.
const ROOT = new URL("../../../", import.meta.url);
const readJson = (file: string): unknown => JSON.parse(readFileSync(new URL(file, ROOT), "utf8"));
const TARGETS = targetsOf("packages/shing-shang");

/** A valid document of each schema, by file, for the mutations to start from. */
const EXAMPLES: Readonly<Record<string, unknown>> = {
  "data/shing-shang/setup.schema.json": {},
  "data/shing-shang/position.schema.json": readJson("data/shing-shang/standard.json"),
  "packages/shing-shang/src/state.schema.json": {
    pieces: { b1: { side: "red", kind: "dragon" }, c1: null, b10: { side: "blue", kind: "dragon" } },
    turn: "red",
    extra: null,
    ply: 0,
    maxPlies: 300,
    result: null,
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
