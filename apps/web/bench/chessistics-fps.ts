/**
 * Chessistics level 6 at ×4 in Chromium (issue 18's 60 fps goal), on the production build. The
 * seed solution's nine pieces are restored from local storage and played to completion (10 turns,
 * 2 s at ×4) five times at 1280×800, each under a Chromium trace (bench/chessistics-trace.ts).
 *
 * On a shared machine the wall-clock frame rate is the scheduler's, so the verdict rests on what
 * load hardly moves: the CPU time each thread needs per 60 Hz frame and per turn (trace thread
 * time), how many frames the main thread must produce per turn, and whether every animation of a
 * turn runs on the compositor. The wall figures (frames presented, late, dropped) come with the
 * load average. Prints as it goes; under a minute on an idle machine.
 * Run: cd apps/web && node --import tsx bench/chessistics-fps.ts (or pnpm --filter @apps/web bench)
 */
import { readFileSync } from "node:fs";
import { loadavg } from "node:os";
import { findChromium, launchApp, openPage } from "../test/browser/harness.js";
import {
  addFigures,
  MARKS,
  noFigures,
  readTrace,
  TRACE_CATEGORIES,
  type TraceFigures,
} from "./chessistics-trace.js";

const RUNS = 5;
/** One 60 Hz frame, in ms. */
const FRAME = 1000 / 60;
const solution = JSON.parse(
  readFileSync(new URL("../../../data/chessistics/solutions/level_06.json", import.meta.url), "utf8"),
) as { placements: { piece: string; from: string; to: string }[] };
const log = solution.placements.map((p) => ({ type: "place", ...p }));

const chromium = findChromium();
if (chromium === null) {
  console.log("no Chromium found (apt-get install chromium, or set CHROMIUM_PATH): nothing measured");
  process.exit(0);
}
const started = Date.now();
const load = () =>
  `load ${loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")}`;
