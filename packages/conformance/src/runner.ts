import type { AnyEngine } from "@core/engine";
import type {
  HiddenExpect,
  Kit,
  Scenario,
  SeatEventsExpect,
  StateExpect,
  StepExpect,
  ViewExpect,
} from "./kit.js";
import {
  type Mismatch,
  matchIncluded,
  matchNone,
  matchPartial,
  matchSome,
  resolvePointer,
} from "./matcher.js";
import {
  type AsyncImplementation,
  engineImplementation,
  type Implementation,
  OPS,
  type Op,
  type Replies,
  type Reply,
  type Request,
} from "./protocol.js";

/** A scenario that passed. */
export interface ScenarioPass {
  readonly id: string;
  readonly ok: true;
  readonly status: "passed";
}

/** A scenario that failed: where (step index, or null for the scenario's own expectations) and why. */
export interface ScenarioFailure {
  readonly id: string;
  readonly ok: false;
  readonly status: "failed";
  /** Index of the failing step; null for setup or the scenario-level `expect`. */
  readonly step: number | null;
  /**
   * What was being checked: "init", "reduce", "events", "eventsInclude", "seatEvents", "state",
   * "legalActions", "view", "hidden", "setupError", "viewEvents" when that request failed, or
   * "parseState" when an in-process engine refused the scenario's starting state.
   */
  readonly check: string;
  /**
   * JSON pointer of the first mismatch inside the checked value ("" for the value itself): for
   * "seatEvents", inside the seat's list of events (the message names the seat).
   */
  readonly path: string;
  readonly expected: unknown;
  readonly actual: unknown;
  readonly message: string;
}

/** A scenario the implementation cannot run: it needs operations the implementation lacks. */
export interface ScenarioUnsupported {
  readonly id: string;
  readonly ok: false;
  readonly status: "unsupported";
  /** The operations the scenario needs and the implementation does not answer. */
  readonly missing: readonly Op[];
}

/** The outcome of one scenario. */
export type ScenarioResult = ScenarioPass | ScenarioFailure | ScenarioUnsupported;

/** The outcome of a kit. */
export interface KitResult {
  readonly kit: Kit;
  readonly results: readonly ScenarioResult[];
  readonly passed: number;
  readonly failed: number;
  readonly unsupported: number;
}

/** A scenario run as a conversation: it yields requests, receives replies, returns its result. */
type Program = Generator<Request, ScenarioResult, Reply>;
/** A check inside a program: null when it holds. */
type Check = Generator<Request, ScenarioFailure | null, Reply>;

function failure(id: string, step: number | null, check: string, m: Mismatch): ScenarioFailure {
  return {
    id,
    ok: false,
    status: "failed",
    step,
    check,
    path: m.path,
    expected: m.expected,
    actual: m.actual,
    message: m.message,
  };
}

function threw(id: string, step: number | null, op: Op, message: string): ScenarioFailure {
  return failure(id, step, op, {
    path: "",
    expected: "no exception",
    actual: message,
    message: `${op} threw`,
  });
}

/** Sends one request and narrows the reply to its operation's answers. */
function* ask<O extends Op>(request: Request & { readonly op: O }): Generator<Request, Replies[O], Reply> {
  return (yield request) as Replies[O];
}

function list<T>(value: T | readonly T[] | undefined): readonly T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value as T];
}

function stepExpectations(scenario: Scenario): StepExpect[] {
  return (scenario.steps ?? []).flatMap((step) => (step.expect === undefined ? [] : [step.expect]));
}

function expectations(scenario: Scenario): StateExpect[] {
  const out: StateExpect[] = stepExpectations(scenario);
  if (scenario.expect !== undefined) out.push(scenario.expect);
  return out;
}

/** The operations running `scenario` needs, in protocol order. */
export function requiredOps(scenario: Scenario): Op[] {
  const need = new Set<Op>();
  if (scenario.setup !== undefined) need.add("init");
  if ((scenario.steps ?? []).length > 0) need.add("reduce");
  for (const e of expectations(scenario)) {
    if (e.legalActions !== undefined) need.add("legalActions");
    if (e.view !== undefined || e.hidden !== undefined) need.add("view");
  }
  if (stepExpectations(scenario).some((e) => e.seatEvents !== undefined)) need.add("viewEvents");
  return OPS.filter((op) => need.has(op));
}

