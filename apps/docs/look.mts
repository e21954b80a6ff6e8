import { chromium } from "playwright-core";
import { serveStatic } from "./test/serve.ts";

const site = await serveStatic("/work/wt/docs/apps/docs/.vitepress/dist");
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
for (const [name, path] of process.argv.slice(2).map((a) => a.split("="))) {
  await page.goto(site.url + path.replace(/^\//, ""));
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/shot-${name}.png`, fullPage: name.endsWith("full") });
}
await browser.close();
await site.close();
