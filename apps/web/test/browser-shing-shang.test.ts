/**
 * Shing Shang in Chromium, as lichess players would try it: a whole game played with the keyboard
 * only, moves by mouse answered by the bot, a jump chain with its capture and extra action, the
 * move list to review the game, takeback, the position editor, a reload keeping the game, and the
 * layout at 1280×800 (the whole board in view) and 390×844 (nothing sideways, touch-sized).
 * Screenshots go to test-results/screenshots/shing-shang/.
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
const shot = (name: string) => screenshotPath(`shing-shang/${name}`);

/** A short game found with the engine: red's dragon climbs a ladder of its own pieces, captures on
 * d6 (extra action c1xc3xc5), and jumps blue's monkey on e8 onto blue's portal f9. */
const WIN = ["b3-c4", "b8-d6", "b1>b3>d5>d7", "c1>c3>c5", "g10-e8", "d7>f9"];

const plies = async (page: Page) =>
  Number(await page.locator("section.shing-shang").getAttribute("data-plies"));
const cursorOf = async (page: Page) =>
  (await page.locator(".ss-board").getAttribute("data-cursor")) as string;
const coords = (sq: string) => [sq.charCodeAt(0) - 97, Number(sq.slice(1))] as const;

/** Moves the board's cursor to `square` with the arrow keys only (around the missing corners). */
async function cursorTo(page: Page, square: string): Promise<void> {
  const [tx, ty] = coords(square);
  for (let guard = 0; guard < 40; guard++) {
    const at = await cursorOf(page);
    if (at === square) return;
    const [x, y] = coords(at);
    if (tx !== x) {
      await page.keyboard.press(tx > x ? "ArrowRight" : "ArrowLeft");
      if ((await cursorOf(page)) !== at) continue;
    }
    await page.keyboard.press(ty > y ? "ArrowUp" : "ArrowDown");
  }
  throw new Error(`the cursor did not reach ${square} (at ${await cursorOf(page)})`);
}

/** Plays `move` (console notation) with arrows and Enter on the focused board. */
async function keyboardMove(page: Page, move: string): Promise<void> {
  const before = await plies(page);
  const squares = move.split(/[-x>]/);
  for (const square of squares) {
    await cursorTo(page, square);
    await page.keyboard.press("Enter");
  }
  // A chain that could go on waits for a second Enter on its last landing.
  if ((await plies(page)) === before) await page.keyboard.press("Enter");
  await expect.poll(() => plies(page)).toBeGreaterThan(before);
}

/** Presses `key` (Tab or Shift+Tab) until the focused element matches `selector`. */
async function tabTo(page: Page, selector: string, key = "Tab"): Promise<void> {
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press(key);
    if (await page.evaluate((s) => document.activeElement?.matches(s) === true, selector)) return;
  }
  throw new Error(`${key} never reached ${selector}`);
}

const moveTexts = (page: Page) => page.getByTestId("moves").locator(".ss-ply code").allTextContents();