function* checkLegalActions(id: string, step: number | null, expect: StateExpect, state: unknown): Check {
  const want = expect.legalActions;
  if (want === undefined) return null;
  const reply = yield* ask({ op: "legalActions", state });
  if ("error" in reply) return threw(id, step, "legalActions", reply.error.message);
  const actions = reply.actions;
  if (want.count !== undefined && actions.length !== want.count) {
    return failure(id, step, "legalActions", {
      path: "/count",
      expected: want.count,
      actual: actions.length,
      message: `expected ${want.count} legal actions, got ${actions.length}`,
    });
  }
  const missing = matchSome(want.includes ?? [], actions, "/includes");
  if (missing !== null)
    return failure(id, step, "legalActions", { ...missing, message: "not a legal action" });
  const present = matchNone(want.excludes ?? [], actions, "/excludes");
  if (present !== null) {
    return failure(id, step, "legalActions", {
      ...present,
      message: "a legal action matches this exclusion",
    });
  }
  return null;
}

function* viewOf(
  id: string,
  step: number | null,
  state: unknown,
  seat: string,
): Generator<Request, { readonly failure: ScenarioFailure } | { readonly view: unknown }, Reply> {
  const reply = yield* ask({ op: "view", state, seat });
  if ("error" in reply) return { failure: threw(id, step, "view", reply.error.message) };
  return { view: reply.view };
}

function* checkView(id: string, step: number | null, want: ViewExpect, state: unknown): Check {
  const seen = yield* viewOf(id, step, state, want.seat);
  if ("failure" in seen) return seen.failure;
  const m = matchPartial(want.match, seen.view);
  return m === null
    ? null
    : failure(id, step, "view", { ...m, message: `${m.message} (seat "${want.seat}")` });
}

function* checkHidden(id: string, step: number | null, want: HiddenExpect, state: unknown): Check {
  const seen = yield* viewOf(id, step, state, want.seat);
  if ("failure" in seen) return seen.failure;
  return firstPresent(id, step, "hidden", seen.view, want.paths, `visible to seat "${want.seat}"`);
}

/** A failure for the first of `paths` that resolves in `value` (where it must be absent), or null. */
function firstPresent(
  id: string,
  step: number | null,
  check: string,
  value: unknown,
  paths: readonly string[],
  message: string,
): ScenarioFailure | null {
  for (const path of paths) {
    const at = resolvePointer(value, path);
    if (at.found) return failure(id, step, check, { path, expected: undefined, actual: at.value, message });
  }
  return null;
}

/**
 * One seat's events of a step: `viewEvents(events, seat, after)` matches `want.events` exactly
 * (as a step's `events`), and none of `want.hidden` resolves in it.
 */
function* checkSeatEvents(
  id: string,
  step: number,
  want: SeatEventsExpect,
  events: readonly unknown[],
  after: unknown,
): Check {
  const reply = yield* ask({ op: "viewEvents", events, seat: want.seat, state: after });
  if ("error" in reply) return threw(id, step, "viewEvents", reply.error.message);
  const seen = reply.events;
  const m = matchPartial(want.events, seen);
  if (m !== null)
    return failure(id, step, "seatEvents", { ...m, message: `${m.message} (seat "${want.seat}")` });
  return firstPresent(id, step, "seatEvents", seen, want.hidden ?? [], `told to seat "${want.seat}"`);
}

/** The checks that read a state: the state itself, legal actions, views, hidden paths. */
function* checkState(id: string, step: number | null, expect: StateExpect, state: unknown): Check {
  if (expect.state !== undefined) {
    const m = matchPartial(expect.state, state);
    if (m !== null) return failure(id, step, "state", m);
  }
  const legal = yield* checkLegalActions(id, step, expect, state);
  if (legal !== null) return legal;
  for (const want of list(expect.view)) {
    const f = yield* checkView(id, step, want, state);
    if (f !== null) return f;
  }
  for (const want of list(expect.hidden)) {
    const f = yield* checkHidden(id, step, want, state);
    if (f !== null) return f;
  }
  return null;
}

