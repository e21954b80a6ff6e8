import {
  type BalanceRun,
  balanceDecks,
  launchCorpus,
  playBalanceGames,
  STARTER_DECK,
} from "@engines/lgc-tcg";
import { describe, expect, it } from "vitest";
import { command } from "../src/games/tcg.js";
import {
  clock,
  etaSeconds,
  progressBar,
  progressJson,
  type StudyProgress,
} from "../src/games/tcg-balance-progress.js";
import { checkResult, jobId, redisUrlError, STUDY_ID, studyJobs } from "../src/games/tcg-balance-study.js";
import { fakeIo } from "./io.js";

const progress: StudyProgress = {
  study: "s",
  done: 120,
  total: 400,
  jobsDone: 6,
  jobs: 20,
  rate: 3.5,
  workers: { b: 40, a: 80 },
};

describe("a study's jobs and results", () => {
  it("cut the games into seeded slices, the last one shorter", () => {
    expect(studyJobs("s", 10, 4)).toEqual([
      { study: "s", index: 0, from: 0, to: 4 },
      { study: "s", index: 1, from: 4, to: 8 },
      { study: "s", index: 2, from: 8, to: 10 },
    ]);
    expect(jobId("study-1", 2)).toBe("study-1.2");
    expect(STUDY_ID.test("a:b")).toBe(false);
    expect(redisUrlError("redis://127.0.0.1:6379")).toBeNull();
    expect(redisUrlError("http://x")).toContain("--redis must be a redis:// or rediss:// URL");
  });

  it("take a result read back from Redis only if it is a tally of exactly the job's games", () => {
    const corpus = launchCorpus();
    const run: BalanceRun = { decks: balanceDecks(corpus, STARTER_DECK, 2, 3), bot: "random", seed: 3 };
    const job = { study: "s", index: 0, from: 0, to: 2 };
    const tally = playBalanceGames(run, 0, 2);
    const ok = { tally, worker: "w1", cpuSeconds: 0.5 };
    expect(checkResult(ok, job, 3)).toEqual(ok);
    expect(checkResult(null, job, 3)).toBe("no result");
    expect(checkResult({ ...ok, worker: "" }, job, 3)).toBe("no worker name");
    expect(checkResult(ok, { ...job, to: 3 }, 3)).toBe("2 games instead of 3");
    expect(checkResult({ ...ok, tally: { ...tally, firstWins: 0.3 } }, job, 3)).toBe(
      "a count that is not a count",
    );
    expect(checkResult({ ...ok, tally: { ...tally, draws: -1 } }, job, 3)).toBe(
      "a count that is not a count",
    );
    expect(checkResult(ok, job, 4)).toBe("another deck pool");
  });
});

describe("a study's progress", () => {
  it("shows a bar with games, games per second, time left, jobs and each worker's games", () => {
    expect(etaSeconds(progress)).toBe(80);
    expect(progressBar(progress, 10)).toBe(
      "[###-------] 120/400 games · 3.5 games/s · 1 min 20 s left · 6/20 jobs · a 80, b 40",
    );
    expect(progressBar({ ...progress, rate: null, workers: {} }, 4)).toBe(
      "[#---] 120/400 games · – games/s · time left unknown · 6/20 jobs",
    );
    expect(clock(3725)).toBe("1 h 02 min");
    expect(clock(9)).toBe("9 s");
  });

  it("is one JSON object a line in JSON mode", () => {
    expect(JSON.parse(progressJson(progress))).toEqual({
      type: "progress",
      study: "s",
      games: 120,
      total: 400,
      jobs: 6,
      totalJobs: 20,
      gamesPerSecond: 3.5,
      etaSeconds: 80,
      workers: { b: 40, a: 80 },
    });
  });
});

describe("the distributed options", () => {
  const run = async (args: readonly string[]) => {
    const io = fakeIo();
    const code = await command.run(args, io);
    return { code, out: io.out(), err: io.err() };
  };

  it("are refused when they do not fit together, with the usage", async () => {
    for (const [args, message] of [
      [["--redis", "redis://127.0.0.1:1"], "--redis needs --study ID"],
      [["--redis", "http://x", "--study", "s"], "--redis must be a redis:// or rediss:// URL"],
      [["--redis", "redis://h", "--study", "a:b"], "--study takes 1 to 64 letters"],
      [
        ["--redis", "redis://h", "--study", "s", "--workers", "2"],
        "--workers counts the threads of a local run",
      ],
      [["--study", "s"], "--study needs --redis URL"],
      [["--job-games", "3"], "--job-games needs --redis URL"],
      [["--json"], "--json needs --redis URL"],
      [["--redis", "redis://h", "--study", "s", "--job-games", "0"], "--job-games must be an integer ≥ 1"],
    ] as const) {
      const r = await run(["balance", ...args]);
      expect(r.code).toBe(2);
      expect(r.err).toContain(message);
      expect(r.err).toContain("usage: games tcg balance");
    }
  });

  it("have a worker command that explains itself and refuses bad arguments", async () => {
    const help = await run(["balance-worker", "--help"]);
    expect(help.code).toBe(0);
    expect(help.out).toContain("usage: games tcg balance-worker --redis URL");
    for (const [args, message] of [
      [[], "--redis is required"],
      [["--redis", "redis://h", "--lock-seconds", "0"], "--lock-seconds must be an integer from 1 to 3600"],
      [["--redis", "redis://h", "--name", "a b"], "--name takes letters"],
      [["--redis", "redis://h", "--fast"], 'unexpected argument "--fast"'],
    ] as const) {
      const r = await run(["balance-worker", ...args]);
      expect(r.code).toBe(2);
      expect(r.err).toContain(message);
    }
  });
});
