/**
 * A new player's way through the LGC TCG as a live service, clicked in Chromium from end to end
 * (issue 27, "Done when"): he signs in through the guild's OpenID Connect provider (a real
 * `oidc-provider` on a loopback port), opens the packs an organiser gave him, builds and saves a
 * deck, and invites a second player by link. She opens the link signed out, refuses the
 * provider's consent and comes back to the invitation with the reason and a retry, signs in,
 * builds her own deck and accepts. Both play pages open; the duel is played to its end by the
 * engine's bots through each seat's own link (as the other online tests do); it then appears on
 * both profiles with a replay that opens, and counts in the balance page's real-match source.
 * A match server with its account service on embedded PGlite, the built app by `vite preview`.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type RunningServer, startServer } from "@apps/server";
import { makeLink } from "@core/match-client";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { as, player } from "../../server/test/accounts-helpers.js";
import { botChooser, play } from "../../server/test/helpers.js";
import {
  CLIENT,
  reserveProviderSocket,
  startProvider,
  type TestProvider,
} from "../../server/test/oidc-harness.js";
import { findChromium, launchApp, type RunningApp } from "./browser/harness.js";

const executablePath = findChromium();
/** A whole way through on a loaded machine: a bound on a hang, not a timing. */
const LONG = 600_000;

