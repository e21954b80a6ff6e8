import { defaultServerConditions as server } from "vite";
import { defineConfig } from "vitest/config";

// Workspace packages resolve to their TypeScript sources, so tests need no build.
const conditions = ["@games/source", ...server];
export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  // Every manifest test loads its engine, and the first load transforms the engine's whole source
  // and data (200 cards for the TCG): on a loaded 2-core machine that took over 5 s, the default.
  test: { testTimeout: 60_000 },
});
