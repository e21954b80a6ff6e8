import { defaultClientConditions, defineConfig } from "vite";

// Workspace packages resolve to their TypeScript sources ("@games/source"), so the app needs no
// engine build. JSX is compiled by Vite's own transformer (oxc) for Preact: no Babel preset needed.
export default defineConfig({
  resolve: { conditions: ["@games/source", ...defaultClientConditions] },
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
          const engine = /\/packages\/([\w-]+)\/src\/index\.ts$/.exec(id);
          if (engine) return `assets/engine-${engine[1]}-[hash].js`;
          return "assets/[name]-[hash].js";
        },
      },
    },
  },
  server: {
    port: 5173,
    // The kit page imports ../../conformance; the engines import ../../data.
    fs: { allow: ["../.."] },
  },
  preview: { port: 4173 },
});
