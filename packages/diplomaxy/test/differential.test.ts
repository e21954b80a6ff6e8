import { fc } from "@core/engine/testing";
import { describe, expect, it } from "vitest";
import { type Action, engine, type Order, type Setup, type State } from "../src/index.js";
import { setupArb, turnArb } from "../src/testing.js";
import { reduce as previousReduce } from "./reference/engine.js";
import { initialState as previousInit } from "./reference/setup.js";

// The engine against a frozen copy of the implementation before issue 18's performance work
// (test/reference): from the same setups, the same actions give the same states and events.

/** `value`, frozen all the way down: any write to it (or to a state sharing it) throws. */
function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

/**
 * Plays `turns` random turns (orders from `turnArb`, some players ready, then resolve) with both
 * engines. The setup, actions and states are deep-frozen: states share objects with the setup
 * and the actions, and neither engine may write to any of them.
 */
function playBoth(setup: Setup, seeds: readonly number[]): void {
  deepFreeze(setup);
  let state: State = deepFreeze(engine.init(setup));
  // Byte for byte: the engine may keep the setup's units and orders, never in another form.
  expect(JSON.stringify(state)).toBe(JSON.stringify(previousInit(setup)));
  expect(JSON.parse(JSON.stringify(state))).toStrictEqual(state);
  const step = (action: Action) => {
    deepFreeze(action);
    const t = engine.reduce(state, action);
    // Byte for byte: the same fields, in the same order (toEqual alone ignores undefined fields).
    expect(JSON.stringify(t)).toBe(JSON.stringify(previousReduce(state, action)));
    state = deepFreeze(t.state);
  };
  for (const seed of seeds) {
    if (state.status.phase !== "orders") return;
    const [actions] = fc.sample(turnArb(state), { seed, numRuns: 1 });
    // Every other turn, each submission's orders reversed: not in the order of the units; now
    // and then each order's keys reversed: stored in the engine's own form all the same.
    for (const a of actions ?? [])
      step(
        a.type !== "orders"
          ? a
          : seed % 2 === 1
            ? { ...a, orders: [...a.orders].reverse() }
            : seed % 4 === 2
              ? {
                  ...a,
                  orders: a.orders.map((o) => Object.fromEntries(Object.entries(o).reverse()) as Order),
                }
              : a,
      );
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

/**
 * A state no `init` or `reduce` makes: unknown order kinds, stray fields. (Unit ids stay distinct:
 * with repeated ids the engine and the previous implementation may match orders differently,
 * RULES.md and README.)
 */
function handMade(state: State, seed: number): State {
  const orders = Object.fromEntries(
    Object.entries(state.orders).map(([p, list]) => [
      p,
      list.map((o, i) =>
        (i + seed) % 5 === 0
          ? ({ ...o, order: "retreat" } as unknown as Order)
          : (i + seed) % 5 === 1
            ? { ...o, target: state.players[0] as string, corridor: "nowhere" }
            : o,
      ),
    ]),
  );
  return { ...state, orders };
}

describe("differential: the engine agrees with the previous implementation", () => {
  it("on hand-made states (unknown orders, stray fields, orders out of unit order)", () => {
    fc.assert(
      fc.property(
        setupArb({ maxPlanets: 5, maxPlayers: 5, maxUnits: 60 }).chain((setup) =>
          fc.tuple(fc.constant(setup), turnArb(engine.init(setup)), fc.nat()),
        ),
        ([setup, submissions, seed]) => {
          const orders = Object.fromEntries(submissions.map((a) => [a.player, [...a.orders].reverse()]));
          const state = handMade({ ...engine.init(setup), orders }, seed);
          const action = { type: "resolve" } as const;
          expect(JSON.stringify(engine.reduce(state, action))).toBe(
            JSON.stringify(previousReduce(state, action)),
          );
        },
      ),
      { numRuns: 150 },
    );
  });

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
        fc.nat(),
        ([setup, submissions, seeds], shuffle) => {
          // Now and then a unit's or an order's keys in another order, or an order with a key
          // set to undefined: the state must hold them in its own form all the same.
          const reorder = <T extends object>(o: T, i: number): T =>
            (i + shuffle) % 3 === 0 ? (Object.fromEntries(Object.entries(o).reverse()) as T) : o;
          const orders = Object.fromEntries(
            submissions.map((a) => [
              a.player,
              a.orders.map((o, i) =>
                (i + shuffle) % 7 === 1 ? { ...o, corridor: undefined, ...o } : reorder(o, i),
              ),
            ]),
          );
          playBoth({ ...setup, units: setup.units.map(reorder), orders }, seeds);
        },
      ),
      { numRuns: 60 },
    );
  });
});
