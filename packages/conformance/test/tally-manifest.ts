/**
 * The tally as a complete engine for `describeEngine`'s own tests: `init` refusing any bad setup
 * with a reason and a pointer, `parseState`, and a manifest listing its reasons.
 */
import {
  compileSchema,
  type Engine,
  type EngineManifest,
  isRecord,
  pointer,
  SetupError,
  stateParser,
} from "@core/engine";
import { type TallyAction, type TallyEvent, type TallySetup, type TallyState, tally } from "./tally.js";

const STATE_SCHEMA = {
  $schema: "https://json-schema.org/draft/2020-12/schema",
  type: "object",
  required: ["count", "limit", "phase"],
  additionalProperties: false,
  properties: {
    count: { type: "integer", minimum: 0, maximum: 100 },
    limit: { type: "integer", minimum: 1, maximum: 100 },
    phase: { enum: ["counting", "full"] },
    note: { type: "string", maxLength: 100 },
  },
} as const;

const SETUP_SCHEMA = {
  $schema: "https://json-schema.org/draft/2020-12/schema",
  type: "object",
  required: ["limit"],
  additionalProperties: false,
  properties: { limit: { type: "integer" }, note: { type: "string", maxLength: 100 } },
} as const;

/** `init`'s checks, each with its reason: `schema` for the shape, `bad-limit` for the limit. */
function init(setup: TallySetup): TallyState {
  if (!isRecord(setup)) throw new SetupError("a setup is an object", "", undefined, "schema");
  for (const key of Object.keys(setup))
    if (key !== "limit" && key !== "note")
      throw new SetupError("is not an allowed property", pointer(key), undefined, "schema");
  const { limit, note } = setup as { limit?: unknown; note?: unknown };
  if (!Number.isInteger(limit) || (limit as number) < 1 || (limit as number) > 100)
    throw new SetupError("limit must be an integer from 1 to 100", "/limit", undefined, "bad-limit");
  if (note !== undefined && (typeof note !== "string" || note.length > 100))
    throw new SetupError("a note is at most 100 characters", "/note", undefined, "schema");
  return tally.init({ limit: limit as number, ...(note === undefined ? {} : { note: note as string }) });
}

const parseState = stateParser(compileSchema<TallyState & { note?: string }>(STATE_SCHEMA), {
  consistent: (s) =>
    s.count > s.limit
      ? { pointer: "/count", message: "at most the limit" }
      : (s.count === s.limit) !== (s.phase === "full")
        ? { pointer: "/phase", message: "full exactly at the limit" }
        : null,
  // A kit's terse state: no note is the empty note.
  finish: (s) => ({ ...s, note: s.note ?? "" }),
});

/** The checked tally. */
export const checkedTally: Engine<TallySetup, TallyState, TallyAction, TallyEvent> = {
  ...tally,
  hiddenInformation: false,
  init,
  parseState,
};

/** Its manifest. */
export const tallyManifest: EngineManifest<TallySetup, TallyState, TallyAction, TallyEvent> = {
  id: "tally",
  package: "@test/tally",
  name: { en: "Tally", fr: "Compteur" },
  summary: { en: "Count up to a limit.", fr: "Compter jusqu'à une limite." },
  seats: { min: 1, max: 1 },
  hiddenInformation: false,
  refusals: ["invalid-action", "full"],
  setupReasons: ["schema", "bad-limit"],
  defaultSetup: { limit: 3 },
  seed: null,
  standardClock: null,
  schemas: async () => ({ setup: SETUP_SCHEMA, state: STATE_SCHEMA }),
  load: async () => checkedTally,
};
