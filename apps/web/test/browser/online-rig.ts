/**
 * What the online browser tests share: a match server on port 0 (embedded store in a temp dir),
 * the built app served by `vite preview` proxying `/api` and `/ws` to it, people as browser
 * contexts whose console errors are collected, and Shing Shang moves played by clicks.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join as joinPath } from "node:path";
import { type RunningServer, startServer } from "@apps/server";
import type { Action } from "@engines/shing-shang";
import type { BrowserContextOptions, Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { DESKTOP, launchApp, type RunningApp } from "./harness.js";

/** The server, the app and the errors of one test file; `server` may be replaced (a restart). */
export interface OnlineRig {
  server: RunningServer;
  app: RunningApp;
  dir: string;
  readonly errors: string[];
}

/** Starts the rig before the file's tests and stops it after (call inside `describe`). */
export function onlineRig(executablePath: string, name: string): OnlineRig {
  const rig = { errors: [] as string[] } as unknown as OnlineRig;
  beforeAll(async () => {
    rig.dir = mkdtempSync(joinPath(tmpdir(), `${name}-`));
    rig.server = await startServer({ port: 0, dataDir: rig.dir, logger: false });
    rig.app = await launchApp(executablePath, { MATCH_SERVER: rig.server.url });
  });
  afterAll(async () => {
    await rig.app?.stop();
    await rig.server?.close();
    if (rig.dir !== undefined) rmSync(rig.dir, { recursive: true, force: true });
  });
  return rig;
}

/** A new browser context (another person), its console errors collected in `rig.errors`. */
export async function person(rig: OnlineRig, device = DESKTOP, locale = "en-US"): Promise<Page> {
  const options: BrowserContextOptions = { ...device, locale };
  const page = await (await rig.app.browser.newContext(options)).newPage();
  page.on("console", (m) => {
    // A reload or a closed page ends its socket mid-flight; Chromium reports that, as expected.
    if (m.type() === "error" && !m.text().includes("WebSocket")) rig.errors.push(m.text());
  });
  page.on("pageerror", (e) => rig.errors.push(`${e.name}: ${e.message}`));
  return page;
}

/** Polls `check` until it holds. */
export async function until(check: () => Promise<boolean> | boolean): Promise<void> {
  while (!(await check())) await new Promise((r) => setTimeout(r, 25));
}

/** The play page's `data-seq`. */
export async function seqOf(page: Page): Promise<number> {
  return Number(await page.locator(".online-play").getAttribute("data-seq"));
}

/** Plays a Shing Shang action on the board by clicks, as a person would (English or French). */
export async function clickMove(page: Page, action: Action): Promise<void> {
  if (action.type === "pass") return page.getByTestId("pass").click();
  const cell = (square: string) => page.locator(`[data-square="${square}"]`).last().click();
  await cell(action.from);
  for (const square of action.type === "step" ? [action.to] : action.path) await cell(square);
  const stop = page.getByRole("button", { name: /^(Stop here|Arrêter ici)$/ });
  if (await stop.isVisible()) await stop.click();
}
