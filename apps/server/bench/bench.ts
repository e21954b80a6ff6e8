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
 *   npx -y pnpm@10.34.9 --filter @apps/server bench [--quick] [--scale]
 */
import { type ChildProcess, fork, spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { loadavg, tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { Redis } from "ioredis";
import { startRedis } from "../test/redis-harness.js";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
/** Every child process (servers, clients, redis-server): stopped with the bench, so none outlives it. */
const children = new Set<ChildProcess>();
/** The temporary directories in use (data, Redis's): deleted if a signal stops the bench. */
const dirs = new Set<string>();
function track<T extends ChildProcess>(child: T): T {
  children.add(child);
  child.once("exit", () => children.delete(child));
  return child;
}
/** Stopped by a signal: kills every child, waits (2 s at most) for them to go, deletes the dirs. */
async function stopAll(): Promise<void> {
  const gone = [...children].map(
    (child) =>
      new Promise<void>((resolve) =>
        child.exitCode !== null || child.signalCode !== null
          ? resolve()
          : child.once("exit", () => resolve()),
      ),
  );
  for (const child of children) child.kill("SIGKILL");
  await Promise.race([Promise.all(gone), new Promise((resolve) => setTimeout(resolve, 2000))]);
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
}
for (const [signal, code] of [
  ["SIGINT", 130],
  ["SIGTERM", 143],
] as const)
  process.once(signal, () => {
    process.stderr.write(`${signal}: stopping the bench's processes\n`);
    void stopAll().finally(() => process.exit(code));
  });
const quick = process.argv.includes("--quick");
const scale = process.argv.includes("--scale");
const WORKERS = 2;
const NODE_ARGS = ["--conditions=@games/source", "--import", "tsx"];

interface Phase {
  readonly name: string;
  /** `--scale`: the servers it runs on. */
  readonly setup?: "embedded" | "redis";
  readonly matches: number;
  readonly pace: readonly [number, number] | null;
  readonly warmupS: number;
  readonly measureS: number;
}

const SCALE_PHASES: readonly Phase[] = (["embedded", "redis"] as const).map((setup) => ({
  name: setup === "embedded" ? "1 instance, embedded store" : "2 instances, Redis",
  setup,
  // `--quick`: a smoke run of a few seconds.
  matches: quick ? 20 : 1000,
  pace: null,
  warmupS: quick ? 2 : 10,
  measureS: quick ? 4 : 20,
}));

const PHASES: readonly Phase[] = scale
  ? SCALE_PHASES
  : quick
    ? [{ name: "paced", matches: 20, pace: [1000, 3000], warmupS: 3, measureS: 5 }]
    : [
        { name: "paced 100", matches: 100, pace: [1000, 3000], warmupS: 5, measureS: 15 },
        { name: "paced 1000", matches: 1000, pace: [1000, 3000], warmupS: 12, measureS: 20 },
        { name: "unpaced 200", matches: 200, pace: null, warmupS: 4, measureS: 15 },
      ];

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

/** The servers' CPU time so far, and their commit-time histogram (queue → durable append), summed. */
async function serverStats(urls: readonly string[]): Promise<{ cpu: number; buckets: Map<string, number> }> {
  const buckets = new Map<string, number>();
  let cpu = 0;
  for (const url of urls) {
    const text = await (await fetch(`${url}/metrics`)).text();
    for (const m of text.matchAll(/^action_commit_seconds_bucket\{le="([^"]+)"\} (\S+)$/gm))
      buckets.set(m[1] as string, (buckets.get(m[1] as string) ?? 0) + Number(m[2]));
    cpu += Number(/^process_cpu_seconds_total (\S+)/m.exec(text)?.[1] ?? Number.NaN);
  }
  return { cpu, buckets };
}

/** The bucket bound (ms) under which `p`% of the commits between two readings fell. */
function bucketPercentile(before: Map<string, number>, after: Map<string, number>, p: number): string {
  const rows = [...after].map(([le, n]) => [le, n - (before.get(le) ?? 0)] as const);
  const total = rows.at(-1)?.[1] ?? 0;
  const row = rows.find(([, n]) => n >= (p / 100) * total);
  return row === undefined || total === 0 ? "-" : row[0] === "+Inf" ? ">2500" : `≤${Number(row[0]) * 1000}`;
}

/** Every bench client shares one loopback address: limits fit for one person would refuse them. */
const NO_ADDRESS_LIMITS = ["--connect-limit", "0", "--auth-limit", "0", "--address-connections", "0"];

function startServer(
  dir: string,
  extra: readonly string[] = [],
): Promise<{ proc: ChildProcess; url: string }> {
  const proc = track(
    spawn(
      process.execPath,
      [
        ...NODE_ARGS,
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
  readonly p95: number;
  readonly p99: number;
  /** Server processes' CPU, % of one core, and µs per action. */
  readonly cpu: number;
  readonly cpuPerAction: number;
  /** redis-server's CPU, % of one core (0: none). */
  readonly redisCpu: number;
  readonly load: string;
}

async function runPhase(
  urls: readonly string[],
  phase: Phase,
  extraCpu: () => Promise<number> = async () => 0,
): Promise<Result> {
  const url = urls.join(",");
  const started = Date.now();
  let rtts: number[] = [];
  let measuring = false;
  const workers = Array.from({ length: WORKERS }, (_, w) => {
    const share = Math.floor(phase.matches / WORKERS) + (w < phase.matches % WORKERS ? 1 : 0);
    const [min, max] = phase.pace ?? [0, 0];
    const child = track(
      fork(join(root, "bench", "worker.ts"), [url, String(share), String(min), String(max)], {
        execArgv: NODE_ARGS,
        cwd: root,
      }),
    );
    child.on("message", (m: { rtts: number[]; finished: number; failures: number; started?: boolean }) => {
      if (measuring) rtts.push(...m.rtts);
      (child as ChildProcess & { last?: typeof m }).last = m;
    });
    return child as ChildProcess & { last?: { finished: number; failures: number; started?: boolean } };
  });
  process.stdout.write(
    `\n${phase.name}: ${phase.matches} concurrent TCG duels, ${WORKERS} client processes\n`,
  );
  // On a loaded machine a client process takes a while to start: warm up once all play.
  while (workers.some((w) => (w.last?.finished ?? 0) === 0 && w.last?.started !== true))
    await new Promise((r) => setTimeout(r, 250));
  process.stdout.write(
    `  client processes playing after ${((Date.now() - started) / 1000).toFixed(0)} s; warming up ${phase.warmupS} s\n`,
  );
  await new Promise((r) => setTimeout(r, phase.warmupS * 1000));
  measuring = true;
  rtts = [];
  const stats0 = await serverStats(urls);
  const extra0 = await extraCpu();
  const t0 = Date.now();
  for (let s = 0; s < phase.measureS; s += 5) {
    await new Promise((r) => setTimeout(r, Math.min(5, phase.measureS - s) * 1000));
    const sorted = [...rtts].sort((a, b) => a - b);
    process.stdout.write(
      `  ${((Date.now() - t0) / 1000).toFixed(0)} s: ${sorted.length} actions, p50 ${fmt(percentile(sorted, 50))} ms, p99 ${fmt(percentile(sorted, 99))} ms, load ${loadavg()[0]?.toFixed(2)}\n`,
    );
  }
  const seconds = (Date.now() - t0) / 1000;
  const stats1 = await serverStats(urls);
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
  const finished = workers.reduce((n, w) => n + (w.last?.finished ?? 0), 0);
  const failures = workers.reduce((n, w) => n + (w.last?.failures ?? 0), 0);
  process.stdout.write(
    `${phase.name}: ${(sorted.length / seconds).toFixed(0)} actions/s, round trip p50 ${fmt(percentile(sorted, 50))} / p95 ${fmt(percentile(sorted, 95))} / p99 ${fmt(percentile(sorted, 99))} ms; ` +
      `server-side commit p50 ${bucketPercentile(stats0.buckets, stats1.buckets, 50)} / p99 ${bucketPercentile(stats0.buckets, stats1.buckets, 99)} ms; ` +
      `server CPU ${((cpu / seconds) * 100).toFixed(0)}% of a core (${((cpu * 1e6) / Math.max(1, sorted.length)).toFixed(0)} µs/action); ` +
      (extra > 0 ? `redis-server CPU ${((extra / seconds) * 100).toFixed(0)}% of a core; ` : "") +
      `${finished} duels finished, ${failures} failed; load ${loadavg()
        .map((l) => l.toFixed(2))
        .join(" ")}; ${((Date.now() - started) / 1000).toFixed(0)} s\n`,
  );
  return {
    name: phase.name,
    perSecond: sorted.length / seconds,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
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
      return await runPhase([server.url], phase);
    }
    const redis = await startRedis((proc, redisDir) => {
      track(proc);
      dirs.add(redisDir);
    });
    stops.push(() => redis.stop());
    const servers = await Promise.all([0, 1].map(() => startServer(dir, ["--redis", redis.url])));
    for (const s of servers) stops.push(() => stopChild(s.proc));
    const client = new Redis(redis.url);
    stops.push(async () => void client.disconnect());
    const redisCpu = async (): Promise<number> => {
      const info = await client.info("cpu");
      const field = (name: string): number => Number(new RegExp(`^${name}:(\\S+)`, "m").exec(info)?.[1] ?? 0);
      return field("used_cpu_sys") + field("used_cpu_user");
    };
    return await runPhase(
      servers.map((s) => s.url),
      phase,
      redisCpu,
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
    "\n| setup | actions/s | p50 ms | p95 ms | p99 ms | servers' CPU (per action) | Redis CPU | load after |\n|---|---|---|---|---|---|---|---|\n",
  );
  for (const r of results)
    process.stdout.write(
      `| ${r.name} | ${r.perSecond.toFixed(0)} | ${fmt(r.p50)} | ${fmt(r.p95)} | ${fmt(r.p99)} | ${r.cpu.toFixed(0)}% (${r.cpuPerAction.toFixed(0)} µs) | ${r.redisCpu > 0 ? `${r.redisCpu.toFixed(0)}%` : "–"} | ${r.load} |\n`,
    );
  const [one, two] = results;
  if (one !== undefined && two !== undefined)
    process.stdout.write(
      `throughput, two instances + Redis / one + embedded: ×${(two.perSecond / one.perSecond).toFixed(2)}\n`,
    );
  process.exit(0);
}

const dir = await mkdtemp(join(tmpdir(), "match-bench-"));
dirs.add(dir);
const server = await startServer(dir);
process.stdout.write(
  `server ${server.url} (data ${dir}); load ${loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")}\n`,
);
try {
  for (const phase of PHASES) await runPhase([server.url], phase);
} finally {
  server.proc.kill("SIGTERM");
  await new Promise((r) => setTimeout(r, 500));
  server.proc.kill("SIGKILL");
  await rm(dir, { recursive: true, force: true });
}
