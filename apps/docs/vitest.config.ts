import { defaultServerConditions as server } from "vite";
import { defineConfig } from "vitest/config";

// Unit tests run on the TypeScript sources; the browser test (test/browser.test.ts) builds the whole
// site and drives Chromium, so it gets long hooks, and files run one at a time.
const conditions = ["@games/source", ...server];
export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    include: ["test/**/*.test.ts"],
    testTimeout: 120_000,
    hookTimeout: 600_000,
    fileParallelism: false,
  },
});
