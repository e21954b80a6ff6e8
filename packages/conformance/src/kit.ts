import { compileSchema, type SchemaIssue } from "@core/engine";
import kitSchema from "./kit.schema.json";

/** What a step expects. Deep-partial matches: see {@link matchPartial}. */
export interface StepExpect {
  readonly events?: readonly unknown[];
  readonly eventsInclude?: readonly unknown[];
  readonly state?: unknown;
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
  readonly expect?: { readonly events?: readonly unknown[]; readonly state?: unknown };
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

/** The kit checker, compiled on first use (ajv compilation is not free). */
function kitCheck(): KitCheck {
  compiled ??= compileSchema<Kit>(kitSchema);
  return compiled;
}

/**
 * Validates parsed JSON as a kit: the schema, then unique scenario ids. Throws {@link KitError}
 * naming `file` and the JSON pointer of the first problem.
 */
export function parseKit(data: unknown, file: string): Kit {
  const result = kitCheck()(data);
  if (!result.ok) {
    const first = result.issues[0];
    const scenarioRule = result.issues.find((i) =>
      /must match (exactly one|a schema in anyOf)/.test(i.message),
    );
    const issue = scenarioRule ?? first;
    let problem = issue?.message ?? "is not a kit";
    if (issue?.message.includes("exactly one"))
      problem = 'a scenario needs exactly one of "setup" and "state"';
    if (issue?.message.includes("anyOf"))
      problem = 'a scenario must expect something (scenario "expect" or a step "expect")';
    throw new KitError(file, issue?.pointer ?? "", problem);
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
