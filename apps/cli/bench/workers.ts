/**
 * Distributed balance studies (issue 32) on one machine: the same ISMCTS study played through the
 * BullMQ queue by 1, then by 2 local `games tcg balance-worker` processes, on a redis-server of
 * the bench's own (the Redis tests' harness: a free loopback port, a temporary directory,
 * append-only with fsync at every write). Prints as it goes, then side by side: games per second
 * (over the coordinator's run, from its start line to its done line), CPU seconds per game (the
 * games' own, as the workers measured each job, read back from the queue, and the worker
 * processes' whole CPU time over the run, BullMQ included), how many cores the bench's processes
 * kept busy and how many the machine's other processes did (/proc/stat), and the load average; it
 * checks that the two reports are identical but for their provenance.
 *
 * Every process is started from the TypeScript sources (`node --conditions=@games/source --import
 * tsx src/main.ts …`, as `test/tcg-balance-redis.test.ts` does); their start-up (loading the
 * sources) is outside the measured run, and so is a warm-up of two games per worker (another
 * seed), after which V8 has compiled the hot code as it has during most of a long study. CPU times come from /proc (Linux); elsewhere they show
 * as "n/a". Ctrl-C or SIGTERM stop every process the bench started and delete its directories.
 *
 *   npx -y pnpm@10.34.9 --filter @games/cli bench:workers              # ~1.5 minutes, idle 2 cores
 *   npx -y pnpm@10.34.9 --filter @games/cli bench:workers --quick      # 4 games a run: a smoke run
 *   npx -y pnpm@10.34.9 --filter @games/cli bench:workers --games 40   # another study size
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { cpus, loadavg, tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { type BalanceReport, parseBalanceReport } from "@engines/lgc-tcg";
import { Queue } from "bullmq";
import { benchDirs as dirs, stopAll, stopOnSignals, track } from "../../server/bench/children.js";
import { REDIS_AVAILABLE, startRedis, stopProcess } from "../../server/test/redis-harness.js";
import { jobId, QUEUE, redisConnection, studyJobs } from "../src/games/tcg-balance-study.js";

const cli = join(dirname(fileURLToPath(import.meta.url)), "..");
const NODE_ARGS = ["--conditions=@games/source", "--import", "tsx", "src/main.ts"];

const argv = process.argv.slice(2);
const QUICK = argv.includes("--quick");
const gamesArg = argv.includes("--games") ? Number(argv[argv.indexOf("--games") + 1]) : null;
if (gamesArg !== null && !(Number.isInteger(gamesArg) && gamesArg >= 2)) {
  process.stderr.write("bench:workers: --games takes an integer ≥ 2\n");
  process.exit(2);
}
/** Games of the study; at about 1 CPU-second an ISMCTS game, both runs fit in the 2 minutes. */
const GAMES = gamesArg ?? (QUICK ? 4 : 24);
/**
 * Games per job: small, so that two workers share the jobs evenly and the last job leaves one of
 * them idle for a couple of games at most (a real study's 20-game jobs among 20,000 games
 * make that tail negligible; in 24 games it would not be).
 */
const JOB_GAMES = 2;
/** The study: the real workload, ISMCTS bots at their default node budget, the default decks. */
const STUDY = ["--games", String(GAMES), "--bot", "ismcts", "--seed", "32", "--job-games", String(JOB_GAMES)];
const RUNS = [1, 2] as const;
/**
 * Warm-up games each worker plays first, of a study of their own (another seed): V8 compiles the
 * engine's and the search's hot code over a worker's first games, which a 20,000-game study
 * amortises and a 24-game one does not — without the warm-up, 2 workers would pay it twice in
 * the measured run.
 */
const WARM_UP = QUICK ? 1 : 2;

const say = (line: string): void => {
  process.stdout.write(`${line}\n`);
};
const load = (): string =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(" ");
const seconds = (since: bigint): number => Number(process.hrtime.bigint() - since) / 1e9;

/** Set by SIGINT or SIGTERM: what fails then (a coordinator killed with the bench) is not news. */
let stopping = false;
stopOnSignals(() => {
  stopping = true;
});

