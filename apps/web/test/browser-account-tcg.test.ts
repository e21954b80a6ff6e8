/**
 * The LGC TCG with an account, in Chromium (issue 27 §4, §5): signed in, the deck builder keeps
 * its decks on the server (a deck made from the starter, renamed, saved once quiet, there again
 * after a reload and in the database); a duel between two accounts played to its end over the
 * match server appears in the Balance page's real-match source (its single game said to be too
 * few for a figure) and in both players' profiles with a replay link that opens; the profile
 * shows linked characters, member card and completion, in French too, and fits a phone; a deck
 * shared by its link opens read-only for anyone and is copied by a signed-in reader; a card
 * withdrawn at its member's request is greyed in the builder, and a deck holding it says so.
 * A match server with its account service on embedded PGlite, the built app by `vite preview`.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type RunningServer, startServer } from "@apps/server";
import AxeBuilder from "@axe-core/playwright";
import { makeLink } from "@core/match-client";
import { STARTER_DECK } from "@engines/lgc-tcg";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { as, type Player, player } from "../../server/test/accounts-helpers.js";
import { botChooser, play } from "../../server/test/helpers.js";
import { findChromium, horizontalOverflow, launchApp, PHONE, type RunningApp } from "./browser/harness.js";

const executablePath = findChromium();
/** Tests that run axe over a whole page (the builder lists every card): a bound on a hang on a loaded machine. */
const LONG = 300_000;

