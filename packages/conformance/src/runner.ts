import type { AnyEngine } from "@core/engine";
import type { Kit, Scenario } from "./kit.js";
import { type Mismatch, matchIncluded, matchPartial } from "./matcher.js";

/** A scenario that failed: where (step index, or null for the scenario's own expectations) and why. */
export interface ScenarioFailure {
  readonly id: string;
  readonly ok: false;
  /** Index of the failing step; null for setup or the scenario-level `expect`. */
  readonly step: number | null;
  /** What was being checked: "init", "reduce", "events", "eventsInclude", "state". */
  readonly check: string;
  /** JSON pointer of the first mismatch inside the checked value ("" for the value itself). */
  readonly path: string;
  readonly expected: unknown;
  readonly actual: unknown;
  readonly message: string;
}

/** The outcome of one scenario. */
export type ScenarioResult = { readonly id: string; readonly ok: true } | ScenarioFailure;

/** The outcome of a kit. */
export interface KitResult {
  readonly kit: Kit;
  readonly results: readonly ScenarioResult[];
  readonly passed: number;
  readonly failed: number;
}

function failure(id: string, step: number | null, check: string, m: Mismatch): ScenarioFailure {
  return {
    id,
    ok: false,
    step,
    check,
    path: m.path,
    expected: m.expected,
    actual: m.actual,
    message: m.message,
  };
}

function crash(id: string, step: number | null, check: string, error: unknown): ScenarioFailure {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return {
    id,
    ok: false,
    step,
    check,
    path: "",
    expected: "no exception",
    actual: message,
    message: `${check} threw`,
  };
}

/** Runs one scenario against an engine. Never throws: engine exceptions become failures. */
export function runScenario(engine: AnyEngine, scenario: Scenario): ScenarioResult {
  const { id } = scenario;
  let state: unknown;
  if (scenario.state !== undefined) {
    state = structuredClone(scenario.state);
  } else {
    try {
      state = engine.init(structuredClone(scenario.setup));
    } catch (error) {
      return crash(id, null, "init", error);
    }
  }
  const allEvents: unknown[] = [];
  const steps = scenario.steps ?? [];
  for (let i = 0; i < steps.length; i++) {
    const step = steps[i]!;
    let events: readonly unknown[];
    try {
      const t = engine.reduce(state, structuredClone(step.action));
      state = t.state;
      events = t.events;
    } catch (error) {
      return crash(id, i, "reduce", error);
    }
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
    if (expect.state !== undefined) {
      const m = matchPartial(expect.state, state);
      if (m !== null) return failure(id, i, "state", m);
    }
  }
  if (scenario.expect?.events !== undefined) {
    const m = matchPartial(scenario.expect.events, allEvents);
    if (m !== null) return failure(id, null, "events", m);
  }
  if (scenario.expect?.state !== undefined) {
    const m = matchPartial(scenario.expect.state, state);
    if (m !== null) return failure(id, null, "state", m);
  }
  return { id, ok: true };
}

/** Runs every scenario of a kit. The caller checks that `kit.engine` is `engine.id`. */
export function runKit(engine: AnyEngine, kit: Kit): KitResult {
  const results = kit.scenarios.map((s) => runScenario(engine, s));
  const passed = results.filter((r) => r.ok).length;
  return { kit, results, passed, failed: results.length - passed };
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
