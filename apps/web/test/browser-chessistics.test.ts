/**
 * Chessistics in Chromium (issue 19): keyboard-only play with visible focus and named cells, the
 * collision camera, §7.2's pause and resume around a placement, the placing bar clear of the
 * board, progress kept across reloads and Back/Forward, the campaign's "Nouvelle mission"
 * sequence, the receiving piece's flash and the route's length, and a phone with no sideways
 * scrolling and touch-sized controls. Screenshots at 1280×800 and 390×844 go to
 * test-results/screenshots/chessistics/.
 */
import type { Page } from "playwright-core";
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
} from "./browser/harness.js";

const executablePath = findChromium();

const shot = (page: Page, name: string) => page.screenshot({ path: screenshotPath(`chessistics/${name}`) });
const root = (page: Page) => page.locator("section.chessistics");
const label = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? "");

/** Two-click placement with the mouse (seed §7.2). */
async function place(page: Page, stock: string, from: string, to: string): Promise<void> {
  await page.locator(`[data-stock="${stock}"]`).click();
  await page.locator(`[data-square="${from}"]`).click();
  await page.locator(`[data-square="${to}"]`).click();
}

/** The rectangles of the elements matching `selector`, in page pixels. */
function boxes(page: Page, selector: string) {
  return page.locator(selector).evaluateAll((els) =>
    els.map((e) => {
      const r = e.getBoundingClientRect();
      return { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
    }),
  );
}

type Box = { left: number; top: number; right: number; bottom: number };
const overlap = (a: Box, b: Box) =>
  a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;

describe.skipIf(executablePath === null)("Chessistics in Chromium", () => {
  let app: RunningApp;
  beforeAll(async () => {
    app = await launchApp(executablePath!);
  });
  afterAll(async () => {
    await app?.stop();
  });

  test("keyboard alone: Tab to a piece, Enter, arrows and Enter for its start and arrival, Space to run; focus visible, cells named", async () => {
    const { page, errors } = await openPage(app, "chessistics?level=1", "chessistics", DESKTOP);
    // Tab from the top of the page to the Tour II in the stock; every stop shows a focus ring.
    let stop = "";
    for (let i = 0; i < 60 && stop !== "Rook II, 3 in stock"; i++) {
      await page.keyboard.press("Tab");
      stop = await label(page);
      const ring = await page.evaluate(() => {
        const el = document.activeElement!;
        const s = getComputedStyle(el);
        return el instanceof SVGElement ? s.stroke : s.outlineStyle;
      });
      expect(ring, `focus ring on ${stop}`).not.toMatch(/^(none)$/);
    }
    expect(stop).toBe("Rook II, 3 in stock");
    await page.keyboard.press("Enter");
    // The placement pauses and takes the player to the board, on a cell that says what it is.
    await expect.poll(() => label(page)).toBe("e1, empty, possible start");
    expect(await page.getByTestId("status").textContent()).toContain("Rook II: choose its start cell");
    expect(await page.evaluate(() => getComputedStyle(document.activeElement!).stroke)).toBe(
      "rgb(255, 210, 87)",
    );
    await page.keyboard.press("ArrowRight");
    expect(await label(page)).toBe("f1, Royal Depot, wants wood, 0 of 3");
    for (let i = 0; i < 4; i++) await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    expect(await label(page)).toBe("b1, empty, chosen start");
    await shot(page, "keyboard-arrival-desktop");
    await page.keyboard.press("ArrowRight");
    expect(await label(page)).toBe("c1, empty, legal arrival");
    await page.keyboard.press("ArrowRight");
    expect(await label(page)).toBe("d1, empty, legal arrival");
    await page.keyboard.press("Enter");
    await expect
      .poll(() => page.getByTestId("announce").textContent())
      .toBe("Rook II placed on b1, shuttling to d1.");
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    expect(await label(page)).toBe("b1, Rook II number 1, shuttles b1 to d1");
    // Esc cancels a placement: the stock is untouched.
    await page.locator('[data-stock="rook-2"]').focus();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Escape");
    expect(await page.getByTestId("status").textContent()).not.toContain("choose");
    expect(await page.locator('[data-stock="rook-2"] .stock-count').textContent()).toBe("×2");
    // Space plays; the piece carries wood from the Scierie on turn 1.
    await page.locator('[data-square="b1"]').focus();
    await page.keyboard.press("Space");
    await expect.poll(() => page.getByTestId("turn").textContent(), { timeout: 20_000 }).not.toBe("0");
    await page.keyboard.press("Space");
    await expect.poll(() => root(page).getAttribute("data-running")).toBe("false");
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test("a collision pauses the game and the camera pans and zooms to it; Resume shows the whole board again", async () => {
    const { page, errors } = await openPage(app, "chessistics?level=3", "chessistics", DESKTOP);
    const viewBox = async () =>
      (await page.locator("svg.chess-board").getAttribute("viewBox"))!.split(" ").map(Number);
    const [, , wholeWidth] = await viewBox();
    // Tour II b2 → d2 and Tour II f2 → d2 both reach d2 on turn 1: equal priority, both destroyed.
    await place(page, "rook-2", "b2", "d2");
    await place(page, "rook-2", "f2", "d2");
    await page.getByTestId("play").click();
    const status = page.locator(".status-collision");
    await status.waitFor({ state: "visible", timeout: 30_000 });
    expect(await status.locator(".status-text").textContent()).toBe(
      "Rook II and Rook II destroy each other — back to stock",
    );
    expect(await root(page).getAttribute("data-running")).toBe("false");
    expect(await page.getByTestId("turn").textContent()).toBe("1");
    // The camera closes in on d2 (column 3, row 4 from the top of the 6×6 board).
    await expect.poll(async () => (await viewBox())[2]!).toBeLessThan(wholeWidth! / 1.5);
    const [x, y, w, h] = await viewBox();
    expect(x! < 3.5 && 3.5 < x! + w!).toBe(true);
    expect(y! < 4.5 && 4.5 < y! + h!).toBe(true);
    await shot(page, "collision-desktop");
    await page.getByRole("button", { name: "Resume" }).click();
    await expect.poll(async () => (await viewBox())[2]).toBeCloseTo(wholeWidth!, 3);
    await expect.poll(() => root(page).getAttribute("data-running")).toBe("true");
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test("§7.2: a placement pauses a running simulation and resumes it when confirmed or cancelled; a paused one stays paused", async () => {
    const { page, errors } = await openPage(app, "chessistics?level=2", "chessistics", DESKTOP);
    const running = () => root(page).getAttribute("data-running");
    // Paused before: confirming leaves it paused.
    await place(page, "rook-2", "b1", "d1");
    expect(await running()).toBe("false");
    await page.getByTestId("play").click();
    await expect.poll(running).toBe("true");
    // Running: choosing a piece pauses; cancelling (Esc) resumes.
    await page.locator('[data-stock="rook-2"]').click();
    expect(await running()).toBe("false");
    await page.keyboard.press("Escape");
    await expect.poll(running).toBe("true");
    // Running: choosing, then confirming, resumes too.
    await page.locator('[data-stock="rook-2"]').click();
    expect(await running()).toBe("false");
    await page.locator('[data-square="f2"]').click();
    await page.locator('[data-square="d2"]').click();
    await expect.poll(running).toBe("true");
    expect(await page.locator("[data-piece]").count()).toBe(2);
    // The Cancel button does what Esc does.
    await page.locator('[data-stock="bishop-2"]').click();
    await page.getByRole("button", { name: /Cancel/ }).click();
    await expect.poll(running).toBe("true");
    expect(errors).toEqual([]);
    await page.context().close();
  });

  for (const [size, options] of [
    ["desktop", DESKTOP],
    ["phone", PHONE],
  ] as const) {
    test(`level 6 at ${size} size: the placing bar covers neither the top row nor the gauges`, async () => {
      const { page, errors } = await openPage(app, "chessistics?level=6", "chessistics", options);
      await page.locator('[data-stock="rook-2"]').click();
      await page.locator('[data-square="b2"]').click();
      await page.waitForTimeout(300);
      await shot(page, `placing-level6-${size}`);
      const [bar] = await boxes(page, '[data-testid="status"]');
      const topRow = await boxes(page, '[data-square$="8"]');
      const gauges = await boxes(page, ".gauge-text, .demands li");
      expect(topRow).toHaveLength(10);
      for (const cell of [...topRow, ...gauges])
        expect(overlap(bar!, cell), JSON.stringify(cell)).toBe(false);
      // And the board's top row stays where players can tap it.
      for (const cell of topRow) expect(cell.top).toBeGreaterThanOrEqual(bar!.bottom);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }

  test("a reload loses nothing: the game in progress, then the solved level and its best; the level follows Back and Forward", async () => {
    const { page, errors } = await openPage(app, "chessistics?level=2", "chessistics", DESKTOP);
    await place(page, "rook-2", "b1", "d1");
    await place(page, "bishop-2", "c4", "a2");
    await page.getByRole("button", { name: "Speed ×4" }).click();
    await page.getByTestId("play").click();
    await expect
      .poll(async () => Number(await page.getByTestId("turn").textContent()), { timeout: 20_000 })
      .toBeGreaterThan(2);
    await page.getByTestId("play").click();
    await expect.poll(() => root(page).getAttribute("data-running")).toBe("false");
    const before = {
      turn: await page.getByTestId("turn").textContent(),
      pieces: await page.locator("[data-piece]").count(),
      depot: await page.locator(".demands li").first().textContent(),
      stock: await page.locator(".stock-count").allTextContents(),
    };
    await page.reload();
    await page.waitForSelector('html[data-ready="chessistics"]', { state: "attached" });
    expect({
      turn: await page.getByTestId("turn").textContent(),
      pieces: await page.locator("[data-piece]").count(),
      depot: await page.locator(".demands li").first().textContent(),
      stock: await page.locator(".stock-count").allTextContents(),
    }).toEqual(before);
    expect(await page.getByRole("button", { name: "Speed ×4" }).getAttribute("aria-pressed")).toBe("true");

    // Level 1 solved, then reloaded: the level is marked solved, with its best metrics.
    await page.evaluate(() => {
      location.hash = "#/chessistics?level=1";
    });
    await expect.poll(() => root(page).getAttribute("data-level")).toBe("1");
    // The Dépôt (f1) is out of one Tour's reach: a chain of two (seed §8 niveau 1).
    await place(page, "rook-2", "b1", "d1");
    await place(page, "rook-2", "f2", "d2");
    await page.getByTestId("play").click();
    await page.getByTestId("complete-overlay").waitFor({ state: "visible", timeout: 30_000 });
    await page.reload();
    await page.waitForSelector('html[data-ready="chessistics"]', { state: "attached" });
    expect(await page.getByTestId("complete-overlay").isVisible()).toBe(true);
    expect(await page.locator(".record").first().textContent()).toBe("Best: 2 pieces, 7 turns, 4 cells");
    await page.getByRole("button", { name: "Levels" }).click();
    // The level list renders after the click: wait for it (a bare count() raced it under load).
    await expect
      .poll(() => page.getByRole("button", { name: "Level 1, First Convoy, solved" }).count())
      .toBe(1);
    // Choosing a level is a history entry: Back and Forward follow it.
    await page.getByRole("button", { name: /^Level 3, The Pass/ }).click();
    await expect.poll(() => page.locator(".chess-level").textContent()).toBe("The Pass");
    expect(await page.evaluate(() => location.hash)).toBe("#/chessistics?level=3");
    await page.goBack();
    await expect.poll(() => page.locator(".chess-level").textContent()).toBe("First Convoy");
    expect(await page.evaluate(() => location.hash)).toBe("#/chessistics?level=1");
    await page.goForward();
    await expect.poll(() => page.locator(".chess-level").textContent()).toBe("The Pass");
    // Level 2's game is still there after all that.
    await page.goBack();
    await page.goBack();
    await expect.poll(() => page.locator(".chess-level").textContent()).toBe("Two Customers");
    expect(await page.getByTestId("turn").textContent()).toBe(before.turn);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test("the campaign: a mission card, then the Nouvelle mission sequence grows the board and names MISSION 2/8", async () => {
    const { page, errors } = await openPage(app, "chessistics?level=7", "chessistics", DESKTOP);
    const cells = () => page.locator("rect.sq").count();
    expect(await page.getByTestId("mission-label").textContent()).toBe("Mission 1/8");
    expect(await cells()).toBe(12); // a1–d3
    expect(await page.locator('[data-square="e1"]').count()).toBe(0);
    await shot(page, "campaign-start-desktop");
    await place(page, "rook-2", "b1", "c1");
    await page.getByRole("button", { name: "Speed ×4" }).click();
    await page.getByTestId("play").click();
    const card = page.getByTestId("complete-overlay");
    await card.waitFor({ state: "visible", timeout: 30_000 });
    expect(await card.locator("h2").textContent()).toBe("First convoy");
    expect(await card.locator('[data-metric="turns"]').textContent()).toMatch(/^6\b/);
    expect(await root(page).getAttribute("data-running")).toBe("false");
    await shot(page, "campaign-card-desktop");
    // The stages as the page goes through them (polling alone may miss the short "settle" while a
    // screenshot is taken on a loaded machine).
    await page.evaluate(() => {
      const section = document.querySelector("section.chessistics")!;
      const stages: string[] = [];
      (window as unknown as { stages: string[] }).stages = stages;
      new MutationObserver(() => {
        const stage = section.getAttribute("data-transition")!;
        if (stages.at(-1) !== stage) stages.push(stage);
      }).observe(section, { attributes: true, attributeFilter: ["data-transition"] });
    });
    await card.getByRole("button", { name: /Next mission/ }).click();
    // The title fades in over everything; the camera is locked.
    const intro = page.getByTestId("mission-intro");
    await intro.waitFor({ state: "visible" });
    expect(await intro.textContent()).toBe("New missionTwo customers");
    expect(await page.getByRole("button", { name: "Zoom in" }).isDisabled()).toBe(true);
    await shot(page, "campaign-title-desktop");
    // New cells appear with the expansion animation.
    await expect.poll(() => root(page).getAttribute("data-transition")).toBe("expand");
    expect(await page.locator("rect.cell-new").count()).toBe(6); // e1–f3
    expect(await cells()).toBe(18);
    await page.waitForTimeout(500);
    await shot(page, "campaign-expand-desktop");
    // The title flies to the panel's heading, then the game goes on where it was.
    await expect.poll(() => root(page).getAttribute("data-transition"), { timeout: 10_000 }).toBe("none");
    expect(await page.evaluate(() => (window as unknown as { stages: string[] }).stages)).toEqual([
      "title",
      "expand",
      "settle",
      "none",
    ]);
    expect(await page.getByTestId("mission-label").textContent()).toBe("Mission 2/8");
    expect(await page.getByTestId("mission-title").textContent()).toBe("Two customers");
    expect(await page.getByTestId("mission").textContent()).toBe("2/8");
    expect(await page.getByRole("button", { name: "Zoom in" }).isDisabled()).toBe(false);
    await expect.poll(() => root(page).getAttribute("data-running")).toBe("true");
    await shot(page, "campaign-mission2-desktop");
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test("the header's [←] leads back to the list of games (seed §7.1)", async () => {
    const { page, errors } = await openPage(app, "chessistics?level=2", "chessistics", DESKTOP);
    const back = page.getByRole("link", { name: "Back to the games" });
    expect(await back.locator("[aria-hidden]").textContent()).toBe("←");
    await back.click();
    await expect.poll(() => page.evaluate(() => location.hash)).toBe("#/");
    await page.locator("main h1").first().waitFor();
    // Browser Back returns to the level where the player was.
    await page.goBack();
    await expect.poll(() => page.locator(".chess-level").textContent()).toBe("Two Customers");
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test("a transfer flashes the receiving piece, and its detail gives the route's length", async () => {
    const { page, errors } = await openPage(app, "chessistics?level=1", "chessistics", DESKTOP);
    await place(page, "rook-2", "b2", "b4");
    await place(page, "rook-2", "b1", "c1");
    // On turn 1 Tour #2 picks wood beside the Scierie: its flash runs.
    const flashed = page.waitForFunction(
      () => (document.querySelector('[data-piece="2"] .flash')?.getAnimations().length ?? 0) > 0,
      undefined,
      { polling: "raf", timeout: 20_000 },
    );
    await page.getByTestId("play").click();
    await flashed;
    await page.getByTestId("play").click();
    await expect.poll(() => root(page).getAttribute("data-running")).toBe("false");
    // Select Tour #1 wherever it stands now (its cell is named after it).
    await page.locator('rect.sq[aria-label*="Rook II number 1"]').click();
    const detail = page.getByTestId("piece-detail");
    expect(await detail.getByTestId("route").textContent()).toBe("b2 ↔ b4 (2 cells)");
    await shot(page, "detail-desktop");
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test("with reduced motion the turns animate nothing, and each piece is drawn on the cell it stands on", async () => {
    const { page, errors } = await openPage(app, "chessistics?level=1", "chessistics", {
      ...DESKTOP,
      reducedMotion: "reduce",
    });
    // Count the animations started on the moving layer (pieces, cubes, pulses), whatever their kind.
    await page.evaluate(() => {
      const animate = Element.prototype.animate;
      const w = window as unknown as { layerAnimations: number };
      w.layerAnimations = 0;
      Element.prototype.animate = function (this: Element, ...args: Parameters<Element["animate"]>) {
        if (this.closest(".piece-layer")) w.layerAnimations++;
        return animate.apply(this, args);
      };
    });
    await place(page, "rook-2", "b2", "b4");
    await place(page, "rook-2", "b1", "c1");
    await page.getByTestId("play").click();
    await expect
      .poll(async () => Number(await page.getByTestId("turn").textContent()), { timeout: 20_000 })
      .toBeGreaterThanOrEqual(2);
    await page.getByTestId("play").click();
    await expect.poll(() => root(page).getAttribute("data-running")).toBe("false");
    expect(
      await page.evaluate(() => (window as unknown as { layerAnimations: number }).layerAnimations),
    ).toBe(0);
    // The piece layer and the board agree on where each piece is (the cell named after it).
    for (const id of [1, 2]) {
      const cell = page.locator(`rect.sq[aria-label*="Rook II number ${id}"]`);
      const [a] = await boxes(page, `rect.sq[data-square="${await cell.getAttribute("data-square")}"]`);
      const [b] = await boxes(page, `[data-piece="${id}"]`);
      expect(Math.abs((a!.left + a!.right) / 2 - (b!.left + b!.right) / 2)).toBeLessThan(1);
      expect(Math.abs((a!.top + a!.bottom) / 2 - (b!.top + b!.bottom) / 2)).toBeLessThan(1);
    }
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test("on a 390×844 phone: no sideways scrolling while playing, touch-sized controls, French on the board", async () => {
    const { page, errors } = await openPage(app, "chessistics?level=6", "chessistics", {
      ...PHONE,
      locale: "fr-FR",
    });
    const noOverflow = async (what: string) =>
      expect(await horizontalOverflow(page), what).toEqual({ scroll: 0, elements: [], cut: [] });
    await noOverflow("start");
    await shot(page, "start-phone");
    for (const b of await page.locator("section.chessistics :is(button, a):visible").all()) {
      const box = (await b.boundingBox())!;
      expect(
        Math.min(box.width, box.height),
        (await b.getAttribute("aria-label")) ?? (await b.textContent()) ?? "",
      ).toBeGreaterThanOrEqual(44);
    }
    // Building names stay readable: at least 11 px on screen.
    const fonts = await page
      .locator(".building-label")
      .evaluateAll((els) => els.map((e) => e.getBoundingClientRect().height));
    for (const h of fonts) expect(h).toBeGreaterThanOrEqual(10);
    await page.locator('[data-stock="rook-2"]').tap();
    await page.locator('[data-square="b2"]').tap();
    expect(await page.getByTestId("status").textContent()).toContain(
      "Tour II sur b2 : choisissez une arrivée",
    );
    await noOverflow("placing");
    await shot(page, "placing-phone");
    await page.locator('[data-square="b4"]').tap();
    await page.getByRole("button", { name: "Niveaux" }).tap();
    await noOverflow("menu");
    await shot(page, "menu-phone");
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Aide" }).tap();
    await noOverflow("help");
    await shot(page, "help-phone");
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
