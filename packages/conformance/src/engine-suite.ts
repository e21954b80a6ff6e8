/**
 * `describeEngine`: the one suite every engine's tests run (issue 28), in the spirit of
 * OpenSpiel's `games_sim_test`: its kits, random simulation, setups that never crash, each setup
 * reason's case, reason closure, state-schema conformance of every state reached, non-interference
 * for engines with hidden information, and its golden traces. An engine's test file is one
 * `describeEngine(manifest, suite)` call plus the tests of its own rules.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { relative } from "node:path";
import {
  type AnyEngine,
  compileSchema,
  type EngineManifest,
  jsonClone,
  jsonEqual,
  loadEngine,
  type SchemaCheck,
  type SetupError,
} from "@core/engine";
import {
  checkNonInterference,
  checkRandomSimulation,
  checkSetups,
  fc,
  isSetupError,
  type NonInterferenceOptions,
  type NonInterferenceReport,
  type SetupCheckOptions,
  type SimulationOptions,
} from "@core/engine/testing";
import { beforeAll, describe, expect, it } from "vitest";
import { closureProblems, probeRefusals, probeStates, recording, runKits } from "./closure.js";
import type { Kit } from "./kit.js";
import { loadKits } from "./node.js";
import { engineImplementation } from "./protocol.js";
import { type RecordOptions, recordTrace } from "./record.js";
import { formatFailure, runScenarioOn } from "./runner.js";
import { formatTrace, parseTraceText, replayGame, type Trace, type TraceMismatch } from "./trace.js";

/** The manifest fields the suite reads (every `EngineManifest` has them). */
export type SuiteManifest<Setup, State, Action, Event extends { readonly type: string }> = Pick<
  EngineManifest<Setup, State, Action, Event>,
  "id" | "hiddenInformation" | "refusals" | "setupReasons" | "defaultSetup" | "schemas" | "load" | "seats"
>;

/** A setup refused for one reason: the case it names, and where (JSON pointer). */
export interface SetupCase {
  readonly setup: unknown;
  readonly at: string;
}

/** What `describeEngine` needs besides the manifest: the engine's tests' own material. */
export interface EngineSuite<Setup, State, Action> {
  /** The engine's kits: files or folders (`conformance/<id>`). */
  readonly kits: readonly string[];
  /** The engine's RULES.md: every reason of the manifest must be named there, in backquotes. */
  readonly rules: string;
  /** Setups the random games start from (simulation, reason probes, non-interference). */
  readonly setups: fc.Arbitrary<Setup>;
  /** The random simulation's options besides `setups` (actions, invariant, size). */
  readonly simulation?: Omit<SimulationOptions<Setup, State, Action>, "setups">;
  /** Valid setups that `checkSetups` mutates into hostile ones, and its options. */
  readonly validSetups: readonly Setup[];
  readonly setupCheck?: SetupCheckOptions;
  /**
   * The case of each setup reason of the manifest (but `defensive` ones): a setup `init` refuses
   * with that reason, at that pointer.
   */
  readonly setupCases: Readonly<Record<string, SetupCase>>;
  /**
   * Reasons of the manifest no test reaches, each with why it is there all the same (code kept
   * for states no game reaches, a guard behind another check): reason closure accepts them unseen,
   * and refuses them seen (then they are reachable, and deserve a kit scenario).
   */
  readonly defensive?: {
    readonly refusals?: Readonly<Record<string, string>>;
    readonly setupReasons?: Readonly<Record<string, string>>;
  };
  /** Actions to try in the states of random games for reason closure, besides changed legal ones. */
  readonly probes?: (state: State) => fc.Arbitrary<unknown>;
  /** How many random games reason closure probes (default 40) and how long (default 40 steps). */
  readonly probing?: { readonly numRuns?: number; readonly maxSteps?: number };
  /**
   * Engines with hidden information: `scrambleHidden` of their `/testing`, the check's options,
   * and `atLeast`, what the check must have compared (so that it is not vacuous; default: one
   * scrambled state, one refusal and one step's events).
   */
  readonly nonInterference?: Omit<NonInterferenceOptions<Setup, State, Action>, "setups"> & {
    readonly atLeast?: Partial<NonInterferenceReport>;
  };
  /**
   * The engine's golden traces: each file, and how it was recorded (`GOLDEN=record` re-records
   * them; see the README, Golden traces, for when that is legitimate).
   */
  readonly traces?: TraceFile<Setup, State, Action> | readonly TraceFile<Setup, State, Action>[];
}

