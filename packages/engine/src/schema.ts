import { Ajv2020, type ErrorObject } from "ajv/dist/2020.js";
import { SetupError } from "./setup-error.js";

/** One schema violation: where (JSON pointer) and what. */
export interface SchemaIssue {
  readonly pointer: string;
  readonly message: string;
}

/** A compiled JSON Schema check: the data's typed value, or every issue found. */
export type SchemaCheck<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly issues: readonly SchemaIssue[] };

function describe(error: ErrorObject): SchemaIssue {
  const params = error.params as Record<string, unknown>;
  let where = error.instancePath;
  let message = error.message ?? "is invalid";
  if (error.keyword === "required") where = `${where}/${String(params.missingProperty)}`;
  if (error.keyword === "additionalProperties") {
    where = `${where}/${String(params.additionalProperty)}`;
    message = "is not an allowed property";
  }
  if (error.keyword === "enum") message = `must be one of ${JSON.stringify(params.allowedValues)}`;
  if (error.keyword === "const") message = `must be ${JSON.stringify(params.allowedValue)}`;
  return { pointer: where, message };
}

/**
 * Compiles a JSON Schema (draft 2020-12) into a checker. `schemas` are extra schemas the main one
 * references by `$id`. Every error is reported (allErrors) with its JSON pointer.
 */
export function compileSchema<T>(
  schema: object,
  schemas: readonly object[] = [],
): (data: unknown) => SchemaCheck<T> {
  // Strict about unknown keywords and formats (typos in schemas), lenient about `required` or
  // `contains` inside anyOf/oneOf branches without a local `type`, a common 2020-12 idiom.
  const ajv = new Ajv2020({ allErrors: true, strict: true, strictRequired: false, strictTypes: false });
  for (const s of schemas) ajv.addSchema(s);
  const validate = ajv.compile(schema);
  return (data) => {
    if (validate(data)) return { ok: true, value: data as T };
    return { ok: false, issues: (validate.errors ?? []).map(describe) };
  };
}

/**
 * Checks `data` and returns it typed, or throws a {@link SetupError} naming `file` and the JSON
 * pointer of the first issue (the message lists all of them).
 */
export function assertSchema<T>(
  check: (data: unknown) => SchemaCheck<T>,
  data: unknown,
  file?: string,
  base = "",
): T {
  const result = check(data);
  if (result.ok) return result.value;
  const [first, ...rest] = result.issues;
  const more = rest.map((i) => `; ${base}${i.pointer || ""} ${i.message}`).join("");
  throw new SetupError(`${first?.message ?? "is invalid"}${more}`, `${base}${first?.pointer ?? ""}`, file);
}
