/**
 * Browser tests: the production build, served by `vite preview` on a free localhost port, driven in
 * Debian's Chromium by playwright-core. Screenshots go to test-results/screenshots/ and the
 * performance figures (gzipped JS per page, time to first interaction) to test-results/perf.json.
 * Without a Chromium binary these tests (and only these) are skipped, with a message saying so.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { ROUTES } from "../src/routes.js";
import {
  chromiumSearchText,
  chunkSizes,
  findChromium,
  launchApp,
  openPage,
  RESULTS_DIR,
  type RunningApp,
  screenshotPath,
} from "./browser/harness.js";

const executablePath = findChromium();
if (executablePath === null) {
  console.warn(
    `\n[browser tests] SKIPPED: no Chromium binary found (looked at ${chromiumSearchText()}).\n` +
      "  Install Debian's chromium (apt-get install -y chromium) or set CHROMIUM_PATH to run them.\n" +
      "  Only the browser tests are skipped; the other tests still run.\n",
  );
}

/** Performance figures gathered while the tests run, written to test-results/perf.json. */
const perf: {
  pages: Record<string, { interactiveMs: number; routeJs: string[]; routeJsGzip: number }>;
  /** From a click on the home page's link to the game page being interactive (chunks not cached). */
  navigation: Record<string, number>;
} = { pages: {}, navigation: {} };

