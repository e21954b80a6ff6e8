import { type SchemaIssue, schemaCheck } from "@core/engine";
import kitSchema from "./kit.schema.json";
import * as validators from "./validators.generated.js";

/**
 * What `legalActions(state)` must give (format 1.1): exactly `count` actions; each of `includes`
 * deep-partially matches some legal action (any order); none matches any of `excludes`.
 */
export interface LegalActionsExpect {
  readonly count?: number;
  readonly includes?: readonly unknown[];
  readonly excludes?: readonly unknown[];
}

/** `view(state, seat)` must deep-partially match `match` (format 1.1). */
export interface ViewExpect {
  readonly seat: string;
  readonly match: unknown;
}

/** Each JSON pointer of `paths` must be absent from `view(state, seat)` (format 1.1). */
export interface HiddenExpect {
  readonly seat: string;
  readonly paths: readonly string[];
}

/**
 * One seat's account of a step (format 1.2): `viewEvents(events, seat, state)`, the step's events
 * as `seat` receives them, must match `events` exactly as a step's `events` do (same length and
 * order, each deep-partial), and each JSON pointer of `hidden` must be absent from that list.
 */
export interface SeatEventsExpect {
  readonly seat: string;
  readonly events: readonly unknown[];
  readonly hidden?: readonly string[];
}

/** What can be checked after a step or after the last step. Deep-partial matches: see {@link matchPartial}. */
export interface StateExpect {
  readonly state?: unknown;
  readonly legalActions?: LegalActionsExpect;
  /** One seat's view, or several. */
  readonly view?: ViewExpect | readonly ViewExpect[];
  /** One seat's hidden paths, or several seats'. */
  readonly hidden?: HiddenExpect | readonly HiddenExpect[];
}

/** What a step expects. */
export interface StepExpect extends StateExpect {
  readonly events?: readonly unknown[];
  readonly eventsInclude?: readonly unknown[];
  /** One seat's filtered events of the step, or several seats' (format 1.2). */
  readonly seatEvents?: SeatEventsExpect | readonly SeatEventsExpect[];
}

/** What a scenario expects at its end, or that its setup is refused. */
export interface ScenarioExpect extends StateExpect {
  /** All steps' events concatenated. */
  readonly events?: readonly unknown[];
  /** `init` must throw a `SetupError`, at `pointer` when given (format 1.1). Alone, with `setup`. */
  readonly setupError?: { readonly pointer?: string };
}

/** One action and what it must produce. */
export interface Step {
  readonly action: unknown;
  readonly description?: string;
  readonly expect?: StepExpect;
}

/** One scenario: a start (setup or full state), steps, and expectations. */
export interface Scenario {
  readonly id: string;
  readonly rule: string;
  readonly description: string;
  readonly setup?: unknown;
  readonly state?: unknown;
  readonly steps?: readonly Step[];
  readonly expect?: ScenarioExpect;
}

/** A conformance kit, as in `conformance/kit.schema.json`. */
export interface Kit {
  readonly engine: string;
  readonly title: string;
  readonly source: string;
  readonly description?: string;
  readonly scenarios: readonly Scenario[];
}

/** A kit that could not be read: the file, the JSON pointer of the problem, and what it is. */
export class KitError extends Error {
  override readonly name = "KitError";
  constructor(
    readonly file: string,
    readonly pointer: string,
    readonly problem: string,
  ) {
    super(`${file}: ${pointer === "" ? "(root)" : pointer}: ${problem}`);
  }
}

/** The kit JSON Schema (draft 2020-12). */
export const KIT_SCHEMA: object = kitSchema;

type KitCheck = (data: unknown) => { ok: true; value: Kit } | { ok: false; issues: readonly SchemaIssue[] };
let compiled: KitCheck | undefined;

/** The kit checker (validators compiled ahead of time: scripts/validators.mjs). */
function kitCheck(): KitCheck {
  compiled ??= schemaCheck<Kit>(validators.kit);
  return compiled;
}

/** Scenario-level rules whose raw ajv wording would puzzle a kit author, in plain words. */
const SCENARIO_RULES: readonly [RegExp, string][] = [
  [/must match exactly one schema in oneOf/, 'a scenario needs exactly one of "setup" and "state"'],
  [/must match a schema in anyOf/, 'a scenario must expect something (scenario "expect" or a step "expect")'],
  [
    /must match "then" schema/,
    'a scenario expecting "setupError" starts from "setup", has no steps and expects nothing else',
  ],
];

/** The issue to report: a scenario-level rule when one is broken, else the first issue. */
function explain(issues: readonly SchemaIssue[]): { pointer: string; problem: string } {
  for (const [pattern, problem] of SCENARIO_RULES) {
    const issue = issues.find((i) => /^\/scenarios\/\d+$/.test(i.pointer) && pattern.test(i.message));
    if (issue !== undefined) return { pointer: issue.pointer, problem };
  }
  const end = issues.find((i) => /^\/scenarios\/\d+\/expect\/seatEvents$/.test(i.pointer));
  if (end !== undefined) {
    // A seat's events are a step's (viewEvents filters one step's events with the state after it).
    return {
      pointer: end.pointer,
      problem: '"seatEvents" is a step expectation: put it in the step it checks',
    };
  }
  const first = issues[0];
  return { pointer: first?.pointer ?? "", problem: first?.message ?? "is not a kit" };
}

/**
 * Validates parsed JSON as a kit: the schema, then unique scenario ids. Throws {@link KitError}
 * naming `file` and the JSON pointer of the first problem.
 */
export function parseKit(data: unknown, file: string): Kit {
  const result = kitCheck()(data);
  if (!result.ok) {
    const { pointer, problem } = explain(result.issues);
    throw new KitError(file, pointer, problem);
  }
  const seen = new Map<string, number>();
  result.value.scenarios.forEach((s, i) => {
    const earlier = seen.get(s.id);
    if (earlier !== undefined) {
      throw new KitError(
        file,
        `/scenarios/${i}/id`,
        `duplicate scenario id "${s.id}" (first at /scenarios/${earlier})`,
      );
    }
    seen.set(s.id, i);
  });
  return result.value;
}

/** Parses kit text (JSON) and validates it; a JSON syntax error is a {@link KitError} too. */
export function parseKitText(text: string, file: string): Kit {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new KitError(file, "", `not valid JSON: ${(error as Error).message}`);
  }
  return parseKit(data, file);
}
