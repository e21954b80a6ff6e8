import { realpathSync } from "node:fs";
import { createRequire } from "node:module";
import { basename, dirname, join } from "node:path";
import { createLogger, defaultClientConditions, defineConfig } from "vite";
import { quietProxyLogger } from "./scripts/proxy-logger.mjs";

// The engines' folders, from the catalogue's dependencies (every engine package; see
// @games/catalogue): a chunk holding one engine's modules, or its data's, is named after it.
const fromCatalogue = createRequire(createRequire(import.meta.url).resolve("@games/catalogue/package.json"));
const ENGINE_DIRS = Object.keys(
  (fromCatalogue("@games/catalogue/package.json") as { dependencies: Record<string, string> }).dependencies,
)
  .filter((name) => name.startsWith("@engines/"))
  .map((name) => realpathSync(dirname(fromCatalogue.resolve(`${name}/package.json`))));
const DATA_DIR = join(import.meta.dirname, "..", "..", "data");
/** The engine folder's name a module belongs to (its package's or its data's), if any. */
function engineOf(module: string): string | undefined {
  const dir = ENGINE_DIRS.find(
    (d) => module.startsWith(`${d}/`) || module.startsWith(`${DATA_DIR}/${basename(d)}/`),
  );
  return dir === undefined ? undefined : basename(dir);
}

// Online play: with MATCH_SERVER set (`pnpm start` sets it), the dev and preview servers proxy the
// match server's HTTP API and WebSocket, so the app and invite links use one origin.
const matchServer = process.env.MATCH_SERVER;
const proxy = matchServer
  ? { "/api": { target: matchServer }, "/ws": { target: matchServer, ws: true } }
  : undefined;

// Workspace packages resolve to their TypeScript sources ("@games/source"), so the app needs no
// engine build. JSX is compiled by Vite's own transformer (oxc) for Preact: no Babel preset needed.
export default defineConfig({
  // A closed tab ends its WebSocket: no "ws proxy error: read ECONNRESET" stack trace for it.
  customLogger: quietProxyLogger(createLogger()),
  resolve: {
    conditions: ["@games/source", ...defaultClientConditions],
  },
  oxc: { jsx: { runtime: "automatic", importSource: "preact" } },
  build: {
    target: "es2022",
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Readable chunk names, so the size report says which page or engine each chunk is.
        chunkFileNames(chunk) {
          const id = chunk.facadeModuleId ?? "";
          const page = /\/src\/([\w-]+)\/page\.tsx$/.exec(id);
          if (page) return `assets/page-${page[1]}-[hash].js`;
          // Otherwise name a chunk after the one engine (or library) whose modules it holds.
          const ids = chunk.moduleIds.length > 0 ? chunk.moduleIds : [id];
          const engines = new Set(ids.map(engineOf));
          engines.delete(undefined);
          if (engines.size === 1) return `assets/engine-${[...engines][0]}-[hash].js`;
          if (ids.some((m) => m.includes("/ajv/"))) return "assets/lib-ajv-[hash].js";
          if (ids.every((m) => /\/packages\/(engine|grid|conformance)\//.test(m)))
            return "assets/core-[name]-[hash].js";
          return "assets/[name]-[hash].js";
        },
      },
    },
  },
  optimizeDeps: {
    // The dependency scanner assumes React's JSX runtime; list what the dev server pre-bundles instead.
    noDiscovery: true,
    include: [
      "preact",
      "preact/hooks",
      "preact/jsx-runtime",
      "preact/jsx-dev-runtime",
      "@core/engine > ajv/dist/2020.js",
    ],
  },
  server: {
    port: 5173,
    // The kit page imports ../../conformance; the engines import ../../data.
    fs: { allow: ["../.."] },
    proxy,
  },
  preview: { port: 4173, proxy },
});
