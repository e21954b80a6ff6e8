/**
 * The shared engine suite (`describeEngine`, issue 28): kits, state schema, random simulation,
 * setups, setup reasons, reason closure and golden traces. The rules' own tests are beside it.
 */
import { fileURLToPath } from "node:url";
import { describeEngine, type SuiteManifest } from "@core/conformance/vitest";
import { SEAT_FIELD } from "@core/engine";
import { fc } from "@core/engine/testing";
import {
  type Action,
  type Event,
  engine,
  type Kind,
  type Piece,
  type Setup,
  SHING_SHANG_REFUSALS,
  SHING_SHANG_SETUP_REASONS,
  type Side,
  SQUARES,
  STANDARD_POSITION,
  STATE_SCHEMA,
  type State,
} from "../src/index.js";
import { positionArbitrary, setupArbitrary } from "../src/testing.js";
import { makeInvariant } from "./invariants.js";

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** The manifest's fields the suite reads (until `@engines/shing-shang/manifest`: the same values). */
const manifest: SuiteManifest<Setup, State, Action, Event> = {
  id: "shing-shang",
  seats: { min: 2, max: 2 },
  hiddenInformation: false,
  refusals: SHING_SHANG_REFUSALS,
  setupReasons: SHING_SHANG_SETUP_REASONS,
  defaultSetup: {},
  // The suite reads the state schema (and what it references) only.
  schemas: async () => {
    const setup = (await import("../../../data/shing-shang/setup.schema.json")).default;
    return { setup: {}, state: STATE_SCHEMA as never, references: [setup as never] };
  },
  load: async () => engine,
};

/** Probes of a state: steps and jumps from occupied squares (most reach the rules), a pass, junk. */
function probes(s: State): fc.Arbitrary<unknown> {
  const occupied = SQUARES.filter((q) => s.pieces[q] !== null);
  const from = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...occupied) },
    fc.constantFrom(...SQUARES, "z9", 3),
  );
  const to = fc.constantFrom(...SQUARES, "z9");
  const action = fc.oneof(
    fc.record({ type: fc.constant("step"), from, to }),
    fc.record({ type: fc.constant("jump"), from, path: fc.array(to, { maxLength: 3 }) }),
    fc.constant({ type: "pass" }),
    fc.record({ type: fc.constantFrom("step", "dance"), from, extra: fc.constant(1) }),
  );
  const stamped = fc
    .tuple(action, fc.constantFrom("red", "blue", "green"))
    .map(([a, seat]) => ({ ...a, [SEAT_FIELD]: seat }));
  return fc.oneof({ weight: 6, arbitrary: action }, { weight: 1, arbitrary: stamped });
}

const piece = (side: Side, kind: Kind): Piece => ({ side, kind });
/** One dragon a side, far from the portals (red's e2 f2, blue's e9 f9). */
const dragons = { b1: piece("red", "dragon"), b10: piece("blue", "dragon") };
const position = (pieces: Record<string, Piece>) => ({
  position: { pieces: { ...dragons, ...pieces }, turn: "red" },
});

describeEngine(manifest, {
  kits: [here("../../../conformance/shing-shang")],
  rules: here("../RULES.md"),
  setups: setupArbitrary(),
  simulation: { maxSteps: 80, numRuns: 80, invariant: makeInvariant() },
  validSetups: [
    {},
    { maxPlies: 50 },
    { position: STANDARD_POSITION, maxPlies: 300 },
    ...fc.sample(positionArbitrary(), { numRuns: 6, seed: 13 }).map((p) => ({ position: p })),
  ],
  setupCheck: { numRuns: 500, steps: 12 },
  setupCases: {
    schema: { setup: { maxPlies: 0 }, at: "/maxPlies" },
    "off-board": { setup: position({ a1: piece("red", "lion") }), at: "/position/pieces/a1" },
    "on-portal": { setup: position({ e9: piece("red", "monkey") }), at: "/position/pieces/e9" },
    "own-portal": { setup: position({ e2: piece("red", "dragon") }), at: "/position/pieces/e2" },
    "already-won": { setup: position({ f9: piece("red", "dragon") }), at: "/position/pieces/f9" },
    "too-many-pieces": {
      setup: position({ c1: piece("blue", "dragon"), d1: piece("blue", "dragon") }),
      at: "/position/pieces",
    },
    "no-dragon": {
      setup: { position: { pieces: { b1: piece("red", "dragon") }, turn: "red" } },
      at: "/position/pieces",
    },
  },
  probes,
  traces: {
    file: here("golden/shing-shang.trace.jsonl"),
    setups: fc.oneof(fc.constant<Setup>({ maxPlies: 120 }), setupArbitrary()),
    games: 6,
    maxSteps: 40,
    seed: 1,
  },
});
