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
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { connect, createServer, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { type MatchClientOptions, type SocketFactory, socketUrl } from "@core/match-client";
import { WebSocket } from "ws";
import { freeFixedPort } from "./ports.js";

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
function launchRedis(port: number, dir: string, extra: readonly string[] = []): ChildProcess {
  const args = ["--port", String(port), "--bind", "127.0.0.1", "--dir", dir, "--daemonize", "no", ...extra];
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
    // Below the ephemeral range: no client socket of the busy machine takes it while Redis is
    // down between a kill and its restart (which would then fail, or reach another process).
    port = await freeFixedPort();
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

/**
 * A replica of the redis-server on `masterPort` (append-only, fsync at every write, like its
 * master), resolved once it is linked to its master (so a `WAIT 1` can be answered). `track` as
 * for `startRedis`. Returns its port and how to stop it (and delete its directory).
 */
export async function startRedisReplica(
  masterPort: number,
  track?: (proc: ChildProcess, dir: string) => void,
): Promise<{ readonly port: number; stop(): Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), "match-redis-replica-"));
  const port = await freeFixedPort();
  const proc = launchRedis(port, dir, ["--replicaof", "127.0.0.1", String(masterPort)]);
  track?.(proc, dir);
  const stop = async (): Promise<void> => {
    await stopProcess(proc, "SIGTERM");
    await rm(dir, { recursive: true, force: true });
  };
  try {
    await waitForLine(proc, /MASTER <-> REPLICA sync: Finished with success/, "redis-server replica");
  } catch (error) {
    await stop();
    throw error;
  }
  return { port, stop };
}

/** A Sentinel of the test's own (see `startSentinel`). */
export interface TestSentinel {
  /** `redis+sentinel://…/<name>`: the servers' `--redis`. */
  readonly url: string;
  /** The address (`127.0.0.1:<port>`) Sentinel names as the master now. */
  master(): string;
  stop(): Promise<void>;
}

/**
 * One Sentinel (quorum 1: enough for a test) watching the Redis on `masterPort` as `name`,
 * failing over after 1 s without an answer; resolved once it knows `replicas` replicas (which a
 * failover needs). `redis-server --sentinel`: Debian's redis-server runs as one.
 */
