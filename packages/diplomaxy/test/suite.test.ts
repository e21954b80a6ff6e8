/**
 * The shared engine suite (`describeEngine`, issue 28): kits, state schema, random simulation,
 * setups, setup reasons, reason closure, non-interference and golden traces. The rules' own tests
 * are beside it.
 */
import { fileURLToPath } from "node:url";
import { describeEngine, type SuiteManifest } from "@core/conformance/vitest";
import { SEAT_FIELD } from "@core/engine";
import { fc } from "@core/engine/testing";
import draftExample from "../../../data/diplomaxy/games/draft-example.json";
import {
  type Action,
  DIPLOMAXY_REFUSALS,
  DIPLOMAXY_SETUP_REASONS,
  type Event,
  engine,
  GAME_SCHEMA,
  legalActions,
  MAPS,
  ORDER_KINDS,
  type Setup,
  STATE_SCHEMA,
  type State,
} from "../src/index.js";
import { scrambleHidden, setupArb, turnArb } from "../src/testing.js";
import { richActions } from "./actions.js";

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** The manifest's fields the suite reads (until `@engines/diplomaxy/manifest`: the same values). */
const manifest: SuiteManifest<Setup, State, Action, Event> = {
  id: "diplomaxy",
  seats: { min: 2, max: 64 },
  hiddenInformation: true,
  refusals: DIPLOMAXY_REFUSALS,
  setupReasons: DIPLOMAXY_SETUP_REASONS,
  defaultSetup: MAPS.duel,
  // The suite reads the state schema (and what it references) only.
  schemas: async () => ({ setup: {}, state: STATE_SCHEMA as never, references: [GAME_SCHEMA as never] }),
  load: async () => engine,
};

/** Probes built from the state's own players, units and corridors (so most reach the rules), or junk. */
function probes(s: State): fc.Arbitrary<unknown> {
  return fc.constantFrom(...s.players).chain((me) => {
    const player = fc.constantFrom(...s.players, "nobody");
    const own = s.units.filter((u) => u.owner === me).map((u) => u.id);
    const unit = fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...own, "u-nope") },
      fc.constantFrom(...s.units.map((u) => u.id), ...s.transit.map((t) => t.id), "u-nope"),
    );
    const order = fc.record(
      {
        unit,
        order: fc.constantFrom(...ORDER_KINDS, "dance"),
        target: fc.constantFrom(...s.players, "nobody"),
        corridor: fc.constantFrom(...s.map.corridors.map((c) => c.id), "c-nope"),
        extra: fc.constant(1),
      },
      { requiredKeys: ["unit", "order"] },
    );
    const orders = fc.record({
      type: fc.constant("orders"),
      player: fc.oneof({ weight: 6, arbitrary: fc.constant(me) }, player),
      orders: fc.oneof({ weight: 6, arbitrary: fc.array(order, { maxLength: 3 }) }, fc.constant("all")),
    });
    const other = fc.record(
      { type: fc.constantFrom("ready", "resolve", "dance"), player: fc.constant(me) },
      { requiredKeys: ["type"] },
    );
    // Now and then stamped with a seat, the sender's or another's.
    const stamped = fc
      .tuple(fc.oneof(orders, other), player)
      .map(([a, seat]) => ({ ...a, [SEAT_FIELD]: seat }));
    // Submissions one order away from valid: a unit ordered twice, a move without its corridor,
    // an attack on a player who is out (random orders rarely make these).
    const unit0 = s.units.find((u) => u.owner === me) ?? s.units.find((u) => !s.out.includes(u.owner));
    const [p0, u0] = [unit0?.owner ?? me, unit0?.id ?? "u-nope"];
    const near = fc.constantFrom<unknown>(
      {
        type: "orders",
        player: p0,
        orders: [
          { unit: u0, order: "defend" },
          { unit: u0, order: "defend" },
        ],
      },
      { type: "orders", player: p0, orders: [{ unit: u0, order: "move" }] },
      { type: "orders", player: p0, orders: [{ unit: u0, order: "attack", target: s.out[0] ?? "nobody" }] },
    );
    return fc.oneof(
      { weight: 6, arbitrary: orders },
      { weight: 2, arbitrary: other },
      { weight: 1, arbitrary: stamped },
      { weight: 2, arbitrary: near },
    );
  });
}

