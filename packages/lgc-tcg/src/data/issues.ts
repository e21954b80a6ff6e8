/**
 * Data issues ({@link DataIssue}): how every check of the data library words what it finds, and
 * schema check results turned into them. Apart from schemas.ts (ajv at run time) so that checks
 * compiled ahead of time and the reference checks carry no schema compiler (issue 18).
 */
import type { SchemaIssue } from "@core/engine";
import type { DataIssue } from "./types.js";

/** A schema check's issues as {@link DataIssue}s naming `file`, without ajv's branch summaries and repeats. */
export function schemaIssues(issues: readonly SchemaIssue[], file: string | undefined): DataIssue[] {
  const relevant = issues.filter((i) => !BRANCH_NOISE.test(i.message));
  return dedupe(relevant.map((i) => issue("error", "schema", file, i.pointer, i.message)));
}

/** Builds a {@link DataIssue}. */
export function issue(
  severity: DataIssue["severity"],
  code: string,
  file: string | undefined,
  pointer: string,
  message: string,
): DataIssue {
  return file === undefined
    ? { severity, code, pointer, message }
    : { severity, code, file, pointer, message };
}

// ajv adds a summary error for each failed if/then; the failure itself is reported beside it.
const BRANCH_NOISE = /^must match "(then|else)" schema$/;

// if/then and oneOf branches can report the same problem twice; keep one of each.
function dedupe(issues: readonly DataIssue[]): DataIssue[] {
  const seen = new Set<string>();
  return issues.filter((i) => {
    const key = `${i.pointer}\u0000${i.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
