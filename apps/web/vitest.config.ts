import { defaultServerConditions as server } from "vite";
import { defineConfig } from "vitest/config";

// Unit tests run in Node on the TypeScript sources; the browser tests (test/browser.test.ts) build
// the app and drive Chromium themselves, so they need long hooks and run one file at a time.
const conditions = ["@games/source", ...server];
export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  oxc: { jsx: { runtime: "automatic", importSource: "preact" } },
  test: {
    include: ["test/**/*.test.ts", "test/**/*.test.tsx"],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