/** A process's CPU seconds so far (user + system, all its threads), or null without /proc. */
function cpuOf(proc: ChildProcess | undefined): number | null {
  const file = `/proc/${proc?.pid}/stat`;
  if (proc?.pid === undefined || !existsSync(file)) return null;
  // After the command name (which may hold spaces): state, ppid, … utime and stime are fields
  // 14 and 15 of proc(5), in clock ticks (USER_HZ, 100 on Linux).
  const fields = readFileSync(file, "utf8").split(") ")[1]?.split(" ") ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
}
/**
 * CPU seconds the whole machine spent busy so far, all cores (/proc/stat's first line: user,
 * nice, system, irq, softirq and steal; not idle nor iowait), or null without /proc.
 */
function machineCpu(): number | null {
  if (!existsSync("/proc/stat")) return null;
  const [, user, nice, system, , , irq, softirq, steal] = (
    readFileSync("/proc/stat", "utf8").split("\n")[0] ?? ""
  )
    .trim()
    .split(/\s+/)
    .map(Number);
  return ((user ?? 0) + (nice ?? 0) + (system ?? 0) + (irq ?? 0) + (softirq ?? 0) + (steal ?? 0)) / 100;
}
const sum = (xs: readonly (number | null)[]): number | null =>
  xs.some((x) => x === null) ? null : xs.reduce<number>((a, b) => a + (b as number), 0);
const minus = (a: number | null, b: number | null): number | null =>
  a === null || b === null ? null : a - b;

/** A CLI process of the sources, handing each line it prints to `onLine`. */
function spawnCli(args: readonly string[], onLine: (line: string) => void): ChildProcess {
  const proc = track(
    spawn(process.execPath, [...NODE_ARGS, ...args], { cwd: cli, stdio: ["ignore", "pipe", "inherit"] }),
  );
  let rest = "";
  proc.stdout?.on("data", (chunk: Buffer) => {
    rest += chunk.toString();
    const lines = rest.split("\n");
    rest = lines.pop() ?? "";
    for (const line of lines) onLine(line);
  });
  return proc;
}

/** Resolves with the process's exit code (a signal's name if killed). */
const exited = (proc: ChildProcess): Promise<number | string> =>
  proc.exitCode !== null
    ? Promise.resolve(proc.exitCode)
    : new Promise((resolve) => proc.once("exit", (code, signal) => resolve(code ?? signal ?? "?")));

/** A `games tcg balance-worker` process, once it says it is ready. */
async function startWorker(redis: string, name: string): Promise<ChildProcess> {
  let ready: () => void = () => undefined;
  const isReady = new Promise<void>((resolve) => {
    ready = resolve;
  });
  const proc = spawnCli(["tcg", "balance-worker", "--redis", redis, "--name", name], (line) => {
    if (/ready on queue/.test(line)) ready();
  });
  const code = await Promise.race([isReady.then(() => null), exited(proc)]);
  if (code !== null) throw new Error(`worker ${name} exited (${code}) before it was ready`);
  return proc;
}

/** SIGTERM (the worker finishes the job in hand: it has none), SIGKILL after 10 s. */
async function stopWorker(proc: ChildProcess): Promise<void> {
  const timer = setTimeout(() => proc.kill("SIGKILL"), 10_000);
  await stopProcess(proc, "SIGTERM");
  clearTimeout(timer);
}

/** What one run measured. */
interface Run {
  readonly workers: number;
  readonly games: number;
  /** From the coordinator's start line to its done line. */
  readonly wall: number;
  /** The games' CPU seconds as the workers measured each job (`JobResult.cpuSeconds`), summed. */
  readonly jobsCpu: number;
  /** The worker processes' CPU seconds over the run (BullMQ, locks and progress included). */
  readonly workersCpu: number | null;
  /** The coordinator's CPU seconds over the run (its start-up excluded), and redis-server's. */
  readonly coordinatorCpu: number | null;
  readonly redisCpu: number | null;
  /** Every process's on the machine over the run (the bench's, the other sessions', the kernel's). */
  readonly machineCpu: number | null;
  readonly loadBefore: string;
  readonly loadAfter: string;
  readonly report: BalanceReport;
}