console.log(`Chessistics level 6 at ×4 in ${chromium}: building the app (${load()})`);
const app = await launchApp(chromium);
console.log(`built and served in ${((Date.now() - started) / 1000).toFixed(1)} s`);
try {
  const { page } = await openPage(app, "chessistics?level=6", "chessistics", {
    viewport: { width: 1280, height: 800 },
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Performance.enable");
  const counters = async () =>
    Object.fromEntries(
      (
        (await cdp.send("Performance.getMetrics")) as { metrics: { name: string; value: number }[] }
      ).metrics.map((m) => [m.name, m.value]),
    );
  let total = noFigures();
  let turns = 0;
  const counted = { layouts: 0, styles: 0 };
  for (let run = 1; run <= RUNS; run++) {
    await page.evaluate((saved) => {
      localStorage.setItem("games:chessistics:game:6", JSON.stringify(saved));
      localStorage.setItem("games:chessistics:speed", "4");
    }, log);
    await page.reload();
    await page.waitForSelector('html[data-ready="chessistics"]', { state: "attached" });
    await page.waitForTimeout(300);
    // Marks from the click on Play to the card, set in the page; the bench waits for a flag
    // rather than the card itself (Playwright's visibility polling reads a bounding box: a
    // forced layout of its own). A string, not a function: tsx's helpers are not in the page.
    await page.evaluate(`(() => {
      window.done_ = false;
      document.querySelector('[data-testid="play"]').addEventListener(
        "click", () => performance.mark("${MARKS.start}"), { capture: true, once: true });
      new MutationObserver((_, observer) => {
        if (!document.querySelector('[data-testid="complete-overlay"]')) return;
        performance.mark("${MARKS.end}");
        window.done_ = true;
        observer.disconnect();
      }).observe(document.body, { childList: true, subtree: true });
    })()`);
    const before = await counters();
    await app.browser.startTracing(page, { categories: TRACE_CATEGORIES });
    await page.getByTestId("play").click();
    await page.waitForFunction("window.done_", undefined, { polling: 250, timeout: 60_000 });
    const after = await counters();
    const figures = readTrace(JSON.parse((await app.browser.stopTracing()).toString("utf8")));
    const ticks = Number(await page.getByTestId("turn").textContent());
    turns += ticks;
    counted.layouts += after.LayoutCount! - before.LayoutCount!;
    counted.styles += after.RecalcStyleCount! - before.RecalcStyleCount!;
    total = addFigures(total, figures);
    console.log(
      `run ${run}: ${ticks} turns in ${(figures.windowMs / 1000).toFixed(2)} s; ${summary(figures, ticks)} (${load()})`,
    );
  }
  console.log(`\nall ${RUNS} runs, ${turns} turns: ${summary(total, turns)}`);
  verdict(total, turns, counted);
} finally {
  await app.stop();
  const cpu = process.cpuUsage();
  console.log(
    `bench: ${((Date.now() - started) / 1000).toFixed(1)} s, its own process CPU ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s (${load()})`,
  );
}

/** Frames the page wanted (something moved): presented, late or dropped. */
function wanted(f: TraceFigures): number {
  return f.frames.presented + f.frames.partial + f.frames.dropped;
}

/** One line: the wall figures, then the CPU ones. */
function summary(f: TraceFigures, turns: number): string {
  const shown = f.frames.presented + f.frames.partial;
  const fps = (60 * shown) / Math.max(1, wanted(f));
  return (
    `${shown} frames shown (${f.frames.partial} without the main thread's update), ${f.frames.dropped} dropped, ` +
    `longest freeze ${((f.longestDrop + 1) * FRAME).toFixed(0)} ms: ${fps.toFixed(1)} fps while moving; ` +
    `main thread ${(f.cpu.main / turns).toFixed(1)} ms CPU and ${(f.mainFrames / turns).toFixed(1)} frames per turn`
  );
}

/** What the figures show, for an idle machine: the CPU each frame needs against 16.7 ms. */
function verdict(f: TraceFigures, turns: number, counted: { layouts: number; styles: number }): void {
  const frames = f.windowMs / FRAME; // 60 Hz frames in the windows
  const perFrame = (ms: number) => (ms / frames).toFixed(2);
  const perTurn = (ms: number) => (ms / turns).toFixed(1);
  console.log(
    `CPU per 60 Hz frame (trace thread time, ${frames.toFixed(0)} frames of play): main thread ${perFrame(f.cpu.main)} ms, ` +
      `compositor ${perFrame(f.cpu.compositor)} ms, raster ${perFrame(f.cpu.raster)} ms, display (GPU process, software) ${perFrame(f.cpu.viz)} ms; ` +
      `per frame shown: compositor ${(f.cpu.compositor / Math.max(1, wanted(f))).toFixed(2)} ms, display ${(f.cpu.viz / Math.max(1, wanted(f))).toFixed(2)} ms`,
  );
  console.log(
    `main thread per turn: ${perTurn(f.cpu.main)} ms CPU (script ${perTurn(f.mainByKind.script)}, frames ${perTurn(f.mainByKind.frames)}, other ${perTurn(f.mainByKind.other)}) ` +
      `of the 200 ms a turn lasts at ×4; ${(f.mainFrames / turns).toFixed(1)} main-thread frames, ` +
      `${(counted.layouts / turns).toFixed(1)} layouts and ${(counted.styles / turns).toFixed(1)} style recalcs (CDP counters), ` +
      `style/layout passes ${(f.stylePasses.inFrames / turns).toFixed(1)} in frames and ${(f.stylePasses.forced / turns).toFixed(2)} forced by script`,
  );
  const refused = [...f.notComposited].map(([what, n]) => `${what} ×${n}`).join(", ");
  console.log(
    `animations: ${(f.animations / turns).toFixed(1)} started per turn, refused by the compositor: ${refused || "none"}`,
  );
  // Each frame shown needs the compositor and the display compositor (other threads than the
  // main one, which works once per turn while the compositor animates on).
  const shown = Math.max(1, wanted(f));
  const need = {
    main: f.cpu.main / frames,
    compositor: f.cpu.compositor / shown,
    display: f.cpu.viz / shown,
  };
  const [thread, busiest] = Object.entries(need).sort((a, b) => b[1] - a[1])[0]!;
  // The page's buttons fade their colours on a click (the site's style): not the board's business.
  const onBoard = [...f.notComposited.keys()].filter((what) => !what.startsWith("BUTTON"));
  const fits = busiest < FRAME / 2 && onBoard.length === 0;
  console.log(
    `verdict: the busiest thread (${thread}) needs ${busiest.toFixed(2)} ms of CPU per frame of the 16.7 ms a 60 Hz frame has; ` +
      `the main thread's longest task is ${f.longestTask.toFixed(1)} ms (the compositor animates on meanwhile). ` +
      (fits
        ? "On an idle core nothing in the page stands in the way of 60 fps; the wall figures above are what this machine's load let through."
        : `Not enough headroom for 60 fps, or animations of the board left on the main thread (${onBoard.join(", ") || "none"}).`),
  );
}
