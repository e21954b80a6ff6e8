import { type AnyEngine, loadEngine } from "@core/engine";
import { CATALOGUE } from "@games/catalogue";

/** The ids of the bundled engines (the `engine` field of their kits), known without loading them. */
export const ENGINE_IDS: readonly string[] = CATALOGUE.map((m) => m.id);

/**
 * The bundled engines (every engine of `@games/catalogue`) by id, loaded on first use:
 * `conformance --help` and `--exec` runs never pay for loading the engines and their data.
 */
export async function loadEngines(): Promise<ReadonlyMap<string, AnyEngine>> {
  const engines = await Promise.all(CATALOGUE.map(loadEngine));
  return new Map(engines.map((engine): [string, AnyEngine] => [engine.id, engine]));
}