describe.skipIf(executablePath === null)("Shing Shang in Chromium", () => {
  let app: RunningApp;
  beforeAll(async () => {
    app = await launchApp(executablePath!);
  });
  afterAll(async () => {
    await app?.stop();
  });

  test("a whole hot-seat game with the keyboard only, then reviewed from the move list", async () => {
    const { page, errors } = await openPage(app, "shing-shang", "shing-shang", DESKTOP);
    // Blue to Human, from the keyboard: Tab to its select and type the first letter.
    await tabTo(page, "#ss-player-blue");
    await page.keyboard.press("h");
    expect(await page.locator("#ss-player-blue").inputValue()).toBe("human");
    await tabTo(page, ".ss-board", "Shift+Tab");
    await page.screenshot({ path: shot("keyboard-focus") });
    expect(await page.locator(".ss-cursor").count()).toBe(1);
    for (const move of WIN) await keyboardMove(page, move);

    expect(await page.getByTestId("result").textContent()).toBe(
      "Red wins: a dragon reached the enemy portal",
    );
    expect(await moveTexts(page)).toEqual(WIN);
    // Numbered in pairs; the extra action joins red's capture in row 2; captures are marked.
    const rows = page.locator(".ss-row");
    expect(await rows.count()).toBe(3);
    expect((await rows.nth(1).textContent())?.replace(/\s+/g, " ")).toBe("2.b1>b3>d5>d7✕+c1>c3>c5g10-e8");
    expect(await page.locator('.ss-ply[data-capture="true"] code').allTextContents()).toEqual([
      "b1>b3>d5>d7",
      "d7>f9",
    ]);
    expect(await page.getByTestId("captured-red").locator("[data-piece]").count()).toBe(2);
    expect(await page.getByTestId("captured-blue").locator("[data-piece]").count()).toBe(0);
    // The last move is highlighted: d7 and f9.
    expect(
      await page.locator(".ss-cell.last").evaluateAll((els) => els.map((e) => e.getAttribute("data-square"))),
    ).toEqual(expect.arrayContaining(["d7", "f9"]));
    await page.waitForTimeout(700);
    await page.screenshot({ path: shot("keyboard-game-won-desktop") });

    // Review: the first move's position, then step with the arrow keys in the list, End to return.
    await page.locator('.ss-ply[data-ply="0"]').click();
    expect(await page.locator(".ss-review").textContent()).toContain("Reviewing move 1 of 6");
    expect(await page.locator('.ss-piece[data-square="c4"]').count()).toBe(1);
    expect(await page.locator('.ss-piece[data-square="d6"]').count()).toBe(0);
    await page.keyboard.press("ArrowRight");
    expect(await page.locator('.ss-piece[data-square="d6"]').count()).toBe(1);
    await page.keyboard.press("Home");
    expect(await page.locator(".ss-review").textContent()).toContain("start position");
    await page.screenshot({ path: shot("review-start") });
    await page.keyboard.press("End");
    expect(await page.locator(".ss-review").count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test("a move by clicks is answered by the bot; takeback undoes both; a reload keeps the game", async () => {
    const { page, errors } = await openPage(app, "shing-shang", "shing-shang", DESKTOP);
    await page.locator('.ss-piece[data-square="b3"]').click();
    expect(await page.locator(".step-dot").count()).toBeGreaterThan(0);
    await page.locator('.ss-cell[data-square="b5"]').click();
    await expect.poll(() => plies(page), { timeout: 60_000 }).toBe(2);
    const moves = await moveTexts(page);
    expect(moves[0]).toBe("b3-b5");
    // A jump's ">" is escaped in the address (%3E).
    expect(await page.evaluate(() => decodeURIComponent(location.hash))).toContain(`moves=b3-b5+${moves[1]}`);

    await page.reload();
    await page.waitForSelector('html[data-ready="shing-shang"]', { state: "attached" });
    expect(await moveTexts(page)).toEqual(moves);
    // Without the parameters, local storage brings the same game back.
    await page.goto(page.url().replace(/\?.*$/, ""));
    await page.reload();
    await page.waitForSelector('html[data-ready="shing-shang"]', { state: "attached" });
    expect(await moveTexts(page)).toEqual(moves);

    await page.getByRole("button", { name: "Take back" }).click();
    await expect.poll(() => plies(page)).toBe(0);
    expect(await page.locator('.ss-piece[data-square="b3"]').count()).toBe(1);
    expect(await page.getByRole("button", { name: "Take back" }).isDisabled()).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test("hot-seat by clicks: a jump chain captures, the extra action is announced, Pass ends it", async () => {
    const { page, errors } = await openPage(app, "shing-shang?blue=human", "shing-shang", DESKTOP);
    // The last element for a square is its piece when there is one (pieces are drawn over cells).
    const click = (sq: string) => page.locator(`[data-square="${sq}"]`).last().click();
    await click("b2");
    await click("b4");
    if (await page.locator(".chain-bar").isVisible())
      await page.getByRole("button", { name: "Stop here" }).click();
    await click("b8");
    await click("b6");
    // The lion c1 jumps c2 to c3, b4 to a5, then the blue monkey b6 to c7: the capture ends the chain.
    await click("c1");
    await click("c3");
    await click("a5");
    await page.screenshot({ path: shot("chain") });
    await click("c7");
    const banner = page.locator(".extra-banner");
    await banner.waitFor({ state: "visible" });
    expect(await banner.textContent()).toContain("not the one on c7");
    await page.waitForTimeout(900);
    await page.screenshot({ path: shot("extra-action") });
    await page.getByTestId("pass").click();
    await expect.poll(() => page.locator("section.shing-shang").getAttribute("data-turn")).toBe("blue");
    expect(await moveTexts(page)).toEqual(["b2>b4", "b8-b6", "c1>c3>a5>c7", "pass"]);
    expect(await page.locator(".ss-piece[data-square='b6']").count()).toBe(0);
    expect(await page.getByTestId("captured-red").locator("[data-piece]").count()).toBe(1);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test("the position editor: the engine's verdict, then a game from that position", async () => {
    const { page, errors } = await openPage(app, "shing-shang?blue=human", "shing-shang", DESKTOP);
    await page.getByTestId("setup").click();
    const verdict = page.getByTestId("verdict");
    await page.getByRole("button", { name: "Empty board" }).click();
    expect(await verdict.textContent()).toBe("each side needs a dragon");
    for (const [tool, square] of [
      ["red-dragon", "e7"],
      ["red-monkey", "e8"],
      ["blue-dragon", "b10"],
      ["blue-monkey", "e2"],
    ] as const) {
      await page.locator(`[data-tool="${tool}"]`).click();
      await page.locator(`.ss-cell[data-square="${square}"]`).click();
    }
    expect(await verdict.textContent()).toBe("e2: only a dragon may stand on a portal");
    expect(await page.locator(".ss-cell.flagged").getAttribute("data-square")).toBe("e2");
    expect(await page.getByRole("button", { name: "Play from here" }).isDisabled()).toBe(true);
    await page.screenshot({ path: shot("editor-illegal") });
    // The eraser, by keyboard on the board: the cursor to e2, Enter.
    await page.locator('[data-tool="erase"]').click();
    await page.locator(".ss-board").focus();
    await cursorTo(page, "e2");
    await page.keyboard.press("Enter");
    expect(await verdict.textContent()).toBe("A legal position.");
    await page.getByRole("button", { name: "Play from here" }).click();
    expect(await page.locator(".ss-piece").count()).toBe(3);
    await expect
      .poll(() => page.evaluate(() => decodeURIComponent(location.hash)))
      .toContain("position=red+De7+Me8+db10");
    await page.locator('.ss-piece[data-square="e7"]').click();
    await page.locator('.ss-cell[data-square="e9"]').click();
    expect(await page.getByTestId("result").textContent()).toBe(
      "Red wins: a dragon reached the enemy portal",
    );
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test("in French when the browser prefers it, cells labelled for screen readers", async () => {
    const { page, errors } = await openPage(app, "shing-shang?moves=b3-c4&blue=human", "shing-shang", {
      ...PHONE,
      locale: "fr-FR",
    });
    expect((await page.getByTestId("status").textContent())?.trim()).toBe("Bleu joue · choisissez une pièce");
    expect(await page.locator('[data-square="c4"][role="gridcell"]').getAttribute("aria-label")).toBe(
      "c4, singe rouge, dernier coup",
    );
    expect(await page.locator('[data-square="e9"][role="gridcell"]').getAttribute("aria-label")).toBe(
      "e9, vide, portail bleu",
    );
    expect(await page.locator(".ss-board").getAttribute("aria-label")).toBe(
      "Plateau de Shing Shang, Rouge en bas",
    );
    await page.screenshot({ path: shot("phone-fr") });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test("a link with an illegal position, or a move no longer legal, says why in French", async () => {
    const illegal = await openPage(app, "shing-shang?position=red+Me2+Db1+db10", "shing-shang", {
      ...PHONE,
      locale: "fr-FR",
    });
    expect(await illegal.page.locator(".ss-notice").textContent()).toContain(
      "La position du lien n'est pas légale (e2 : seul un dragon peut se tenir sur un portail) ; voici une nouvelle partie.",
    );
    expect(illegal.errors).toEqual([]);
    await illegal.page.context().close();
    const cut = await openPage(app, "shing-shang?moves=b3-c4+b3-c5", "shing-shang", {
      ...PHONE,
      locale: "fr-FR",
    });
    expect(await cut.page.locator(".ss-notice").textContent()).toContain(
      "La partie enregistrée s'arrête au coup 1 : le suivant n'est plus légal (il n'y a pas de Bushi ici).",
    );
    // Blue is the bot: its reply does not take the notice away before the player has read it.
    await cut.page.getByTestId("status").filter({ hasText: "Rouge joue" }).waitFor();
    expect(await cut.page.locator(".ss-notice").textContent()).toContain(
      "La partie enregistrée s'arrête au coup 1",
    );
    expect(cut.errors).toEqual([]);
    await cut.page.context().close();
  });

  test("1280×800: the whole board and its coordinates in view", async () => {
    const { page, errors } = await openPage(app, "shing-shang", "shing-shang", DESKTOP);
    const board = (await page.locator(".ss-board").boundingBox())!;
    expect(board.y + board.height).toBeLessThanOrEqual(800);
    expect(board.x + board.width).toBeLessThanOrEqual(1280);
    for (const label of await page.locator(".ss-coord").all()) {
      const box = (await label.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(800);
      expect(box.x).toBeGreaterThanOrEqual(0);
    }
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(800);
    await page.screenshot({ path: shot("desktop") });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test("390×844: nothing sideways, touch-sized controls, in play and in the editor", async () => {
    const { page, errors } = await openPage(
      app,
      // A link written before issue 30, jumps with "x": still read.
      "shing-shang?moves=b3-c4+b8-d6+b1xb3xd5xd7",
      "shing-shang",
      PHONE,
    );
    expect(await plies(page)).toBe(3);
    await page.waitForTimeout(500);
    await page.screenshot({ path: shot("phone") });
    await page.screenshot({ path: shot("phone-full"), fullPage: true });
    expect(await horizontalOverflow(page)).toEqual({ scroll: 0, elements: [], cut: [] });
    for (const control of await page.locator(".ss-panel button, .ss-panel select").all()) {
      if (!(await control.isVisible())) continue;
      const box = (await control.boundingBox())!;
      expect(box.height, await control.evaluate((e) => e.outerHTML.slice(0, 80))).toBeGreaterThanOrEqual(40);
    }
    const cell = (await page.locator('.ss-cell[data-square="e5"] rect').boundingBox())!;
    expect(cell.width).toBeGreaterThanOrEqual(32);
    await page.getByTestId("setup").tap();
    await page.screenshot({ path: shot("phone-editor"), fullPage: true });
    expect(await horizontalOverflow(page)).toEqual({ scroll: 0, elements: [], cut: [] });
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
