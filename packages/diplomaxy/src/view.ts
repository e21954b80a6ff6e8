/**
 * What one player may see ("accès aux informations"): full detail of the planets where it has a
 * unit in orbit or that it controls this turn; elsewhere only the map. Its own orders and units
 * in corridors; nobody else's orders; the last resolution only for planets it saw. Other
 * players' units are anonymous (owner only): all units are alike, and their ids would tell how
 * many units their owner has received and where they go. {@link viewEvents} filters a step's
 * events by the same rules.
 */
import { senderOf } from "@core/engine";
import { productionOf } from "./map.js";
import { compareIds } from "./orbits.js";
import { reportLines } from "./report.js";
import type {
  AnyEvent,
  Corridor,
  LastReport,
  Order,
  PlanetReport,
  PlayerScore,
  State,
  Status,
  Transit,
  Unit,
  UnitResult,
} from "./types.js";

/** A unit as a player sees it: its own with their ids, another player's anonymous (no `id`). */
export type UnitView = Unit | { readonly owner: string; readonly at: string };

/** A unit's line of a report as a player sees it: another player's has no `unit` id. */
export type UnitResultView = UnitResult | Omit<UnitResult, "unit">;

/** A player's row of a report as views show it: its scores, without its units' orders. */
export type PlayerScoreView = Omit<PlayerScore, "orders">;

/**
 * A planet's report as a player sees it: one line per unit (see `reportLines`), other players'
 * anonymous, and `destroyed` listing only the player's own destroyed units (in destruction order).
 * The referee's {@link fullReportView} names every unit.
 */
export type PlanetReportView = Omit<PlanetReport, "players" | "fallbacks" | "destroyed"> & {
  readonly players: readonly PlayerScoreView[];
  readonly units: readonly UnitResultView[];
  readonly destroyed: readonly string[];
};

/** A planet as a player sees it: `units` and `controller` only when `visible`. */
export type PlanetView =
  | { readonly id: string; readonly name: string; readonly production: number; readonly visible: false }
  | {
      readonly id: string;
      readonly name: string;
      readonly production: number;
      readonly visible: true;
      readonly controller: string | null;
      /** Units in orbit by owner in seat order, the viewer's own by id. */
      readonly units: readonly UnitView[];
    };

/** One player's view of the game. */
export interface PlayerView {
  readonly player: string;
  readonly turn: number;
  readonly status: Status;
  /** Every player: out, submitted orders this turn (not what), declared itself ready. */
  readonly players: readonly {
    readonly id: string;
    readonly out: boolean;
    readonly submitted: boolean;
    readonly ready: boolean;
  }[];
  readonly planets: readonly PlanetView[];
  readonly corridors: readonly Corridor[];
  /** This player's units in corridors. */
  readonly transit: readonly Transit[];
  /** This player's pending orders (null: none submitted; its units will defend). */
  readonly orders: readonly Order[] | null;
  /** The last resolution, restricted to the planets this player witnessed. */
  readonly lastReport: { readonly turn: number; readonly planets: readonly PlanetReportView[] } | null;
}

/** The planets `player` sees in detail now: a unit of its own in orbit, or controlled this turn. */
export function visiblePlanets(state: Pick<State, "units" | "control">, player: string): Set<string> {
  const seen = new Set<string>();
  for (const u of state.units) if (u.owner === player) seen.add(u.at);
  for (const [planet, owner] of Object.entries(state.control)) if (owner === player) seen.add(planet);
  return seen;
}

/**
 * A planet's report in the views' format with every unit named and every destroyed unit listed:
 * what the referee (a hot-seat game's, a command-line adjudication) shows.
 */
export function fullReportView(report: PlanetReport): PlanetReportView {
  return viewOf(report, reportLines(report), report.destroyed);
}

/** A planet's report as `player` sees it: other players' units anonymous, its own destroyed only. */
export function reportView(report: PlanetReport, player: string): PlanetReportView {
  const own = new Set(report.players.find((p) => p.player === player)?.orders.map((o) => o.unit));
  return viewOf(
    report,
    reportLines(report).map((u) => (u.owner === player ? u : anonymousLine(u))),
    report.destroyed.filter((id) => own.has(id)),
  );
}

/** `report` in the views' format with these lines and destroyed units (the fields in this order). */
function viewOf(
  report: PlanetReport,
  units: readonly UnitResultView[],
  destroyed: readonly string[],
): PlanetReportView {
  return {
    planet: report.planet,
    players: report.players.map(({ orders: _orders, ...score }) => score),
    units,
    destroyed,
    controller: report.controller,
    standoff: report.standoff,
  };
}

function anonymousLine(u: UnitResult): Omit<UnitResult, "unit"> {
  const { unit: _unit, ...rest } = u;
  return rest;
}

/** The part of a resolution report `player` receives: the planets it witnessed, as it sees them. */
export function reportFor(report: LastReport, player: string): PlanetReportView[] {
  return report.planets
    .filter((r) => report.witnesses[r.planet]?.includes(player) === true)
    .map((r) => reportView(r, player));
}

/** The units in orbit of `planet` as `player` sees them: by owner in seat order, its own by id. */
function unitsAt(state: State, planet: string, player: string): UnitView[] {
  const seat = new Map(state.players.map((p, i) => [p, i]));
  return state.units
    .filter((u) => u.at === planet)
    .sort(
      (a, b) =>
        (seat.get(a.owner) ?? 0) - (seat.get(b.owner) ?? 0) ||
        (a.owner === player ? compareIds(a.id, b.id) : 0),
    )
    .map((u) => (u.owner === player ? u : { owner: u.owner, at: u.at }));
}

