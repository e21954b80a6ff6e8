import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { type Browser, type BrowserContextOptions, chromium, type Page } from "playwright-core";
import { freeFixedPort } from "../../../server/test/ports.js";

/** apps/web. */
export const APP_DIR = fileURLToPath(new URL("../..", import.meta.url));
/** Where the browser tests put what they produce: the built app, screenshots and the perf report. */
export const RESULTS_DIR = join(APP_DIR, "test-results");
export const SCREENSHOTS_DIR = join(RESULTS_DIR, "screenshots");
const DIST_DIR = join(RESULTS_DIR, "dist");

/** A desktop window, as the issues name it: 1280×800. */
export const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 800 } };
/** A phone: 390×844, touch. */
export const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
};

/** The Chromium flags the project runs with (headless, no network chatter, no GPU, as root). */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

const CANDIDATES = [
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/lib/chromium/chromium",
  "/usr/bin/google-chrome",
  "/usr/bin/google-chrome-stable",
];

/** The Chromium binary: $CHROMIUM_PATH if set, else Debian's and a few usual places; null if none. */
export function findChromium(): string | null {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : null;
  return CANDIDATES.find((p) => existsSync(p)) ?? null;
}

/** The places {@link findChromium} looks, for the skip message. */
export function chromiumSearchText(): string {
  const fromEnv = process.env.CHROMIUM_PATH;
  return fromEnv
    ? `CHROMIUM_PATH=${fromEnv}, which does not exist`
    : `$CHROMIUM_PATH (unset), ${CANDIDATES.join(", ")}`;
}

function viteBin(): string {
  const require = createRequire(join(APP_DIR, "package.json"));
  return join(require.resolve("vite/package.json"), "..", "bin", "vite.js");
}

/** Builds the app into test-results/dist with Vite (production build, as shipped). */
export function buildApp(): void {
  const r = spawnSync(
    process.execPath,
    [viteBin(), "build", "--outDir", DIST_DIR, "--emptyOutDir", "--logLevel", "warn"],
    {
      cwd: APP_DIR,
      encoding: "utf8",
    },
  );
  if (r.status !== 0) throw new Error(`vite build failed:\n${r.stdout}\n${r.stderr}`);
}

/** A running `vite preview` of the built app. */
export interface Preview {
  readonly url: string;
  stop(): Promise<void>;
}

/**
 * Serves test-results/dist with `vite preview` on a free localhost port. `env` reaches the
 * preview's config (e.g. MATCH_SERVER: proxy `/api` and `/ws` to a match server).
 */
export async function startPreview(env: NodeJS.ProcessEnv = {}): Promise<Preview> {
  // Below the ephemeral range: no outgoing connection takes it before `vite preview` binds it.
  const port = await freeFixedPort();
  const child: ChildProcess = spawn(
    process.execPath,
    [
      viteBin(),
      "preview",
      "--outDir",
      DIST_DIR,
      "--host",
      "127.0.0.1",
      "--port",
      String(port),
      "--strictPort",
    ],
    { cwd: APP_DIR, stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, ...env } },
  );
  const url = `http://127.0.0.1:${port}/`;
  let output = "";
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`vite preview did not start:\n${output}`)), 30_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(String(port))) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.on("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`vite preview exited with ${code}:\n${output}`));
    });
  });
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

/** Gzipped size of each built JS chunk, by file name. */
export function chunkSizes(): { file: string; bytes: number; gzip: number }[] {
  const dir = join(DIST_DIR, "assets");
  return readdirSync(dir)
    .filter((f) => f.endsWith(".js"))
    .map((file) => {
      const data = readFileSync(join(dir, file));
      return { file, bytes: statSync(join(dir, file)).size, gzip: gzipSync(data, { level: 9 }).length };
    })
    .sort((a, b) => a.file.localeCompare(b.file));
}

/** Makes sure the screenshot folder exists and returns the path for `name`.png. */
export function screenshotPath(name: string): string {
  mkdirSync(SCREENSHOTS_DIR, { recursive: true });
  const file = join(SCREENSHOTS_DIR, `${name}.png`);
  mkdirSync(dirname(file), { recursive: true });
  return file;
}

/** The built app served on localhost and a headless Chromium to look at it. */
export interface RunningApp {
  readonly url: string;
  readonly browser: Browser;
  stop(): Promise<void>;
}

/** Builds the app, serves it with `vite preview` on a free port and launches Chromium. */
export async function launchApp(executablePath: string, env: NodeJS.ProcessEnv = {}): Promise<RunningApp> {
  buildApp();
  const preview = await startPreview(env);
  const browser = await chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
  return {
    url: preview.url,
    browser,
    async stop() {
      await browser.close();
      await preview.stop();
    },
  };
}

