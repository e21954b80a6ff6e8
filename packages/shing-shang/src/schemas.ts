/** The engine's JSON Schemas, as its manifest loads them on demand. */
import type { EngineSchemas } from "@core/engine";
import setup from "@data/shing-shang/setup.schema.json";

/** Setup (the standard position, or a position of one's own, and the draw rule's plies). */
export const SCHEMAS: EngineSchemas = { setup };