/** A scenario expecting `setupError`: init must refuse the setup, at the pointer when given. */
function* expectSetupError(scenario: Scenario, pointer: string | undefined): Program {
  const { id } = scenario;
  const reply = yield* ask({ op: "init", setup: scenario.setup });
  const expected = pointer === undefined ? "a SetupError" : `a SetupError at ${JSON.stringify(pointer)}`;
  if ("error" in reply) {
    return failure(id, null, "setupError", {
      path: "",
      expected,
      actual: reply.error.message,
      message: "init threw something other than a SetupError",
    });
  }
  if (!("setupError" in reply)) {
    return failure(id, null, "setupError", {
      path: "",
      expected,
      actual: "a state",
      message: "init accepted the setup",
    });
  }
  if (pointer !== undefined && reply.setupError.pointer !== pointer) {
    return failure(id, null, "setupError", {
      path: "/pointer",
      expected: pointer,
      actual: reply.setupError.pointer,
      message: `SetupError at the wrong place: ${reply.setupError.message}`,
    });
  }
  return { id, ok: true, status: "passed" };
}

/**
 * The starting state of a scenario that gives one, as the implementation's `parseState` makes it
 * (an in-process engine that has one), or the kit's own copy; a failure when it is refused.
 */
function startingState(
  implementation: Pick<Implementation, "parseState">,
  scenario: Scenario,
): { readonly state: unknown } | ScenarioFailure {
  if (implementation.parseState === undefined) return { state: structuredClone(scenario.state) };
  const reply = implementation.parseState(scenario.state);
  if ("error" in reply)
    return failure(scenario.id, null, "parseState", {
      path: "",
      expected: "no exception",
      actual: reply.error.message,
      message: "parseState threw",
    });
  if ("stateError" in reply)
    return failure(scenario.id, null, "parseState", {
      path: reply.stateError.pointer,
      expected: "a state the engine accepts",
      actual: reply.stateError.message,
      message: "the engine refuses the scenario's state",
    });
  return { state: reply.state };
}

/** One scenario as a conversation with an implementation; `start` is its starting state, if any. */
function* play(scenario: Scenario, start: unknown): Program {
  const { id } = scenario;
  const refusal = scenario.expect?.setupError;
  if (refusal !== undefined) return yield* expectSetupError(scenario, refusal.pointer);
  let state: unknown;
  if (scenario.state !== undefined) {
    state = start;
  } else {
    const reply = yield* ask({ op: "init", setup: scenario.setup });
    if ("error" in reply) return threw(id, null, "init", reply.error.message);
    if ("setupError" in reply) {
      return threw(id, null, "init", `SetupError: ${reply.setupError.message}`);
    }
    state = reply.state;
  }
  const allEvents: unknown[] = [];
  const steps = scenario.steps ?? [];
  for (let i = 0; i < steps.length; i++) {
    const step = steps[i]!;
    const reply = yield* ask({ op: "reduce", state, action: step.action });
    if ("error" in reply) return threw(id, i, "reduce", reply.error.message);
    state = reply.state;
    const events = reply.events;
    allEvents.push(...events);
    const expect = step.expect;
    if (expect === undefined) continue;
    if (expect.events !== undefined) {
      const m = matchPartial(expect.events, events);
      if (m !== null) return failure(id, i, "events", m);
    }
    if (expect.eventsInclude !== undefined) {
      const m = matchIncluded(expect.eventsInclude, events);
      if (m !== null) return failure(id, i, "eventsInclude", m);
    }
    for (const want of list(expect.seatEvents)) {
      const f = yield* checkSeatEvents(id, i, want, events, state);
      if (f !== null) return f;
    }
    const f = yield* checkState(id, i, expect, state);
    if (f !== null) return f;
  }
  const expect = scenario.expect;
  if (expect !== undefined) {
    if (expect.events !== undefined) {
      const m = matchPartial(expect.events, allEvents);
      if (m !== null) return failure(id, null, "events", m);
    }
    const f = yield* checkState(id, null, expect, state);
    if (f !== null) return f;
  }
  return { id, ok: true, status: "passed" };
}

