/**
 * `games serve` as people run it (a child process, its stdout a pipe): pino's JSON lines by
 * default — the start, each request —, none with `--quiet`; Redis configured to lose writes in a
 * crash is said through the command itself; `--secret` makes instances on different data
 * directories accept each other's links.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { PassThrough } from "node:stream";
import { fileURLToPath } from "node:url";
import { serveLogger } from "@apps/server";
import { createMatch, parseLink } from "@core/match-client";
import { Redis } from "ioredis";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { REDIS_AVAILABLE, startRedis, type TestRedis } from "../../server/test/redis-harness.js";

const cli = join(dirname(fileURLToPath(import.meta.url)), "..");
const running = new Set<ChildProcess>();
const dirs: string[] = [];

/** `games serve ...args` on port 0 in a data directory of its own; its output as it comes. */
function serve(args: readonly string[]): { proc: ChildProcess; out: () => string } {
  const dir = mkdtempSync(join(tmpdir(), "games-serve-"));
  dirs.push(dir);
  const proc = spawn(
    process.execPath,
    [
      "--conditions=@games/source",
      "--import",
      "tsx",
      "src/main.ts",
      "serve",
      "--port",
      "0",
      "--data",
      dir,
      ...args,
    ],
    { cwd: cli, stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, REDIS_URL: "" } },
  );
  running.add(proc);
  proc.once("exit", () => running.delete(proc));
  let out = "";
  proc.stdout?.on("data", (chunk: Buffer) => {
    out += chunk.toString();
  });
  proc.stderr?.on("data", (chunk: Buffer) => {
    out += chunk.toString();
  });
  return { proc, out: () => out };
}

/** Resolves with the match of `pattern` in the output; fails naming what it waited for. */
async function waitFor(
  server: { proc: ChildProcess; out: () => string },
  pattern: RegExp,
  what: string,
  ms = 30_000,
): Promise<RegExpExecArray> {
  const until = Date.now() + ms;
  for (;;) {
    const m = pattern.exec(server.out());
    if (m !== null) return m;
    if (server.proc.exitCode !== null) throw new Error(`games serve exited before ${what}:\n${server.out()}`);
    if (Date.now() > until) throw new Error(`no ${what} within ${ms} ms; output:\n${server.out()}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

const urlOf = (server: { proc: ChildProcess; out: () => string }) =>
  waitFor(server, /games serve: listening on (\S+)/, "listening line").then((m) => m[1] as string);

/** The output's JSON lines (pino's). */
const jsonLines = (out: string): Record<string, unknown>[] =>
  out
    .split("\n")
    .filter((l) => l.startsWith("{"))
    .map((l) => JSON.parse(l) as Record<string, unknown>);

async function stop(proc: ChildProcess): Promise<void> {
  if (proc.exitCode !== null || proc.signalCode !== null) return;
  await new Promise<void>((resolve) => {
    proc.once("exit", () => resolve());
    proc.kill("SIGTERM");
  });
}

afterEach(async () => {
  await Promise.all([...running].map(stop));
});
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe("games serve's logs", () => {
  it("logs pino JSON lines on a pipe: the start and every request", async () => {
    const server = serve([]);
    const url = await urlOf(server);
    expect((await fetch(`${url}/health`)).status).toBe(200);
    await waitFor(server, /"url":"\/health"/, "log line of the /health request");
    const lines = jsonLines(server.out());
    expect(lines.some((l) => typeof l.msg === "string" && /^Server listening at /.test(l.msg))).toBe(true);
    expect(lines.every((l) => typeof l.level === "number" && typeof l.time === "number")).toBe(true);
  });

  it("logs nothing with --quiet", async () => {
    const server = serve(["--quiet"]);
    const url = await urlOf(server);
    expect((await fetch(`${url}/health`)).status).toBe(200);
    await stop(server.proc);
    expect(server.out()).toBe(`games serve: listening on ${url}\n`);
  });

  it("is pretty on a terminal, JSON elsewhere", async () => {
    const pipe = new PassThrough();
    expect(serveLogger(pipe).stream).toBe(pipe);
    const tty = Object.assign(new PassThrough(), { isTTY: true });
    const logger = serveLogger(tty);
    expect(logger.stream).not.toBe(tty);
    let shown = "";
    tty.on("data", (chunk: Buffer) => {
      shown += chunk.toString();
    });
    logger.stream.write(`${JSON.stringify({ level: 30, time: 0, msg: "hello there" })}\n`);
    await new Promise((r) => setTimeout(r, 50));
    expect(shown).toMatch(/INFO.*hello there/);
    expect(shown).not.toContain("{");
  });
});

describe.skipIf(!REDIS_AVAILABLE)("games serve on Redis", () => {
  let redis: TestRedis | undefined;
  afterAll(() => redis?.stop());

  it("warns through the command when Redis may lose acknowledged actions", async () => {
    redis = await startRedis();
    const admin = new Redis(redis.url);
    await admin.config("SET", "appendfsync", "everysec");
    admin.disconnect();
    const server = serve(["--redis", redis.url]);
    await urlOf(server);
    const m = await waitFor(server, /^\{.*Redis may lose acknowledged actions.*\}$/m, "appendfsync warning");
    expect(JSON.parse(m[0])).toMatchObject({ level: 40, appendonly: "yes", appendfsync: "everysec" });
  });

  it("with --secret, instances on different data directories accept each other's links", async () => {
    redis ??= await startRedis();
    const secret = "correct-horse-battery-staple-0123456789";
    const a = serve(["--redis", redis.url, "--secret", secret, "--quiet"]);
    const b = serve(["--redis", redis.url, "--secret", secret, "--quiet"]);
    const [urlA, urlB] = await Promise.all([urlOf(a), urlOf(b)]);
    const created = await createMatch(urlA as string, { engine: "shing-shang" });
    const token = parseLink(created.links.red as string).token;
    const join = await fetch(`${urlB}/api/join`, { headers: { authorization: `Bearer ${token}` } });
    expect(join.status).toBe(200);
    expect(await join.json()).toMatchObject({ seat: "red", match: { id: created.match.id } });
  });
});
