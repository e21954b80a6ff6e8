/**
 * Distributed balance studies on a real Redis (issue 32): the merged report is the same, byte for
 * byte, as a local run's, for 1, 2 and 3 worker processes, when a worker is SIGKILLed mid-job
 * (its job is taken again and counted once), and when the coordinator is killed and started again
 * with the same study id (no finished job is played again). The redis-server is the match
 * server's test harness's own (skipped without the binary, required in CI).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { type BalanceReport, parseBalanceReport } from "@engines/lgc-tcg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REDIS_AVAILABLE, startRedis, stopProcess, type TestRedis } from "../../server/test/redis-harness.js";
import { command } from "../src/games/tcg.js";
import { fakeIo } from "./io.js";

const cli = join(dirname(fileURLToPath(import.meta.url)), "..");
const dir = mkdtempSync(join(tmpdir(), "tcg-balance-redis-"));
/** A small study: greedy bots (a job of 6 games takes long enough to be killed in the middle). */
const STUDY = ["--games", "24", "--bot", "greedy", "--decks", "3", "--classes", "MAGE,PRIEST", "--seed", "5"];

/** A process of the CLI and every line it printed so far. */
interface Proc {
  readonly proc: ChildProcess;
  readonly lines: string[];
  /** Resolves with the first line (printed before or after the call) matching `pattern`. */
  line(pattern: RegExp): Promise<string>;
}

