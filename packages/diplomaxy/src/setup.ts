/**
 * Setup: schema check (data/diplomaxy/game.schema.json), then the cross-references a schema cannot
 * express, each failure a SetupError naming the JSON pointer. `init` builds the first state.
 */
import { assertSchema, isRecord, pointer, type SchemaCheck, SetupError, schemaCheck } from "@core/engine";
import schema from "@data/diplomaxy/game.schema.json";
import { checkUnits, MAX_ORDERS } from "./bulk.js";
import { indexIds } from "./ids.js";
import { checkOrdersIn, ordersContext } from "./orders.js";
import { parseFactor } from "./points.js";
import type { DiplomaxySetupReason } from "./setup-reasons.js";
import { activePlayers, endStatus } from "./turn.js";
import type { Options, Order, Setup, State, Unit } from "./types.js";
import * as validators from "./validators.generated.js";

const UNKNOWN_PLANET: DiplomaxySetupReason = "unknown-planet";
const UNKNOWN_PLAYER: DiplomaxySetupReason = "unknown-player";

/** The setup JSON Schema (draft 2020-12). */
export const GAME_SCHEMA: object = schema;

let check: ((data: unknown) => SchemaCheck<Setup>) | undefined;

function checker(): (data: unknown) => SchemaCheck<Setup> {
  check ??= schemaCheck<Setup>(validators.setup);
  return check;
}

/**
 * `data` checked against the schema, and whether its units are in the state's form already.
 * The units (up to a million) are checked by hand (src/bulk.ts), the rest by the schema with
 * the units left out and the turn-1 orders too (`ordersChecked` false): `checkOrdersIn` accepts
 * only orders the schema accepts, and `checkSetup` reports the schema's error if anything after
 * fails. If the check by hand fails, the whole setup goes through the schema, whose first
 * problem is the one reported: the same error either way.
 */
function schemaChecked(
  data: unknown,
  file?: string,
): { setup: Setup; canonicalUnits: boolean; ordersChecked: boolean } {
  if (isRecord(data)) {
    const units = checkUnits(data.units);
    const orders = data.orders;
    const lists =
      orders === undefined ||
      (isRecord(orders) &&
        Object.values(orders).every((list) => Array.isArray(list) && list.length <= MAX_ORDERS));
    if (units !== "invalid" && lists) {
      const skeleton = {
        ...data,
        units: [],
        ...(orders === undefined
          ? {}
          : { orders: Object.fromEntries(Object.keys(orders).map((p) => [p, []])) }),
      };
      if (checker()(skeleton).ok)
        return {
          setup: data as unknown as Setup,
          canonicalUnits: units === "canonical",
          ordersChecked: orders === undefined,
        };
    }
  }
  return { setup: assertSchema(checker(), data, file), canonicalUnits: false, ordersChecked: true };
}

/** Index by id of `items`; throws on a duplicate id. */
function unique(
  items: readonly { readonly id: string }[],
  where: (i: number) => string,
  what: "player" | "planet" | "corridor",
  file?: string,
): Map<string, number> {
  const seen = new Map<string, number>();
  for (let i = 0; i < items.length; i++) {
    const id = (items[i] as { readonly id: string }).id;
    const first = seen.get(id);
    if (first !== undefined)
      throw new SetupError(
        `duplicate ${what} id "${id}" (first at ${where(first)})`,
        where(i),
        file,
        `duplicate-${what}-id` satisfies DiplomaxySetupReason,
      );
    seen.set(id, i);
  }
  return seen;
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
      "invalid-fallback-factor" satisfies DiplomaxySetupReason,
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
  return checkSetup(data, file).setup;
}

/** A setup checked, with the turn-1 orders as `init` stores them. */
interface CheckedSetup {
  readonly setup: Setup;
  readonly orders: Record<string, readonly Order[]>;
  readonly out: string[];
  /** The units are in the state's form: the state may share them. */
  readonly canonicalUnits: boolean;
}

/** `parseSetup`, also returning the turn-1 orders as `init` stores them. */
function checkSetup(data: unknown, file?: string): CheckedSetup {
  const { setup, canonicalUnits, ordersChecked } = schemaChecked(data, file);
  try {
    return crossChecked(setup, canonicalUnits, file);
  } catch (error) {
    // The schema comes first: an order it refuses is the error, not what the checks after found.
    if (!ordersChecked && error instanceof SetupError) assertSchema(checker(), data, file);
    throw error;
  }
}

