/**
 * The match server's load bench: a server process and client worker processes on loopback. Each
 * phase keeps N concurrent TCG duels of random bots going and measures the round trip of every
 * action (send → durable ack): paced like people (each seat acts 1–3 s after its turn comes) at
 * 100 and 1,000 duels, then unpaced for the most accepted actions per second. Prints as it goes;
 * reports the load average and the server process's CPU time with each figure.
 *
 *
 * `--scale` runs instead the scale-out comparison: 1,000 concurrent unpaced TCG duels on one
 * instance with the embedded store, then on two instances sharing a Redis (a redis-server of its
 * own: append-only, fsync at every write), each duel's seats on different instances; actions/s and
 * round trips side by side, with the servers' and Redis's CPU time.
 *
 * `--redis` runs the Redis comparison: 150 duels (so that the four phases fit in two minutes;
 * `--duels 1000` for the README's full-scale table, about ten minutes) on two instances over one
 * Redis, one Redis with a replica and `--redis-wait 1` (every action acknowledged once the
 * replica has it), a Redis Cluster of three masters, and three masters with a replica each and
 * `--redis-wait 1` (every redis-server append-only, fsync at every write).
 *
 * `--measure S` measures every phase S seconds instead of its default (longer windows, for the
 * garbage collections of a heap that grows: beyond two minutes then); `--server-node-options
 * "FLAGS"` starts the servers with those Node/V8 flags (e.g. `--max-semi-space-size=64`).
 *
 *   npx -y pnpm@10.34.9 --filter @apps/server bench [--quick] [--scale | --redis] [--duels N] [--phase TEXT]
 *     [--measure S] [--server-node-options FLAGS]
 */
