import { readFileSync } from "node:fs";
import { checkGeneratedValidators } from "@core/engine/testing";
import { describe, expect, test } from "vitest";
import { staleFiles, targetsOf } from "../../../scripts/validators.mjs";

// The validators this package generates ahead of time (its package.json's `validators`;
// scripts/validators.mjs writes them) stay in step with its schemas and report what ajv reports.
const ROOT = new URL("../../../", import.meta.url);
const readJson = (file: string): unknown => JSON.parse(readFileSync(new URL(file, ROOT), "utf8"));
const TARGETS = targetsOf("packages/lgc-tcg");

/** The `state` of the first scenario of a kit that starts from one. */
const kitState = (file: string): unknown =>
  (readJson(file) as { scenarios: { state?: unknown }[] }).scenarios.find((s) => s.state !== undefined)
    ?.state;

/** A valid document of each schema, by file, for the mutations to start from. */
const EXAMPLES: Readonly<Record<string, unknown>> = {
  "data/lgc-tcg/schema/deck.schema.json": readJson("data/lgc-tcg/decks/starter.json"),
  "packages/lgc-tcg/schema/duel-setup.schema.json": {
    seed: 7,
    players: [
      { heroClass: "PALADIN", deck: readJson("data/lgc-tcg/decks/starter.json") },
      {
        heroClass: "MAGE",
        deck: ["crea_araignee_venimeuse", { cardId: "crea_archiviste", version: 1, count: 2 }],
      },
    ],
    versions: { crea_archiviste: 1 },
    rules: { ferveurCap: 8, startingHand: { first: 3 } },
  },
  "packages/lgc-tcg/schema/balance-report.schema.json": readJson(
    "apps/web/src/tcg-balance/sample-report.json",
  ),
  "data/lgc-tcg/schema/card.schema.json": readJson("data/lgc-tcg/cards/crea_araignee_venimeuse.v1.json"),
  "packages/lgc-tcg/schema/collection-saved.schema.json": {
    player: "ana",
    set: "PVB",
    rng: { algorithm: "sfc32", state: [1, 2, 3, 4] },
    sceaux: 120,
    packs: 2,
    pity: { legendary: 3, foil: 7 },
    copies: [
      { cardId: "crea_pouic", version: 1, normal: 2, foil: 1, foilProvenance: ["pack"] },
      { cardId: "crea_loup_affame", version: 1, normal: 1, foil: 0 },
    ],
  },
  "packages/lgc-tcg/schema/state.schema.json": kitState("conformance/lgc-tcg/combat.kit.json"),
  "packages/lgc-tcg/schema/collection-state.schema.json": {
    player: "ana",
    set: "PVB",
    rules: readJson("data/lgc-tcg/economy.json"),
    pool: [{ cardId: "crea_pouic", version: 1, set: "PVB", rarity: "COMMON" }],
    limits: { COMMON: 2, UNCOMMON: 2, RARE: 2, EPIC: 2, LEGENDARY: 1 },
    rng: { algorithm: "sfc32", state: [1, 2, 3, 4] },
    sceaux: 120,
    packs: 2,
    pity: { legendary: 3, foil: 7 },
    copies: [{ cardId: "crea_pouic", version: 1, normal: 2, foil: 1, foilProvenance: ["pack"] }],
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
