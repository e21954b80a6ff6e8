/**
 * `games tcg balance-worker`: a process that plays the jobs of distributed balance studies
 * (issue 32) from the BullMQ queue in Redis, on any machine, until stopped (SIGINT or SIGTERM
 * finish the job in hand first). Each job is a slice of a study's games; its tally is returned to
 * the queue, where the coordinator (`games tcg balance --redis`) reads it.
 */
import { hostname } from "node:os";
import { type BalanceRun, emptyTally, playBalanceGames } from "@engines/lgc-tcg";
import { Worker } from "bullmq";
import { type Io, println } from "../command.js";
import {
  type JobData,
  type JobResult,
  QUEUE,
  redisConnection,
  redisUrlError,
  type StudyRecord,
  studyKey,
} from "./tcg-balance-study.js";

/** Usage of `games tcg balance-worker`. */
export const WORKER_USAGE = `usage: games tcg balance-worker --redis URL [--name NAME] [--lock-seconds N]

Takes jobs of distributed balance studies ('games tcg balance --redis URL --study ID') from the
queue in Redis and plays them, one at a time, until stopped (Ctrl-C or SIGTERM let the job in
hand finish). Start as many as you have cores, on any machines that reach the Redis.

options:
  --redis URL         the Redis of the queue (redis:// or rediss://)
  --name NAME         the worker's name in the studies' reports (default: host-pid)
  --lock-seconds N    how long a job stays this worker's without news before another worker may
                      take it again (default 30; the worker renews it while it plays)
  -h, --help          this text

exit codes: 0 stopped, 2 bad arguments or Redis unreachable.`;

interface WorkerOptions {
  readonly redis: string;
  readonly name: string;
  readonly lockSeconds: number;
}

function parse(args: readonly string[]): WorkerOptions | string {
  const raw = new Map<string, string>();
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    if (!["--redis", "--name", "--lock-seconds"].includes(arg)) return `unexpected argument "${arg}"`;
    const value = args[i + 1];
    if (value === undefined) return `${arg} needs a value`;
    raw.set(arg, value);
    i++;
  }
  const redis = raw.get("--redis");
  if (redis === undefined) return "--redis is required";
  const bad = redisUrlError(redis);
  if (bad !== null) return bad;
  const name = raw.get("--name") ?? `${hostname()}-${process.pid}`;
  if (!/^[\w.@-]{1,100}$/.test(name)) return `--name takes letters, digits and . _ @ -, not "${name}"`;
  const lock = Number(raw.get("--lock-seconds") ?? "30");
  if (!Number.isInteger(lock) || lock < 1 || lock > 3600)
    return `--lock-seconds must be an integer from 1 to 3600, not "${raw.get("--lock-seconds")}"`;
  return { redis, name, lockSeconds: lock };
}

/** Runs `games tcg balance-worker`. */
export async function balanceWorkerCommand(args: readonly string[], io: Io): Promise<number> {
  if (args.includes("--help") || args.includes("-h")) {
    println(io.stdout, WORKER_USAGE);
    return 0;
  }
  const opts = parse(args);
  if (typeof opts === "string") {
    println(io.stderr, `games tcg balance-worker: ${opts}\n\n${WORKER_USAGE}`);
    return 2;
  }
  const connection = redisConnection(opts.redis);
  const runs = new Map<string, BalanceRun>();
  const runOf = async (study: string): Promise<BalanceRun> => {
    const known = runs.get(study);
    if (known !== undefined) return known;
    const text = await connection.get(studyKey(study));
    if (text === null) throw new Error(`study ${study} has no record in Redis`);
    const { run } = JSON.parse(text) as StudyRecord;
    runs.set(study, run);
    return run;
  };
  const lockDuration = opts.lockSeconds * 1000;
  const worker = new Worker<JobData, JobResult>(
    QUEUE,
    async (job) => {
      const { study, from, to } = job.data;
      const run = await runOf(study);
      const before = process.cpuUsage();
      const tally = emptyTally(run.decks.length);
      for (let g = from; g < to; g++) {
        playBalanceGames(run, g, g + 1, tally);
        // Between games: progress for the coordinator's bar, and a turn of the event loop so
        // that the job's lock is renewed while a long slice plays.
        await job.updateProgress(g + 1 - from);
      }
      const cpu = process.cpuUsage(before);
      return { tally, worker: opts.name, cpuSeconds: (cpu.user + cpu.system) / 1e6 };
    },
    {
      connection,
      name: opts.name,
      concurrency: 1,
      lockDuration,
      stalledInterval: lockDuration,
      // A job whose worker died (or, on a starved machine, went quiet past its lock) is taken
      // again — its games are the same whoever plays them; one stalled 100 times fails.
      maxStalledCount: 100,
      autorun: false,
    },
  );
  worker.on("active", (job) => println(io.stdout, `job ${job.id} started`));
  worker.on("completed", (job) => println(io.stdout, `job ${job.id} done`));
  worker.on("failed", (job, error) => println(io.stderr, `job ${job?.id ?? "?"} failed: ${error.message}`));
  worker.on("error", (error) => println(io.stderr, `balance-worker: ${error.message}`));
  try {
    await worker.waitUntilReady();
  } catch (error) {
    println(io.stderr, `games tcg balance-worker: cannot reach ${opts.redis}: ${(error as Error).message}`);
    await worker.close(true).catch(() => undefined);
    connection.disconnect();
    return 2;
  }
  const stopped = new Promise<void>((resolve) => {
    process.once("SIGINT", resolve);
    process.once("SIGTERM", resolve);
  });
  void worker.run();
  println(io.stdout, `balance-worker ${opts.name} ready on queue ${QUEUE}`);
  await stopped;
  println(io.stdout, `balance-worker ${opts.name} stopping after the job in hand`);
  await worker.close();
  await connection.quit();
  return 0;
}
