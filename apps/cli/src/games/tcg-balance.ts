/**
 * `games tcg balance`: the balancing loop (seed 003 §9, §14 P4; issue 17 §2). Plays seeded
 * self-play games between the starter deck and random decks of the corpus in worker threads,
 * and writes the JSON balance report (per-card win rates when in the deck, drawn and played,
 * play rate, mean turn played, the first-player advantage). A thin client: the games, tallies
 * and report are @engines/lgc-tcg's (`balanceDecks`, `playBalanceGames`, `balanceReport`).
 */
import { rename, writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import { resolve } from "node:path";
import { Worker } from "node:worker_threads";
import {
  type BalanceReport,
  type BalanceRun,
  type BalanceTally,
  BOT_LEVELS,
  type BotLevel,
  balanceDecks,
  balanceReport,
  type Corpus,
  emptyTally,
  type HeroClass,
  ISMCTS_BUDGETS,
  launchCorpus,
  mergeTallies,
  runNodes,
  STARTER_DECK,
} from "@engines/lgc-tcg";
import { type Io, println } from "../command.js";
import { runStudy } from "./tcg-balance-coordinator.js";
import { provenance } from "./tcg-balance-provenance.js";
import { redisUrlError, STUDY_ID } from "./tcg-balance-study.js";
import type { ChunkRequest } from "./tcg-balance-worker.js";

/** Usage of `games tcg balance`. */
export const BALANCE_USAGE = `usage: games tcg balance [--games N] [--bot LEVEL] [--challenger LEVEL] [--nodes N]
                         [--decks N] [--classes LIST] [--seed N] [--workers N] [--out FILE]
                         [--redis URL --study ID [--job-games N]] [--json]

Plays seeded self-play games between decks drawn from the corpus — the starter deck and N random
decks shaped to §9.1's target curve — and writes a JSON balance report: per card its win rate
when in the deck, drawn and played (95 % Wilson intervals, a draw counting half), its play rate
and mean turn played; per deck and per hero class its win rate; the class-vs-class matrix; the
first player's score. The same options give the same report, whatever the number of workers; the
file also records how it was made (date, command line, workers, wall and CPU time, load average,
engine and data versions with a digest of the corpus), the one part that varies.

options:
  --games N           games to play (default 1000)
  --bot LEVEL         ${BOT_LEVELS.join(", ")} (default greedy)
  --challenger LEVEL  play one seat of every game with this bot instead (seat A in even games)
                      and report its score against --bot
  --nodes N           tree-search iterations per decision of the ismcts levels (default
                      ${Object.entries(ISMCTS_BUDGETS)
                        .map(([level, n]) => `${level} ${n}`)
                        .join(", ")})
  --decks N           random decks besides the starter deck (default 24)
  --classes LIST      hero classes of the random decks, comma-separated (default: all 13); a
                      class with cards of its own gets 18 of them (§11.2: 15–20)
  --seed N            seed of the decks and games (default 1)
  --workers N         worker threads (default: the machine's cores)
  --out FILE          where to write the report (default balance-report.json)
  --redis URL         distributed: put the games on the job queue in this Redis, for any number
                      of 'games tcg balance-worker --redis URL' processes on any machines, and
                      merge their results (the same report whatever the workers; see README)
  --study ID          the study's id (letters, digits, - and _): the same id with the same options
                      resumes a stopped study, replaying no finished job
  --job-games N       games per job (default 20)
  --json              progress as one JSON object a line (distributed mode)
  -h, --help          this text

exit codes: 0 written, 1 a job failed every attempt (the study can be resumed), 2 bad arguments,
unwritable file or Redis unreachable.`;

interface Options {
  readonly games: number;
  readonly bot: BotLevel;
  readonly challenger?: BotLevel;
  readonly nodes?: number;
  readonly decks: number;
  readonly classes?: readonly HeroClass[];
  readonly seed: number;
  readonly workers: number;
  readonly out: string;
  readonly redis?: string;
  readonly study?: string;
  readonly jobGames: number;
  readonly json: boolean;
}

/** Most iterations per decision `--nodes` takes (a search of 100,000 takes minutes a move). */
const MAX_NODES = 100_000;

const isLevel = (x: string): x is BotLevel => (BOT_LEVELS as readonly string[]).includes(x);

function parseOptions(args: readonly string[], corpus: Corpus): Options | string {
  const raw = new Map<string, string>();
  let json = false;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    if (arg === "--json") {
      json = true;
      continue;
    }
    if (
      ![
        "--games",
        "--bot",
        "--challenger",
        "--nodes",
        "--decks",
        "--classes",
        "--seed",
        "--workers",
        "--out",
        "--redis",
        "--study",
        "--job-games",
      ].includes(arg)
    )
      return `unexpected argument "${arg}"`;
    const value = args[i + 1];
    if (value === undefined) return `${arg} needs a value`;
    raw.set(arg, value);
    i++;
  }
  const int = (name: string, fallback: number, min: number): number | string => {
    const text = raw.get(name);
    if (text === undefined) return fallback;
    const n = Number(text);
    return Number.isInteger(n) && n >= min ? n : `${name} must be an integer ≥ ${min}, not "${text}"`;
  };
  const games = int("--games", 1000, 1);
  const decks = int("--decks", 24, 0);
  const seed = int("--seed", 1, 0);
  const workers = int("--workers", availableParallelism(), 1);
  const nodes = int("--nodes", 0, 1);
  const jobGames = int("--job-games", 20, 1);
  for (const x of [games, decks, seed, workers, nodes, jobGames]) if (typeof x === "string") return x;
  const redis = raw.get("--redis");
  const study = raw.get("--study");
  if (redis !== undefined) {
    const bad = redisUrlError(redis);
    if (bad !== null) return bad;
    if (study === undefined) return "--redis needs --study ID (the id a restart resumes)";
    if (!STUDY_ID.test(study)) return `--study takes 1 to 64 letters, digits, - and _, not "${study}"`;
    if (raw.has("--workers"))
      return "--workers counts the threads of a local run: a study's workers are 'games tcg balance-worker' processes";
  } else {
    for (const name of ["--study", "--job-games"]) if (raw.has(name)) return `${name} needs --redis URL`;
    if (json) return "--json needs --redis URL (the progress of a distributed study)";
  }
  if ((nodes as number) > MAX_NODES) return `--nodes must be at most ${MAX_NODES}, not ${nodes}`;
  const bot = raw.get("--bot") ?? "greedy";
  if (!isLevel(bot)) return `--bot must be one of ${BOT_LEVELS.join(", ")}, not "${bot}"`;
  const challenger = raw.get("--challenger");
  if (challenger !== undefined && !isLevel(challenger))
    return `--challenger must be one of ${BOT_LEVELS.join(", ")}, not "${challenger}"`;
  const known = Object.keys(corpus.heroes);
  const classes = raw.get("--classes")?.split(",");
  const unknown = classes?.find((c) => !known.includes(c));
  if (unknown !== undefined) return `--classes takes classes among ${known.join(", ")}, not "${unknown}"`;
  return {
    games: games as number,
    bot,
    ...(challenger === undefined ? {} : { challenger }),
    ...(raw.has("--nodes") ? { nodes: nodes as number } : {}),
    decks: decks as number,
    ...(classes === undefined ? {} : { classes: [...new Set(classes)] as HeroClass[] }),
    seed: seed as number,
    workers: workers as number,
    out: raw.get("--out") ?? "balance-report.json",
    ...(redis === undefined ? {} : { redis }),
    ...(study === undefined ? {} : { study }),
    jobGames: jobGames as number,
    json,
  };
}