export async function startSentinel(
  masterPort: number,
  replicas: number,
  name = "games",
): Promise<TestSentinel> {
  const dir = await mkdtemp(join(tmpdir(), "match-sentinel-"));
  const port = await freeFixedPort();
  const config = join(dir, "sentinel.conf");
  await writeFile(
    config,
    [
      `port ${port}`,
      "bind 127.0.0.1",
      `dir ${dir}`,
      `sentinel monitor ${name} 127.0.0.1 ${masterPort} 1`,
      `sentinel down-after-milliseconds ${name} 1000`,
      `sentinel failover-timeout ${name} 10000`,
      "",
    ].join("\n"),
  );
  const proc = spawn("redis-server", [config, "--sentinel"], { stdio: ["ignore", "pipe", "inherit"] });
  const stop = async (): Promise<void> => {
    await stopProcess(proc, "SIGTERM");
    await rm(dir, { recursive: true, force: true });
  };
  const cli = (args: readonly string[]): string => redisCli(port, args);
  try {
    await waitForLine(proc, /\+monitor master/, "redis sentinel");
    const until = Date.now() + 30_000;
    // Sentinel learns the replicas from the master's INFO (every 10 s at first): wait for them.
    while (
      cli(["sentinel", "replicas", name])
        .split("\n")
        .filter((l) => l === "name").length < replicas
    ) {
      if (Date.now() > until) throw new Error(`Sentinel did not find ${replicas} replicas within 30 s`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url: `redis+sentinel://127.0.0.1:${port}/${name}`,
    master: () => cli(["sentinel", "get-master-addr-by-name", name]).trim().split("\n").join(":"),
    stop,
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
  cutAt(nth: number, marker: string, options?: { thenRefuse?: boolean }): void;
  /**
   * While on, every connection is closed as it opens (Redis unreachable). `cutAt`'s
   * `thenRefuse` turns it on at the cut.
   */
  refuse(on: boolean): void;
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
  let armed: { left: number; marker: string; thenRefuse: boolean } | null = null;
  let cuts = 0;
  let refusing = false;
  const server = createServer((client) => {
    if (refusing) {
      client.destroy();
      return;
    }
    const upstream = connect(port, "127.0.0.1");
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on("close", () => sockets.delete(s));
      s.on("error", () => {});
    }
    upstream.pipe(client);
    client.on("data", (chunk: Buffer) => {
      if (armed !== null && chunk.includes(armed.marker) && --armed.left === 0) {
        if (armed.thenRefuse) refusing = true;
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
    cutAt: (nth, marker, options = {}) => {
      armed = { left: nth, marker, thenRefuse: options.thenRefuse ?? false };
    },
    refuse: (on) => {
      refusing = on;
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

/** One redis-server of a test cluster. */
export interface ClusterNode {
  readonly port: number;
  /** `127.0.0.1:<port>`, as the cluster names it. */
  readonly address: string;
  alive(): boolean;
  /** SIGKILL (a crash). */
  kill(): Promise<void>;
  /** Back on its port and data (it rejoins the cluster: as a replica if it was failed over). */
  start(): Promise<void>;
  /** SIGSTOP / SIGCONT: a node frozen, then thawed. */
  freeze(): void;
  thaw(): void;
}

/** A Redis Cluster of the test's own (see `startRedisCluster`). */
export interface TestRedisCluster {
  /** `redis+cluster://` URL of every node (the server's `--redis`). */
  readonly url: string;
  readonly nodes: readonly ClusterNode[];
  /** The node serving `key`'s slot as master now. */
  masterOf(key: string): Promise<ClusterNode>;
  /** Resolves once every live node says the cluster is ok and they agree on the masters. */
  settled(ms?: number): Promise<void>;
  stop(): Promise<void>;
}

/** `redis-cli` against `port`, its output. */
function redisCli(port: number, args: readonly string[]): string {
  return execFileSync("redis-cli", ["-p", String(port), ...args], { encoding: "utf8" });
}

/**
 * A Redis Cluster of `masters` masters, each with `replicas` replicas: redis-server processes in
 * cluster mode (append-only, fsync at every write, node timeout `nodeTimeoutMs` so a failover
 * takes seconds), made one cluster by `redis-cli --cluster create` (Debian's redis-tools, a
 * dependency of redis-server). `track` sees every process spawned and its directory.
 */
export async function startRedisCluster(
  options: { masters?: number; replicas?: number; nodeTimeoutMs?: number } = {},
  track?: (proc: ChildProcess, dir: string) => void,
): Promise<TestRedisCluster> {
  const masters = options.masters ?? 3;
  const replicas = options.replicas ?? 0;
  const nodeTimeoutMs = options.nodeTimeoutMs ?? 2000;
  const root = await mkdtemp(join(tmpdir(), "match-redis-cluster-"));
  const nodes: (ClusterNode & { proc: ChildProcess | null })[] = [];
  for (let i = 0; i < masters * (1 + replicas); i++) {
    const dir = join(root, `n${i}`);
    await mkdir(dir);
    let [port, busPort] = [await freeFixedPort(), await freeFixedPort()];
    const launch = async (): Promise<ChildProcess> => {
      const args = ["--port", String(port), "--cluster-port", String(busPort), "--bind", "127.0.0.1"];
      args.push("--dir", dir, "--daemonize", "no", "--cluster-enabled", "yes");
      args.push("--cluster-config-file", "nodes.conf", "--cluster-node-timeout", String(nodeTimeoutMs));
      args.push("--appendonly", "yes", "--appendfsync", "always", "--save", "");
      const child = spawn("redis-server", args, { stdio: ["ignore", "pipe", "inherit"] });
      track?.(child, root);
      await waitForLine(child, /Ready to accept connections/, `cluster node ${port}`);
      return child;
    };
    const node = {
      port,
      address: `127.0.0.1:${port}`,
      proc: null as ChildProcess | null,
      alive: () => node.proc !== null && node.proc.exitCode === null && node.proc.signalCode === null,
      kill: async () => {
        if (node.proc !== null) await stopProcess(node.proc);
      },
      start: async () => {
        node.proc = await launch();
      },
      freeze: () => void node.proc?.kill("SIGSTOP"),
      thaw: () => void node.proc?.kill("SIGCONT"),
    };
    for (let attempt = 0; node.proc === null; attempt++)
      try {
        node.proc = await launch();
      } catch (error) {
        // A port taken between the check and the bind: others.
        if (attempt >= 5) throw error;
        [port, busPort] = [await freeFixedPort(), await freeFixedPort()];
        node.port = port;
        node.address = `127.0.0.1:${port}`;
      }
    nodes.push(node);
  }
  const addresses = nodes.map((n) => n.address);
  try {
    execFileSync(
      "redis-cli",
      ["--cluster", "create", ...addresses, "--cluster-replicas", String(replicas), "--cluster-yes"],
      { encoding: "utf8", timeout: 60_000, stdio: ["ignore", "pipe", "pipe"] },
    );
  } catch (error) {
    const { stdout = "", stderr = "" } = error as { stdout?: string; stderr?: string };
    throw new Error(`redis-cli --cluster create failed: ${(error as Error).message}\n${stdout}${stderr}`);
  }
  const masterMap = (port: number): Map<number, string> => {
    // CLUSTER NODES: id, ip:port@bus, flags, master, ping, pong, epoch, link state, slots…
    const map = new Map<number, string>();
    const lines = redisCli(port, ["cluster", "nodes"]).trim().split("\n");
    for (const line of lines) {
      const [, address, flags, , , , , state, ...slots] = line.split(" ");
      if (!flags?.includes("master") || flags.includes("fail") || state !== "connected") continue;
      for (const range of slots) {
        const [from, to = from] = range.split("-").map(Number);
        if (from === undefined || Number.isNaN(from)) continue;
        // By port: a node may name itself without its address ("":port) for a while.
        const port = `127.0.0.1:${(address ?? "").split("@")[0]?.split(":").pop()}`;
        for (let s = from; s <= (to as number); s++) map.set(s, port);
      }
    }
    return map;
  };
  const settled = async (ms = 60_000): Promise<void> => {
    const until = Date.now() + ms;
    let why = "";
    for (;;) {
      const live = nodes.filter((n) => n.alive());
      try {
        const states = live.map(
          (n) => /cluster_state:(\w+)/.exec(redisCli(n.port, ["cluster", "info"]))?.[1],
        );
        const maps = live.map((n) => masterMap(n.port));
        const served = maps.map((m) => m.size);
        const agreed =
          new Set(maps.map((m) => JSON.stringify(Array.from({ length: 16384 }, (_, slot) => m.get(slot)))))
            .size === 1;
        // A replica never linked to its master could not take over from it (its data's age).
        const links = live.map(
          (n) => /master_link_status:(\w+)/.exec(redisCli(n.port, ["info", "replication"]))?.[1] ?? "master",
        );
        const linked = links.every((l) => l === "master" || l === "up");
        if (states.every((x) => x === "ok") && agreed && linked && served.every((n) => n === 16384)) return;
        why = `states ${states.join(",")}, slots served ${served.join(",")}, agreed ${agreed}, links ${links.join(",")}`;
      } catch (error) {
        why = `a node not answering: ${(error as Error).message}`;
      }
      if (Date.now() > until) throw new Error(`the Redis cluster did not settle within ${ms} ms: ${why}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  };
  await settled();
  return {
    url: `redis+cluster://${addresses.join(",")}`,
    nodes,
    masterOf: async (key) => {
      const live = nodes.find((n) => n.alive());
      if (live === undefined) throw new Error("no cluster node alive");
      const slot = Number(redisCli(live.port, ["cluster", "keyslot", key]).trim());
      const address = masterMap(live.port).get(slot);
      const node = nodes.find((n) => n.address === address);
      if (node === undefined) throw new Error(`no master serves slot ${slot}`);
      return node;
    },
    settled,
    stop: async () => {
      for (const n of nodes) n.thaw();
      await Promise.all(nodes.map((n) => (n.proc === null ? undefined : stopProcess(n.proc, "SIGTERM"))));
      await rm(root, { recursive: true, force: true });
    },
  };
}

/** What the Redis tests run against: one Redis, or a Redis Cluster of three masters. */
export type RedisKind = "redis" | "cluster";

/** Both, for tests that must hold on each. */
export const REDIS_KINDS: readonly RedisKind[] = ["redis", "cluster"];

/** A Redis of either kind, with a way to crash the server of a key and bring it back. */
export interface TestBackend {
  readonly kind: RedisKind;
  /** The servers' `--redis` URL. */
  readonly url: string;
  /** Kills (SIGKILL) the Redis that holds `key`: the one Redis, or the master of its slot. */
  crash(key: string): Promise<void>;
  /** Starts again, on its port and data, what `crash` killed. */
  recover(): Promise<void>;
  stop(): Promise<void>;
}

/** A Redis of `kind`, of the test's own (a cluster: three masters, no replicas). */
export async function startBackend(kind: RedisKind): Promise<TestBackend> {
  if (kind === "redis") {
    const redis = await startRedis();
    return {
      kind,
      url: redis.url,
      crash: () => redis.kill(),
      recover: () => redis.start(),
      stop: () => redis.stop(),
    };
  }
  const cluster = await startRedisCluster({ masters: 3, replicas: 0 });
  let crashed: ClusterNode | null = null;
  return {
    kind,
    url: cluster.url,
    crash: async (key) => {
      crashed = await cluster.masterOf(key);
      await crashed.kill();
    },
    recover: async () => {
      await crashed?.start();
      crashed = null;
      await cluster.settled();
    },
    stop: () => cluster.stop(),
  };
}
