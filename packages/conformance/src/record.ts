/**
 * Recording golden traces (trace.ts): seeded random games of an engine, mostly legal actions and
 * now and then one it refuses, written down with what came of each step. Deterministic for a
 * seed, so re-recording an unchanged engine rewrites the same file.
 */
import { type AnyEngine, isRecord, SEAT_FIELD } from "@core/engine";
import { fc } from "@core/engine/testing";
import { hashJson, seenAfter, TRACE_FORMAT, type Trace, type TraceGame, type TraceStep } from "./trace.js";

/** What {@link recordTrace} plays. */
export interface RecordOptions<Setup, State, Action> {
  /** Setups to start from. */
  readonly setups: fc.Arbitrary<Setup>;
  /** How many games. */
  readonly games: number;
  /** Longest game, in steps. */
  readonly maxSteps: number;
  /** fast-check seed: the same seed records the same games. */
  readonly seed: number;
  /** The actions to choose among; default `engine.legalActions`. */
  readonly actions?: (state: State) => readonly Action[];
  /** About one step in this many is an action the engine refuses (a legal one changed). Default 6. */
  readonly junkEvery?: number;
  /** Said in the header: how the games were made. */
  readonly note?: string;
}

/** How a step's action is made: the legal action `choice` points at, maybe changed into junk. */
interface Plan {
  readonly choice: number;
  readonly junk: number;
  readonly change: Change;
}

/** A change that makes a legal action into one the engine most often refuses. */
export type Change =
  | { readonly kind: "replace"; readonly key: number; readonly value: unknown }
  | { readonly kind: "remove"; readonly key: number }
  | { readonly kind: "stamp"; readonly seat: number }
  | { readonly kind: "json"; readonly value: unknown };

/** Changes of a legal action: a field replaced or removed, a seat's stamp, or any JSON instead. */
export const changeArb: fc.Arbitrary<Change> = fc.oneof(
  fc.record({
    kind: fc.constant("replace" as const),
    key: fc.nat(),
    value: fc.oneof(
      fc.constantFrom<unknown>(null, -1, 0, 1.5, "", "zz9", [], {}),
      fc.jsonValue({ maxDepth: 1 }),
    ),
  }),
  fc.record({ kind: fc.constant("remove" as const), key: fc.nat() }),
  fc.record({ kind: fc.constant("stamp" as const), seat: fc.nat() }),
  fc.record({ kind: fc.constant("json" as const), value: fc.jsonValue({ maxDepth: 2 }) }),
);

/** `action` changed by `change`: a field replaced or removed, a stamp of some seat, or any JSON. */
export function applyChange(engine: AnyEngine, state: unknown, action: unknown, change: Change): unknown {
  if (change.kind === "json" || !isRecord(action)) return change.kind === "json" ? change.value : action;
  const keys = Object.keys(action);
  if (change.kind === "stamp") {
    const seats = [...(engine.seats?.(state) ?? []), "zz-not-a-seat"];
    return { ...action, [SEAT_FIELD]: seats[change.seat % seats.length] };
  }
  const key = keys[change.key % Math.max(1, keys.length)] ?? "type";
  if (change.kind === "remove") {
    const { [key]: _gone, ...rest } = action;
    return rest;
  }
  return { ...action, [key]: change.value };
}

/**
 * Plays `options.games` seeded random games with `engine` and returns them as a trace: each
 * step's action (about one in `junkEvery` a legal action changed, most often refused), its events
 * in full, and hashes of the state it left, of the legal actions before it and of what each seat
 * is shown after it. A game ends when there is nothing left to choose or after `maxSteps`.
 */
export function recordTrace<Setup, State, Action>(
  engine: AnyEngine,
  options: RecordOptions<Setup, State, Action>,
): Trace {
  const junkEvery = options.junkEvery ?? 6;
  const plan = fc.array(
    fc.record({ choice: fc.nat(), junk: fc.nat({ max: junkEvery - 1 }), change: changeArb }),
    { minLength: options.maxSteps, maxLength: options.maxSteps },
  );
  const samples = fc.sample(fc.tuple(options.setups, plan), { seed: options.seed, numRuns: options.games });
  const actionsOf = (s: unknown): readonly unknown[] =>
    options.actions?.(s as State) ?? engine.legalActions?.(s) ?? [];
  const games = samples.map(([setup, steps], game): TraceGame => {
    let state: unknown = engine.init(structuredClone(setup));
    const init = hashJson(state);
    const recorded: TraceStep[] = [];
    for (const { choice, junk, change } of steps as Plan[]) {
      const choices = actionsOf(state);
      if (choices.length === 0) break;
      const legal = choices[choice % choices.length];
      // As JSON: what the file keeps is what the engine was given.
      const action: unknown = JSON.parse(
        JSON.stringify(junk === 0 ? applyChange(engine, state, legal, change) : legal) ?? "null",
      );
      const before = engine.legalActions === undefined ? undefined : hashJson(engine.legalActions(state));
      const t = engine.reduce(state, structuredClone(action));
      const seen = seenAfter(engine, t.state, t.events);
      recorded.push({
        ...(before === undefined ? {} : { legal: before }),
        action,
        events: t.events,
        state: hashJson(t.state),
        ...(seen === undefined ? {} : { seen }),
      });
      state = t.state;
    }
    return { game, setup, init, steps: recorded };
  });
  return {
    header: {
      format: TRACE_FORMAT,
      engine: engine.id,
      games: games.length,
      ...(options.note === undefined ? {} : { note: options.note }),
    },
    games,
  };
}
