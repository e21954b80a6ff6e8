/**
 * The built site in Chromium (playwright-core, Debian's /usr/bin/chromium, headless): the local
 * search finds a card by its name and rules by their keywords and lands on the right page, links
 * written in READMEs and citations of the seeds reach their targets, and no page logs an error.
 * The site is the one `.ci/test-all.mjs` built (DOCS_SITE_DIR), or one built here into
 * test-results/dist. Without a Chromium binary these tests are skipped, with a message.
 */
import { existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { type Browser, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { CHROMIUM_ARGS, chromiumSearchText, findChromium } from "../../web/test/browser/harness.js";
import { buildSite } from "../src/build.js";
import { checkLinks } from "../src/check-links.js";
import { DOCS_APP } from "../src/repo.js";
import { type StaticSite, serveStatic } from "./serve.js";

const executablePath = findChromium();
if (executablePath === null) {
  console.warn(`Skipping the docs site's browser tests: no Chromium found (${chromiumSearchText()}).`);
}
const RESULTS_DIR = join(DOCS_APP, "test-results");
const BASE = process.env.DOCS_BASE ?? "/";

describe.skipIf(executablePath === null)("the documentation site in Chromium", () => {
  let dist: string;
  let site: StaticSite;
  let browser: Browser;
  const errors: string[] = [];

  beforeAll(async () => {
    const prebuilt = process.env.DOCS_SITE_DIR;
    if (prebuilt && existsSync(join(prebuilt, "index.html"))) dist = prebuilt;
    else {
      dist = join(RESULTS_DIR, "dist");
      await buildSite(dist);
    }
    site = await serveStatic(dist, BASE);
    browser = await chromium.launch({ executablePath: executablePath!, headless: true, args: CHROMIUM_ARGS });
  });

  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  async function open(path: string): Promise<Page> {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    page.on("console", (m) => {
      if (m.type() === "error") errors.push(`${path}: ${m.text()}`);
    });
    page.on("pageerror", (e) => errors.push(`${path}: ${e.message}`));
    page.on("response", (r) => {
      if (r.status() >= 400) errors.push(`${path}: ${r.status()} ${r.url()}`);
    });
    await page.goto(`${site.url}${path}`);
    return page;
  }

  /** Types `query` into the local search and opens the first result with Enter. */
  async function search(page: Page, query: string): Promise<string[]> {
    await page.locator(".VPNavBarSearch button").first().click();
    const input = page.locator("#localsearch-input");
    await input.fill(query);
    const results = page.locator(".VPLocalSearchBox .result");
    await expect.poll(() => results.count(), { timeout: 60_000 }).toBeGreaterThan(0);
    const hrefs = await results.evaluateAll((els) => els.map((e) => e.getAttribute("href") ?? ""));
    await input.press("Enter");
    return hrefs;
  }

  const shot = async (page: Page, name: string) => {
    mkdirSync(join(RESULTS_DIR, "screenshots"), { recursive: true });
    await page.screenshot({ path: join(RESULTS_DIR, "screenshots", `${name}.png`) });
  };

  test("searching a card's name lands on its entry in the card list", async () => {
    const page = await open("");
    const hrefs = await search(page, "Tank en formation");
    expect(hrefs[0]).toBe(`${BASE}lgc-tcg/cards.html#crea_tank_en_formation`);
    await page.waitForURL(/\/lgc-tcg\/cards\.html#crea_tank_en_formation$/);
    const heading = page.locator("h3#crea_tank_en_formation");
    await expect.poll(() => heading.textContent()).toContain("Tank en formation");
    // The entry gives the generated rules text and the web app's pages for this card.
    const entry = page.locator("h3#crea_tank_en_formation ~ blockquote").first();
    expect(await entry.textContent()).toContain("Provocation");
    const gallery = page.locator('a[href$="#/tcg-gallery?q=Tank+en+formation"]');
    expect(await gallery.count()).toBe(1);
    await shot(page, "search-card");
    await page.close();
  });

  test('searching "Provocation" lands on the keyword in the LGC TCG glossary', async () => {
    const page = await open("");
    const hrefs = await search(page, "Provocation");
    expect(hrefs[0]).toBe(`${BASE}lgc-tcg/glossary.html#keyword-taunt`);
    await page.waitForURL(/\/lgc-tcg\/glossary\.html#keyword-taunt$/);
    await expect.poll(() => page.locator("h3#keyword-taunt").textContent()).toContain("Provocation");
    // From there, the engine's rules and the cards with the keyword are one click away.
    const rules = page.locator('.vp-doc a[href$="/packages/lgc-tcg/rules.html"]');
    expect(await rules.count()).toBeGreaterThan(0);
    await shot(page, "search-provocation");
    await page.close();
  });

  test('searching "shing shang" lands on the Shing Shang rules', async () => {
    const page = await open("");
    const hrefs = await search(page, "shing shang");
    expect(hrefs[0]).toMatch(new RegExp(`^${BASE}packages/shing-shang/rules\\.html(#|$)`));
    await page.waitForURL(/\/packages\/shing-shang\/rules\.html/);
    // Client-side navigation: the URL changes before the page's content does.
    await expect.poll(() => page.locator(".vp-doc h1").first().textContent()).toContain("Shing Shang");
    await shot(page, "search-shing-shang");
    await page.close();
  });

  test("a README's relative link and a seed citation reach their targets", async () => {
    const page = await open("packages/lgc-tcg/");
    // README.md links "./DATA.md#generated-rules-text-srcdatatextts": the data model page, at that heading.
    await page.locator('.vp-doc a[href*="data.html#generated-rules-text"]').first().click();
    await page.waitForURL(/\/packages\/lgc-tcg\/data\.html#generated-rules-text-srcdatatextts$/);
    await expect.poll(() => page.locator("#generated-rules-text-srcdatatextts").count()).toBe(1);
    // RULES.md cites "seed §8.4": the seed's section 8.4, in French.
    await page.goto(`${site.url}packages/lgc-tcg/rules.html`);
    await page.locator('.vp-doc a[href$="003_ba79125b42f8848b.html#section-8-4"]').first().click();
    await page.waitForURL(/003_ba79125b42f8848b\.html#section-8-4$/);
    await expect.poll(() => page.locator("#section-8-4").textContent()).toContain("8.4");
    await shot(page, "seed-section");
    await page.close();
  });

  test("no page logged an error, and every internal link and anchor of the build resolves", () => {
    expect(errors).toEqual([]);
    expect(checkLinks(dist, BASE)).toEqual([]);
  });
});
