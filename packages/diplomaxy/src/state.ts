/**
 * Input states (RULES.md §10): a state written by hand or read back is checked against
 * `state.schema.json`, then against what a schema cannot say — ids unique, references naming
 * something that exists, pending orders the engine would accept — before anything reduces it.
 * Units may be a million: ids go through the typed hash table of src/ids.ts, not a `Map`.
 */
import { pointer, type StateIssue, type StateParse, schemaCheck, stateParser } from "@core/engine";
import { indexIds } from "./ids.js";
import { checkOrdersIn, ordersContext } from "./orders.js";
import stateSchema from "./state.schema.json";
import * as validators from "./state-validators.generated.js";
import type { State } from "./types.js";

/** The state JSON Schema (draft 2020-12); map, ids and orders are the setup schema's. */
export const STATE_SCHEMA: object = stateSchema;

type Path = readonly (string | number)[];
const issue = (message: string, ...path: Path): StateIssue => ({ pointer: pointer(...path), message });

/** The first id of `ids` seen before, as an issue at its place, or null. */
function repeated(ids: readonly string[], what: string, at: (i: number) => Path): StateIssue | null {
  const seen = new Map<string, number>();
  for (const [i, id] of ids.entries()) {
    const first = seen.get(id);
    if (first !== undefined)
      return issue(`${what} "${id}" is listed twice (first at ${pointer(...at(first))})`, ...at(i));
    seen.set(id, i);
  }
  return null;
}

/** Players, map, options and the lists of players: everything but units and orders. */
function tablesProblem(state: State): StateIssue | null {
  const { players, map } = state;
  const seated = new Set(players);
  const planets = new Set(map.planets.map((p) => p.id));
  const problem =
    repeated(players, "player", (i) => ["players", i]) ??
    repeated(
      map.planets.map((p) => p.id),
      "planet",
      (i) => ["map", "planets", i, "id"],
    ) ??
    repeated(
      map.corridors.map((c) => c.id),
      "corridor",
      (i) => ["map", "corridors", i, "id"],
    );
  if (problem !== null) return problem;
  for (const [i, c] of map.corridors.entries()) {
    for (const end of ["a", "b"] as const)
      if (!planets.has(c[end])) return issue(`no planet "${c[end]}"`, "map", "corridors", i, end);
    if (c.a === c.b) return issue("a corridor joins two different planets", "map", "corridors", i, "b");
  }
  const { num, den } = state.options.fallbackFactor;
  if (num >= den || gcd(num, den) !== 1)
    return issue("a reduced fraction strictly between 0 and 1", "options", "fallbackFactor");
  for (const list of ["out", "ready"] as const) {
    const listed = repeated(state[list], list === "out" ? "an eliminated player" : "a ready player", (i) => [
      list,
      i,
    ]);
    if (listed !== null) return listed;
    for (const [i, p] of state[list].entries()) if (!seated.has(p)) return issue(`no player "${p}"`, list, i);
  }
  for (const [i, p] of state.ready.entries())
    if (state.out.includes(p)) return issue(`${p} is out of the game`, "ready", i);
  for (const p of Object.keys(state.produced))
    if (!seated.has(p)) return issue(`no player "${p}"`, "produced", p);
  for (const p of Object.keys(state.control))
    if (!planets.has(p)) return issue(`no planet "${p}"`, "control", p);
  for (const p of planets)
    if (!Object.hasOwn(state.control, p)) return issue(`no entry for the planet "${p}"`, "control");
  for (const [planet, controller] of Object.entries(state.control))
    if (controller !== null && !seated.has(controller))
      return issue(`no player "${controller}"`, "control", planet);
  if (state.status.phase === "over") {
    for (const [i, p] of state.status.winners.entries())
      if (!seated.has(p)) return issue(`no player "${p}"`, "status", "winners", i);
  } else if (state.options.maxTurns !== null && state.turn > state.options.maxTurns) {
    return issue(`the game ends after turn ${state.options.maxTurns}`, "turn");
  }
  return null;
}

function gcd(a: number, b: number): number {
  let [x, y] = [a, b];
  while (y !== 0) [x, y] = [y, x % y];
  return x;
}

