/**
 * @core/conformance: the conformance kit format (JSON Schema, parser), the deep-partial matcher,
 * the runner, and the requests an implementation answers (in this process, or in another one
 * through the `--exec` protocol). File-system loading is in `@core/conformance/node`, the
 * vitest adapter in `@core/conformance/vitest`, the adapter protocol client in
 * `@core/conformance/exec`, reports in `@core/conformance/report`.
 * @packageDocumentation
 */
export {
  type HiddenExpect,
  KIT_SCHEMA,
  type Kit,
  KitError,
  type LegalActionsExpect,
  parseKit,
  parseKitText,
  type Scenario,
  type ScenarioExpect,
  type SeatEventsExpect,
  type StateExpect,
  type Step,
  type StepExpect,
  type ViewExpect,
} from "./kit.js";
export {
  type Mismatch,
  matchIncluded,
  matchNone,
  matchPartial,
  matchSome,
  resolvePointer,
} from "./matcher.js";
export {
  type AsyncImplementation,
  type ErrorReply,
  engineImplementation,
  type Implementation,
  OPS,
  type Op,
  type Replies,
  type Reply,
  type Request,
  type SetupErrorReply,
  type StateReply,
} from "./protocol.js";
export {
  formatFailure,
  formatUnsupported,
  type KitResult,
  kitResult,
  requiredOps,
  runKit,
  runKitAsync,
  runScenario,
  runScenarioAsync,
  runScenarioOn,
  type ScenarioFailure,
  type ScenarioPass,
  type ScenarioResult,
  type ScenarioUnsupported,
} from "./runner.js";
