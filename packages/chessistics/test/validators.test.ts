import { readFileSync } from "node:fs";
import { checkGeneratedValidators } from "@core/engine/testing";
import { describe, expect, test } from "vitest";
import { staleFiles, targetsOf } from "../../../scripts/validators.mjs";

// The validators this package generates ahead of time (its package.json's `validators`;
// scripts/validators.mjs writes them) stay in step with its schemas and report what ajv reports.
const ROOT = new URL("../../../", import.meta.url);
const readJson = (file: string): unknown => JSON.parse(readFileSync(new URL(file, ROOT), "utf8"));
const TARGETS = targetsOf("packages/chessistics");

/** The `state` of the first scenario of a kit that starts from one. */
const kitState = (file: string): unknown =>
  (readJson(file) as { scenarios: { state?: unknown }[] }).scenarios.find((s) => s.state !== undefined)
    ?.state;

/** A valid document of each schema, by file, for the mutations to start from. */
const EXAMPLES: Readonly<Record<string, unknown>> = {
  "data/chessistics/level.schema.json": readJson("data/chessistics/levels/level_03.json"),
  "data/chessistics/placements.schema.json": readJson("data/chessistics/solutions/level_01.json"),
  "packages/chessistics/src/state.schema.json": kitState("conformance/chessistics/pieces-tree.kit.json"),
};

describe("validators compiled ahead of time", () => {
  test("match the schemas (else: node scripts/validators.mjs)", () => {
    expect(staleFiles(TARGETS)).toEqual([]);
  });

  test("report what ajv at run time reports", async () => {
    await checkGeneratedValidators(TARGETS, ROOT, EXAMPLES);
  }, 60_000);
});