/**
 * A worker thread playing `run`'s chunks. Built, the command starts `tcg-balance-worker.js` beside
 * it (a tsup entry of its own); from the TypeScript sources (tests, the `tsx` development run) the
 * worker registers tsx first, then loads its module with workspace packages resolved to sources.
 */
function spawnWorker(run: BalanceRun): Worker {
  if (!import.meta.url.endsWith(".ts"))
    return new Worker(new URL("./tcg-balance-worker.js", import.meta.url), { workerData: run });
  const boot = `import(${JSON.stringify(import.meta.resolve("tsx/esm/api"))})
    .then((tsx) => { tsx.register(); return import(${JSON.stringify(new URL("./tcg-balance-worker.ts", import.meta.url).href)}); })`;
  return new Worker(boot, { eval: true, workerData: run, execArgv: ["--conditions=@games/source"] });
}

/** Games per chunk a worker is sent: small enough for steady progress lines and balanced load. */
function chunkSize(games: number, workers: number): number {
  return Math.max(1, Math.min(100, Math.ceil(games / (workers * 8))));
}

/**
 * Plays games 0 … `games - 1` of `run` on `workers` threads, calling `progress` after each chunk
 * with the games done and the tally so far.
 * Tallies merge by addition, so the result does not depend on which worker played what.
 */
