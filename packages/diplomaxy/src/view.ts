/**
 * What one player may see ("accès aux informations"): full detail of the planets where it has a
 * unit in orbit or that it controls this turn; elsewhere only the map. Its own orders and units
 * in corridors; nobody else's orders; the last resolution only for planets it saw.
 * {@link viewEvents} filters a step's events by the same rules.
 */
import { isRecord } from "@core/engine";
import { productionOf } from "./map.js";
import type {
  AnyEvent,
  Corridor,
  LastReport,
  Order,
  PlanetReport,
  State,
  Status,
  Transit,
  Unit,
} from "./types.js";

/** A planet as a player sees it: `units` and `controller` only when `visible`. */
export type PlanetView =
  | { readonly id: string; readonly name: string; readonly production: number; readonly visible: false }
  | {
      readonly id: string;
      readonly name: string;
      readonly production: number;
      readonly visible: true;
      readonly controller: string | null;
      readonly units: readonly Unit[];
    };

/** One player's view of the game. */
export interface PlayerView {
  readonly player: string;
  readonly turn: number;
  readonly status: Status;
  /** Every player, whether it is out and whether it has submitted orders this turn (not what). */
  readonly players: readonly { readonly id: string; readonly out: boolean; readonly submitted: boolean }[];
  readonly planets: readonly PlanetView[];
  readonly corridors: readonly Corridor[];
  /** This player's units in corridors. */
  readonly transit: readonly Transit[];
  /** This player's pending orders (null: none submitted; its units will defend). */
  readonly orders: readonly Order[] | null;
  /** The last resolution, restricted to the planets this player witnessed. */
  readonly lastReport: { readonly turn: number; readonly planets: readonly PlanetReport[] } | null;
}

/** The planets `player` sees in detail now: a unit of its own in orbit, or controlled this turn. */
export function visiblePlanets(state: Pick<State, "units" | "control">, player: string): Set<string> {
  const seen = new Set<string>();
  for (const u of state.units) if (u.owner === player) seen.add(u.at);
  for (const [planet, owner] of Object.entries(state.control)) if (owner === player) seen.add(planet);
  return seen;
}

/** The part of a resolution report `player` receives: the planets it witnessed. */
export function reportFor(report: LastReport, player: string): PlanetReport[] {
  return report.planets.filter((r) => report.witnesses[r.planet]?.includes(player) === true);
}

/** `player`'s view of `state` (an unknown player, e.g. a spectator, sees only the map). */
export function viewFor(state: State, player: string): PlayerView {
  const seen = visiblePlanets(state, player);
  const out = new Set(state.out);
  return {
    player,
    turn: state.turn,
    status: state.status,
    players: state.players.map((id) => ({
      id,
      out: out.has(id),
      submitted: Object.hasOwn(state.orders, id),
    })),
    planets: state.map.planets.map((p): PlanetView => {
      const base = { id: p.id, name: p.name, production: productionOf(p) };
      if (!seen.has(p.id)) return { ...base, visible: false };
      return {
        ...base,
        visible: true,
        controller: state.control[p.id] ?? null,
        units: state.units.filter((u) => u.at === p.id),
      };
    }),
    corridors: state.map.corridors,
    transit: state.transit.filter((t) => t.owner === player),
    orders: state.orders[player] ?? null,
    lastReport:
      state.lastReport === null
        ? null
        : { turn: state.lastReport.turn, planets: reportFor(state.lastReport, player) },
  };
}

/**
 * An event as one player receives it: like {@link AnyEvent}, except that another player's
 * `ordersAccepted` loses its `count` (how many orders would hint at how many units it has).
 */
export type EventView =
  | Exclude<AnyEvent, { readonly type: "ordersAccepted" }>
  | { readonly type: "ordersAccepted"; readonly player: string; readonly count?: number };

/**
 * The events of one step that `player` may see, in order, following the same rules as
 * {@link viewFor}. `after` is the state that step produced (its `lastReport` names each planet's
 * witnesses; its units and control say which planets `player` sees now). Pure: nothing is
 * mutated, kept events are the same objects.
 *
 * - `combat`: only for planets `player` witnessed (as in its view's `lastReport`).
 * - `arrived`, `produced`: only where `player` sees the planet in `after` (the units are there).
 * - `ordersAccepted`: its own in full; another player's without `count`.
 * - `rejected`: only to the player the refused action names (it echoes that player's orders);
 *   a refused `resolve` to everyone; a refused action naming nobody to nobody.
 * - `turnResolved`, `eliminated`, `gameOver`: to everyone (its view shows them too).
 */
export function viewEvents(events: readonly AnyEvent[], player: string, after: State): EventView[] {
  const seen = visiblePlanets(after, player);
  const report = after.lastReport;
  const witnessed = (planet: string) => report?.witnesses[planet]?.includes(player) === true;
  const shown: EventView[] = [];
  for (const e of events) {
    switch (e.type) {
      case "combat":
        if (witnessed(e.planet)) shown.push(e);
        break;
      case "arrived":
        if (seen.has(e.at)) shown.push(e);
        break;
      case "produced":
        if (seen.has(e.planet)) shown.push(e);
        break;
      case "ordersAccepted":
        shown.push(e.player === player ? e : { type: e.type, player: e.player });
        break;
      case "rejected": {
        const a: unknown = e.action;
        const named = isRecord(a) && typeof a.player === "string" ? a.player : null;
        if (named === player || (named === null && isRecord(a) && a.type === "resolve")) shown.push(e);
        break;
      }
      default:
        shown.push(e);
    }
  }
  return shown;
}
