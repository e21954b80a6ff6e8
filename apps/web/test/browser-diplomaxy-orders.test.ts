/**
 * Diplomaxy's orders as a player gives them, in Chromium: only the orders that can change
 * something offered (a lone unit is offered no attack), orders given on the map by taps (a counter,
 * then a planet or a corridor) and by a drag, and the draft's options chosen for a new game and
 * kept over a reload. Skipped without Chromium, like the other browser tests.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { findChromium, launchApp, openPage, type RunningApp, screenshotPath } from "./browser/harness.js";

const executablePath = findChromium();

describe.skipIf(executablePath === null)("Diplomaxy orders in the browser", () => {
  let app: RunningApp;
  beforeAll(async () => {
    app = await launchApp(executablePath!);
  });
  afterAll(async () => {
    await app?.stop();
  });

  const orderOf = (page: Page, unit: string) => page.locator(`[data-unit="${unit}"]`).inputValue();
  const centre = async (page: Page, selector: string) => {
    const box = (await page.locator(selector).first().boundingBox())!;
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  };

  test("options for a new game, sensible orders only, orders by taps and by a drag on the map", async () => {
    const { page, errors } = await openPage(app, "diplomaxy", "diplomaxy");
    // The draft's options, for the next new game: kept with the game over a reload.
    await page.getByTestId("fallback-factor").selectOption("0.5");
    await page.getByTestId("fallback-to-supporter").check();
    await page.getByTestId("new-game").click();
    const saved = async () =>
      page.evaluate(() => JSON.parse(localStorage.getItem("games:diplomaxy:game") ?? "null")?.rules);
    expect(await saved()).toEqual({ fallbackFactor: "0.5", fallbackToSupporter: true });
    await page.reload();
    await page.waitForSelector('html[data-ready="diplomaxy"]', { state: "attached" });
    expect(await page.getByTestId("fallback-factor").inputValue()).toBe("0.5");
    expect(await page.getByTestId("fallback-to-supporter").isChecked()).toBe(true);

    await page.getByTestId("show-orders").click();
    // North is alone at Sol: nobody to attack or to defend there, so neither is offered; the
    // support of south's control (a gift of the planet) is.
    const offered = await page
      .locator('[data-unit="n1"] option')
      .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value.split(":")[0]));
    expect(offered).toEqual(["control", "supportControl", "move", "move", "defend"]);

    // A tap on north's counter picks n1 (the first unit without an order), a tap on Cygni moves it.
    const counter = '[data-planet="sol"] [data-counter="north"]';
    await page.locator(counter).click();
    expect(await page.locator(counter).getAttribute("data-selected")).toBe("n1");
    expect(await page.getByTestId("picked").textContent()).toBe("Unit n1 picked: tap where it goes");
    await page.locator('[data-planet="cygni"]').click();
    expect(await orderOf(page, "n1")).toBe("move::sol-cygni");
    // The next tap picks n2; the corridor to Draco moves it there.
    await page.locator(counter).click();
    expect(await page.locator(counter).getAttribute("data-selected")).toBe("n2");
    await page.locator('[data-corridor="sol-draco"] .dx-corridor-hit').click();
    expect(await orderOf(page, "n2")).toBe("move::sol-draco");
    // n3 by a drag from Sol onto Draco; then n3 again, back home: control.
    const from = await centre(page, counter);
    const to = await centre(page, '[data-planet="draco"]');
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(to.x, to.y, { steps: 8 });
    await page.mouse.up();
    expect(await orderOf(page, "n3")).toBe("move::sol-draco");
    // The moves ordered so far are drawn: one arrow per way, with its number of units.
    expect(await page.locator('[data-move="sol>draco"]').getAttribute("data-count")).toBe("2");
    expect(await page.locator('[data-move="sol>cygni"]').getAttribute("data-count")).toBe("1");
    // A tap where no offered order leads (Vega, not next to Sol) gives none.
    await page.locator(counter).click();
    const picked = await page.locator(counter).getAttribute("data-selected");
    await page.locator('[data-planet="vega"]').click();
    expect(await orderOf(page, picked!)).toBe(picked === "n1" ? "move::sol-cygni" : "move::sol-draco");
    await page.locator(counter).click();
    // Sol's rim, beside the counters at its centre.
    await page.locator('[data-planet="sol"] circle.dx-planet').click({ position: { x: 34, y: 6 } });
    expect(
      await Promise.all(["n1", "n2", "n3"].map((u) => orderOf(page, u))).then((os) =>
        os.includes("control::"),
      ),
    ).toBe(true);
    await page.screenshot({ path: screenshotPath("diplomaxy-map-orders") });
    await page.getByTestId("submit-orders").click();
    await page.getByTestId("show-orders").waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