export async function playInWorkers(
  run: BalanceRun,
  games: number,
  workers: number,
  progress: (done: number, tally: BalanceTally) => void,
): Promise<BalanceTally> {
  const size = chunkSize(games, workers);
  let next = 0;
  let done = 0;
  let tally = emptyTally(run.decks.length);
  const request = (): ChunkRequest => {
    if (next >= games) return null;
    const chunk = { from: next, to: Math.min(games, next + size) };
    next = chunk.to;
    return chunk;
  };
  const one = (): Promise<void> =>
    new Promise((resolveWorker, reject) => {
      const worker = spawnWorker(run);
      worker.on("message", (part: BalanceTally) => {
        tally = mergeTallies(tally, part);
        done += part.games;
        progress(done, tally);
        worker.postMessage(request());
      });
      worker.on("error", reject);
      worker.on("exit", (code) =>
        code === 0 ? resolveWorker() : reject(new Error(`worker exited ${code}`)),
      );
      worker.postMessage(request());
    });
  await Promise.all(Array.from({ length: Math.min(workers, Math.ceil(games / size)) }, one));
  return tally;
}

/** This process's CPU time, all threads, in seconds. */
function cpuSeconds(): number {
  const cpu = process.cpuUsage();
  return (cpu.user + cpu.system) / 1e6;
}