/** axe-core's WCAG 2.1 AA findings on a page as it stands, as `rule: target` (the a11y check's rules). */
async function wcagViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  return violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(" ")}`));
}

describe.skipIf(executablePath === null)("the LGC TCG with an account, in Chromium", () => {
  let dir = "";
  let server: RunningServer;
  let app: RunningApp;
  const errors: string[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "web-account-tcg-"));
    server = await startServer({
      port: 0,
      dataDir: dir,
      logger: false,
      accounts: { database: { kind: "pglite", dir: join(dir, "accounts") }, passkeys: true },
    });
    app = await launchApp(executablePath!, { MATCH_SERVER: server.url });
  }, 300_000);
  afterAll(async () => {
    await app?.stop();
    await server?.close();
    if (dir !== "") rmSync(dir, { recursive: true, force: true });
  });

  const db = () => server.accounts!.database.db;

  /** A browser signed in as `who` (his session's cookie, as sign-in sets it). */
  async function signedIn(
    who: Player,
    locale = "en-US",
    device = {},
  ): Promise<{ context: BrowserContext; page: Page }> {
    const context = await app.browser.newContext({
      locale,
      viewport: { width: 1280, height: 900 },
      ...device,
    });
    const [name, value] = who.cookie.split("=") as [string, string];
    await context.addCookies([{ name, value, url: app.url }]);
    const page = await context.newPage();
    page.on("pageerror", (e) => errors.push(`${e.name}: ${e.message}`));
    return { context, page };
  }

  async function open(page: Page, hash: string, ready: string): Promise<void> {
    await page.goto(`${app.url}#/${hash}`);
    await page.waitForSelector(`html[data-ready="${ready}"]`, { state: "attached", timeout: 90_000 });
  }

  /** A request to the server as `who` would make it from the app. */
  const call = (who: Player, method: "GET" | "POST", url: string, payload?: unknown) =>
    server.app.inject({
      method,
      url,
      headers: { ...as(who), ...(payload === undefined ? {} : { "content-type": "application/json" }) },
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    });

  test("signed in, the deck builder's decks are the account's: saved once quiet, there after a reload", async () => {
    await player(db(), "Orga"); // the base's first account: its organiser
    const p = await player(db(), "Bâtisseuse");
    const { context, page } = await signedIn(p);
    await open(page, "tcg-decks", "tcg-decks");
    await expect
      .poll(() => page.getByTestId("deck-source").textContent())
      .toMatch(/^Signed in: your decks are saved with your account/);
    // A new account's library starts with one blank deck, on the server.
    await expect.poll(async () => (await deckRows(p)).length).toBe(1);
    await page.getByRole("button", { name: "Copy the starter deck" }).click();
    await expect.poll(async () => (await deckRows(p)).length).toBe(2);
    await page.getByTestId("deck-name").fill("Marteau du matin");
    await page.getByTestId("deck-name").press("Tab");
    await expect
      .poll(() => page.getByTestId("deck-save-status").getAttribute("data-status"), { timeout: 20_000 })
      .toBe("saved");
    await expect.poll(async () => (await deckRows(p)).map((d) => d.name)).toContain("Marteau du matin");
    const saved = (await deckRows(p)).find((d) => d.name === "Marteau du matin");
    expect(saved?.cards).toEqual(STARTER_DECK.cards);
    expect(saved?.revision).toBe(2);

    // A copy is a deck of its own on the account.
    await page.getByTestId("copy-deck").click();
    await expect
      .poll(async () => (await deckRows(p)).map((d) => d.name))
      .toEqual(["New deck", "Marteau du matin", "Marteau du matin (copy)"]);
    await page.reload();
    await page.waitForSelector('html[data-ready="tcg-decks"]', { state: "attached" });
    await expect
      .poll(() => page.getByTestId("deck-select").locator("option").allTextContents())
      .toContain("Marteau du matin");
    // The duel page offers the account's decks.
    await open(page, `tcg-duel?deck=${saved?.id}`, "tcg-duel");
    await page.getByTestId("duel-settings").click();
    expect(await page.getByTestId("duel-settings").textContent()).toContain("Marteau du matin");
    expect(errors).toEqual([]);
    await context.close();
  });

  async function deckRows(p: Player) {
    return db()
      .selectFrom("decks")
      .selectAll()
      .where("account_id", "=", p.accountId)
      .orderBy("created_at")
      .execute();
  }

  test("a duel played to its end shows in the real-match source and in both profiles, replay included", async () => {
    const a = await player(db(), "Alice");
    const b = await player(db(), "Bruno");
    await db()
      .insertInto("characters")
      .values({
        id: "ch-alice",
        account_id: a.accountId,
        name: "Aliciane",
        realm: "Hyjal",
        class: "PALADIN",
        race: "Humain",
        level: 80,
        portrait: null,
        source: "claims",
      })
      .execute();
    const starter = { name: "Départ", heroClass: STARTER_DECK.heroClass, cards: STARTER_DECK.cards };
    const da = (await call(a, "POST", "/api/tcg/decks", { deck: starter })).json().deck;
    const dbk = (await call(b, "POST", "/api/tcg/decks", { deck: starter })).json().deck;
    const made = (await call(a, "POST", "/api/tcg/duels", { deckId: da.id })).json();
    expect(
      (await call(b, "POST", `/api/tcg/invitations/${made.invitation}/accept`, { deckId: dbk.id }))
        .statusCode,
    ).toBe(201);
    const duel = async (who: Player) => (await call(who, "GET", `/api/tcg/duels/${made.id}`)).json().duel;
    const [ofA, ofB] = [await duel(a), await duel(b)];
    const played = await play(
      {
        match: {} as never,
        links: { A: makeLink(server.url, ofA.play), B: makeLink(server.url, ofB.play) },
        spectator: "",
      },
      { choose: botChooser(11) },
    );
    for (const client of played.clients.values()) client.close();
    await expect.poll(async () => (await duel(a)).status, { timeout: 30_000 }).toBe("over");
    const row = await db().selectFrom("duel_seats").selectAll().where("duel_id", "=", made.id).execute();
    const scoreOf = (seat: string) => row.find((s) => s.seat === seat)?.score;

    const { context, page } = await signedIn(a);
    await open(page, "tcg-balance?source=real", "tcg-balance");
    await expect.poll(() => page.getByTestId("real-games").textContent()).toBe("1 finished duel");
    expect(await page.getByTestId("first-player-rate").textContent()).toBe(
      "too few games (1 of the 30 needed)",
    );
    expect(await page.getByTestId("balance-table").textContent()).toContain("too few games");
    expect(await page.getByTestId("balance-table").locator("tbody").textContent()).not.toMatch(/\d %/);
    // A day before any duel: none.
    await open(page, "tcg-balance?source=real&to=2020-01-01", "tcg-balance");
    await expect.poll(() => page.getByTestId("real-games").textContent()).toBe("0 finished duels");

    for (const [who, seat, other] of [
      [a, "A", "Bruno"],
      [b, "B", "Alice"],
    ] as const) {
      await open(page, `profile?id=${who.accountId}`, "profile");
      const history = page.getByTestId("profile-history");
      const result = scoreOf(seat) === 1 ? "Won" : scoreOf(seat) === 0 ? "Lost" : "Drawn";
      await expect.poll(() => history.locator("li").first().textContent()).toContain(`${result} · friendly`);
      expect(await history.textContent()).toContain(`against ${other}`);
      expect(await page.getByTestId("profile-completion").textContent()).toMatch(
        /\d+ \/ \d+ · 0 illuminated/,
      );
    }
    expect(await page.getByTestId("profile-name").textContent()).toBe("Bruno");
    // Alice's own profile: her character; the replay link opens the duel.
    await open(page, "profile", "profile");
    expect(await page.getByTestId("profile-characters").textContent()).toContain("Aliciane · Hyjal");
    await page.getByRole("link", { name: "Watch the replay" }).first().click();
    await page.waitForSelector('html[data-ready="replay"]', { state: "attached", timeout: 60_000 });
    expect(page.url()).toMatch(/#\/replay\?r=/);
    await context.close();

    // In French, on a phone: the same profile, worded, and nothing sticks out.
    const phone = await signedIn(b, "fr-FR", PHONE);
    await open(phone.page, `profile?id=${a.accountId}`, "profile");
    await expect
      .poll(() => phone.page.getByTestId("profile-completion").textContent())
      .toMatch(/\d+ \/ \d+ · dont 0 enluminée/);
    expect(await phone.page.getByTestId("profile-history").textContent()).toContain("contre Bruno");
    expect(await horizontalOverflow(phone.page)).toEqual({ scroll: 0, elements: [], cut: [] });
    await open(phone.page, "profile?id=nobody", "profile");
    expect(await phone.page.getByTestId("profile-failure").textContent()).toBe("Ce joueur n'existe pas.");
    await phone.context.close();
    expect(errors).toEqual([]);
  });

  test("online: a saved deck's invitation link is accepted with the other's deck, and both play their seats", async () => {
    const a = await player(db(), "Inès");
    const b = await player(db(), "Jules");
    const starter = { name: "Départ", heroClass: STARTER_DECK.heroClass, cards: STARTER_DECK.cards };
    for (const who of [a, b])
      expect((await call(who, "POST", "/api/tcg/decks", { deck: starter })).statusCode).toBe(201);
    const host = await signedIn(a);
    await open(host.page, "tcg-online", "tcg-online");
    // Ranked without a character: refused, in words.
    await host.page.getByTestId("online-context").selectOption("ranked");
    await host.page.getByTestId("online-submit").click();
    await expect
      .poll(() => host.page.getByTestId("online-refusal").textContent())
      .toBe("A ranked duel's hero is one of your linked characters: choose one.");
    await host.page.getByTestId("online-context").selectOption("friendly");
    await host.page.getByTestId("online-submit").click();
    const link = host.page.getByTestId("online-link");
    await link.waitFor();
    const url = await link.inputValue();
    expect(url).toMatch(/#\/tcg-online\?invitation=[A-Za-z0-9_-]{22,}$/);

    const guest = await signedIn(b, "fr-FR");
    await guest.page.goto(url);
    await guest.page.waitForSelector('html[data-ready="tcg-online"]', { state: "attached", timeout: 90_000 });
    await expect
      .poll(() => guest.page.getByTestId("online-invitation").textContent())
      .toContain("Inès vous invite à un duel amical");
    await guest.page.getByTestId("online-submit").click();
    await guest.page.waitForSelector('html[data-ready="play"]', { state: "attached", timeout: 60_000 });
    expect(guest.page.url()).toMatch(/#\/play\?t=/);

    // The host's list shows the match being played, with his own seat to play.
    await host.page.getByRole("button", { name: "Refresh" }).click();
    const playing = host.page.locator('[data-testid="online-duels"] li[data-status="playing"]');
    await expect.poll(() => playing.count(), { timeout: 20_000 }).toBe(1);
    expect(await playing.textContent()).toContain("against Jules");
    await playing.getByRole("link", { name: "Play" }).click();
    await host.page.waitForSelector('html[data-ready="play"]', { state: "attached", timeout: 60_000 });
    expect(host.page.url()).not.toBe(guest.page.url());
    await host.context.close();
    await guest.context.close();
    expect(errors).toEqual([]);
  });

  test("signed out, an invitation link asks to sign in and comes back to the invitation once signed in", async () => {
    const a = await player(db(), "Maël");
    const starter = { name: "Départ", heroClass: STARTER_DECK.heroClass, cards: STARTER_DECK.cards };
    const deck = (await call(a, "POST", "/api/tcg/decks", { deck: starter })).json().deck;
    const made = (await call(a, "POST", "/api/tcg/duels", { deckId: deck.id })).json() as {
      invitation?: string;
    };
    expect(made.invitation).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    // WebAuthn takes no IP address as relying party: the app on localhost.
    const origin = app.url.replace("127.0.0.1", "localhost").replace(/\/$/, "");
    const context = await app.browser.newContext({ locale: "en-US" });
    const page = await context.newPage();
    page.on("pageerror", (e) => errors.push(`${e.name}: ${e.message}`));
    const cdp = await context.newCDPSession(page);
    await cdp.send("WebAuthn.enable");
    await cdp.send("WebAuthn.addVirtualAuthenticator", {
      options: {
        protocol: "ctap2",
        transport: "internal",
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });
    const invitation = `#/tcg-online?invitation=${made.invitation}`;
    await page.goto(`${origin}/${invitation}`);
    await page.waitForSelector('html[data-ready="tcg-online"]', { state: "attached", timeout: 90_000 });
    await page.getByTestId("online-state").getByRole("link", { name: "Sign in" }).click();
    await page.waitForSelector('html[data-ready="account"]', { state: "attached", timeout: 60_000 });
    await page.getByLabel("Your name").fill("Nora");
    await page.getByRole("button", { name: "Create an account with a passkey" }).click();
    // Signed in, back on the invitation (the account page left out of the history): who invites
    // shows, beside the way to build the deck the new account does not have yet.
    await expect.poll(() => new URL(page.url()).hash, { timeout: 60_000 }).toBe(invitation);
    await expect
      .poll(() => page.getByTestId("online-invitation").textContent(), { timeout: 30_000 })
      .toContain("Maël");
    expect(await page.getByRole("link", { name: "Build one" }).isVisible()).toBe(true);
    await context.close();
    expect(errors).toEqual([]);
  });

  test(
    "a deck shared by its link opens read-only for anyone, is copied when signed in, and an ended link says so",
    async () => {
      const owner = await player(db(), "Partageuse");
      const reader = await player(db(), "Lectrice");
      const starter = { name: "Aube d'argent", heroClass: STARTER_DECK.heroClass, cards: STARTER_DECK.cards };
      const deck = (await call(owner, "POST", "/api/tcg/decks", { deck: starter })).json().deck;
      const mine = await signedIn(owner);
      await open(mine.page, `tcg-decks?deck=${deck.id}`, "tcg-decks");
      await mine.page.getByTestId("share-deck").click();
      const link = mine.page.getByTestId("share-link");
      await link.waitFor();
      const url = await link.inputValue();
      expect(url).toMatch(/#\/tcg-shared-deck\?id=[A-Za-z0-9_-]{16,}$/);

      // Anyone, signed out and in French: the deck, who shares it, its hero, its curve, its cards in words.
      const anon = await app.browser.newContext({ locale: "fr-FR" });
      const stranger = await anon.newPage();
      stranger.on("pageerror", (e) => errors.push(`${e.name}: ${e.message}`));
      await stranger.goto(url);
      await stranger.waitForSelector('html[data-ready="tcg-shared-deck"]', {
        state: "attached",
        timeout: 90_000,
      });
      expect(await stranger.getByTestId("shared-name").textContent()).toBe("Aube d'argent");
      expect(await stranger.getByTestId("shared-owner").textContent()).toBe("Partagé par Partageuse");
      expect(await stranger.getByTestId("shared-hero").textContent()).toMatch(/^Héros : Paladin · /);
      expect(await stranger.getByTestId("shared-status").textContent()).toBe(
        "30 / 30 cartes Un deck légal : prêt à jouer.",
      );
      const cards = stranger.getByTestId("shared-cards");
      expect(await cards.locator("li").count()).toBe(STARTER_DECK.cards.length);
      const recruit = cards.locator('li[data-card="crea_recrue_zelee"]');
      expect(await recruit.textContent()).toMatch(/^1Recrue zélée.*×2$/);
      expect(await stranger.getByTestId("deck-curve").getAttribute("aria-label")).toMatch(/^Cartes par coût/);
      expect(await stranger.getByTestId("shared-sign-in").textContent()).toBe(
        "Connectez-vous pour copier ce deck dans les vôtres. Se connecter",
      );
      expect(await stranger.getByTestId("shared-sign-in").getByRole("link").getAttribute("href")).toBe(
        `#/account?next=${encodeURIComponent(`/tcg-shared-deck?id=${new URL(url).hash.split("=")[1]}`)}`,
      );
      expect(await stranger.getByTestId("shared-copy").count()).toBe(0);
      expect(await horizontalOverflow(stranger)).toEqual({ scroll: 0, elements: [], cut: [] });
      // The route walk's accessibility check sees this page without a deck; here it holds one.
      expect(await wcagViolations(stranger)).toEqual([]);

      // Signed in, in English: the names in English, and the deck copied to the reader's decks.
      const other = await signedIn(reader);
      await other.page.goto(url);
      await other.page.waitForSelector('html[data-ready="tcg-shared-deck"]', { state: "attached" });
      await expect
        .poll(() =>
          other.page.getByTestId("shared-cards").locator('li[data-card="crea_recrue_zelee"]').textContent(),
        )
        .toMatch(/^1Eager Recruit/);
      await other.page.getByTestId("shared-copy").click();
      await expect
        .poll(() => other.page.getByTestId("shared-copied").textContent())
        .toBe("“Aube d'argent (copy)” is now one of your decks. Open it in the deck builder");
      const copied = await deckRows(reader);
      expect(copied.map((d) => [d.name, d.cards])).toEqual([["Aube d'argent (copy)", STARTER_DECK.cards]]);
      await other.page.getByRole("link", { name: "Open it in the deck builder" }).click();
      await other.page.waitForSelector('html[data-ready="tcg-decks"]', { state: "attached" });
      await expect.poll(() => other.page.getByTestId("deck-name").inputValue()).toBe("Aube d'argent (copy)");

      // The owner ends the link: whoever opens it is told, and led on.
      await mine.page.getByTestId("unshare-deck").click();
      await mine.page.getByTestId("share-deck").waitFor();
      await stranger.reload();
      await stranger.waitForSelector('html[data-ready="tcg-shared-deck"]', { state: "attached" });
      await expect
        .poll(() => stranger.getByTestId("shared-state").textContent())
        .toBe(
          "Ce deck n'est plus partagé : son propriétaire a cessé de le partager ou l'a supprimé, ou le lien a été coupé." +
            "Construire votre propre deckParcourir les cartes",
        );
      // A link naming no deck at all.
      await open(stranger, "tcg-shared-deck", "tcg-shared-deck");
      expect(await stranger.getByTestId("shared-state").textContent()).toMatch(
        /^Ce lien ne désigne aucun deck/,
      );
      for (const c of [mine.context, other.context, anon]) await c.close();
      expect(errors).toEqual([]);
    },
    LONG,
  );

  test(
    "a card withdrawn at its member's request is greyed in the deck builder, and a deck holding it says how to mend it",
    async () => {
      const p = await player(db(), "Gardienne");
      const starter = {
        name: "Avant le retrait",
        heroClass: STARTER_DECK.heroClass,
        cards: STARTER_DECK.cards,
      };
      const deck = (await call(p, "POST", "/api/tcg/decks", { deck: starter })).json().deck;
      // An organiser accepted the member's opt-out (§12): his card leaves new decks.
      await db()
        .insertInto("member_requests")
        .values({
          id: "withdraw-recrue",
          account_id: p.accountId,
          member_id: "crea_recrue_zelee",
          kind: "opt-out",
          detail: null,
          status: "accepted",
        })
        .execute();
      try {
        const { context, page } = await signedIn(p);
        await open(page, `tcg-decks?deck=${deck.id}`, "tcg-decks");
        const help = page.getByTestId("withdrawn-help");
        await expect
          .poll(() => help.locator("p").textContent())
          .toBe(
            "This deck holds Eager Recruit ×2, withdrawn at its member's request. The copies already in it still play, but none can be added back, and the deck cannot be copied while it holds it: take it out to copy the deck or to make room for other cards.",
          );
        // Its row in the deck and in the card list: greyed, marked in words, its + adds nothing.
        const inDeck = page.getByTestId("deck-list").locator('li[data-card="crea_recrue_zelee"]');
        const browsed = page.getByTestId("card-browser").locator('li[data-card="crea_recrue_zelee"]');
        for (const row of [inDeck, browsed]) {
          expect(await row.getAttribute("data-withdrawn")).toBe("true");
          expect(await row.getByTestId("withdrawn-mark").textContent()).toBe("withdrawn");
          const add = row.getByRole("button", { name: /^Add Eager Recruit/ });
          expect(await add.getAttribute("aria-disabled")).toBe("true");
          expect(await add.getAttribute("title")).toBe(
            "Withdrawn at its member's request: no deck takes new copies of it.",
          );
          // A click or a key on it adds nothing (aria-disabled keeps it in the tab order, explained).
          await add.click({ force: true });
          await add.press("Enter");
        }
        // Greyed is still readable: no contrast (or other WCAG) finding with the withdrawn rows shown.
        expect(await wcagViolations(page)).toEqual([]);
        await page.getByTestId("deck-search").fill("Eager");
        expect(await page.getByTestId("deck-count").textContent()).toBe("30 / 30 cards");
        // The veteran version is another member's card: offered as usual.
        const veteran = page.getByTestId("card-browser").locator('li[data-card="crea_recrue_zelee_veteran"]');
        expect(await veteran.getAttribute("data-withdrawn")).toBeNull();
        expect(await page.getByTestId("card-browser").locator('li[data-withdrawn="true"]').count()).toBe(1);
        // Shared as it stands, a reader's copy is refused for that card, and made without it.
        const share = (await call(p, "POST", `/api/tcg/decks/${deck.id}/share`)).json().shareId as string;
        const reader = await player(db(), "Copiste");
        const other = await signedIn(reader);
        await open(other.page, `tcg-shared-deck?id=${share}`, "tcg-shared-deck");
        await other.page.getByTestId("shared-copy").click();
        await expect
          .poll(() => other.page.getByTestId("shared-refused").locator("p").textContent())
          .toBe(
            "Eager Recruit was withdrawn at its member's request: no new deck takes it, so this one cannot be copied as it is.",
          );
        await other.page.getByRole("button", { name: "Copy without Eager Recruit" }).click();
        await other.page.getByTestId("shared-copied").waitFor();
        const copies = await deckRows(reader);
        expect(copies.map((d) => d.cards.length)).toEqual([STARTER_DECK.cards.length - 1]);
        expect(copies[0]?.cards.map((e) => e.cardId)).not.toContain("crea_recrue_zelee");
        await other.context.close();

        // Mended: the withdrawn copies out, the deck saved without them, the help gone.
        await page.getByTestId("withdrawn-take-out").click();
        await help.waitFor({ state: "detached" });
        expect(await page.getByTestId("deck-count").textContent()).toBe("28 / 30 cards");
        await expect
          .poll(() => page.getByTestId("deck-save-status").getAttribute("data-status"), { timeout: 20_000 })
          .toBe("saved");
        const saved = (await deckRows(p)).find((d) => d.id === deck.id);
        expect(saved?.cards.map((e) => e.cardId)).not.toContain("crea_recrue_zelee");
        expect(saved?.cards).toHaveLength(STARTER_DECK.cards.length - 1);
        // In French, the same words.
        await context.close();
        const fr = await signedIn(p, "fr-FR");
        await open(fr.page, "tcg-decks", "tcg-decks");
        await fr.page.getByTestId("deck-search").fill("Recrue zélée");
        const row = fr.page.getByTestId("card-browser").locator('li[data-card="crea_recrue_zelee"]');
        await expect.poll(() => row.getByTestId("withdrawn-mark").textContent()).toBe("retirée");
        await fr.context.close();
        expect(errors).toEqual([]);
      } finally {
        await db().deleteFrom("member_requests").where("id", "=", "withdraw-recrue").execute();
      }
    },
    LONG,
  );

  test("signed out, a profile asks to sign in and the deck builder keeps this browser's decks", async () => {
    const context = await app.browser.newContext({ locale: "en-US" });
    const page = await context.newPage();
    await open(page, "profile", "profile");
    expect(await page.getByTestId("profile-failure").textContent()).toBe(
      "Sign in to see players' profiles. Sign in",
    );
    await open(page, "tcg-decks", "tcg-decks");
    expect(await page.getByTestId("deck-source").textContent()).toBe(
      "Signed out: your decks are kept in this browser.",
    );
    await context.close();
  });
});
