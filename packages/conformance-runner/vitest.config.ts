import { defaultServerConditions as server } from "vite";
import { defineConfig } from "vitest/config";

// Workspace packages resolve to their TypeScript sources, so tests need no build.
const resolve = { conditions: ["@games/source", ...server] };
// Property tests share two cores with other packages' tests under turbo: allow for it.
export default defineConfig({ resolve, ssr: { resolve }, test: { testTimeout: 60_000 } });
