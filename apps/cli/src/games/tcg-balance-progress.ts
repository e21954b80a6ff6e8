/**
 * The progress of a distributed balance study (issue 32): a bar on a terminal (games, games per
 * second, time left, games per worker), a line now and then when the output is not a terminal,
 * and one JSON object a line in JSON mode. Pure formatting: the coordinator measures.
 */

/** Where a study stands. */
export interface StudyProgress {
  readonly study: string;
  /** Games finished (completed jobs and the finished games of jobs in hand). */
  readonly done: number;
  readonly total: number;
  readonly jobsDone: number;
  readonly jobs: number;
  /** Games per second over this coordinator's session (null before the first game). */
  readonly rate: number | null;
  /** Games each worker finished, by name. */
  readonly workers: Readonly<Record<string, number>>;
}

/** Seconds left at `rate`, or null when unknown. */
export function etaSeconds(p: StudyProgress): number | null {
  return p.rate === null || p.rate <= 0 ? null : Math.round((p.total - p.done) / p.rate);
}

/** "1 h 05 min", "3 min 20 s", "12 s". */
export function clock(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  if (s >= 3600)
    return `${Math.floor(s / 3600)} h ${String(Math.floor((s % 3600) / 60)).padStart(2, "0")} min`;
  if (s >= 60) return `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, "0")} s`;
  return `${s} s`;
}

/** The bar's text (no end-of-line): `[####----] 120/400 games · 3.2 games/s · 1 min 28 s left · a 60, b 60`. */
export function progressBar(p: StudyProgress, width = 24): string {
  const filled = p.total === 0 ? width : Math.floor((width * p.done) / p.total);
  const eta = etaSeconds(p);
  const workers = Object.entries(p.workers)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([name, n]) => `${name} ${n}`)
    .join(", ");
  return [
    `[${"#".repeat(filled)}${"-".repeat(width - filled)}] ${p.done}/${p.total} games`,
    p.rate === null ? "– games/s" : `${p.rate.toFixed(1)} games/s`,
    eta === null ? "time left unknown" : `${clock(eta)} left`,
    `${p.jobsDone}/${p.jobs} jobs`,
    ...(workers === "" ? [] : [workers]),
  ].join(" · ");
}

/** The JSON-mode line of a progress report. */
export function progressJson(p: StudyProgress): string {
  return JSON.stringify({
    type: "progress",
    study: p.study,
    games: p.done,
    total: p.total,
    jobs: p.jobsDone,
    totalJobs: p.jobs,
    gamesPerSecond: p.rate === null ? null : Math.round(p.rate * 100) / 100,
    etaSeconds: etaSeconds(p),
    workers: p.workers,
  });
}