/** CPU seconds so far of the run's processes. */
interface Cpu {
  readonly workers: number | null;
  readonly coordinator: number | null;
  readonly redis: number | null;
  readonly machine: number | null;
}

/** The games' own CPU seconds: each job's, as its worker returned it to the queue. */
async function jobsCpu(redis: string, study: string): Promise<number> {
  const connection = redisConnection(redis);
  const queue = new Queue(QUEUE, { connection });
  try {
    let total = 0;
    for (const data of studyJobs(study, GAMES, JOB_GAMES)) {
      const job = await queue.getJob(jobId(study, data.index));
      const cpu = (job?.returnvalue as { cpuSeconds?: unknown } | undefined)?.cpuSeconds;
      if (typeof cpu !== "number") throw new Error(`job ${jobId(study, data.index)} has no CPU time`);
      total += cpu;
    }
    return total;
  } finally {
    await queue.close();
    await connection.quit();
  }
}

/** The warm-up: a study of `WARM_UP` one-game jobs per worker, that the workers share out. */
async function warmUp(n: number, redis: string, work: string): Promise<void> {
  const started = process.hrtime.bigint();
  const study = `bench-warm-up-${n}w-${Date.now()}`;
  const out = join(work, `warm-up-${n}.json`);
  const args = ["--games", String(WARM_UP * n), "--bot", "ismcts", "--seed", "1032", "--job-games", "1"];
  const proc = spawnCli(
    ["tcg", "balance", ...args, "--redis", redis, "--study", study, "--json", "--out", out],
    () => {},
  );
  const code = await exited(proc);
  if (code !== 0) throw new Error(`the warm-up's coordinator exited (${code})`);
  const report = parseBalanceReport(JSON.parse(await readFile(out, "utf8")), out);
  const each = Object.entries(report.provenance?.study?.workers ?? {})
    .map(([name, games]) => `${name} ${games}`)
    .join(", ");
  say(
    `  warm-up (another seed, not measured): ${each} games in ${seconds(started).toFixed(1)} s; load ${load()}`,
  );
}

/** One run: `n` fresh workers, one coordinator for a study of its own, the workers stopped after. */
async function runWith(n: number, redis: string, redisProc: ChildProcess, work: string): Promise<Run> {
  say(`\n${n} worker${n > 1 ? "s" : ""}: starting the worker processes (loading the sources)…`);
  const started = process.hrtime.bigint();
  const workers = await Promise.all(Array.from({ length: n }, (_, i) => startWorker(redis, `w${i + 1}`)));
  say(`  ${n} ready after ${seconds(started).toFixed(1)} s; load ${load()}`);
  await warmUp(n, redis, work);
  const study = `bench-${n}w-${Date.now()}`;
  const out = join(work, `${n}-workers.json`);
  let begin: bigint | null = null;
  let end: bigint | null = null;
  let latest = "";
  let cpuBegin: Cpu | null = null;
  let cpuEnd: Cpu | null = null;
  const snapshot = (): Cpu => ({
    workers: sum(workers.map(cpuOf)),
    coordinator: cpuOf(coordinator),
    redis: cpuOf(redisProc),
    machine: machineCpu(),
  });
  say(`  coordinator: games tcg balance ${STUDY.join(" ")} --study ${study} --json`);
  const coordinator: ChildProcess = spawnCli(
    ["tcg", "balance", ...STUDY, "--redis", redis, "--study", study, "--json", "--out", out],
    (line) => {
      let msg: { type?: string; text?: string; games?: number; gamesPerSecond?: number | null };
      try {
        msg = JSON.parse(line);
      } catch {
        say(`  coordinator: ${line}`);
        return;
      }
      if (msg.type === "start") {
        begin = process.hrtime.bigint();
        cpuBegin = snapshot();
        say(`  ${msg.text}`);
      } else if (msg.type === "progress") {
        const { workers: by = {} } = msg as { workers?: Record<string, number> };
        const each = Object.entries(by)
          .sort(([a], [b]) => (a < b ? -1 : 1))
          .map(([name, games]) => `${name} ${games}`)
          .join(", ");
        latest = `${msg.games}/${GAMES} games · ${msg.gamesPerSecond ?? "–"} games/s${each === "" ? "" : ` · ${each}`}`;
      } else if (msg.type === "done") {
        end = process.hrtime.bigint();
        cpuEnd = snapshot();
      }
    },
  );
  // The coordinator prints a line at each game; this prints the latest every 5 seconds.
  const ticker = setInterval(() => {
    if (begin !== null && end === null)
      say(`  ${seconds(begin).toFixed(0)} s: ${latest || "starting"}; load ${load()}`);
  }, 5000);
  const loadBefore = load();
  const code = await exited(coordinator);
  clearInterval(ticker);
  if (code !== 0 || begin === null || end === null || cpuBegin === null || cpuEnd === null)
    throw new Error(`the coordinator exited (${code}) without finishing the study`);
  const loadAfter = load();
  const [b, e] = [cpuBegin as Cpu, cpuEnd as Cpu];
  await Promise.all(workers.map(stopWorker));
  const report = parseBalanceReport(JSON.parse(await readFile(out, "utf8")), out);
  const run: Run = {
    workers: n,
    games: report.games,
    wall: Number((end as bigint) - (begin as bigint)) / 1e9,
    jobsCpu: await jobsCpu(redis, study),
    workersCpu: minus(e.workers, b.workers),
    coordinatorCpu: minus(e.coordinator, b.coordinator),
    redisCpu: minus(e.redis, b.redis),
    machineCpu: minus(e.machine, b.machine),
    loadBefore,
    loadAfter,
    report,
  };
  const p = report.provenance;
  say(
    `  done: ${run.games} games in ${run.wall.toFixed(1)} s, ${(run.games / run.wall).toFixed(2)} games/s; ` +
      `the games' CPU ${run.jobsCpu.toFixed(1)} s; load ${loadAfter}`,
  );
  say(
    `  report provenance: workers ${p?.workers}, wallSeconds ${p?.wallSeconds}, cpuSeconds ${p?.cpuSeconds} ` +
      `(the jobs' and the coordinator's, its start-up included), games per worker ${JSON.stringify(p?.study?.workers)}`,
  );
  return run;
}

