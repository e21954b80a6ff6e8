/**
 * Data files checked by validators compiled ahead of time (scripts/validators.mjs): the same
 * issues and JSON pointers as `checkSchema` (schemas.ts), without ajv, so that a page checking decks or
 * cards carries no schema compiler (issue 18).
 */
import { type SchemaValidators, schemaCheck } from "@core/engine";
import { schemaIssues } from "./issues.js";
import type { DataIssue } from "./types.js";

/** A check of one data format: its typed value, or every issue with `file` and JSON pointer. */
export type DataCheck<T> = (
  data: unknown,
  file?: string,
) => { readonly ok: true; readonly value: T } | { readonly ok: false; readonly issues: DataIssue[] };

/** The {@link DataCheck} of a schema's compiled validators. */
export function compiledCheck<T>(validators: SchemaValidators): DataCheck<T> {
  const check = schemaCheck<T>(validators);
  return (data, file) => {
    const result = check(data);
    return result.ok
      ? { ok: true, value: result.value }
      : { ok: false, issues: schemaIssues(result.issues, file) };
  };
}
