/**
 * A distributed balance study (issue 32): a balance run split into seeded jobs on a BullMQ queue
 * in Redis. Job `i` plays games `i·size` … `(i+1)·size - 1` of the run, and game `g` depends only
 * on the run's seed and `g` (`balanceGame`), so a job's tally is the same whichever worker plays
 * it, however often; the coordinator sums the jobs' tallies in index order. This module holds
 * what the coordinator and the workers share: the queue's name, the Redis keys, the job and
 * result shapes and their checks.
 */
import type { BalanceRun, BalanceTally, BotLevel } from "@engines/lgc-tcg";
import { Redis } from "ioredis";

/** The BullMQ queue every study's jobs go to (one queue: any worker serves any study). */
export const QUEUE = "lgc-tcg-balance";

/** A study id: what `--study` takes, safe in a Redis key and a BullMQ job id. */
export const STUDY_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The Redis key of a study's record ({@link StudyRecord}). */
export const studyKey = (id: string): string => `${QUEUE}:study:${id}`;

/** The BullMQ job id of job `index` of study `id` (BullMQ refuses ':' in custom ids). */
export const jobId = (id: string, index: number): string => `${id}.${index}`;

/** What a study is: the run and how it is cut. Stored once; a restart must ask the same. */
export interface StudyRecord {
  readonly run: BalanceRun;
  readonly games: number;
  /** Games per job (the last job may have fewer). */
  readonly jobGames: number;
  /** The options as the user gave them, to tell a mismatch on restart in their words. */
  readonly options: string;
  /** When the study was first started (ISO 8601): its wall time counts from there. */
  readonly created: string;
}

/** The data of one job: which study, which slice of its games. */
export interface JobData {
  readonly study: string;
  readonly index: number;
  readonly from: number;
  readonly to: number;
}

/** What a worker returns for a job: the slice's tally, who played it, its CPU seconds. */
export interface JobResult {
  readonly tally: BalanceTally;
  readonly worker: string;
  readonly cpuSeconds: number;
}

/** The jobs of a study of `games` games cut in jobs of `size`. */
export function studyJobs(study: string, games: number, size: number): JobData[] {
  return Array.from({ length: Math.ceil(games / size) }, (_, index) => ({
    study,
    index,
    from: index * size,
    to: Math.min(games, (index + 1) * size),
  }));
}

const isCount = (x: unknown): boolean => typeof x === "number" && Number.isFinite(x) && x >= 0;
/** A whole number or a sum of halves (a draw's ½): what every count of a tally is. */
const isHalves = (x: unknown): boolean => isCount(x) && Number.isInteger((x as number) * 2);

/**
 * Whether a job's stored result is a tally of exactly the job's games, made of counts: the
 * coordinator trusts nothing it reads back from Redis, where any process could have written.
 */
export function checkResult(value: unknown, job: JobData, decks: number): JobResult | string {
  if (typeof value !== "object" || value === null) return "no result";
  const { tally, worker, cpuSeconds } = value as Partial<JobResult>;
  if (typeof worker !== "string" || worker.length === 0 || worker.length > 100) return "no worker name";
  if (!isCount(cpuSeconds)) return "no CPU time";
  if (typeof tally !== "object" || tally === null) return "no tally";
  if (tally.games !== job.to - job.from) return `${tally.games} games instead of ${job.to - job.from}`;
  const numbers = [
    tally.firstWins,
    tally.draws,
    tally.unfinished,
    tally.turnSum,
    tally.challengerWins,
    ...Object.values(tally.endReasons ?? {}),
    ...Object.values(tally.cards ?? {}).flatMap((c) => Object.values(c)),
    ...(tally.decks ?? []).flatMap((d) => [d.games, d.wins]),
    ...[...Object.values(tally.classes ?? {}), ...Object.values(tally.matchups ?? {})].flatMap((s) => [
      s.games,
      s.wins,
      s.draws,
    ]),
  ];
  if (!numbers.every(isHalves)) return "a count that is not a count";
  if (!Array.isArray(tally.decks) || tally.decks.length !== decks) return "another deck pool";
  return { tally, worker, cpuSeconds: cpuSeconds as number };
}

/** Whether `x` is a bot level name. */
export const isBot = (levels: readonly BotLevel[], x: unknown): x is BotLevel =>
  typeof x === "string" && (levels as readonly string[]).includes(x);

/**
 * A Redis connection for BullMQ (the ioredis the match server uses): no per-command retry
 * limit, as BullMQ's blocking calls need; it reconnects by itself.
 */
export function redisConnection(url: string): Redis {
  return new Redis(url, { maxRetriesPerRequest: null, lazyConnect: false });
}

/** Checks `--redis`: a redis:// or rediss:// URL. */
export function redisUrlError(url: string): string | null {
  try {
    const u = new URL(url);
    return u.protocol === "redis:" || u.protocol === "rediss:"
      ? null
      : `--redis must be a redis:// or rediss:// URL, not "${url}"`;
  } catch {
    return `--redis must be a redis:// or rediss:// URL, not "${url}"`;
  }
}
