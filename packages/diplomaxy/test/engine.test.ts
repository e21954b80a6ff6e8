import { jsonEqual, SetupError } from "@core/engine";
import { fc } from "@core/engine/testing";
import { describe, expect, it } from "vitest";
import {
  builtinMap,
  type Event,
  engine,
  initialState,
  legalActions,
  MAPS,
  makeOrder,
  type OrdersAction,
  parseOrder,
  type Setup,
  type State,
  viewEvents,
} from "../src/index.js";
import { reachableStateArb, turnArb } from "../src/testing.js";

function count(state: State): number {
  return state.units.length + state.transit.length;
}

function playTurn(state: State, actions: readonly OrdersAction[]): { state: State; events: Event[] } {
  let s = state;
  for (const a of actions) {
    const t = engine.reduce(s, a);
    expect(t.events[0]?.type).toBe("ordersAccepted");
    s = t.state;
  }
  const t = engine.reduce(s, { type: "resolve" });
  return { state: t.state, events: t.events as Event[] };
}

describe("legal actions (random simulation: the engine suite)", () => {
  it("offers only accepted actions in legalActions", () => {
    fc.assert(
      fc.property(reachableStateArb({ maxUnits: 6 }, 3), (state) => {
        for (const a of legalActions(state))
          expect(engine.reduce(state, a).events[0]?.type).not.toBe("rejected");
      }),
      { numRuns: 40 },
    );
  });
});

describe("turn properties", () => {
  const arb = reachableStateArb({}, 3).chain((state) => fc.tuple(fc.constant(state), turnArb(state)));

  it("conserves units: before = after + destroyed − produced (units in corridors counted)", () => {
    fc.assert(
      fc.property(arb, ([state, actions]) => {
        if (state.status.phase !== "orders") return;
        const { state: after, events } = playTurn(state, actions);
        const destroyed = events.flatMap((e) => (e.type === "combat" ? e.destroyed : []));
        const produced = events.flatMap((e) => (e.type === "produced" ? e.units : []));
        expect(count(state)).toBe(count(after) + destroyed.length - produced.length);
        expect(new Set(destroyed).size).toBe(destroyed.length);
      }),
      { numRuns: 150 },
    );
  });

  it("gives the same result whatever order the players submit in", () => {
    fc.assert(
      fc.property(arb, fc.nat(), ([state, actions], seed) => {
        if (state.status.phase !== "orders") return;
        const reordered =
          fc.sample(fc.shuffledSubarray(actions, { minLength: actions.length }), { seed, numRuns: 1 })[0] ??
          [];
        const a = playTurn(state, actions);
        const b = playTurn(state, reordered);
        expect(jsonEqual(a.state, b.state)).toBe(true);
        expect(a.events).toEqual(b.events);
      }),
      { numRuns: 100 },
    );
  });

  it("moves units along corridors and lands them after the corridor's length", () => {
    fc.assert(
      fc.property(arb, ([state, actions]) => {
        if (state.status.phase !== "orders") return;
        const { state: after } = playTurn(state, actions);
        for (const t of after.transit) expect(t.arrives).toBeGreaterThanOrEqual(state.turn + 1);
        for (const a of actions) {
          for (const o of a.orders) {
            if (o.order !== "move") continue;
            const c = state.map.corridors.find((x) => x.id === o.corridor);
            const inTransit = after.transit.some((t) => t.id === o.unit);
            const landed = after.units.some((u) => u.id === o.unit && (u.at === c?.a || u.at === c?.b));
            expect((c?.length ?? 1) === 1 ? landed : inTransit).toBe(true);
          }
        }
      }),
      { numRuns: 100 },
    );
  });
});

describe("produced unit ids (issue 13)", () => {
  const arb = reachableStateArb({}, 3).chain((state) => fc.tuple(fc.constant(state), turnArb(state)));

  it("number each player's units by its own production only: <player>#1, #2, …", () => {
    fc.assert(
      fc.property(arb, ([state, actions]) => {
        if (state.status.phase !== "orders") return;
        const { state: after, events } = playTurn(state, actions);
        const next = { ...state.produced };
        for (const e of events) {
          if (e.type !== "produced") continue;
          const from = next[e.player] ?? 0;
          // Worked from the player's own counter: nothing another player did moves it.
          expect(e.units).toEqual(Array.from({ length: e.count }, (_, k) => `${e.player}#${from + k + 1}`));
          next[e.player] = from + e.count;
        }
        for (const p of state.players) expect(after.produced[p] ?? 0).toBe(next[p] ?? 0);
      }),
      { numRuns: 150 },
    );
  });
});

