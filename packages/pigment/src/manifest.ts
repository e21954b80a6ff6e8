/**
 * `@engines/pigment/manifest`: Pigment declared for the tools that list, describe and test
 * engines, without loading it (`@core/engine`'s `EngineManifest`).
 * @packageDocumentation
 */
import type { EngineManifest } from "@core/engine/manifest";
import type { Action, Event, Setup, State } from "./game.js";
import { PIGMENT_REFUSALS } from "./refusals.js";
import { PIGMENT_SETUP_REASONS } from "./setup-reasons.js";

/** Pigment: a one-player puzzle (no seats, nothing hidden, no seed, no clock). */
export const manifest: EngineManifest<Setup, State, Action, Event> = {
  id: "pigment",
  package: "@engines/pigment",
  name: { en: "Pigment", fr: "Pigment" },
  summary: {
    en: "Roll a painted die across a 5×5 board; the face that lands down paints the cell.",
    fr: "Faites rouler un dé peint sur un plateau 5×5 : la face qui touche le sol peint la case.",
  },
  seats: { min: 1, max: 1 },
  hiddenInformation: false,
  refusals: PIGMENT_REFUSALS,
  setupReasons: PIGMENT_SETUP_REASONS,
  defaultSetup: { level: 1 },
  seed: null,
  standardClock: null,
  schemas: () => import("./schemas.js").then((m) => m.SCHEMAS),
  load: () => import("./engine.js").then((m) => m.engine),
};
