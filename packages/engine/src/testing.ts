/**
 * `@core/engine/testing`: the random-simulation harness every engine's tests run (in the spirit of
 * OpenSpiel's random-simulation tests) and the adversarial setup check (`checkSetups`), built on
 * fast-check. Import it from your own tests to check an engine, or your code on top of one.
 * @packageDocumentation
 */
import * as fc from "fast-check";
import { type Engine, isRejected, type Rejected, SPECTATOR, stampSeat } from "./contract.js";
import { deepFreeze, jsonClone, jsonEqual } from "./json.js";

/** Options of {@link checkRandomSimulation}. */
export interface SimulationOptions<Setup, State, Action> {
  /** Setups to start from. */
  readonly setups: fc.Arbitrary<Setup>;
  /**
   * The actions to choose among in a state. Defaults to `engine.legalActions`. Every one of them
   * must be accepted (no `rejected` event).
   */
  readonly actions?: (state: State) => readonly Action[];
  /** Longest random game, in actions. Default 60. */
  readonly maxSteps?: number;
  /** Number of random games. Default 100. */
  readonly numRuns?: number;
  /** fast-check seed, to reproduce a failure. */
  readonly seed?: number;
  /** fast-check path, to replay a shrunk failure directly. */
  readonly path?: string;
  /** Extra junk actions to try in every state, besides the generated ones. */
  readonly junk?: fc.Arbitrary<unknown>;
  /**
   * An engine-specific invariant checked after `init` and after every accepted action; throw (for
   * example with `expect`) or return false when it does not hold.
   */
  readonly invariant?: (state: State, events: readonly unknown[]) => boolean | undefined;
}

interface Step {
  readonly choice: number;
  readonly junk: Junk | null;
}

function fail(message: string, detail: unknown): never {
  throw new Error(`${message}\n${JSON.stringify(detail, null, 2)?.slice(0, 4000)}`);
}

function assertJson(label: string, value: unknown): void {
  let copy: unknown;
  try {
    copy = jsonClone(value);
  } catch (error) {
    fail(`${label} is not JSON-serialisable: ${String(error)}`, null);
  }
  if (!jsonEqual(copy, value)) fail(`${label} does not survive a JSON round-trip`, value);
}

/** A junk action: any JSON, or a legal action with one field replaced, added or removed. */
type Junk =
  | { readonly kind: "json"; readonly value: unknown }
  | {
      readonly kind: "mutate";
      readonly key: number | string;
      readonly value: unknown;
      readonly remove: boolean;
    };

function junkArbitrary(extra?: fc.Arbitrary<unknown>): fc.Arbitrary<Junk> {
  const json = fc
    .oneof(fc.jsonValue({ maxDepth: 3 }), fc.constantFrom<unknown>(null, {}, [], "", 0, { type: 42 }))
    .map((value): Junk => ({ kind: "json", value }));
  const mutate = fc
    .record({
      key: fc.oneof(fc.nat(), fc.string({ maxLength: 6 })),
      value: fc.oneof(
        fc.jsonValue({ maxDepth: 2 }),
        fc.constantFrom<unknown>(null, -1, 1.5, "", "zz99", [], {}),
      ),
      remove: fc.boolean(),
    })
    .map((m): Junk => ({ kind: "mutate", ...m }));
  const arbs: fc.Arbitrary<Junk>[] = [json, mutate, mutate];
  if (extra !== undefined) arbs.push(extra.map((value): Junk => ({ kind: "json", value })));
  return fc.oneof(...arbs);
}

function materialise(junk: Junk, legal: readonly unknown[], choice: number): unknown {
  if (junk.kind === "json") return junk.value;
  const base = legal.length > 0 ? legal[choice % legal.length] : { type: "?" };
  if (typeof base !== "object" || base === null || Array.isArray(base)) return junk.value;
  const copy: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  const keys = Object.keys(copy);
  const key =
    typeof junk.key === "number" && keys.length > 0
      ? (keys[junk.key % keys.length] as string)
      : String(junk.key);
  if (junk.remove) delete copy[key];
  else copy[key] = junk.value;
  return copy;
}

function checkReduce<State, Action>(
  engine: Engine<unknown, State, Action, { readonly type: string }>,
  state: State,
  action: unknown,
): { state: State; events: readonly { readonly type: string }[] } {
  const before = jsonClone(state);
  deepFreeze(state);
  let t: { state: State; events: readonly { readonly type: string }[] };
  try {
    t = engine.reduce(state, action as Action);
  } catch (error) {
    fail(`reduce threw ${String(error)} on action`, action);
  }
  if (!jsonEqual(state, before)) fail("reduce mutated its input state for action", action);
  if (!Array.isArray(t.events)) fail("reduce returned no events array for action", action);
  assertJson("state", t.state);
  assertJson("events", t.events);
  return t;
}

