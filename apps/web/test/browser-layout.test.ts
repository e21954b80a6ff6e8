/**
 * The layout check (issue 30): on every page of the app's route table, at 1280×800, 768×1024 and
 * 390×844, no two interactive elements overlap and nothing sticks out of the viewport sideways
 * (no horizontal scroll, no element over the edge, no content cut off in its box).
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { findChromium, horizontalOverflow, launchApp, openPage, type RunningApp } from "./browser/harness.js";
import { EVERY_PAGE, overlappingControls, VIEWPORTS } from "./browser/layout.js";

const executablePath = findChromium();

describe.skipIf(executablePath === null)("the layout of every page in Chromium", () => {
  let app: RunningApp;
  beforeAll(async () => {
    app = await launchApp(executablePath!);
  });
  afterAll(async () => {
    await app?.stop();
  });

  for (const { path, ready } of EVERY_PAGE)
    test(`${ready}: no overlapping controls, nothing over the edge, at each size`, async () => {
      for (const size of VIEWPORTS) {
        const { page, errors } = await openPage(app, path, ready, size.options);
        await page.waitForTimeout(300); // entrance animations
        const where = `${ready} at ${size.name} size`;
        expect(await overlappingControls(page), `${where}: overlapping controls`).toEqual([]);
        expect(await horizontalOverflow(page), `${where}: overflow`).toEqual({
          scroll: 0,
          elements: [],
          cut: [],
        });
        expect(errors, where).toEqual([]);
        await page.context().close();
      }
    });

  // States past the first screen that issue 30 found broken: the generator's ability fields, the
  // kits page while the kits run.
  test("tcg-generator with an ability: its fields overlap nothing, at each size", async () => {
    for (const size of VIEWPORTS) {
      const { page, errors } = await openPage(app, "tcg-generator", "tcg-generator", size.options);
      await page.getByRole("button", { name: "+ Ability" }).click();
      await page.getByRole("button", { name: "+ Ability" }).click();
      const where = `tcg-generator with two abilities at ${size.name} size`;
      expect(await page.locator(".tcg-ability, fieldset").count(), where).toBeGreaterThan(3);
      expect(await overlappingControls(page), `${where}: overlapping controls`).toEqual([]);
      expect(await horizontalOverflow(page), `${where}: overflow`).toEqual({
        scroll: 0,
        elements: [],
        cut: [],
      });
      expect(errors, where).toEqual([]);
      await page.context().close();
    }
  });

  test("kits while they run: nothing over the edge, at each size", async () => {
    for (const size of VIEWPORTS) {
      const context = await app.browser.newContext({ locale: "en-US", ...size.options });
      const page = await context.newPage();
      await page.goto(`${app.url}#/kits`);
      await page.waitForSelector(".kit-list > *");
      const where = `kits while running at ${size.name} size`;
      expect(await page.getByTestId("kits-summary").textContent(), where).toContain("Running");
      expect(await overlappingControls(page), `${where}: overlapping controls`).toEqual([]);
      expect(await horizontalOverflow(page), `${where}: overflow`).toEqual({
        scroll: 0,
        elements: [],
        cut: [],
      });
      await context.close();
    }
  });
});
