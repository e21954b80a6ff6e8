/**
 * The home page (issue 30): each game with a live picture of its board (drawn from its engine's
 * initial state, loaded after the first paint) and one line of what it is, the cards using the
 * page's width at 1280×800 rather than a narrow column beside 40 % of empty space.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { ROUTES } from "../src/routes.js";
import { DESKTOP, findChromium, launchApp, openPage, PHONE, type RunningApp } from "./browser/harness.js";

const executablePath = findChromium();
/** The games whose first page carries a thumbnail (every game with a module of its own). */
const WITH_THUMBNAIL = ROUTES.filter((r) => r.thumbnail !== undefined).map((r) => r.path);

describe.skipIf(executablePath === null)("the home page in Chromium", () => {
  let app: RunningApp;
  beforeAll(async () => {
    app = await launchApp(executablePath!);
  });
  afterAll(async () => {
    await app?.stop();
  });

  test("every game's board drawn live, with its line; the cards fill the width at 1280×800", async () => {
    expect(WITH_THUMBNAIL).toEqual(
      expect.arrayContaining(["pigment", "chessistics", "shing-shang", "diplomaxy", "tcg-gallery"]),
    );
    const { page, errors } = await openPage(app, "", "home", DESKTOP);
    for (const path of WITH_THUMBNAIL) {
      const thumb = page.locator(`.game-${path} .game-thumb.live`);
      await thumb.waitFor();
      // A drawing with content: cells, pieces, planets or a card.
      expect(await thumb.locator("svg *").count(), path).toBeGreaterThan(10);
      const box = (await thumb.boundingBox())!;
      expect(box.width, path).toBeGreaterThan(200);
    }
    for (const r of ROUTES)
      expect((await page.locator(`.game-${r.path} .game-summary`).textContent())?.trim()).toBe(
        r.text.en.summary,
      );
    // Several cards a row, spanning the page's width (not one column of 820 px).
    const main = (await page.locator(".home").boundingBox())!;
    const list = (await page.locator(".game-list").boundingBox())!;
    expect(list.width / main.width).toBeGreaterThan(0.95);
    const tops = await page
      .locator(".game-card")
      .evaluateAll((els) => els.map((e) => e.getBoundingClientRect().top));
    expect(tops.filter((t) => t === tops[0]).length).toBeGreaterThanOrEqual(3);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test("on a phone each game is a row: picture beside its name and line", async () => {
    const { page, errors } = await openPage(app, "", "home", PHONE);
    await page.locator(".game-pigment .game-thumb.live").waitFor();
    const thumb = (await page.locator(".game-pigment .game-thumb").boundingBox())!;
    const name = (await page.locator(".game-pigment .game-name").boundingBox())!;
    expect(name.x).toBeGreaterThan(thumb.x + thumb.width);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