const duel: Setup = MAPS.duel;
const { map } = duel;
const planet = (i: number) => map.planets[i] as Setup["map"]["planets"][number];
const corridor = (i: number) => map.corridors[i] as Setup["map"]["corridors"][number];
const withCorridor = (c: Partial<Setup["map"]["corridors"][number]>): Setup => ({
  ...duel,
  map: { ...map, corridors: map.corridors.map((x, i) => (i === 0 ? { ...x, ...c } : x)) },
});
const withUnit = (u: Partial<Setup["units"][number]>): Setup => ({
  ...duel,
  units: duel.units.map((x, i) => (i === 0 ? { ...x, ...u } : x)),
});
const north = duel.units.find((u) => u.owner === "north")?.id as string;
const south = duel.units.find((u) => u.owner === "south")?.id as string;
const northAt = duel.units.find((u) => u.id === north)?.at;
const far = map.corridors.find((c) => c.a !== northAt && c.b !== northAt)?.id;
const northOrders = (...orders: object[]) => ({
  setup: { ...duel, orders: { north: orders } },
  at: "/orders/north",
});
const [first, second] = MAPS.pentarchy.players as [string, string];

/** Two or three planets in a line, three to five players, 12 to 24 units spread over them. */
const crowded: fc.Arbitrary<Setup> = fc
  .record({
    planets: fc.integer({ min: 2, max: 3 }),
    players: fc.integer({ min: 3, max: 5 }),
    units: fc.integer({ min: 12, max: 24 }),
  })
  .map(({ planets, players, units }) => {
    const ids = Array.from({ length: planets }, (_, k) => `p${k}`);
    const seats = Array.from({ length: players }, (_, k) => `s${k}`);
    return {
      map: {
        planets: ids.map((id) => ({ id, name: id.toUpperCase() })),
        corridors: ids.slice(1).map((id, k) => ({ id: `c${k}`, a: ids[k] as string, b: id })),
      },
      players: seats,
      units: Array.from({ length: units }, (_, k) => ({
        id: `u${k}`,
        owner: seats[k % players] as string,
        at: ids[(k * 7) % planets] as string,
      })),
    };
  });

/** The next player's full submission, and once every player has one, the resolution. */
function turns(state: State) {
  if (state.status.phase !== "orders") return [];
  const full = fc.sample(turnArb(state), { seed: state.turn * 17 + state.units.length, numRuns: 1 })[0] ?? [];
  const next = full.find((a) => state.orders[a.player] === undefined);
  return next === undefined ? [{ type: "resolve" as const }] : [next];
}

/** Legal actions plus one random full submission per player, so games move on. */
function moving(state: State) {
  const full = fc.sample(turnArb(state), { seed: state.turn * 31 + state.units.length, numRuns: 1 })[0] ?? [];
  return [...legalActions(state), ...full, { type: "resolve" as const }, { type: "resolve" as const }];
}

