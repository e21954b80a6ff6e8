/**
 * Online play in Chromium, beyond the first game: who is connected (the "opponent disconnected"
 * banner, in French for a French browser), the shareable replay link (a replay token, never the
 * seat's), a rematch both people open and play, and a whole Diplomaxy game between two browser
 * contexts with a reload mid-turn. A match server on port 0 in a temp dir, the built app served
 * by `vite preview` proxying to it. Skipped without Chromium, like the other browser tests.
 */
import { jsonEqual, replay } from "@core/engine";
import { createMatch, fetchReplay, parseLink, REPLAY_TOKEN } from "@core/match-client";
import { connect, type MatchClient } from "@core/match-client/node";
import { type State as DxState, engine as diplomaxy, MAPS, type Order } from "@engines/diplomaxy";
import { type Action, type State, engine as shingShang } from "@engines/shing-shang";
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { DESKTOP, findChromium, screenshotPath } from "./browser/harness.js";
import { clickMove, onlineRig, person as personOf, seqOf, until } from "./browser/online-rig.js";

const executablePath = findChromium();
/** Whole games by clicks: minutes on a loaded machine (not a timing: a bound on a hang). */
const LONG = 600_000;

describe.skipIf(executablePath === null)(
  "online matches in the browser: presence, replay links, rematch, Diplomaxy",
  () => {
    const rig = onlineRig(executablePath!, "web-online-matches");
    const errors = rig.errors;
    const person = (locale?: string) => personOf(rig, DESKTOP, locale);

    /** The app's own invite link for a server link (what "Play online" shows). */
    const appLink = (link: string) => `${rig.app.url}join#${parseLink(link).token}`;

    async function join(page: Page, link: string, seat: string) {
      await page.goto(appLink(link));
      await page.locator(`.online-play[data-seat="${seat}"]`).waitFor({ timeout: 60_000 });
    }

    const attr = async (page: Page, name: string) => page.locator(".online-play").getAttribute(name);

    /** Plays Shing Shang by clicks (easy bots choose) until the spectator sees the end. */
    async function playToEnd(pages: Record<string, Page>, watcher: MatchClient) {
      while (!watcher.snapshot!.over) {
        const { seq, view } = watcher.snapshot!;
        const state = view as State;
        const page = pages[state.turn]!;
        await until(async () => (await seqOf(page)) === seq);
        await clickMove(page, shingShang.bots!.choose(state, state.turn, "easy", seq) as Action);
        await until(() => watcher.snapshot!.seq > seq);
      }
    }

    test(
      "Shing Shang: the opponent's disconnection shows, the replay link holds no seat token, and a rematch starts a new game",
      async () => {
        const created = await createMatch(rig.server.url, { engine: "shing-shang", setup: { maxPlies: 6 } });
        const red = await person("fr-FR");
        const blue = await person();
        await join(red, created.links.red!, "red");
        // Blue has not come yet: red is told so, in French.
        const away = red.getByTestId("opponent-away");
        await away.waitFor({ timeout: 30_000 });
        expect(await away.textContent()).toBe("Adversaire déconnecté (blue) : en attente de son retour…");
        await join(blue, created.links.blue!, "blue");
        await away.waitFor({ state: "detached", timeout: 30_000 });
        expect(await red.locator('.online-seats [data-seat="blue"]').textContent()).toContain("en ligne");
        expect(await blue.getByTestId("opponent-away").count()).toBe(0);

        // Blue closes its tab: red sees it go, then come back when blue opens its link again.
        await blue.close();
        await away.waitFor({ timeout: 30_000 });
        expect(await red.locator('.online-seats [data-seat="blue"]').textContent()).toContain("hors ligne");
        await red.screenshot({ path: screenshotPath("online/opponent-away") });
        const blueAgain = await person();
        await join(blueAgain, created.links.blue!, "blue");
        await away.waitFor({ state: "detached", timeout: 30_000 });

        const watcher = connect(created.spectator);
        await until(() => watcher.snapshot !== null);
        await playToEnd({ red, blue: blueAgain }, watcher);
        const last = watcher.snapshot!.seq;
        for (const page of [red, blueAgain]) {
          await until(async () => (await seqOf(page)) === last);
          expect(await attr(page, "data-over")).toBe("true");
          // No disconnection banner once the match is over, whoever leaves.
          expect(await page.getByTestId("opponent-away").count()).toBe(0);
        }

        // The shareable replay link: a replay token, no seat's token; a stranger opens it and steps.
        const seatTokens = [created.links.red!, created.links.blue!, created.spectator].map(
          (l) => parseLink(l).token,
        );
        const share = await red.getByTestId("replay-link").inputValue();
        const opener = await red.getByTestId("open-replay").getAttribute("href");
        for (const token of seatTokens) {
          expect(share).not.toContain(token);
          expect(opener).not.toContain(token);
        }
        const shared = new URL(share).hash.match(/[?&]r=([^&]+)/)?.[1] ?? "";
        expect(shared).toMatch(REPLAY_TOKEN);
        const stranger = await person();
        await stranger.goto(share);
        const steps = stranger.locator(".online-replay");
        await steps.waitFor({ timeout: 60_000 });
        expect(Number(await steps.getAttribute("data-frames"))).toBe(last + 1);
        await stranger.keyboard.press("Home");
        expect(await stranger.getByTestId("replay-step").textContent()).toBe(`Step 0 of ${last}`);
        expect(stranger.url()).not.toContain("t=");
        // The replay page opened from the match goes back to it.
        await red.getByTestId("open-replay").click();
        await red.locator(".online-replay").waitFor();
        await red.getByRole("button", { name: "Retour à la partie" }).click();
        await red.locator('.online-play[data-seat="red"]').waitFor();

        // Rematch: red asks, both are offered their seat in the new match, both open it and play.
        await red.getByTestId("rematch").click();
        for (const page of [red, blueAgain])
          await page.getByTestId("rematch-open").waitFor({ timeout: 30_000 });
        const oldUrl = { red: red.url(), blue: blueAgain.url() };
        await red.getByTestId("rematch-open").click();
        await blueAgain.getByTestId("rematch-open").click();
        for (const [page, seat] of [
          [red, "red"],
          [blueAgain, "blue"],
        ] as const) {
          await page
            .locator(`.online-play[data-seat="${seat}"][data-over="false"]`)
            .waitFor({ timeout: 30_000 });
          expect(await seqOf(page)).toBe(0);
          expect(page.url()).not.toBe(oldUrl[seat]);
        }
        const rematchToken = new URL(red.url()).hash.match(/t=([^&]+)/)?.[1] ?? "";
        const again = connect(`${rig.server.url}/join#${rematchToken}`);
        await until(() => again.snapshot !== null);
        expect(again.snapshot!.match.rematchOf).toBe(created.match.id);
        // Both people are there (no banner), and the new game takes a move.
        expect(await red.getByTestId("opponent-away").count()).toBe(0);
        const first = shingShang.bots!.choose(again.snapshot!.view, "red", "easy", 1) as Action;
        await clickMove(red, first);
        await until(async () => (await seqOf(blueAgain)) === 1);
        expect(await attr(blueAgain, "data-my-turn")).toBe("true");
        for (const c of [watcher, again]) c.close();
        expect(errors).toEqual([]);
      },
      LONG,
    );

    /** Orders for every unit on the page: the first controls, the others take their first corridor. */
    async function giveOrders(page: Page): Promise<number> {
      const selects = page.locator("select[data-unit]");
      const n = await selects.count();
      for (let i = 0; i < n; i++) {
        const select = selects.nth(i);
        const values = await select
          .locator("option")
          .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
        const wanted =
          i === 0 ? values.find((v) => v.startsWith("control:")) : values.find((v) => v.startsWith("move:"));
        if (wanted !== undefined) await select.selectOption(wanted);
      }
      await page.getByTestId("submit-orders").click();
      return n;
    }

    const turnOf = async (page: Page) =>
      Number(await page.locator(".online-play .diplomaxy").getAttribute("data-turn"));

    test(
      "Diplomaxy: two people play a whole game in their browsers, one reloading mid-turn",
      async () => {
        const created = await createMatch(rig.server.url, {
          engine: "diplomaxy",
          setup: { ...MAPS.duel, options: { maxTurns: 3 } },
        });
        const north = await person();
        const south = await person();
        await join(north, created.links.north!, "north");
        await join(south, created.links.south!, "south");
        let reloaded = 0;
        for (let turn = 1; turn <= 3; turn++) {
          for (const page of [north, south]) await until(async () => (await turnOf(page)) === turn);
          expect(await giveOrders(north)).toBeGreaterThan(0);
          // North is ready: south sees it, reloads mid-turn, still sees it, and gives its orders.
          const northRow = south.locator('.dx-players [data-player="north"]');
          await until(async () => ((await northRow.textContent()) ?? "").includes("orders in"));
          if (turn === 2) {
            await south.reload();
            await south.locator('.online-play[data-seat="south"] .diplomaxy').waitFor({ timeout: 60_000 });
            expect(await turnOf(south)).toBe(2);
            expect(await northRow.textContent()).toContain("orders in");
            // North saw south's page go away and come back.
            await north.getByTestId("opponent-away").waitFor({ state: "detached", timeout: 30_000 });
            reloaded++;
          }
          await giveOrders(south);
          if (turn < 3)
            for (const page of [north, south]) await until(async () => (await turnOf(page)) === turn + 1);
        }
        expect(reloaded).toBe(1);
        for (const page of [north, south]) {
          await page.getByTestId("game-over").waitFor({ timeout: 30_000 });
          expect(await attr(page, "data-over")).toBe("true");
        }
        await north.screenshot({ path: screenshotPath("online/diplomaxy-over") });

        // The server's log replays offline to the same end, and both sides' units did move.
        const full = await fetchReplay(rig.server.url, parseLink(created.spectator).token, "full");
        const offline = replay(diplomaxy, full.setup, full.actions);
        const end = offline.state as DxState;
        expect(end.status.phase).toBe("over");
        expect(end.turn).toBe(3);
        for (const seat of ["north", "south"]) {
          const moves = full.actions.flatMap((a, i) =>
            full.log[i]?.seat === seat && (a as { type: string }).type === "orders"
              ? ((a as { orders: Order[] }).orders ?? []).filter((o) => o.order === "move")
              : [],
          );
          expect(moves.length, `${seat}'s moves`).toBeGreaterThan(0);
        }
        const seen = await fetchReplay(rig.server.url, parseLink(created.links.north!).token, "seat");
        expect(
          jsonEqual(seen.frames.at(-1)?.view, JSON.parse(JSON.stringify(diplomaxy.view!(end, "north")))),
        ).toBe(true);
        expect(errors).toEqual([]);
      },
      LONG,
    );
  },
);
