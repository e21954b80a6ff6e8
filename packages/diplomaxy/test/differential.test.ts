import { fc } from "@core/engine/testing";
import { describe, expect, it } from "vitest";
import {
  type Action,
  type AnyEvent,
  effectiveOrders,
  engine,
  type Order,
  type PlanetReport,
  reportLines,
  type Setup,
  type State,
  viewEvents,
} from "../src/index.js";
import { setupArb, turnArb } from "../src/testing.js";
import { engine as previousEngine, reduce as previousReduce } from "./reference/engine.js";
import { initialState as previousInit } from "./reference/setup.js";
import type {
  AnyEvent as PreviousEvent,
  PlanetReport as PreviousReport,
  State as PreviousState,
} from "./reference/types.js";
import { viewEvents as previousViewEvents } from "./reference/view.js";

// The engine against a frozen copy of the implementation before issue 18's performance work
// (test/reference): from the same setups, the same actions give the same states and events, the
// engine's compact reports expanded by `reportLines` into the previous one line per unit; and
// every player's view and events are the same, byte for byte (arrivals aside: see checkViews).

/** A compact report in the previous form: rows without orders, one line per unit. */
function previousReport(r: PlanetReport): PreviousReport {
  return {
    planet: r.planet,
    players: r.players.map(({ orders: _orders, ...score }) => score),
    units: reportLines(r),
    destroyed: r.destroyed,
    controller: r.controller,
    standoff: r.standoff,
  };
}

function previousState(s: State): PreviousState {
  const last = s.lastReport;
  return { ...s, lastReport: last === null ? null : { ...last, planets: last.planets.map(previousReport) } };
}

function previousEvents(events: readonly AnyEvent[]): PreviousEvent[] {
  return events.map((e) => (e.type === "combat" ? { type: "combat", ...previousReport(e) } : e));
}

/** `t` in the previous form, as JSON. */
function previousJson(t: { readonly state: State; readonly events: readonly AnyEvent[] }): string {
  return JSON.stringify({ state: previousState(t.state), events: previousEvents(t.events) });
}

/**
 * What the compact form adds: each row lists the orders `before` held for its units, the same
 * objects (a unit without one: `{unit, order: "defend"}`), and a fallback is listed only where
 * the unit did not do what it was ordered.
 */
function checkCompact(before: State, after: State): void {
  if (after.lastReport === before.lastReport || after.lastReport === null) return;
  const given = effectiveOrders(before);
  for (const r of after.lastReport.planets) {
    const kinds = new Map<string, string>();
    for (const row of r.players)
      for (const o of row.orders) {
        const submitted = given.get(o.unit);
        if (submitted === undefined) expect(o).toStrictEqual({ unit: o.unit, order: "defend" });
        else expect(o).toBe(submitted);
        kinds.set(o.unit, o.order);
      }
    for (const f of r.fallbacks) expect(f.resolved).not.toBe(kinds.get(f.unit));
  }
}

/** The events as JSON lines, the arrivals apart (sorted: a multiset). */
function splitArrivals(events: readonly { readonly type: string }[]): { rest: string; arrivals: string[] } {
  const arrivals = events.filter((e) => e.type === "arrived").map((e) => JSON.stringify(e));
  return { rest: JSON.stringify(events.filter((e) => e.type !== "arrived")), arrivals: arrivals.sort() };
}

/**
 * Every player's (and a spectator's) view and events of the step, by both engines. Arrivals
 * changed on purpose since the copy was frozen (RULES.md §5.1: another player's only on a planet
 * whose report the player saw, all in a fixed order): the player's are among the copy's.
 */
function checkViews(
  t: { readonly state: State; readonly events: readonly AnyEvent[] },
  previous: { readonly state: PreviousState; readonly events: readonly PreviousEvent[] },
): void {
  for (const p of [...t.state.players, "spectator"]) {
    expect(JSON.stringify(engine.view?.(t.state, p))).toBe(
      JSON.stringify(previousEngine.view?.(previous.state, p)),
    );
    const now = splitArrivals(viewEvents(t.events, p, t.state));
    const before = splitArrivals(previousViewEvents(previous.events, p, previous.state));
    expect(now.rest).toBe(before.rest);
    const left = [...before.arrivals];
    for (const a of now.arrivals) {
      const i = left.indexOf(a);
      expect(i, a).toBeGreaterThanOrEqual(0);
      left.splice(i, 1);
    }
  }
}

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
    const previous = previousReduce(previousState(state), action);
    // Byte for byte: the same fields, in the same order (toEqual alone ignores undefined fields).
    expect(previousJson(t)).toBe(JSON.stringify(previous));
    checkCompact(state, t.state);
    checkViews(t, previous);
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
          const t = engine.reduce(state, action);
          const previous = previousReduce(previousState(state), action);
          expect(previousJson(t)).toBe(JSON.stringify(previous));
          checkCompact(state, t.state);
          checkViews(t, previous);
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