describeEngine(manifest, {
  kits: [here("../../../conformance/diplomaxy")],
  rules: here("../RULES.md"),
  setups: setupArb(),
  simulation: {
    actions: richActions,
    maxSteps: 40,
    numRuns: 60,
    invariant: (state) => {
      const ids = [...state.units.map((u) => u.id), ...state.transit.map((t) => t.id)];
      return new Set(ids).size === ids.length;
    },
  },
  validSetups: [
    duel,
    MAPS.pentarchy,
    draftExample as Setup,
    {
      ...duel,
      options: { fallbackFactor: "2/3", lossRounding: "round", fallbackToSupporter: true, maxTurns: 5 },
    },
    ...fc.sample(setupArb(), { numRuns: 6, seed: 13 }),
  ],
  setupCheck: { numRuns: 500, steps: 6 },
  setupCases: {
    schema: { setup: { ...duel, players: ["north"] }, at: "/players" },
    "duplicate-player-id": { setup: { ...duel, players: ["north", "north"] }, at: "/players/1" },
    "duplicate-planet-id": {
      setup: { ...duel, map: { ...map, planets: [...map.planets, planet(0)] } },
      at: `/map/planets/${map.planets.length}/id`,
    },
    "duplicate-corridor-id": {
      setup: { ...duel, map: { ...map, corridors: [...map.corridors, corridor(0)] } },
      at: `/map/corridors/${map.corridors.length}/id`,
    },
    "duplicate-unit-id": {
      setup: { ...duel, units: [...duel.units, duel.units[0] as never] },
      at: `/units/${duel.units.length}/id`,
    },
    "unknown-planet": { setup: withUnit({ at: "nowhere" }), at: "/units/0/at" },
    "corridor-loop": { setup: withCorridor({ b: corridor(0).a }), at: "/map/corridors/0/b" },
    "unknown-player": { setup: withUnit({ owner: "east" }), at: "/units/0/owner" },
    "invalid-fallback-factor": {
      setup: { ...duel, options: { fallbackFactor: 1 } },
      at: "/options/fallbackFactor",
    },
    "player-out": {
      setup: { ...duel, units: duel.units.filter((u) => u.owner === "north"), orders: { south: [] } },
      at: "/orders/south",
    },
    // Turn-1 orders are refused as the orders action refuses them (RULES.md §1.1).
    "not-your-unit": { ...northOrders({ unit: south, order: "defend" }), at: "/orders/north/0/unit" },
    "duplicate-unit": {
      ...northOrders({ unit: north, order: "defend" }, { unit: north, order: "defend" }),
      at: "/orders/north/1/unit",
    },
    "self-target": {
      ...northOrders({ unit: north, order: "attack", target: "north" }),
      at: "/orders/north/0/target",
    },
    "missing-target": { ...northOrders({ unit: north, order: "attack" }), at: "/orders/north/0/target" },
    "missing-corridor": { ...northOrders({ unit: north, order: "move" }), at: "/orders/north/0/corridor" },
    "unknown-corridor": {
      ...northOrders({ unit: north, order: "move", corridor: "nowhere" }),
      at: "/orders/north/0/corridor",
    },
    "corridor-not-here": {
      ...northOrders({ unit: north, order: "move", corridor: far }),
      at: "/orders/north/0/corridor",
    },
    "unexpected-field": {
      ...northOrders({ unit: north, order: "control", target: "south" }),
      at: "/orders/north/0/target",
    },
    "target-out": {
      setup: {
        ...MAPS.pentarchy,
        units: MAPS.pentarchy.units.filter((u) => u.owner !== second),
        orders: {
          [first]: [
            {
              unit: MAPS.pentarchy.units.find((u) => u.owner === first)?.id,
              order: "attack",
              target: second,
            },
          ],
        },
      },
      at: `/orders/${first}/0/target`,
    },
  },
  defensive: {
    setupReasons: {
      "bad-orders":
        "turn-1 orders that are not an array are refused by the setup schema first (reason schema)",
      "bad-order": "a turn-1 order of the wrong shape is refused by the setup schema first (reason schema)",
      "unit-in-transit": "no unit is in a corridor at turn 1, so no turn-1 order can name one",
    },
  },
  probes,
  nonInterference: {
    scramble: scrambleHidden,
    actions: moving,
    maxSteps: 40,
    numRuns: 15,
    atLeast: { scrambled: 200, refusals: 1000, accepted: 200, events: 200 },
  },
  traces: [
    {
      file: here("golden/diplomaxy.trace.jsonl"),
      setups: setupArb({ maxPlanets: 5, maxPlayers: 4, maxUnits: 12 }),
      actions: moving,
      games: 6,
      maxSteps: 20,
      seed: 1,
    },
    {
      // Crowded planets: many players and units a planet, so combats with supports, fallbacks
      // and losses shared among several players (RULES.md §3).
      file: here("golden/diplomaxy-crowded.trace.jsonl"),
      setups: crowded,
      actions: turns,
      games: 2,
      maxSteps: 24,
      seed: 1,
    },
  ],
});
