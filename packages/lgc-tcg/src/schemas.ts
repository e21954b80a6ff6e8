/** The duel's JSON Schemas, as its manifest loads them on demand. */
import type { EngineSchemas } from "@core/engine";
import card from "@data/lgc-tcg/schema/card.schema.json";
import deck from "@data/lgc-tcg/schema/deck.schema.json";
import heroes from "@data/lgc-tcg/schema/heroes.schema.json";
import rules from "@data/lgc-tcg/schema/rules.schema.json";
import tokens from "@data/lgc-tcg/schema/tokens.schema.json";
import setup from "../schema/setup.schema.json";
import state from "../schema/state.schema.json";

/** Setup and state; the card, deck, hero, rules and token schemas they reference. */
export const SCHEMAS: EngineSchemas = { setup, state, references: [card, deck, heroes, rules, tokens] };
