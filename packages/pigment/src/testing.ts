/**
 * `@engines/pigment/testing`: fast-check arbitraries for property tests of the Pigment engine or
 * of code built on it: directions, actions (valid and junk), campaign and random custom levels,
 * setups, and states reached by playing.
 * @packageDocumentation
 */
import { fc } from "@core/engine/testing";
import type { Cell } from "./board.js";
import { COLOURS, type Colour } from "./colours.js";
import { DIRS, type Dir } from "./die.js";
import { type Action, init, reduce, type Setup, type State } from "./game.js";
import { LEVELS, type Level, parseLevel } from "./levels.js";

/** A roll direction. */
export const dirArb: fc.Arbitrary<Dir> = fc.constantFrom(...DIRS);

/** A colour of the stain alphabet. */
export const colourArb: fc.Arbitrary<Colour> = fc.constantFrom(...COLOURS);

/** A cell of the 5×5 board. */
export const cellArb: fc.Arbitrary<Cell> = fc.tuple(
  fc.integer({ min: 0, max: 4 }),
  fc.integer({ min: 0, max: 4 }),
);

/** A well-formed action (it may still be refused: off-board, game over, nothing to undo). */
export const actionArb: fc.Arbitrary<Action> = fc.oneof(
  { weight: 8, arbitrary: dirArb.map((dir): Action => ({ type: "roll", dir })) },
  { weight: 2, arbitrary: fc.constant<Action>({ type: "undo" }) },
  { weight: 1, arbitrary: fc.constant<Action>({ type: "restart" }) },
);

/** Malformed actions: `reduce` must refuse every one with `invalid-action`. */
export const junkActionArb: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }).filter((v) => !(typeof v === "object" && v !== null && "type" in v)),
  fc.record({
    type: fc.constant("roll"),
    dir: fc.string({ maxLength: 2 }).filter((s) => !DIRS.includes(s as Dir)),
  }),
  fc.record({ type: fc.constant("roll"), dir: dirArb, extra: fc.jsonValue({ maxDepth: 1 }) }),
  fc.record({ type: fc.string({ maxLength: 8 }).filter((t) => !["roll", "undo", "restart"].includes(t)) }),
  fc.constantFrom<unknown>(null, undefined, 42, "E", [], {}, { type: "roll" }, { type: "undo", dir: "E" }),
);

function validLevel(level: Level): boolean {
  try {
    parseLevel(level);
    return true;
  } catch {
    return false;
  }
}

/**
 * A random valid custom level: any start, up to 8 holes, 1–3 marks, up to 3 starting stains and
 * a limit of 1–12. Levels that `parseLevel` refuses (a mark on a hole...) are filtered out.
 */
export const levelArb: fc.Arbitrary<Level> = fc
  .record({
    name: fc.constant("random"),
    start: cellArb,
    limit: fc.integer({ min: 1, max: 12 }),
    marks: fc.uniqueArray(fc.record({ cell: cellArb, colour: colourArb }), {
      minLength: 1,
      maxLength: 3,
      selector: (m) => m.cell[1] * 5 + m.cell[0],
    }),
    stains: fc.uniqueArray(fc.record({ cell: cellArb, colour: colourArb }), {
      maxLength: 3,
      selector: (m) => m.cell[1] * 5 + m.cell[0],
    }),
    holes: fc.uniqueArray(cellArb, { maxLength: 8, selector: (c) => c[1] * 5 + c[0] }),
  })
  .filter(validLevel);

/** A campaign setup, `{ level: 1..5 }`. */
export const campaignSetupArb: fc.Arbitrary<Setup> = fc
  .integer({ min: 1, max: LEVELS.length })
  .map((level) => ({ level }));

/** Any valid setup: a campaign level number or a random custom level (about half each). */
export const setupArb: fc.Arbitrary<Setup> = fc.oneof(
  campaignSetupArb,
  levelArb.map((level): Setup => ({ level })),
);

/** A setup and a sequence of well-formed actions (some refused) played from it. */
export const playArb: fc.Arbitrary<{ setup: Setup; actions: Action[] }> = fc.record({
  setup: setupArb,
  actions: fc.array(actionArb, { maxLength: 30 }),
});

/** Plays `actions` from `init(setup)`, refused ones included, and returns the final state. */
export function play(setup: Setup, actions: readonly unknown[]): State {
  let state = init(setup);
  for (const action of actions) state = reduce(state, action as Action).state;
  return state;
}

/** A state reached by playing random actions from a random setup: any phase, any history. */
export const stateArb: fc.Arbitrary<State> = playArb.map(({ setup, actions }) => play(setup, actions));
