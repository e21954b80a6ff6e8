import { checkNonInterference, fc } from "@core/engine/testing";
import { describe, expect, it } from "vitest";
import { engine, legalActions, type State } from "../src/index.js";
import { scrambleHidden, setupArb, turnArb } from "../src/testing.js";

/** Legal actions plus one random full submission per player, so games move on. */
function actions(state: State, seed: number) {
  const full = fc.sample(turnArb(state), { seed, numRuns: 1 })[0] ?? [];
  return [...legalActions(state), ...full, { type: "resolve" as const }, { type: "resolve" as const }];
}

describe("non-interference (issue 13)", () => {
  it("nothing a player or a spectator receives depends on what it does not see", () => {
    const report = checkNonInterference(engine, {
      setups: setupArb({ maxPlanets: 5, maxPlayers: 4, maxUnits: 10 }),
      scramble: scrambleHidden,
      actions: (s) => actions(s, s.turn * 31 + s.units.length),
      maxSteps: 40,
      numRuns: 15,
    });
    expect(report.scrambled).toBeGreaterThan(200);
    expect(report.refusals).toBeGreaterThan(1000);
    expect(report.accepted).toBeGreaterThan(200);
    expect(report.events).toBeGreaterThan(200);
  });
});
