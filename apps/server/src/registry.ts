/**
 * The engines the server hosts, by id: every multi-seat engine of the catalogue
 * (`@games/catalogue`), loaded once at start. The server names no game: what it needs beyond the
 * engine contract — the setup a creator gets by default, where the server's secret seed goes in
 * a setup (and what pins it, so that a logged match replays the same after an upgrade), and the
 * engine's standard clock — comes from each engine's manifest.
 */
import {
  type AnyEngine,
  type AnyManifest,
  type ClockSettings,
  isMultiSeat,
  loadEngine,
  type SeedSlot,
} from "@core/engine";
import { CATALOGUE } from "@games/catalogue";

/** What the server knows of one engine beyond its contract (from its manifest). */
export interface EngineEntry {
  readonly engine: AnyEngine;
  /** The setup of a match created without one. */
  readonly defaultSetup: unknown;
  /** Where the server's secret seed goes in a setup (and out, for a rematch); absent or null: the setup takes none. */
  readonly seed?: SeedSlot<unknown> | null;
  /** The clock of `clock: "standard"`; null: the engine has no clock. */
  readonly standardClock: ClockSettings | null;
  /** Take-backs allowed (the manifest's `takeBack`: nothing hidden, nothing drawn by chance). */
  readonly takeBack?: boolean;
}

/** The server's entry of an engine, from its manifest and the engine it loaded. */
export function entryOf(manifest: AnyManifest, engine: AnyEngine): EngineEntry {
  return {
    engine,
    defaultSetup: manifest.defaultSetup,
    seed: manifest.seed,
    standardClock: manifest.standardClock,
    takeBack: manifest.takeBack === true,
  };
}

/**
 * The engines a server hosts, by id: the multi-seat engines of `catalogue` (default: the
 * repository's), each loaded and checked against its manifest.
 */
export async function hostedEngines(
  catalogue: readonly AnyManifest[] = CATALOGUE,
): Promise<ReadonlyMap<string, EngineEntry>> {
  const hosted = catalogue.filter(isMultiSeat);
  const engines = await Promise.all(hosted.map(loadEngine));
  return new Map(
    hosted.map((manifest, i): [string, EngineEntry] => [
      manifest.id,
      entryOf(manifest, engines[i] as AnyEngine),
    ]),
  );
}

let loaded: Promise<ReadonlyMap<string, EngineEntry>> | undefined;

/** The repository's hosted engines ({@link hostedEngines} of the catalogue), loaded once. */
export function loadRegistry(): Promise<ReadonlyMap<string, EngineEntry>> {
  loaded ??= hostedEngines();
  return loaded;
}
