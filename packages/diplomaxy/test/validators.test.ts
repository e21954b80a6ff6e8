import { readFileSync } from "node:fs";
import { checkGeneratedValidators } from "@core/engine/testing";
import { describe, expect, test } from "vitest";
import { staleFiles, targetsOf } from "../../../scripts/validators.mjs";

// The validators this package generates ahead of time (its package.json's `validators`;
// scripts/validators.mjs writes them) stay in step with its schemas and report what ajv reports.
const ROOT = new URL("../../../", import.meta.url);
const readJson = (file: string): unknown => JSON.parse(readFileSync(new URL(file, ROOT), "utf8"));
const TARGETS = targetsOf("packages/diplomaxy");

/** A valid document of each schema, by file, for the mutations to start from. */
const EXAMPLES: Readonly<Record<string, unknown>> = {
  "data/diplomaxy/game.schema.json": readJson("data/diplomaxy/maps/duel.json"),
  "packages/diplomaxy/src/state.schema.json": {
    map: {
      planets: [
        { id: "p1", name: "One" },
        { id: "p2", name: "Two", production: 2 },
      ],
      corridors: [{ id: "c1", a: "p1", b: "p2", length: 2 }],
    },
    players: ["ana", "bo"],
    options: {
      fallbackFactor: { num: 3, den: 4 },
      lossRounding: "ceil",
      fallbackToSupporter: false,
      maxTurns: 9,
    },
    turn: 2,
    units: [
      { id: "u1", owner: "ana", at: "p1" },
      { id: "bo#1", owner: "bo", at: "p2" },
    ],
    transit: [{ id: "u2", owner: "ana", corridor: "c1", from: "p1", to: "p2", arrives: 2 }],
    orders: { ana: [{ unit: "u1", order: "attack", target: "bo" }] },
    control: { p1: "ana", p2: null },
    out: [],
    produced: { bo: 1 },
    ready: ["bo"],
    status: { phase: "orders" },
    lastReport: {
      turn: 1,
      planets: [
        {
          planet: "p1",
          players: [
            {
              player: "ana",
              ctrl: 1,
              def: 0.75,
              defExact: "3/4",
              att: 0,
              loss: 0,
              orders: [{ unit: "u1", order: "control" }],
            },
          ],
          fallbacks: [{ unit: "u1", resolved: "controlFallback" }],
          destroyed: [],
          controller: "ana",
          standoff: false,
        },
      ],
      witnesses: { p1: ["ana"] },
    },
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