/** Runs `games tcg balance`. */
export async function balanceCommand(args: readonly string[], io: Io): Promise<number> {
  if (args.includes("--help") || args.includes("-h")) {
    println(io.stdout, BALANCE_USAGE);
    return 0;
  }
  const corpus = launchCorpus();
  const opts = parseOptions(args, corpus);
  if (typeof opts === "string") {
    println(io.stderr, `games tcg balance: ${opts}\n\n${BALANCE_USAGE}`);
    return 2;
  }
  const run: BalanceRun = {
    decks: balanceDecks(corpus, STARTER_DECK, opts.decks, opts.seed, opts.classes),
    bot: opts.bot,
    seed: opts.seed,
    ...(opts.challenger === undefined ? {} : { challenger: opts.challenger }),
    ...(opts.nodes === undefined ? {} : { nodes: opts.nodes }),
  };
  const nodes = runNodes(run);
  const searching =
    nodes === null
      ? ""
      : `, ${Object.entries(nodes)
          .map(([level, n]) => `${level} ${n} nodes a decision`)
          .join(", ")}`;
  const versus = opts.challenger === undefined ? "" : ` (${opts.challenger} challenging)`;
  const where = opts.study === undefined ? `${opts.workers} workers` : `study ${opts.study} on ${opts.redis}`;
  const header = `balance: ${opts.games} games, ${opts.bot} bots${versus}${searching}, ${run.decks.length} decks, seed ${opts.seed}, ${where}`;
  if (opts.json) println(io.stdout, JSON.stringify({ type: "start", text: header }));
  else println(io.stdout, header);
  if (opts.redis !== undefined && opts.study !== undefined)
    return distributed(run, corpus, { ...opts, redis: opts.redis, study: opts.study }, args, io);
  const started = process.hrtime.bigint();
  let shown = 0;
  const out = resolve(io.cwd, opts.out);
  // The report is written as it grows (whole, through a rename), so a long run stopped early
  // still leaves the report of the games played so far.
  const write = async (t: BalanceTally): Promise<BalanceReport> => {
    const report: BalanceReport = {
      ...balanceReport(run, t, corpus),
      provenance: provenance(corpus, args, {
        workers: opts.workers,
        wallSeconds: Number(process.hrtime.bigint() - started) / 1e9,
        cpuSeconds: cpuSeconds(),
      }),
    };
    await writeFile(`${out}.part`, `${JSON.stringify(report, null, 1)}\n`);
    await rename(`${out}.part`, out);
    return report;
  };
  let writing: Promise<unknown> = Promise.resolve();
  let report: BalanceReport;
  try {
    const tally = await playInWorkers(run, opts.games, opts.workers, (done, sofar) => {
      // About twenty progress lines per run, whatever its length.
      if (done < opts.games && done - shown < opts.games / 20) return;
      shown = done;
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const cpu = process.cpuUsage();
      const score =
        opts.challenger === undefined
          ? ""
          : `, ${opts.challenger} ${((100 * sofar.challengerWins) / sofar.games).toFixed(1)} %`;
      println(
        io.stdout,
        `  ${done}/${opts.games} games, ${seconds.toFixed(0)} s (process CPU ${((cpu.user + cpu.system) / 1e6).toFixed(0)} s)${score}`,
      );
      if (done < opts.games) writing = writing.then(() => write(sofar));
    });
    await writing;
    report = await write(tally);
  } catch (error) {
    println(io.stderr, `games tcg balance: ${(error as Error).message}`);
    return 2;
  }
  summarise(report, opts, io);
  return 0;
}

/** The closing lines: the first player's score, the challenger's, where the report is. */
function summarise(report: BalanceReport, opts: Options, io: Io): void {
  if (opts.json) {
    println(io.stdout, JSON.stringify({ type: "done", games: report.games, out: opts.out }));
    return;
  }
  const pct = (x: number | null): string => (x === null ? "–" : `${(100 * x).toFixed(1)} %`);
  const fp = report.firstPlayer;
  println(io.stdout, `first player scores ${pct(fp.rate)} [${pct(fp.low)}, ${pct(fp.high)}]`);
  if (report.challenger !== null) {
    const c = report.challenger.score;
    println(
      io.stdout,
      `${report.challenger.bot} scores ${pct(c.rate)} [${pct(c.low)}, ${pct(c.high)}] against ${report.bot}`,
    );
  }
  println(io.stdout, `report written to ${opts.out}`);
}

/** `--redis`: the study's jobs on the queue, followed to the end, then the merged report. */
async function distributed(
  run: BalanceRun,
  corpus: Corpus,
  opts: Options & { readonly redis: string; readonly study: string },
  args: readonly string[],
  io: Io,
): Promise<number> {
  const outcome = await runStudy(
    {
      redis: opts.redis,
      study: opts.study,
      json: opts.json,
      pollMs: 500,
      record: {
        run,
        games: opts.games,
        jobGames: opts.jobGames,
        options: ["games", "tcg", "balance", ...args].join(" ").slice(0, 500),
        created: new Date().toISOString(),
      },
    },
    io,
  );
  if ("error" in outcome) {
    println(io.stderr, `games tcg balance: ${outcome.error}`);
    return outcome.code;
  }
  const report: BalanceReport = {
    ...balanceReport(run, outcome.tally, corpus),
    provenance: provenance(corpus, args, outcome, outcome.study),
  };
  const out = resolve(io.cwd, opts.out);
  try {
    await writeFile(`${out}.part`, `${JSON.stringify(report, null, 1)}\n`);
    await rename(`${out}.part`, out);
  } catch (error) {
    println(io.stderr, `games tcg balance: ${(error as Error).message}`);
    return 2;
  }
  summarise(report, opts, io);
  return 0;
}
