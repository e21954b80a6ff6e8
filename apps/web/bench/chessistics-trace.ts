/**
 * Reading a Chromium trace of the Chessistics page playing (bench/chessistics-fps.ts): the CPU
 * time each thread spent (trace thread time, which load does not inflate the way it stretches
 * wall time), the frames Chromium presented, presented late or dropped (its own frame accounting,
 * `PipelineReporter`), how many frames the main thread had to produce, where style and layout ran
 * (forced by script, or in a frame), and the animations the compositor could not run.
 * @module
 */

/** The trace categories these figures need. */
export const TRACE_CATEGORIES = [
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "disabled-by-default-devtools.timeline.frame",
  "blink.user_timing",
];

/** The page marks the window measured with `performance.mark` (from the click on Play to the card). */
export const MARKS = { start: "fps:start", end: "fps:end" } as const;

interface TraceEvent {
  readonly ph: string;
  readonly name: string;
  readonly cat: string;
  readonly pid: number;
  readonly tid: number;
  readonly ts: number;
  readonly dur?: number;
  readonly tdur?: number;
  readonly args?: Record<string, unknown>;
}

/** What one trace says, over the marked window. */
export interface TraceFigures {
  /** The window's length, wall clock. */
  windowMs: number;
  /** CPU time (thread time) by thread: the renderer's main and compositor threads, its raster workers, the GPU process's display compositor. */
  cpu: { main: number; compositor: number; raster: number; viz: number };
  /** The main thread's CPU by kind: script (timers, events), frames (style, layout, paint, commit), the rest. */
  mainByKind: { script: number; frames: number; other: number };
  /** The main thread's longest task, CPU time (a turn's render, or the frame after it). */
  longestTask: number;
  /** Frames the main thread produced (BeginMainFrame), and the style/layout passes in them or forced by script. */
  mainFrames: number;
  stylePasses: { inFrames: number; forced: number };
  /** Chromium's accounting of each 60 Hz frame of the page: presented whole, presented without the main thread's part (late), dropped, nothing to draw. */
  frames: { presented: number; partial: number; dropped: number; idle: number };
  /** The longest run of consecutive dropped frames (a visible freeze of (n + 1) × 16.7 ms). */
  longestDrop: number;
  /** Animations started, and those the compositor refused (run on the main thread), by element and property. */
  animations: number;
  notComposited: Map<string, number>;
}

/** An empty total to add runs to. */
export function noFigures(): TraceFigures {
  return {
    windowMs: 0,
    cpu: { main: 0, compositor: 0, raster: 0, viz: 0 },
    mainByKind: { script: 0, frames: 0, other: 0 },
    longestTask: 0,
    mainFrames: 0,
    stylePasses: { inFrames: 0, forced: 0 },
    frames: { presented: 0, partial: 0, dropped: 0, idle: 0 },
    longestDrop: 0,
    animations: 0,
    notComposited: new Map(),
  };
}

/** `total` plus `run` (the longest drop is the longest of either). */
export function addFigures(total: TraceFigures, run: TraceFigures): TraceFigures {
  const sum = <T extends Record<string, number>>(a: T, b: T): T =>
    Object.fromEntries(Object.keys(a).map((k) => [k, a[k]! + b[k]!])) as T;
  const notComposited = new Map(total.notComposited);
  for (const [k, n] of run.notComposited) notComposited.set(k, (notComposited.get(k) ?? 0) + n);
  return {
    windowMs: total.windowMs + run.windowMs,
    cpu: sum(total.cpu, run.cpu),
    mainByKind: sum(total.mainByKind, run.mainByKind),
    longestTask: Math.max(total.longestTask, run.longestTask),
    mainFrames: total.mainFrames + run.mainFrames,
    stylePasses: sum(total.stylePasses, run.stylePasses),
    frames: sum(total.frames, run.frames),
    longestDrop: Math.max(total.longestDrop, run.longestDrop),
    animations: total.animations + run.animations,
    notComposited,
  };
}

const SCRIPT = /^(TimerFire|EventDispatch|FunctionCall|EvaluateScript|v8\.callFunction)$/;
/** What a main-thread frame runs (its requestAnimationFrame callbacks, then the lifecycle). */
const FRAME_WORK =
  /^(FireAnimationFrame|UpdateLayoutTree|Layout|PrePaint|Paint|Layerize|Commit|UpdateLayer)$/;
const TASK = /^(ThreadControllerImpl::RunTask|RunTask)$/;

