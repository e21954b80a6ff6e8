/**
 * TCG cards readable without hovering (issue 30): at 1280×800 the hand's rules text and names and
 * the board's names are set at 11 px or more (measured as rendered: computed font size times any
 * scaling); the whole card shown on hover carries a creature's current stats (a buffed 2/3, not
 * its printed 1/2), both in the sandbox's example position; on a phone, names wrap between words, never inside one.
 */
import type { BrowserContextOptions, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { DESKTOP, findChromium, launchApp, openPage, PHONE, type RunningApp } from "./browser/harness.js";

const executablePath = findChromium();

/** The rendered text size of each visible element `selector` matches, in CSS px at the viewport. */
async function renderedSizes(page: Page, selector: string): Promise<number[]> {
  // Measured at rest: once the cards' arrival animations (a scale from 0.85) are over.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((a) => a.finished),
    ),
  );
  return page.locator(selector).evaluateAll((els) =>
    els
      .filter((e) => e.checkVisibility() && (e.textContent ?? "").trim() !== "")
      .map((e) => {
        // A CSS transform or an SVG viewBox scales the text: the box's width over its layout width.
        const el = e as HTMLElement;
        // (offsetWidth is rounded to whole pixels: a ratio within 2% of 1 is that rounding, no scaling.)
        const ratio = el.offsetWidth > 0 ? el.getBoundingClientRect().width / el.offsetWidth : 1;
        const scale = Math.abs(ratio - 1) < 0.02 ? 1 : ratio;
        return Number.parseFloat(getComputedStyle(el).fontSize) * scale;
      }),
  );
}

/** The words of each visible element `selector` matches that are split across two lines. */
async function brokenWords(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((els) => {
    const out: string[] = [];
    for (const el of els) {
      if (!el.checkVisibility()) continue;
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const text = n.textContent ?? "";
        for (const m of text.matchAll(/[^\s-]+/g)) {
          const range = document.createRange();
          range.setStart(n, m.index);
          range.setEnd(n, m.index + m[0].length);
          const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
          if (tops.size > 1) out.push(`${m[0]} (in "${text}")`);
        }
      }
    }
    return out;
  });
}

/**
 * The sandbox's example position, played: A's hand (three cards and Encouragement, +1/+1 to a
 * friendly creature) at the bottom, a creature on each board (A's Recrue zélée, 1/2 printed).
 */
async function sandboxTable(app: RunningApp, options: BrowserContextOptions) {
  const opened = await openPage(app, "tcg-sandbox", "tcg-sandbox", options);
  const { page } = opened;
  await page.selectOption('[data-testid="pick-A-hand"]', "sort_encouragements");
  await page.getByTestId("add-A-hand").click();
  await page.getByTestId("sandbox-play").click();
  await page.waitForSelector('[data-testid="my-hand"]');
  return opened;
}

describe.skipIf(executablePath === null)("TCG cards readable in Chromium", () => {
  let app: RunningApp;
  beforeAll(async () => {
    app = await launchApp(executablePath!);
  });
  afterAll(async () => {
    await app?.stop();
  });

  test("at 1280×800 the hand's rules text and names and the board's names are 11 px or more", async () => {
    const { page, errors } = await sandboxTable(app, DESKTOP);
    expect(await page.locator(".duel-board .token-name").count()).toBe(2);
    const hand = await renderedSizes(page, ".duel-hand .hand-text");
    expect(hand.length).toBeGreaterThan(0);
    for (const [what, sel] of [
      ["hand rules text", ".duel-hand .hand-text"],
      ["hand names", ".duel-hand .hand-name"],
      ["board names", ".duel-board .token-name"],
    ] as const) {
      const sizes = await renderedSizes(page, sel);
      expect(sizes.length, what).toBeGreaterThan(0);
      expect(Math.min(...sizes), what).toBeGreaterThanOrEqual(11);
    }
    // The text is on the card, not cut to nothing: each rules box shows at least two lines.
    const heights = await page
      .locator(".duel-hand .hand-text")
      .evaluateAll((els) => els.map((e) => e.getBoundingClientRect().height));
    for (const h of heights) expect(h).toBeGreaterThanOrEqual(24);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test("the whole card on hover shows a buffed creature's current stats, not its printed ones", async () => {
    const { page, errors } = await sandboxTable(app, DESKTOP);
    await page.locator('[data-testid="my-hand"] [data-hand]:has([data-card="sort_encouragements"])').click();
    await page.getByTestId("prompt").waitFor();
    await page.locator('[data-testid="board-A"] .target [data-entity]').first().click();
    const recrue = page.locator('[data-testid="board-A"] [data-entity]').first();
    await expect.poll(() => recrue.locator(".token-atk").textContent()).toBe("2");
    expect(await recrue.locator(".token-hp").textContent()).toBe("3");
    await recrue.hover();
    const inspect = page.getByTestId("inspect");
    await inspect.waitFor();
    const label = (await inspect.locator("svg.tcg-card").getAttribute("aria-label")) ?? "";
    expect(label).toMatch(/attack 2, health 3\./);
    expect(await inspect.locator("svg.tcg-card text").allTextContents()).toEqual(
      expect.arrayContaining(["2", "3"]),
    );
    expect(await inspect.locator("svg.tcg-card").getAttribute("data-card")).toBe("crea_recrue_zelee");
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test("on a phone the hand's and the board's names wrap between words, never inside one", async () => {
    const { page, errors } = await sandboxTable(app, PHONE);
    expect(await page.locator(".duel-hand .hand-name").count()).toBeGreaterThan(0);
    expect(await page.locator(".duel-board .token-name").count()).toBeGreaterThan(0);
    expect(await brokenWords(page, ".duel-hand .hand-name, .duel-board .token-name")).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
