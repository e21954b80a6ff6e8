/**
 * The TCG duel on a touch phone (390×844, touch emulation) and with a full hand: the settings
 * folded into one row, a long press showing the whole card, and a hand of `maxHand` cards
 * (data/lgc-tcg/rules.json) that fits 1280×800 and 390×844 with every card reachable and readable.
 * Production build in Debian's Chromium (browser/harness.ts); screenshots in test-results/screenshots/.
 */
import { readFileSync } from "node:fs";
import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
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
const RULES = JSON.parse(readFileSync(new URL("../../../data/lgc-tcg/rules.json", import.meta.url), "utf8"));
const MAX_HAND: number = RULES.maxHand;

/** Holds a finger on `target` until the card inspector shows, then lifts it (a long press). */
async function longPress(page: Page, target: Locator): Promise<string | null> {
  await target.scrollIntoViewIfNeeded();
  const box = (await target.boundingBox())!;
  const point = { x: box.x + box.width / 2, y: box.y + Math.min(box.height / 2, 40) };
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [point] });
  const inspect = page.getByTestId("inspect");
  await inspect.waitFor();
  const card = await inspect.locator("svg.tcg-card").getAttribute("data-card");
  const r = (await inspect.boundingBox())!;
  const view = page.viewportSize()!;
  // The whole card, inside the screen, large enough to read.
  expect(r.x).toBeGreaterThanOrEqual(0);
  expect(r.y).toBeGreaterThanOrEqual(0);
  expect(r.x + r.width).toBeLessThanOrEqual(view.width);
  expect(r.y + r.height).toBeLessThanOrEqual(view.height);
  expect(r.width).toBeGreaterThanOrEqual(240);
  await page.screenshot({ path: screenshotPath("tcg-duel-phone-long-press") });
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await cdp.detach();
  return card;
}

/** The box of each hand card, with whether its centre's topmost element is that card. */
async function handBoxes(page: Page) {
  return page.locator(".duel-hand-card").evaluateAll((els) =>
    els.map((el) => {
      const r = el.getBoundingClientRect();
      // Reachable: the middle of the card's visible part (its top band when cards overlap).
      const x = r.left + Math.min(r.width / 2, 24);
      const y = r.top + Math.min(r.height / 2, 30);
      const hit = document.elementFromPoint(x, y);
      return {
        id: el.getAttribute("data-hand"),
        left: r.left,
        right: r.right,
        top: r.top,
        bottom: r.bottom,
        width: r.width,
        hit: hit !== null && el.contains(hit),
      };
    }),
  );
}

