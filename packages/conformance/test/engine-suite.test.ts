import { fileURLToPath } from "node:url";
import { fc } from "@core/engine/testing";
import { describeEngine } from "../src/vitest.js";
import { tallyManifest } from "./tally-manifest.js";

const fixture = (name: string) => fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url));

// The whole suite, as an engine's test file runs it, on the tally.
describeEngine(tallyManifest, {
  kits: [fixture("good")],
  rules: fixture("suite/RULES.md"),
  setups: fc.record({ limit: fc.integer({ min: 1, max: 5 }), note: fc.string({ maxLength: 5 }) }),
  simulation: { maxSteps: 20, numRuns: 30 },
  validSetups: [{ limit: 2 }, { limit: 4, note: "n" }],
  setupCheck: { numRuns: 100 },
  setupCases: {
    schema: { setup: { limit: 2, colour: "red" }, at: "/colour" },
    "bad-limit": { setup: { limit: 0 }, at: "/limit" },
  },
  traces: {
    file: fixture("suite/tally.trace.jsonl"),
    setups: fc.record({ limit: fc.integer({ min: 1, max: 4 }) }),
    games: 4,
    maxSteps: 12,
    seed: 7,
  },
});
