/**
 * The Redis tests' harness: a real `redis-server` per test file on a free loopback port in a
 * temporary directory (append-only file, fsync at every write: an acknowledged action survives a
 * crash of Redis), and match servers as child processes (`src/main.ts --redis`) sharing it.
 *
 * Without the `redis-server` binary the Redis tests are skipped with a warning, except in CI
 * (`CI` or `REDIS_TESTS_REQUIRED` set, as `.ci/run` does), where they fail: CI must run them
 * (`.ci/run` installs Debian's redis-server).
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { connect, createServer, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { type MatchClientOptions, type SocketFactory, socketUrl } from "@core/match-client";
import { WebSocket } from "ws";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

function hasRedisServer(): boolean {
  try {
    execFileSync("redis-server", ["--version"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

/** Whether the Redis tests run here: they must in CI, where a missing binary is an error. */
export const REDIS_AVAILABLE: boolean = (() => {
  const found = hasRedisServer();
  const required = [process.env.CI, process.env.REDIS_TESTS_REQUIRED].some(
    (v) => v !== undefined && v !== "",
  );
  if (!found && required)
    throw new Error(
      "redis-server is not installed, and CI must run the Redis tests: apt-get install redis-server (.ci/run does)",
    );
  if (!found) console.warn("redis-server not found: the Redis tests are skipped (CI runs them)");
  return found;
})();

/** A free loopback port (bound then released: the caller binds it next). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address !== null ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Waits for `pattern` on a child's stdout; rejects if it exits first. */
function waitForLine(proc: ChildProcess, pattern: RegExp, what: string): Promise<RegExpExecArray> {
  return new Promise((resolve, reject) => {
    let out = "";
    const onData = (chunk: Buffer): void => {
      out += chunk.toString();
      const m = pattern.exec(out);
      if (m === null) return;
      proc.stdout?.off("data", onData);
      proc.off("exit", onExit);
      // Keep draining: a full pipe would block the child.
      proc.stdout?.resume();
      resolve(m);
    };
    const onExit = (code: number | null): void =>
      reject(new Error(`${what} exited (${code}) before it was ready:\n${out.slice(-2000)}`));
    proc.stdout?.on("data", onData);
    proc.once("exit", onExit);
  });
}

/** Sends `signal` and resolves once the process has exited. */
export function stopProcess(proc: ChildProcess, signal: NodeJS.Signals = "SIGKILL"): Promise<void> {
  if (proc.exitCode !== null || proc.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    proc.once("exit", () => resolve());
    proc.kill(signal);
  });
}

/** A redis-server of the test's own. */
export interface TestRedis {
  readonly url: string;
  readonly port: number;
  /** Kills it (SIGKILL: a crash); `start` brings it back on the same port and data. */
  kill(): Promise<void>;
  start(): Promise<void>;
  /** Stops it and deletes its directory. */
  stop(): Promise<void>;
}

/** redis-server on `port` keeping its data in `dir`, in the foreground. */
function launchRedis(port: number, dir: string): ChildProcess {
  const args = ["--port", String(port), "--bind", "127.0.0.1", "--dir", dir, "--daemonize", "no"];
  // Every write fsynced before its reply: what a server acknowledged survives a crash of Redis.
  args.push("--appendonly", "yes", "--appendfsync", "always", "--save", "");
  return spawn("redis-server", args, { stdio: ["ignore", "pipe", "inherit"] });
}

/**
 * Starts a redis-server of the caller's own. `track` sees each redis-server process it spawns
 * (the first and every restart) and its directory, so that a caller stopped by a signal (the
 * bench) can kill them and delete it though `stop` never ran.
 */