import { type ChildProcess, fork, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { loadavg, tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { Redis } from "ioredis";
import { startRedis, startRedisCluster, startRedisReplica } from "../test/redis-harness.js";
import { benchDirs as dirs, stopOnSignals, track } from "./children.js";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
stopOnSignals();
const quick = process.argv.includes("--quick");
const redisKinds = process.argv.includes("--redis");
const scale = process.argv.includes("--scale") || redisKinds;
const WORKERS = 2;
const NODE_ARGS = ["--conditions=@games/source", "--import", "tsx"];

interface Phase {
  readonly name: string;
  /** `--scale`: the servers it runs on. */
  readonly setup?: Setup;
  readonly matches: number;
  readonly pace: readonly [number, number] | null;
  readonly warmupS: number;
  readonly measureS: number;
}

/** The servers a `--scale` or `--redis` phase runs on. */
type Setup = "embedded" | "redis" | "redis-wait" | "cluster" | "cluster-wait";

const SETUP_NAMES: Record<Setup, string> = {
  embedded: "1 instance, embedded store",
  redis: "2 instances, one Redis",
  "redis-wait": "2 instances, one Redis + a replica, --redis-wait 1",
  cluster: "2 instances, Redis Cluster (3 masters)",
  "cluster-wait": "2 instances, Redis Cluster (3 masters + 3 replicas), --redis-wait 1",
};

const benchStarted = Date.now();
/** The bench's wall time so far (its rule: under two minutes). */
const elapsed = (): string => `${((Date.now() - benchStarted) / 1000).toFixed(0)} s`;

/** `--duels N`: concurrent duels a `--scale` or `--redis` phase keeps going. */
/** The value of option `name`, if given. */
function option(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at === -1 ? undefined : process.argv[at + 1];
}

const duels = option("--duels") === undefined ? undefined : Number(option("--duels"));
if (duels !== undefined && !(Number.isInteger(duels) && duels >= 2)) {
  console.error(`--duels takes a whole number of duels, at least 2, not "${option("--duels") ?? ""}"`);
  process.exit(2);
}

const SCALE_PHASES: readonly Phase[] = (
  redisKinds
    ? (["redis", "redis-wait", "cluster", "cluster-wait"] as const)
    : (["embedded", "redis"] as const)
).map((setup) => ({
  name: SETUP_NAMES[setup],
  setup,
  // `--quick`: a smoke run of a few seconds. `--redis` alone: 150 duels, 4 s of warm-up and 8 s of
  // measure a phase, so that its four phases (each starting its own redis-servers) fit in two
  // minutes; creating 1,000 matches and their sockets alone takes 65–110 s a phase. With
  // `--duels N`: the 6 s + 12 s of the README's full-scale table.
  matches: quick ? 20 : (duels ?? (redisKinds ? 150 : 1000)),
  pace: null,
  warmupS: quick ? 2 : redisKinds ? (duels === undefined ? 4 : 6) : 10,
  measureS: quick ? 4 : redisKinds ? (duels === undefined ? 8 : 12) : 20,
}));

/** `--measure S`: every phase measures S seconds. */
const measure = option("--measure") === undefined ? undefined : Number(option("--measure"));
if (measure !== undefined && !(Number.isInteger(measure) && measure >= 5)) {
  console.error(`--measure takes whole seconds, at least 5, not "${option("--measure") ?? ""}"`);
  process.exit(2);
}
/** `--server-node-options FLAGS`: Node/V8 flags of the server processes (space-separated). */
const serverNodeOptions = (option("--server-node-options") ?? "").split(" ").filter((f) => f !== "");

/** `--phase TEXT`: only the phases whose name holds TEXT (e.g. `--phase "paced 1000"`). */
const only = process.argv[process.argv.indexOf("--phase") + 1];
/** `--cpu-prof`: the server writes a CPU profile (Chrome DevTools' format) into a directory kept after the run. */
const cpuProf = process.argv.includes("--cpu-prof");

const ALL_PHASES: readonly Phase[] = scale
  ? SCALE_PHASES
  : quick
    ? [{ name: "paced", matches: 20, pace: [1000, 3000], warmupS: 3, measureS: 5 }]
    : [
        { name: "paced 100", matches: 100, pace: [1000, 3000], warmupS: 5, measureS: 15 },
        { name: "paced 1000", matches: 1000, pace: [1000, 3000], warmupS: 12, measureS: 20 },
        { name: "unpaced 200", matches: 200, pace: null, warmupS: 4, measureS: 15 },
      ];
const PHASES = ALL_PHASES.filter((p) => !process.argv.includes("--phase") || p.name.includes(only ?? "")).map(
  (p) => (measure === undefined ? p : { ...p, measureS: measure }),
);

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

/** What the servers' `/metrics` say at one reading (summed over the servers; loop delay: the worst). */
interface ServerStats {
  /** CPU seconds so far. */
  readonly cpu: number;
  /** Histograms' cumulative buckets: commit (queue → durable append), answer (frame read → answer written). */
  readonly commit: Map<string, number>;
  readonly answer: Map<string, number>;
  /** Event-loop delay since the previous reading (prom-client resets it at each), ms. */
  readonly loopP99: number;
  readonly loopMax: number;
  /** GC seconds so far (every kind), and major GCs so far. */
  readonly gc: number;
  readonly majorGcs: number;
  /** Heap in use now, MB. */
  readonly heapMb: number;
}

function histogram(text: string, name: string, into: Map<string, number>): void {
  for (const m of text.matchAll(new RegExp(`^${name}_bucket\\{le="([^"]+)"\\} (\\S+)$`, "gm")))
    into.set(m[1] as string, (into.get(m[1] as string) ?? 0) + Number(m[2]));
}

async function serverStats(urls: readonly string[]): Promise<ServerStats> {
  const commit = new Map<string, number>();
  const answer = new Map<string, number>();
  let cpu = 0;
  let loopP99 = 0;
  let loopMax = 0;
  let gc = 0;
  let majorGcs = 0;
  let heapMb = 0;
  const value = (text: string, pattern: RegExp): number => Number(pattern.exec(text)?.[1] ?? Number.NaN);
  for (const url of urls) {
    const text = await (await fetch(`${url}/metrics`)).text();
    histogram(text, "action_commit_seconds", commit);
    histogram(text, "action_answer_seconds", answer);
    cpu += value(text, /^process_cpu_seconds_total (\S+)/m);
    loopP99 = Math.max(loopP99, value(text, /^nodejs_eventloop_lag_p99_seconds (\S+)/m) * 1000);
    loopMax = Math.max(loopMax, value(text, /^nodejs_eventloop_lag_max_seconds (\S+)/m) * 1000);
    for (const m of text.matchAll(/^nodejs_gc_duration_seconds_sum\{kind="[^"]+"\} (\S+)$/gm))
      gc += Number(m[1]);
    majorGcs += value(text, /^nodejs_gc_duration_seconds_count\{kind="major"\} (\S+)/m) || 0;
    heapMb += value(text, /^nodejs_heap_size_used_bytes (\S+)/m) / 2 ** 20;
  }
  return { cpu, commit, answer, loopP99, loopMax, gc, majorGcs, heapMb };
}

/**
 * What the kernel says of the servers' processes (Linux; zeros elsewhere): write system calls (all
 * threads: socket writes, the log's), and the main thread's context switches — voluntary (it
 * waited for work) and involuntary (preempted: another process took the CPU from it).
 */
interface ProcStats {
  readonly writes: number;
  readonly voluntary: number;
  readonly involuntary: number;
}

function procStats(pids: readonly (number | undefined)[]): ProcStats {
  let writes = 0;
  let voluntary = 0;
  let involuntary = 0;
  for (const pid of pids) {
    try {
      const io = readFileSync(`/proc/${pid}/io`, "utf8");
      const status = readFileSync(`/proc/${pid}/status`, "utf8");
      writes += Number(/^syscw:\s+(\d+)/m.exec(io)?.[1] ?? 0);
      voluntary += Number(/^voluntary_ctxt_switches:\s+(\d+)/m.exec(status)?.[1] ?? 0);
      involuntary += Number(/^nonvoluntary_ctxt_switches:\s+(\d+)/m.exec(status)?.[1] ?? 0);
    } catch {
      // Not Linux, or the process is gone.
    }
  }
  return { writes, voluntary, involuntary };
}

/** The bucket bound (ms) under which `p`% of the observations between two readings fell. */
function bucketPercentile(before: Map<string, number>, after: Map<string, number>, p: number): string {
  const rows = [...after].map(([le, n]) => [le, n - (before.get(le) ?? 0)] as const);
  const total = rows.at(-1)?.[1] ?? 0;
  const row = rows.find(([, n]) => n >= (p / 100) * total);
  const last = rows.at(-2)?.[0];
  return row === undefined || total === 0
    ? "-"
    : row[0] === "+Inf"
      ? `>${Number(last) * 1000}`
      : `≤${Number(row[0]) * 1000}`;
}

/** Round trips' p50 / p99 / p99.9 / max, ms. */
function tail(rtts: readonly number[]): string {
  const sorted = [...rtts].sort((a, b) => a - b);
  return `p50 ${fmt(percentile(sorted, 50))} / p99 ${fmt(percentile(sorted, 99))} / p99.9 ${fmt(percentile(sorted, 99.9))} / max ${fmt(sorted.at(-1) ?? Number.NaN)} ms`;
}

/** Every bench client shares one loopback address: limits fit for one person would refuse them. */
const NO_ADDRESS_LIMITS = ["--connect-limit", "0", "--auth-limit", "0", "--address-connections", "0"];

function startServer(
  dir: string,
  extra: readonly string[] = [],
  nodeArgs: readonly string[] = [],
): Promise<{ proc: ChildProcess; url: string }> {
  const proc = track(
    spawn(
      process.execPath,
      [
        ...NODE_ARGS,
        ...serverNodeOptions,
        ...nodeArgs,
        "src/main.ts",
        "--port",
        "0",
        "--data",
        dir,
        "--quiet",
        "--no-accounts",
        ...NO_ADDRESS_LIMITS,
        ...extra,
      ],
      {
        cwd: root,
        stdio: ["ignore", "pipe", "inherit"],
      },
    ),
  );
  return new Promise((resolve, reject) => {
    let out = "";
    proc.stdout?.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const m = /listening (\S+)/.exec(out);
      if (m?.[1] !== undefined) resolve({ proc, url: m[1] });
    });
    proc.on("exit", (code) => reject(new Error(`server exited (${code})`)));
  });
}

const fmt = (n: number): string => (Number.isFinite(n) ? n.toFixed(1) : "-");

/** A phase's figures, for the side-by-side table. */
interface Result {
  readonly name: string;
  readonly perSecond: number;
  readonly p50: number;
  readonly p99: number;
  readonly p999: number;
  readonly max: number;
  /** Server processes' CPU, % of one core, and µs per action. */
  readonly cpu: number;
  readonly cpuPerAction: number;
  /** redis-server's CPU, % of one core (0: none). */
  readonly redisCpu: number;
  readonly load: string;
}

interface WorkerReport {
  readonly rtts: number[];
  readonly finished: number;
  readonly failures: number;
  readonly started?: boolean;
  /** The client process's event-loop delay since its last report, ms. */
  readonly loop?: { readonly p99: number; readonly max: number; readonly cpu: number };
}

async function runPhase(
  urls: readonly string[],
  phase: Phase,
  extraCpu: () => Promise<number> = async () => 0,
  pids: readonly (number | undefined)[] = [],
): Promise<Result> {
  const url = urls.join(",");
  const started = Date.now();
  /** Every round trip since the clients began (the start: matches created, sockets opened). */
  let startRtts: number[] = [];
  let rtts: number[] = [];
  let measuring = false;
  /** The clients' loop delay in the current window: worst p99 and max of their reports. */
  let clientLoop = { p99: 0, max: 0 };
  /** The clients' CPU time while measuring, µs. */
  let clientCpu = 0;
  const workers = Array.from({ length: WORKERS }, (_, w) => {
    const share = Math.floor(phase.matches / WORKERS) + (w < phase.matches % WORKERS ? 1 : 0);
    const [min, max] = phase.pace ?? [0, 0];
    const child = track(
      fork(join(root, "bench", "worker.ts"), [url, String(share), String(min), String(max)], {
        execArgv: NODE_ARGS,
        cwd: root,
      }),
    );
    child.on("message", (m: WorkerReport) => {
      if (measuring) rtts.push(...m.rtts);
      else startRtts.push(...m.rtts);
      if (m.loop !== undefined) {
        clientLoop = { p99: Math.max(clientLoop.p99, m.loop.p99), max: Math.max(clientLoop.max, m.loop.max) };
        if (measuring) clientCpu += m.loop.cpu;
      }
      (child as ChildProcess & { last?: WorkerReport }).last = m;
    });
    return child as ChildProcess & { last?: WorkerReport };
  });
  process.stdout.write(
    `\n${phase.name}: ${phase.matches} concurrent TCG duels, ${WORKERS} client processes\n`,
  );
  // On a loaded machine a client process takes a while to start: warm up once all play.
  while (workers.some((w) => (w.last?.finished ?? 0) === 0 && w.last?.started !== true))
    await new Promise((r) => setTimeout(r, 250));
  const playing = Date.now();
  process.stdout.write(
    `  client processes playing after ${((playing - started) / 1000).toFixed(0)} s; warming up ${phase.warmupS} s\n`,
  );
  await serverStats(urls);
  await new Promise((r) => setTimeout(r, phase.warmupS * 1000));
  const startLoop = await serverStats(urls);
  process.stdout.write(
    `  start (every match created, every socket opened, ${((Date.now() - started) / 1000).toFixed(0)} s): ${startRtts.length} actions, round trip ${tail(startRtts)}; server loop delay during warm-up p99 ${fmt(startLoop.loopP99)} / max ${fmt(startLoop.loopMax)} ms\n`,
  );
  const start = startRtts;
  startRtts = [];
  measuring = true;
  rtts = [];
  clientLoop = { p99: 0, max: 0 };
  clientCpu = 0;
  const stats0 = await serverStats(urls);
  const proc0 = procStats(pids);
  const extra0 = await extraCpu();
  const t0 = Date.now();
  let window0 = stats0;
  let windowStart = 0;
  let worstLoop = { p99: 0, max: 0 };
  let worstClientLoop = { p99: 0, max: 0 };
  for (let s = 0; s < phase.measureS; s += 5) {
    await new Promise((r) => setTimeout(r, Math.min(5, phase.measureS - s) * 1000));
    const w = await serverStats(urls);
    const windowRtts = rtts.slice(windowStart);
    windowStart = rtts.length;
    worstLoop = { p99: Math.max(worstLoop.p99, w.loopP99), max: Math.max(worstLoop.max, w.loopMax) };
    worstClientLoop = {
      p99: Math.max(worstClientLoop.p99, clientLoop.p99),
      max: Math.max(worstClientLoop.max, clientLoop.max),
    };
    process.stdout.write(
      `  ${((Date.now() - t0) / 1000).toFixed(0)} s: ${windowRtts.length} actions, round trip ${tail(windowRtts)}; ` +
        `server: answer p99 ${bucketPercentile(window0.answer, w.answer, 99)} ms, loop delay p99 ${fmt(w.loopP99)} / max ${fmt(w.loopMax)} ms, ` +
        `GC ${fmt((w.gc - window0.gc) * 1000)} ms (${w.majorGcs - window0.majorGcs} major), heap ${w.heapMb.toFixed(0)} MB; ` +
        `clients' loop p99 ${fmt(clientLoop.p99)} / max ${fmt(clientLoop.max)} ms; load ${loadavg()[0]?.toFixed(2)}\n`,
    );
    window0 = w;
    clientLoop = { p99: 0, max: 0 };
  }
  const seconds = (Date.now() - t0) / 1000;
  const stats1 = window0;
  const proc1 = procStats(pids);
  const cpu = stats1.cpu - stats0.cpu;
  const extra = (await extraCpu()) - extra0;
  measuring = false;
  const sorted = [...rtts].sort((a, b) => a - b);
  await Promise.all(
    workers.map(
      (w) =>
        new Promise<void>((resolve) => {
          w.once("exit", () => resolve());
          w.send("stop");
          setTimeout(() => w.kill("SIGKILL"), 5000).unref();
        }),
    ),
  );
  const perAction = (n: number): string => (n / Math.max(1, sorted.length)).toFixed(2);
  const finished = workers.reduce((n, w) => n + (w.last?.finished ?? 0), 0);
  const failures = workers.reduce((n, w) => n + (w.last?.failures ?? 0), 0);
  process.stdout.write(
    `${phase.name}: ${(sorted.length / seconds).toFixed(0)} actions/s after warm-up, round trip ${tail(sorted)} ` +
      `(start: ${tail(start)}); ` +
      `server answer p50 ${bucketPercentile(stats0.answer, stats1.answer, 50)} / p99 ${bucketPercentile(stats0.answer, stats1.answer, 99)} / p99.9 ${bucketPercentile(stats0.answer, stats1.answer, 99.9)} ms, ` +
      `commit p50 ${bucketPercentile(stats0.commit, stats1.commit, 50)} / p99 ${bucketPercentile(stats0.commit, stats1.commit, 99)} ms, ` +
      `loop delay worst 5 s p99 ${fmt(worstLoop.p99)} / max ${fmt(worstLoop.max)} ms, GC ${fmt(((stats1.gc - stats0.gc) / seconds) * 1000)} ms/s; ` +
      `server CPU ${((cpu / seconds) * 100).toFixed(0)}% of a core (${((cpu * 1e6) / Math.max(1, sorted.length)).toFixed(0)} µs/action)` +
      (proc1.writes > 0
        ? `, per action ${perAction(proc1.writes - proc0.writes)} write calls, ${perAction(proc1.voluntary - proc0.voluntary)} waits, ${perAction(proc1.involuntary - proc0.involuntary)} preemptions; `
        : "; ") +
      (extra > 0
        ? `Redis CPU (every redis-server) ${((extra / seconds) * 100).toFixed(0)}% of a core; `
        : "") +
      `clients' CPU ${((clientCpu / 1e6 / seconds) * 100).toFixed(0)}% of a core (${(clientCpu / Math.max(1, sorted.length)).toFixed(0)} µs/action), loop worst p99 ${fmt(worstClientLoop.p99)} / max ${fmt(worstClientLoop.max)} ms; ` +
      `${finished} duels finished, ${failures} failed; load ${loadavg()
        .map((l) => l.toFixed(2))
        .join(" ")}; ${((Date.now() - started) / 1000).toFixed(0)} s\n`,
  );
  return {
    name: phase.name,
    perSecond: sorted.length / seconds,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    p999: percentile(sorted, 99.9),
    max: sorted.at(-1) ?? Number.NaN,
    cpu: (cpu / seconds) * 100,
    cpuPerAction: (cpu * 1e6) / Math.max(1, sorted.length),
    redisCpu: (extra / seconds) * 100,
    load: loadavg()
      .map((l) => l.toFixed(2))
      .join(" "),
  };
}

/** Runs `phase` on its servers (`--scale`): one embedded instance, or Redis and two instances. */
async function scalePhase(phase: Phase): Promise<Result> {
  const dir = await mkdtemp(join(tmpdir(), "match-bench-"));
  dirs.add(dir);
  const stops: (() => Promise<void>)[] = [];
  try {
    if (phase.setup === "embedded") {
      const server = await startServer(dir);
      stops.push(() => stopChild(server.proc));
      return await runPhase([server.url], phase, undefined, [server.proc.pid]);
    }
    const watch = (proc: ChildProcess, redisDir: string): void => {
      track(proc);
      dirs.add(redisDir);
    };
    // Every redis-server's port (replicas too: their CPU is the price of WAIT), and the URL.
    const ports: number[] = [];
    let url: string;
    if (phase.setup === "redis" || phase.setup === "redis-wait") {
      const redis = await startRedis(watch);
      stops.push(() => redis.stop());
      ports.push(redis.port);
      url = redis.url;
      if (phase.setup === "redis-wait") {
        const replica = await startRedisReplica(redis.port, watch);
        stops.push(() => replica.stop());
        ports.push(replica.port);
      }
    } else {
      const cluster = await startRedisCluster(
        { masters: 3, replicas: phase.setup === "cluster-wait" ? 1 : 0 },
        watch,
      );
      stops.push(() => cluster.stop());
      ports.push(...cluster.nodes.map((n) => n.port));
      url = cluster.url;
    }
    const wait = phase.setup === "redis-wait" || phase.setup === "cluster-wait" ? ["--redis-wait", "1"] : [];
    const servers = await Promise.all([0, 1].map(() => startServer(dir, ["--redis", url, ...wait])));
    for (const s of servers) stops.push(() => stopChild(s.proc));
    const clients = ports.map((port) => {
      // Read for CPU figures only: a redis-server stopped with the bench is no news.
      const client = new Redis({ host: "127.0.0.1", port });
      client.on("error", () => {});
      return client;
    });
    stops.push(async () => {
      for (const client of clients) client.disconnect();
    });
    const redisCpu = async (): Promise<number> => {
      let sum = 0;
      for (const client of clients) {
        const info = await client.info("cpu");
        const field = (name: string): number =>
          Number(new RegExp(`^${name}:(\\S+)`, "m").exec(info)?.[1] ?? 0);
        sum += field("used_cpu_sys") + field("used_cpu_user");
      }
      return sum;
    };
    return await runPhase(
      servers.map((s) => s.url),
      phase,
      redisCpu,
      servers.map((s) => s.proc.pid),
    );
  } finally {
    for (const stop of stops.reverse()) await stop();
    await rm(dir, { recursive: true, force: true });
  }
}

async function stopChild(proc: ChildProcess): Promise<void> {
  proc.kill("SIGTERM");
  await new Promise((r) => setTimeout(r, 500));
  proc.kill("SIGKILL");
}

if (scale) {
  process.stdout.write(
    `scale-out comparison; load ${loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")}\n`,
  );
  const results: Result[] = [];
  for (const phase of PHASES) results.push(await scalePhase(phase));
  process.stdout.write(
    "\n| setup | actions/s | p50 ms | p99 ms | p99.9 ms | max ms | servers' CPU (per action) | Redis CPU | load after |\n|---|---|---|---|---|---|---|---|---|\n",
  );
  for (const r of results)
    process.stdout.write(
      `| ${r.name} | ${r.perSecond.toFixed(0)} | ${fmt(r.p50)} | ${fmt(r.p99)} | ${fmt(r.p999)} | ${fmt(r.max)} | ${r.cpu.toFixed(0)}% (${r.cpuPerAction.toFixed(0)} µs) | ${r.redisCpu > 0 ? `${r.redisCpu.toFixed(0)}%` : "–"} | ${r.load} |\n`,
    );
  process.stdout.write(`bench: ${elapsed()} in all\n`);
  const [one, two] = results;
  if (!redisKinds && one !== undefined && two !== undefined)
    process.stdout.write(
      `throughput, two instances + Redis / one + embedded: ×${(two.perSecond / one.perSecond).toFixed(2)}\n`,
    );
  process.exit(0);
}

const dir = await mkdtemp(join(tmpdir(), "match-bench-"));
dirs.add(dir);
const profiles = cpuProf ? await mkdtemp(join(tmpdir(), "match-bench-profile-")) : null;
const server = await startServer(
  dir,
  [],
  profiles === null ? [] : ["--cpu-prof", "--cpu-prof-dir", profiles],
);
process.stdout.write(
  `server ${server.url} (data ${dir}); load ${loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")}\n`,
);
const results: Result[] = [];
try {
  for (const phase of PHASES) results.push(await runPhase([server.url], phase, undefined, [server.proc.pid]));
  process.stdout.write(
    "\n| phase | actions/s | round trip p50 | p99 | p99.9 | max | server CPU (per action) | load after |\n|---|---|---|---|---|---|---|---|\n",
  );
  for (const r of results)
    process.stdout.write(
      `| ${r.name} | ${r.perSecond.toFixed(0)} | ${fmt(r.p50)} ms | ${fmt(r.p99)} ms | ${fmt(r.p999)} ms | ${fmt(r.max)} ms | ${r.cpu.toFixed(0)}% (${r.cpuPerAction.toFixed(0)} µs) | ${r.load} |\n`,
    );
  process.stdout.write(`bench: ${elapsed()} in all\n`);
} finally {
  // A profile is written as the server exits: give it time.
  const exited = new Promise((r) => server.proc.once("exit", r));
  server.proc.kill("SIGTERM");
  await Promise.race([exited, new Promise((r) => setTimeout(r, profiles === null ? 500 : 20_000))]);
  server.proc.kill("SIGKILL");
  await rm(dir, { recursive: true, force: true });
  if (profiles !== null)
    process.stdout.write(`\nserver CPU profile in ${profiles} (open it in Chrome DevTools)\n`);
}
