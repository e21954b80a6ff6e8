/**
 * Secrets and hidden information (RULES.md §16.4): with Secrets in play, nothing a seat or a
 * spectator receives — view, legal intents, refusals of probes, filtered events, both bots'
 * choices — depends on which Secrets the opponent holds (scrambled among those of the same class
 * and cost), its hand, decks, ids or the RNG. Thousands of random games, each checked at every
 * step with one scramble and a few probes per seat.
 */
import { checkNonInterference } from "@core/engine/testing";
import { describe, expect, it } from "vitest";
import { chooseAction, engine, legalActions, type State, view } from "../src/index.js";
import { sameRandomness, scrambleHidden } from "../src/testing.js";
import { secretSetupArb } from "./secret-cards.js";

const decide = (s: State, seat: string) =>
  (["random", "greedy"] as const).map((level) => chooseAction(view(s, seat), { level, seed: s.turn }));

/** How many compared states had a Secret in play: the check must not be vacuous. */
let withSecrets = 0;

const actions = (s: State) => {
  if (s.players.A.secrets.length + s.players.B.secrets.length > 0) withSecrets++;
  return legalActions(s).filter((a) => a.type !== "CONCEDE");
};

describe("non-interference with Secrets in play (§5.2, RULES.md §16.4)", () => {
  it("over thousands of random games, nothing a seat receives tells which Secrets the opponent holds", {
    timeout: 900_000,
  }, () => {
    const report = checkNonInterference(engine, {
      setups: secretSetupArb,
      scramble: scrambleHidden,
      sameRandomness,
      actions,
      decide,
      maxSteps: 30,
      numRuns: 2000,
      scrambles: 1,
      probes: 6,
    });
    // About 13 steps a game: ~26,000 states, a quarter of them with a Secret in play.
    expect(report.scrambled).toBeGreaterThan(50_000);
    expect(report.refusals).toBeGreaterThan(150_000);
    expect(report.events).toBeGreaterThan(50_000);
    expect(report.decisions).toBeGreaterThan(30_000);
    expect(withSecrets).toBeGreaterThan(4_000);
  });
});
