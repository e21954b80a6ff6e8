/** The collection engine's JSON Schemas, as its manifest loads them on demand. */
import type { EngineSchemas } from "@core/engine";
import card from "@data/lgc-tcg/schema/card.schema.json";
import collection from "@data/lgc-tcg/schema/collection.schema.json";
import deck from "@data/lgc-tcg/schema/deck.schema.json";
import economy from "@data/lgc-tcg/schema/economy.schema.json";
import setup from "../../schema/collection-setup.schema.json";
import state from "../../schema/collection-state.schema.json";

/** Setup and state; the card, collection, deck and economy schemas they reference. */
export const SCHEMAS: EngineSchemas = { setup, state, references: [card, collection, deck, economy] };