/** A golden trace file of an engine and how it is recorded. */
export type TraceFile<Setup, State, Action> = { readonly file: string } & Omit<
  RecordOptions<Setup, State, Action>,
  "note"
>;

type Loaded<State> = AnyEngine & {
  readonly parseState?: (input: unknown) => { ok: true; state: State } | { ok: false; error: SetupError };
};

/** A trace mismatch as a person reads it. */
function describeMismatch(file: string, m: TraceMismatch): string {
  const where = m.step === null ? "init" : `step ${m.step}`;
  const show = (v: unknown) => {
    const text = JSON.stringify(v);
    return text === undefined ? String(v) : text.length > 600 ? `${text.slice(0, 600)}…` : text;
  };
  return `${file}: game ${m.game}, ${where}: ${m.what} differs\n  recorded: ${show(m.expected)}\n  now:      ${show(m.actual)}`;
}

/**
 * Declares the shared suite of an engine: one `describe` named after the manifest's id holding
 *
 * - **the manifest** against its engine (`loadEngine`: id, hidden information, seats);
 * - **the kits**: one test per scenario (a kit's `state` parsed by the engine's `parseState`);
 * - **state schemas**: every kit state is accepted by `parseState` and, with the manifest's state
 *   schema, conforms to it; so does every state the random games reach, unchanged by parsing;
 * - **random simulation** (`checkRandomSimulation`) and **setups** (`checkSetups`);
 * - **setup reasons**: each listed reason's case is refused with it, at its pointer;
 * - **reason closure**: every refusal and setup reason the engine gives (in its kits, random
 *   probes, hostile setups, the cases) is listed in the manifest, every listed one is given or
 *   documented as defensive, and RULES.md names each;
 * - **non-interference** (`checkNonInterference`) when the manifest declares hidden information;
 * - **golden traces**: each recorded game replays identically.
 */
