import { defaultServerConditions as server } from "vite";
import { defineConfig } from "vitest/config";

// Workspace packages resolve to their TypeScript sources, so tests need no build.
const conditions = ["@games/source", ...server];
// Property tests share two cores with every other package's tests under turbo: allow for it.
export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: { testTimeout: 30_000 },
});
