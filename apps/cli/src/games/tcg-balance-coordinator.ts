/**
 * The coordinator of a distributed balance study (issue 32): records the study in Redis, puts its
 * seeded jobs on the BullMQ queue (ids fixed by study and index, so a restart adds nothing that is
 * there), follows them to the end with a progress bar, and sums the jobs' tallies in index order
 * into the report. Each job's tally depends only on the study's seed and the job's index, and is
 * read once per index, so the report is the same for any number of workers, finishing order or
 * retries; a coordinator stopped and started again with the same study id picks up the jobs
 * where they are, replaying none that finished.
 */
import { type BalanceProvenance, type BalanceTally, emptyTally, mergeTallies } from "@engines/lgc-tcg";
import { type Job, Queue } from "bullmq";
import { type Io, println } from "../command.js";
import { progressBar, progressJson, type StudyProgress } from "./tcg-balance-progress.js";
import {
  checkResult,
  type JobData,
  type JobResult,
  jobId,
  QUEUE,
  redisConnection,
  type StudyRecord,
  studyJobs,
  studyKey,
} from "./tcg-balance-study.js";

/** What the coordinator is asked. */
export interface StudyRequest {
  readonly redis: string;
  readonly study: string;
  readonly record: StudyRecord;
  /** JSON lines instead of the bar. */
  readonly json: boolean;
  /** Milliseconds between two looks at the queue (plus 5 ms a job still unfinished). */
  readonly pollMs: number;
}

/** A finished study: the merged tally and the provenance figures it contributes. */
export interface StudyOutcome {
  readonly tally: BalanceTally;
  readonly wallSeconds: number;
  readonly cpuSeconds: number;
  readonly workers: number;
  readonly study: NonNullable<BalanceProvenance["study"]>;
}

const sameStudy = (a: StudyRecord, b: StudyRecord): boolean =>
  JSON.stringify({ run: a.run, games: a.games, jobGames: a.jobGames }) ===
  JSON.stringify({ run: b.run, games: b.games, jobGames: b.jobGames });

/**
 * Runs a study to its end; the error text (and exit code) when it cannot: Redis unreachable, a
 * study id taken by other options, a job that failed every attempt.
 */
export async function runStudy(
  req: StudyRequest,
  io: Io,
): Promise<StudyOutcome | { error: string; code: number }> {
  const connection = redisConnection(req.redis);
  connection.on("error", () => undefined); // reported through the commands that fail
  const queue = new Queue<JobData, JobResult>(QUEUE, { connection });
  try {
    try {
      await queue.waitUntilReady();
    } catch (error) {
      return { error: `cannot reach ${req.redis}: ${(error as Error).message}`, code: 2 };
    }
    const key = studyKey(req.study);
    await connection.set(key, JSON.stringify(req.record), "NX");
    const stored = JSON.parse((await connection.get(key)) as string) as StudyRecord;
    if (!sameStudy(stored, req.record))
      return {
        error: `study ${req.study} was started with other options (${stored.options}): give the same, or another --study`,
        code: 2,
      };
    const jobs = studyJobs(req.study, stored.games, stored.jobGames);
    // Existing ids are left as they are: finished jobs are not played again.
    await queue.addBulk(
      jobs.map((data) => ({
        name: "games",
        data,
        opts: { jobId: jobId(req.study, data.index), attempts: 3, backoff: { type: "fixed", delay: 1000 } },
      })),
    );
    // A job that failed every attempt in an earlier session gets its attempts again.
    for (const data of jobs) {
      const id = jobId(req.study, data.index);
      if ((await queue.getJobState(id)) === "failed") await (await queue.getJob(id))?.retry("failed");
    }
    return await follow(queue, req, stored, jobs, io);
  } finally {
    await queue.close();
    await connection.quit().catch(() => connection.disconnect());
  }
}

