import { readFileSync } from "node:fs";
import { SetupError } from "@core/engine";
import { adversarialSetups, fc } from "@core/engine/testing";
import { describe, expect, it } from "vitest";
import {
  DIPLOMAXY_SETUP_REASONS,
  type DiplomaxySetupReason,
  engine,
  isDiplomaxySetupReason,
  MAPS,
  SETUP_CHECK_REASONS,
  type Setup,
} from "../src/index.js";

/** The error `init` throws for `setup`; fails the test when it builds a state. */
function refusal(setup: unknown): SetupError {
  try {
    engine.init(setup as Setup);
  } catch (error) {
    if (error instanceof SetupError) return error;
    throw error;
  }
  throw new Error("the setup was accepted");
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
const northOrders = (orders: readonly object[]): Setup => ({ ...duel, orders: { north: orders } as never });

/** Each reason of the setup's own checks, from the case it names, with its pointer. */
const CASES: Record<(typeof SETUP_CHECK_REASONS)[number], { readonly setup: Setup; readonly at: string }> = {
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
};

describe("a refused setup says why in a code (RULES.md §1.1)", () => {
  for (const reason of SETUP_CHECK_REASONS)
    it(`${reason}: the case it names`, () => {
      const error = refusal(CASES[reason].setup);
      expect(error.reason).toBe(reason);
      expect(error.pointer).toBe(CASES[reason].at);
      expect(error.message).toBe(`${error.pointer}: ${error.detail}`);
    });

  it("tells a corridor's unknown planet and an order's unknown player by the same codes", () => {
    expect(refusal(withCorridor({ a: "nowhere" })).reason).toBe("unknown-planet");
    expect(refusal({ ...duel, orders: { east: [] } }).reason).toBe("unknown-player");
  });

  it("refuses turn-1 orders with the reason the orders action gives", () => {
    const south = duel.units.find((u) => u.owner === "south")?.id as string;
    const north = duel.units.find((u) => u.owner === "north")?.id as string;
    const at = duel.units.find((u) => u.id === north)?.at;
    const far = map.corridors.find((c) => c.a !== at && c.b !== at)?.id;
    const cases: readonly [readonly object[], DiplomaxySetupReason, string][] = [
      [[{ unit: south, order: "defend" }], "not-your-unit", "/orders/north/0/unit"],
      [
        [
          { unit: north, order: "defend" },
          { unit: north, order: "defend" },
        ],
        "duplicate-unit",
        "/orders/north/1/unit",
      ],
      [[{ unit: north, order: "attack", target: "north" }], "self-target", "/orders/north/0/target"],
      [[{ unit: north, order: "attack" }], "missing-target", "/orders/north/0/target"],
      [[{ unit: north, order: "move" }], "missing-corridor", "/orders/north/0/corridor"],
      [[{ unit: north, order: "move", corridor: "nowhere" }], "unknown-corridor", "/orders/north/0/corridor"],
      [[{ unit: north, order: "move", corridor: far }], "corridor-not-here", "/orders/north/0/corridor"],
      [[{ unit: north, order: "control", target: "south" }], "unexpected-field", "/orders/north/0/target"],
    ];
    for (const [orders, reason, at] of cases) {
      const error = refusal(northOrders(orders));
      expect([error.reason, error.pointer]).toEqual([reason, at]);
    }
  });

  it("refuses a turn-1 order aimed at a player who is out with target-out", () => {
    const [first, second] = MAPS.pentarchy.players as [string, string];
    const unit = MAPS.pentarchy.units.find((u) => u.owner === first)?.id as string;
    const setup: Setup = {
      ...MAPS.pentarchy,
      units: MAPS.pentarchy.units.filter((u) => u.owner !== second),
      orders: { [first]: [{ unit, order: "attack", target: second }] },
    };
    expect(refusal(setup).reason).toBe("target-out");
  });

  it("gives every refusal one of its documented reasons, whatever the setup", () => {
    fc.assert(
      fc.property(adversarialSetups([duel, MAPS.pentarchy]), (setup) => {
        try {
          engine.init(setup as Setup);
        } catch (error) {
          if (!(error instanceof SetupError)) throw error;
          expect(isDiplomaxySetupReason(error.reason), `${error.reason}: ${error.message}`).toBe(true);
        }
      }),
      { numRuns: 300, seed: 18 },
    );
  });

  it("lists every reason in RULES.md", () => {
    const rules = readFileSync(new URL("../RULES.md", import.meta.url), "utf8");
    for (const reason of DIPLOMAXY_SETUP_REASONS) expect(rules).toContain(`\`${reason}\``);
    expect(isDiplomaxySetupReason("corridor-loop")).toBe(true);
    expect(isDiplomaxySetupReason("toString")).toBe(false);
  });
});