describe("seats (issue 14)", () => {
  const state = engine.init(MAPS.duel as Setup);
  const [north, south] = state.players as [string, string];

  it("waits for every player still in who is not ready, and for nobody once over", () => {
    expect(engine.seats?.(state)).toEqual(state.players);
    expect(engine.toAct?.(state)).toEqual([north, south]);
    const ready = engine.reduce(state, { type: "ready", player: north }).state;
    expect(engine.toAct?.(ready)).toEqual([south]);
    const over = {
      ...state,
      status: { phase: "over" as const, winners: [north], reason: "last-player" as const },
    };
    expect(engine.toAct?.(over)).toEqual([]);
  });

  it("says whose an action is: the player named by orders and ready; nobody's resolve", () => {
    expect(engine.actor?.(state, { type: "orders", player: south, orders: [] })).toBe(south);
    expect(engine.actor?.(state, { type: "ready", player: north })).toBe(north);
    expect(engine.actor?.(state, { type: "resolve" })).toBeNull();
    expect(engine.actor?.(state, { type: "orders", player: 3 })).toBeNull();
    expect(legalActions(state, north).every((a) => a.type !== "resolve" && a.player === north)).toBe(true);
  });

  it("routes a refused stamped action to its sender only, even when it names another player", () => {
    const forged = { type: "orders", player: south, orders: [], seat: north } as unknown as OrdersAction;
    const t = engine.reduce(state, forged);
    expect(t.events).toMatchObject([{ type: "rejected", reason: "not-your-action" }]);
    expect(viewEvents(t.events, north, t.state)).toEqual(t.events);
    expect(viewEvents(t.events, south, t.state)).toEqual([]);
    const resolve = engine.reduce(state, { type: "resolve", seat: south } as never);
    expect(viewEvents(resolve.events, south, resolve.state)).toEqual(resolve.events);
    expect(viewEvents(resolve.events, north, resolve.state)).toEqual([]);
  });
});

const DUEL = MAPS.duel as Setup;

describe("orders", () => {
  const state = engine.init(DUEL);
  const reasons: [string, unknown, string][] = [
    [
      "someone else's unit",
      { type: "orders", player: "north", orders: [{ unit: "s1", order: "defend" }] },
      "not-your-unit",
    ],
    [
      "a corridor not touching the planet",
      { type: "orders", player: "north", orders: [{ unit: "n1", order: "move", corridor: "vega-lyra" }] },
      "corridor-not-here",
    ],
    [
      "an unknown corridor",
      { type: "orders", player: "north", orders: [{ unit: "n1", order: "move", corridor: "warp" }] },
      "unknown-corridor",
    ],
    [
      "targeting yourself",
      { type: "orders", player: "north", orders: [{ unit: "n1", order: "attack", target: "north" }] },
      "self-target",
    ],
    [
      "an unknown target",
      { type: "orders", player: "north", orders: [{ unit: "n1", order: "supportControl", target: "east" }] },
      "unknown-player",
    ],
    [
      "a missing target",
      { type: "orders", player: "north", orders: [{ unit: "n1", order: "supportDefense" }] },
      "missing-target",
    ],
    [
      "a unit ordered twice",
      {
        type: "orders",
        player: "north",
        orders: [
          { unit: "n1", order: "defend" },
          { unit: "n1", order: "control" },
        ],
      },
      "duplicate-unit",
    ],
    ["an unknown player", { type: "orders", player: "east", orders: [] }, "unknown-player"],
    [
      "an unknown order kind",
      { type: "orders", player: "north", orders: [{ unit: "n1", order: "retreat" }] },
      "bad-order",
    ],
    [
      "a stray field",
      { type: "orders", player: "north", orders: [{ unit: "n1", order: "defend", target: "south" }] },
      "unexpected-field",
    ],
    ["not an action", 42, "invalid-action"],
  ];
  for (const [what, action, reason] of reasons) {
    it(`rejects ${what} (${reason}) and changes nothing`, () => {
      const t = engine.reduce(state, action as OrdersAction);
      expect(t.events).toHaveLength(1);
      expect(t.events[0]).toMatchObject({ type: "rejected", reason });
      expect(t.state).toBe(state);
    });
  }

  it("keeps a previous submission when a new one is refused, and replaces it when accepted", () => {
    const first = engine.reduce(state, {
      type: "orders",
      player: "north",
      orders: [{ unit: "n1", order: "control" }],
    }).state;
    const refused = engine.reduce(first, {
      type: "orders",
      player: "north",
      orders: [{ unit: "s1", order: "control" }],
    });
    expect(refused.state.orders.north).toEqual([{ unit: "n1", order: "control" }]);
    const replaced = engine.reduce(first, {
      type: "orders",
      player: "north",
      orders: [{ unit: "n2", order: "defend" }],
    });
    expect(replaced.state.orders.north).toEqual([{ unit: "n2", order: "defend" }]);
  });

  it("writes and reads the text form of every legal order", () => {
    for (const a of legalActions(state)) {
      if (a.type !== "orders") continue;
      for (const o of a.orders) expect(parseOrder(makeOrder(o))).toEqual(o);
    }
    expect(parseOrder("n1 sc south")).toEqual({ unit: "n1", order: "supportControl", target: "south" });
    expect(parseOrder("n1 defend south")).toBeNull();
    expect(parseOrder("n1 fly")).toBeNull();
    // Words inherited from Object.prototype are not order words.
    expect(parseOrder("n1 constructor")).toBeNull();
    expect(parseOrder("n1 __proto__ south")).toBeNull();
    expect(parseOrder("n1 toString")).toBeNull();
  });
});

