/**
 * `@engines/diplomaxy/testing`: fast-check arbitraries for property tests of Diplomaxy or of code
 * built on it: random setups (maps, players, units, options), random single-planet combats,
 * random order submissions for a state, and states reached by playing random turns.
 * @packageDocumentation
 */
import { fc } from "@core/engine/testing";
import type { Combatant } from "./combat.js";

export { scrambleHidden } from "./scramble.js";

import { engine } from "./engine.js";
import { legalOrders } from "./legal.js";
import { activePlayers } from "./turn.js";
import type {
  Corridor,
  LossRounding,
  Options,
  Order,
  OrderKind,
  OrdersAction,
  Setup,
  State,
} from "./types.js";

/** Fallback factors worth trying: the draft's three values and the exact 2/3. */
export const FACTORS: readonly (number | string)[] = [0.75, 0.66, 0.5, "2/3"];
const ROUNDINGS: readonly LossRounding[] = ["ceil", "floor", "round"];

/** Sizes for {@link setupArb}. */
export interface SetupShape {
  readonly maxPlanets?: number;
  readonly maxPlayers?: number;
  readonly maxUnits?: number;
  /** Whether to draw `maxTurns` (default true). */
  readonly maxTurns?: boolean;
}

/** A random valid setup: 1–maxPlanets planets, random corridors (lengths 1–3), 2–maxPlayers players, units anywhere, random options. */
export function setupArb(shape: SetupShape = {}): fc.Arbitrary<Setup> {
  const maxPlanets = shape.maxPlanets ?? 5;
  const maxPlayers = shape.maxPlayers ?? 4;
  const maxUnits = shape.maxUnits ?? 12;
  return fc
    .record({
      planets: fc.integer({ min: 1, max: maxPlanets }),
      players: fc.integer({ min: 2, max: maxPlayers }),
      production: fc.array(fc.integer({ min: 0, max: 2 }), { minLength: maxPlanets, maxLength: maxPlanets }),
      edges: fc.array(fc.record({ a: fc.nat(), b: fc.nat(), length: fc.integer({ min: 1, max: 3 }) }), {
        maxLength: 8,
      }),
      units: fc.array(fc.record({ owner: fc.nat(), at: fc.nat() }), { maxLength: maxUnits }),
      factor: fc.constantFrom(...FACTORS),
      rounding: fc.constantFrom(...ROUNDINGS),
      toSupporter: fc.boolean(),
      maxTurns:
        shape.maxTurns === false
          ? fc.constant(undefined)
          : fc.option(fc.integer({ min: 1, max: 6 }), { nil: undefined }),
    })
    .map((r): Setup => {
      const planets = Array.from({ length: r.planets }, (_, i) => ({
        id: `p${i}`,
        name: `Planet ${i}`,
        production: r.production[i] ?? 1,
      }));
      const players = Array.from({ length: r.players }, (_, i) => `P${i}`);
      const corridors: Corridor[] = [];
      r.edges.forEach((e, i) => {
        const a = e.a % r.planets;
        const b = e.b % r.planets;
        if (a !== b) corridors.push({ id: `c${i}`, a: `p${a}`, b: `p${b}`, length: e.length });
      });
      const units = r.units.map((u, i) => ({
        id: `u${i}`,
        owner: players[u.owner % r.players] as string,
        at: `p${u.at % r.planets}`,
      }));
      const options = {
        fallbackFactor: r.factor,
        lossRounding: r.rounding,
        fallbackToSupporter: r.toSupporter,
        ...(r.maxTurns === undefined ? {} : { maxTurns: r.maxTurns }),
      };
      return { map: { planets, corridors }, players, units, options };
    });
}

/** Random exact combat options. */
export function combatOptionsArb(): fc.Arbitrary<
  Pick<Options, "fallbackFactor" | "lossRounding" | "fallbackToSupporter">
> {
  return fc.record({
    fallbackFactor: fc.constantFrom(
      { num: 3, den: 4 },
      { num: 33, den: 50 },
      { num: 1, den: 2 },
      { num: 2, den: 3 },
    ),
    lossRounding: fc.constantFrom(...ROUNDINGS),
    fallbackToSupporter: fc.boolean(),
  });
}

const KINDS: readonly OrderKind[] = [
  "control",
  "supportControl",
  "move",
  "defend",
  "supportDefense",
  "attack",
];

/** A random single-planet combat: seats, and units with any orders (targets always other players). */
export function combatArb(maxUnits = 30): fc.Arbitrary<{ seats: string[]; combatants: Combatant[] }> {
  return fc
    .record({
      players: fc.integer({ min: 2, max: 5 }),
      units: fc.array(fc.record({ owner: fc.nat(), kind: fc.constantFrom(...KINDS), target: fc.nat() }), {
        maxLength: maxUnits,
      }),
    })
    .map(({ players, units }) => {
      const seats = Array.from({ length: players }, (_, i) => `P${i}`);
      const combatants = units.map((u, i): Combatant => {
        const owner = u.owner % players;
        const target = seats[(owner + 1 + (u.target % (players - 1))) % players] as string;
        const base = { unit: `u${String(i).padStart(3, "0")}`, owner: seats[owner] as string };
        if (u.kind === "move") return { ...base, order: "move", corridor: "c" };
        if (u.kind === "supportControl" || u.kind === "supportDefense" || u.kind === "attack")
          return { ...base, order: u.kind, target };
        return { ...base, order: u.kind };
      });
      return { seats, combatants };
    });
}

/** A random legal submission for `player` in `state`: each of its units in orbit gets a random legal order, or none. */
export function submissionArb(state: State, player: string): fc.Arbitrary<OrdersAction> {
  const units = state.units.filter((u) => u.owner === player);
  if (units.length === 0) return fc.constant({ type: "orders", player, orders: [] });
  return fc
    .tuple(...units.map((u) => fc.option(fc.constantFrom(...legalOrders(state, u.id)), { nil: undefined })))
    .map((picked) => ({ type: "orders", player, orders: picked.filter((o): o is Order => o !== undefined) }));
}

/** Random submissions for every player still in `state` (empty when the game is over). */
export function turnArb(state: State): fc.Arbitrary<OrdersAction[]> {
  if (state.status.phase !== "orders") return fc.constant([]);
  const players = activePlayers(state);
  return fc.tuple(...players.map((p) => submissionArb(state, p)));
}

/** A state reached from a random setup by playing up to `maxTurns` turns of random orders. */
export function reachableStateArb(shape: SetupShape = {}, maxTurns = 4): fc.Arbitrary<State> {
  return fc
    .tuple(setupArb({ ...shape, maxTurns: false }), fc.array(fc.nat(), { minLength: 0, maxLength: maxTurns }))
    .map(([setup, seeds]) => {
      let state = engine.init(setup);
      for (const seed of seeds) {
        if (state.status.phase !== "orders") break;
        const [actions] = fc.sample(turnArb(state), { seed, numRuns: 1 });
        for (const a of actions ?? []) state = engine.reduce(state, a).state as State;
        state = engine.reduce(state, { type: "resolve" }).state as State;
      }
      return state;
    });
}
