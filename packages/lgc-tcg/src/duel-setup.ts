/**
 * `initDuel`: a duel on the bundled cards, its setup checked by a validator compiled ahead of time
 * (scripts/validators.mjs) that holds neither ajv nor the card schema, so that a client starting
 * duels from its own decks stays small (issue 18). Apart from setup.ts so that `init` does not
 * carry that validator either.
 */
import { assertSchema, schemaCheck } from "@core/engine";
import type { State } from "./model.js";
import { deal, type Setup } from "./setup.js";
import * as validators from "./setup-validators.generated.js";

/**
 * A setup on the bundled cards: no card definitions (`cards`) and no corpus of its own
 * (schema/duel-setup.schema.json).
 */
export type DuelSetup = Omit<Setup, "cards" | "corpus">;

const check = /* @__PURE__ */ schemaCheck<DuelSetup>(validators.duelSetup);

/**
 * `init` for a setup on the bundled cards, refusing `cards` and `corpus` (a `SetupError` at
 * their pointer): for any other setup, the same state as `init` and the same errors.
 */
export function initDuel(setup: DuelSetup): State {
  return deal(assertSchema(check, setup));
}
