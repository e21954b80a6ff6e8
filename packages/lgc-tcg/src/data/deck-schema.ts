/**
 * Deck files checked against `deck.schema.json` by a validator compiled ahead of time
 * (scripts/validators.mjs): the same issues and JSON pointers as {@link checkSchema}`("deck")`,
 * without ajv, so that the deck builder page carries no schema compiler (issue 18).
 */
import { schemaCheck } from "@core/engine";
import { schemaIssues } from "./issues.js";
import type { DataIssue, Deck } from "./types.js";
import * as validators from "./validators.generated.js";

const check = schemaCheck<Deck>(validators.deck);

/** Checks `data` against the deck schema: the deck, or every issue with `file` and JSON pointer. */
export function checkDeckSchema(
  data: unknown,
  file?: string,
): { readonly ok: true; readonly value: Deck } | { readonly ok: false; readonly issues: DataIssue[] } {
  const result = check(data);
  return result.ok
    ? { ok: true, value: result.value }
    : { ok: false, issues: schemaIssues(result.issues, file) };
}
