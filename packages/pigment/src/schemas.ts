/** The engine's JSON Schemas, as its manifest loads them on demand. */
import type { EngineSchemas } from "@core/engine";
import level from "@data/pigment/level.schema.json";
import setup from "@data/pigment/setup.schema.json";

/** Setup (a level number or a level object, which references the level schema). */
export const SCHEMAS: EngineSchemas = { setup, references: [level] };