async function follow(
  queue: Queue<JobData, JobResult>,
  req: StudyRequest,
  stored: StudyRecord,
  jobs: readonly JobData[],
  io: Io,
): Promise<StudyOutcome | { error: string; code: number }> {
  const results = new Map<number, JobResult>();
  const retried = new Set<number>();
  const tty = !req.json && (io.stdout as { isTTY?: boolean }).isTTY === true;
  const started = Date.now();
  let firstDone: number | null = null;
  let lastShown = -1;
  let lastLine = 0;
  for (;;) {
    let inHand = 0;
    const live: Record<string, number> = {};
    for (const data of jobs) {
      if (results.has(data.index)) continue;
      const id = jobId(req.study, data.index);
      // The state first, then the job: a job read first could finish before its state is asked,
      // and be seen completed without its result.
      const state = await queue.getJobState(id);
      if (state === "unknown") return { error: `job ${id} vanished from the queue`, code: 1 };
      // Most jobs of a long study wait their turn: nothing to read of them yet.
      if (state === "waiting" || state === "prioritized" || state === "delayed") continue;
      const job = (await queue.getJob(id)) as Job<JobData, JobResult> | undefined;
      if (job === undefined) return { error: `job ${id} vanished from the queue`, code: 1 };
      if ((job.attemptsStarted ?? 0) > 1 || (job.stalledCounter ?? 0) > 0) retried.add(data.index);
      if (state === "completed") {
        const result = checkResult(job.returnvalue, data, stored.run.decks.length);
        if (typeof result === "string") return { error: `job ${job.id}: ${result}`, code: 1 };
        results.set(data.index, result);
      } else if (state === "failed") {
        return {
          error: `job ${job.id} failed ${job.attemptsMade} times (${job.failedReason}): fix the cause and start the coordinator again, which retries it`,
          code: 1,
        };
      } else if (state === "active" && typeof job.progress === "number") {
        inHand += job.progress;
        const who = job.processedBy ?? "?";
        live[who] = (live[who] ?? 0) + job.progress;
      }
    }
    const workers: Record<string, number> = { ...live };
    let done = inHand;
    for (const [index, r] of results) {
      const data = jobs[index] as JobData;
      workers[r.worker] = (workers[r.worker] ?? 0) + data.to - data.from;
      done += data.to - data.from;
    }
    // Games per second over this session's own games (finished jobs found at a restart excluded).
    if (firstDone === null) firstDone = done;
    const seconds = (Date.now() - started) / 1000;
    const progress: StudyProgress = {
      study: req.study,
      done,
      total: stored.games,
      jobsDone: results.size,
      jobs: jobs.length,
      rate: seconds > 0 && done > firstDone ? (done - firstDone) / seconds : null,
      workers,
    };
    const finished = results.size === jobs.length;
    const now = Date.now();
    if (done !== lastShown || finished) {
      if (req.json) println(io.stdout, progressJson(progress));
      else if (tty) io.stdout.write(`\r${progressBar(progress)}${finished ? "\n" : ""}`);
      else if (finished || now - lastLine >= 5000) {
        println(io.stdout, `  ${progressBar(progress)}`);
        lastLine = now;
      }
      lastShown = done;
    }
    if (finished) break;
    // A pass asks Redis about every unfinished job: the more are left, the longer between passes
    // (5 ms a job: about 5 s at the start of a 1,000-job study, which otherwise kept a tenth of a
    // core busy in the coordinator and as much in Redis; half a second near the end).
    await new Promise((resolve) => setTimeout(resolve, req.pollMs + 5 * (jobs.length - results.size)));
  }
  // In index order: the sum is the same whichever worker played which job, in whatever order.
  let tally = emptyTally(stored.run.decks.length);
  const perWorker: Record<string, number> = {};
  let cpu = 0;
  for (const data of jobs) {
    const r = results.get(data.index) as JobResult;
    tally = mergeTallies(tally, r.tally);
    perWorker[r.worker] = (perWorker[r.worker] ?? 0) + data.to - data.from;
    cpu += r.cpuSeconds;
  }
  const own = process.cpuUsage();
  return {
    tally,
    wallSeconds: (Date.now() - Date.parse(stored.created)) / 1000,
    cpuSeconds: cpu + (own.user + own.system) / 1e6,
    workers: Object.keys(perWorker).length,
    study: {
      id: req.study,
      jobs: jobs.length,
      jobGames: stored.jobGames,
      workers: Object.fromEntries(Object.entries(perWorker).sort(([a], [b]) => (a < b ? -1 : 1))),
      retried: retried.size,
    },
  };
}
