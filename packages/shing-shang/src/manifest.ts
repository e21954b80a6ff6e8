/**
 * `@engines/shing-shang/manifest`: Shing Shang declared for the tools that list, host and test
 * engines, without loading it (`@core/engine`'s `EngineManifest`).
 * @packageDocumentation
 */
import type { EngineManifest } from "@core/engine/manifest";
import { SHING_SHANG_REFUSALS } from "./refusals.js";
import { SHING_SHANG_SETUP_REASONS } from "./setup-reasons.js";
import type { Action, Event, Setup, State } from "./types.js";

/** Shing Shang: two seats (red, blue), nothing hidden, no seed; a move clock. */
export const manifest: EngineManifest<Setup, State, Action, Event> = {
  id: "shing-shang",
  package: "@engines/shing-shang",
  name: { en: "Shing Shang", fr: "Shing Shang" },
  summary: {
    en: "Two armies of Bushis jump in chains; bring a dragon to the enemy portal.",
    fr: "Deux armées de Bushis sautent en chaîne : menez un dragon au portail adverse.",
  },
  seats: { min: 2, max: 2 },
  hiddenInformation: false,
  refusals: SHING_SHANG_REFUSALS,
  setupReasons: SHING_SHANG_SETUP_REASONS,
  defaultSetup: {},
  seed: null,
  // A minute per move (every action, an extra one too, restarts the mover's clock).
  standardClock: { turnMs: 60_000 },
  // Nothing hidden, no chance: a move taken back reveals nothing.
  takeBack: true,
  schemas: () => import("./schemas.js").then((m) => m.SCHEMAS),
  load: () => import("./engine.js").then((m) => m.engine),
};
