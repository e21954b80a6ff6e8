// FROZEN copy of src/setup.ts at commit dfdfa34, before the issue-18 performance work: the oracle of
// test/differential.test.ts. Do not fix or optimise it; its value is that it is unchanged.
/**
 * Setup: schema check (data/diplomaxy/game.schema.json), then the cross-references a schema cannot
 * express, each failure a SetupError naming the JSON pointer. `init` builds the first state.
 */
import { assertSchema, compileSchema, pointer, SetupError } from "@core/engine";
import schema from "../../../../data/diplomaxy/game.schema.json";
import { parseFactor } from "../../src/points.js";
import type { Options, Order, Setup } from "../../src/types.js";
import { checkOrders } from "./orders.js";
import { activePlayers, endStatus } from "./turn.js";
import type { State } from "./types.js";

/** The setup JSON Schema (draft 2020-12). */
export const GAME_SCHEMA: object = schema;

let check: ReturnType<typeof compileSchema<Setup>> | undefined;

function checker(): ReturnType<typeof compileSchema<Setup>> {
  check ??= compileSchema<Setup>(schema);
  return check;
}

function unique(ids: readonly string[], where: (i: number) => string, what: string, file?: string): void {
  const seen = new Map<string, number>();
  ids.forEach((id, i) => {
    const first = seen.get(id);
    if (first !== undefined)
      throw new SetupError(`duplicate ${what} id "${id}" (first at ${where(first)})`, where(i), file);
    seen.set(id, i);
  });
}

/** Resolves setup options to exact engine options (defaults: 0.75, ceil, no fallback to supporter, no turn limit). */
export function resolveOptions(setup: Setup, file?: string): Options {
  const o = setup.options ?? {};
  const factor = parseFactor(o.fallbackFactor ?? 0.75);
  if (factor === null) {
    throw new SetupError(
      'fallbackFactor must be strictly between 0 and 1, as a number with at most two decimals or a fraction "p/q"',
      "/options/fallbackFactor",
      file,
    );
  }
  return {
    fallbackFactor: factor,
    lossRounding: o.lossRounding ?? "ceil",
    fallbackToSupporter: o.fallbackToSupporter ?? false,
    maxTurns: o.maxTurns ?? null,
  };
}

/**
 * Validates a setup (any JSON) and returns it typed. Throws SetupError with the file (when given)
 * and the JSON pointer of the first problem: schema violations, duplicate ids, corridors or units
 * naming unknown planets, unknown owners, a corridor from a planet to itself, bad options, and
 * turn-1 orders that `reduce` would refuse.
 */
export function parseSetup(data: unknown, file?: string): Setup {
  const setup = assertSchema(checker(), data, file);
  const { map, players, units } = setup;
  unique(players, (i) => pointer("players", i), "player", file);
  unique(
    map.planets.map((p) => p.id),
    (i) => pointer("map", "planets", i, "id"),
    "planet",
    file,
  );
  unique(
    map.corridors.map((c) => c.id),
    (i) => pointer("map", "corridors", i, "id"),
    "corridor",
    file,
  );
  unique(
    units.map((u) => u.id),
    (i) => pointer("units", i, "id"),
    "unit",
    file,
  );
  const planets = new Set(map.planets.map((p) => p.id));
  const seats = new Set(players);
  map.corridors.forEach((c, i) => {
    if (!planets.has(c.a))
      throw new SetupError(`unknown planet "${c.a}"`, pointer("map", "corridors", i, "a"), file);
    if (!planets.has(c.b))
      throw new SetupError(`unknown planet "${c.b}"`, pointer("map", "corridors", i, "b"), file);
    if (c.a === c.b)
      throw new SetupError(
        "a corridor must join two different planets",
        pointer("map", "corridors", i, "b"),
        file,
      );
  });
  units.forEach((u, i) => {
    if (!seats.has(u.owner))
      throw new SetupError(`unknown player "${u.owner}"`, pointer("units", i, "owner"), file);
    if (!planets.has(u.at)) throw new SetupError(`unknown planet "${u.at}"`, pointer("units", i, "at"), file);
  });
  resolveOptions(setup, file);
  if (setup.orders !== undefined) {
    const base = { players, units, map, transit: [], out: outAtStart(setup) };
    for (const [player, orders] of Object.entries(setup.orders)) {
      if (!seats.has(player))
        throw new SetupError(`unknown player "${player}"`, pointer("orders", player), file);
      if (base.out.includes(player))
        throw new SetupError(`${player} has no unit: it is out`, pointer("orders", player), file);
      const result = checkOrders(base, player, orders);
      if (!result.ok) {
        const { index, field, detail, reason } = result.error;
        const at = pointer(
          "orders",
          player,
          ...(index === null ? [] : [index]),
          ...(field === null ? [] : [field]),
        );
        throw new SetupError(`${reason}: ${detail}`, at, file);
      }
    }
  }
  return setup;
}

/** Players with no unit at the start are out at once (they control no planet yet). */
function outAtStart(setup: Setup): string[] {
  const owners = new Set(setup.units.map((u) => u.owner));
  return setup.players.filter((p) => !owners.has(p));
}

/**
 * A copy without the fields set to `undefined` (a JavaScript caller may write `production:
 * undefined` for the default): the state stays plain JSON.
 */
function copyDefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/**
 * The first state of a setup (any JSON, validated; `file` names it in errors): turn 1, nothing
 * controlled, turn-1 orders as given. Fewer than two players with units: decided at once.
 */
export function initialState(data: unknown, file?: string): State {
  const setup = parseSetup(data, file);
  const orders: Record<string, readonly Order[]> = {};
  for (const [p, list] of Object.entries(setup.orders ?? {})) orders[p] = list.map(copyDefined);
  const state: State = {
    map: {
      ...(setup.map.name === undefined ? {} : { name: setup.map.name }),
      planets: setup.map.planets.map(copyDefined),
      corridors: setup.map.corridors.map(copyDefined),
    },
    players: [...setup.players],
    options: resolveOptions(setup, file),
    turn: 1,
    units: setup.units.map((u) => ({ id: u.id, owner: u.owner, at: u.at })),
    transit: [],
    orders,
    control: Object.fromEntries(setup.map.planets.map((p) => [p.id, null])),
    out: outAtStart(setup),
    produced: {},
    ready: [],
    status: { phase: "orders" },
    lastReport: null,
  };
  const status = endStatus(activePlayers(state), state.control, false);
  return status.phase === "orders" ? state : { ...state, status };
}
