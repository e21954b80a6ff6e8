/**
 * Frame rate of the Chessistics page playing level 6 at ×4 in Chromium (issue 18's 60 fps goal),
 * on the production build. The seed solution's nine pieces are restored from local storage, then
 * played to completion (10 turns, 2 s at ×4), five times. A requestAnimationFrame loop in the page
 * records every frame; Chromium's own counters (CDP `Performance.getMetrics`) give the layouts and
 * style recalculations per turn and the main thread's busy time. Prints as it goes; about a minute.
 * Run: npx -y pnpm@10.34.9 --filter @apps/web bench
 */
import { readFileSync } from "node:fs";
import { loadavg } from "node:os";
import { findChromium, launchApp, openPage } from "../test/browser/harness.js";

const RUNS = 5;
const solution = JSON.parse(
  readFileSync(new URL("../../../data/chessistics/solutions/level_06.json", import.meta.url), "utf8"),
) as { placements: { piece: string; from: string; to: string }[] };
const log = solution.placements.map((p) => ({ type: "place", ...p }));

const chromium = findChromium();
if (chromium === null) {
  console.log("no Chromium found (apt-get install chromium, or set CHROMIUM_PATH): nothing measured");
  process.exit(0);
}
const load = () => `load ${loadavg()[0]!.toFixed(2)}`;
console.log(`Chessistics level 6 at ×4 in ${chromium} — building the app (${load()})`);
const app = await launchApp(chromium);
try {
  const { page } = await openPage(app, "chessistics?level=6", "chessistics", {
    viewport: { width: 1280, height: 800 },
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Performance.enable");
  const metrics = async () =>
    Object.fromEntries(
      (
        (await cdp.send("Performance.getMetrics")) as { metrics: { name: string; value: number }[] }
      ).metrics.map((m) => [m.name, m.value]),
    );
  const frames: number[] = [];
  let turns = 0;
  /** CPU time (trace `tdur`, load-resistant) by renderer thread and by event name, over all runs. */
  const cpu: Cpu = { main: 0, compositor: 0, raster: 0, byName: new Map(), lifecycle: 0, forced: 0 };
  const totals = { layouts: 0, styles: 0, layoutMs: 0, taskMs: 0, wallMs: 0 };
  for (let run = 1; run <= RUNS; run++) {
    await page.evaluate((saved) => {
      localStorage.setItem("games:chessistics:game:6", JSON.stringify(saved));
      localStorage.setItem("games:chessistics:speed", "4");
    }, log);
    await page.reload();
    await page.waitForSelector('html[data-ready="chessistics"]', { state: "attached" });
    await page.waitForTimeout(300);
    // Record every frame from the click on Play to the completion card, in the page: waiting with
    // Playwright's locator would poll the card's bounding box on every frame, a forced layout of
    // the bench's own. (A string, not a function: the bench runs through tsx, whose helpers the
    // page does not have.)
    await page.evaluate(`(() => {
      window.frames_ = [];
      window.done_ = false;
      const loop = (t) => {
        window.frames_.push(t);
        if (document.querySelector('[data-testid="complete-overlay"]')) window.done_ = true;
        else requestAnimationFrame(loop);
      };
      document.querySelector('[data-testid="play"]').addEventListener(
        "click", () => requestAnimationFrame(loop), { capture: true, once: true });
    })()`);
    const before = await metrics();
    await app.browser.startTracing(page, {
      categories: ["devtools.timeline", "disabled-by-default-devtools.timeline"],
    });
    const t0 = Date.now();
    await page.getByTestId("play").click();
    await page.waitForFunction("window.done_", undefined, { polling: 250, timeout: 60_000 });
    const wall = Date.now() - t0;
    const after = await metrics();
    addTrace(cpu, JSON.parse((await app.browser.stopTracing()).toString("utf8")));
    const stamps = (await page.evaluate("window.frames_")) as number[];
    const intervals = stamps.slice(1).map((t, i) => t - stamps[i]!);
    frames.push(...intervals);
    const ticks = Number(await page.getByTestId("turn").textContent());
    turns += ticks;
    totals.layouts += after.LayoutCount! - before.LayoutCount!;
    totals.styles += after.RecalcStyleCount! - before.RecalcStyleCount!;
    totals.layoutMs += (after.LayoutDuration! - before.LayoutDuration!) * 1000;
    totals.taskMs += (after.TaskDuration! - before.TaskDuration!) * 1000;
    totals.wallMs += wall;
    const fps = (intervals.length * 1000) / intervals.reduce((a, b) => a + b, 0);
    console.log(
      `run ${run}: ${ticks} turns in ${(wall / 1000).toFixed(2)} s, ${fps.toFixed(1)} fps, longest frame ${Math.max(...intervals).toFixed(1)} ms (${load()})`,
    );
  }
  const sorted = [...frames].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  const total = frames.reduce((a, b) => a + b, 0);
  console.log(
    `\n${frames.length} frames over ${(total / 1000).toFixed(1)} s: ${((frames.length * 1000) / total).toFixed(1)} fps;` +
      ` frame interval median ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms, p99 ${at(0.99).toFixed(1)} ms, max ${sorted.at(-1)!.toFixed(1)} ms;` +
      ` ${frames.filter((f) => f > 25).length} frames over 25 ms (a dropped frame at 60 Hz)`,
  );
  const perFrame = (ms: number) => (ms / frames.length).toFixed(2);
  console.log(
    `CPU per frame (trace thread time, what load does not inflate): main thread ${perFrame(cpu.main)} ms, compositor ${perFrame(cpu.compositor)} ms, raster workers ${perFrame(cpu.raster)} ms; main thread by kind: ${[
      ...cpu.byName,
    ]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 6)
      .map(([n, ms]) => `${n} ${perFrame(ms)}`)
      .join(", ")}`,
  );
  const perTurn = (ms: number) => (ms / turns).toFixed(2);
  console.log(
    `per turn: ${(totals.layouts / turns).toFixed(2)} layouts, ${(totals.styles / turns).toFixed(2)} style recalcs (CDP counters), ` +
      `${perTurn(totals.layoutMs)} ms of layout in wall time; from the trace: ${(cpu.lifecycle / turns).toFixed(2)} style or layout passes ` +
      `in frames and ${(cpu.forced / turns).toFixed(2)} forced by script or input, CPU ${perTurn((cpu.byName.get("Layout") ?? 0) + (cpu.byName.get("UpdateLayoutTree") ?? 0))} ms ` +
      `(layout and style), script ${perTurn((cpu.byName.get("TimerFire") ?? 0) + (cpu.byName.get("FireAnimationFrame") ?? 0))} ms (ticks and frames); ` +
      `main thread busy ${((100 * totals.taskMs) / totals.wallMs).toFixed(0)} % of the time (${load()})`,
  );
} finally {
  await app.stop();
}

interface TraceEvent {
  readonly ph: string;
  readonly name: string;
  readonly pid: number;
  readonly tid: number;
  readonly ts: number;
  readonly dur: number;
  readonly tdur?: number;
  readonly args?: { readonly name?: string };
}

/** CPU time by renderer thread and by main-thread event, and where style and layout ran. */
interface Cpu {
  main: number;
  compositor: number;
  raster: number;
  byName: Map<string, number>;
  /** Style recalcs and layouts run by the frame's own lifecycle (BeginMainFrame). */
  lifecycle: number;
  /** Style recalcs and layouts forced inside script or input handling (a layout read after a write). */
  forced: number;
}

/**
 * Adds a trace's thread CPU time: top-level tasks per renderer thread, and the main thread's work
 * by kind; counts style and layout passes, forced (nested in script or input) or not.
 */
function addTrace(cpu: Cpu, trace: { traceEvents: TraceEvent[] }): void {
  const names = new Map<string, string>();
  for (const e of trace.traceEvents)
    if (e.ph === "M" && e.name === "thread_name") names.set(`${e.pid}:${e.tid}`, e.args?.name ?? "");
  const renderer = trace.traceEvents.find((e) => names.get(`${e.pid}:${e.tid}`) === "CrRendererMain")?.pid;
  const main = trace.traceEvents
    .filter((e) => e.ph === "X" && e.pid === renderer && names.get(`${e.pid}:${e.tid}`) === "CrRendererMain")
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const open: TraceEvent[] = [];
  for (const e of main) {
    while (open.length > 0 && open.at(-1)!.ts + open.at(-1)!.dur <= e.ts) open.pop();
    if (e.name === "Layout" || e.name === "UpdateLayoutTree") {
      if (open.some((o) => /^(FunctionCall|EventDispatch|TimerFire|EvaluateScript)$/.test(o.name)))
        cpu.forced++;
      else cpu.lifecycle++;
    }
    open.push(e);
  }
  for (const e of trace.traceEvents) {
    if (e.ph !== "X" || e.tdur === undefined || e.pid !== renderer) continue;
    const thread = names.get(`${e.pid}:${e.tid}`) ?? "";
    const ms = e.tdur / 1000;
    if (e.name === "ThreadControllerImpl::RunTask" || e.name === "RunTask") {
      if (thread === "CrRendererMain") cpu.main += ms;
      else if (thread === "Compositor") cpu.compositor += ms;
      else if (thread.startsWith("ThreadPoolForegroundWorker")) cpu.raster += ms; // raster, decoding
    } else if (
      thread === "CrRendererMain" &&
      /^(Layout|UpdateLayoutTree|Paint|PrePaint|Layerize|FunctionCall|TimerFire|FireAnimationFrame|UpdateLayerTree|Commit)$/.test(
        e.name,
      )
    ) {
      cpu.byName.set(e.name, (cpu.byName.get(e.name) ?? 0) + ms);
    }
  }
}