describe.skipIf(executablePath === null)("a new player, from signing in to a recorded online duel", () => {
  let dir = "";
  let server: RunningServer;
  let app: RunningApp;
  let provider: TestProvider;
  /** The app on `localhost`, the origin the provider sends back to. */
  let origin = "";
  const errors: string[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "web-new-player-"));
    const providerSocket = await reserveProviderSocket();
    server = await startServer({
      port: 0,
      dataDir: dir,
      logger: false,
      accounts: {
        database: { kind: "pglite", dir: join(dir, "accounts") },
        oidc: {
          issuer: `http://127.0.0.1:${providerSocket.port}`,
          clientId: CLIENT.id,
          clientSecret: CLIENT.secret,
          name: "Guilde LGC",
        },
      },
    });
    app = await launchApp(executablePath!, { MATCH_SERVER: server.url });
    origin = app.url.replace("127.0.0.1", "localhost").replace(/\/$/, "");
    provider = await startProvider({
      socket: providerSocket,
      redirectUri: `${origin}/api/auth/oidc/callback`,
    });
  }, 300_000);
  afterAll(async () => {
    await app?.stop();
    await server?.close();
    await provider?.stop();
    if (dir !== "") rmSync(dir, { recursive: true, force: true });
  });

  const db = () => server.accounts!.database.db;

  /** A browser context on this machine only: whatever a page asks of another host is refused. */
  async function person(locale = "en-US"): Promise<{ context: BrowserContext; page: Page }> {
    const context = await app.browser.newContext({ locale, viewport: { width: 1280, height: 860 } });
    await context.route(/^https?:\/\/(?!localhost[:/]|127\.0\.0\.1[:/])/, (route) => route.abort());
    const page = await context.newPage();
    page.on("pageerror", (e) => errors.push(`${e.name}: ${e.message}`));
    return { context, page };
  }

  const ready = (page: Page, name: string) =>
    page.waitForSelector(`html[data-ready="${name}"]`, { state: "attached", timeout: 90_000 });

  async function open(page: Page, hash: string, name: string): Promise<void> {
    await page.goto(`${origin}/#/${hash}`);
    await ready(page, name);
  }

  /** The provider's pages: its login form, then its consent (or the login form's cancel link). */
  async function throughProvider(page: Page, login: string, consent: "continue" | "cancel"): Promise<void> {
    await page.locator('input[name="login"]').fill(login);
    await page.locator('input[name="password"]').fill("any password");
    if (consent === "cancel") {
      await page.getByRole("link", { name: "[ Cancel ]" }).click();
      return;
    }
    await page.getByRole("button", { name: "Sign-in" }).click();
    await page.getByRole("button", { name: "Continue" }).click();
  }

  /** The account id of the signed-in player of `page` (the app's own request, his cookie). */
  async function accountOf(page: Page): Promise<string> {
    const r = await page.request.get(`${origin}/api/account`);
    return ((await r.json()) as { account: { id: string } }).account.id;
  }

  /** The deck builder's words this test clicks, in each language. */
  const WORDS = {
    en: {
      source: /^Signed in: your decks are saved/,
      starter: "Copy the starter deck",
      legal: "Legal deck: ready to play.",
    },
    fr: {
      source: /^Connecté : vos decks sont enregistrés/,
      starter: "Copier le deck de démarrage",
      legal: "Deck légal : prêt à jouer.",
    },
  } as const;

  /** Copies the starter deck in the deck builder and names it; waits until it is saved. */
  async function buildDeck(
    page: Page,
    name: string,
    words: (typeof WORDS)[keyof typeof WORDS],
  ): Promise<void> {
    await expect
      .poll(() => page.getByTestId("deck-source").textContent(), { timeout: 60_000 })
      .toMatch(words.source);
    const before = await page.getByTestId("deck-select").locator("option").count();
    await page.getByRole("button", { name: words.starter }).click();
    await expect.poll(() => page.getByTestId("deck-select").locator("option").count()).toBe(before + 1);
    await page.getByTestId("deck-name").fill(name);
    await page.getByTestId("deck-name").press("Tab");
    await expect
      .poll(() => page.getByTestId("deck-save-status").getAttribute("data-status"), { timeout: 30_000 })
      .toBe("saved");
    expect(await page.getByTestId("deck-status").textContent()).toContain(words.legal);
  }

  test(
    "signs in, opens packs, saves a deck, invites; the guest's refused consent keeps the invitation; the duel is recorded",
    async () => {
      // The base's first account is its organiser: he gives packs.
      const organiser = await player(db(), "Orga");

      // 1. The host signs in through the guild's provider.
      const host = await person();
      await open(host.page, "account", "account");
      await host.page.getByTestId("signin-oidc").click();
      await throughProvider(host.page, "gorak", "continue");
      await expect
        .poll(() => host.page.getByTestId("signed-in-as").textContent(), { timeout: 60_000 })
        .toBe("Signed in as Gorak");
      const hostId = await accountOf(host.page);

      // 2. He receives two packs from the organiser and opens them.
      const granted = await server.app.inject({
        method: "POST",
        url: `/api/admin/collections/${hostId}`,
        headers: { ...as(organiser), "content-type": "application/json" },
        payload: JSON.stringify({
          requestId: "welcome-gorak",
          intent: { type: "GRANT", packs: 2 },
          reason: "welcome",
        }),
      });
      expect(granted.statusCode).toBe(200);
      await open(host.page, "tcg-collection", "tcg-collection");
      await expect
        .poll(() => host.page.getByTestId("packs").textContent(), { timeout: 60_000 })
        .toBe("2 packs to open");
      await host.page.getByTestId("open-pack").click();
      await expect.poll(() => host.page.getByTestId("packs").textContent()).toBe("1 pack to open");
      await host.page.getByTestId("open-pack").click();
      await expect.poll(() => host.page.getByTestId("packs").textContent()).toMatch(/^0 packs|^No pack/);
      const log = await db()
        .selectFrom("collection_log")
        .select("intent")
        .where("account_id", "=", hostId)
        .orderBy("seq")
        .execute();
      expect(log.map((e) => (e.intent as { type: string }).type)).toEqual([
        "START",
        "GRANT",
        "OPEN_PACK",
        "OPEN_PACK",
      ]);

      // 3. He builds a deck, saved with his account.
      await open(host.page, "tcg-decks", "tcg-decks");
      await buildDeck(host.page, "Marteau de Gorak", WORDS.en);
      const saved = await db()
        .selectFrom("decks")
        .select(["name"])
        .where("account_id", "=", hostId)
        .execute();
      expect(saved.map((d) => d.name)).toContain("Marteau de Gorak");

      // 4. He invites a player with it.
      await host.page.getByTestId("play-online").click();
      await ready(host.page, "tcg-online");
      await host.page.getByTestId("online-deck").selectOption({ label: "Marteau de Gorak" });
      await host.page.getByTestId("online-submit").click();
      const link = host.page.getByTestId("online-link");
      await link.waitFor({ timeout: 30_000 });
      const url = (await link.inputValue()).replace("127.0.0.1", "localhost");
      const invitation = new URL(url).hash;
      expect(invitation).toMatch(/^#\/tcg-online\?invitation=[A-Za-z0-9_-]{22,}$/);

      // 5. The guest opens it signed out: who invites, and a way to sign in that comes back here.
      const guest = await person("fr-FR");
      await guest.page.goto(url);
      await ready(guest.page, "tcg-online");
      await expect
        .poll(() => guest.page.getByTestId("online-invitation").textContent())
        .toContain("Gorak vous invite à un duel amical");
      await guest.page.getByTestId("online-state").getByRole("link", { name: "Se connecter" }).click();
      await ready(guest.page, "account");
      // She refuses the provider's consent: back on the invitation, told why, offered a retry.
      await guest.page.getByTestId("signin-oidc").click();
      await throughProvider(guest.page, "lyra", "cancel");
      await guest.page.getByTestId("signin-failure").waitFor({ timeout: 60_000 });
      expect(new URL(guest.page.url()).hash).toBe(`${invitation}&signin=refused`);
      expect(await guest.page.getByTestId("signin-failure").textContent()).toBe(
        "Vous avez refusé de partager votre identité avec ce site : vous n'êtes pas connecté.",
      );
      expect(await guest.page.getByTestId("online-invitation").textContent()).toContain("Gorak");
      await guest.page.getByTestId("signin-retry").click();
      await throughProvider(guest.page, "lyra", "continue");
      // Signed in, on the invitation again (no failure left in the link); she has no deck yet.
      await expect.poll(() => new URL(guest.page.url()).hash, { timeout: 60_000 }).toBe(invitation);
      await ready(guest.page, "tcg-online");
      await expect
        .poll(() => guest.page.getByTestId("online-invitation").textContent(), { timeout: 30_000 })
        .toContain("Gorak vous invite à un duel amical");
      expect(await guest.page.getByTestId("signin-failure").count()).toBe(0);
      const guestId = await accountOf(guest.page);

      // 6. She builds a deck of her own from the invitation's link to the builder, and comes back.
      await guest.page.getByRole("link", { name: "En construire un" }).click();
      await ready(guest.page, "tcg-decks");
      await buildDeck(guest.page, "Lumière de Lyra", WORDS.fr);
      await guest.page.goto(url);
      await ready(guest.page, "tcg-online");
      await guest.page.getByTestId("online-deck").selectOption({ label: "Lumière de Lyra" });
      await guest.page.getByTestId("online-submit").click();
      await ready(guest.page, "play");
      await guest.page.locator(".online-play").waitFor({ timeout: 60_000 });

      // 7. The host's list shows the duel being played; he opens his seat.
      await host.page.getByRole("button", { name: "Refresh" }).click();
      const playing = host.page.locator('[data-testid="online-duels"] li[data-status="playing"]');
      await expect.poll(() => playing.count(), { timeout: 30_000 }).toBe(1);
      expect(await playing.textContent()).toContain("against Lyra");
      await playing.getByRole("link", { name: "Play" }).click();
      await ready(host.page, "play");
      await host.page.locator(".online-play").waitFor({ timeout: 60_000 });

      // 8. Played to its end by the bots, each through its player's own seat link.
      const duels = async (page: Page) =>
        (
          (await (await page.request.get(`${origin}/api/tcg/duels`)).json()) as {
            duels: { id: string; status: string; play: string | null }[];
          }
        ).duels;
      const [ofHost] = await duels(host.page);
      const [ofGuest] = await duels(guest.page);
      expect(ofHost?.id).toBe(ofGuest?.id);
      const played = await play(
        {
          match: {} as never,
          links: { A: makeLink(server.url, ofHost!.play!), B: makeLink(server.url, ofGuest!.play!) },
          spectator: "",
        },
        { choose: botChooser(7) },
      );
      for (const client of played.clients.values()) client.close();
      for (const page of [host.page, guest.page])
        await expect
          .poll(() => page.locator(".online-play").getAttribute("data-over"), { timeout: 60_000 })
          .toBe("true");
      await expect.poll(async () => (await duels(host.page))[0]?.status, { timeout: 30_000 }).toBe("over");
      const seats = await db()
        .selectFrom("duel_seats")
        .selectAll()
        .where("duel_id", "=", ofHost!.id)
        .execute();
      const scoreOf = (accountId: string) => seats.find((s) => s.account_id === accountId)?.score;

      // 9. On both profiles, with a replay that opens.
      for (const [who, other] of [
        [hostId, "Lyra"],
        [guestId, "Gorak"],
      ] as const) {
        await open(host.page, `profile?id=${who}`, "profile");
        const history = host.page.getByTestId("profile-history");
        const score = scoreOf(who);
        const result = score === 1 ? "Won" : score === 0 ? "Lost" : "Drawn";
        await expect
          .poll(() => history.locator("li").first().textContent())
          .toContain(`${result} · friendly`);
        expect(await history.textContent()).toContain(`against ${other}`);
      }
      await open(host.page, "profile", "profile");
      await host.page.getByRole("link", { name: "Watch the replay" }).first().click();
      await ready(host.page, "replay");
      expect(host.page.url()).toMatch(/#\/replay\?r=/);

      // 10. Counted as a real match on the balance page.
      await open(host.page, "tcg-balance?source=real", "tcg-balance");
      await expect.poll(() => host.page.getByTestId("real-games").textContent()).toBe("1 finished duel");
      for (const c of [host.context, guest.context]) await c.close();
      expect(errors).toEqual([]);
    },
    LONG,
  );
});
