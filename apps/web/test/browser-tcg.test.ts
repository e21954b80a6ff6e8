/**
 * Browser tests of the LGC TCG pages (gallery, generator, duel) and the Diplomaxy page, on the
 * production build served by `vite preview`, in Debian's Chromium (see browser/harness.ts).
 * Screenshots go to test-results/screenshots/, the route sizes to test-results/perf-tcg.json.
 * Without a Chromium binary these tests are skipped, with a message (browser.test.ts prints it).
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { STARTER_DECK } from "@engines/lgc-tcg";
import type { BrowserContextOptions, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  findChromium,
  horizontalOverflow,
  launchApp,
  openPage,
  RESULTS_DIR,
  type RunningApp,
  screenshotPath,
} from "./browser/harness.js";

const executablePath = findChromium();

/** Width and height of a PNG, from its IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
  expect(bytes.subarray(12, 16).toString("latin1")).toBe("IHDR");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** A 1 × 1 PNG: the smallest image the generator can import. */
const ONE_PIXEL_PNG =
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";

const routeJs: Record<string, { files: string[]; gzip: number }> = {};

describe.skipIf(executablePath === null)("TCG and Diplomaxy pages in Chromium", () => {
  let app: RunningApp;

  beforeAll(async () => {
    app = await launchApp(executablePath!);
  });

  afterAll(async () => {
    await app?.stop();
    if (Object.keys(routeJs).length > 0)
      writeFileSync(join(RESULTS_DIR, "perf-tcg.json"), `${JSON.stringify(routeJs, null, 2)}\n`);
  });

  async function open(hash: string, ready: string): Promise<{ page: Page; errors: string[] }> {
    const {
      page,
      errors,
      routeJs: files,
      routeJsGzip: gzip,
    } = await openPage(app, hash, ready, {
      viewport: { width: 1280, height: 900 },
      acceptDownloads: true,
    });
    routeJs[ready] = { files, gzip };
    return { page, errors };
  }

  /**
   * Opens `#/hash` with local storage holding `stored` (keys without the app's "games:" prefix),
   * written once: a reload finds what the page made of it.
   */
  async function openStored(
    hash: string,
    stored: Record<string, unknown>,
    options: BrowserContextOptions = {},
  ): Promise<{ page: Page; errors: string[] }> {
    const context = await app.browser.newContext({ locale: "en-US", ...options });
    const page = await context.newPage();
    const entries = Object.entries(stored).map(([k, v]) => [`games:${k}`, JSON.stringify(v)]);
    await page.addInitScript((items) => {
      if (sessionStorage.getItem("seeded") !== null) return;
      for (const [k, v] of items) localStorage.setItem(k as string, v as string);
      sessionStorage.setItem("seeded", "1");
    }, entries);
    const errors: string[] = [];
    page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
    page.on("pageerror", (e) => errors.push(`${e.name}: ${e.message}`));
    await page.goto(`${app.url}#/${hash}`);
    await page.waitForSelector(`html[data-ready="${hash.split("?")[0]}"]`, {
      state: "attached",
      timeout: 90_000,
    });
    return { page, errors };
  }

  test("the gallery renders every current card, its set completion and Ferveur curve, and filters", async () => {
    const { page, errors } = await open("tcg-gallery", "tcg-gallery");
    const cards = page.locator('[data-testid="gallery"] svg.tcg-card');
    // 201 card files: the launch set's 121 (Gorak has two versions: 120 current cards, one per
    // collector number) and Extension 1's 80 (issue 31), so 200 current cards.
    expect(await cards.count()).toBe(200);
    expect(await page.getByTestId("completion-PVB").textContent()).toBe("120 / 120");
    expect(await page.getByTestId("completion-PTD").textContent()).toBe("80 / 80");
    // Issue 17 §5: every card shows its own generated illustration and the PVB symbol from the data;
    // the drawing code loads after the first paint (issue 18), then every card draws at once.
    await expect
      .poll(() => page.locator('[data-testid="gallery"] [data-role="generated-art"]').count())
      .toBe(200);
    expect(await page.locator('[data-role="set-symbol"][data-set="PVB"] path').count()).toBeGreaterThan(120);
    // Each name sits beside the cost gem (which ends at x 112) and inside the banner (x 590).
    const names = await page.locator('[data-testid="gallery"] [data-role="name"]').evaluateAll((els) =>
      els.map((e) => {
        const box = (e as SVGTextElement).getBBox();
        return { name: e.textContent, left: box.x, right: box.x + box.width };
      }),
    );
    for (const n of names) {
      expect(n.left, n.name ?? "").toBeGreaterThanOrEqual(112);
      expect(n.right, n.name ?? "").toBeLessThanOrEqual(590);
    }
    // The §7.2 target row comes from sets.json; the chart has its 8 buckets.
    const launchCurve = page.locator('[data-testid="curve"][data-set="PVB"]');
    expect(await launchCurve.locator("[data-bucket]").count()).toBe(8);
    expect(await launchCurve.locator('[data-bucket="2"]').getAttribute("data-target")).toBe("22");
    // Ability text is generated from the data, in the page's language: Gorak's battlecry names its trigger.
    const gorak = page.locator('svg[data-card="crea_gorak_forgeron"] [data-role="rules"]');
    expect(await gorak.textContent()).toContain("Battlecry:");
    await page.screenshot({ path: screenshotPath("tcg-gallery") });
    await page.selectOption('[data-filter="rarity"]', "LEGENDARY");
    const legendary = await cards.evaluateAll((els) => els.map((e) => e.getAttribute("data-rarity")));
    expect(legendary.length).toBeGreaterThan(0);
    expect(new Set(legendary)).toEqual(new Set(["LEGENDARY"]));
    await page.getByRole("button", { name: "Reset" }).click();
    await page.getByTestId("search").fill("gorak");
    expect(await cards.count()).toBe(1);
    await page.getByTestId("illuminated").check();
    expect(await page.locator('[data-role="illumination"]').count()).toBe(1);
    // Reduce animations: the sheen stops.
    await page.selectOption('[data-testid="reduce-motion"]', "on");
    expect(await page.locator("svg.tcg-card.still").count()).toBe(1);
    await page
      .locator("svg.tcg-card")
      .first()
      .screenshot({ path: screenshotPath("tcg-card-illuminated") });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test("the generator opens the card version its URL names (the docs' card list links there)", async () => {
    const { page, errors } = await open("tcg-generator?card=crea_gorak_forgeron&version=1", "tcg-generator");
    expect(await page.locator('[data-field="/name"] input').inputValue()).toBe("Gorak, le Forgeron");
    // Version 1 is the 3/5 printing (version 2 is 2/4).
    expect(await page.locator('[data-field="/version"] input').inputValue()).toBe("1");
    expect(await page.locator('[data-field="/atk"] input').inputValue()).toBe("3");
    expect(await page.locator('[data-field="/hp"] input').inputValue()).toBe("5");
    expect(await page.getByTestId("start-from").inputValue()).toBe("crea_gorak_forgeron");
    expect(await page.getByTestId("validity").textContent()).toBe("Valid card.");
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test("the generator shows a form error at its field and exports a PNG of exactly 815×1110", async () => {
    const { page, errors } = await open("tcg-generator", "tcg-generator");
    expect(await page.getByTestId("validity").textContent()).toBe("Valid card.");
    // Cost 11 is above the Ferveur cap: the schema error is shown under the cost field.
    await page.locator('[data-field="/cost"] input').fill("11");
    await expect
      .poll(() => page.locator('[data-error-for="/cost"] .issue-sentence').allTextContents())
      .toEqual(["At most 10."]);
    // The validator's own words wait under "Details", for designers.
    expect(await page.locator('[data-error-for="/cost"] details').textContent()).toBe("Detailsmust be <= 10");
    expect(await page.locator('[data-field="/cost"]').getAttribute("class")).toContain("invalid");
    await page.screenshot({ path: screenshotPath("tcg-generator-error") });
    await page.locator('[data-field="/cost"] input').fill("2");
    await expect.poll(() => page.getByTestId("validity").textContent()).toBe("Valid card.");
    // An ability from the selector vocabulary: a battlecry dealing damage to a chosen character.
    await page.getByTestId("add-ability").click();
    expect(await page.getByTestId("validity").textContent()).toBe("Valid card.");
    // Each printed line is its own SVG <text>: join them as the reader reads them.
    const lines = await page
      .locator('.tcg-preview [data-role="rules"] text')
      .evaluateAll((els) => els.map((e) => e.textContent).join(" "));
    expect(lines).toContain("Battlecry: deal 1 damage to an enemy character.");
    await page.getByTestId("toggle-illuminated").click();
    // The preview draws a generated illustration until an image is imported, which replaces it.
    await expect.poll(() => page.locator('.tcg-preview [data-role="generated-art"]').count()).toBe(1);
    const image = join(RESULTS_DIR, "art-import.png");
    writeFileSync(image, Buffer.from(ONE_PIXEL_PNG, "base64"));
    await page.getByTestId("image").setInputFiles(image);
    await expect.poll(() => page.locator(".tcg-preview svg image").count()).toBe(1);
    expect(await page.locator('.tcg-preview [data-role="generated-art"]').count()).toBe(0);
    await page.screenshot({ path: screenshotPath("tcg-generator") });
    const [png] = await Promise.all([page.waitForEvent("download"), page.getByTestId("export-png").click()]);
    const pngBytes = readFileSync((await png.path())!);
    expect(pngSize(pngBytes)).toEqual({ width: 815, height: 1110 });
    writeFileSync(screenshotPath("tcg-export-card"), pngBytes);
    const [sheet] = await Promise.all([
      page.waitForEvent("download"),
      page.getByTestId("export-sheet").click(),
    ]);
    // A4 at 300 dpi.
    expect(pngSize(readFileSync((await sheet.path())!))).toEqual({ width: 2480, height: 3508 });
    const [json] = await Promise.all([
      page.waitForEvent("download"),
      page.getByTestId("export-json").click(),
    ]);
    const card = JSON.parse(readFileSync((await json.path())!, "utf8"));
    expect(card).toMatchObject({ id: "crea_nouvelle_carte", cost: 2, abilities: [{ trigger: "ON_PLAY" }] });
    // The downloaded file opens back into the form.
    await page.locator('[data-field="/name"] input').fill("Autre nom");
    await page.getByTestId("open-json").setInputFiles((await json.path())!);
    await expect.poll(() => page.locator('[data-field="/name"] input').inputValue()).toBe("New card");
    expect(await page.getByTestId("validity").textContent()).toBe("Valid card.");
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test("a duel plays a full turn each, attacks through Taunt, and the opponent's hand never shows a card face", async () => {
    // Seed 158: the bot (Mage) goes first; our Paladin's turns are 2 and 4. Same seed, same deal
    // and same bot choices, so the duel below is reproducible.
    const { page, errors } = await open("tcg-duel?seed=158", "tcg-duel");
    const root = page.locator("section.tcg-duel");
    const foeHand = page.getByTestId("foe-hand");
    const noFaces = async () => {
      expect(await foeHand.locator("[data-card]").count()).toBe(0);
      expect(await foeHand.locator("[data-back]").count()).toBeGreaterThan(0);
    };
    const ourTurn = async (turn: number) => {
      await expect.poll(() => root.getAttribute("data-turn"), { timeout: 60_000 }).toBe(String(turn));
      await expect.poll(() => root.getAttribute("data-active")).toBe("A");
    };
    // Play what the engine allows: each playable card, choosing its first highlighted target.
    const playAll = async () => {
      for (let i = 0; i < 10; i++) {
        const playable = page.locator(".duel-hand-card.playable");
        if ((await playable.count()) === 0) break;
        await playable.first().click();
        if ((await page.getByTestId("prompt").count()) > 0)
          await page.locator(".target [data-entity], .duel-hero.target").first().click();
      }
    };
    await page.getByTestId("mulligan").waitFor();
    await page.screenshot({ path: screenshotPath("tcg-duel-mulligan") });
    // Keep the opening hand once it is our turn to choose (the first player chooses first).
    await page.locator('[data-testid="mulligan-confirm"]:not([disabled])').click({ timeout: 30_000 });
    await ourTurn(2);
    await noFaces();
    await playAll();
    await page.screenshot({ path: screenshotPath("tcg-duel-my-turn") });
    await page.getByTestId("end-turn").click();
    // The bot plays turn 3 (it draws, plays, attacks) and hands the turn back.
    await ourTurn(4);
    await noFaces();
    const log = async () => page.getByTestId("log").locator("li").allTextContents();
    expect(await log()).toContain("Turn 3: the bot (2 Fervour)");
    expect(await log()).toContain("The bot draws a card");
    await playAll();
    // Our Meadow Boar (3/2) may attack; the bot's Tank in Training has Taunt, so the
    // engine offers it as the only target (§5.2), not the hero.
    await page.locator(".duel-slot.ready [data-entity]").first().click();
    const targets = page.locator(".target [data-entity], .duel-hero.target");
    expect(await targets.count()).toBe(1);
    await targets.first().click();
    // 3 damage kills the 1/3 Tank; the Sanglier takes 1 back.
    expect((await log()).slice(0, 4)).toEqual([
      "Tank in Training dies",
      "Meadow Boar takes 1",
      "Tank in Training takes 3",
      "Meadow Boar attacks Tank in Training",
    ]);
    expect(await page.locator("[data-dying]").count()).toBe(1);
    // At 1280×800 the whole table is on screen, as in card games: both heroes, both boards and the
    // whole hand, in one row.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.evaluate(() => window.scrollTo(0, 0));
    const onScreen = async (selector: string) => {
      for (const box of await page
        .locator(selector)
        .evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON() as DOMRect))) {
        expect(box.top, selector).toBeGreaterThanOrEqual(0);
        expect(box.bottom, selector).toBeLessThanOrEqual(800);
        expect(box.right, selector).toBeLessThanOrEqual(1280);
      }
    };
    for (const sel of [
      '[data-entity="heroA"]',
      '[data-entity="heroB"]',
      ".duel-board",
      ".duel-hand-card",
      '[data-testid="end-turn"]',
    ])
      await onScreen(sel);
    const tops = await page
      .locator(".duel-hand-card")
      .evaluateAll((els) => els.map((e) => e.getBoundingClientRect().top));
    expect(new Set(tops.map(Math.round)).size).toBe(1);
    // Board creatures are tokens; the whole card shows while one is hovered.
    await page.locator(".duel-board-me [data-entity]").first().hover();
    await page.getByTestId("inspect").waitFor();
    expect(await page.getByTestId("inspect").locator("svg.tcg-card").getAttribute("data-card")).toBe(
      "crea_sanglier_des_pres",
    );
    await page.screenshot({ path: screenshotPath("tcg-duel-1280x800") });
    // On a phone the same duel scrolls only down, never sideways.
    await page.mouse.move(0, 0);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await horizontalOverflow(page)).toEqual({ scroll: 0, elements: [], cut: [] });
    await page.screenshot({ path: screenshotPath("tcg-duel-phone"), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.waitForTimeout(250);
    await page.screenshot({ path: screenshotPath("tcg-duel-attack") });
    await noFaces();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test("a duel is played by keyboard, its cards read as sentences, and a reload resumes it", async () => {
    const { page, errors } = await open("tcg-duel?seed=1", "tcg-duel");
    const root = page.locator("section.tcg-duel");
    await page.locator('[data-testid="mulligan-confirm"]:not([disabled])').focus({ timeout: 30_000 });
    await page.keyboard.press("Enter");
    await expect.poll(() => root.getAttribute("data-turn"), { timeout: 60_000 }).toBe("2");
    await expect.poll(() => root.getAttribute("data-active")).toBe("A");
    expect(await page.evaluate(() => location.hash)).toBe("#/tcg-duel?seed=1&you=PALADIN&bot=MAGE");
    // Each card's name is a sentence apiece: name, type line with cost and stats, then its rules.
    const names = await page
      .locator(".duel-hand-card")
      .evaluateAll((els) => els.map((e) => e.getAttribute("aria-label") ?? ""));
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name).toMatch(/^[^.]+\. (Creature|Spell|Permanent)[^.]*, cost \d+[,.]/);
    const ogre = names.find((n) => n.startsWith("Tuesday Raid Ogre"));
    if (ogre)
      expect(ogre).toMatch(/^Tuesday Raid Ogre\. Creature — Monster, cost 4, attack \d+, health \d+\./);
    // Focus shows the whole card; Enter plays it (Esc would cancel a target choice).
    const playable = page.locator(".duel-hand-card.playable").first();
    const card = await playable.getAttribute("data-hand");
    await playable.focus();
    await page.getByTestId("inspect").waitFor();
    await page.keyboard.press("Enter");
    if ((await page.getByTestId("prompt").count()) > 0) {
      await page.keyboard.press("Escape");
      expect(await page.getByTestId("prompt").count()).toBe(0);
    } else {
      await expect.poll(() => page.locator(`[data-hand="${card}"]`).count()).toBe(0);
    }
    const board = async () =>
      page
        .locator(".duel-board [data-entity]")
        .evaluateAll((els) => els.map((e) => e.getAttribute("aria-label")));
    const before = {
      board: await board(),
      hand: await page.locator(".duel-hand-card").count(),
      log: await page.getByTestId("log").locator("li").allTextContents(),
    };
    await page.reload();
    await page.waitForSelector('html[data-ready="tcg-duel"]', { state: "attached" });
    expect(await root.getAttribute("data-turn")).toBe("2");
    expect(await board()).toEqual(before.board);
    expect(await page.locator(".duel-hand-card").count()).toBe(before.hand);
    expect(await page.getByTestId("log").locator("li").allTextContents()).toEqual(before.log);
    // The duel goes on after the reload: end the turn, the bot plays turn 3.
    await page.getByTestId("end-turn").focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => root.getAttribute("data-turn"), { timeout: 60_000 }).toBe("4");
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test("a targeted hero power asks for its target among the engine's candidates (Mage: any character)", async () => {
    const { page, errors } = await open("tcg-duel", "tcg-duel");
    const root = page.locator("section.tcg-duel");
    await page.getByTestId("duel-settings").click();
    await page.getByTestId("duel-class-A").selectOption("MAGE");
    await page.getByRole("button", { name: "New duel" }).click();
    await page.locator('[data-testid="mulligan-confirm"]:not([disabled])').click({ timeout: 30_000 });
    // Fire Bolt costs 2: end turns until it is usable (turn 2 at the latest for either seat).
    for (let i = 0; i < 3; i++) {
      await expect.poll(() => root.getAttribute("data-active"), { timeout: 60_000 }).toBe("A");
      await expect.poll(() => root.getAttribute("data-phase")).toBe("play");
      if (await page.getByTestId("hero-power").isEnabled()) break;
      await page.getByTestId("end-turn").click();
      await expect.poll(() => root.getAttribute("data-active"), { timeout: 60_000 }).toBe("B");
    }
    const before = Number.parseInt((await page.getByTestId("hp-B").textContent()) ?? "", 10);
    await page.getByTestId("hero-power").click();
    expect(await page.getByTestId("prompt").textContent()).toContain("Fire Bolt: choose any character");
    // ANY:ANY: both heroes are among the candidates the engine lists.
    expect(await page.locator(".duel-hero.target").count()).toBe(2);
    await page.locator('[data-entity="heroB"]').click();
    await expect.poll(() => page.getByTestId("hp-B").textContent()).toBe(`${before - 1}`);
    expect(await page.getByTestId("hero-power").isEnabled()).toBe(false);
    await page.screenshot({ path: screenshotPath("tcg-duel-hero-power") });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test("a library deck naming a card this release lacks: the duel opens on the starter deck, says why, and the deck cannot be chosen", async () => {
    const starterIds = new Set(STARTER_DECK.cards.map((e) => e.cardId));
    // Gorak is not in the starter deck: a hand of starter cards only is the starter deck's.
    const old = {
      id: "old",
      deck: {
        name: "Vieux deck",
        heroClass: "MAGE",
        cards: [
          { cardId: "crea_gorak_forgeron", version: 1, count: 2 },
          { cardId: "crea_fantome", version: 1, count: 2 },
        ],
      },
    };
    const ok = { id: "ok", deck: { name: "Bon deck", heroClass: "ROGUE", cards: STARTER_DECK.cards } };
    const starterHand = async (page: Page) => {
      const hand = page.getByTestId("mulligan").locator(".duel-hand-card svg[data-card]");
      await expect.poll(() => hand.count()).toBeGreaterThanOrEqual(3);
      for (const id of await hand.evaluateAll((els) => els.map((e) => e.getAttribute("data-card"))))
        expect(starterIds.has(id ?? ""), id ?? "").toBe(true);
    };

    // Asked for by the URL, in French.
    const fr = await openStored("tcg-duel?deck=old&seed=5", { "tcg-decks": [old, ok] }, { locale: "fr-FR" });
    let page = fr.page;
    let notice = page.getByTestId("deck-refused");
    const settings = async () => {
      if ((await page.locator("details.duel-settings").getAttribute("open")) === null)
        await page.getByTestId("duel-settings").click();
    };
    expect(await notice.locator("p").textContent()).toBe(
      "Votre deck « Vieux deck » ne peut pas être distribué (carte “crea_fantome” v1) : " +
        "le jeu n'a pas cette carte. Vous jouez le deck de démarrage. " +
        "L'ouvrir dans l'éditeur de decks",
    );
    expect(await notice.getByRole("link").getAttribute("href")).toBe("#/tcg-decks?deck=old");
    await starterHand(page);
    // The deal kept in the URL is the starter deck's, with the deck's class.
    expect(await page.evaluate(() => location.hash)).toBe("#/tcg-duel?seed=5&you=MAGE&bot=MAGE");
    // The selector lists the deck, says it cannot be dealt, and does not offer it.
    await settings();
    const option = page.locator('[data-testid="duel-deck"] option[value="old"]');
    expect(await option.textContent()).toBe("Vieux deck (injouable : “crea_fantome” v1)");
    expect(await option.isDisabled()).toBe(true);
    expect(await page.locator('[data-testid="duel-deck"] option[value="ok"]').isDisabled()).toBe(false);
    expect(await page.getByTestId("duel-deck").inputValue()).toBe("");
    await page.keyboard.press("Escape");
    // Closed by the keyboard.
    await notice.getByRole("button", { name: "Fermer" }).focus();
    await page.keyboard.press("Enter");
    expect(await notice.count()).toBe(0);
    // A new duel deals again, on the starter deck; then a deck that deals is played.
    await page.getByRole("button", { name: "Nouveau duel" }).click();
    await starterHand(page);
    expect(await notice.count()).toBe(0);
    await settings();
    await page.getByTestId("duel-deck").selectOption("ok");
    await page.getByRole("button", { name: "Nouveau duel" }).click();
    await expect.poll(() => page.evaluate(() => location.hash)).toContain("you=ROGUE");
    expect(await page.evaluate(() => location.hash)).toContain("deck=ok");
    expect(await notice.count()).toBe(0);
    expect(fr.errors).toEqual([]);
    await page.context().close();

    // Kept by a saved duel of an older release, on a phone, in English: the hand is played.
    const saved = {
      seed: 9,
      classes: ["MAGE", "PALADIN"],
      level: "greedy",
      actions: [],
      botStep: 0,
      deck: old,
    };
    const en = await openStored(
      "tcg-duel",
      { "tcg-decks": [old], "tcg-duel:game": saved },
      { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
    );
    page = en.page;
    notice = page.getByTestId("deck-refused");
    expect(await notice.locator("p").textContent()).toBe(
      "Your deck “Vieux deck” cannot be dealt (card “crea_fantome” v1): " +
        "the game has no such card. You are playing the starter deck. Open it in the deck builder",
    );
    expect(await horizontalOverflow(page)).toEqual({ scroll: 0, elements: [], cut: [] });
    const close = (await notice.getByRole("button", { name: "Dismiss" }).boundingBox())!;
    expect(Math.min(close.width, close.height)).toBeGreaterThanOrEqual(44);
    await page.screenshot({ path: screenshotPath("tcg-duel-deck-refused-phone") });
    await starterHand(page);
    await page.locator('[data-testid="mulligan-confirm"]:not([disabled])').tap({ timeout: 30_000 });
    const root = page.locator("section.tcg-duel");
    await expect.poll(() => root.getAttribute("data-phase"), { timeout: 60_000 }).toBe("play");
    await expect.poll(() => root.getAttribute("data-active"), { timeout: 60_000 }).toBe("A");
    expect(await page.locator(".duel-hand-card").count()).toBeGreaterThan(0);
    // The duel kept is the starter deck's: a reload resumes it without the notice.
    const turn = await root.getAttribute("data-turn");
    await page.reload();
    await page.waitForSelector('html[data-ready="tcg-duel"]', { state: "attached" });
    expect(await notice.count()).toBe(0);
    expect(await root.getAttribute("data-turn")).toBe(turn);
    expect(await page.evaluate(() => location.hash)).toBe("#/tcg-duel?seed=9&you=MAGE&bot=PALADIN");
    expect(en.errors).toEqual([]);
    await page.context().close();
  });

  test("a refused deck is mended in the deck builder: its unknown cards listed and removed by keyboard, then played", async () => {
    // The starter deck (legal) with a card this release lacks and an unknown version of Gorak.
    const cards = [...STARTER_DECK.cards];
    cards.splice(3, 0, { cardId: "crea_fantome", version: 1, count: 2 });
    cards.splice(7, 0, { cardId: "crea_gorak_forgeron", version: 9, count: 1 });
    const old = { id: "old", deck: { name: "Vieux deck", heroClass: STARTER_DECK.heroClass, cards } };
    const { page, errors } = await openStored(
      "tcg-duel?deck=old&seed=5",
      { "tcg-decks": [old] },
      { locale: "fr-FR" },
    );
    // The duel refuses the deck and links to the deck builder.
    await page
      .getByTestId("deck-refused")
      .getByRole("link", { name: "L'ouvrir dans l'éditeur de decks" })
      .click();
    await page.waitForSelector('html[data-ready="tcg-decks"]', { state: "attached" });
    expect(await page.evaluate(() => location.hash)).toBe("#/tcg-decks?deck=old");
    expect(await page.getByTestId("deck-select").inputValue()).toBe("old");
    const status = page.getByTestId("deck-status");
    expect(await page.getByTestId("deck-count").textContent()).toBe("33 / 30 cartes");
    const issues = await page.getByTestId("deck-issues").textContent();
    expect(issues).toContain('/cards/3/cardId no card "crea_fantome"');
    expect(issues).toContain('/cards/7/version "crea_gorak_forgeron" has no version 9');
    expect(await page.getByTestId("play-deck").isDisabled()).toBe(true);
    // The unknown entries are listed first, marked, with their id and version.
    const unknown = page.locator('[data-testid="deck-list"] li[data-unknown="true"]');
    expect(await unknown.count()).toBe(2);
    expect(await unknown.nth(0).textContent()).toBe("?Carte inconnue crea_fantome v1×2Retirer");
    expect(await unknown.nth(1).textContent()).toBe(
      "?Version inconnue crea_gorak_forgeron v9×1RetirerPasser en v2",
    );
    expect(await page.getByTestId("unknown-help").textContent()).toContain(
      "retirez-les pour pouvoir le jouer",
    );
    const remove = unknown.nth(0).getByRole("button", {
      name: "Retirer du deck la carte inconnue crea_fantome v1 (2 exemplaires)",
    });
    const box = (await remove.boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
    await unknown.nth(0).scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath("tcg-decks-unknown-cards") });
    // Removed by keyboard: the focus moves on to the next entry to mend, the problems update.
    await remove.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => unknown.count()).toBe(1);
    // (The focus moves after the paint: polled.)
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest("li")?.getAttribute("data-version")))
      .toBe("9");
    expect(await page.getByTestId("deck-count").textContent()).toBe("31 / 30 cartes");
    expect(await page.getByTestId("deck-issues").textContent()).not.toContain("crea_fantome");
    await page.keyboard.press("Space");
    await expect.poll(() => unknown.count()).toBe(0);
    // Then to the deck's status, which says the deck is legal.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute("data-testid")))
      .toBe("deck-status");
    expect(await status.textContent()).toContain("Deck légal");
    expect(await page.getByTestId("deck-count").textContent()).toBe("30 / 30 cartes");
    expect(await page.getByTestId("unknown-help").count()).toBe(0);
    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem("games:tcg-decks")))!);
    expect(stored).toEqual([{ id: "old", deck: { ...old.deck, cards: STARTER_DECK.cards } }]);
    // A deck file naming an unknown card comes in the same way: listed, marked, removable.
    await page.getByTestId("import-deck").setInputFiles({
      name: "vieux.json",
      mimeType: "application/json",
      buffer: Buffer.from(JSON.stringify({ ...old.deck, name: "Importé" })),
    });
    await expect.poll(() => unknown.count()).toBe(2);
    expect(await page.getByTestId("import-errors").count()).toBe(0);
    await unknown.nth(1).getByTestId("remove-unknown").click();
    await unknown.nth(0).getByTestId("remove-unknown").click();
    await expect.poll(() => status.textContent()).toContain("Deck légal");
    // The mended deck is played: the duel deals it, without a notice.
    await page.getByTestId("deck-select").selectOption("old");
    await page.getByTestId("play-deck").click();
    await page.waitForSelector('html[data-ready="tcg-duel"]', { state: "attached" });
    await expect.poll(() => page.evaluate(() => location.hash)).toContain("deck=old");
    await expect.poll(() => page.getByTestId("mulligan").count()).toBe(1);
    expect(await page.getByTestId("deck-refused").count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();

    // On a phone: the marked rows fit the width, and Remove is tapped.
    const phone = await openStored(
      "tcg-decks?deck=old",
      { "tcg-decks": [old] },
      { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
    );
    const rows = phone.page.locator('[data-testid="deck-list"] li[data-unknown="true"]');
    expect(await rows.count()).toBe(2);
    expect(await horizontalOverflow(phone.page)).toEqual({ scroll: 0, elements: [], cut: [] });
    await rows.nth(0).scrollIntoViewIfNeeded();
    await phone.page.screenshot({ path: screenshotPath("tcg-decks-unknown-cards-phone") });
    await rows
      .nth(0)
      .getByRole("button", { name: "Remove the unknown card crea_fantome v1 from the deck (2 copies)" })
      .tap();
    await expect.poll(() => rows.count()).toBe(1);
    expect(await phone.page.getByTestId("deck-count").textContent()).toBe("31 / 30 cards");
    expect(phone.errors).toEqual([]);
    await phone.page.context().close();
  });

  test("a deck entry of an old card version switches to the current one by keyboard, every copy kept", async () => {
    // The starter deck (legal), its last two cards swapped for two copies of Gorak's first balance
    // (the launch set keeps v1 beside v2): a legal deck, with a note on the old version.
    const cards = [
      ...STARTER_DECK.cards.slice(0, -1),
      { cardId: "crea_gorak_forgeron", version: 1, count: 2 },
    ];
    const old = { id: "old", deck: { name: "Vieux deck", heroClass: STARTER_DECK.heroClass, cards } };
    const { page, errors } = await openStored(
      "tcg-decks?deck=old",
      { "tcg-decks": [old] },
      { locale: "fr-FR" },
    );
    const row = page.locator('[data-testid="deck-list"] li[data-card="crea_gorak_forgeron"]');
    expect(await row.count()).toBe(1);
    expect(await page.getByTestId("deck-warnings").textContent()).toContain(
      '"crea_gorak_forgeron" v1 is an old balance; the current one is v2',
    );
    // Only that entry offers the switch, named for a screen reader.
    expect(await page.getByTestId("use-current").count()).toBe(1);
    const use = row.getByRole("button", {
      name: "Passer Gorak, le Forgeron à sa version actuelle, v2, au lieu de la v1 (tous les exemplaires)",
    });
    expect(await use.textContent()).toBe("Passer en v2");
    await use.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => page.getByTestId("use-current").count()).toBe(0);
    // Every copy kept, stored; the focus follows the entry, now current; the note is gone.
    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem("games:tcg-decks")))!);
    expect(stored[0].deck.cards.at(-1)).toEqual({ cardId: "crea_gorak_forgeron", version: 2, count: 2 });
    expect(await row.getByTestId("in-deck").textContent()).toBe("×2");
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest("li")?.getAttribute("data-card")))
      .toBe("crea_gorak_forgeron");
    expect(await page.locator('[data-testid="deck-warnings"]:has-text("crea_gorak_forgeron")').count()).toBe(
      0,
    );
    expect(await page.getByTestId("deck-status").textContent()).toContain("Deck légal");
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test("a Diplomaxy turn on the duel map resolves and shows its report, each player's view hiding the rest", async () => {
    const { page, errors } = await open("diplomaxy", "diplomaxy");
    // North: n1 controls Sol, n2 leaves for Cygni, n3 defends (the default).
    await page.getByTestId("show-orders").click();
    expect(await page.locator('[data-planet="vega"]').getAttribute("data-visible")).toBe("false");
    await page.selectOption('[data-unit="n1"]', { label: "control" });
    await page.selectOption('[data-unit="n2"]', { label: "move to Cygni (1 turn)" });
    await page.screenshot({ path: screenshotPath("diplomaxy-orders") });
    await page.getByTestId("submit-orders").click();
    // South's turn: north's units and orders are not shown.
    await page.getByTestId("show-orders").click();
    expect(await page.locator('[data-planet="sol"]').getAttribute("data-visible")).toBe("false");
    expect(await page.locator('[data-counter="north"]').count()).toBe(0);
    await page.selectOption('[data-unit="s1"]', { label: "control" });
    await page.getByTestId("submit-orders").click();
    await page.getByTestId("resolve").click();
    const reports = page.getByTestId("reports");
    await reports.waitFor();
    // Sol: north CTRL 1 (n1), DEF 1 (n3); nobody attacks, so north controls it. Same for south at Vega.
    expect(await page.getByTestId("controller-sol").textContent()).toBe("controlled by North");
    expect(await page.getByTestId("controller-vega").textContent()).toBe("controlled by South");
    const north = page.locator('[data-report="sol"] tr[data-player="north"] td');
    expect(await north.allTextContents()).toEqual(["North", "1", "1", "0", "0"]);
    // The referee's report names every unit, with its order as given (n3 had none: it defends).
    const lines = page.locator('[data-report="sol"] .dx-units tbody tr');
    expect(await lines.evaluateAll((rows) => rows.map((r) => r.querySelector("td")?.textContent))).toEqual([
      "n1",
      "n2",
      "n3",
    ]);
    expect(await lines.nth(1).locator("td").nth(2).textContent()).toBe("move sol-cygni");
    // The referee sees every arrival and production: n2 reaches Cygni, Sol and Vega produce 2 each.
    const events = () => page.locator("[data-event]").allTextContents();
    expect(await events()).toEqual([
      "n2 (North) arrives at cygni",
      "sol produces 2 for North",
      "vega produces 2 for South",
    ]);
    await page.screenshot({ path: screenshotPath("diplomaxy-report"), fullPage: true });
    // South only witnessed Vega, and sees only its own production there.
    await page.selectOption('[data-testid="viewer"]', "south");
    expect(
      await page.locator("[data-report]").evaluateAll((els) => els.map((e) => e.getAttribute("data-report"))),
    ).toEqual(["vega"]);
    expect(await page.locator('[data-counter="north"]').count()).toBe(0);
    expect(await events()).toEqual(["vega produces 2 for South"]);
    // North sees its own arrival at Cygni and Sol's production, nothing of Vega.
    await page.selectOption('[data-testid="viewer"]', "north");
    expect(await events()).toEqual(["n2 (North) arrives at cygni", "sol produces 2 for North"]);
    await page.screenshot({ path: screenshotPath("diplomaxy-south-view"), fullPage: true });
    // A reload keeps the game: the report of turn 1 as it was, the map in the URL.
    await page.reload();
    await page.waitForSelector('html[data-ready="diplomaxy"]', { state: "attached" });
    expect(await page.evaluate(() => location.hash)).toBe("#/diplomaxy?map=duel");
    expect(await page.getByTestId("controller-sol").textContent()).toBe("controlled by North");
    // The next turn starts with a hand-over: nobody's units on screen until north shows them.
    await page.getByTestId("next-turn").click();
    expect(await page.getByTestId("show-orders").textContent()).toBe("I am North: show my units");
    await page.getByTestId("show-orders").click();
    await page.reload();
    await page.waitForSelector('html[data-ready="diplomaxy"]', { state: "attached" });
    // After a reload mid-turn the device is handed over again rather than showing north's orders.
    expect(await page.getByTestId("show-orders").textContent()).toBe("I am North: show my units");
    expect(await page.locator("[data-counter]").count()).toBe(0);
    // On a phone the map takes the width (it used to collapse to a sliver).
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId("show-orders").click();
    expect((await page.getByTestId("map").boundingBox())!.width).toBeGreaterThan(340);
    expect(await horizontalOverflow(page)).toEqual({ scroll: 0, elements: [], cut: [] });
    await page.screenshot({ path: screenshotPath("diplomaxy-phone"), fullPage: true });
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