export function describeEngine<Setup, State, Action, Event extends { readonly type: string }>(
  manifest: SuiteManifest<Setup, State, Action, Event>,
  // The manifest decides the types; the suite's arbitraries must fit them.
  suite: EngineSuite<NoInfer<Setup>, NoInfer<State>, NoInfer<Action>>,
): void {
  const kits = loadKits(suite.kits);
  if (kits.length === 0) throw new Error(`${manifest.id}: no *.kit.json under ${suite.kits.join(", ")}`);
  if (manifest.hiddenInformation && suite.nonInterference === undefined)
    throw new Error(`${manifest.id}: an engine with hidden information needs suite.nonInterference`);
  const cases = Object.keys(suite.setupCases);
  const defensive = {
    refusals: suite.defensive?.refusals ?? {},
    setupReasons: suite.defensive?.setupReasons ?? {},
  };

  describe(`${manifest.id}: the engine suite (issue 28)`, () => {
    let engine: Loaded<State>;
    let stateCheck: ((data: unknown) => SchemaCheck<unknown>) | null = null;
    beforeAll(async () => {
      engine = (await loadEngine(manifest as EngineManifest<Setup, State, Action, Event>)) as Loaded<State>;
      const schemas = await manifest.schemas();
      if (schemas.state !== undefined) stateCheck = compileSchema(schemas.state, schemas.references ?? []);
    });

    /** `state` as parseState and the manifest's state schema take it: accepted, unchanged. */
    const conforms = (state: unknown, what: string): void => {
      const parsed = engine.parseState?.(jsonClone(state));
      if (parsed !== undefined && !parsed.ok)
        throw new Error(`${what}: parseState refuses it: ${parsed.error.message}`);
      if (stateCheck !== null) {
        const checked = stateCheck(state);
        if (!checked.ok)
          throw new Error(
            `${what}: the manifest's state schema refuses it: ${JSON.stringify(checked.issues[0])}`,
          );
      }
    };

    describe("kits", () => {
      for (const { file, kit } of kits) describeKit(file, kit, () => engine);
    });

    describe("state schema", () => {
      it("has a parseState", () => {
        expect(typeof engine.parseState).toBe("function");
      });

      it("accepts every kit's state", () => {
        let n = 0;
        for (const { file, kit } of kits)
          for (const scenario of kit.scenarios)
            if (scenario.state !== undefined) {
              n++;
              conforms(scenario.state, `${relative(process.cwd(), file)} ${scenario.id}`);
            }
        expect(n).toBeGreaterThanOrEqual(0);
      });

      it("accepts every state random games reach, unchanged", () => {
        fc.assert(
          fc.property(suite.setups, fc.array(fc.nat(), { maxLength: 40 }), (setup, choices) => {
            let state = engine.init(setup) as State;
            const check = (s: State) => {
              conforms(s, "a reached state");
              const parsed = engine.parseState?.(jsonClone(s));
              if (parsed?.ok === true && !jsonEqual(parsed.state, s))
                throw new Error("parseState changed a state the engine made");
            };
            check(state);
            for (const choice of choices) {
              const legal = suite.simulation?.actions?.(state) ?? engine.legalActions?.(state) ?? [];
              if (legal.length === 0) break;
              state = engine.reduce(state, legal[choice % legal.length]).state as State;
              check(state);
            }
          }),
          { numRuns: 60, seed: 28 },
        );
      });
    });

    it("plays random games by the contract (checkRandomSimulation)", () => {
      checkRandomSimulation(engine as never, { ...suite.simulation, setups: suite.setups } as never);
    });

    it("never crashes on a setup (checkSetups)", () => {
      checkSetups(engine, suite.validSetups, suite.setupCheck);
    });

    describe("setup reasons", () => {
      for (const reason of manifest.setupReasons.filter((r) => !Object.hasOwn(defensive.setupReasons, r)))
        it(`${reason}: the case it names`, () => {
          const c = suite.setupCases[reason];
          expect(c, `suite.setupCases has no case for "${reason}"`).toBeDefined();
          let thrown: unknown;
          try {
            engine.init(structuredClone(c!.setup));
          } catch (error) {
            thrown = error;
          }
          expect(isSetupError(thrown), `init accepted the case of "${reason}"`).toBe(true);
          const error = thrown as SetupError;
          expect([error.reason, error.pointer]).toEqual([reason, c!.at]);
        });

      it("has cases only for listed reasons", () => {
        expect(cases.filter((r) => !manifest.setupReasons.includes(r))).toEqual([]);
      });
    });

    describe("reason closure", () => {
      it("refusals: every reason reduce gives is listed, every listed one is given or defensive", () => {
        const seen = new Set<string>();
        const states: State[] = [];
        runKits(recording(engine, seen, new Set(), states), kits);
        // The kits' states, probed too: they hold positions random games rarely reach.
        const probedKits = probeStates(engine, manifest.refusals, states, {
          ...(suite.probes === undefined ? {} : { probes: suite.probes }),
        });
        for (const reason of probedKits) seen.add(reason);
        const probed = probeRefusals(engine, manifest.refusals, {
          setups: suite.setups,
          ...(suite.simulation?.actions === undefined ? {} : { actions: suite.simulation.actions as never }),
          ...(suite.probes === undefined ? {} : { probes: suite.probes }),
          ...suite.probing,
        });
        for (const reason of probed) seen.add(reason);
        expect(closureProblems(manifest.refusals, seen, defensive.refusals)).toEqual([]);
      });

      it("setup reasons: every reason init throws is listed, every listed one is thrown or defensive", () => {
        const seen = new Set<string>(cases);
        const recorder = recording(engine, new Set(), seen);
        runKits(recorder, kits);
        checkSetups(recorder, suite.validSetups, { numRuns: 200, seed: 28 });
        expect(closureProblems(manifest.setupReasons, seen, defensive.setupReasons)).toEqual([]);
      });

      it("RULES.md names every reason", () => {
        const rules = readFileSync(suite.rules, "utf8");
        const unnamed = [...manifest.refusals, ...manifest.setupReasons].filter(
          (r) => !rules.includes(`\`${r}\``),
        );
        expect(unnamed, "reasons RULES.md does not name (in backquotes)").toEqual([]);
      });
    });

    if (suite.nonInterference !== undefined) {
      const { atLeast, ...options } = suite.nonInterference;
      it("tells no seat what it may not know (checkNonInterference)", () => {
        const report = checkNonInterference(engine as never, { ...options, setups: suite.setups } as never);
        const least: Partial<NonInterferenceReport> = atLeast ?? { scrambled: 1, refusals: 1, events: 1 };
        for (const [what, n] of Object.entries(least))
          expect(report[what as keyof NonInterferenceReport], `${what} compared`).toBeGreaterThanOrEqual(n);
      });
    }

    const traces =
      suite.traces === undefined ? [] : Array.isArray(suite.traces) ? suite.traces : [suite.traces];
    for (const trace of traces as readonly TraceFile<Setup, State, Action>[])
      describeTraces(trace, () => engine);
  });
}

