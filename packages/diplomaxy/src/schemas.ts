/** The engine's JSON Schemas, as its manifest loads them on demand. */
import type { EngineSchemas } from "@core/engine";
import setup from "@data/diplomaxy/game.schema.json";

/** Setup (a game file: map, players, units, options, turn-1 orders). */
export const SCHEMAS: EngineSchemas = { setup };
