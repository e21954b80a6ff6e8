/**
 * Browser test of the LGC TCG Balance page (issue 17 §2) on the production build served by
 * `vite preview`, in Debian's Chromium (see browser/harness.ts): the committed sample's charts
 * and table, filters and sorting by mouse and keyboard, opening a report file (a bad one is
 * refused with the reason), the phone layout, and Chart.js staying out of the game routes.
 * Without a Chromium binary these tests are skipped (browser.test.ts says so).
 */
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  APP_DIR,
  findChromium,
  horizontalOverflow,
  launchApp,
  openPage,
  PHONE,
  RESULTS_DIR,
  type RunningApp,
  screenshotPath,
  smallControls,
} from "./browser/harness.js";

const executablePath = findChromium();

describe.skipIf(executablePath === null)("TCG Balance page in Chromium", () => {
  let app: RunningApp;

  beforeAll(async () => {
    app = await launchApp(executablePath!);
  });

  afterAll(async () => {
    await app?.stop();
  });

  test("shows the sample's first-player score, curve, decks and every card, sorts and filters", async () => {
    const { page, errors } = await openPage(app, "tcg-balance", "tcg-balance");
    const sample = JSON.parse(readFileSync(join(APP_DIR, "src/tcg-balance/sample-report.json"), "utf8"));
    expect(await page.getByTestId("balance-source").textContent()).toContain(
      `${sample.games.toLocaleString("en")} games`,
    );
    expect(await page.getByTestId("first-player-rate").textContent()).toBe(
      `${(100 * sample.firstPlayer.rate).toFixed(1)} %`,
    );
    for (const chart of ["balance-seat-chart", "balance-curve", "balance-deck-chart", "balance-card-chart"])
      expect(await page.getByTestId(chart).boundingBox(), chart).not.toBeNull();
    // Every card met in a deck (tokens played from a hand are counted in the file, not shown).
    const inDecks = sample.cards.filter((c: { inDeck: { n: number } }) => c.inDeck.n > 0);
    expect(inDecks.length).toBeGreaterThan(100);
    const rows = page.locator('[data-testid="balance-table"] tbody tr');
    expect(await rows.count()).toBe(inDecks.length);
    expect(await page.getByTestId("balance-card-chart").getAttribute("data-rows")).toBe(
      String(inDecks.length),
    );

    // Spells only, via the type filter: the URL keeps it, the chart and table follow.
    await page.locator('select[data-filter="type"]').selectOption("SPELL");
    const spells = inDecks.filter((c: { type: string }) => c.type === "SPELL").length;
    await page.waitForFunction(
      (n) => document.querySelectorAll('[data-testid="balance-table"] tbody tr').length === n,
      spells,
    );
    expect(await page.getByTestId("balance-card-chart").getAttribute("data-rows")).toBe(String(spells));
    expect(page.url()).toContain("type=SPELL");
    for (const id of await rows.evaluateAll((els) => els.map((e) => e.getAttribute("data-card"))))
      expect(id).toMatch(/^sort_/);

    // Sort by cost from the keyboard: Tab to the header button, Enter; the dearest spell first.
    const costHeader = page.locator('[data-testid="balance-table"] thead button[data-sort="cost"]');
    await costHeader.focus();
    await page.keyboard.press("Enter");
    await page.waitForFunction(() => location.hash.includes("sort=cost"));
    const costs = await rows.evaluateAll((els) => els.map((e) => Number(e.querySelector("td")?.textContent)));
    expect(costs).toEqual([...costs].sort((a, b) => b - a));
    expect(await costHeader.locator("..").getAttribute("aria-sort")).toBe("descending");

    // A search nothing matches says so; Reset brings every card back.
    await page.locator('input[data-filter="q"]').fill("zzzz");
    await page.getByText("No card matches these filters.").waitFor();
    await page.getByRole("button", { name: "Reset" }).click();
    await page.waitForFunction(
      (n) => document.querySelectorAll('[data-testid="balance-table"] tbody tr').length === n,
      inDecks.length,
    );
    await page.screenshot({ path: screenshotPath("tcg-balance"), fullPage: false });
    expect(errors).toEqual([]);
  });

  test("switches to the tree-search sample, labelled with its bot, node budget and command", async () => {
    const { page, errors } = await openPage(app, "tcg-balance", "tcg-balance");
    const ismcts = JSON.parse(readFileSync(join(APP_DIR, "src/tcg-balance/ismcts-report.json"), "utf8"));
    await page.getByTestId("balance-sample-choice").selectOption("ismcts");
    await page.getByText("ismcts (200 nodes a decision)", { exact: false }).waitFor();
    expect(page.url()).toContain("sample=ismcts");
    expect(await page.getByTestId("balance-source").textContent()).toContain(
      `${ismcts.games.toLocaleString("en")} games`,
    );
    expect(await page.getByTestId("first-player-rate").textContent()).toBe(
      `${(100 * ismcts.firstPlayer.rate).toFixed(1)} %`,
    );
    expect(await page.getByTestId("balance-provenance").textContent()).toContain(ismcts.provenance.command);
    // Back to the 20,000 greedy games by keyboard.
    await page.getByTestId("balance-sample-choice").focus();
    await page.keyboard.press("ArrowUp");
    await page.waitForFunction(() =>
      document
        .querySelector('[data-testid="balance-source"]')
        ?.textContent?.includes("20,000 games · greedy bots"),
    );
    expect(errors).toEqual([]);
    await page.close();
  });

  test("shows each class, the class matrix and the provenance, and compares two reports", async () => {
    const { page, errors } = await openPage(app, "tcg-balance", "tcg-balance");
    const sample = JSON.parse(readFileSync(join(APP_DIR, "src/tcg-balance/sample-report.json"), "utf8"));
    const played = sample.classes.filter((c: { winRate: { n: number } }) => c.winRate.n > 0);
    expect(await page.getByTestId("balance-class-chart").getAttribute("data-rows")).toBe(
      String(played.length),
    );
    const mage = page.locator('[data-testid="balance-matrix"] tr[data-class="MAGE"] td[data-vs="PRIEST"]');
    const cell = sample.matchups.find(
      (m: { heroClass: string; opponent: string }) => m.heroClass === "MAGE" && m.opponent === "PRIEST",
    );
    expect(await mage.locator("strong").textContent()).toBe(`${(100 * cell.score.rate).toFixed(1)} %`);
    await page.getByTestId("balance-provenance-details").locator("summary").click();
    expect(await page.getByTestId("provenance-engine").textContent()).toContain(
      sample.provenance.engine.name,
    );
    expect(await page.getByTestId("provenance-data").textContent()).toContain("PVB, PTD");
    // The tree-search sample as the earlier report: each card in both, with its change.
    await page
      .getByTestId("balance-compare-open")
      .setInputFiles(join(APP_DIR, "src/tcg-balance/ismcts-report.json"));
    await page.getByTestId("balance-compare-source").waitFor();
    expect(await page.getByTestId("balance-compare-source").textContent()).toContain("ismcts-report.json");
    expect(await page.locator('[data-testid="balance-compare-table"] tbody tr').count()).toBeGreaterThan(50);
    expect(await page.getByTestId("balance-compare-count").textContent()).toMatch(/\d+ of \d+ cards changed/);
    await page.getByTestId("balance-compare-close").click();
    expect(await page.getByTestId("balance-compare-table").count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  test("opens a report file, refuses a malformed one with the reason, and goes back to the sample", async () => {
    const { page, errors } = await openPage(app, "tcg-balance", "tcg-balance");
    const dir = mkdtempSync(join(tmpdir(), "balance-"));
    const sample = JSON.parse(readFileSync(join(APP_DIR, "src/tcg-balance/sample-report.json"), "utf8"));
    const bad = join(dir, "bad.json");
    writeFileSync(bad, JSON.stringify({ ...sample, games: -1 }));
    await page.getByTestId("balance-open").setInputFiles(bad);
    const error = await page.getByTestId("balance-error").textContent();
    expect(error).toContain("bad.json");
    expect(error).toContain("/games");
    const mine = join(dir, "mine.json");
    writeFileSync(mine, JSON.stringify({ ...sample, games: 1234, cards: sample.cards.slice(0, 5) }));
    await page.getByTestId("balance-open").setInputFiles(mine);
    await page.getByText("loaded from mine.json", { exact: false }).waitFor();
    expect(await page.locator('[data-testid="balance-table"] tbody tr').count()).toBe(5);
    expect(await page.getByTestId("balance-error").count()).toBe(0);
    // Kept across a reload, until the sample is asked back.
    await page.reload();
    await page.getByText("loaded from mine.json", { exact: false }).waitFor();
    await page.getByTestId("balance-sample").click();
    // The source line says so (the sample choice beside it is labelled "Committed sample" too).
    await expect.poll(() => page.getByTestId("balance-source").textContent()).toContain("committed sample");
    expect(errors).toEqual([]);
  });

  test("fits a phone, in French, with finger-sized controls; Chart.js stays out of the duel", async () => {
    const { page, errors } = await openPage(app, "tcg-balance", "tcg-balance", { ...PHONE, locale: "fr-FR" });
    expect(await page.locator("h1").textContent()).toBe("LGC TCG · Équilibrage");
    expect(await horizontalOverflow(page)).toEqual({ scroll: 0, elements: [], cut: [] });
    expect(await smallControls(page)).toEqual([]);
    await page.screenshot({ path: screenshotPath("tcg-balance-phone"), fullPage: false });
    expect(errors).toEqual([]);
    // The chart library is only in the Balance page's chunks: no game route loads it.
    const balance = await openPage(app, "tcg-balance", "tcg-balance");
    const duel = await openPage(app, "tcg-duel", "tcg-duel");
    const chartFiles = balance.routeJs.filter((f) =>
      readFileSync(join(RESULTS_DIR, "dist/assets", f), "utf8").includes("chartArea"),
    );
    expect(chartFiles.length).toBeGreaterThan(0);
    for (const f of chartFiles) expect(duel.routeJs).not.toContain(f);
  });
});
