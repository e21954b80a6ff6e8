/**
 * `init`: any setup, card definitions and a corpus of its own included, checked against
 * setup.schema.json with ajv at run time (its validator compiled ahead of time would be larger
 * than ajv), then dealt. Apart from setup.ts so that `initDuel` carries neither (issue 18).
 */
import { assertSchema, compileSchema, type SchemaCheck } from "@core/engine";
import setupSchema from "../schema/setup.schema.json";
import { SCHEMAS } from "./data/schemas.js";
import type { State } from "./model.js";
import { deal, type Setup } from "./setup.js";

/** The setup JSON Schema (draft 2020-12); it references the data schemas by `$id`. */
export const SETUP_SCHEMA: object = setupSchema;

let check: ((data: unknown) => SchemaCheck<Setup>) | undefined;

function checker(): (data: unknown) => SchemaCheck<Setup> {
  check ??= compileSchema<Setup>(setupSchema, [
    SCHEMAS.card,
    SCHEMAS.deck,
    SCHEMAS.tokens,
    SCHEMAS.heroes,
    SCHEMAS.rules,
  ]);
  return check;
}

/**
 * Builds the first state of a duel. Throws a `SetupError` with a JSON pointer on any bad input:
 * the setup schema (sizes bounded there), then decks of at most `MAX_DECK` cards, known
 * cards, versions, tokens and hero power versions, one version of a card per duel, rules whose
 * opening hands fit the hand. The duel plays by the corpus's rules with the setup's over them,
 * stored in `state.rules` (§1).
 */
export function init(setup: Setup): State {
  return deal(assertSchema(checker(), setup));
}