describe.skipIf(executablePath === null)("web app in Chromium", () => {
  let app: RunningApp;

  beforeAll(async () => {
    app = await launchApp(executablePath!);
  });

  afterAll(async () => {
    await app?.stop();
    if (Object.keys(perf.pages).length > 0) {
      mkdirSync(RESULTS_DIR, { recursive: true });
      // The machine's load when measured: timings on a busy 2-core box are not those of a quiet one.
      const report = { ...perf, loadavg: loadavg(), cpus: cpus().length, chunks: chunkSizes() };
      writeFileSync(join(RESULTS_DIR, "perf.json"), `${JSON.stringify(report, null, 2)}\n`);
      for (const [page, p] of Object.entries(report.pages)) {
        console.log(
          `[perf] ${page}: interactive after ${p.interactiveMs.toFixed(0)} ms, route JS ${(p.routeJsGzip / 1024).toFixed(1)} KB gzipped`,
        );
      }
      for (const [page, ms] of Object.entries(report.navigation)) {
        console.log(`[perf] home → ${page}: interactive ${ms.toFixed(0)} ms after the click`);
      }
      console.log(
        `[perf] load average ${report.loadavg.map((l) => l.toFixed(1)).join(" ")} on ${report.cpus} CPUs`,
      );
    }
  });

  /**
   * Opens `hash` in a fresh page, collecting console errors and uncaught exceptions, and waits until
   * the page says it is interactive. Records the time to first interaction and the JS the page
   * loaded beyond the shell.
   */
  async function open(hash: string, ready: string): Promise<{ page: Page; errors: string[] }> {
    const { page, errors, routeJs, routeJsGzip } = await openPage(app, hash, ready);
    const interactiveMs = await page.evaluate(
      (name) => performance.getEntriesByName(name)[0]?.startTime ?? Number.NaN,
      `interactive:${ready}`,
    );
    perf.pages[ready] = { interactiveMs, routeJs, routeJsGzip };
    return { page, errors };
  }

  async function close(page: Page): Promise<void> {
    await page.context().close();
  }

  test("home lists every page and draws each game's board once its engine has loaded", async () => {
    const { page, errors } = await open("", "home");
    const names = await page.locator(".game-card .game-name").allTextContents();
    expect(names).toEqual(ROUTES.map((r) => r.text.en.title));
    for (const game of ["Pigment", "Chessistics", "Shing Shang", "Kits"]) expect(names).toContain(game);
    // The home page's own JS holds no engine (route-budgets.test.ts checks the shell); the engines
    // its board pictures are drawn from load after the first paint, on demand (issue 30).
    await expect.poll(() => page.locator(".game-thumb.live").count()).toBeGreaterThan(0);
    await page.screenshot({ path: screenshotPath("home"), fullPage: true });
    // In-app navigation: each game's chunks load on the first click and the page becomes usable.
    for (const game of ["pigment", "chessistics", "shing-shang"]) {
      await page.locator(".brand").click();
      await page.waitForSelector('html[data-ready="home"]', { state: "attached" });
      const start = await page.evaluate(() => performance.now());
      await page.locator(`a.game-${game}`).click();
      await page.waitForSelector(`html[data-ready="${game}"]`, { state: "attached", timeout: 90_000 });
      const ready = await page.evaluate(
        (name) => performance.getEntriesByName(name)[0]?.startTime ?? Number.NaN,
        `interactive:${game}`,
      );
      perf.navigation[game] = ready - start;
    }
    expect(errors).toEqual([]);
    await close(page);
  });

  test("Pigment level 2 is solved with key presses (E, S, W, N, E) and shows won", async () => {
    const { page, errors } = await open("pigment?level=2", "pigment");
    await page.screenshot({ path: screenshotPath("pigment-start") });
    const root = page.locator("section.pigment");
    for (const [i, key] of ["ArrowRight", "ArrowDown", "a", "w", "ArrowRight"].entries()) {
      await page.keyboard.press(key);
      await expect.poll(() => page.getByTestId("spent").textContent()).toBe(`${i + 1} / 5`);
      if (key === "a") {
        await page.waitForTimeout(150);
        await page.locator("section.pigment canvas").screenshot({ path: screenshotPath("pigment-rolling") });
      }
      // Input is ignored while the die rolls: wait for it to land before the next key.
      await page.waitForSelector('section.pigment[data-busy="false"]', { state: "attached" });
      if (key === "ArrowDown") await page.screenshot({ path: screenshotPath("pigment-playing") });
    }
    await expect.poll(() => root.getAttribute("data-phase")).toBe("won");
    expect(await page.getByTestId("phase").textContent()).toMatch(/^Won in 5 moves/);
    expect(await page.getByTestId("spent").textContent()).toBe("5 / 5");
    await page.screenshot({ path: screenshotPath("pigment-won") });
    expect(errors).toEqual([]);
    await close(page);
  });

  test("Pigment: a wrong roll loses level 1, undo brings it back, and the hint points east", async () => {
    const { page, errors } = await open("pigment?level=1", "pigment");
    const root = page.locator("section.pigment");
    // Level 1 allows one move; rolling south paints (0,1) blue and leaves the mark (1,0) unpainted.
    await page.keyboard.press("ArrowDown");
    await expect.poll(() => root.getAttribute("data-phase")).toBe("lost");
    expect(await page.getByTestId("phase").textContent()).toBe("Lost: no moves left");
    await page.screenshot({ path: screenshotPath("pigment-lost") });
    await page.getByRole("button", { name: "Undo" }).click();
    await expect.poll(() => root.getAttribute("data-phase")).toBe("play");
    expect(await page.getByTestId("spent").textContent()).toBe("0 / 1");
    // The only winning first roll puts the east face (yellow) down on (1,0).
    await page.getByRole("button", { name: "Hint" }).click();
    expect(await page.locator("p.message").textContent()).toBe("Hint: roll east.");
    expect(errors).toEqual([]);
    await close(page);
  });

  test("Pigment keeps the level and the rolls in the URL and the solved levels in storage: reload, Back and Forward restore them", async () => {
    const { page, errors } = await open("pigment?level=2", "pigment");
    const root = page.locator("section.pigment");
    const landed = () => page.waitForSelector('section.pigment[data-busy="false"]', { state: "attached" });
    for (const key of ["ArrowRight", "ArrowDown"]) {
      await page.keyboard.press(key);
      await landed();
    }
    await expect.poll(() => page.evaluate(() => location.hash)).toBe("#/pigment?level=2&moves=ES");
    await page.reload();
    await page.waitForSelector('html[data-ready="pigment"]', { state: "attached" });
    expect(await page.getByTestId("spent").textContent()).toBe("2 / 5");
    // Undo still works after a reload: the rolls were replayed through the engine.
    await page.keyboard.press("u");
    await landed();
    expect(await page.getByTestId("spent").textContent()).toBe("1 / 5");
    await expect.poll(() => page.evaluate(() => location.hash)).toBe("#/pigment?level=2&moves=E");
    for (const key of ["ArrowDown", "ArrowLeft", "ArrowUp", "ArrowRight"]) {
      await page.keyboard.press(key);
      await landed();
    }
    await expect.poll(() => root.getAttribute("data-phase")).toBe("won");
    expect(await page.getByRole("button", { name: "Level 2, Back Again, solved in 5 moves" }).count()).toBe(
      1,
    );
    // Next level by keyboard: a new history entry.
    await page.getByRole("button", { name: "Next level" }).focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => root.getAttribute("data-level")).toBe("3");
    expect(await page.evaluate(() => location.hash)).toBe("#/pigment?level=3");
    expect(await page.locator(".level-title h2").textContent()).toBe("What You Leave Behind");
    await page.goBack();
    await expect.poll(() => root.getAttribute("data-level")).toBe("2");
    expect(await root.getAttribute("data-phase")).toBe("won");
    expect(await page.locator(".level-title h2").textContent()).toBe("Back Again");
    await page.goForward();
    await expect.poll(() => root.getAttribute("data-level")).toBe("3");
    expect(await page.getByTestId("spent").textContent()).toBe("0 / 5");
    // A link to another level on the same page, then a reload: the solve is still remembered.
    await page.evaluate(() => {
      location.hash = "#/pigment?level=4";
    });
    await expect.poll(() => page.locator(".level-title h2").textContent()).toBe("The Other Pair");
    await page.reload();
    await page.waitForSelector('html[data-ready="pigment"]', { state: "attached" });
    expect(await page.locator(".level-title h2").textContent()).toBe("The Other Pair");
    expect(await page.getByRole("button", { name: "Level 2, Back Again, solved in 5 moves" }).count()).toBe(
      1,
    );
    // Without a level, the page opens the first level not solved yet.
    await page.evaluate(() => {
      location.hash = "#/";
    });
    await page.waitForSelector('html[data-ready="home"]', { state: "attached" });
    await page.locator("a.game-pigment").click();
    await page.waitForSelector('html[data-ready="pigment"]', { state: "attached" });
    await expect.poll(() => page.evaluate(() => location.hash)).toBe("#/pigment?level=1");
    expect(errors).toEqual([]);
    await close(page);
  });

  test("Pigment by keyboard alone: a level chosen with Tab and Enter, rolls, hint and undo, each announced", async () => {
    const { page, errors } = await open("pigment?level=1", "pigment");
    const root = page.locator("section.pigment");
    const announce = page.getByTestId("announce");
    // Tab from the top of the page to the level chips; every stop shows a focus ring.
    let label = "";
    for (let i = 0; i < 30 && !label.startsWith("Level 4"); i++) {
      await page.keyboard.press("Tab");
      label = (await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))) ?? "";
      const outline = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle);
      expect(outline).not.toBe("none");
    }
    expect(label).toBe("Level 4, The Other Pair");
    await page.keyboard.press("Enter");
    await expect.poll(() => root.getAttribute("data-level")).toBe("4");
    await page.keyboard.press("h");
    expect(await page.locator("p.message").textContent()).toMatch(/^Hint: roll (north|east|south|west)\.$/);
    await page.keyboard.press("ArrowRight");
    await page.waitForSelector('section.pigment[data-busy="false"]', { state: "attached" });
    expect(await announce.textContent()).toBe("Rolled east to (1,0), now yellow. 1 of 6 moves.");
    // The board in words: the cell the die stands on, its colour and its mark.
    expect(await page.locator('[data-testid="board-text"] td[data-cell="1,0"]').textContent()).toBe(
      "(1,0), yellow, die here",
    );
    expect(await page.locator('[data-testid="board-text"] td[data-cell="1,1"]').textContent()).toBe(
      "(1,1), bare, mark orange, not yet",
    );
    await page.keyboard.press("u");
    await page.waitForSelector('section.pigment[data-busy="false"]', { state: "attached" });
    expect(await announce.textContent()).toBe("Undone: the die is back on (0,0).");
    expect(await page.getByTestId("spent").textContent()).toBe("0 / 6");
    expect(errors).toEqual([]);
    await close(page);
  });

  test("Chessistics level 1 is solved by clicks and reaches the completion overlay with its metrics", async () => {
    const { page, errors } = await open("chessistics?level=1", "chessistics");
    await page.screenshot({ path: screenshotPath("chessistics-start") });
    await page.getByRole("button", { name: "Speed ×4" }).click();
    // Two-click placement (seed §7.2): choose the piece, click its start, click a highlighted arrival.
    await page.locator('[data-stock="rook-2"]').click();
    await page.locator('[data-square="b1"]').click();
    expect(await page.locator(".target-mark").count()).toBeGreaterThan(0);
    await page.screenshot({ path: screenshotPath("chessistics-placing") });
    await page.locator('[data-square="d1"]').click();
    await page.locator('[data-stock="rook-2"]').click();
    await page.locator('[data-square="f2"]').click();
    await page.locator('[data-square="d2"]').click();
    // The simulation was paused before the placements, so it stays paused (§7.2): play it.
    await page.getByTestId("play").click();
    // Tour II b1 ↔ d1 picks up beside the Scierie (a1) on odd turns and hands the wood on d2 to
    // Tour II f2 ↔ d2 on even turns, which delivers beside the Dépôt (f1) on odd turns: 3, 5, 7.
    const overlay = page.getByTestId("complete-overlay");
    await overlay.waitFor({ state: "visible", timeout: 60_000 });
    expect(await overlay.locator('[data-metric="pieces"]').textContent()).toBe("2");
    expect(await overlay.locator('[data-metric="turns"]').textContent()).toMatch(/^7\b/);
    expect(await overlay.locator('[data-metric="cells"]').textContent()).toBe("4");
    await page.waitForTimeout(700);
    await page.screenshot({ path: screenshotPath("chessistics-complete") });
    expect(errors).toEqual([]);
    await close(page);
  });

  test("a Chessistics collision pauses the simulation and says which pieces went back to stock", async () => {
    const { page, errors } = await open("chessistics?level=1", "chessistics");
    // Tour II b1→c1 moves one cell, Tour II c3→c1 slides through an empty c2: both reach c1 on
    // turn 1 with equal priority, so both are destroyed (seed §3.3, §5.2) and return to stock.
    for (const [from, to] of [
      ["b1", "c1"],
      ["c3", "c1"],
    ]) {
      await page.locator('[data-stock="rook-2"]').click();
      await page.locator(`[data-square="${from}"]`).click();
      await page.locator(`[data-square="${to}"]`).click();
    }
    await page.getByTestId("play").click();
    const toast = page.locator(".status-collision .status-text");
    await toast.waitFor({ state: "visible", timeout: 60_000 });
    expect(await toast.textContent()).toBe("Rook II and Rook II destroy each other — back to stock");
    expect(await page.locator("section.chessistics").getAttribute("data-running")).toBe("false");
    expect(await page.getByTestId("turn").textContent()).toBe("1");
    expect(await page.locator('[data-stock="rook-2"] .stock-count').textContent()).toBe("×3");
    await page.screenshot({ path: screenshotPath("chessistics-collision") });
    expect(errors).toEqual([]);
    await close(page);
  });

  test("Shing Shang opens ready for red's first move (its other tests: browser-shing-shang.test.ts)", async () => {
    const { page, errors } = await open("shing-shang", "shing-shang");
    expect(await page.locator(".ss-piece.can-move").count()).toBeGreaterThan(0);
    await page.screenshot({ path: screenshotPath("shing-shang-start") });
    expect(errors).toEqual([]);
    await close(page);
  });

  test("the kit page runs every kit in the browser: 0 failed", async () => {
    const { page, errors } = await open("kits", "kits");
    const summary = (await page.getByTestId("kits-summary").textContent()) ?? "";
    const m = /^(\d+) passed, (\d+) failed$/.exec(summary.trim());
    expect(m, `summary "${summary}"`).not.toBeNull();
    expect(Number(m![1])).toBeGreaterThan(0);
    expect(Number(m![2])).toBe(0);
    // Numbered kits in their numbers' order: 1, 2, … 10, 11, not as text (1, 10, 11, 2; issue 30).
    const numbers = (await page.locator(".kit-file").allTextContents())
      .filter((f) => f.includes("/diplomaxy/"))
      .map((f) => Number(/\/(\d+)-/.exec(f)?.[1]));
    expect(numbers.length).toBeGreaterThan(10);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    await page.screenshot({ path: screenshotPath("kits"), fullPage: true });
    expect(errors).toEqual([]);
    await close(page);
  });
});