const fix = (x: number | null, digits: number): string => (x === null ? "n/a" : x.toFixed(digits));
/** The report as text without its provenance: what must be the same whatever the workers. */
const core = (r: BalanceReport): string => {
  const { provenance: _, ...rest } = r;
  return JSON.stringify(rest);
};

function table(runs: readonly Run[]): void {
  const head = [
    "workers",
    "games",
    "wall s",
    "games/s",
    "× 1 worker",
    "CPU-s/game (games)",
    "CPU-s/game (worker procs)",
    "cores busy: bench / others",
    "load before → after",
  ];
  const base = runs[0] as Run;
  const rows = runs.map((r) => {
    const busy = busyCores(r);
    const others = otherCores(r);
    return [
      String(r.workers),
      String(r.games),
      r.wall.toFixed(1),
      (r.games / r.wall).toFixed(2),
      (r.games / r.wall / (base.games / base.wall)).toFixed(2),
      (r.jobsCpu / r.games).toFixed(2),
      fix(r.workersCpu === null ? null : r.workersCpu / r.games, 2),
      `${fix(busy, 2)} / ${fix(others, 2)}`,
      `${r.loadBefore.split(" ")[0]} → ${r.loadAfter.split(" ")[0]}`,
    ];
  });
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => (row[i] as string).length)));
  const line = (cells: readonly string[]): string =>
    cells
      .map((c, i) => (i === 0 ? c.padEnd(widths[i] as number) : c.padStart(widths[i] as number)))
      .join("  ");
  say(`\n${line(head)}`);
  for (const row of rows) say(line(row));
  for (const r of runs)
    say(
      `  ${r.workers} worker${r.workers > 1 ? "s" : ""}: CPU over the run: workers ${fix(r.workersCpu, 1)} s, ` +
        `coordinator ${fix(r.coordinatorCpu, 1)} s, redis-server ${fix(r.redisCpu, 1)} s`,
    );
}

