import { defaultServerConditions as server } from "vite";
import { defineConfig } from "vitest/config";

// Workspace packages resolve to their TypeScript sources, so tests need no build.
const conditions = ["@games/source", ...server];
export default defineConfig({ resolve: { conditions }, ssr: { resolve: { conditions } } });
