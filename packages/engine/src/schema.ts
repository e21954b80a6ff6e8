import { pointerSegment, SetupError } from "./setup-error.js";

/** One schema violation: where (JSON pointer) and what. */
export interface SchemaIssue {
  readonly pointer: string;
  readonly message: string;
}

/** A compiled JSON Schema check: the data's typed value, or every issue found. */
export type SchemaCheck<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly issues: readonly SchemaIssue[] };

/** An ajv error, as far as {@link SchemaIssue}s need it (ajv's `ErrorObject`, verbose mode). */
export interface SchemaError {
  readonly keyword: string;
  readonly instancePath: string;
  readonly params: object;
  readonly message?: string;
  readonly schema?: unknown;
}

/** A validation function as ajv compiles it, at run time or ahead of time (standalone code). */
export interface SchemaValidator {
  (data: unknown): boolean;
  errors?: readonly SchemaError[] | null;
}

/**
 * The two validators of one schema: `first` stops at the first error, `every` (ajv's all-errors
 * mode) lists them all. Made by {@link compileSchema} at run time, or ahead of time by
 * `scripts/validators.mjs` (ajv standalone code, so that a bundle carries no ajv).
 */
export interface SchemaValidators {
  readonly first: SchemaValidator;
  /** Made on first use: at run time, compiling it costs as much as `first`. */
  readonly every: () => SchemaValidator;
}

function describe(error: SchemaError): SchemaIssue {
  const params = error.params as Record<string, unknown>;
  let where = error.instancePath;
  let message = error.message ?? "is invalid";
  // ajv gives the property name raw: escape it ("a/b" is one segment, "a~1b").
  if (error.keyword === "required") where = `${where}/${pointerSegment(String(params.missingProperty))}`;
  if (error.keyword === "additionalProperties") {
    where = `${where}/${pointerSegment(String(params.additionalProperty))}`;
    message = "is not an allowed property";
  }
  if (error.keyword === "enum") message = `must be one of ${JSON.stringify(params.allowedValues)}`;
  if (error.keyword === "const") message = `must be ${JSON.stringify(params.allowedValue)}`;
  const excluded = (error.schema as { enum?: unknown } | undefined)?.enum;
  if (error.keyword === "not" && Array.isArray(excluded))
    message = `must not be one of ${JSON.stringify(excluded)}`;
  return { pointer: where, message };
}

/**
 * Values (of any depth) a document may hold for a failed check to list every issue. ajv's
 * all-errors mode is quadratic in the number of errors (100,000 bad items take most of a minute),
 * so a bigger document gets only its first issue.
 */
const ALL_ISSUES_UP_TO = 10_000;

/** True when `data` holds at most `limit` values (counted without recursion, stopping early). */
function atMostValues(data: unknown, limit: number): boolean {
  const stack: unknown[] = [data];
  let count = 0;
  while (stack.length > 0) {
    const value = stack.pop();
    if (++count > limit) return false;
    if (typeof value === "object" && value !== null) {
      const children = Array.isArray(value) ? value : Object.values(value);
      if (children.length > limit) return false;
      stack.push(...children);
    }
  }
  return true;
}

/**
 * A checker from a schema's two validators. A valid document costs one pass that stops at the
 * first error; an invalid one gets every issue with its JSON pointer (only the first when it holds
 * more than 10,000 values, so that checking stays linear in its size).
 */
export function schemaCheck<T>(validators: SchemaValidators): (data: unknown) => SchemaCheck<T> {
  const { first } = validators;
  let every: SchemaValidator | undefined;
  return (data) => {
    if (first(data)) return { ok: true, value: data as T };
    let errors = first.errors;
    if (atMostValues(data, ALL_ISSUES_UP_TO)) {
      every ??= validators.every();
      every(data);
      errors = every.errors;
    }
    return { ok: false, issues: (errors ?? []).map(describe) };
  };
}

/** Issues named in a {@link SetupError}'s message; the rest are counted. */
const MAX_LISTED = 10;

/** The `reason` of a {@link SetupError} thrown by {@link assertSchema}: the schema refuses the value. */
export const SCHEMA_REASON = "schema";

/**
 * The {@link SetupError} (reason {@link SCHEMA_REASON}) of a failed check: the JSON pointer of the
 * first issue (prefixed by `base`), `file` when known; the message lists the first ten issues and
 * counts the others.
 */
export function schemaError(issues: readonly SchemaIssue[], file?: string, base = ""): SetupError {
  const [first, ...rest] = issues;
  // A huge invalid list can give one issue per item: name the first few, count the others.
  const shown = rest.slice(0, MAX_LISTED - 1);
  const more = shown.map((i) => `; ${base}${i.pointer || ""} ${i.message}`).join("");
  const others = rest.length > shown.length ? `; and ${rest.length - shown.length} more` : "";
  return new SetupError(
    `${first?.message ?? "is invalid"}${more}${others}`,
    `${base}${first?.pointer ?? ""}`,
    file,
    SCHEMA_REASON,
  );
}

/**
 * Checks `data` and returns it typed, or throws a {@link SetupError} (reason
 * {@link SCHEMA_REASON}) naming `file` and the JSON pointer of the first issue (the message lists
 * the first ten and counts the others).
 */
export function assertSchema<T>(
  check: (data: unknown) => SchemaCheck<T>,
  data: unknown,
  file?: string,
  base = "",
): T {
  const result = check(data);
  if (result.ok) return result.value;
  throw schemaError(result.issues, file, base);
}