export async function startRedis(track?: (proc: ChildProcess, dir: string) => void): Promise<TestRedis> {
  const dir = await mkdtemp(join(tmpdir(), "match-redis-"));
  const launch = (port: number): ChildProcess => {
    const child = launchRedis(port, dir);
    track?.(child, dir);
    return child;
  };
  let port = 0;
  let proc: ChildProcess | null = null;
  for (let attempt = 0; proc === null; attempt++) {
    port = await freePort();
    const child = launch(port);
    try {
      await waitForLine(child, /Ready to accept connections/, "redis-server");
      proc = child;
    } catch (error) {
      // The port was taken between freePort and the bind: try another.
      if (attempt >= 5) throw error;
    }
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    kill: async () => {
      if (proc !== null) await stopProcess(proc);
    },
    start: async () => {
      // The same port: the servers' connections come back to it by themselves.
      const child = launch(port);
      await waitForLine(child, /Ready to accept connections/, "redis-server");
      proc = child;
    },
    stop: async () => {
      if (proc !== null) await stopProcess(proc, "SIGTERM");
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** A match server process on the test's Redis. */
export interface Instance {
  readonly url: string;
  readonly proc: ChildProcess;
  alive(): boolean;
}

/**
 * Starts `src/main.ts` on `redisUrl` (port 0 unless given), with `dataDir` for the secret
 * (instances of one deployment share it). Resolves once it listens.
 */
export async function spawnInstance(
  redisUrl: string,
  dataDir: string,
  extra: readonly string[] = [],
): Promise<Instance> {
  const proc = spawn(
    process.execPath,
    [
      "--conditions=@games/source",
      "--import",
      "tsx",
      "src/main.ts",
      "--port",
      "0",
      "--data",
      dataDir,
      "--redis",
      redisUrl,
      "--quiet",
      // Hundreds of clients from one loopback address: limits fit for one person would refuse them.
      "--connect-limit",
      "0",
      "--auth-limit",
      "0",
      "--address-connections",
      "0",
      ...extra,
    ],
    { cwd: root, stdio: ["ignore", "pipe", "inherit"], env: { ...process.env, REDIS_URL: "" } },
  );
  const m = await waitForLine(proc, /listening (\S+)/, "match server");
  const url = m[1] as string;
  return { url, proc, alive: () => proc.exitCode === null && proc.signalCode === null };
}

/**
 * Client options whose sockets go where `pick` says (a load balancer's choice, made again at
 * each reconnection) instead of the link's origin.
 */
export function routedTo(pick: () => string, options: MatchClientOptions = {}): MatchClientOptions {
  class Routed extends WebSocket {
    constructor(_url: string) {
      super(socketUrl(pick()));
    }
  }
  return { ...options, WebSocket: Routed as unknown as SocketFactory };
}

/** A TCP proxy to a Redis that can lose the answer to a command (see `startCuttingProxy`). */
export interface CuttingProxy {
  readonly url: string;
  /**
   * Arms the proxy: the `nth` command from now (1: the next) whose bytes contain `marker` goes
   * through to Redis, which runs it, but its connection is cut before the answer comes back.
   */
  cutAt(nth: number, marker: string): void;
  /** How many commands were cut so far. */
  readonly cuts: number;
  close(): Promise<void>;
}

/**
 * A proxy in front of the Redis on `port`, for losing answers the way a connection lost at the
 * wrong moment does: the command reached Redis and ran, its reply never arrived.
 */
export async function startCuttingProxy(port: number): Promise<CuttingProxy> {
  const sockets = new Set<Socket>();
  let armed: { left: number; marker: string } | null = null;
  let cuts = 0;
  const server = createServer((client) => {
    const upstream = connect(port, "127.0.0.1");
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on("close", () => sockets.delete(s));
      s.on("error", () => {});
    }
    upstream.pipe(client);
    client.on("data", (chunk: Buffer) => {
      if (armed !== null && chunk.includes(armed.marker) && --armed.left === 0) {
        armed = null;
        cuts++;
        // Redis gets the command and runs it; the client never hears back.
        upstream.unpipe(client);
        client.destroy();
        upstream.end(chunk);
        return;
      }
      upstream.write(chunk);
    });
    client.on("close", () => upstream.end());
    upstream.on("close", () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const proxyPort = typeof address === "object" && address !== null ? address.port : 0;
  return {
    url: `redis://127.0.0.1:${proxyPort}`,
    cutAt: (nth, marker) => {
      armed = { left: nth, marker };
    },
    get cuts() {
      return cuts;
    },
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
