/**
 * Input states: a state an engine did not make itself (a conformance kit's, a saved game, a
 * position written by hand) is parsed before anything reduces it. `parseState` answers the state
 * or an error value — never a throw — whose JSON pointer names the offending value.
 */
import { type SchemaCheck, type SchemaIssue, schemaError } from "./schema.js";
import { pointerSegment, SetupError } from "./setup-error.js";

/**
 * Why an input state is refused, the `reason` of its {@link SetupError}: `schema`, the engine's
 * state schema refuses it; `inconsistent`, it has the schema's shape but its parts contradict each
 * other (a repeated id, a reference to nothing, a count out of step with a list) in a way `reduce`
 * is not built for.
 */
export const STATE_REASONS = ["schema", "inconsistent"] as const;

/** One of {@link STATE_REASONS}. */
export type StateReason = (typeof STATE_REASONS)[number];

/** What `parseState` answers: the state, ready for `reduce`, or why it is refused. */
export type StateParse<State> =
  | { readonly ok: true; readonly state: State }
  | { readonly ok: false; readonly error: SetupError };

/** A state's problem that its schema cannot see: where (JSON pointer) and what. */
export type StateIssue = SchemaIssue;

/** The refusal of an inconsistent state: `issue` as a {@link SetupError} (reason `inconsistent`). */
export function inconsistentState(issue: StateIssue): { readonly ok: false; readonly error: SetupError } {
  return { ok: false, error: new SetupError(issue.message, issue.pointer, undefined, "inconsistent") };
}

/**
 * The JSON pointer of the first value nested deeper than `limit` arrays and objects in `value`
 * (the root is at depth 0), or null. Iterative, so that no input can exhaust the stack; it walks
 * the whole value, so it is for the states of recursive schemas, whose compiled check recurses as
 * deep as the data does.
 */
export function tooDeep(value: unknown, limit: number): string | null {
  const stack: { readonly value: unknown; readonly at: string; readonly depth: number }[] = [
    { value, at: "", depth: 0 },
  ];
  while (stack.length > 0) {
    const { value: v, at, depth } = stack.pop()!;
    if (typeof v !== "object" || v === null) continue;
    if (depth >= limit) return at;
    for (const [key, child] of Object.entries(v))
      if (typeof child === "object" && child !== null)
        stack.push({ value: child, at: `${at}/${pointerSegment(key)}`, depth: depth + 1 });
  }
  return null;
}

/** Options of {@link stateParser}. */
export interface StateParserOptions<State> {
  /**
   * What a schema cannot say: the first contradiction in a state the schema accepts, or null.
   * The schema comes first, so it may rely on the shape.
   */
  readonly consistent?: (state: State) => StateIssue | null;
  /** The state as `reduce` takes it (defaults filled in). Default: the input itself. */
  readonly finish?: (state: State) => State;
  /**
   * For a recursive state schema: the deepest nesting of arrays and objects accepted, checked
   * before the schema (see {@link tooDeep}). Default: none.
   */
  readonly maxDepth?: number;
}

/**
 * A `parseState` from a state schema's compiled check and the options above. Never throws on any
 * input: what the schema refuses is an error of reason `schema`, a contradiction one of reason
 * `inconsistent`.
 */
export function stateParser<State>(
  check: (data: unknown) => SchemaCheck<State>,
  options: StateParserOptions<State> = {},
): (input: unknown) => StateParse<State> {
  const { consistent, finish, maxDepth } = options;
  return (input) => {
    const deep = maxDepth === undefined ? null : tooDeep(input, maxDepth);
    if (deep !== null)
      return {
        ok: false,
        error: schemaError([{ pointer: deep, message: `is nested deeper than ${maxDepth} levels` }]),
      };
    const checked = check(input);
    if (!checked.ok) return { ok: false, error: schemaError(checked.issues) };
    const issue = consistent?.(checked.value) ?? null;
    if (issue !== null) return inconsistentState(issue);
    return { ok: true, state: finish === undefined ? checked.value : finish(checked.value) };
  };
}