/** The checks after the schema's: ids, references, options, turn-1 orders. */
function crossChecked(setup: Setup, canonicalUnits: boolean, file?: string): CheckedSetup {
  const { map, players, units } = setup;
  unique(
    players.map((id) => ({ id })),
    (i) => pointer("players", i),
    "player",
    file,
  );
  const planets = unique(map.planets, (i) => pointer("map", "planets", i, "id"), "planet", file);
  unique(map.corridors, (i) => pointer("map", "corridors", i, "id"), "corridor", file);
  // Units can be a million: their ids go in a typed hash table, not a Map (src/ids.ts).
  const { index: byId, duplicate } = indexIds(units);
  if (duplicate !== null) {
    const [first, second] = duplicate;
    throw new SetupError(
      `duplicate unit id "${(units[second] as Unit).id}" (first at ${pointer("units", first, "id")})`,
      pointer("units", second, "id"),
      file,
      "duplicate-unit-id" satisfies DiplomaxySetupReason,
    );
  }
  const seats = new Map(players.map((p, i) => [p, i]));
  const present = new Uint8Array(players.length);
  map.corridors.forEach((c, i) => {
    if (!planets.has(c.a))
      throw new SetupError(
        `unknown planet "${c.a}"`,
        pointer("map", "corridors", i, "a"),
        file,
        UNKNOWN_PLANET,
      );
    if (!planets.has(c.b))
      throw new SetupError(
        `unknown planet "${c.b}"`,
        pointer("map", "corridors", i, "b"),
        file,
        UNKNOWN_PLANET,
      );
    if (c.a === c.b)
      throw new SetupError(
        "a corridor must join two different planets",
        pointer("map", "corridors", i, "b"),
        file,
        "corridor-loop" satisfies DiplomaxySetupReason,
      );
  });
  for (let i = 0; i < units.length; i++) {
    const u = units[i] as Unit;
    const seat = seats.get(u.owner);
    if (seat === undefined)
      throw new SetupError(`unknown player "${u.owner}"`, pointer("units", i, "owner"), file, UNKNOWN_PLAYER);
    present[seat] = 1;
    if (!planets.has(u.at))
      throw new SetupError(`unknown planet "${u.at}"`, pointer("units", i, "at"), file, UNKNOWN_PLANET);
  }
  resolveOptions(setup, file);
  // Players with no unit at the start are out at once (they control no planet yet).
  const out = players.filter((_, i) => present[i] === 0);
  const orders: Record<string, readonly Order[]> = {};
  if (setup.orders !== undefined) {
    const context = ordersContext({ players, units, map, transit: [], out }, byId);
    for (const [player, list] of Object.entries(setup.orders)) {
      if (!seats.has(player))
        throw new SetupError(`unknown player "${player}"`, pointer("orders", player), file, UNKNOWN_PLAYER);
      if (out.includes(player))
        throw new SetupError(
          `${player} has no unit: it is out`,
          pointer("orders", player),
          file,
          "player-out" satisfies DiplomaxySetupReason,
        );
      const result = checkOrdersIn(context, player, list, true);
      if (!result.ok) {
        const { index, field, detail, reason } = result.error;
        const at = pointer(
          "orders",
          player,
          ...(index === null ? [] : [index]),
          ...(field === null ? [] : [field]),
        );
        // The orders action's reason: the setup's orders are refused as that action would refuse them.
        throw new SetupError(`${reason}: ${detail}`, at, file, reason);
      }
      orders[player] = result.orders;
    }
  }
  return { setup, orders, out, canonicalUnits };
}

/**
 * A copy without the fields set to `undefined` (a JavaScript caller may write `production:
 * undefined` for the default): the state stays plain JSON.
 */
function copyDefined<T extends object>(value: T): T {
  const copy: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) if (v !== undefined) copy[k] = v;
  return copy as T;
}

/**
 * The first state of a setup (any JSON, validated; `file` names it in errors): turn 1, nothing
 * controlled, turn-1 orders as given. Fewer than two players with units: decided at once.
 */
export function initialState(data: unknown, file?: string): State {
  const { setup, orders, out, canonicalUnits } = checkSetup(data, file);
  const state: State = {
    map: {
      ...(setup.map.name === undefined ? {} : { name: setup.map.name }),
      planets: setup.map.planets.map(copyDefined),
      corridors: setup.map.corridors.map(copyDefined),
    },
    players: [...setup.players],
    options: resolveOptions(setup, file),
    turn: 1,
    // Units already in the state's form are shared, not copied (both are read-only JSON).
    units: canonicalUnits
      ? setup.units.slice()
      : setup.units.map((u) => ({ id: u.id, owner: u.owner, at: u.at })),
    transit: [],
    orders,
    control: Object.fromEntries(setup.map.planets.map((p) => [p.id, null])),
    out,
    produced: {},
    ready: [],
    status: { phase: "orders" },
    lastReport: null,
  };
  const status = endStatus(activePlayers(state), state.control, false);
  return status.phase === "orders" ? state : { ...state, status };
}
