/**
 * Reason closure (issue 28): the reasons an engine gives — `rejected` events' reasons and
 * `SetupError` reasons — are exactly the ones its manifest lists, and each listed one is given
 * somewhere (a kit, a random probe, a setup case) or documented as defensive. A client that says
 * each reason in its own words then has words for every one, and none for a case that cannot be.
 */
import { type AnyEngine, isRecord } from "@core/engine";
import { fc, isSetupError } from "@core/engine/testing";
import type { KitFile } from "./node.js";
import { engineImplementation } from "./protocol.js";
import { applyChange, changeArb } from "./record.js";
import { runScenarioOn } from "./runner.js";

/** The first `rejected` event's reason of a transition's events, or undefined. */
export function refusalOf(events: readonly unknown[]): string | undefined {
  const first = events[0];
  return isRecord(first) && first.type === "rejected" && typeof first.reason === "string"
    ? first.reason
    : undefined;
}

/**
 * `engine` noting every refusal reason `reduce` gives (in `refusals`), every `SetupError` reason
 * `init` throws (in `setupReasons`) and, when given `states`, every state an accepted action is
 * given and makes.
 */
export function recording(
  engine: AnyEngine,
  refusals: Set<string>,
  setupReasons: Set<string>,
  states?: unknown[],
): AnyEngine {
  return {
    ...engine,
    init(setup: unknown) {
      try {
        return engine.init(setup);
      } catch (error) {
        if (isSetupError(error)) setupReasons.add(String((error as { reason?: unknown }).reason));
        throw error;
      }
    },
    reduce(state: unknown, action: unknown) {
      const t = engine.reduce(state, action);
      const reason = refusalOf(t.events);
      if (reason !== undefined) refusals.add(reason);
      else states?.push(state, t.state);
      return t;
    },
  };
}

/** Runs every scenario of `kits` against `engine` (results aside: the kits' own tests judge them). */
export function runKits(engine: AnyEngine, kits: readonly KitFile[]): void {
  const implementation = engineImplementation(engine);
  for (const { kit } of kits) for (const scenario of kit.scenarios) runScenarioOn(implementation, scenario);
}

/** What {@link probeRefusals} plays. */
export interface ProbeOptions<Setup, State> {
  readonly setups: fc.Arbitrary<Setup>;
  /** The actions random games choose among; default `engine.legalActions`. */
  readonly actions?: (state: State) => readonly unknown[];
  /** The engine's own probes of a state, besides changed legal actions. */
  readonly probes?: (state: State) => fc.Arbitrary<unknown>;
  readonly numRuns?: number;
  readonly maxSteps?: number;
  readonly seed?: number;
}

/**
 * Random games from `options.setups`, trying in each state a changed legal action (a field
 * replaced or removed, a seat's stamp, any JSON) and two of the engine's own `probes`. Throws
 * when a refusal names a reason not in `listed`; returns the reasons seen.
 */
export function probeRefusals<Setup, State>(
  engine: AnyEngine,
  listed: readonly string[],
  options: ProbeOptions<Setup, State>,
): Set<string> {
  const seen = new Set<string>();
  const actionsOf = (s: State): readonly unknown[] => options.actions?.(s) ?? engine.legalActions?.(s) ?? [];
  const step = fc.record({ choice: fc.nat(), change: changeArb, extra: fc.nat() });
  fc.assert(
    fc.property(
      options.setups,
      fc.array(step, { maxLength: options.maxSteps ?? 40 }),
      fc.nat(),
      (setup, plan, seed) => {
        let state = engine.init(setup) as State;
        for (const [k, { choice, change, extra }] of plan.entries()) {
          const legal = actionsOf(state);
          const tries = [applyChange(engine, state, legal[choice % Math.max(1, legal.length)], change)];
          if (options.probes !== undefined)
            tries.push(...fc.sample(options.probes(state), { seed: seed + k + extra, numRuns: 2 }));
          for (const action of tries) {
            const reason = refusalOf(engine.reduce(state, action).events);
            if (reason === undefined) continue;
            if (!listed.includes(reason))
              throw new Error(
                `reduce refused ${JSON.stringify(action)} with "${reason}", which is not listed`,
              );
            seen.add(reason);
          }
          if (legal.length === 0) break;
          state = engine.reduce(state, legal[choice % legal.length]).state as State;
        }
      },
    ),
    { numRuns: options.numRuns ?? 40, seed: options.seed ?? 28, includeErrorInReport: true },
  );
  return seen;
}

/**
 * Tries in each of `states` (a kit's scenarios go through states random games rarely reach) a
 * changed legal action and two of the engine's `probes`, as {@link probeRefusals} does in random
 * games. Throws on a reason not in `listed`; returns the reasons seen.
 */
export function probeStates<State>(
  engine: AnyEngine,
  listed: readonly string[],
  states: readonly State[],
  options: Pick<ProbeOptions<unknown, State>, "probes" | "seed">,
): Set<string> {
  const seen = new Set<string>();
  const plans = fc.sample(fc.record({ choice: fc.nat(), change: changeArb }), {
    seed: options.seed ?? 28,
    numRuns: Math.max(1, states.length),
  });
  states.forEach((state, k) => {
    const { choice, change } = plans[k % plans.length]!;
    const legal = engine.legalActions?.(state) ?? [];
    const tries = [applyChange(engine, state, legal[choice % Math.max(1, legal.length)], change)];
    if (options.probes !== undefined)
      tries.push(...fc.sample(options.probes(state), { seed: (options.seed ?? 28) + k, numRuns: 2 }));
    for (const action of tries) {
      const reason = refusalOf(engine.reduce(state, action).events);
      if (reason === undefined) continue;
      if (!listed.includes(reason))
        throw new Error(`reduce refused ${JSON.stringify(action)} with "${reason}", which is not listed`);
      seen.add(reason);
    }
  });
  return seen;
}

/**
 * What is wrong with one list of reasons, in words (none: closed): reasons given but not
 * listed; reasons listed, never given and not documented as defensive; defensive ones not
 * listed, without a reason why, or given all the same (then they are reachable).
 */
export function closureProblems(
  listed: readonly string[],
  seen: ReadonlySet<string>,
  defensive: Readonly<Record<string, string>>,
): string[] {
  const problems: string[] = [];
  for (const r of seen) if (!listed.includes(r)) problems.push(`"${r}" is given but not listed`);
  for (const r of listed)
    if (!seen.has(r) && !Object.hasOwn(defensive, r))
      problems.push(
        `"${r}" is listed but no kit, probe or case gives it: reach it, or document it as defensive`,
      );
  for (const [r, why] of Object.entries(defensive)) {
    if (!listed.includes(r)) problems.push(`"${r}" is documented as defensive but not listed`);
    if (why.trim().length < 10) problems.push(`"${r}" is documented as defensive without saying why`);
    if (seen.has(r)) problems.push(`"${r}" is documented as defensive but given: it is reachable`);
  }
  if (new Set(listed).size !== listed.length) problems.push("a reason is listed twice");
  return problems;
}
