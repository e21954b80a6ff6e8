/**
 * Gzipped JS per route of the production build, read from Vite's manifest: what a visitor
 * downloads to open a page. Shared by the `bench` report (bench/routes.ts) and the size budget
 * test (test/route-budgets.test.ts); sizes are deterministic, so a budget is a plain test.
 * @module
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

/** apps/web. */
export const APP_DIR = fileURLToPath(new URL("..", import.meta.url));

/** One chunk of Vite's build manifest (`.vite/manifest.json`), as far as sizes need it. */
interface ManifestChunk {
  readonly file: string;
  readonly isEntry?: boolean;
  readonly isDynamicEntry?: boolean;
  readonly imports?: readonly string[];
  readonly dynamicImports?: readonly string[];
}

type Manifest = Readonly<Record<string, ManifestChunk>>;

/** A built JS file, its gzipped size (level 9, as a server would precompress it) and its modules. */
export interface Chunk {
  /** Its key in the manifest: the module it was built from (e.g. "src/pigment/page.tsx"). */
  readonly key: string;
  readonly file: string;
  readonly gzip: number;
  /** The source files bundled in it, from its source map (e.g. ".../node_modules/ajv/dist/core.js"). */
  readonly sources: readonly string[];
}

/** What one route costs. */
export interface RouteSize {
  /** The hash path, e.g. "pigment". */
  readonly route: string;
  /** The page's own chunk and every chunk it imports statically, beyond the shell. */
  readonly initial: readonly Chunk[];
  /** Their gzipped total: the route JS a visit to this page downloads once the shell is loaded. */
  readonly initialGzip: number;
  /** Chunks the page imports dynamically (loaded when it asks for them), beyond the above. */
  readonly onDemand: readonly Chunk[];
}

/** The whole report: the shell every page loads, then each route. */
export interface SizeReport {
  /** The entry chunk and its static imports: Preact, the router, the home page. */
  readonly shell: readonly Chunk[];
  readonly shellGzip: number;
  readonly routes: readonly RouteSize[];
  /**
   * Every chunk the shell may load later (its dynamic imports and theirs): the pages, and the
   * engines, which the manifests in the shell load when a page asks (`manifest.load()`).
   */
  readonly lazy: readonly Chunk[];
}

function viteBin(): string {
  const require = createRequire(join(APP_DIR, "package.json"));
  return join(require.resolve("vite/package.json"), "..", "bin", "vite.js");
}

/** Builds the app for production into `outDir`, with its manifest. Throws with Vite's output. */
export function buildWithManifest(outDir: string): void {
  const r = spawnSync(
    process.execPath,
    [viteBin(), "build", "--outDir", outDir, "--emptyOutDir", "--manifest", "--logLevel", "warn"],
    // NODE_ENV as a deployment has it: under vitest it is "test", which builds larger chunks than `size` reports.
    { cwd: APP_DIR, encoding: "utf8", env: { ...process.env, NODE_ENV: "production" } },
  );
  if (r.status !== 0) throw new Error(`vite build failed:\n${r.stdout}\n${r.stderr}`);
}

/** The manifest keys reachable from `start` through static imports (`start` included). */
function staticClosure(manifest: Manifest, start: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const todo = [...start];
  while (todo.length > 0) {
    const key = todo.pop() as string;
    if (seen.has(key)) continue;
    seen.add(key);
    todo.push(...(manifest[key]?.imports ?? []));
  }
  return seen;
}

/** Page modules are `src/<route>/page.tsx` (see src/routes.ts). */
const PAGE = /^src\/([\w-]+)\/page\.tsx$/;

/** Per-route gzipped JS of the build in `outDir` (built with {@link buildWithManifest}). */
export function measureRoutes(outDir: string): SizeReport {
  const manifest = JSON.parse(readFileSync(join(outDir, ".vite", "manifest.json"), "utf8")) as Manifest;
  const chunks = new Map<string, Chunk>();
  const chunk = (key: string): Chunk => {
    const file = (manifest[key] as ManifestChunk).file;
    let c = chunks.get(file);
    if (c === undefined) {
      const gzip = gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length;
      const map = join(outDir, `${file}.map`);
      const sources = existsSync(map)
        ? ((JSON.parse(readFileSync(map, "utf8")) as { sources?: string[] }).sources ?? [])
        : [];
      c = { key, file, gzip, sources };
      chunks.set(file, c);
    }
    return c;
  };
  const js = (keys: Iterable<string>) =>
    [...keys].filter((k) => manifest[k]?.file.endsWith(".js")).map(chunk);
  const total = (chunks: readonly Chunk[]) => chunks.reduce((n, c) => n + c.gzip, 0);
  const entries = Object.keys(manifest).filter((k) => manifest[k]?.isEntry);
  const shellKeys = staticClosure(manifest, entries);
  const routes = Object.keys(manifest)
    .flatMap((key) => {
      const route = PAGE.exec(key)?.[1];
      return route === undefined ? [] : [{ route, key }];
    })
    .sort((a, b) => a.route.localeCompare(b.route))
    .map(({ route, key }): RouteSize => {
      const initialKeys = [...staticClosure(manifest, [key])].filter((k) => !shellKeys.has(k));
      const initial = js(initialKeys);
      // The shell's own dynamic imports are the other pages, not this one's.
      const lazyStarts = initialKeys.flatMap((k) => manifest[k]?.dynamicImports ?? []);
      const lazy = [...staticClosure(manifest, lazyStarts)].filter(
        (k) => !shellKeys.has(k) && !initialKeys.includes(k),
      );
      return { route, initial, initialGzip: total(initial), onDemand: js(lazy) };
    });
  const shell = js(shellKeys);
  const shellLazy = staticClosure(
    manifest,
    [...shellKeys].flatMap((k) => manifest[k]?.dynamicImports ?? []),
  );
  const lazy = js([...shellLazy].filter((k) => !shellKeys.has(k)));
  return { shell, shellGzip: total(shell), routes, lazy };
}

/** Bytes as kilobytes with one decimal ("12.3 KB"). */
export function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}
