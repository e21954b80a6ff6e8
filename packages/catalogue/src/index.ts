/**
 * `@games/catalogue`: the repository's engines, as the one list every tool derives from — the
 * conformance runner's bundled engines, the match server's hosted games, the CLI's commands, the
 * web app's pages, kits page, online boards and chunks, the documentation's schema pages. Each
 * entry is an engine's manifest (`@engines/<x>/manifest`, `EngineManifest` of `@core/engine`),
 * which costs nothing to import: engines load only when asked (`loadEngine(manifest)`).
 *
 * Adding an engine: its import and its place in {@link CATALOGUE} below, and its package among
 * this package's dependencies (docs/ARCHITECTURE.md, "Adding an engine").
 * @packageDocumentation
 */
import { type AnyManifest, manifestsById } from "@core/engine/manifest";
import { manifest as chessistics } from "@engines/chessistics/manifest";
import { manifest as diplomaxy } from "@engines/diplomaxy/manifest";
import { manifest as lgcTcg, collectionManifest as lgcTcgCollection } from "@engines/lgc-tcg/manifest";
import { manifest as pigment } from "@engines/pigment/manifest";
import { manifest as shingShang } from "@engines/shing-shang/manifest";

/** Every engine of the repository, in the order clients list them. */
export const CATALOGUE: readonly AnyManifest[] = [
  pigment,
  chessistics,
  shingShang,
  diplomaxy,
  lgcTcg,
  lgcTcgCollection,
];

const BY_ID = manifestsById(CATALOGUE);

/** The manifest of the engine `id`, or undefined when the catalogue has none. */
export function manifestOf(id: string): AnyManifest | undefined {
  return BY_ID.get(id);
}