/**
 * What a server relies on, in one state: every seat in `toAct` has a clock expiry that `reduce`
 * accepts unstamped (a seat not waited for has none), and a bot (of a level picked by `choice`)
 * given only the seat's view, through a JSON round-trip as over a socket, chooses an action that
 * `reduce` accepts stamped with that seat.
 */
function checkServerHooks<Setup, State, Action, Event extends { readonly type: string }>(
  engine: Engine<Setup, State, Action, Event>,
  state: State,
  seats: readonly string[],
  choice: number,
): void {
  const waiting = engine.toAct?.(state) ?? [];
  for (const seat of seats) {
    const expiry = engine.clock?.expire(state, seat);
    if (expiry === undefined) break;
    if (!waiting.includes(seat)) {
      if (expiry !== null) fail(`clock.expire gave an action for seat "${seat}", not waited for`, expiry);
      continue;
    }
    if (expiry === null) fail(`clock.expire gave no action for seat "${seat}", waited for`, seat);
    const t = engine.reduce(state, expiry);
    if (isRejected(t.events)) fail(`clock.expire's action for seat "${seat}" was refused`, t.events);
  }
  const bots = engine.bots;
  // Bots can be slow (searches): every fourth step is plenty over a hundred games.
  if (bots === undefined || engine.view === undefined || choice % 4 !== 0) return;
  const level = bots.levels[(choice >>> 2) % bots.levels.length] as string;
  for (const seat of waiting) {
    const seen = jsonClone(engine.view(state, seat));
    const action = bots.choose(seen, seat, level, choice);
    if (action === null) fail(`the ${level} bot of seat "${seat}", waited for, chose nothing`, seat);
    const t = engine.reduce(state, stampSeat(action, seat) as Action);
    if (isRejected(t.events)) fail(`the ${level} bot's action for seat "${seat}" was refused`, t.events);
  }
}

/**
 * The seat contract in one state, for engines with `seats`: seats never change, `toAct` names
 * seats, `legalActions(state, seat)` is exactly the seat's share of `legalActions(state)`, and
 * `action` (a legal one) is accepted the same once stamped with its `actor`, refused when stamped
 * with any other seat or with a string that is no seat. Engines declaring no hidden information
 * show every seat and a spectator the same view.
 */
function checkSeats<State, Action>(
  engine: Engine<unknown, State, Action, { readonly type: string }>,
  state: State,
  seats: readonly string[],
  action: Action | null,
): void {
  const e = engine as Required<typeof engine>;
  const legal = e.legalActions(state);
  const now = e.seats(state);
  if (!jsonEqual(now, seats)) fail("seats changed during the game", { before: seats, now });
  const toAct = e.toAct(state);
  if (!toAct.every((s) => seats.includes(s))) fail("toAct names a seat that is not one", toAct);
  for (const seat of seats) {
    const mine = legal.filter((a) => e.actor(state, a) === seat);
    const listed = e.legalActions(state, seat);
    if (!jsonEqual(listed, mine))
      fail(`legalActions(state, "${seat}") is not the seat's share of legalActions(state)`, {
        listed,
        expected: mine,
      });
  }
  if (engine.hiddenInformation === false && engine.view !== undefined) {
    const seen = engine.view(state, SPECTATOR);
    for (const seat of seats)
      if (!jsonEqual(engine.view(state, seat), seen))
        fail(`an engine without hidden information shows seat "${seat}" another view`, seat);
  }
  if (action === null) return;
  const owner = e.actor(state, action);
  const plain = engine.reduce(state, action);
  for (const seat of [...seats, "zz-not-a-seat"]) {
    const t = engine.reduce(state, stampSeat(action, seat) as Action);
    if (seat === owner) {
      if (!jsonEqual(t.state, plain.state) || !jsonEqual(t.events, plain.events))
        fail(`a legal action stamped with its actor "${seat}" did not give the same transition`, action);
    } else if (!isRejected(t.events) || !jsonEqual(t.state, state)) {
      fail(`a legal action stamped with seat "${seat}", not its actor's, was not refused`, {
        action,
        actor: owner,
        events: t.events,
      });
    }
  }
}

