/**
 * `@engines/diplomaxy/manifest`: Diplomaxy declared for the tools that list, host and test
 * engines, without loading it (`@core/engine`'s `EngineManifest`).
 * @packageDocumentation
 */
import type { EngineManifest } from "@core/engine/manifest";
import duel from "@data/diplomaxy/maps/duel.json";
import { DIPLOMAXY_REFUSALS } from "./refusals.js";
import { DIPLOMAXY_SETUP_REASONS } from "./setup-reasons.js";
import type { Action, Event, Setup, State } from "./types.js";

/** Diplomaxy: its players are its seats (2 to 64), orders and fog hidden, no seed; a turn clock. */
export const manifest: EngineManifest<Setup, State, Action, Event> = {
  id: "diplomaxy",
  package: "@engines/diplomaxy",
  name: { en: "Diplomaxy", fr: "Diplomaxy" },
  summary: {
    en: "Simultaneous secret orders on a galaxy map, with per-planet combat reports.",
    fr: "Des ordres secrets et simultanés sur une carte galactique, avec un rapport par planète.",
  },
  seats: { min: 2, max: 64 },
  hiddenInformation: true,
  refusals: DIPLOMAXY_REFUSALS,
  setupReasons: DIPLOMAXY_SETUP_REASONS,
  // The two-player map: a match created without a setup.
  defaultSetup: duel as unknown as Setup,
  seed: null,
  // A day per turn: orders are written between sessions; when it passes, the turn resolves.
  standardClock: { turnMs: 24 * 3_600_000 },
  schemas: () => import("./schemas.js").then((m) => m.SCHEMAS),
  load: () => import("./engine.js").then((m) => m.engine),
};
