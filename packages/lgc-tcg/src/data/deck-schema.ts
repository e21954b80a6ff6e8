/** Deck files checked against `deck.schema.json` by a validator compiled ahead of time. */
import { compiledCheck, type DataCheck } from "./compiled-check.js";
import type { Deck } from "./types.js";
import * as validators from "./validators.generated.js";

/** Checks `data` against the deck schema: the deck, or every issue with `file` and JSON pointer. */
export const checkDeckSchema: DataCheck<Deck> = /* @__PURE__ */ compiledCheck<Deck>(validators.deck);