/** Cores the bench's processes kept busy over a run: their CPU seconds over its wall seconds. */
function busyCores(r: Run): number | null {
  const cpu = sum([r.workersCpu, r.coordinatorCpu, r.redisCpu]);
  return cpu === null ? null : cpu / r.wall;
}

/** Cores the machine's other processes kept busy over a run (the whole machine's less the bench's). */
function otherCores(r: Run): number | null {
  const [all, bench] = [r.machineCpu, sum([r.workersCpu, r.coordinatorCpu, r.redisCpu])];
  return all === null || bench === null ? null : Math.max(0, all - bench) / r.wall;
}

/** What the two runs show, in words: the figures' reading, not a verdict written in advance. */
function reading(one: Run, two: Run, machineLoad: string): string {
  const speedUp = two.games / two.wall / (one.games / one.wall);
  const [c1, c2] = [one.jobsCpu / one.games, two.jobsCpu / two.games];
  const change = c2 / c1 - 1;
  const cost =
    Math.abs(change) < 0.05
      ? "the same within 5 %: a game costs as much whatever the worker count"
      : `${change > 0 ? "up" : "down"} ${Math.abs(100 * change).toFixed(0)} % with 2 workers` +
        (change > 0 ? " (a sign of contention for the cores and their caches)" : "");
  const busy1 = busyCores(one);
  const threads =
    busy1 !== null && busy1 > 1.1
      ? " (a worker's games are one JavaScript thread, but V8 compiles and collects garbage on threads of its own)"
      : "";
  return [
    "Reading: both runs played the very same games (same seed and options), so their figures compare",
    `directly. 2 workers played ${speedUp.toFixed(2)}× the games per second of 1. This machine has`,
    `${cpus().length} cores, shared by the workers, the coordinator (it polls the queue), redis-server`,
    `and everything else running (load average ${machineLoad} before the bench): 2 local`,
    "workers can at best approach 2×, and only while the cores are otherwise idle. The bench's processes",
    `kept ${fix(busy1, 2)} cores busy with 1 worker${threads}, ${fix(busyCores(two), 2)} with 2;`,
    `the machine's other processes ${fix(otherCores(one), 2)} and ${fix(otherCores(two), 2)}.`,
    `CPU seconds per game: ${c1.toFixed(2)} with 1 worker, ${c2.toFixed(2)} with 2, ${cost}.`,
    "More games per second on one study come from more idle cores: workers on other machines.",
  ].join(" ");
}

/** `text` cut into lines of at most `width` characters, at spaces. */
function wrap(text: string, width = 100): string {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(" ")) {
    if (line !== "" && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line === "" ? word : `${line} ${word}`;
  }
  return [...lines, line].join("\n");
}

async function main(): Promise<number> {
  if (!REDIS_AVAILABLE) {
    say("bench:workers needs redis-server (apt-get install redis-server)");
    return 2;
  }
  const machineLoad = load();
  say(
    `bench:workers: ${GAMES} ISMCTS games with 1, then 2 local workers; ${cpus().length} cores, ` +
      `load average ${machineLoad} before the bench; node ${process.version}`,
  );
  const work = await mkdtemp(join(tmpdir(), "balance-bench-"));
  dirs.add(work);
  let redisProc: ChildProcess | undefined;
  const redis = await startRedis((proc, dir) => {
    track(proc);
    dirs.add(dir);
    redisProc = proc;
  });
  try {
    say(`redis-server on ${redis.url} (append-only, fsync at every write)`);
    const runs: Run[] = [];
    for (const n of RUNS) runs.push(await runWith(n, redis.url, redisProc as ChildProcess, work));
    table(runs);
    const [one, two] = runs as [Run, Run];
    const same = core(one.report) === core(two.report);
    say(
      same
        ? "\nThe two reports are identical but for their provenance."
        : "\nThe two reports DIFFER beyond their provenance: the distributed mode lost its determinism.",
    );
    say(`\n${wrap(reading(one, two, machineLoad))}`);
    return same ? 0 : 1;
  } finally {
    await redis.stop();
    await rm(work, { recursive: true, force: true });
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  async (error: unknown) => {
    if (stopping) return;
    process.stderr.write(
      `bench:workers: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    await stopAll();
    process.exitCode = 1;
  },
);
