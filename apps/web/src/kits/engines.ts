import { type AnyEngine, loadEngine as loadFromManifest } from "@core/engine";
import { CATALOGUE, manifestOf } from "@games/catalogue";

/**
 * The engines the kit page runs: every engine of the catalogue, by the id each declares (kits
 * name their engine by `engine.id`, not by package name). Each is its own chunk (its manifest's
 * `load` imports the engine module alone, not the package's index), loaded when the first kit
 * naming it comes up.
 */
const loading = new Map<string, Promise<AnyEngine | undefined>>();

/**
 * The engine with this id, loaded once: undefined when no engine has it; rejects when its chunk
 * fails to load or does not match its manifest (another id, another `hiddenInformation`…).
 */
export function loadEngine(id: string): Promise<AnyEngine | undefined> {
  let engine = loading.get(id);
  if (engine === undefined) {
    const manifest = manifestOf(id);
    engine = manifest === undefined ? Promise.resolve(undefined) : loadFromManifest(manifest);
    loading.set(id, engine);
  }
  return engine;
}

/** Loads every engine; one that fails to load is reported, not fatal. */
export async function loadEngines(): Promise<{ engines: Map<string, AnyEngine>; errors: string[] }> {
  const engines = new Map<string, AnyEngine>();
  const errors: string[] = [];
  const ids = CATALOGUE.map((m) => m.id);
  const settled = await Promise.allSettled(ids.map(loadEngine));
  settled.forEach((s, i) => {
    if (s.status === "rejected") errors.push(String(s.reason));
    else if (s.value !== undefined) engines.set(ids[i] as string, s.value);
  });
  return { engines, errors };
}
