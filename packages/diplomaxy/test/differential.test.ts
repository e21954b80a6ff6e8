import { fc } from "@core/engine/testing";
import { describe, expect, it } from "vitest";
import { type Action, engine, type Setup, type State } from "../src/index.js";
import { setupArb, turnArb } from "../src/testing.js";
import { reduce as previousReduce } from "./reference/engine.js";
import { initialState as previousInit } from "./reference/setup.js";

// The engine against a frozen copy of the implementation before issue 18's performance work
// (test/reference): from the same setups, the same actions give the same states and events.

/** Plays `turns` random turns (orders from `turnArb`, some players ready, then resolve) with both engines. */
function playBoth(setup: Setup, seeds: readonly number[]): void {
  let state: State = engine.init(setup);
  expect(state).toEqual(previousInit(setup));
  const step = (action: Action) => {
    const t = engine.reduce(state, action);
    expect(t).toEqual(previousReduce(state, action));
    state = t.state;
  };
  for (const seed of seeds) {
    if (state.status.phase !== "orders") return;
    const [actions] = fc.sample(turnArb(state), { seed, numRuns: 1 });
    for (const a of actions ?? []) step(a);
    // Now and then a refused action too, and a turn ended by every player's `ready`.
    if (seed % 5 === 0)
      step({
        type: "orders",
        player: state.players[0] as string,
        orders: [{ unit: "nope", order: "defend" }],
      });
    if (seed % 3 === 0) for (const p of engine.toAct?.(state) ?? []) step({ type: "ready", player: p });
    else step({ type: "resolve" });
  }
}

describe("differential: the engine agrees with the previous implementation", () => {
  it("on random games from small random setups", () => {
    fc.assert(fc.property(setupArb(), fc.array(fc.nat(), { maxLength: 6 }), playBoth), { numRuns: 200 });
  });

  it("on random games from crowded setups (many units and players per planet)", () => {
    fc.assert(
      fc.property(
        setupArb({ maxPlanets: 4, maxPlayers: 8, maxUnits: 120 }),
        fc.array(fc.nat(), { minLength: 1, maxLength: 5 }),
        playBoth,
      ),
      { numRuns: 60 },
    );
  });

  it("on setups whose turn-1 orders are given in the setup", () => {
    fc.assert(
      fc.property(
        setupArb({ maxPlanets: 6, maxPlayers: 6, maxUnits: 60 }).chain((setup) =>
          fc.tuple(fc.constant(setup), turnArb(engine.init(setup)), fc.array(fc.nat(), { maxLength: 3 })),
        ),
        ([setup, submissions, seeds]) => {
          const orders = Object.fromEntries(submissions.map((a) => [a.player, a.orders]));
          playBoth({ ...setup, orders }, seeds);
        },
      ),
      { numRuns: 60 },
    );
  });
});
