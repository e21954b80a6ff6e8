/**
 * Floods on loopback, in bounded numbers: sockets that never say `hello`, silent TCP
 * connections, half-sent requests and bodies, many connections from one address, more connections
 * than the budget from many addresses, and more than the process's open-files limit (a server
 * process under `ulimit -n 256`). Each time `/health` keeps answering and a legit player from
 * another address plays a game. Loopback gives many source addresses: all of 127/8 is local on
 * Linux, so each flooding "client" binds its own 127.0.0.x.
 *
 * No test sleeps for a guessed time: each waits for what it needs (sockets closed, frames come),
 * bounded, and a bound that runs out names what it waited for.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { type Socket, connect as tcpConnect } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { createMatch, socketUrl } from "@core/match-client";
import { connect } from "@core/match-client/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { CLOSE_HELLO_TIMEOUT } from "../src/session.js";
import { botChooser, play, type TestServer, testServer } from "./helpers.js";

/** Waits until `check` holds, polling; past `ms` fails naming `what` and, if given, how far it got. */
async function waitUntil(
  what: string,
  check: () => boolean | Promise<boolean>,
  progress?: () => string,
  ms = 60_000,
): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline)
      throw new Error(`waited ${ms / 1000} s for ${what}${progress === undefined ? "" : ` (${progress()})`}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** A raw TCP connection from `from`, with what it received and whether it closed. */
interface Probe {
  readonly socket: Socket;
  data: string;
  closed: boolean;
}

/** Opens a TCP connection from `from` and writes `payload` (nothing: a silent socket). */
function probe(port: number, from: string, payload = ""): Promise<Probe> {
  return new Promise((resolve) => {
    const socket = tcpConnect({ host: "127.0.0.1", port, localAddress: from });
    const p: Probe = { socket, data: "", closed: false };
    probes.push(p);
    socket.on("data", (chunk) => {
      p.data += chunk.toString();
    });
    socket.on("error", () => {});
    socket.on("close", () => {
      p.closed = true;
      resolve(p);
    });
    socket.on("connect", () => {
      if (payload !== "") socket.write(payload);
      resolve(p);
    });
  });
}

/** Every probe opened: the ones left are destroyed after each test, whatever its outcome. */
const probes: Probe[] = [];
afterEach(() => {
  for (const p of probes.splice(0)) p.socket.destroy();
});

const closedCount = (probes: readonly Probe[]): number => probes.filter((p) => p.closed).length;
const portOf = (url: string): number => Number(new URL(url).port);

/** `/health` from `from`: its status, or the error's words (the connection was refused or reset). */
async function health(url: string, from = "127.0.0.1"): Promise<number | string> {
  return new Promise((resolve) => {
    const socket = tcpConnect({ host: "127.0.0.1", port: portOf(url), localAddress: from });
    let data = "";
    socket.on("data", (chunk) => {
      data += chunk.toString();
      const m = /^HTTP\/1\.1 (\d+)/.exec(data);
      if (m !== null && data.includes("\r\n\r\n")) {
        resolve(Number(m[1]));
        socket.destroy();
      }
    });
    socket.on("error", (error) => resolve(error.message));
    socket.on("close", () => resolve(`closed: ${JSON.stringify(data.slice(0, 40))}`));
    socket.on("connect", () =>
      socket.write("GET /health HTTP/1.1\r\nHost: test\r\nConnection: close\r\n\r\n"),
    );
  });
}

/** A short Shing Shang game (6 plies), both seats played by clients from 127.0.0.1: its length. */
async function legitGame(url: string): Promise<number> {
  const created = await createMatch(url, { engine: "shing-shang", setup: { maxPlies: 6 } });
  const played = await play(created, { choose: botChooser(1) });
  for (const c of played.clients.values()) c.close();
  return played.acked.size;
}

describe("sockets that never say hello", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await testServer({ limits: { helloTimeoutMs: 1000 } });
  });
  afterAll(() => server.stop());

  it("are closed with 4408 after the hello timeout; a welcomed player stays and plays", async () => {
    const created = await createMatch(server.url, { engine: "shing-shang", setup: { maxPlies: 6 } });
    const game = play(created, { choose: botChooser(2) });
    const idle = await Promise.all(
      Array.from({ length: 50 }, (_, i) => {
        const ws = new WebSocket(socketUrl(server.url), { localAddress: `127.0.0.${2 + (i % 5)}` });
        const closed = new Promise<number>((resolve) => ws.on("close", (code) => resolve(code)));
        ws.on("error", () => {});
        return new Promise<{ ws: WebSocket; closed: Promise<number> }>((resolve) =>
          ws.on("open", () => resolve({ ws, closed })),
        );
      }),
    );
    const codes = await Promise.all(idle.map((s) => s.closed));
    expect(codes).toEqual(Array(50).fill(CLOSE_HELLO_TIMEOUT));
    // The players' sockets were opened first and outlived the timeout.
    const played = await game;
    expect([...played.clients.values()].every((c) => c.status === "open")).toBe(true);
    expect(played.acked.size).toBe(6);
    for (const c of played.clients.values()) c.close();
    const metrics = await (await fetch(`${server.url}/metrics`)).text();
    expect(metrics).toMatch(/^connections_dropped_total\{reason="hello-timeout"\} 50$/m);
  });

  it("by default, within a few seconds", async () => {
    const plain = await testServer();
    try {
      const ws = new WebSocket(socketUrl(plain.url));
      ws.on("error", () => {});
      const opened = Date.now();
      const code = await new Promise<number>((resolve) => ws.on("close", (c) => resolve(c)));
      expect(code).toBe(CLOSE_HELLO_TIMEOUT);
      // The default is 5 s: never much sooner (a slow machine may make it later, never sooner).
      expect(Date.now() - opened).toBeGreaterThanOrEqual(4900);
    } finally {
      await plain.stop();
    }
  });
});

describe("silent connections and half-sent requests", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await testServer({
      connections: {
        perAddress: null,
        headersTimeoutMs: 1000,
        requestTimeoutMs: 2000,
        keepAliveTimeoutMs: 1000,
      },
    });
  });
  afterAll(() => server.stop());

  it("are closed after the header or request timeout, while /health and a game go on", async () => {
    const port = portOf(server.url);
    const from = (i: number) => `127.0.0.${10 + (i % 10)}`;
    const silent = await Promise.all(Array.from({ length: 150 }, (_, i) => probe(port, from(i))));
    const headers = await Promise.all(
      Array.from({ length: 150 }, (_, i) => probe(port, from(i), "GET /health HTTP/1.1\r\nHost: a\r\n")),
    );
    const bodies = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        probe(
          port,
          from(i),
          'POST /api/matches HTTP/1.1\r\nHost: a\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"engine":',
        ),
      ),
    );
    expect(await health(server.url)).toBe(200);
    expect(await legitGame(server.url)).toBe(6);
    const all = [...silent, ...headers, ...bodies];
    await waitUntil(
      "every flooding connection to be closed by the server",
      () => closedCount(all) === all.length,
      () => `${closedCount(all)} of ${all.length} closed`,
    );
    // Each was told why: 408 Request Timeout.
    expect(all.filter((p) => p.data.startsWith("HTTP/1.1 408")).length).toBe(all.length);
    expect(await health(server.url)).toBe(200);
  });
});

describe("connections per address", () => {
  let server: TestServer;
  beforeAll(async () => {
    // Long HTTP timeouts: the sockets kept stay until the test closes them.
    server = await testServer({
      connections: { perAddress: 20, headersTimeoutMs: 120_000, requestTimeoutMs: 120_000 },
    });
  });
  afterAll(() => server.stop());

  it("are capped: past the cap refused at once with 429; other addresses, /health and a game unaffected", async () => {
    const port = portOf(server.url);
    const flood = await Promise.all(Array.from({ length: 100 }, () => probe(port, "127.0.0.2")));
    await waitUntil(
      "80 connections past the cap to be refused",
      () => closedCount(flood) === 80,
      () => `${closedCount(flood)} closed`,
    );
    const refused = flood.filter((p) => p.closed);
    expect(refused.every((p) => p.data.startsWith("HTTP/1.1 429 Too Many Requests"))).toBe(true);
    expect(JSON.parse(refused[0]?.data.split("\r\n\r\n")[1] ?? "")).toEqual({
      error: "rate-limited",
      message: "too many connections from your address: try again later",
    });
    // 20 still held from there: /health from it is refused too; another address is served.
    expect(await health(server.url, "127.0.0.2")).toBe(429);
    expect(await health(server.url, "127.0.0.3")).toBe(200);
    expect(await legitGame(server.url)).toBe(6);
    const metrics = await (await fetch(`${server.url}/metrics`)).text();
    expect(metrics).toMatch(/^connections_dropped_total\{reason="address"\} 81$/m);
    expect(metrics).toMatch(/^tcp_connections \d+$/m);
    // Once they close, the address's count goes down and it is served again.
    for (const p of flood) p.socket.destroy();
    let last: number | string = "";
    await waitUntil(
      "/health from the flooding address once its sockets closed",
      async () => {
        last = await health(server.url, "127.0.0.2");
        return last === 200;
      },
      () => `last answer: ${last}`,
    );
  });
});

describe("behind a trusted proxy", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await testServer({ trustProxy: ["127.0.0.1"], connections: { perAddress: 3 } });
  });
  afterAll(() => server.stop());

  /** A WebSocket upgrade through the "proxy" (127.0.0.1) for client `client`: 101 or the refusal's status. */
  const upgrade = (client: string): Promise<{ status: number; ws?: WebSocket }> =>
    new Promise((resolve) => {
      const ws = new WebSocket(socketUrl(server.url), { headers: { "x-forwarded-for": client } });
      ws.once("open", () => resolve({ status: 101, ws }));
      ws.once("unexpected-response", (_req, res) => resolve({ status: res.statusCode ?? 0 }));
      ws.on("error", () => {});
    });

  it("caps each forwarded client's sockets, not the proxy's connections", async () => {
    const a = await Promise.all([1, 2, 3].map(() => upgrade("203.0.113.7")));
    expect(a.map((u) => u.status)).toEqual([101, 101, 101]);
    expect((await upgrade("203.0.113.7")).status).toBe(429);
    // Ten more sockets through the same proxy, for other clients: the proxy is not capped.
    const others = await Promise.all(Array.from({ length: 10 }, (_, i) => upgrade(`203.0.113.${20 + i}`)));
    expect(others.every((u) => u.status === 101)).toBe(true);
    a[0]?.ws?.close();
    let status = 0;
    await waitUntil(
      "the client's upgrade once one of its sockets closed",
      async () => {
        const u = await upgrade("203.0.113.7");
        status = u.status;
        u.ws?.close();
        return status === 101;
      },
      () => `last status ${status}`,
    );
    for (const u of [...a, ...others]) u.ws?.close();
  });
});

describe("the connection budget", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await testServer({
      connections: {
        maxConnections: 60,
        perAddress: 10,
        headersTimeoutMs: 120_000,
        requestTimeoutMs: 120_000,
      },
    });
  });
  afterAll(() => server.stop());

  it("full of silent sockets from many addresses, makes way for /health and players; welcomed players stay", async () => {
    const port = portOf(server.url);
    const created = await createMatch(server.url, { engine: "shing-shang", setup: { maxPlies: 6 } });
    const first = connect(created.links.red as string);
    await waitUntil("the first player's welcome", () => first.snapshot !== null && first.status === "open");
    // 20 addresses × 10 silent sockets: over three times the budget, none over its address's cap.
    const flood: Probe[] = [];
    for (let a = 0; a < 20; a++)
      flood.push(...(await Promise.all(Array.from({ length: 10 }, () => probe(port, `127.0.1.${a + 1}`)))));
    await waitUntil(
      "the flood's oldest sockets to make way for its newest",
      () => closedCount(flood) >= 200 - 60,
      () => `${closedCount(flood)} of 200 closed`,
    );
    expect(await health(server.url, "127.0.0.9")).toBe(200);
    expect(first.status).toBe("open");
    expect(await legitGame(server.url)).toBe(6);
    const metrics = await (await fetch(`${server.url}/metrics`)).text();
    const evicted = Number(/^connections_dropped_total\{reason="evicted"\} (\d+)$/m.exec(metrics)?.[1]);
    expect(evicted).toBeGreaterThanOrEqual(140);
    expect(Number(/^tcp_connections (\d+)$/m.exec(metrics)?.[1])).toBeLessThanOrEqual(60);
    first.close();
    for (const p of flood) p.socket.destroy();
  });
});

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

/** `src/main.ts` under `ulimit -n <fds>`: its URL once it listens, or its output if it exits first. */
async function limitedServer(
  fds: number,
  args: readonly string[],
): Promise<{ proc: ChildProcess; url: string | null; out: () => string }> {
  const dir = await mkdtemp(join(tmpdir(), "match-flood-"));
  const command = [
    process.execPath,
    "--conditions=@games/source",
    "--import",
    "tsx",
    "src/main.ts",
    "--port",
    "0",
    "--data",
    dir,
    "--connect-limit",
    "0",
    // The accounts database (embedded PostgreSQL) holds some 90 descriptors of its own: counted,
    // but not what this test is about.
    "--no-accounts",
    ...args,
  ]
    .map((a) => `'${a}'`)
    .join(" ");
  const proc = spawn("sh", ["-c", `ulimit -n ${fds} && exec ${command}`], {
    cwd: root,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, REDIS_URL: "" },
  });
  let out = "";
  proc.stdout?.on("data", (chunk: Buffer) => {
    out += chunk.toString();
  });
  proc.stderr?.on("data", (chunk: Buffer) => {
    out += chunk.toString();
  });
  proc.once("exit", () => void rm(dir, { recursive: true, force: true }));
  await waitUntil(
    "the server to listen or exit",
    () => /^listening /m.test(out) || proc.exitCode !== null,
    () => out.slice(-500),
  );
  await waitUntil("its output to settle", () => proc.exitCode !== null || /^listening \S+\n/m.test(out));
  return { proc, url: /^listening (\S+)$/m.exec(out)?.[1] ?? null, out: () => out };
}

function stop(proc: ChildProcess): Promise<void> {
  if (proc.exitCode !== null || proc.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    proc.once("exit", () => resolve());
    proc.kill("SIGKILL");
  });
}

describe("the open-files limit (a server process under ulimit -n 256)", () => {
  it("refuses to start with a budget the limit cannot hold", async () => {
    const server = await limitedServer(256, ["--max-connections", "500"]);
    try {
      expect(server.url).toBeNull();
      expect(server.out()).toMatch(
        /cannot start: 500 connections need an open-files limit of at least \d+ \(\d+ open already by the store, databases and Node, 128 more kept for them\); it is 256, from \/proc\/self\/limits: raise it \(ulimit -n\)/,
      );
    } finally {
      await stop(server.proc);
    }
  }, 180_000);

  it("holds 400 silent sockets from 40 addresses: /health answers, a game is played, nothing runs out", async () => {
    const server = await limitedServer(256, []);
    const url = server.url;
    if (url === null) throw new Error(`the server did not start:\n${server.out()}`);
    try {
      // 256 less what the process holds at start (some 20-30 descriptors) and the 128 kept.
      const budget = Number(
        /"maxConnections":(\d+),"openFilesLimit":256,"openFilesInUse":(\d+)/.exec(server.out())?.[1],
      );
      expect(budget).toBeGreaterThan(64);
      expect(budget).toBeLessThan(128);
      const created = await createMatch(url, { engine: "shing-shang", setup: { maxPlies: 6 } });
      const game = play(created, { choose: botChooser(3) });
      const port = portOf(url);
      const flood: Probe[] = [];
      for (let a = 0; a < 40; a++)
        flood.push(...(await Promise.all(Array.from({ length: 10 }, () => probe(port, `127.0.2.${a + 1}`)))));
      expect(await health(url, "127.0.0.9")).toBe(200);
      expect((await game).acked.size).toBe(6);
      expect(await legitGame(url)).toBe(6);
      expect(server.proc.exitCode).toBeNull();
      expect(server.out()).not.toMatch(/EMFILE|ENFILE/);
      for (const p of flood) p.socket.destroy();
    } finally {
      await stop(server.proc);
    }
  }, 180_000);
});
