/**
 * `pnpm --filter @apps/web screenshots`: every page of the app's route table (read from the
 * sources, so a new page is included without being named here) at 1280×800, 768×1024 and 390×844,
 * on a production build served by `vite preview` in Debian's Chromium, into
 * test-results/screenshots/review/<size>/<page>.png (gitignored) for review. Prints each file as
 * it is written. CHROMIUM_PATH picks another browser.
 */
import { join } from "node:path";
import { chromium } from "playwright-core";
import { createServer, defaultServerConditions } from "vite";
import {
  buildApp,
  CHROMIUM_ARGS,
  chromiumSearchText,
  findChromium,
  SCREENSHOTS_DIR,
  screenshotPath,
  startPreview,
} from "../test/browser/harness.js";
import type { PageToOpen, Viewport } from "../test/browser/layout.js";

/** The pages and sizes, loaded through Vite (the route table uses import.meta.glob). */
async function whatToShoot(): Promise<{ pages: readonly PageToOpen[]; sizes: readonly Viewport[] }> {
  const vite = await createServer({
    logLevel: "error",
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: "custom",
    ssr: { resolve: { conditions: ["@games/source", ...defaultServerConditions] } },
  });
  try {
    const layout = await vite.ssrLoadModule("/test/browser/layout.ts");
    return { pages: layout.EVERY_PAGE, sizes: layout.VIEWPORTS };
  } finally {
    await vite.close();
  }
}

const executablePath = findChromium();
if (executablePath === null) {
  console.error(`No Chromium found (looked at ${chromiumSearchText()}); apt-get install chromium.`);
  process.exit(1);
}
console.log("Reading the route table…");
const { pages, sizes } = await whatToShoot();
console.log(`Building the app (${pages.length} pages × ${sizes.length} sizes)…`);
buildApp();
const preview = await startPreview();
const browser = await chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
let failed = 0;
try {
  for (const size of sizes)
    for (const { path, ready } of pages) {
      const context = await browser.newContext({ locale: "en-US", deviceScaleFactor: 1, ...size.options });
      const page = await context.newPage();
      try {
        await page.goto(`${preview.url}#/${path}`);
        await page.waitForSelector(`html[data-ready="${ready}"]`, { state: "attached", timeout: 90_000 });
        await page.waitForTimeout(300); // entrance animations
        const file = screenshotPath(`review/${size.name}/${ready}`);
        await page.screenshot({ path: file, fullPage: true });
        console.log(`  ${size.name.padEnd(8)} ${ready.padEnd(16)} ${file}`);
      } catch (error) {
        failed += 1;
        console.error(`  ${size.name.padEnd(8)} ${ready.padEnd(16)} FAILED: ${String(error).split("\n")[0]}`);
      } finally {
        await context.close();
      }
    }
} finally {
  await browser.close();
  await preview.stop();
}
console.log(`Done: ${join(SCREENSHOTS_DIR, "review")}${failed > 0 ? ` (${failed} failed)` : ""}`);
process.exit(failed > 0 ? 1 : 0);
