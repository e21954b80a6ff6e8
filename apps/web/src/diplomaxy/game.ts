/**
 * The hot-seat game as the page keeps it: the stages between the players' turns, and the saved
 * game (the map and every action so far) that a reload replays through the engine.
 * @module
 */
import {
  type Action,
  type AnyEvent,
  activePlayers,
  init,
  MAPS,
  type Order,
  reduce,
  type State,
} from "@engines/diplomaxy";
import type { DiplomaxyMessages } from "./messages.js";

/** A bundled map. */
export type MapName = keyof typeof MAPS;

/** Every bundled map, for the URL's `map` parameter. */
export const MAP_NAMES = Object.keys(MAPS) as MapName[];

/**
 * Hot-seat stages: hand the device over (nothing shown), one player's orders (only its view),
 * everyone has submitted (resolve), the report.
 */
export type Stage =
  | { readonly kind: "handover"; readonly player: string }
  | { readonly kind: "orders"; readonly player: string }
  | { readonly kind: "ready" }
  | { readonly kind: "report"; readonly events: readonly AnyEvent[] };

/** The setup of a bundled map (its file without `$schema` and `description`). */
export function mapSetup(name: MapName) {
  const {
    $schema: _s,
    description: _d,
    ...setup
  } = MAPS[name] as (typeof MAPS)[MapName] & {
    $schema?: string;
    description?: string;
  };
  return setup;
}

/** A new game on a bundled map. */
export function start(name: MapName): State {
  return init(mapSetup(name));
}

/** The next stage after `state` changed: the first active player still to submit, else resolve. */
export function nextStage(state: State): Stage {
  if (state.status.phase === "over") return { kind: "ready" };
  const waiting = activePlayers(state).find((p) => !Object.hasOwn(state.orders, p));
  return waiting ? { kind: "handover", player: waiting } : { kind: "ready" };
}

/** An order in words, e.g. "move to Cygni (1 turn)". */
export function orderLabel(m: DiplomaxyMessages, state: State, o: Order): string {
  switch (o.order) {
    case "control":
      return m.orderControl;
    case "supportControl":
      return m.orderSupportControl(o.target ?? "");
    case "move": {
      const c = state.map.corridors.find((x) => x.id === o.corridor);
      const u = state.units.find((x) => x.id === o.unit);
      const to = c ? (c.a === u?.at ? c.b : c.a) : "?";
      const name = state.map.planets.find((p) => p.id === to)?.name ?? to;
      return m.orderMove(name, c?.length ?? 1);
    }
    case "defend":
      return m.orderDefend;
    case "supportDefense":
      return m.orderSupportDefense(o.target ?? "");
    case "attack":
      return m.orderAttack(o.target ?? "");
  }
}

/** A key per order, for the select's options. */
export const orderKey = (o: Order) => `${o.order}:${o.target ?? ""}:${o.corridor ?? ""}`;

/** A game as local storage keeps it: its map, every action accepted, and whether the report is shown. */
export interface SavedGame {
  readonly map: MapName;
  readonly actions: readonly Action[];
  readonly report: boolean;
}

/** The storage key of the game in progress. */
export const SAVED_GAME_KEY = "diplomaxy:game";

/** Reads a saved game; the actions are checked by the engine when replayed. */
export function parseSavedGame(x: unknown): SavedGame | null {
  if (typeof x !== "object" || x === null) return null;
  const r = x as Record<string, unknown>;
  if (!MAP_NAMES.includes(r.map as MapName) || !Array.isArray(r.actions)) return null;
  return { map: r.map as MapName, actions: r.actions as Action[], report: r.report === true };
}

/**
 * Replays a saved game through the engine (stopping at the first refused action), and the stage
 * to show. A player's own orders screen is never restored: after a reload the device is handed
 * over again, so a reload cannot show one player's units to another.
 */
export function replayGame(saved: SavedGame): { state: State; actions: Action[]; stage: Stage } {
  let state = start(saved.map);
  const actions: Action[] = [];
  let lastEvents: readonly AnyEvent[] | null = null;
  for (const action of saved.actions) {
    const { state: next, events } = reduce(state, action);
    if (events[0]?.type === "rejected") break;
    actions.push(action);
    state = next;
    lastEvents = action.type === "resolve" ? events : null;
  }
  const stage: Stage = saved.report && lastEvents ? { kind: "report", events: lastEvents } : nextStage(state);
  return { state, actions, stage };
}
