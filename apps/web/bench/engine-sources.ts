/**
 * Where each engine's code lives, for the size checks: its package folder (from the catalogue,
 * `@games/catalogue`, the one list of engines) and the source files its manifest loads, which
 * are all the shell may carry of it (the names, reason lists and default setup the game list and
 * the router read; never its rules).
 * @module
 */
import { existsSync, readFileSync, realpathSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, relative, resolve } from "node:path";
import { CATALOGUE } from "@games/catalogue";
import { APP_DIR } from "./route-sizes.js";

/** One engine's folder and manifest, repository-relative ("packages/pigment/src/manifest.ts"). */
export interface EngineSources {
  readonly id: string;
  /** Its package folder, e.g. "packages/pigment". */
  readonly dir: string;
  /** The source files its manifest module imports statically, itself included, e.g. "data/diplomaxy/maps/duel.json". */
  readonly manifest: ReadonlySet<string>;
}

const ROOT = resolve(APP_DIR, "..", "..");

/**
 * The files a module imports statically (value imports and re-exports; not `import type`, not
 * `import()`): relative ones, and an engine's data package's (`@data/<folder>/…`).
 */
function staticImports(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const require = createRequire(file);
  const found: string[] = [];
  for (const m of text.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?\sfrom\s+"([^"]+)";/gms)) {
    const spec = m[1] as string;
    if (spec.startsWith(".")) {
      const path = resolve(dirname(file), spec);
      found.push(path.endsWith(".js") && !existsSync(path) ? path.replace(/\.js$/, ".ts") : path);
    } else if (spec.startsWith("@data/")) found.push(realpathSync(require.resolve(spec)));
  }
  return found;
}

/** The files a module loads statically, itself included (JSON files end the walk). */
function closure(start: string): Set<string> {
  const seen = new Set<string>();
  const todo = [start];
  while (todo.length > 0) {
    const file = todo.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    if (file.endsWith(".ts")) todo.push(...staticImports(file));
  }
  return seen;
}

/** Every engine of the catalogue, with its folder and its manifest's files. */
export function engineSources(): EngineSources[] {
  const require = createRequire(
    createRequire(join(APP_DIR, "package.json")).resolve("@games/catalogue/package.json"),
  );
  return CATALOGUE.map((m) => {
    const dir = realpathSync(dirname(require.resolve(`${m.package}/package.json`)));
    const manifest = closure(join(dir, "src", "manifest.ts"));
    return {
      id: m.id,
      dir: relative(ROOT, dir),
      manifest: new Set([...manifest].map((f) => relative(ROOT, f))),
    };
  });
}

/**
 * The engine a chunk's source (a path as its source map gives it, relative to the build:
 * "../../../packages/pigment/src/game.ts") belongs to — its package's, or its data's
 * (`data/<folder>/`) — with the source's repository path; undefined for any other source.
 */
export function engineOfSource(
  engines: readonly EngineSources[],
  source: string,
): { readonly engine: EngineSources; readonly path: string } | undefined {
  for (const engine of engines) {
    for (const dir of [engine.dir, `data/${engine.dir.split("/").at(-1)}`]) {
      const at = `/${source}`.lastIndexOf(`/${dir}/`);
      if (at >= 0) return { engine, path: `/${source}`.slice(at + 1) };
    }
  }
  return undefined;
}
