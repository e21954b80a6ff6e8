/**
 * @core/engine: the contract every game engine implements and the manifest that declares it,
 * errors with JSON pointers, schema checks, a seeded JSON-state RNG and replay. The random-simulation harness is in
 * `@core/engine/testing`.
 * @packageDocumentation
 */

export { compileEngineSchema, compileSchema, SCHEMA_KINDS } from "./compile.js";
export {
  type AnyEngine,
  type Engine,
  type EngineBots,
  type EngineClock,
  isRecord,
  isRejected,
  type Json,
  oneOf,
  type Rejected,
  reject,
  SEAT_FIELD,
  type SeatProblem,
  SPECTATOR,
  seatProblem,
  senderOf,
  stampSeat,
  type Transition,
  unstamped,
} from "./contract.js";
export { deepFreeze, jsonClone, jsonEqual } from "./json.js";
export {
  type AnyManifest,
  type ClockSettings,
  ENGINE_ID_PATTERN,
  type EngineManifest,
  type EngineSchemas,
  isMultiSeat,
  type JsonSchema,
  type LocalizedText,
  loadEngine,
  manifestsById,
  type SchemaKind,
  type SeatRange,
  type SeedSlot,
} from "./manifest.js";
export { type ReplayResult, replay } from "./replay.js";
export { isRng, nextFloat, nextInt, nextUint32, pick, type Rng, seedRng, shuffle } from "./rng.js";
export {
  assertSchema,
  SCHEMA_REASON,
  type SchemaCheck,
  type SchemaError,
  type SchemaIssue,
  type SchemaValidator,
  type SchemaValidators,
  schemaCheck,
  schemaError,
} from "./schema.js";
export { pointer, pointerSegment, SetupError } from "./setup-error.js";
export {
  inconsistentState,
  STATE_REASONS,
  type StateIssue,
  type StateParse,
  type StateParserOptions,
  type StateReason,
  stateParser,
  tooDeep,
} from "./state.js";