function spawnCli(args: readonly string[]): Proc {
  const proc = spawn(
    process.execPath,
    ["--conditions=@games/source", "--import", "tsx", "src/main.ts", ...args],
    {
      cwd: cli,
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  const lines: string[] = [];
  const waiting: { pattern: RegExp; resolve: (l: string) => void }[] = [];
  let rest = "";
  proc.stdout?.on("data", (chunk: Buffer) => {
    rest += chunk.toString();
    const parts = rest.split("\n");
    rest = parts.pop() ?? "";
    for (const l of parts) {
      lines.push(l);
      for (const w of [...waiting])
        if (w.pattern.test(l)) {
          waiting.splice(waiting.indexOf(w), 1);
          w.resolve(l);
        }
    }
  });
  return {
    proc,
    lines,
    line: (pattern) =>
      new Promise((resolve, reject) => {
        const seen = lines.find((l) => pattern.test(l));
        if (seen !== undefined) return resolve(seen);
        waiting.push({ pattern, resolve });
        proc.once("exit", (code, signal) =>
          reject(new Error(`exited (${code ?? signal}) before ${pattern}`)),
        );
      }),
  };
}

const read = (file: string): BalanceReport =>
  parseBalanceReport(JSON.parse(readFileSync(join(dir, file), "utf8")), file);
/** The report without its provenance, as text: what must be byte-identical. */
const core = (file: string): string => {
  const { provenance: _, ...rest } = read(file);
  return JSON.stringify(rest, null, 1);
};

describe.skipIf(!REDIS_AVAILABLE)("distributed balance studies on Redis", () => {
  let redis: TestRedis;
  const workers: Proc[] = [];
  const startWorker = async (name: string): Promise<Proc> => {
    const w = spawnCli([
      "tcg",
      "balance-worker",
      "--redis",
      redis.url,
      "--name",
      name,
      "--lock-seconds",
      "2",
    ]);
    workers.push(w);
    await w.line(/ready on queue/);
    return w;
  };
  const coordinate = async (study: string, out: string, extra: readonly string[] = []) => {
    const io = fakeIo([], dir);
    const code = await command.run(
      ["balance", ...STUDY, "--redis", redis.url, "--study", study, "--out", out, ...extra],
      io,
    );
    return { code, out: io.out(), err: io.err() };
  };
  /** How many times each job of `study` was finished, over every worker. */
  const finishes = (study: string): Map<string, number> => {
    const n = new Map<string, number>();
    for (const w of workers)
      for (const l of w.lines) {
        const m = /^job (\S+) done$/.exec(l);
        if (m?.[1]?.startsWith(`${study}.`)) n.set(m[1], (n.get(m[1]) ?? 0) + 1);
      }
    return n;
  };

  beforeAll(async () => {
    redis = await startRedis();
    // The reference: the same games in one local worker thread.
    const io = fakeIo([], dir);
    expect(await command.run(["balance", ...STUDY, "--workers", "1", "--out", "local.json"], io)).toBe(0);
  }, 600_000);

  afterAll(async () => {
    await Promise.all(workers.map((w) => stopProcess(w.proc)));
    await redis?.stop();
  });

  it("merge to the local run's report, byte for byte, with 1, 2 and 3 workers", {
    timeout: 900_000,
  }, async () => {
    for (const n of [1, 2, 3]) {
      await startWorker(`w${n}`);
      const r = await coordinate(`workers-${n}`, `w${n}.json`, ["--job-games", "4"]);
      expect(r.err).toBe("");
      expect(r.code).toBe(0);
      expect(r.out).toContain(`study workers-${n} on ${redis.url}`);
      expect(r.out).toMatch(/\[#+\] 24\/24 games · .* · 6\/6 jobs/);
      expect(core(`w${n}.json`)).toBe(core("local.json"));
      const study = read(`w${n}.json`).provenance?.study;
      expect(study?.jobs).toBe(6);
      expect(Object.values(study?.workers ?? {}).reduce((a, b) => a + b, 0)).toBe(24);
      for (const name of Object.keys(study?.workers ?? {})) expect(["w1", "w2", "w3"]).toContain(name);
      expect([...finishes(`workers-${n}`).values()]).toEqual([1, 1, 1, 1, 1, 1]);
    }
  });

  it("take again the job of a worker SIGKILLed mid-job, and count it once", {
    timeout: 900_000,
  }, async () => {
    const running = coordinate("killed", "killed.json", ["--job-games", "6"]);
    // The first job a worker starts: kill that worker before it can finish.
    const started = await Promise.race(
      workers.map((w) => w.line(/^job killed\.\d+ started$/).then((l) => ({ w, l }))),
    );
    await stopProcess(started.w.proc, "SIGKILL");
    const r = await running;
    expect(r.err).toBe("");
    expect(r.code).toBe(0);
    expect(core("killed.json")).toBe(core("local.json"));
    const study = read("killed.json").provenance?.study;
    expect(study?.retried).toBeGreaterThanOrEqual(1);
    expect(Object.values(study?.workers ?? {}).reduce((a, b) => a + b, 0)).toBe(24);
    const job = /^job (\S+) started$/.exec(started.l)?.[1] as string;
    // The killed worker never finished it; one of the others did, once.
    expect(started.w.lines).not.toContain(`job ${job} done`);
    expect(finishes("killed").get(job)).toBe(1);
  });

  it("resume a study whose coordinator was killed, replaying no finished job", {
    timeout: 900_000,
  }, async () => {
    const alive = workers.filter((w) => w.proc.exitCode === null && w.proc.signalCode === null);
    expect(alive.length).toBeGreaterThanOrEqual(2);
    const args = ["tcg", "balance", ...STUDY, "--redis", redis.url, "--study", "resumed", "--job-games", "2"];
    const first = spawnCli([...args, "--json", "--out", join(dir, "never.json")]);
    // JSON mode: one object a line; kill the coordinator once a job is done.
    const line = await first.line(/"type":"progress".*"jobs":[1-9]/);
    expect(JSON.parse(line)).toMatchObject({ type: "progress", study: "resumed", total: 24, totalJobs: 12 });
    await stopProcess(first.proc, "SIGKILL");
    const again = await coordinate("resumed", "resumed.json", ["--job-games", "2"]);
    expect(again.code).toBe(0);
    expect(core("resumed.json")).toBe(core("local.json"));
    expect([...finishes("resumed").values()]).toEqual(Array(12).fill(1));
    // Started once more when every job is done: the report at once, nothing played.
    const done = finishes("resumed");
    expect((await coordinate("resumed", "resumed-2.json", ["--job-games", "2"])).code).toBe(0);
    expect(core("resumed-2.json")).toBe(core("local.json"));
    expect(finishes("resumed")).toEqual(done);
  });

  // A bot ladder (one bot against another, seats alternating) is a study like any other: the
  // distributed mode plays it too, and its challenger score merges exactly.
  it("merge a bot ladder (--challenger) to the local run's report, byte for byte", {
    timeout: 900_000,
  }, async () => {
    const ladder = ["--challenger", "ismcts", "--nodes", "8"];
    const local = fakeIo([], dir);
    const code = await command.run(
      ["balance", ...STUDY, ...ladder, "--workers", "1", "--out", "ladder-local.json"],
      local,
    );
    expect(code).toBe(0);
    const r = await coordinate("ladder", "ladder.json", [...ladder, "--job-games", "3"]);
    expect(r.err).toBe("");
    expect(r.code).toBe(0);
    expect(core("ladder.json")).toBe(core("ladder-local.json"));
    expect(read("ladder.json").challenger?.bot).toBe("ismcts");
    expect(read("ladder.json").challenger?.score.n).toBe(24);
  });

  it("refuses a study id already used with other options", { timeout: 300_000 }, async () => {
    const r = await coordinate("workers-1", "other.json", ["--job-games", "3"]);
    expect(r.code).toBe(2);
    expect(r.err).toContain("study workers-1 was started with other options");
  });
});