/** A page opened by {@link openPage}: console errors and uncaught exceptions are collected. */
export interface OpenedPage {
  readonly page: Page;
  readonly errors: string[];
  /** File names of the JS chunks the page loaded beyond the shell (`index-*`), in load order. */
  readonly routeJs: string[];
  /** Gzipped bytes of those chunks. */
  readonly routeJsGzip: number;
}

/**
 * Opens `#/hash` of the served app in a fresh browser context and waits until the page marks
 * itself interactive (`<html data-ready="ready">`).
 */
export async function openPage(
  app: RunningApp,
  hash: string,
  ready: string,
  options: BrowserContextOptions = {},
): Promise<OpenedPage> {
  const context = await app.browser.newContext({
    viewport: { width: 1280, height: 860 },
    deviceScaleFactor: 1,
    locale: "en-US", // the browser's preferred language picks the interface language
    ...options,
  });
  const page = await context.newPage();
  const errors: string[] = [];
  const scripts: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  page.on("pageerror", (e) => errors.push(`${e.name}: ${e.message}`));
  page.on("response", (r) => {
    const path = new URL(r.url()).pathname;
    if (path.endsWith(".js")) scripts.push(path.split("/").pop()!);
  });
  await page.goto(`${app.url}#/${hash}`);
  await page.waitForSelector(`html[data-ready="${ready}"]`, { state: "attached", timeout: 90_000 });
  const sizes = new Map(chunkSizes().map((c) => [c.file, c.gzip]));
  const routeJs = scripts.filter((s) => !s.startsWith("index-"));
  return { page, errors, routeJs, routeJsGzip: routeJs.reduce((n, s) => n + (sizes.get(s) ?? 0), 0) };
}

/**
 * What sticks out sideways at the page's viewport: the document's horizontal scroll in px; the
 * visible elements whose box crosses the viewport's edge without an ancestor clipping or scrolling
 * them; and the elements whose own content is wider than they are and gets cut off or scrolled
 * sideways (unless marked `data-scroll-x`, a deliberate sideways scroller, or `visually-hidden`,
 * text for screen readers clipped on purpose). Each as `tag.class`
 * with its overhang, at most 10.
 */
export async function horizontalOverflow(
  page: Page,
): Promise<{ scroll: number; elements: string[]; cut: string[] }> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const name = (el: Element) => {
      const cls = typeof el.className === "string" ? el.className.trim().split(/\s+/)[0] : "";
      return `${el.tagName.toLowerCase()}${cls ? `.${cls}` : ""}`;
    };
    const clipped = (el: Element): boolean => {
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        const s = getComputedStyle(a);
        if (s.overflowX !== "visible") return true;
        if (s.position === "fixed") return false;
      }
      return false;
    };
    const shown = (el: Element) => {
      const s = getComputedStyle(el);
      return s.visibility !== "hidden" && s.opacity !== "0";
    };
    const elements: string[] = [];
    const cut: string[] = [];
    for (const el of document.body.querySelectorAll("*")) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || r.right <= 0) continue; // wholly off to the left: unseen, no scroll
      const over = Math.max(r.right - width, -r.left);
      if (over > 1 && !clipped(el) && shown(el) && elements.length < 10)
        elements.push(`${name(el)} +${Math.round(over)}px`);
      const s = getComputedStyle(el);
      const inner = el.scrollWidth - el.clientWidth;
      if (
        s.overflowX !== "visible" &&
        inner > 1 &&
        el.clientWidth > 1 && // a 1 px box is text hidden on purpose for screen readers
        !el.closest("[data-scroll-x], .visually-hidden") &&
        s.textOverflow !== "ellipsis" &&
        shown(el) &&
        cut.length < 10
      )
        cut.push(`${name(el)} +${inner}px`);
    }
    return { scroll: document.documentElement.scrollWidth - width, elements, cut };
  });
}

/**
 * Visible controls a finger would struggle to hit: buttons, selects, text inputs and summaries
 * less than `min` px tall (44 px is the usual touch target), each as `tag.class (w×h)`.
 */
export async function smallControls(page: Page, min = 44): Promise<string[]> {
  return page.evaluate((min) => {
    const out: string[] = [];
    const sel =
      'button, select, summary, input:not([type="checkbox"], [type="radio"], [type="range"], [type="hidden"])';
    for (const el of document.querySelectorAll<HTMLElement>(sel)) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || el.closest("[aria-hidden='true'], .visually-hidden")) continue;
      if (getComputedStyle(el).visibility === "hidden") continue;
      if (r.height + 0.5 < min) {
        const cls = typeof el.className === "string" ? el.className.trim().split(/\s+/)[0] : "";
        out.push(
          `${el.tagName.toLowerCase()}${cls ? `.${cls}` : ""} (${Math.round(r.width)}×${Math.round(r.height)})`,
        );
      }
    }
    return out;
  }, min);
}
