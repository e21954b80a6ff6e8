/**
 * Tournaments end to end in Chromium (issue 31 §4, "Done when"): an organiser creates a
 * double-elimination tournament of 8 accounts on the page and starts it; a single-elimination one
 * of 13 (three byes) runs beside it; greedy bots play every seat over the match server; the match
 * server restarts mid-tournament (same data, same port) and both go on to their champions. The
 * bracket pages, open in the browser (one at phone size), follow without a reload (the watch over
 * the match WebSocket), show the champion and link each finished game's replay, which opens.
 * A match server with its account service on embedded PGlite, the built app by `vite preview`.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type RunningServer, runBot, startServer } from "@apps/server";
import AxeBuilder from "@axe-core/playwright";
import { makeLink } from "@core/match-client";
import { STARTER_DECK } from "@engines/lgc-tcg";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { as, type Player, player } from "../../server/test/accounts-helpers.js";
import { findChromium, horizontalOverflow, launchApp, PHONE, type RunningApp } from "./browser/harness.js";

const executablePath = findChromium();
const STARTER = { name: "Départ", heroClass: STARTER_DECK.heroClass, cards: STARTER_DECK.cards };

interface Entrant extends Player {
  readonly deckId: string;
  readonly characterId: string;
}

describe.skipIf(executablePath === null)("tournaments in Chromium", () => {
  let dir = "";
  let server: RunningServer;
  let app: RunningApp;
  let port = 0;
  const errors: string[] = [];
  const bots: ReturnType<typeof runBot>[] = [];
  const started = new Set<string>();

  const startOn = (at: number) =>
    startServer({
      port: at,
      dataDir: dir,
      logger: false,
      accounts: {
        database: { kind: "pglite", dir: join(dir, "accounts") },
        passkeys: true,
        tournamentSweepMs: 250,
      },
    });

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "web-tournaments-"));
    server = await startOn(0);
    port = server.port;
    app = await launchApp(executablePath!, { MATCH_SERVER: server.url });
  }, 300_000);
  afterAll(async () => {
    for (const b of bots.splice(0)) b.client.close();
    await app?.stop();
    await server?.close();
    if (dir !== "") rmSync(dir, { recursive: true, force: true });
  });

  const db = () => server.accounts!.database.db;
  const call = (who: Player, method: "GET" | "POST", url: string, payload?: unknown) =>
    server.app.inject({
      method,
      url,
      headers: { ...as(who), ...(payload === undefined ? {} : { "content-type": "application/json" }) },
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    });

  async function signedIn(
    who: Player,
    locale = "en-US",
    device = {},
  ): Promise<{ context: BrowserContext; page: Page }> {
    const context = await app.browser.newContext({
      locale,
      viewport: { width: 1280, height: 800 },
      ...device,
    });
    const [name, value] = who.cookie.split("=") as [string, string];
    await context.addCookies([{ name, value, url: app.url }]);
    const page = await context.newPage();
    page.on("pageerror", (e) => errors.push(`${e.name}: ${e.message}`));
    return { context, page };
  }
  async function open(page: Page, hash: string): Promise<void> {
    await page.goto(`${app.url}#/${hash}`);
    await page.waitForSelector(`html[data-ready="tournaments"]`, { state: "attached", timeout: 90_000 });
  }

  /** An account with the starter deck saved and a character at the maximum level of its class. */
  async function entrant(label: string): Promise<Entrant> {
    const p = await player(db(), label);
    const deck = await call(p, "POST", "/api/tcg/decks", { deck: STARTER });
    expect(deck.statusCode, deck.body).toBe(201);
    const characterId = `ch-${label}`;
    await db()
      .insertInto("characters")
      .values({
        id: characterId,
        account_id: p.accountId,
        name: label,
        realm: "Hyjal",
        class: STARTER.heroClass,
        race: "Humain",
        level: 80,
        portrait: null,
        source: "claims",
      })
      .execute();
    return { ...p, deckId: deck.json().deck.id, characterId };
  }

  /** Greedy bots take every running game of these entrants (each seat once; they reconnect by themselves). */
  async function fillSeats(id: string, entrants: readonly Entrant[]): Promise<void> {
    for (const e of entrants) {
      const view = (await call(e, "GET", `/api/tournaments/${id}`)).json() as {
        pairings: { games: { play: string | null }[] }[];
      };
      for (const g of view.pairings.flatMap((p) => p.games))
        if (g.play !== null && !started.has(g.play)) {
          started.add(g.play);
          const bot = runBot(makeLink(server.url, g.play), { level: "greedy", seed: started.size });
          bot.done.catch(() => {});
          bots.push(bot);
        }
    }
  }

  const statusOf = async (who: Player, id: string) =>
    ((await call(who, "GET", `/api/tournaments/${id}`)).json() as { status: string }).status;

  test("a double elimination of 8 and a single elimination of 13 (byes) run to their champions across a restart", async () => {
    const orga = await player(db(), "Orga"); // the base's first account: its organiser
    const eight = await Promise.all(Array.from({ length: 8 }, (_, i) => entrant(`Huit${i + 1}`)));
    const thirteen = await Promise.all(Array.from({ length: 13 }, (_, i) => entrant(`Treize${i + 1}`)));

    // The organiser creates the first on the page.
    const { page: orgaPage } = await signedIn(orga);
    await open(orgaPage, "tournaments");
    const form = orgaPage.getByTestId("tournament-create");
    await form.getByLabel("Name").fill("Coupe des huit");
    await form.getByLabel("Format").selectOption("double");
    await form.getByLabel("Places").fill("8");
    await form.getByRole("button", { name: "Create" }).click();
    await orgaPage.waitForURL(/#\/tournaments\?id=/);
    const eightId = decodeURIComponent(new URL(orgaPage.url()).hash.split("id=")[1] as string);

    // One entrant registers on the page, the others by the same route.
    const { page: firstPage } = await signedIn(eight[0] as Entrant);
    await open(firstPage, `tournaments?id=${encodeURIComponent(eightId)}`);
    await firstPage.getByTestId("tournament-register").click();
    await firstPage.getByText("You are registered.").waitFor();
    for (const e of eight.slice(1))
      expect(
        (
          await call(e, "POST", `/api/tournaments/${eightId}/register`, {
            deckId: e.deckId,
            characterId: e.characterId,
          })
        ).statusCode,
      ).toBe(200);

    const made = await call(orga, "POST", "/api/tournaments", {
      name: "Coupe des treize",
      format: "single",
      bestOf: 1,
      seeding: "random",
      registrationClosesAt: new Date(Date.now() + 3_600_000).toISOString(),
      noShowMs: 600_000,
    });
    const thirteenId = made.json().id as string;
    for (const e of thirteen)
      expect(
        (
          await call(e, "POST", `/api/tournaments/${thirteenId}/register`, {
            deckId: e.deckId,
            characterId: e.characterId,
          })
        ).statusCode,
      ).toBe(200);

    // The organiser's page saw the registrations come in, then starts it.
    await orgaPage.getByText("8 of 8 places taken").waitFor({ timeout: 30_000 });
    await orgaPage.getByTestId("tournament-start").click();
    expect((await call(orga, "POST", `/api/tournaments/${thirteenId}/start`)).statusCode).toBe(200);
    await orgaPage.getByRole("heading", { name: "Losers' bracket" }).waitFor();

    // A player follows the thirteen on a phone, in French: three byes, on the page.
    const { page: phone } = await signedIn(thirteen[0] as Entrant, "fr-FR", PHONE);
    await open(phone, `tournaments?id=${encodeURIComponent(thirteenId)}`);
    expect(await phone.locator('[data-status="bye"]').count()).toBe(3);
    expect(await horizontalOverflow(phone)).toEqual({ scroll: 0, elements: [], cut: [] });

    // Bots fill the seats until some games are decided, then the server restarts.
    const everyone = [...eight, ...thirteen];
    const decided = async () =>
      (await db().selectFrom("tournament_games").select("status").where("status", "=", "reported").execute())
        .length;
    for (let i = 0; (await decided()) < 6; i++) {
      await fillSeats(eightId, eight);
      await fillSeats(thirteenId, thirteen);
      expect(i).toBeLessThan(600);
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(await statusOf(orga, eightId)).toBe("running");
    expect(await statusOf(orga, thirteenId)).toBe("running");
    await server.close();
    server = await startOn(port);

    // Both go on to their champions; the bots reconnect to the restarted server by themselves.
    for (let i = 0; ; i++) {
      await fillSeats(eightId, everyone.slice(0, 8));
      await fillSeats(thirteenId, everyone.slice(8));
      if ((await statusOf(orga, eightId)) === "over" && (await statusOf(orga, thirteenId)) === "over") break;
      expect(i, "the tournaments end").toBeLessThan(1_200);
      await new Promise((r) => setTimeout(r, 250));
    }

    // The pages followed without a reload: the champion, the standings, the replays.
    await orgaPage.getByTestId("tournament-champion").waitFor({ timeout: 30_000 });
    await phone.getByTestId("tournament-champion").waitFor({ timeout: 30_000 });
    expect(await phone.getByTestId("tournament-champion").textContent()).toMatch(/^Vainqueur : Treize\d+$/);
    expect(await phone.locator('[data-testid="tournament-standings"] tbody tr').count()).toBe(13);
    expect(await horizontalOverflow(phone)).toEqual({ scroll: 0, elements: [], cut: [] });
    // 8 in double elimination: 14 pairings decided, or 15 with the final replayed.
    expect([14, 15]).toContain(await orgaPage.locator('.tournament-pairing[data-status="done"]').count());
    expect(await phone.locator('.tournament-pairing[data-status="done"]').count()).toBe(12);
    // Both bracket pages pass axe (WCAG 2.1 AA) as they stand, organiser controls included, and
    // the organiser's controls are reached by the keyboard.
    for (const page of [orgaPage, phone]) {
      const { violations } = await new AxeBuilder({ page })
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
        .analyze();
      expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual(
        [],
      );
    }
    await orgaPage.locator(".tournament-organiser summary").first().focus();
    await orgaPage.keyboard.press("Enter");
    await orgaPage.keyboard.press("Tab");
    expect(await orgaPage.evaluate(() => document.activeElement?.tagName)).toBe("INPUT");
    const replay = phone.getByTestId("tournament-replay").first();
    await replay.click();
    await phone.waitForURL(/#\/replay\?r=/);
    await phone.waitForSelector('html[data-ready="replay"]', { state: "attached", timeout: 60_000 });
    expect(errors).toEqual([]);
    for (const b of bots.splice(0)) b.client.close();
  }, 900_000);
});
