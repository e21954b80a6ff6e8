/**
 * The shared engine suite (`describeEngine`, issue 28): kits, state schema, random simulation,
 * setups, setup reasons, reason closure and golden traces. The rules' own tests are beside it.
 */
import { fileURLToPath } from "node:url";
import { describeEngine, type SuiteManifest } from "@core/conformance/vitest";
import { fc } from "@core/engine/testing";
import { expect } from "vitest";
import {
  type Action,
  type Event,
  engine,
  LEVEL_SCHEMA,
  LEVELS,
  type Level,
  marksMet,
  opposeConsistently,
  PIGMENT_REFUSALS,
  PIGMENT_SETUP_REASONS,
  type Setup,
  STATE_SCHEMA,
  type State,
} from "../src/index.js";
import { junkActionArb, levelArb, setupArb } from "../src/testing.js";

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** The manifest's fields the suite reads (until `@engines/pigment/manifest`: the same values). */
const manifest: SuiteManifest<Setup, State, Action, Event> = {
  id: "pigment",
  seats: { min: 1, max: 1 },
  hiddenInformation: false,
  refusals: PIGMENT_REFUSALS,
  setupReasons: PIGMENT_SETUP_REASONS,
  defaultSetup: { level: 1 },
  // The suite reads the state schema (and what it references) only.
  schemas: async () => ({ setup: {}, state: STATE_SCHEMA as never, references: [LEVEL_SCHEMA as never] }),
  load: async () => engine,
};

/** A playable custom level: start (0,0), one yellow mark at (1,0). */
const LEVEL: Level = { name: "t", start: [0, 0], limit: 3, marks: [{ cell: [1, 0], colour: "yellow" }] };
const level = (changes: object): unknown => ({ level: { ...LEVEL, ...changes } });

/** Rule invariants of every state reached (RULES.md, The die, State). */
function invariant(state: State): boolean {
  expect(opposeConsistently(state.die)).toBe(true);
  expect(state.spent).toBe(state.history.length);
  expect(state.spent).toBeLessThanOrEqual(state.limit);
  const met = marksMet(state.marks, state.stains);
  if (state.phase === "won") expect(met).toBe(true);
  if (state.phase === "play") expect(met && state.spent > 0).toBe(false);
  if (state.phase === "lost") expect(met).toBe(false);
  return true;
}

describeEngine(manifest, {
  kits: [here("../../../conformance/pigment")],
  rules: here("../RULES.md"),
  setups: setupArb,
  simulation: { maxSteps: 40, numRuns: 200, junk: junkActionArb, invariant },
  validSetups: [
    { level: 1 },
    { level: 5 },
    { level: LEVELS[4] as Level },
    { level: { ...LEVEL, stains: [{ cell: [1, 1], colour: "red" }], holes: [[4, 4]] } },
    ...fc.sample(levelArb, { numRuns: 6, seed: 13 }).map((l) => ({ level: l })),
  ],
  setupCheck: { numRuns: 500, steps: 12 },
  setupCases: {
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
    "nothing-to-play": { setup: level({ stains: [{ cell: [1, 0], colour: "yellow" }] }), at: "/level/marks" },
    "incomplete-translation": {
      setup: level({ description: "Du rouge.", i18n: { en: { name: "Red" } } }),
      at: "/level/i18n/en",
    },
  },
  traces: { file: here("golden/pigment.trace.jsonl"), setups: setupArb, games: 6, maxSteps: 20, seed: 1 },
});
