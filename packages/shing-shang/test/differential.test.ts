import { fc } from "@core/engine/testing";
import { describe, expect, it } from "vitest";
import { engine, legalActions, reduce, type State } from "../src/index.js";
import { setupArbitrary } from "../src/testing.js";
import { previousLegalActions, previousReduce } from "./reference/previous-engine.js";

// The engine against a frozen copy of the previous implementation (test/reference), on random
// games: the same actions in the same order, the same states and the same events at every step.

/** Plays `choices` (indices into the legal actions) from `state`, comparing at every step. */
function playBoth(start: State, choices: readonly number[]): void {
  let state = start;
  for (const choice of choices) {
    const actions = legalActions(state);
    expect(actions).toEqual(previousLegalActions(state));
    if (actions.length === 0) return;
    const action = actions[choice % actions.length]!;
    const t = reduce(state, action);
    expect(t).toEqual(previousReduce(state, action));
    state = t.state;
  }
}

describe("differential: the engine agrees with the previous implementation", () => {
  it("on random games from random setups", () => {
    fc.assert(
      fc.property(setupArbitrary(), fc.array(fc.nat(), { minLength: 1, maxLength: 120 }), (setup, choices) =>
        playBoth(engine.init(setup), choices),
      ),
      { numRuns: 150 },
    );
  });

  it("on whole games from the opening", () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { minLength: 300, maxLength: 300 }), (choices) =>
        playBoth(engine.init({ maxPlies: 300 }), choices),
      ),
      { numRuns: 12 },
    );
  });
});
