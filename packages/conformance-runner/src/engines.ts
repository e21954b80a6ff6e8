import type { AnyEngine } from "@core/engine";

/** The ids of the bundled engines (the `engine` field of their kits), known without loading them. */
export const ENGINE_IDS: readonly string[] = [
  "pigment",
  "chessistics",
  "shing-shang",
  "diplomaxy",
  "lgc-tcg",
  "lgc-tcg-collection",
];

/**
 * The bundled engines by id, loaded on first use: `conformance --help` and `--exec` runs never
 * pay for loading six engines and their data.
 */
export async function loadEngines(): Promise<ReadonlyMap<string, AnyEngine>> {
  const modules = await Promise.all([
    import("@engines/pigment"),
    import("@engines/chessistics"),
    import("@engines/shing-shang"),
    import("@engines/diplomaxy"),
    import("@engines/lgc-tcg"),
  ]);
  const engines = new Map(modules.map((m): [string, AnyEngine] => [m.engine.id, m.engine]));
  // @engines/lgc-tcg holds two engines: the duel and the collection (§7.6, §10).
  const tcg = modules[4];
  engines.set(tcg.collectionEngine.id, tcg.collectionEngine);
  return engines;
}
