/**
 * Online play in Chromium: a match server started here on port 0 (embedded store in a temp dir),
 * the built app served by `vite preview` proxying `/api` and `/ws` to it, and two browser contexts
 * (two people) playing a Shing Shang game and an LGC TCG duel to the end through the invite links
 * "Play online" gives, one of them reloading mid-game; then the replay page. Skipped without
 * Chromium, like the other browser tests.
 */
import { startServer } from "@apps/server";
import { connect, type MatchClient } from "@core/match-client/node";
import { type Action, type State, engine as shingShang } from "@engines/shing-shang";
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { findChromium, horizontalOverflow, PHONE, screenshotPath } from "./browser/harness.js";
import { clickMove, onlineRig, person as personOf, seqOf, until } from "./browser/online-rig.js";

const executablePath = findChromium();

describe.skipIf(executablePath === null)("online play between two browsers", () => {
  const rig = onlineRig(executablePath!, "web-online");
  const errors = rig.errors;
  const person = (device?: Parameters<typeof personOf>[1]) => personOf(rig, device);

  /** "Play online" on a game page: create the match; the links by seat and the spectator's. */
  async function create(
    page: Page,
    route: string,
    options: { clock?: boolean; bots?: Record<string, string> } = {},
  ) {
    await page.goto(`${rig.app.url}#/${route}`);
    await page.waitForSelector(`html[data-ready="${route}"]`, { state: "attached", timeout: 90_000 });
    await page.getByTestId("play-online").locator("summary").click();
    if (options.clock) await page.getByTestId("online-clock").selectOption("standard");
    for (const [seat, level] of Object.entries(options.bots ?? {}))
      await page.getByTestId(`seat-kind-${seat}`).selectOption(level);
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

  /** Opens an invite link and waits for the seat's board. */
  async function join(page: Page, link: string, seat: string) {
    expect(link).toMatch(/\/join#[A-Za-z0-9_-]{43}$/);
    await page.goto(link);
    await page.locator(`.online-play[data-seat="${seat}"]`).waitFor({ timeout: 60_000 });
    expect(page.url()).toContain("#/play?t=");
  }

  test("Shing Shang: red and blue play a whole game through their links, blue reloading mid-game", async () => {
    const host = await person();
    const links = await create(host, "shing-shang");
    expect(Object.keys(links).sort()).toEqual(["blue", "red", "spectator"]);
    const red = host;
    const blue = await person();
    await join(red, links.red!, "red");
    await join(blue, links.blue!, "blue");
    const watcher: MatchClient = connect(links.spectator!);
    await until(() => watcher.snapshot !== null);
    let reloaded = false;
    while (!watcher.snapshot!.over) {
      const { seq, view } = watcher.snapshot!;
      const state = view as State;
      const page = state.turn === "red" ? red : blue;
      await until(async () => (await seqOf(page)) === seq);
      // Easy bots choose both sides' moves; the people's pages play them by clicks.
      const action = shingShang.bots!.choose(state, state.turn, "easy", seq) as Action;
      await clickMove(page, action);
      await until(() => watcher.snapshot!.seq > seq);
      if (!reloaded && seq >= 10) {
        reloaded = true;
        await blue.reload();
        await blue.locator('.online-play[data-seat="blue"]').waitFor({ timeout: 60_000 });
      }
    }
    expect(reloaded).toBe(true);
    const last = watcher.snapshot!.seq;
    for (const page of [red, blue]) {
      await until(async () => (await seqOf(page)) === last);
      expect(await page.getByTestId("result").textContent()).toMatch(/wins|draw/i);
      expect(await page.locator(".online-play").getAttribute("data-over")).toBe("true");
    }
    await red.screenshot({ path: screenshotPath("online/shing-shang-over") });
    // The replay page: every step the red seat saw, backwards and forwards.
    await red.getByTestId("open-replay").click();
    const replay = red.locator(".online-replay");
    await replay.waitFor();
    expect(Number(await replay.getAttribute("data-frames"))).toBe(last + 1);
    expect(Number(await replay.getAttribute("data-step"))).toBe(last);
    await red.getByTestId("replay-prev").click();
    await red.getByTestId("replay-prev").click();
    expect(await red.getByTestId("replay-step").textContent()).toBe(`Step ${last - 2} of ${last}`);
    await red.keyboard.press("Home");
    expect(await red.getByTestId("replay-step").textContent()).toBe(`Step 0 of ${last}`);
    expect(await red.locator(".ss-piece").count()).toBe(24); // the opening position
    await red.getByTestId("replay-next").click();
    expect(await red.getByTestId("replay-step").textContent()).toBe(`Step 1 of ${last}`);
    watcher.close();
    expect(errors).toEqual([]);
  });

  /** One thing a TCG player does on its turn, as the local duel's test does: keep, play, attack, end. */
  async function tcgStep(page: Page) {
    const keep = page.locator('[data-testid="mulligan-confirm"]:not([disabled])');
    if ((await keep.count()) > 0) return keep.click();
    const playable = page.locator(".duel-hand-card.playable");
    if ((await playable.count()) > 0) {
      await playable.first().click();
      if ((await page.getByTestId("prompt").count()) > 0)
        await page.locator(".target [data-entity], .duel-hero.target").first().click();
      return;
    }
    const ready = page.locator(".duel-board-me .duel-slot.ready [data-entity]");
    if ((await ready.count()) > 0) {
      await ready.first().click();
      const face = page.locator(".duel-hero.target");
      return ((await face.count()) > 0 ? face : page.locator(".target [data-entity]")).first().click();
    }
    await page.getByTestId("end-turn").click();
  }

  // A whole duel of bots through two pages: 128 s at load 17–30, so a bound above the default.
  test("LGC TCG: a duel played to the end through invite links, seat B reloading mid-game; hands stay hidden", {
    timeout: 300_000,
  }, async () => {
    const host = await person();
    const links = await create(host, "tcg-duel");
    const a = host;
    const b = await person();
    await join(a, links.A!, "A");
    await join(b, links.B!, "B");
    let reloaded = false;
    const over = async () => (await a.locator(".online-play").getAttribute("data-over")) === "true";
    for (let i = 0; i < 600 && !(await over()); i++) {
      const mine = async (p: Page) =>
        (await p.locator(".online-play").getAttribute("data-my-turn")) === "true";
      await until(async () => (await mine(a)) || (await mine(b)) || (await over()));
      if (await over()) break;
      const page = (await mine(a)) ? a : b;
      const seq = await seqOf(page);
      await tcgStep(page);
      // An action ends in a new step; choosing an attacker alone does not: either way go on.
      await until(
        async () => (await seqOf(page)) > seq || (await page.locator(".duel-slot.selected").count()) > 0,
      );
      // Neither seat ever holds the other's cards: card backs only.
      expect(await page.locator('[data-testid="foe-hand"] [data-card]').count()).toBe(0);
      const turn = Number(await b.locator(".tcg-duel").getAttribute("data-turn"));
      if (!reloaded && turn >= 5) {
        reloaded = true;
        await b.reload();
        await b.locator('.online-play[data-seat="B"] .tcg-duel').waitFor({ timeout: 60_000 });
        expect(Number(await b.locator(".tcg-duel").getAttribute("data-turn"))).toBe(turn);
      }
    }
    expect(reloaded).toBe(true);
    expect(await over()).toBe(true);
    await until(async () => (await b.locator(".online-play").getAttribute("data-over")) === "true");
    const results = [
      await a.getByTestId("result").textContent(),
      await b.getByTestId("result").textContent(),
    ];
    expect(results.sort()).toEqual(results[0] === "Draw" ? ["Draw", "Draw"] : ["You lose", "You win"]);
    await a.screenshot({ path: screenshotPath("online/tcg-over") });
    // Seat A's replay shows A's hand at every step and never B's.
    await a.getByTestId("open-replay").click();
    await a.locator(".online-replay").waitFor();
    await a.keyboard.press("Home");
    await a.keyboard.press("ArrowRight");
    await a.keyboard.press("ArrowRight");
    expect(await a.getByTestId("replay-step").textContent()).toMatch(/^Step 2 of \d+$/);
    expect(
      await a
        .locator('[data-testid="mulligan"] .duel-hand-card, [data-testid="my-hand"] .duel-hand-card')
        .count(),
    ).toBeGreaterThan(0);
    expect(await a.locator('[data-testid="foe-hand"] [data-card]').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  test("a clocked TCG match shows each seat's clock; a bad link says so", async () => {
    const host = await person();
    const links = await create(host, "tcg-duel", { clock: true });
    await join(host, links.A!, "A");
    expect(await host.getByTestId("clock-A").textContent()).toMatch(/\d+ s \+ 3 banks/);
    await host.goto(`${rig.app.url}join#${"x".repeat(43)}`);
    await host.getByTestId("invalid-link").waitFor({ timeout: 30_000 });
    expect(errors).toEqual([]);
  });

  test("a duel the server will not deal (a server of another release) says why in the player's language", async () => {
    const host = await personOf(rig, undefined, "fr-FR");
    // The server refuses a deck naming a card it lacks: the request is sent with such a deck.
    await host.route("**/api/matches", (route) => {
      const body = route.request().postDataJSON() as { setup: { players: { deck: { cards: unknown[] } }[] } };
      body.setup.players[0]!.deck.cards = [{ cardId: "crea_fantome", version: 1, count: 1 }];
      return route.continue({ postData: JSON.stringify(body) });
    });
    await host.goto(`${rig.app.url}#/tcg-duel`);
    await host.waitForSelector('html[data-ready="tcg-duel"]', { state: "attached", timeout: 90_000 });
    await host.getByTestId("play-online").locator("summary").click();
    await host.getByTestId("online-create").click();
    const alert = host.getByTestId("play-online").getByRole("alert");
    await alert.waitFor({ timeout: 30_000 });
    expect(await alert.textContent()).toBe(
      "La partie n'a pas pu être créée : le serveur ne peut pas distribuer ce duel : le jeu n'a pas cette carte",
    );
    expect(await host.getByTestId("online-created").count()).toBe(0);
    // Chromium reports the 400 answer itself; nothing else went wrong.
    expect(errors.filter((e) => !e.includes("status of 400"))).toEqual([]);
    errors.length = 0;
  });

  test("a Diplomaxy game the server will not start (a server of another release) says why in the player's language", async () => {
    const host = await personOf(rig, undefined, "fr-FR");
    // The server refuses a unit owned by a player the game does not list: the request is sent so.
    await host.route("**/api/matches", (route) => {
      const body = route.request().postDataJSON() as { setup: { units: { owner: string }[] } };
      body.setup.units[0]!.owner = "east";
      return route.continue({ postData: JSON.stringify(body) });
    });
    await host.goto(`${rig.app.url}#/diplomaxy`);
    await host.waitForSelector('html[data-ready="diplomaxy"]', { state: "attached", timeout: 90_000 });
    await host.getByTestId("play-online").locator("summary").click();
    await host.getByTestId("online-create").click();
    const alert = host.getByTestId("play-online").getByRole("alert");
    await alert.waitFor({ timeout: 30_000 });
    expect(await alert.textContent()).toBe(
      "La partie n'a pas pu être créée : le serveur ne peut pas lancer cette partie : un joueur nommé n'est pas dans la partie",
    );
    expect(await host.getByTestId("online-created").count()).toBe(0);
    expect(errors.filter((e) => !e.includes("status of 400"))).toEqual([]);
    errors.length = 0;
  });

  test("Diplomaxy against a bot seat; while the server is down a banner says so, and play goes on once it is back", async () => {
    const north = await person();
    const links = await create(north, "diplomaxy", { bots: { south: "hold" } });
    expect(Object.keys(links).sort()).toEqual(["north", "spectator"]);
    await join(north, links.north!, "north");
    const turn = () => north.locator(".online-play .diplomaxy").getAttribute("data-turn");
    expect(await turn()).toBe("1");
    await north.getByTestId("submit-orders").click();
    // The bot declares itself ready: the turn resolves on the server once north is.
    await until(async () => (await turn()) === "2");
    const port = rig.server.port;
    await rig.server.close();
    await north.getByTestId("connection-lost").waitFor({ timeout: 30_000 });
    await north.screenshot({ path: screenshotPath("online/connection-lost") });
    rig.server = await startServer({ port, dataDir: rig.dir, logger: false });
    await north.getByTestId("connection-lost").waitFor({ state: "detached", timeout: 60_000 });
    await north.getByTestId("submit-orders").click();
    await until(async () => (await turn()) === "3");
    // A spectator on a phone: the public view, no orders, nothing wider than the screen.
    const phone = await person(PHONE);
    await join(phone, links.spectator!, "");
    expect(await phone.getByTestId("online-who").textContent()).toContain("You are watching");
    expect(await phone.getByTestId("orders").count()).toBe(0);
    const overflow = await horizontalOverflow(phone);
    expect(overflow.scroll).toBe(0);
    expect(overflow.elements).toEqual([]);
    await phone.screenshot({ path: screenshotPath("online/diplomaxy-spectator-phone"), fullPage: true });
    expect(errors).toEqual([]);
  });
});
