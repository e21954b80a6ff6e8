/**
 * Online tables as players expect them, in Chromium with two browser contexts: the invite links
 * brought into view at once, with a QR code for a phone; the whole Shing Shang board visible at
 * 1280×800 from either side; the move list (Shing Shang) and the log (TCG) rebuilt from the seat's
 * replay after a reload. A match server on port 0 in a temp dir, the built app served by
 * `vite preview` proxying to it. Skipped without Chromium, like the other browser tests.
 */
import { connect } from "@core/match-client/node";
import { type Action, type State, engine as shingShang } from "@engines/shing-shang";
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { findChromium, screenshotPath } from "./browser/harness.js";
import { clickMove, onlineRig, person as personOf, seqOf, until } from "./browser/online-rig.js";

const executablePath = findChromium();

describe.skipIf(executablePath === null)("online tables in the browser", () => {
  const rig = onlineRig(executablePath!, "web-online-tables");
  const errors = rig.errors;
  const person = () => personOf(rig);

  /** Whether every part of `selector`'s boxes lies inside the 1280×800 viewport as the page opens. */
  async function allInView(page: Page, selector: string): Promise<boolean> {
    return page.evaluate((sel) => {
      const boxes = [...document.querySelectorAll(sel)].map((e) => e.getBoundingClientRect());
      return (
        boxes.length > 0 &&
        boxes.every((b) => b.top >= 0 && b.left >= 0 && b.bottom <= innerHeight && b.right <= innerWidth)
      );
    }, selector);
  }

  /** "Play online" on a game page: the links of the match created (the panel brings them into view). */
  async function create(page: Page, route: string) {
    await page.goto(`${rig.app.url}#/${route}`);
    await page.waitForSelector(`html[data-ready="${route}"]`, { state: "attached", timeout: 90_000 });
    await page.getByTestId("play-online").locator("summary").click();
    await page.getByTestId("online-create").click();
    const created = page.getByTestId("online-created");
    await created.waitFor({ timeout: 30_000 });
    const links: Record<string, string> = {};
    for (const input of await created.locator("input[data-testid^='invite-']").all()) {
      const seat = (await input.getAttribute("data-testid"))!.slice("invite-".length);
      links[seat] = await input.inputValue();
    }
    return links;
  }

  async function join(page: Page, link: string, seat: string) {
    await page.goto(link);
    await page.locator(`.online-play[data-seat="${seat}"]`).waitFor({ timeout: 60_000 });
  }

  test("Shing Shang: links in view with a QR code, the whole board visible, the move list kept over a reload", async () => {
    const host = await person();
    const links = await create(host, "shing-shang");
    // The first invite link is on screen without scrolling by hand (scrolled smoothly: wait for it).
    await until(() => allInView(host, '[data-testid="invite-red"]'));
    await host.locator(".online-seat-link").first().locator("summary").click();
    const qr = host.getByTestId("qr-red");
    await qr.waitFor();
    expect(await qr.getAttribute("aria-label")).toBe("QR code: Invite link for seat red");
    // A QR code of a ~60-character link: version 4 or more (33+ modules) plus the quiet zone.
    const side = Number((await qr.getAttribute("viewBox"))!.split(" ")[2]);
    expect(side).toBeGreaterThanOrEqual(33 + 4);
    await host.screenshot({ path: screenshotPath("online/invite-links") });

    const red = host;
    const blue = await person();
    await join(red, links.red!, "red");
    await join(blue, links.blue!, "blue");
    for (const page of [red, blue]) await page.locator(".ss-board").waitFor();
    // Each side's board whole on a 1280×800 screen: its own back row included.
    for (const page of [red, blue]) expect(await allInView(page, ".ss-board")).toBe(true);
    await blue.screenshot({ path: screenshotPath("online/shing-shang-blue") });

    const watcher = connect(links.spectator!);
    await until(() => watcher.snapshot !== null);
    for (let n = 0; n < 6; n++) {
      const { seq, view } = watcher.snapshot!;
      const state = view as State;
      const page = state.turn === "red" ? red : blue;
      await until(async () => (await seqOf(page)) === seq);
      await clickMove(page, shingShang.bots!.choose(state, state.turn, "easy", seq) as Action);
      await until(() => watcher.snapshot!.seq > seq);
    }
    const seq = watcher.snapshot!.seq;
    await until(async () => (await seqOf(red)) === seq);
    const plies = red.locator(".ss-movelist [data-ply]");
    const before = await plies.allTextContents();
    expect(before.length).toBeGreaterThanOrEqual(6);

    // A reload: the list comes back whole, from the seat's replay, and the next move joins it.
    await blue.reload();
    await blue.locator('.online-play[data-seat="blue"]').waitFor({ timeout: 60_000 });
    await until(async () => (await blue.locator(".ss-movelist [data-ply]").count()) === before.length);
    expect(await blue.locator(".ss-movelist [data-ply]").allTextContents()).toEqual(before);
    // Clicking a ply shows its position; the way back returns to the game.
    await blue.locator('.ss-movelist [data-ply="0"]').click();
    await blue.getByRole("button", { name: "Back to the game" }).click();
    const state = watcher.snapshot!.view as State;
    const page = state.turn === "red" ? red : blue;
    await clickMove(page, shingShang.bots!.choose(state, state.turn, "easy", seq) as Action);
    await until(() => watcher.snapshot!.seq > seq);
    await until(async () => (await blue.locator(".ss-movelist [data-ply]").count()) > before.length);
    watcher.close();
    expect(errors).toEqual([]);
  });

  test("LGC TCG: the log survives a reload", async () => {
    const host = await person();
    const links = await create(host, "tcg-duel");
    const a = host;
    const b = await person();
    await join(a, links.A!, "A");
    await join(b, links.B!, "B");
    // Both keep their hands: the mulligan's steps are in the log.
    for (const page of [a, b]) await page.locator('[data-testid="mulligan-confirm"]:not([disabled])').click();
    const log = (page: Page) => page.getByTestId("log").locator("li");
    await until(async () => (await log(a).count()) > 0);
    const seq = await seqOf(a);
    await a.reload();
    await a.locator('.online-play[data-seat="A"]').waitFor({ timeout: 60_000 });
    await until(async () => (await seqOf(a)) === seq && (await log(a).count()) > 0);
    expect(await log(a).count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });
});
