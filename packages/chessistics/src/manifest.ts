/**
 * `@engines/chessistics/manifest`: Chessistics declared for the tools that list, describe and
 * test engines, without loading it (`@core/engine`'s `EngineManifest`).
 * @packageDocumentation
 */
import type { EngineManifest } from "@core/engine/manifest";
import type { Setup } from "./levels.js";
import { CHESSISTICS_REFUSALS } from "./refusals.js";
import { CHESSISTICS_SETUP_REASONS } from "./setup-reasons.js";
import type { Action, Event, State } from "./types.js";

/** Chessistics: a one-player puzzle (no seats, nothing hidden, no seed, no clock). */
export const manifest: EngineManifest<Setup, State, Action, Event> = {
  id: "chessistics",
  package: "@engines/chessistics",
  name: { en: "Chessistics", fr: "Chessistics" },
  summary: {
    en: "Logistics on a chessboard: each piece is one link that carries wood and stone.",
    fr: "De la logistique sur un échiquier : chaque pièce est un maillon qui porte bois et pierre.",
  },
  seats: { min: 1, max: 1 },
  hiddenInformation: false,
  refusals: CHESSISTICS_REFUSALS,
  setupReasons: CHESSISTICS_SETUP_REASONS,
  defaultSetup: { level: 1 },
  seed: null,
  standardClock: null,
  schemas: () => import("./schemas.js").then((m) => m.SCHEMAS),
  load: () => import("./engine.js").then((m) => m.engine),
};
