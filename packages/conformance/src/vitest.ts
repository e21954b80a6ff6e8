/**
 * `@core/conformance/vitest`: turns every scenario of the kits under some paths into a vitest test
 * (`describeKits`), and the one suite every engine runs (`describeEngine`) with its golden traces.
 * @packageDocumentation
 */
import { relative } from "node:path";
import type { AnyEngine } from "@core/engine";
import { describe, it } from "vitest";
import { loadKits } from "./node.js";
import { engineImplementation } from "./protocol.js";
import { formatFailure, runScenarioOn } from "./runner.js";

export {
  closureProblems,
  type ProbeOptions,
  probeRefusals,
  probeStates,
  recording,
  refusalOf,
  runKits,
} from "./closure.js";
export {
  describeEngine,
  type EngineSuite,
  type SetupCase,
  type SuiteManifest,
  type TraceFile,
} from "./engine-suite.js";
export { applyChange, type Change, changeArb, type RecordOptions, recordTrace } from "./record.js";
export {
  formatTrace,
  hashJson,
  parseTraceText,
  replayGame,
  seenAfter,
  TRACE_FORMAT,
  type Trace,
  TraceError,
  type TraceGame,
  type TraceHeader,
  type TraceMismatch,
  type TraceStep,
} from "./trace.js";

/**
 * Declares one `describe` per kit file under `paths` (files or directories) and one `it` per
 * scenario, run against `engine`. A kit for another engine id fails loudly, as does an empty set.
 * A scenario needing an operation the engine lacks (`legalActions`, `view`, `viewEvents`) is
 * skipped with a note saying which, as `conformance` reports it "unsupported".
 */
export function describeKits(engine: AnyEngine, ...paths: string[]): void {
  const kits = loadKits(paths);
  if (kits.length === 0) throw new Error(`no *.kit.json under ${paths.join(", ")}`);
  const implementation = engineImplementation(engine);
  for (const { file, kit } of kits) {
    describe(`${relative(process.cwd(), file)}: ${kit.title}`, () => {
      it("is a kit for this engine", () => {
        if (kit.engine !== engine.id)
          throw new Error(`kit is for engine "${kit.engine}", not "${engine.id}"`);
      });
      for (const scenario of kit.scenarios) {
        it(scenario.id, (context) => {
          const result = runScenarioOn(implementation, scenario);
          if (result.status === "unsupported") {
            context.skip(`unsupported: the engine has no ${result.missing.join(", ")}`);
          } else if (result.status === "failed") {
            throw new Error(`${formatFailure(result)}\n    rule: ${scenario.rule}`);
          }
        });
      }
    });
  }
}