describe.skipIf(executablePath === null)("the TCG duel on a phone and with a full hand", () => {
  let app: RunningApp;
  beforeAll(async () => {
    app = await launchApp(executablePath!);
  });
  afterAll(async () => {
    await app?.stop();
  });

  test("the settings are one row at 390×844 and 1280×800; they open as a panel, Esc closes it", async () => {
    for (const size of [PHONE, DESKTOP]) {
      const { page, errors } = await openPage(app, "tcg-duel?seed=1", "tcg-duel", size);
      const head = page.locator(".duel-head");
      const bar = await head.boundingBox();
      expect(bar!.height, `settings row at ${size.viewport!.width}`).toBeLessThanOrEqual(56);
      const summary = page.getByTestId("duel-settings");
      // Closed: the settings themselves are not drawn, their summary is (as a name, on a phone).
      expect(await page.getByTestId("bot-level").isVisible()).toBe(false);
      expect(await summary.getAttribute("title")).toMatch(/^Starter deck · .+ vs .+ · Greedy$/);
      await summary.focus();
      await page.keyboard.press("Enter");
      for (const id of ["duel-deck", "duel-class-A", "duel-class-B", "bot-level", "reduce-motion"])
        expect(await page.getByTestId(id).isVisible(), id).toBe(true);
      expect(await horizontalOverflow(page)).toEqual({ scroll: 0, elements: [], cut: [] });
      if (size === PHONE) expect(await smallControls(page)).toEqual([]);
      await page.screenshot({ path: screenshotPath(`tcg-duel-settings-${size.viewport!.width}`) });
      await page.getByTestId("bot-level").focus();
      await page.keyboard.press("Escape");
      expect(await page.getByTestId("bot-level").isVisible()).toBe(false);
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute("data-testid")))
        .toBe("duel-settings");
      // A changed setting shows in the summary; a tap elsewhere closes the panel.
      await page.keyboard.press("Enter");
      await page.getByTestId("bot-level").selectOption("random");
      expect(await summary.getAttribute("title")).toMatch(/· Random$/);
      await page.locator(".duel-head h1").click();
      expect(await page.getByTestId("bot-level").isVisible()).toBe(false);
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });

  test("390×844 touch: a long press shows the whole card and does not play it; a tap plays it", async () => {
    const { page, errors } = await openPage(app, "tcg-duel?seed=1", "tcg-duel", PHONE);
    const root = page.locator("section.tcg-duel");
    // The mulligan's cards too are read whole by a long press, which does not toggle them.
    await page.locator('[data-testid="mulligan-confirm"]:not([disabled])').waitFor({ timeout: 60_000 });
    await page.getByTestId("mulligan-confirm").tap();
    await expect.poll(() => root.getAttribute("data-active"), { timeout: 60_000 }).toBe("A");
    await expect.poll(() => root.getAttribute("data-phase")).not.toBe("mulligan");
    const hand = page.locator(".duel-hand-card");
    const before = await hand.count();
    const first = hand.first();
    const id = await first.getAttribute("data-hand");
    const shown = await longPress(page, first);
    expect(shown).toBeTruthy();
    // Lifting the finger hides the card; the press was not a tap: nothing played, no target asked.
    await page.getByTestId("inspect").waitFor({ state: "detached" });
    expect(await hand.count()).toBe(before);
    expect(await page.locator(`[data-hand="${id}"]`).count()).toBe(1);
    expect(await page.getByTestId("prompt").count()).toBe(0);
    // A creature on the board reads the same way.
    const playable = page.locator(".duel-hand-card.playable");
    if ((await playable.count()) > 0) {
      const card = await playable.first().getAttribute("data-hand");
      await playable.first().tap();
      if ((await page.getByTestId("prompt").count()) > 0)
        await page.locator(".target [data-entity], .duel-hero.target").first().tap();
      await expect.poll(() => page.locator(`[data-hand="${card}"]`).count()).toBe(0);
    }
    const token = page.locator(".duel-board-me [data-entity]").first();
    if ((await token.count()) > 0) expect(await longPress(page, token)).toBeTruthy();
    expect(await horizontalOverflow(page)).toEqual({ scroll: 0, elements: [], cut: [] });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test(`a full hand (${MAX_HAND} cards) fits 1280×800 and 390×844, every card reachable and readable`, async () => {
    const { page, errors } = await openPage(app, "tcg-duel?seed=3", "tcg-duel", DESKTOP);
    const root = page.locator("section.tcg-duel");
    await page.locator('[data-testid="mulligan-confirm"]:not([disabled])').click({ timeout: 60_000 });
    // Play nothing, end each turn: one card drawn a turn until the hand is full.
    const hand = page.locator(".duel-hand-card");
    for (let turn = 0; turn < 20 && (await hand.count()) < MAX_HAND; turn++) {
      await expect.poll(() => root.getAttribute("data-active"), { timeout: 60_000 }).toBe("A");
      await page.locator('[data-testid="end-turn"]:not([disabled])').waitFor({ timeout: 60_000 });
      if ((await hand.count()) >= MAX_HAND) break;
      const t = Number(await root.getAttribute("data-turn"));
      await page.getByTestId("end-turn").click();
      await expect.poll(() => root.getAttribute("data-turn"), { timeout: 60_000 }).toBe(String(t + 2));
      await expect.poll(() => root.getAttribute("data-active"), { timeout: 60_000 }).toBe("A");
    }
    expect(await hand.count()).toBe(MAX_HAND);
    await page.mouse.move(0, 0);

    // 1280×800: the hand in one row, inside the screen with both heroes, no card hidden under another.
    let boxes = await handBoxes(page);
    expect(new Set(boxes.map((b) => Math.round(b.top))).size).toBe(1);
    for (const b of boxes) {
      expect(b.left, b.id!).toBeGreaterThanOrEqual(0);
      expect(b.right, b.id!).toBeLessThanOrEqual(1280);
      expect(b.bottom, b.id!).toBeLessThanOrEqual(800);
      expect(b.hit, `${b.id} reachable`).toBe(true);
    }
    for (const hero of ["heroA", "heroB"]) {
      const r = (await page.locator(`[data-entity="${hero}"]`).boundingBox())!;
      expect(r.y + r.height, hero).toBeLessThanOrEqual(800);
    }
    expect(await horizontalOverflow(page)).toEqual({ scroll: 0, elements: [], cut: [] });
    // Readable: hovering each card shows it whole.
    for (const b of boxes) {
      await page.mouse.move(0, 0);
      await page.getByTestId("inspect").waitFor({ state: "detached" });
      await page.mouse.move(b.left + Math.min(b.width / 2, 24), b.top + 30);
      await expect
        .poll(() => page.getByTestId("inspect").locator("svg.tcg-card").getAttribute("data-card"))
        .toBe(await page.locator(`[data-hand="${b.id}"] .hand-face`).getAttribute("data-card"));
    }
    await page.mouse.move(0, 0);
    await page.screenshot({ path: screenshotPath("tcg-duel-full-hand-1280x800") });

    // 390×844 touch, the same duel (it is saved): nothing sideways, every card whole and wide enough
    // to tap, reached by scrolling down only, and read whole by a long press.
    const phone = await app.browser.newContext({
      ...PHONE,
      storageState: await page.context().storageState(),
    });
    const p = await phone.newPage();
    await p.goto(page.url());
    await p.waitForSelector('html[data-ready="tcg-duel"]', { state: "attached" });
    await expect.poll(() => p.locator(".duel-hand-card").count()).toBe(MAX_HAND);
    expect(await horizontalOverflow(p)).toEqual({ scroll: 0, elements: [], cut: [] });
    boxes = await handBoxes(p);
    for (const b of boxes) {
      expect(b.left, b.id!).toBeGreaterThanOrEqual(0);
      expect(b.right, b.id!).toBeLessThanOrEqual(390);
      expect(b.width, `${b.id} wide enough to tap`).toBeGreaterThanOrEqual(44);
    }
    for (const b of boxes) {
      const card = p.locator(`[data-hand="${b.id}"]`);
      await card.scrollIntoViewIfNeeded();
      const [hit] = (await handBoxes(p)).filter((x) => x.id === b.id);
      expect(hit?.hit, `${b.id} reachable on the phone`).toBe(true);
      expect(await longPress(p, card)).toBe(await card.locator(".hand-face").getAttribute("data-card"));
      await p.getByTestId("inspect").waitFor({ state: "detached" });
    }
    expect(await p.locator(".duel-hand-card").count()).toBe(MAX_HAND);
    await p.screenshot({ path: screenshotPath("tcg-duel-full-hand-phone"), fullPage: true });
    expect(errors).toEqual([]);
    await phone.close();
    await page.context().close();
  });
});