/** The figures of `trace` between the page's two marks (the whole trace if they are missing). */
export function readTrace(trace: { traceEvents: TraceEvent[] }): TraceFigures {
  const events = trace.traceEvents;
  const threads = new Map<string, string>();
  const processes = new Map<number, string>();
  for (const e of events) {
    if (e.ph !== "M") continue;
    const name = String((e.args as { name?: string } | undefined)?.name ?? "");
    if (e.name === "thread_name") threads.set(`${e.pid}:${e.tid}`, name);
    if (e.name === "process_name") processes.set(e.pid, name);
  }
  const thread = (e: TraceEvent) => threads.get(`${e.pid}:${e.tid}`) ?? "";
  const mark = (name: string) => events.find((e) => e.name === name && e.cat.includes("user_timing"));
  const start = mark(MARKS.start);
  const end = mark(MARKS.end);
  // The page's renderer: the one whose main thread made the marks (else the busiest renderer).
  const renderer =
    start?.pid ??
    events.find((e) => processes.get(e.pid) === "Renderer" && thread(e) === "CrRendererMain")?.pid;
  const t0 = start?.ts ?? Math.min(...events.filter((e) => e.ts > 0).map((e) => e.ts));
  const t1 = end?.ts ?? Math.max(...events.map((e) => e.ts + (e.dur ?? 0)));
  const inWindow = (e: TraceEvent) => e.ts >= t0 && e.ts <= t1;
  const f = noFigures();
  f.windowMs = (t1 - t0) / 1000;

  const main: TraceEvent[] = [];
  for (const e of events) {
    if (e.ph !== "X" || !inWindow(e)) continue;
    const name = thread(e);
    const ms = (e.tdur ?? 0) / 1000;
    if (e.pid === renderer && TASK.test(e.name)) {
      if (name === "CrRendererMain") f.cpu.main += ms;
      else if (name === "Compositor") f.cpu.compositor += ms;
      else if (name.startsWith("ThreadPoolForegroundWorker")) f.cpu.raster += ms;
    } else if (
      processes.get(e.pid) === "GPU Process" &&
      name === "VizCompositorThread" &&
      TASK.test(e.name)
    ) {
      f.cpu.viz += ms;
    }
    if (e.pid === renderer && name === "CrRendererMain") main.push(e);
  }

  // The main thread's tasks by what they ran, and where style and layout ran.
  main.sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const open: TraceEvent[] = [];
  let task: { e: TraceEvent; kind: keyof TraceFigures["mainByKind"] | null } | null = null;
  const closeTask = () => {
    if (!task) return;
    const ms = (task.e.tdur ?? 0) / 1000;
    f.mainByKind[task.kind ?? "other"] += ms;
    f.longestTask = Math.max(f.longestTask, ms);
  };
  for (const e of main) {
    while (open.length > 0 && open.at(-1)!.ts + (open.at(-1)!.dur ?? 0) <= e.ts) open.pop();
    if (TASK.test(e.name) && open.length === 0) {
      closeTask();
      f.mainFrames = events.filter(
        (e) => e.name === "BeginMainThreadFrame" && e.pid === renderer && inWindow(e),
      ).length;
      task = { e, kind: null };
    } else if (task && task.kind === null) {
      if (FRAME_WORK.test(e.name)) task.kind = "frames";
      else if (SCRIPT.test(e.name)) task.kind = "script";
    }
    if (e.name === "Layout" || e.name === "UpdateLayoutTree") {
      if (open.some((o) => SCRIPT.test(o.name))) f.stylePasses.forced++;
      else f.stylePasses.inFrames++;
    }
    open.push(e);
  }
  closeTask();
  f.mainFrames = events.filter(
    (e) => e.name === "BeginMainThreadFrame" && e.pid === renderer && inWindow(e),
  ).length;

  // Chromium's frame accounting for the page's layer tree (the renderer's compositor thread).
  const reports = events
    .filter((e) => e.name === "PipelineReporter" && e.ph === "b" && e.pid === renderer && inWindow(e))
    .map((e) => (e.args as { frame_reporter?: Record<string, unknown> } | undefined)?.frame_reporter ?? {})
    .filter((r) => r.frame_type !== "FORKED")
    .sort((a, b) => Number(a.frame_sequence) - Number(b.frame_sequence));
  let run = 0;
  for (const r of reports) {
    const state = String(r.state);
    if (state === "STATE_DROPPED") {
      f.frames.dropped++;
      f.longestDrop = Math.max(f.longestDrop, ++run);
      continue;
    }
    run = 0;
    if (state === "STATE_PRESENTED_ALL") f.frames.presented++;
    else if (state === "STATE_PRESENTED_PARTIAL") f.frames.partial++;
    else f.frames.idle++;
  }

  // Animations: an async event per animation ("b", with its element), then its steps ("n").
  const nodes = new Map<string, string>();
  for (const e of events) {
    if (e.name !== "Animation" || e.pid !== renderer) continue;
    const id = JSON.stringify((e as { id2?: unknown }).id2 ?? null);
    const data = (e.args as { data?: Record<string, unknown> } | undefined)?.data;
    if (e.ph === "b") {
      nodes.set(id, String(data?.nodeName ?? "?"));
      if (inWindow(e)) f.animations++;
    } else if (e.ph === "n" && inWindow(e) && data?.compositeFailed !== undefined) {
      const props = (data.unsupportedProperties as string[] | undefined)?.join(" ");
      const what = `${nodes.get(id) ?? "?"}: ${props ?? `reason ${data.compositeFailed}`}`;
      f.notComposited.set(what, (f.notComposited.get(what) ?? 0) + 1);
    }
  }
  return f;
}
