/**
 * The shell in Chromium: every route at a desktop (1280×800) and a phone (390×844) with no
 * horizontal scrolling (screenshots of each for review in test-results/screenshots/routes/), the
 * language switch, the skip link and the phone menu.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { ROUTES } from "../src/routes.js";
import {
  DESKTOP,
  findChromium,
  horizontalOverflow,
  launchApp,
  openPage,
  PHONE,
  type RunningApp,
  screenshotPath,
  smallControls,
} from "./browser/harness.js";

const executablePath = findChromium();

const SIZES = [
  { name: "desktop", options: DESKTOP },
  { name: "phone", options: PHONE },
] as const;

const PAGES = [{ path: "", ready: "home" }, ...ROUTES.map((r) => ({ path: r.path, ready: r.path }))];

describe.skipIf(executablePath === null)("the shell in Chromium", () => {
  let app: RunningApp;
  beforeAll(async () => {
    app = await launchApp(executablePath!);
  });
  afterAll(async () => {
    await app?.stop();
  });

  for (const size of SIZES) {
    for (const { path, ready } of PAGES) {
      test(`${ready} at ${size.name} size: no horizontal scrolling`, async () => {
        const { page, errors } = await openPage(app, path, ready, size.options);
        await page.waitForTimeout(300); // let entrance animations settle for the screenshot
        await page.screenshot({ path: screenshotPath(`routes/${ready}-${size.name}`) });
        if (size.name === "phone")
          await page.screenshot({
            path: screenshotPath(`routes/${ready}-${size.name}-full`),
            fullPage: true,
          });
        const overflow = await horizontalOverflow(page);
        expect(overflow, `${ready} at ${size.name} size`).toEqual({ scroll: 0, elements: [], cut: [] });
        if (size.name === "phone") expect(await smallControls(page), `${ready}: touch targets`).toEqual([]);
        expect(errors).toEqual([]);
        await page.context().close();
      });
    }
  }

  test("French by default when the browser prefers it; the switch changes and remembers the language", async () => {
    const { page, errors } = await openPage(app, "", "home", { locale: "fr-FR" });
    expect(await page.locator("html").getAttribute("lang")).toBe("fr");
    expect(await page.locator(".home h1").textContent()).toBe("Jeux");
    expect(await page.locator(".game-tcg-gallery .game-name").textContent()).toBe("Galerie TCG");
    await page.getByRole("button", { name: "English" }).click();
    expect(await page.locator(".home h1").textContent()).toBe("Games");
    expect(await page.locator("html").getAttribute("lang")).toBe("en");
    expect(await page.getByRole("button", { name: "English" }).getAttribute("aria-pressed")).toBe("true");
    await page.reload();
    await page.waitForSelector('html[data-ready="home"]', { state: "attached" });
    expect(await page.locator(".home h1").textContent()).toBe("Games");
    await page.getByRole("button", { name: "Français" }).click();
    expect(await page.locator(".game-tcg-gallery .game-name").textContent()).toBe("Galerie TCG");
    expect(await page.title()).toBe("Jeux");
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test("English when the browser prefers another language", async () => {
    const { page } = await openPage(app, "", "home", { locale: "de-DE" });
    expect(await page.locator(".home h1").textContent()).toBe("Games");
    await page.context().close();
  });

  test("the first Tab reaches the skip link, which moves focus past the navigation", async () => {
    const { page } = await openPage(app, "kits", "kits");
    await page.keyboard.press("Tab");
    const skip = page.locator(":focus");
    expect(await skip.textContent()).toBe("Skip to content");
    expect(await skip.isVisible()).toBe(true);
    await page.keyboard.press("Enter");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("main");
    expect(await page.evaluate(() => location.hash)).toBe("#/kits");
    await page.context().close();
  });

  for (const locale of ["en-US", "fr-FR"])
    test(`at 1280×800 every page's link is in view, no menu (${locale}); the language switch stays at the right end`, async () => {
      const switchX: number[] = [];
      for (const { path, ready } of [PAGES[0]!, PAGES[1]!, PAGES.at(-1)!]) {
        const { page, errors } = await openPage(app, path, ready, { ...DESKTOP, locale });
        expect(await page.locator(".menu-button").isVisible()).toBe(false);
        const links = page.locator("#site-nav a");
        expect(await links.count()).toBe(ROUTES.length);
        for (const link of await links.all())
          expect(await link.isVisible(), (await link.textContent()) ?? "").toBe(true);
        const bar = (await page.locator(".topbar").boundingBox())!;
        const lang = (await page.locator(".lang-switch").boundingBox())!;
        expect(bar.x + bar.width - (lang.x + lang.width)).toBeLessThan(30);
        switchX.push(Math.round(lang.x));
        expect(errors).toEqual([]);
        await page.context().close();
      }
      // The same place on the home page (no page name in the bar) as on the others.
      expect(new Set(switchX).size).toBe(1);
    });

  test("on a phone the language switch stays at the right, beside the menu, on every page", async () => {
    const xs: number[] = [];
    for (const { path, ready } of [PAGES[0]!, PAGES[2]!]) {
      const { page } = await openPage(app, path, ready, PHONE);
      const lang = (await page.locator(".lang-switch").boundingBox())!;
      const menu = (await page.locator(".menu-button").boundingBox())!;
      expect(menu.x).toBeGreaterThan(lang.x);
      xs.push(Math.round(lang.x));
      await page.context().close();
    }
    expect(new Set(xs).size).toBe(1);
  });

  test("on a phone the pages fold into a menu that opens, navigates and closes", async () => {
    const { page } = await openPage(app, "", "home", PHONE);
    const header = await page.locator(".topbar").boundingBox();
    expect(header!.height).toBeLessThanOrEqual(60);
    const nav = page.locator("#site-nav");
    expect(await nav.isVisible()).toBe(false);
    await page.getByRole("button", { name: "Menu" }).tap();
    expect(await nav.isVisible()).toBe(true);
    for (const link of await nav.locator("a").all()) {
      const box = (await link.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(44);
    }
    await page.screenshot({ path: screenshotPath("routes/menu-phone") });
    await nav.getByRole("link", { name: "Kits" }).tap();
    await page.waitForSelector('html[data-ready="kits"]', { state: "attached", timeout: 90_000 });
    expect(await nav.isVisible()).toBe(false);
    expect(await page.locator(".topbar-page").textContent()).toBe("Kits");
    await page.getByRole("button", { name: "Menu" }).tap();
    await nav.waitFor({ state: "visible" });
    await page.keyboard.press("Escape");
    expect(await nav.isVisible()).toBe(false);
    await page.context().close();
  });
});