/** `player`'s view of `state` (an unknown player, e.g. a spectator, sees only the map). */
export function viewFor(state: State, player: string): PlayerView {
  const seen = visiblePlanets(state, player);
  const out = new Set(state.out);
  const ready = new Set(state.ready);
  return {
    player,
    turn: state.turn,
    status: state.status,
    players: state.players.map((id) => ({
      id,
      out: out.has(id),
      submitted: Object.hasOwn(state.orders, id),
      ready: ready.has(id),
    })),
    planets: state.map.planets.map((p): PlanetView => {
      const base = { id: p.id, name: p.name, production: productionOf(p) };
      if (!seen.has(p.id)) return { ...base, visible: false };
      return {
        ...base,
        visible: true,
        controller: state.control[p.id] ?? null,
        units: unitsAt(state, p.id, player),
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
 * `ordersAccepted` loses its `count` (how many orders would hint at how many units it has), and
 * another player's units are anonymous: `arrived` without `unit`, `produced` without `units`,
 * `combat` as {@link reportView}.
 */
export type EventView =
  | Exclude<AnyEvent, { readonly type: "ordersAccepted" | "arrived" | "produced" | "combat" }>
  | { readonly type: "ordersAccepted"; readonly player: string; readonly count?: number }
  | { readonly type: "arrived"; readonly unit?: string; readonly owner: string; readonly at: string }
  | {
      readonly type: "produced";
      readonly planet: string;
      readonly player: string;
      readonly count: number;
      readonly units?: readonly string[];
    }
  | ({ readonly type: "combat" } & PlanetReportView);

/**
 * The events of one step that `player` may see, in order (arrivals sorted), following the same
 * rules as {@link viewFor}. `after` is the state that step produced (its `lastReport` names each
 * planet's witnesses; its units and control say which planets `player` sees now). Pure: nothing
 * is mutated; events shown whole are the same objects.
 *
 * - `combat`: only for planets `player` witnessed, as in its view's `lastReport`.
 * - `arrived`: its own where it sees the planet in `after` (always: the unit is there); another
 *   player's, without unit id, only where it sees the planet in `after` and witnessed its report.
 *   The report lists every unit in orbit at the start of the turn, which left and which were
 *   destroyed, so the arrivals are what its view shows beyond those that stayed and the ones
 *   produced. Without it (it sees the planet only since its own unit arrived), another player's
 *   unit there may have been in orbit or in a corridor, which it may not know (RULES.md §5.1).
 *   Arrivals come in a fixed order, not the engine's (see `arrivalOrder`): by destination in
 *   map order, owner in seat order, its own by id.
 * - `produced`: only where `player` sees the planet in `after` (its controller, the planet's
 *   production and the game going on are in its view); another player's without unit ids.
 * - `ordersAccepted`: its own in full; another player's without `count`.
 * - `rejected`: only to the player that sent the refused action (its `seat` stamp, else the
 *   player it names); an unstamped refused `resolve` to everyone; a refused action naming
 *   nobody to nobody.
 * - `ready`, `turnResolved`, `eliminated`, `gameOver`: to everyone (its view shows them too).
 */
export function viewEvents(events: readonly AnyEvent[], player: string, after: State): EventView[] {
  const seen = visiblePlanets(after, player);
  const report = after.lastReport;
  const witnessed = (planet: string) => report?.witnesses[planet]?.includes(player) === true;
  const shown: EventView[] = [];
  // A run of arrivals is shown sorted (see `arrivalOrder`), where it stood.
  let arrivals: ArrivedView[] = [];
  const flush = () => {
    if (arrivals.length > 0) shown.push(...arrivals.sort(arrivalOrder(after, player)));
    arrivals = [];
  };
  for (const e of events) {
    if (e.type !== "arrived") flush();
    switch (e.type) {
      case "combat":
        if (witnessed(e.planet)) shown.push({ type: "combat", ...reportView(e, player) });
        break;
      case "arrived":
        if (e.owner === player) {
          if (seen.has(e.at)) arrivals.push(e);
        } else if (seen.has(e.at) && witnessed(e.at))
          arrivals.push({ type: e.type, owner: e.owner, at: e.at });
        break;
      case "produced":
        if (seen.has(e.planet))
          shown.push(
            e.player === player ? e : { type: e.type, planet: e.planet, player: e.player, count: e.count },
          );
        break;
      case "ordersAccepted":
        shown.push(e.player === player ? e : { type: e.type, player: e.player });
        break;
      case "rejected": {
        const a: unknown = e.action;
        const sender = senderOf(a, "player");
        const resolve = sender === null && (a as { type?: unknown } | null)?.type === "resolve";
        if (sender === player || resolve) shown.push(e);
        break;
      }
      default:
        shown.push(e);
    }
  }
  flush();
  return shown;
}

type ArrivedView = Extract<EventView, { readonly type: "arrived" }>;

/**
 * The order arrivals are shown in: by destination in map order, then owner in seat order, then
 * (`player`'s own) unit id. The engine lists them by journey (units leaving a corridor first,
 * then the one-turn crossings in the state's unit order, which is history): shown in that order,
 * another player's arrival next to one's own would tell which kind of corridor it came by, or
 * how old the unit is.
 */
function arrivalOrder(after: State, player: string): (a: ArrivedView, b: ArrivedView) => number {
  const planet = new Map(after.map.planets.map((p, i) => [p.id, i]));
  const seat = new Map(after.players.map((p, i) => [p, i]));
  return (a, b) =>
    (planet.get(a.at) ?? 0) - (planet.get(b.at) ?? 0) ||
    (seat.get(a.owner) ?? 0) - (seat.get(b.owner) ?? 0) ||
    (a.owner === player && b.owner === player ? compareIds(a.unit ?? "", b.unit ?? "") : 0);
}