/**
 * Units in orbit and in corridors: ids unique over both, owned by players, at planets or on a
 * corridor between its two ends; a produced id `<player>#<n>` its owner's, n within its count.
 */
function unitsProblem(state: State): StateIssue | null {
  const { players, map, units, transit } = state;
  const seated = new Set(players);
  const planets = new Set(map.planets.map((p) => p.id));
  const corridors = new Map(map.corridors.map((c) => [c.id, c]));
  const all = units.length + transit.length;
  const place = (k: number): Path => (k < units.length ? ["units", k] : ["transit", k - units.length]);
  const both = transit.length === 0 ? units : [...units, ...transit];
  const { duplicate } = indexIds(both);
  if (duplicate !== null) {
    const [first, second] = duplicate;
    return issue(
      `the unit id "${both[second]!.id}" is used twice (first at ${pointer(...place(first), "id")})`,
      ...place(second),
      "id",
    );
  }
  for (let k = 0; k < all; k++) {
    const u = both[k]!;
    if (!seated.has(u.owner)) return issue(`no player "${u.owner}"`, ...place(k), "owner");
    const hash = u.id.indexOf("#");
    if (hash >= 0) {
      const n = Number(u.id.slice(hash + 1));
      if (u.id.slice(0, hash) !== u.owner)
        return issue(`a produced unit is its owner's: ${u.owner}#<n>`, ...place(k), "id");
      if (n > (state.produced[u.owner] ?? 0))
        return issue(
          `${u.owner} has received ${state.produced[u.owner] ?? 0} unit(s) by production`,
          ...place(k),
          "id",
        );
    }
  }
  for (const [i, u] of units.entries())
    if (!planets.has(u.at)) return issue(`no planet "${u.at}"`, "units", i, "at");
  for (const [i, t] of transit.entries()) {
    const c = corridors.get(t.corridor);
    if (c === undefined) return issue(`no corridor "${t.corridor}"`, "transit", i, "corridor");
    const ends = [c.a, c.b];
    if (!ends.includes(t.from) || !ends.includes(t.to) || t.from === t.to)
      return issue(`a unit in corridor ${c.id} goes from one of its ends to the other`, "transit", i, "to");
    if (t.arrives < state.turn)
      return issue(`arrives at the end of turn ${state.turn} at the earliest`, "transit", i, "arrives");
  }
  return null;
}

/** The pending orders: each player's as `reduce` would have accepted them in this state. */
function ordersProblem(state: State): StateIssue | null {
  if (state.status.phase === "over" && Object.keys(state.orders).length > 0)
    return issue("a finished game has no pending orders", "orders");
  const context = ordersContext(state);
  for (const [player, list] of Object.entries(state.orders)) {
    if (!state.players.includes(player)) return issue(`no player "${player}"`, "orders", player);
    if (state.out.includes(player)) return issue(`${player} is out of the game`, "orders", player);
    const checked = checkOrdersIn(context, player, list);
    if (!checked.ok) {
      const { index, field, reason, detail } = checked.error;
      return issue(
        `${reason}: ${detail}`,
        "orders",
        player,
        ...(index === null ? [] : [index]),
        ...(field === null ? [] : [field]),
      );
    }
  }
  return null;
}

/** The first contradiction in a state of the schema's shape, or null. */
function contradiction(state: State): StateIssue | null {
  return tablesProblem(state) ?? unitsProblem(state) ?? ordersProblem(state);
}

let parse: ((input: unknown) => StateParse<State>) | undefined;

/**
 * `input` (any JSON: a saved game, a position written by hand) as a state `reduce` may take, or
 * a `SetupError` value with the JSON pointer of the problem (reason `schema` or `inconsistent`).
 * Beyond the schema: player, planet, corridor and unit ids each used once (units in orbit and in
 * corridors together); every reference names a player, planet or corridor of the game; corridors
 * join two planets and units in them go from one end to the other; a produced unit `<p>#<n>` is
 * p's with n within p's count; every planet has a control entry; the fallback factor is reduced;
 * pending orders are the ones `reduce` would accept now. Never throws.
 */
export function parseState(input: unknown): StateParse<State> {
  parse ??= stateParser(schemaCheck<State>(validators.state), { consistent: contradiction });
  return parse(input);
}