describe("setup", () => {
  it("loads both bundled maps", () => {
    expect(builtinMap("duel")?.players).toEqual(["north", "south"]);
    expect(builtinMap("pentarchy")?.players).toHaveLength(5);
    expect(builtinMap("nowhere")).toBeNull();
  });

  const bad: [string, (s: Record<string, unknown>) => unknown, string][] = [
    [
      "a unit on an unknown planet",
      (s) => ({ ...s, units: [{ id: "x", owner: "north", at: "pluto" }] }),
      "/units/0/at",
    ],
    [
      "a unit of an unknown player",
      (s) => ({ ...s, units: [{ id: "x", owner: "east", at: "sol" }] }),
      "/units/0/owner",
    ],
    [
      "duplicate unit ids",
      (s) => ({
        ...s,
        units: [
          { id: "x", owner: "north", at: "sol" },
          { id: "x", owner: "south", at: "sol" },
        ],
      }),
      "/units/1/id",
    ],
    ["a bad fallback factor", (s) => ({ ...s, options: { fallbackFactor: 1 } }), "/options/fallbackFactor"],
    [
      "a factor with three decimals",
      (s) => ({ ...s, options: { fallbackFactor: 0.666 } }),
      "/options/fallbackFactor",
    ],
    ["an unknown rounding", (s) => ({ ...s, options: { lossRounding: "up" } }), "/options/lossRounding"],
    [
      "an illegal first-turn order",
      (s) => ({ ...s, orders: { north: [{ unit: "s1", order: "defend" }] } }),
      "/orders/north/0/unit",
    ],
    [
      "a corridor to an unknown planet",
      (s) => ({ ...s, map: { planets: [{ id: "a", name: "A" }], corridors: [{ id: "c", a: "a", b: "z" }] } }),
      "/map/corridors/0/b",
    ],
    ["a single player", (s) => ({ ...s, players: ["north"] }), "/players"],
  ];
  for (const [what, change, where] of bad) {
    it(`refuses ${what} at ${where}`, () => {
      let error: unknown;
      try {
        initialState(change(DUEL as unknown as Record<string, unknown>), "game.json");
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(SetupError);
      expect((error as SetupError).pointer).toBe(where);
      expect((error as SetupError).message).toContain("game.json");
    });
  }

  it('accepts the draft\'s factors exactly: 0.66 is 33/50, "2/3" is 2/3', () => {
    expect(engine.init({ ...DUEL, options: { fallbackFactor: 0.66 } }).options.fallbackFactor).toEqual({
      num: 33,
      den: 50,
    });
    expect(engine.init({ ...DUEL, options: { fallbackFactor: "2/3" } }).options.fallbackFactor).toEqual({
      num: 2,
      den: 3,
    });
  });
});

describe("view", () => {
  it("hides other players' orders and unseen planets, and shows only witnessed reports", () => {
    let s = engine.init(DUEL);
    s = engine.reduce(s, {
      type: "orders",
      player: "south",
      orders: [{ unit: "s1", order: "control" }],
    }).state;
    const north = engine.view?.(s, "north") as {
      orders: unknown;
      planets: { id: string; visible: boolean }[];
    };
    expect(north.orders).toBeNull();
    expect(JSON.stringify(north)).not.toContain("s1");
    expect(north.planets.filter((p) => p.visible).map((p) => p.id)).toEqual(["sol"]);
    s = engine.reduce(s, { type: "resolve" }).state;
    const after = engine.view?.(s, "north") as { lastReport: { planets: { planet: string }[] } };
    expect(after.lastReport.planets.map((p) => p.planet)).toEqual(["sol"]);
    const south = engine.view?.(s, "south") as {
      planets: { id: string; visible: boolean; controller?: string }[];
    };
    expect(south.planets.find((p) => p.id === "vega")).toMatchObject({ visible: true, controller: "south" });
  });

  it("never shows a planet's units to a player without a unit there or its control", () => {
    fc.assert(
      fc.property(reachableStateArb({}, 3), (state) => {
        for (const player of state.players) {
          const v = engine.view?.(state, player) as {
            planets: { id: string; visible: boolean; units?: { owner: string }[] }[];
          };
          for (const p of v.planets) {
            const mine =
              state.units.some((u) => u.owner === player && u.at === p.id) || state.control[p.id] === player;
            expect(p.visible).toBe(mine);
          }
        }
      }),
      { numRuns: 60 },
    );
  });
});

describe("end of the game", () => {
  it("ends after maxTurns with the player controlling most planets", () => {
    let s = engine.init({ ...DUEL, options: { maxTurns: 1 } });
    s = engine.reduce(s, {
      type: "orders",
      player: "north",
      orders: [{ unit: "n1", order: "control" }],
    }).state;
    const t = engine.reduce(s, { type: "resolve" });
    expect(t.events.at(-1)).toEqual({ type: "gameOver", winners: ["north"], reason: "max-turns" });
    expect(engine.reduce(t.state, { type: "resolve" }).events[0]).toMatchObject({
      type: "rejected",
      reason: "game-over",
    });
    expect(legalActions(t.state)).toEqual([]);
  });
});
