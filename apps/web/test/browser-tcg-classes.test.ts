/**
 * Browser tests of Extension 1's classes and Secrets on the TCG pages (issue 31), on the production
 * build in Debian's Chromium (see browser/harness.ts): the deck builder offers the cards the hero
 * may play and says why another class's card is not addable; the duel shows the bot's Secrets as a
 * count and a class only, and a Secret going off with its card and what set it off. In English at
 * 1280×800 and in French at 390×844. Without a Chromium binary these tests are skipped.
 */

import type { BrowserContextOptions, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { corpus } from "../src/tcg/data.js";
import {
  DESKTOP,
  findChromium,
  horizontalOverflow,
  launchApp,
  PHONE,
  type RunningApp,
  screenshotPath,
} from "./browser/harness.js";
import { secretDuels } from "./tcg-secret-duel.js";

const executablePath = findChromium();

describe.skipIf(executablePath === null)("TCG classes and Secrets in Chromium", () => {
  let app: RunningApp;
  const duels = secretDuels();

  beforeAll(async () => {
    app = await launchApp(executablePath!);
  });

  afterAll(async () => {
    await app?.stop();
  });

  /** Opens `#/hash` with local storage seeded (keys without the app's prefix), once per context. */
  async function openStored(
    hash: string,
    stored: Record<string, unknown>,
    options: BrowserContextOptions,
  ): Promise<{ page: Page; errors: string[] }> {
    const context = await app.browser.newContext({ deviceScaleFactor: 1, ...options });
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

  const classesListed = (page: Page) =>
    page
      .locator('[data-testid="card-browser"] li')
      .evaluateAll((rows) => [...new Set(rows.map((r) => r.getAttribute("data-class")))]);

  test("the deck builder offers neutral and the hero's class, filters by class, and says why another class's card is not addable", async () => {
    const { page, errors } = await openStored("tcg-decks", {}, { ...DESKTOP, locale: "en-US" });
    // A new deck's hero is the Paladin, who has no class cards yet: neutral cards only.
    expect(await classesListed(page)).toEqual(["NEUTRAL"]);
    await expect
      .poll(() => page.getByTestId("class-rule").textContent())
      .toContain("A Paladin deck takes neutral cards and Paladin cards.");
    // A search matching Mage and Warlock cards says they are hidden, and shows them on request.
    await page.getByTestId("deck-search").fill("pyro");
    await expect
      .poll(() => page.getByTestId("hidden-others").textContent())
      .toBe("3 cards of other classes match too: a Paladin deck cannot take them.");
    await page.getByTestId("show-others").click();
    expect(await page.getByTestId("deck-class").inputValue()).toBe("other");
    expect((await classesListed(page)).sort()).toEqual(["MAGE", "WARLOCK"]);
    const pyromancer = page.locator('[data-testid="card-browser"] li[data-card="crea_apprenti_pyromancien"]');
    expect(await pyromancer.getByTestId("card-class").textContent()).toBe("Mage");
    expect(await pyromancer.getByTestId("why-not").textContent()).toBe(
      "Mage card: a Paladin deck cannot take it",
    );
    const add = pyromancer.getByRole("button", { name: /^Add Apprentice Pyromancer/ });
    expect(await add.getAttribute("aria-disabled")).toBe("true");
    await add.click({ force: true }); // aria-disabled: Playwright would wait for it to be enabled
    expect(await page.locator('[data-testid="in-deck"]').count()).toBe(0);
    await page.screenshot({ path: screenshotPath("tcg-decks-other-classes") });

    // A Mage deck lists the Mage's cards with the neutral ones, and takes them.
    await page.getByTestId("deck-class").selectOption("playable");
    await page.getByLabel("Hero").selectOption("MAGE");
    expect((await classesListed(page)).sort()).toEqual(["MAGE"]);
    await page.getByTestId("deck-search").fill("");
    expect((await classesListed(page)).sort()).toEqual(["MAGE", "NEUTRAL"]);
    await page.getByTestId("deck-class").selectOption("hero");
    expect(await classesListed(page)).toEqual(["MAGE"]);
    const listed = await page.locator('[data-testid="card-browser"] li').count();
    expect(listed).toBe(
      Object.entries(corpus.latest).filter(([id, v]) =>
        corpus.cards[`${id}.v${v}`]?.factions.includes("MAGE"),
      ).length,
    );
    await page.getByRole("button", { name: "Add Apprentice Pyromancer" }).click();
    await expect.poll(() => page.locator('[data-testid="in-deck"]').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test("on a phone, in French, the class filter and its reasons read in French and fit", async () => {
    const { page, errors } = await openStored("tcg-decks", {}, { ...PHONE, locale: "fr-FR" });
    await page.getByTestId("deck-search").fill("pyro");
    await expect
      .poll(() => page.getByTestId("hidden-others").textContent())
      .toBe("3 cartes d'autres classes correspondent aussi : un deck Paladin ne peut pas les prendre.");
    await page.getByTestId("show-others").click();
    const why = page.locator('li[data-card="crea_apprenti_pyromancien"] [data-testid="why-not"]');
    expect(await why.textContent()).toBe("carte Mage : un deck Paladin ne peut pas la prendre");
    const overflow = await horizontalOverflow(page);
    expect(overflow.scroll).toBe(0);
    await page.screenshot({ path: screenshotPath("tcg-decks-other-classes-phone"), fullPage: true });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test("the gallery filters by set and class, draws each set's curve, and shows an evolution's member history", async () => {
    for (const [options, history] of [
      [{ ...DESKTOP, locale: "en-US" }, "History of this member: Eager Recruit → Eager Recruit, Veteran"],
      [{ ...PHONE, locale: "fr-FR" }, "Historique de ce membre : Recrue zélée → Recrue zélée, vétérane"],
    ] as const) {
      const { page, errors } = await openStored("tcg-gallery", {}, options);
      const cards = page.locator('[data-testid="gallery"] svg.tcg-card');
      expect(
        await page
          .locator('[data-testid="curve"]')
          .evaluateAll((c) => c.map((x) => x.getAttribute("data-set"))),
      ).toEqual(["PVB", "PTD"]);
      await page.selectOption('[data-filter="set"]', "PTD");
      expect(await cards.count()).toBe(80);
      await page.selectOption('[data-filter="faction"]', "WARLOCK");
      const warlock = Object.entries(corpus.latest).filter(([id, v]) =>
        corpus.cards[`${id}.v${v}`]?.factions.includes("WARLOCK"),
      ).length;
      expect(await cards.count()).toBe(warlock);
      await page.selectOption('[data-filter="set"]', "");
      await page.selectOption('[data-filter="faction"]', "");
      // Both members of a chain carry its history, each marking itself.
      for (const id of ["crea_recrue_zelee", "crea_recrue_zelee_veteran"]) {
        const caption = page.getByTestId(`history-${id}`);
        expect((await caption.textContent())?.replace(/\s+/g, " ").trim()).toBe(history);
        expect(await caption.locator('[aria-current="true"]').count()).toBe(1);
      }
      await page.getByTestId("history-crea_recrue_zelee_veteran").scrollIntoViewIfNeeded();
      await page.screenshot({ path: screenshotPath(`tcg-gallery-evolution-${options.locale}`) });
      expect((await horizontalOverflow(page)).scroll).toBe(0);
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });

  test("the generator makes a Warlock Secret in player's words: class, keyword and trigger, no enum name", async () => {
    const { page, errors } = await openStored("tcg-generator", {}, { ...DESKTOP, locale: "en-US" });
    await page.locator('[data-field="/type"] select').selectOption("SPELL");
    const factions = page.locator('[data-field="/factions"]');
    // Each box is named by its own label alone (the list is a group named "Factions").
    expect(await page.getByRole("group", { name: "Factions" }).count()).toBe(1);
    await factions.getByRole("checkbox", { name: "Neutral", exact: true }).uncheck();
    await factions.getByRole("checkbox", { name: "Warlock", exact: true }).check();
    await page
      .locator('[data-field="/keywords"]')
      .getByRole("checkbox", { name: "Secret", exact: true })
      .check();
    await page.getByTestId("add-ability").click();
    const trigger = page.locator('[data-field="/abilities/0/trigger"] select');
    const words = await trigger.locator("option").allTextContents();
    expect(words.filter((w) => /[A-Z]{2,}_[A-Z]/.test(w))).toEqual([]);
    const summon = words.find((w) => w.startsWith("Secret") && w.includes("creature"));
    expect(summon).toBeDefined();
    await trigger.selectOption({ label: summon! });
    // A Secret has one cost (RULES.md §16), said in words at the cost field.
    await expect
      .poll(() => page.locator('[data-error-for="/cost"] .issue-sentence').allTextContents())
      .toEqual([
        "A Secret costs 3 Fervour: what the opponent sees it spend must not tell one Secret from another.",
      ]);
    await page.locator('[data-field="/cost"] input').fill("3");
    await expect.poll(() => page.getByTestId("validity").textContent()).toBe("Valid card.");
    const rules = await page
      .locator('.tcg-preview [data-role="rules"] text')
      .evaluateAll((els) => els.map((e) => e.textContent).join(" "));
    expect(rules).toBe("Secret: when an enemy creature arrives, deal 1 damage to an enemy character.");
    await page.screenshot({ path: screenshotPath("tcg-generator-secret") });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test("the collection opens packs of either set, each set's completion counting its own cards", async () => {
    const setOf = (id: string) => corpus.cards[`${id}.v${corpus.latest[id] ?? 1}`]?.setCode;
    for (const [options, label] of [
      [{ ...DESKTOP, locale: "en-US" }, "Packs of"],
      [{ ...PHONE, locale: "fr-FR" }, "Packs du set"],
    ] as const) {
      const { page, errors } = await openStored("tcg-collection", {}, options);
      expect(await page.getByTestId("completion-PTD").textContent()).toMatch(/^0 \/ 80/);
      expect(await page.getByTestId("pack-set").inputValue()).toBe("PVB");
      expect(await page.getByLabel(label).count()).toBe(1);
      await page.getByTestId("claim-pack").click();
      await page.getByTestId("pack-set").selectOption("PTD");
      await page.getByTestId("open-pack").click();
      const revealed = page.locator('[data-testid="pack-reveal"] li[data-card]');
      await expect.poll(() => revealed.count()).toBe(5);
      const ids = await revealed.evaluateAll((li) => li.map((x) => x.getAttribute("data-card") ?? ""));
      expect(ids.map(setOf)).toEqual(["PTD", "PTD", "PTD", "PTD", "PTD"]);
      const distinct = new Set(ids).size;
      await expect
        .poll(() => page.getByTestId("completion-PTD").textContent())
        .toMatch(new RegExp(`^${distinct} / 80`));
      // Back to the launch set: its packs hold its cards.
      await page.getByTestId("claim-pack").click();
      await page.getByTestId("pack-set").selectOption("PVB");
      await page.getByTestId("open-pack").click();
      await expect
        .poll(async () =>
          (await revealed.evaluateAll((li) => li.map((x) => x.getAttribute("data-card") ?? ""))).map(setOf),
        )
        .toEqual(["PVB", "PVB", "PVB", "PVB", "PVB"]);
      expect((await horizontalOverflow(page)).scroll).toBe(0);
      await page.screenshot({ path: screenshotPath(`tcg-collection-sets-${options.locale}`) });
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });

  /** The card of a duel's card definition key (the card's id: its current version). */
  const cardOf = (def: string) => corpus.cards[`${def}.v${corpus.latest[def] ?? 1}`];

  /** Every name the bot's Secret has: its id, and its card's name in both languages. */
  function secretWords(def: string): string[] {
    const card = cardOf(def);
    expect(card).toBeDefined();
    return [def, card!.name, card!.i18n?.en?.name ?? card!.name];
  }

  test("the bot's Secret shows as a count and a class, nothing else; when it goes off, its card and why", async () => {
    const { placed, revealed } = duels;
    const hash = `tcg-duel?seed=${placed.saved.seed}&you=PALADIN&bot=MAGE&botdeck=class`;
    const { page, errors } = await openStored(
      hash,
      { "tcg-duel:game": placed.saved },
      { ...DESKTOP, locale: "en-US" },
    );
    const secrets = page.getByTestId("secrets-B");
    expect(await secrets.getAttribute("data-count")).toBe(String(placed.game.players.B.secrets.length));
    expect(await secrets.getAttribute("aria-label")).toMatch(/^The bot's Secrets: \d \(Mage(, Mage)*\)$/);
    expect(await secrets.locator("li").first().textContent()).toContain("Mage Secret");
    expect(await page.getByTestId("log").textContent()).toContain("The bot sets a Mage Secret");
    // Hidden information: the card itself appears nowhere in the page (text, attributes, ids).
    const html = await page.content();
    for (const word of secretWords(placed.secret)) expect(html).not.toContain(word);
    await page.screenshot({ path: screenshotPath("tcg-duel-secret-hidden") });
    await page.context().close();

    // The duel one action before the Secret goes off: that action played here, by the mouse.
    const before = { ...revealed.saved, actions: revealed.saved.actions.slice(0, -1) };
    const last = revealed.saved.actions.at(-1)!;
    expect(last.type).toBe("PLAY_CARD");
    const live = await openStored(hash, { "tcg-duel:game": before }, { ...DESKTOP, locale: "en-US" });
    expect(await live.page.getByTestId("secret-revealed").count()).toBe(0);
    await live.page.locator(`[data-hand="${(last as { card: string }).card}"]`).click();
    for (const target of Object.values((last as { targets?: Record<string, string> }).targets ?? {}))
      await live.page.locator(`[data-entity="${target}"]`).first().click();
    const cue = live.page.getByTestId("secret-revealed");
    await cue.waitFor();
    const name = cardOf(revealed.secret)?.i18n?.en?.name ?? "";
    expect(name).not.toBe("");
    expect(await cue.textContent()).toBe(
      `The bot's Secret goes off ${name} (when its opponent casts a spell)`,
    );
    expect(await live.page.getByTestId("log").textContent()).toContain(
      `The bot's Secret is revealed: ${name} (when its opponent casts a spell)`,
    );
    await live.page.screenshot({ path: screenshotPath("tcg-duel-secret-revealed") });
    expect([...errors, ...live.errors]).toEqual([]);
    await live.page.context().close();
  });

  test("on a phone, in French, the bot's Secret and its going off read in French and fit", async () => {
    const { placed, revealed } = duels;
    const hash = `tcg-duel?seed=${placed.saved.seed}&you=PALADIN&bot=MAGE&botdeck=class`;
    const { page, errors } = await openStored(
      hash,
      { "tcg-duel:game": placed.saved },
      { ...PHONE, locale: "fr-FR" },
    );
    expect(await page.getByTestId("secrets-B").locator("li").first().textContent()).toContain("Secret Mage");
    expect((await horizontalOverflow(page)).scroll).toBe(0);
    await page.context().close();
    const after = await openStored(hash, { "tcg-duel:game": revealed.saved }, { ...PHONE, locale: "fr-FR" });
    const name = cardOf(revealed.secret)?.name ?? "";
    expect(await after.page.getByTestId("secret-revealed").textContent()).toBe(
      `Le Secret du bot se déclenche ${name} (quand son adversaire lance un sort)`,
    );
    expect((await horizontalOverflow(after.page)).scroll).toBe(0);
    await after.page.screenshot({ path: screenshotPath("tcg-duel-secret-revealed-phone"), fullPage: true });
    expect([...errors, ...after.errors]).toEqual([]);
    await after.page.context().close();
  });
});
