/**
 * Playing a fixed set of placements to the end, like an Opus Magnum verifier: the level either
 * completes (with its metrics) or is proved never to complete as soon as the network's physical
 * state repeats (positions, targets, cargo, buffers, turn parity) while some unmet demand got no
 * delivery during the cycle.
 */
import { assertSchema, type SchemaCheck, SetupError, schemaCheck } from "@core/engine";
import placementsSchema from "@data/chessistics/placements.schema.json";
import { reduce } from "./game.js";
import { initialState, type Level, levelOfSetup } from "./levels.js";
import { piecesOf } from "./selectors.js";
import type { Event, Metrics, PieceType, Square, State } from "./types.js";
import * as validators from "./validators.generated.js";

/** One placement of a placements file. */
export interface Placement {
  readonly piece: PieceType;
  readonly level?: number;
  readonly from: Square;
  readonly to: Square;
  /** Turns played before placing it. Default 0. */
  readonly afterTurn?: number;
}

/** A placements file (`data/chessistics/placements.schema.json`). */
export interface PlacementsFile {
  readonly level?: number;
  readonly description?: string;
  readonly placements: readonly Placement[];
  readonly expected?: { readonly missions: readonly Metrics[] };
}

/** The placements file JSON Schema. */
export const PLACEMENTS_SCHEMA: object = placementsSchema;

let check: ((data: unknown) => SchemaCheck<PlacementsFile>) | undefined;

/** Validates a placements file; throws `SetupError` naming `file` and the JSON pointer. */
export function parsePlacements(data: unknown, file?: string): PlacementsFile {
  check ??= schemaCheck<PlacementsFile>(validators.placements);
  const parsed = assertSchema(check, data, file);
  let last = 0;
  parsed.placements.forEach((p, i) => {
    const after = p.afterTurn ?? 0;
    if (after < last)
      throw new SetupError(
        `afterTurn ${after} comes after ${last}: list placements in turn order`,
        `/placements/${i}/afterTurn`,
        file,
      );
    last = after;
  });
  return parsed;
}

/** Deliveries a demand got during one repetition of a cycle. */
export interface CycleDeliveries {
  readonly demand: Square;
  readonly name: string;
  readonly cargo: string;
  readonly perCycle: number;
  readonly received: number;
  readonly amount: number;
}

/** How a run ended. */
export type RunResult =
  | {
      readonly status: "complete";
      readonly turns: number;
      readonly missions: readonly Metrics[];
      readonly state: State;
    }
  | {
      readonly status: "never-completes";
      /** The turn at which the repeated state was first seen, and the cycle's length in turns. */
      readonly cycleStart: number;
      readonly cycleLength: number;
      readonly deliveriesPerCycle: readonly CycleDeliveries[];
      readonly state: State;
    }
  | { readonly status: "max-turns"; readonly turns: number; readonly state: State }
  | {
      readonly status: "rejected";
      readonly placement: number;
      readonly reason: string;
      readonly detail: string;
      readonly state: State;
    };

/** Options of {@link run}. */
export interface RunOptions {
  /** Stop after this many turns. Default 10,000. */
  readonly maxTurns?: number;
  /** Called after every accepted action with its events and the new state (for printing). */
  readonly onStep?: (action: "place" | "tick", events: readonly Event[], state: State) => void;
}

function cycleKey(state: State): string {
  return JSON.stringify([
    state.turn % 2,
    state.mission,
    piecesOf(state).map((p) => [p.id, p.at, p.target, p.cargo]),
    state.productions.map((p) => p.buffer),
  ]);
}

/**
 * Plays `placements` on `level` (a level object, or a built-in level's number) — each after its
 * `afterTurn` turns — and ticks until the level completes, a cycle proves it never will, or
 * `maxTurns` pass. Throws `SetupError` for an unknown level number.
 */
export function run(
  level: Level | number,
  placements: readonly Placement[],
  options: RunOptions = {},
): RunResult {
  const maxTurns = options.maxTurns ?? 10_000;
  let state = initialState(typeof level === "number" ? levelOfSetup({ level }) : level);
  let next = 0;
  let seen = new Map<string, { turn: number; received: number[] }>();
  let watching = true;
  let mission = state.mission;
  for (;;) {
    while (next < placements.length && (placements[next]!.afterTurn ?? 0) <= state.turn) {
      const { afterTurn: _, ...place } = placements[next]!;
      const t = reduce(state, { type: "place", ...place });
      const first = t.events[0];
      if (first?.type === "rejected") {
        return {
          status: "rejected",
          placement: next,
          reason: first.reason,
          detail: first.detail ?? "",
          state,
        };
      }
      state = t.state;
      options.onStep?.("place", t.events as Event[], state);
      next++;
      seen = new Map();
      watching = true;
    }
    if (state.phase === "complete") {
      const missions = state.missions.map((m) => m.metrics!);
      return { status: "complete", turns: state.turn, missions, state };
    }
    if (state.turn >= maxTurns) return { status: "max-turns", turns: state.turn, state };
    if (state.mission !== mission) {
      mission = state.mission;
      seen = new Map();
      watching = true;
    }
    if (watching && next >= placements.length) {
      const key = cycleKey(state);
      const received = state.demands.map((d) => d.received);
      const before = seen.get(key);
      if (before !== undefined) {
        const deliveries = state.demands
          .map((d, k) => ({ d, k }))
          .filter(({ d }) => d.mission === state.mission && d.received < d.amount)
          .map(({ d, k }) => ({
            demand: d.at,
            name: d.name,
            cargo: d.cargo,
            perCycle: d.received - before.received[k]!,
            received: d.received,
            amount: d.amount,
          }));
        if (deliveries.some((c) => c.perCycle === 0)) {
          return {
            status: "never-completes",
            cycleStart: before.turn,
            cycleLength: state.turn - before.turn,
            deliveriesPerCycle: deliveries,
            state,
          };
        }
        // Every unmet demand is fed each cycle: the level will complete; play it out.
        watching = false;
        seen = new Map();
      } else {
        seen.set(key, { turn: state.turn, received });
      }
    }
    const t = reduce(state, { type: "tick" });
    state = t.state;
    options.onStep?.("tick", t.events as Event[], state);
  }
}
