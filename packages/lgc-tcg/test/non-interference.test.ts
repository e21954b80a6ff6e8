import { checkNonInterference } from "@core/engine/testing";
import { describe, expect, it } from "vitest";
import { chooseAction, engine, legalActions, type State, view } from "../src/index.js";
import { sameRandomness, scrambleHidden, setupArb } from "../src/testing.js";

/** Both bots' choices for a seat, from its view: they must not change when hidden cards do. */
const decide = (s: State, seat: string) =>
  (["random", "greedy"] as const).map((level) => chooseAction(view(s, seat), { level, seed: s.turn }));

describe("non-interference (issue 13)", () => {
  it("nothing a seat or a spectator receives, nor what its bots choose, depends on hidden cards, ids or the RNG", {
    timeout: 300_000,
  }, () => {
    const report = checkNonInterference(engine, {
      setups: setupArb,
      scramble: scrambleHidden,
      sameRandomness,
      // CONCEDE is legal everywhere; leaving it out lets the random games run long.
      actions: (s) => legalActions(s).filter((a) => a.type !== "CONCEDE"),
      decide,
      maxSteps: 80,
      numRuns: 10,
      probes: 40,
    });
    expect(report.scrambled).toBeGreaterThan(200);
    expect(report.refusals).toBeGreaterThan(2000);
    expect(report.accepted).toBeGreaterThan(200);
    expect(report.events).toBeGreaterThan(200);
    expect(report.decisions).toBeGreaterThan(200);
  });
});