/**
 * Plays random games and checks the engine contract at every step:
 * - `reduce` never mutates its (deep-frozen) input and never throws;
 * - every action offered by `actions`/`legalActions` is accepted;
 * - junk actions are refused with one `rejected` event and an unchanged state (or, if by chance
 *   legal, at least do not throw);
 * - states and events survive a JSON round-trip, and `invariant` holds;
 * - replaying the log from `init` gives an identical state (determinism);
 * - for engines with seats (`seats`, `toAct`, `actor`, `legalActions(state, seat)`): the seats
 *   never change, each seat's legal actions are its share of all of them, a legal action stamped
 *   with its actor's seat gives the same transition and with any other seat is refused; an engine
 *   that must say whether it has hidden information does, and one without shows every seat the
 *   same view; with `clock`, each waited-for seat's expiry is accepted unstamped; with `bots`,
 *   a bot given only a waited-for seat's view chooses an action accepted stamped with the seat.
 * Throws fast-check's report (seed and path included) on failure.
 */
export function checkRandomSimulation<Setup, State, Action, Event extends { readonly type: string }>(
  engine: Engine<Setup, State, Action, Event>,
  options: SimulationOptions<Setup, State, Action>,
): void {
  const e = engine as unknown as Engine<unknown, State, Action, { readonly type: string }>;
  const actionsOf =
    options.actions ??
    ((s: State) => {
      if (engine.legalActions === undefined)
        throw new Error(`${engine.id}: no legalActions; pass options.actions`);
      return engine.legalActions(s);
    });
  const maxSteps = options.maxSteps ?? 60;
  const step: fc.Arbitrary<Step> = fc.record({
    choice: fc.nat(),
    junk: fc.option(junkArbitrary(options.junk), { freq: 3 }),
  });
  const seated = engine.seats !== undefined;
  if (
    seated &&
    (engine.toAct === undefined || engine.actor === undefined || engine.legalActions === undefined)
  )
    throw new Error(`${engine.id}: an engine with seats must implement toAct, actor and legalActions`);
  if (seated && engine.hiddenInformation === undefined)
    throw new Error(`${engine.id}: an engine with seats must declare hiddenInformation`);
  const property = fc.property(options.setups, fc.array(step, { maxLength: maxSteps }), (setup, plan) => {
    const start = engine.init(setup);
    const seats = seated ? (engine.seats?.(start) ?? []) : [];
    assertJson("initial state", start);
    if (!jsonEqual(engine.init(setup), start)) fail("init is not deterministic for setup", setup);
    if (options.invariant?.(start, []) === false) fail("invariant failed on the initial state", start);
    let state = start;
    const log: Action[] = [];
    for (const { choice, junk } of plan) {
      const legal = actionsOf(state);
      if (junk !== null) {
        const bad = materialise(junk, legal, choice);
        const t = checkReduce(e, state, bad);
        const refused = t.events.length === 1 && t.events[0]?.type === "rejected";
        if (refused && !jsonEqual(t.state, state)) fail("a rejected action changed the state", bad);
        if (refused && !Object.hasOwn(t.events[0] as Rejected, "reason"))
          fail("rejected event without reason", t.events);
      }
      if (seated)
        checkSeats(e, state, seats, legal.length === 0 ? null : (legal[choice % legal.length] as Action));
      if (seated) checkServerHooks(e, state, seats, choice);
      if (legal.length === 0) break;
      const action = legal[choice % legal.length] as Action;
      const t = checkReduce(e, state, action);
      if (t.events.some((ev) => ev.type === "rejected"))
        fail("a legal action was rejected", { action, events: t.events });
      if (options.invariant?.(t.state, t.events) === false)
        fail("invariant failed after action", { action, events: t.events });
      log.push(action);
      state = t.state;
    }
    let again = engine.init(setup);
    for (const action of log) again = engine.reduce(again, action).state;
    if (!jsonEqual(again, state)) fail("replaying the log gave a different state", { setup, log });
  });
  const params: fc.Parameters<[Setup, Step[]]> = {
    numRuns: options.numRuns ?? 100,
    includeErrorInReport: true,
  };
  if (options.seed !== undefined) params.seed = options.seed;
  if (options.path !== undefined) params.path = options.path;
  fc.assert(property, params);
}

export {
  checkNonInterference,
  type NonInterferenceOptions,
  type NonInterferenceReport,
  type Scramble,
} from "./non-interference.js";
export {
  adversarialSetups,
  checkSetups,
  isSetupError,
  PROTOTYPE_KEYS,
  type SetupCheckedEngine,
  type SetupCheckOptions,
} from "./setups.js";
export {
  checkGeneratedValidators,
  checkValidators,
  type ValidatorTarget,
} from "./validators-check.js";

/** Re-exported so engines' `/testing` subpaths and users share one fast-check instance. */
export { fc };
