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
/** The draft's open choices a game is set up with (RULES.md §7): the fallback factor and option. */
export interface Rules {
  readonly fallbackFactor: FallbackFactor;
  readonly fallbackToSupporter: boolean;
}

/** The factors the draft hesitates between (« on peut discuter entre 0.5, 0.66 ou 0.75 »). */
export const FALLBACK_FACTORS = ["0.5", "0.66", "0.75"] as const;
export type FallbackFactor = (typeof FALLBACK_FACTORS)[number];

/** The engine's defaults. */
export const DEFAULT_RULES: Rules = { fallbackFactor: "0.75", fallbackToSupporter: false };

/** Reads saved rules; the defaults for anything else. */
export function parseRules(x: unknown): Rules {
  if (typeof x !== "object" || x === null) return DEFAULT_RULES;
  const r = x as Record<string, unknown>;
  return {
    fallbackFactor: FALLBACK_FACTORS.includes(r.fallbackFactor as FallbackFactor)
      ? (r.fallbackFactor as FallbackFactor)
      : DEFAULT_RULES.fallbackFactor,
    fallbackToSupporter: r.fallbackToSupporter === true,
  };
}

export function mapSetup(name: MapName, rules: Rules = DEFAULT_RULES) {
  const {
    $schema: _s,
    description: _d,
    ...setup
  } = MAPS[name] as (typeof MAPS)[MapName] & {
    $schema?: string;
    description?: string;
  };
  return {
    ...setup,
    options: {
      ...(setup.options ?? {}),
      fallbackFactor: Number(rules.fallbackFactor),
      fallbackToSupporter: rules.fallbackToSupporter,
    },
  };
}

/** A new game on a bundled map. */
export function start(name: MapName, rules: Rules = DEFAULT_RULES): State {
  return init(mapSetup(name, rules));
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
  /** Absent in games saved before the rules could be chosen: the defaults. */
  readonly rules?: Rules;
}

/** The storage key of the game in progress. */
export const SAVED_GAME_KEY = "diplomaxy:game";

/** Reads a saved game; the actions are checked by the engine when replayed. */
export function parseSavedGame(x: unknown): SavedGame | null {
  if (typeof x !== "object" || x === null) return null;
  const r = x as Record<string, unknown>;
  if (!MAP_NAMES.includes(r.map as MapName) || !Array.isArray(r.actions)) return null;
  return {
    map: r.map as MapName,
    actions: r.actions as Action[],
    report: r.report === true,
    rules: parseRules(r.rules),
  };
}

/**
 * Replays a saved game through the engine (stopping at the first refused action), and the stage
 * to show. A player's own orders screen is never restored: after a reload the device is handed
 * over again, so a reload cannot show one player's units to another.
 */
export function replayGame(saved: SavedGame): {
  state: State;
  actions: Action[];
  stage: Stage;
  rules: Rules;
} {
  let state = start(saved.map, saved.rules);
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
  return { state, actions, stage, rules: saved.rules ?? DEFAULT_RULES };
}
