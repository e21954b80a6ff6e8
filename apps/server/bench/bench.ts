/**
 * The match server's load bench: a server process and client worker processes on loopback. Each
 * phase keeps N concurrent TCG duels of random bots going and measures the round trip of every
 * action (send → durable ack): paced like people (each seat acts 1–3 s after its turn comes) at
 * 100 and 1,000 duels, then unpaced for the most accepted actions per second. Prints as it goes;
 * reports the load average and the server process's CPU time with each figure.
 *
 *   npx -y pnpm@10.34.9 --filter @apps/server bench [--quick]
 */
import { type ChildProcess, fork, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { loadavg, tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const quick = process.argv.includes("--quick");
const WORKERS = 2;
const NODE_ARGS = ["--conditions=@games/source", "--import", "tsx"];

interface Phase {
  readonly name: string;
  readonly matches: number;
  readonly pace: readonly [number, number] | null;
  readonly warmupS: number;
  readonly measureS: number;
}

const PHASES: readonly Phase[] = quick
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

/** The server's CPU time so far, and its commit-time histogram (queue → durable append). */
async function serverStats(url: string): Promise<{ cpu: number; buckets: Map<string, number> }> {
  const text = await (await fetch(`${url}/metrics`)).text();
  const buckets = new Map<string, number>();
  for (const m of text.matchAll(/^action_commit_seconds_bucket\{le="([^"]+)"\} (\S+)$/gm))
    buckets.set(m[1] as string, Number(m[2]));
  return { cpu: Number(/^process_cpu_seconds_total (\S+)/m.exec(text)?.[1] ?? Number.NaN), buckets };
}

/** The bucket bound (ms) under which `p`% of the commits between two readings fell. */
function bucketPercentile(before: Map<string, number>, after: Map<string, number>, p: number): string {
  const rows = [...after].map(([le, n]) => [le, n - (before.get(le) ?? 0)] as const);
  const total = rows.at(-1)?.[1] ?? 0;
  const row = rows.find(([, n]) => n >= (p / 100) * total);
  return row === undefined || total === 0 ? "-" : row[0] === "+Inf" ? ">2500" : `≤${Number(row[0]) * 1000}`;
}

function startServer(dir: string): Promise<{ proc: ChildProcess; url: string }> {
  const proc = spawn(
    process.execPath,
    [...NODE_ARGS, "src/main.ts", "--port", "0", "--data", dir, "--quiet"],
    {
      cwd: root,
      stdio: ["ignore", "pipe", "inherit"],
    },
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

async function runPhase(url: string, phase: Phase): Promise<void> {
  const started = Date.now();
  let rtts: number[] = [];
  let measuring = false;
  const workers = Array.from({ length: WORKERS }, (_, w) => {
    const share = Math.floor(phase.matches / WORKERS) + (w < phase.matches % WORKERS ? 1 : 0);
    const [min, max] = phase.pace ?? [0, 0];
    const child = fork(join(root, "bench", "worker.ts"), [url, String(share), String(min), String(max)], {
      execArgv: NODE_ARGS,
      cwd: root,
    });
    child.on("message", (m: { rtts: number[]; finished: number; failures: number }) => {
      if (measuring) rtts.push(...m.rtts);
      (child as ChildProcess & { last?: typeof m }).last = m;
    });
    return child as ChildProcess & { last?: { finished: number; failures: number } };
  });
  process.stdout.write(
    `\n${phase.name}: ${phase.matches} concurrent TCG duels, ${WORKERS} client processes; warming up ${phase.warmupS} s\n`,
  );
  await new Promise((r) => setTimeout(r, phase.warmupS * 1000));
  measuring = true;
  rtts = [];
  const stats0 = await serverStats(url);
  const t0 = Date.now();
  for (let s = 0; s < phase.measureS; s += 5) {
    await new Promise((r) => setTimeout(r, Math.min(5, phase.measureS - s) * 1000));
    const sorted = [...rtts].sort((a, b) => a - b);
    process.stdout.write(
      `  ${((Date.now() - t0) / 1000).toFixed(0)} s: ${sorted.length} actions, p50 ${fmt(percentile(sorted, 50))} ms, p99 ${fmt(percentile(sorted, 99))} ms, load ${loadavg()[0]?.toFixed(2)}\n`,
    );
  }
  const seconds = (Date.now() - t0) / 1000;
  const stats1 = await serverStats(url);
  const cpu = stats1.cpu - stats0.cpu;
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
      `${finished} duels finished, ${failures} failed; load ${loadavg()
        .map((l) => l.toFixed(2))
        .join(" ")}; ${((Date.now() - started) / 1000).toFixed(0)} s\n`,
  );
}

const dir = await mkdtemp(join(tmpdir(), "match-bench-"));
const server = await startServer(dir);
process.stdout.write(
  `server ${server.url} (data ${dir}); load ${loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")}\n`,
);
try {
  for (const phase of PHASES) await runPhase(server.url, phase);
} finally {
  server.proc.kill("SIGTERM");
  await new Promise((r) => setTimeout(r, 500));
  server.proc.kill("SIGKILL");
  await rm(dir, { recursive: true, force: true });
}
