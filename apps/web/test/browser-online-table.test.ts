/**
 * The table of an online Shing Shang match, in Chromium with two browser contexts (two people):
 * a resignation, a draw offered and accepted, a take-back asked and accepted — each seen by both
 * seats and a spectator's client, and kept over a reload. A match server on port 0 in a temp dir,
 * the built app served by `vite preview` proxying to it. Skipped without Chromium.
 */
import AxeBuilder from "@axe-core/playwright";
import { createMatch } from "@core/match-client";
import { connect } from "@core/match-client/node";
import { type Action, type State, engine as shingShang } from "@engines/shing-shang";
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { findChromium } from "./browser/harness.js";
import { clickMove, onlineRig, person as personOf, seqOf, until } from "./browser/online-rig.js";

const executablePath = findChromium();

describe.skipIf(executablePath === null)("the table of an online match in the browser", () => {
  const rig = onlineRig(executablePath!, "web-online-table");
  const errors = rig.errors;

  /** A Shing Shang match with red and blue each in a browser of their own, and a spectator's client. */
  async function match() {
    const created = await createMatch(rig.server.url, { engine: "shing-shang" });
    const app = (link: string) => `${rig.app.url}/#/play?t=${link.slice(link.indexOf("#") + 1)}`;
    const red = await personOf(rig);
    const blue = await personOf(rig);
    for (const [page, seat] of [
      [red, "red"],
      [blue, "blue"],
    ] as const) {
      await page.goto(app(created.links[seat]!));
      await page.locator(`.online-play[data-seat="${seat}"] .ss-board`).waitFor({ timeout: 60_000 });
    }
    const watcher = connect(created.spectator);
    await until(() => watcher.snapshot !== null);
    return { red, blue, watcher };
  }

  /** Plays the side to move's turn by clicks (the easy bot's choice), and waits for both pages. */
  async function playTurn(pages: Record<"red" | "blue", Page>, watcher: ReturnType<typeof connect>) {
    const { seq, view } = watcher.snapshot!;
    const state = view as State;
    const page = pages[state.turn];
    await until(async () => (await seqOf(page)) === seq);
    await clickMove(page, shingShang.bots!.choose(state, state.turn, "easy", seq) as Action);
    await until(() => watcher.snapshot!.seq > seq);
    const after = watcher.snapshot!.seq;
    for (const p of Object.values(pages)) await until(async () => (await seqOf(p)) === after);
  }

  test("resigning: asked twice, then both seats and the spectator see who resigned, after a reload too", async () => {
    const { red, blue, watcher } = await match();
    await red.getByRole("button", { name: "Resign" }).click();
    await red.getByRole("button", { name: "Yes, resign" }).click();
    for (const page of [red, blue]) {
      await page.locator('.online-play[data-over="true"]').waitFor();
      expect(await page.getByTestId("table-result").textContent()).toBe("Seat red resigned.");
      expect(await page.getByRole("button", { name: "Resign" }).count()).toBe(0);
    }
    await until(() => watcher.snapshot!.table.result !== null);
    expect(watcher.snapshot!.table.result).toEqual({ type: "resigned", seat: "red" });
    await blue.reload();
    await blue.getByTestId("table-result").waitFor({ timeout: 60_000 });
    expect(await blue.getByTestId("table-result").textContent()).toBe("Seat red resigned.");
    watcher.close();
    expect(errors).toEqual([]);
  });

  test("a draw offered by blue and accepted by red ends the match as a draw", async () => {
    const { red, blue, watcher } = await match();
    await blue.getByRole("button", { name: "Offer a draw" }).click();
    await blue.getByText("You offered a draw.").waitFor();
    await red.getByText("Seat blue offers a draw.").waitFor();
    // The table with an offer to answer: WCAG 2.1 AA, as every page (browser-a11y.test.ts).
    const axe = await new AxeBuilder({ page: red })
      .include('[data-testid="table"]')
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
      .analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    await red.getByRole("button", { name: "Accept" }).click();
    for (const page of [red, blue]) {
      await page.locator('.online-play[data-over="true"]').waitFor();
      expect(await page.getByTestId("table-result").textContent()).toBe("Draw agreed.");
    }
    await until(() => watcher.snapshot!.over);
    expect(watcher.snapshot!.table.result).toEqual({ type: "draw" });
    watcher.close();
    expect(errors).toEqual([]);
  });

  test("a take-back asked by red and accepted by blue puts the board and the move list back", async () => {
    const { red, blue, watcher } = await match();
    const pages = { red, blue };
    await playTurn(pages, watcher);
    await playTurn(pages, watcher);
    const plies = (page: Page) => page.locator(".ss-movelist [data-ply]").allTextContents();
    const before = await plies(red);
    const position = (watcher.snapshot!.view as State).pieces;
    await playTurn(pages, watcher);
    expect((await plies(red)).length).toBe(before.length + 1);
    await red.getByRole("button", { name: "Ask to take back" }).click();
    await blue.getByText("Seat red asks to take back their last move.").waitFor();
    await blue.getByRole("button", { name: "Accept" }).click();
    await until(() => watcher.snapshot!.table.offer === null && watcher.snapshot!.toAct[0] === "red");
    expect((watcher.snapshot!.view as State).pieces).toEqual(position);
    for (const page of [red, blue]) {
      await until(async () => (await plies(page)).length === before.length);
      expect(await plies(page)).toEqual(before);
    }
    // Red plays on from there; the list grows again, and over a reload it stays as it stands.
    await playTurn(pages, watcher);
    await red.reload();
    await red.locator('.online-play[data-seat="red"]').waitFor({ timeout: 60_000 });
    await until(async () => (await plies(red)).length === before.length + 1);
    expect((await plies(red)).slice(0, before.length)).toEqual(before);
    watcher.close();
    expect(errors).toEqual([]);
  });
});
