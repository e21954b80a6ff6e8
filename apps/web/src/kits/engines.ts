import type { AnyEngine } from "@core/engine";

/**
 * The engines the kit page runs, each in its own chunk. Kits name their engine by `engine.id`, so
 * the map is keyed by the id each engine declares, not by package name.
 */
const LOADERS: readonly (() => Promise<AnyEngine>)[] = [
  () => import("@engines/pigment").then((m) => m.engine),
  () => import("@engines/chessistics").then((m) => m.engine),
  () => import("@engines/shing-shang").then((m) => m.engine),
  () => import("@engines/diplomaxy").then((m) => m.engine),
  () => import("@engines/lgc-tcg").then((m) => m.engine),
  () => import("@engines/lgc-tcg").then((m) => m.collectionEngine),
];

/** Loads every engine; one that fails to load is reported, not fatal. */
export async function loadEngines(): Promise<{ engines: Map<string, AnyEngine>; errors: string[] }> {
  const engines = new Map<string, AnyEngine>();
  const errors: string[] = [];
  const settled = await Promise.allSettled(LOADERS.map((load) => load()));
  for (const s of settled) {
    if (s.status === "rejected") errors.push(String(s.reason));
    else if (s.value && typeof s.value.id === "string") engines.set(s.value.id, s.value);
  }
  return { engines, errors };
}