function unsupported(scenario: Scenario, ops: ReadonlySet<Op>): ScenarioUnsupported | null {
  const missing = requiredOps(scenario).filter((op) => !ops.has(op));
  return missing.length === 0 ? null : { id: scenario.id, ok: false, status: "unsupported", missing };
}

/** Runs one scenario against an implementation answering synchronously. Never throws. */
export function runScenarioOn(implementation: Implementation, scenario: Scenario): ScenarioResult {
  const lacking = unsupported(scenario, implementation.ops);
  if (lacking !== null) return lacking;
  let start: unknown;
  if (scenario.state !== undefined) {
    const parsed = startingState(implementation, scenario);
    if (!("state" in parsed)) return parsed;
    start = parsed.state;
  }
  const program = play(scenario, start);
  let next = program.next();
  while (!next.done) next = program.next(implementation.answer(next.value));
  return next.value;
}

/**
 * Runs one scenario against an implementation answering asynchronously (another process). A
 * broken implementation (it crashed, went silent, answered out of protocol) rejects the promise.
 */
export async function runScenarioAsync(
  implementation: AsyncImplementation,
  scenario: Scenario,
): Promise<ScenarioResult> {
  const lacking = unsupported(scenario, implementation.ops);
  if (lacking !== null) return lacking;
  const program = play(scenario, structuredClone(scenario.state));
  let next = program.next();
  while (!next.done) next = program.next(await implementation.answer(next.value));
  return next.value;
}

/** Runs one scenario against an engine. Never throws: engine exceptions become failures. */
export function runScenario(engine: AnyEngine, scenario: Scenario): ScenarioResult {
  return runScenarioOn(engineImplementation(engine), scenario);
}

/** Adds up the results of a kit. */
export function kitResult(kit: Kit, results: readonly ScenarioResult[]): KitResult {
  const count = (status: ScenarioResult["status"]) => results.filter((r) => r.status === status).length;
  return {
    kit,
    results,
    passed: count("passed"),
    failed: count("failed"),
    unsupported: count("unsupported"),
  };
}

/** Runs every scenario of a kit. The caller checks that `kit.engine` is `engine.id`. */
export function runKit(engine: AnyEngine, kit: Kit): KitResult {
  const implementation = engineImplementation(engine);
  return kitResult(
    kit,
    kit.scenarios.map((s) => runScenarioOn(implementation, s)),
  );
}

/** Runs every scenario of a kit against an asynchronous implementation, one at a time. */
export async function runKitAsync(implementation: AsyncImplementation, kit: Kit): Promise<KitResult> {
  const results: ScenarioResult[] = [];
  for (const s of kit.scenarios) results.push(await runScenarioAsync(implementation, s));
  return kitResult(kit, results);
}

function show(value: unknown): string {
  if (value === undefined) return "(absent)";
  const text = JSON.stringify(value);
  return text.length > 400 ? `${text.slice(0, 400)}…` : text;
}

/** A readable report of one failure: scenario, step, check, path, expected and actual. */
export function formatFailure(f: ScenarioFailure): string {
  const where = f.step === null ? "scenario" : `step ${f.step}`;
  return [
    `✗ ${f.id} (${where}, ${f.check}${f.path === "" ? "" : ` at ${f.path}`}): ${f.message}`,
    `    expected: ${show(f.expected)}`,
    `    actual:   ${show(f.actual)}`,
  ].join("\n");
}

/** One line for a scenario the implementation cannot run. */
export function formatUnsupported(u: ScenarioUnsupported): string {
  return `○ ${u.id}: unsupported (needs ${u.missing.join(", ")})`;
}