/** One `describe` per kit file, one test per scenario. */
function describeKit(file: string, kit: Kit, engineOf: () => AnyEngine): void {
  describe(`${relative(process.cwd(), file)}: ${kit.title}`, () => {
    it("is a kit for this engine", () => {
      expect(kit.engine).toBe(engineOf().id);
    });
    for (const scenario of kit.scenarios)
      it(scenario.id, (context) => {
        const result = runScenarioOn(engineImplementation(engineOf()), scenario);
        if (result.status === "unsupported")
          context.skip(`unsupported: the engine has no ${result.missing.join(", ")}`);
        else if (result.status === "failed")
          throw new Error(`${formatFailure(result)}\n    rule: ${scenario.rule}`);
      });
  });
}

/**
 * The golden traces: each game replays as recorded. With `GOLDEN=record` in the environment the
 * file is recorded again first, from the engine as it is now (README, Golden traces: only after
 * checking that the change in behaviour is the intended one).
 */
function describeTraces<Setup, State, Action>(
  traces: TraceFile<Setup, State, Action>,
  engineOf: () => AnyEngine,
): void {
  const shown = relative(process.cwd(), traces.file);
  describe(`golden traces (${shown})`, () => {
    let trace: Trace;
    beforeAll(() => {
      if (process.env.GOLDEN === "record" || !existsSync(traces.file)) {
        if (process.env.GOLDEN !== "record")
          throw new Error(`${shown} is missing: record it with GOLDEN=record`);
        const { file: _file, ...options } = traces;
        const made = recordTrace(engineOf(), {
          ...options,
          note: `${options.games} games of at most ${options.maxSteps} steps, fast-check seed ${options.seed}; recorded by describeEngine with GOLDEN=record`,
        });
        writeFileSync(traces.file, formatTrace(made));
      }
      trace = parseTraceText(readFileSync(traces.file, "utf8"), shown);
    });

    it("is this engine's, with every game recorded", () => {
      expect(trace.header.engine).toBe(engineOf().id);
      expect(trace.games.length).toBe(traces.games);
    });

    it("replays every recorded game identically: events, states, legal actions, what each seat is shown", () => {
      const mismatches = trace.games.flatMap((game) => {
        const m = replayGame(engineOf(), game);
        return m === null ? [] : [describeMismatch(shown, m)];
      });
      expect(mismatches.slice(0, 3), `${mismatches.length} of ${trace.games.length} games differ`).toEqual(
        [],
      );
    });
  });
}
