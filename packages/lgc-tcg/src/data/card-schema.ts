/**
 * Card files checked against `card.schema.json` by a validator compiled ahead of time, apart from
 * the deck's (deck-schema.ts): the card schema compiles to much more code, which only pages that
 * check cards load.
 */
import * as validators from "./card-validators.generated.js";
import { compiledCheck, type DataCheck } from "./compiled-check.js";
import type { Card } from "./types.js";

/** Checks `data` against the card schema: the card, or every issue with `file` and JSON pointer. */
export const checkCardSchema: DataCheck<Card> = /* @__PURE__ */ compiledCheck<Card>(validators.card);
