/**
 * @core/conformance: the conformance kit format (JSON Schema, parser), the deep-partial matcher
 * and the runner. File-system loading is in `@core/conformance/node`, the vitest adapter in
 * `@core/conformance/vitest`.
 * @packageDocumentation
 */
export {
  KIT_SCHEMA,
  type Kit,
  KitError,
  parseKit,
  parseKitText,
  type Scenario,
  type Step,
  type StepExpect,
} from "./kit.js";
export { type Mismatch, matchIncluded, matchPartial } from "./matcher.js";
export {
  formatFailure,
  type KitResult,
  runKit,
  runScenario,
  type ScenarioFailure,
  type ScenarioResult,
} from "./runner.js";
