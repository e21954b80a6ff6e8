import { defaultServerConditions as server } from "vite";
import { defineConfig } from "vitest/config";

// Workspace packages resolve to their TypeScript sources, so tests need no build.
const resolve = { conditions: ["@games/source", ...server] };
// Property tests share two cores with other packages' tests under turbo: allow for it. Hooks start
// servers (tsx, the store, sometimes PGlite or Redis): on a loaded machine one took over 10 s.
export default defineConfig({
  resolve,
  ssr: { resolve },
  test: { testTimeout: 60_000, hookTimeout: 60_000 },
});
