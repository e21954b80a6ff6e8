/**
 * Signing in, in Chromium: through a real OpenID Connect provider (`oidc-provider` on a loopback
 * port: its login and consent pages) to the account page, linking a character offered by the
 * provider's claim and a Battle.net-format character API (no power data shown or stored); a
 * replayed callback, a refused consent and an expired code each bring the player back signed out
 * with the reason in his language; passkeys with a CDP virtual authenticator (create an account,
 * sign out, sign in again); sign out everywhere; the page at 390×844 and by keyboard. A match
 * server with its account service on embedded PGlite, the built app served by `vite preview`.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type RunningServer, startServer } from "@apps/server";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { applyIntent } from "../../server/src/tcg/economy.js";
import {
  CLIENT,
  reserveProviderSocket,
  startCharacterApi,
  startProvider,
  type TestProvider,
} from "../../server/test/oidc-harness.js";
import { findChromium, launchApp, PHONE, type RunningApp, screenshotPath } from "./browser/harness.js";

const executablePath = findChromium();
/** Authorization codes live this long here: the expired-code test waits past it. */
const CODE_TTL_S = 10;

describe.skipIf(executablePath === null)(
  "accounts in the browser: OpenID Connect, passkeys, sessions",
  () => {
    let dir = "";
    let server: RunningServer;
    let app: RunningApp;
    let provider: TestProvider;
    let characterApi: Awaited<ReturnType<typeof startCharacterApi>>;
    /** The app on `localhost` (WebAuthn takes no IP address as relying party). */
    let origin = "";
    const errors: string[] = [];

    beforeAll(async () => {
      dir = mkdtempSync(join(tmpdir(), "web-accounts-"));
      const providerSocket = await reserveProviderSocket();
      characterApi = await startCharacterApi();
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
            charactersApi: characterApi.url,
          },
          passkeys: true,
        },
      });
      app = await launchApp(executablePath!, { MATCH_SERVER: server.url });
      origin = app.url.replace("127.0.0.1", "localhost").replace(/\/$/, "");
      provider = await startProvider({
        socket: providerSocket,
        redirectUri: `${origin}/api/auth/oidc/callback`,
        codeTtlSeconds: CODE_TTL_S,
      });
    }, 300_000);
    afterAll(async () => {
      await app?.stop();
      await server?.close();
      await provider?.stop();
      await characterApi?.stop();
      if (dir !== "") rmSync(dir, { recursive: true, force: true });
    });

    /** A browser context on this machine only: whatever a page asks of another host is refused. */
    async function person(locale = "en-US", device = {}): Promise<{ context: BrowserContext; page: Page }> {
      const context = await app.browser.newContext({
        locale,
        viewport: { width: 1280, height: 860 },
        ...device,
      });
      await context.route(/^https?:\/\/(?!localhost[:/]|127\.0\.0\.1[:/])/, (route) => route.abort());
      const page = await context.newPage();
      page.on("pageerror", (e) => errors.push(`${e.name}: ${e.message}`));
      return { context, page };
    }

    async function openAccount(page: Page): Promise<void> {
      await page.goto(`${origin}/#/account`);
      await page.waitForSelector('html[data-ready="account"]', { state: "attached", timeout: 90_000 });
    }

    /** Through the provider's pages: its login form, then its consent (or the cancel link). */
    async function throughProvider(page: Page, login: string, consent: "continue" | "cancel"): Promise<void> {
      await page.getByTestId("signin-oidc").click();
      await page.locator('input[name="login"]').fill(login);
      await page.locator('input[name="password"]').fill("any password");
      if (consent === "cancel") {
        await page.getByRole("link", { name: "[ Cancel ]" }).click();
        return;
      }
      await page.getByRole("button", { name: "Sign-in" }).click();
      await page.getByRole("button", { name: "Continue" }).click();
    }

    test("signs in through the provider, links a character, and a replayed callback signs nobody in", async () => {
      const { context, page } = await person();
      const callbacks: string[] = [];
      page.on("request", (r) => {
        if (r.url().includes("/api/auth/oidc/callback")) callbacks.push(r.url());
      });
      await openAccount(page);
      await throughProvider(page, "gorak", "continue");
      await expect
        .poll(() => page.getByTestId("signed-in-as").textContent(), { timeout: 60_000 })
        .toBe("Signed in as Gorak");
      // The provider's claim gave two characters, the character API a third; power data is not shown.
      const offered = page.getByTestId("offered-characters");
      await expect.poll(() => offered.locator("li").count()).toBe(3);
      expect(await page.locator(".account-page").textContent()).not.toMatch(/639|641|23000/);
      await offered
        .locator("li", { hasText: /^Gorak · Hyjal/ })
        .getByRole("button", { name: "Link" })
        .click();
      const linked = page.getByTestId("linked-characters");
      await expect
        .poll(() => linked.textContent())
        .toBe("Gorak · Hyjal · Orc Warrior · level 80rankedUnlink");
      await offered.locator("li", { hasText: "Lyrasombre" }).getByRole("button", { name: "Link" }).click();
      await expect.poll(() => linked.locator("li").count()).toBe(2);
      expect(await linked.textContent()).toContain("Lyrasombre · Archimonde · Night Elf Priest · level 80");
      const rows = await server
        .accounts!.database.db.selectFrom("characters")
        .selectAll()
        .orderBy("name")
        .execute();
      expect(rows.map((r) => [r.name, r.realm, r.class, r.race, r.level])).toEqual([
        ["Gorak", "Hyjal", "WARRIOR", "Orc", 80],
        ["Lyrasombre", "Archimonde", "PRIEST", "Night Elf", 80],
      ]);
      expect(characterApi.calls.at(-1)).toMatch(/^Bearer \S+$/);

      // The callback again (an attacker who saw the URL): its state was taken once; nobody signs in.
      expect(callbacks).toHaveLength(1);
      const other = await person();
      await other.page.goto(callbacks[0] as string);
      await other.page.waitForSelector('html[data-ready="account"]', { state: "attached" });
      expect(await other.page.getByTestId("signin-failure").textContent()).toBe(
        "This sign-in link was already used or has expired. Sign in again.",
      );
      await other.page.getByTestId("signin-oidc").waitFor();
      await other.context.close();

      await page.getByRole("button", { name: "Sign out", exact: true }).click();
      await page.getByTestId("signin-oidc").waitFor();
      await context.close();
    });

    test("a refused consent comes back signed out, with the reason in French", async () => {
      const { context, page } = await person("fr-FR");
      await openAccount(page);
      await throughProvider(page, "lyra", "cancel");
      await page.getByTestId("signin-failure").waitFor({ timeout: 60_000 });
      expect(await page.getByTestId("signin-failure").textContent()).toBe(
        "Vous avez refusé de partager votre identité avec ce site : vous n'êtes pas connecté.",
      );
      expect(await page.getByTestId("signin-oidc").textContent()).toBe("Se connecter avec Guilde LGC");
      await context.close();
    });

    test("an expired code comes back signed out, with the reason", async () => {
      const { context, page } = await person();
      await openAccount(page);
      // The server redeems the code only after it expired (the provider holds the token request).
      provider.delayTokens((CODE_TTL_S + 2) * 1000);
      try {
        await throughProvider(page, "lyra", "continue");
        await page.getByTestId("signin-failure").waitFor({ timeout: 90_000 });
      } finally {
        provider.delayTokens(0);
      }
      expect(await page.getByTestId("signin-failure").textContent()).toBe(
        "The sign-in did not go through (the code expired or the provider did not answer). Try again.",
      );
      await page.getByTestId("signin-oidc").waitFor();
      await context.close();
    });

    test("passkeys: an account created with one, signed out, signed in again; sign out everywhere", async () => {
      const { context, page } = await person("fr-FR");
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
      await openAccount(page);
      await page.getByLabel("Votre nom").fill("Élodie");
      await page.getByRole("button", { name: "Créer un compte avec une clé d'accès" }).click();
      await expect
        .poll(() => page.getByTestId("signed-in-as").textContent(), { timeout: 60_000 })
        .toBe("Connecté en tant que Élodie");
      expect(await page.getByText("1 clé d'accès sur ce compte.").isVisible()).toBe(true);
      await page.getByRole("button", { name: "Se déconnecter", exact: true }).click();
      await page.getByRole("button", { name: "Se connecter avec une clé d'accès" }).click();
      await expect
        .poll(() => page.getByTestId("signed-in-as").textContent(), { timeout: 60_000 })
        .toBe("Connecté en tant que Élodie");
      // Signed in, the collection page is the server's: packs granted by an organiser, opened there.
      const db = server.accounts!.database.db;
      const { id } = await db
        .selectFrom("accounts")
        .select("id")
        .where("name", "=", "Élodie")
        .executeTakeFirstOrThrow();
      const granted = await applyIntent(db, id, id, "grant-test-1", { type: "GRANT", packs: 2 }, "test");
      expect(granted?.ok).toBe(true);
      await page.goto(`${origin}/#/tcg-collection`);
      await page.waitForSelector('html[data-ready="tcg-collection"]', { state: "attached", timeout: 90_000 });
      await expect.poll(() => page.getByTestId("packs").textContent()).toBe("2 packs à ouvrir");
      expect(await page.getByTestId("collection-source").textContent()).toMatch(
        /^Connecté : cette collection est gardée sur le serveur/,
      );
      expect(await page.getByTestId("claim-pack").count()).toBe(0);
      await page.getByTestId("open-pack").click();
      await expect.poll(() => page.getByTestId("packs").textContent()).toBe("1 pack à ouvrir");
      await page.reload();
      await expect
        .poll(() => page.getByTestId("packs").textContent(), { timeout: 60_000 })
        .toBe("1 pack à ouvrir");
      const log = await db
        .selectFrom("collection_log")
        .select("intent")
        .where("account_id", "=", id)
        .orderBy("seq")
        .execute();
      expect(log.map((e) => (e.intent as { type: string }).type)).toEqual(["START", "GRANT", "OPEN_PACK"]);
      await page.goto(`${origin}/#/account`);
      await page.getByTestId("signed-in-as").waitFor();

      const second = await context.browser()!.newContext({ locale: "fr-FR" });
      // The same account in a second browser: a session opened as sign-in would (the cookie).
      const cookies = await context.cookies();
      await second.addCookies(cookies);
      const other = await second.newPage();
      await other.goto(`${origin}/#/account`);
      await expect
        .poll(() => other.getByTestId("signed-in-as").textContent(), { timeout: 60_000 })
        .toBe("Connecté en tant que Élodie");
      await page.getByRole("button", { name: "Se déconnecter partout" }).click();
      await expect
        .poll(() => page.getByTestId("account-notice").textContent())
        .toMatch(/^\d+ sessions? fermées?\.$/);
      await other.reload();
      await other.getByTestId("signin-oidc").waitFor({ timeout: 60_000 });
      await second.close();
      await context.close();
    });

    test("the signed-out page fits a phone and works by keyboard", async () => {
      const { context, page } = await person("en-US", PHONE);
      await openAccount(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await page.screenshot({ path: screenshotPath("account-phone"), fullPage: true });
      // Tab from the top reaches the provider's button.
      let reached = false;
      for (let i = 0; i < 30 && !reached; i++) {
        await page.keyboard.press("Tab");
        reached = await page.evaluate(
          () => document.activeElement?.getAttribute("data-testid") === "signin-oidc",
        );
      }
      expect(reached).toBe(true);
      await context.close();
      expect(errors).toEqual([]);
    });
  },
);
