import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { Ajv2020 } from "ajv/dist/2020.js";
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { SCHEMA_OPTIONS as SCRIPT_OPTIONS, staleFiles, TARGETS } from "../../../scripts/validators.mjs";
import { SCHEMA_OPTIONS } from "../src/compile.js";
import { compileSchema, type SchemaCheck, type SchemaValidators, schemaCheck } from "../src/index.js";

// The validators compiled ahead of time (scripts/validators.mjs) are what the engines check their
// setups with, so that a browser bundle carries no ajv (issue 18). They must stay in step with
// the schemas, and report exactly what ajv compiled at run time reports.

const ROOT = fileURLToPath(new URL("../../..", import.meta.url));
const readJson = (file: string): unknown => JSON.parse(readFileSync(join(ROOT, file), "utf8"));

/** The `state` of the first scenario of a kit that starts from one. */
const kitState = (file: string): unknown =>
  (readJson(file) as { scenarios: { state?: unknown }[] }).scenarios.find((s) => s.state !== undefined)
    ?.state;

/** A valid document per schema file, to mutate. */
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
  "data/chessistics/level.schema.json": readJson("data/chessistics/levels/level_03.json"),
  "packages/chessistics/src/state.schema.json": kitState("conformance/chessistics/pieces-tree.kit.json"),
  "packages/shing-shang/src/state.schema.json": {
    pieces: { b1: { side: "red", kind: "dragon" }, c1: null, b10: { side: "blue", kind: "dragon" } },
    turn: "red",
    extra: null,
    ply: 0,
    maxPlies: 300,
    result: null,
  },
  "data/chessistics/placements.schema.json": readJson("data/chessistics/solutions/level_01.json"),
  "data/shing-shang/setup.schema.json": {},
  "data/shing-shang/position.schema.json": readJson("data/shing-shang/standard.json"),
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
  "packages/conformance/src/kit.schema.json": readJson("conformance/pigment/rolls.kit.json"),
  "packages/conformance/src/trace.schema.json": JSON.parse(
    readFileSync(join(ROOT, "packages/conformance/test/fixtures/suite/tally.trace.jsonl"), "utf8").split(
      "\n",
    )[1] as string,
  ),
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
};

/** A check compiled at run time that stops at the first error, as the `firstOnly` validators do. */
function failFast(schema: object, refs: readonly object[]): (data: unknown) => SchemaCheck<unknown> {
  const ajv = new Ajv2020({ ...SCHEMA_OPTIONS, allErrors: false });
  for (const r of refs) ajv.addSchema(r);
  const first = ajv.compile(schema);
  return schemaCheck({ first, every: () => first });
}

/** `doc` with the value at a random path replaced by `value` (or removed when undefined). */
function mutate(doc: unknown, path: readonly number[], value: unknown): unknown {
  if (typeof doc !== "object" || doc === null || path.length === 0) return value;
  const keys = Object.keys(doc);
  if (keys.length === 0) return value;
  const key = keys[(path[0] as number) % keys.length] as string;
  const copy: Record<string, unknown> = Array.isArray(doc) ? ([...doc] as never) : { ...doc };
  const next = mutate(copy[key], path.slice(1), value);
  if (next === undefined && !Array.isArray(copy)) delete copy[key];
  else copy[key] = next;
  return copy;
}

describe("validators compiled ahead of time", () => {
  test("the generated files match the schemas (else: node scripts/validators.mjs)", () => {
    expect(staleFiles()).toEqual([]);
  });

  test("the script compiles with the run-time options", () => {
    expect(SCRIPT_OPTIONS).toEqual(SCHEMA_OPTIONS);
  });

  for (const target of TARGETS) {
    for (const [name, [main, ...refs]] of Object.entries(target.schemas)) {
      test(`${target.out}: ${name} reports what ajv at run time reports`, async () => {
        const generated = (await import(join(ROOT, `${target.out}.js`))) as Record<string, SchemaValidators>;
        const ahead = schemaCheck(generated[name] as SchemaValidators);
        const runtime = (target.firstOnly ?? []).includes(name)
          ? failFast(
              readJson(main) as object,
              refs.map((r) => readJson(r) as object),
            )
          : compileSchema(
              readJson(main) as object,
              refs.map((r) => readJson(r) as object),
            );
        const example = EXAMPLES[main];
        expect(example, `an example for ${main}`).toBeDefined();
        expect(ahead(example).ok).toBe(true);
        let invalid = 0;
        fc.assert(
          fc.property(
            fc.array(fc.nat(), { maxLength: 6 }),
            fc.option(fc.jsonValue({ maxDepth: 3 }), { nil: undefined }),
            (path, value) => {
              const doc = mutate(example, path, value);
              const result = ahead(doc);
              if (!result.ok) invalid++;
              expect(result).toEqual(runtime(doc));
            },
          ),
          { numRuns: 300 },
        );
        // The mutations reach the error paths, where the two could differ.
        expect(invalid).toBeGreaterThan(50);
        fc.assert(
          fc.property(fc.jsonValue({ maxDepth: 4 }), (doc) => {
            expect(ahead(doc)).toEqual(runtime(doc));
          }),
          { numRuns: 100 },
        );
      });
    }
  }
});
