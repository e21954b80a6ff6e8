/**
 * `startServer`: the HTTP and WebSocket front of a `MatchService` — Fastify with
 * @fastify/websocket, pino logs, the JSON API (create, token info, replays), `/health`,
 * `/metrics`, and the `/ws` endpoint with its origin check.
 */
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { existsSync } from "node:fs";
import { link, mkdir, readFile, unlink, writeFile } from "node:fs/promises";
import type { Socket } from "node:net";
import { join, resolve } from "node:path";
import {
  type CreateMatchRequest,
  type FullReplay,
  type HttpErrorBody,
  PROTOCOL_SCHEMA,
  REPLAY_TOKEN,
} from "@core/match-client";
import { compile as compileTrust } from "@fastify/proxy-addr";
import websocket from "@fastify/websocket";
import Fastify, { type FastifyInstance, type FastifyReply } from "fastify";
import { type Accounts, type AccountsOptions, startAccounts } from "./accounts/plugin.js";
import { AddressGuard, type AddressLimits, DEFAULT_ADDRESS_LIMITS } from "./address-limits.js";
import { parseBody, requestCheck } from "./body.js";
import {
  ConnectionGuard,
  type ConnectionOptions,
  connectionBudget,
  DEFAULT_CONNECTIONS,
} from "./connections.js";
import { openFilesInUse, openFilesLimit } from "./fd-limit.js";
import { createMetrics, type Metrics } from "./metrics.js";
import { type EngineEntry, loadRegistry } from "./registry.js";
import { MatchService, RequestError, UnavailableError } from "./service.js";
import { compileFrameChecks, DEFAULT_LIMITS, type SessionLimits, serveSocket } from "./session.js";
import { FileStore } from "./store/file-store.js";
import { RedisStore } from "./store/redis-store.js";
import type { MatchStore } from "./store/types.js";
import { newSecret, replayTokenOf } from "./tokens.js";
import { createTopics } from "./topics.js";

export interface ServerOptions {
  /** Port (0: any free one). Default 8080. */
  readonly port?: number;
  /** Default 127.0.0.1. */
  readonly host?: string;
  /** The embedded store's directory. Default `./data`. Ignored when `store` is given. */
  readonly dataDir?: string;
  /** Another store; the server closes it on `close`. */
  readonly store?: MatchStore;
  /**
   * The Redis store at this URL (several instances share its matches) instead of the embedded
   * one; `dataDir` then holds only the secret. Ignored when `store` is given.
   */
  readonly redisUrl?: string;
  /**
   * With Redis: acknowledge an action only once this many replicas of its master have it
   * (`WAIT`, at most `timeoutMs`; fewer: the action is refused as unavailable and sent again).
   * Absent: once the master has it.
   */
  readonly redisWait?: { readonly replicas: number; readonly timeoutMs: number };
  /** Finished matches are deleted this long after their end (0: never). Default 7 days. */
  readonly retentionMs?: number;
  /** Unfinished matches with no action and no client this long are deleted (0: never). Default 7 days. */
  readonly idleMs?: number;
  /**
   * A match whose creation failed half-way (its answer was 503) is deleted this long after.
   * Default 60 s.
   */
  readonly unconfirmedMs?: number;
  /**
   * With Redis: the seats of an instance that died show as away on the others within this.
   * Default 20 s.
   */
  readonly presenceTtlMs?: number;
  /**
   * A seat whose last client left and that comes back within this is never shown away (no
   * presence frame either way): a network blip is no news. Default 5 s (0: at once).
   */
  readonly presenceGraceMs?: number;
  /** How often idle matches are looked for. Default 60 s (at most a quarter of `idleMs`). */
  readonly sweepMs?: number;
  /** Token secret (shared by instances of one deployment). Default: `secret` in the data directory. */
  readonly secret?: string;
  /** Origins whose pages may open the socket (besides none: non-browser clients). Default: any localhost origin and the server's own. */
  readonly origins?: readonly string[];
  /** Where invite links point. Default: the server's own URL. */
  readonly publicUrl?: string;
  readonly limits?: Partial<SessionLimits>;
  /** Connection attempts and failed authentications per client address (this instance's). */
  readonly addressLimits?: Partial<AddressLimits>;
  /** The connection budget, the cap per address, and HTTP's timeouts (`src/connections.ts`). */
  readonly connections?: Partial<ConnectionOptions>;
  /**
   * Fastify's `trustProxy`: behind a load balancer, the proxies (addresses, CIDRs) whose
   * `X-Forwarded-For` names the client, so that address limits apply to clients, not to the
   * proxy. Default: none trusted.
   */
  readonly trustProxy?: boolean | string | readonly string[];
  /** Timers of presence's grace (tests: fire them by hand). Default `setTimeout`. */
  readonly presenceTimer?: (run: () => void, ms: number) => () => void;
  readonly botDelayMs?: number;
  readonly snapshotEvery?: number;
  /**
   * Who may read `/metrics`: clients on this host (the client address, `X-Forwarded-For`'s with
   * `trustProxy`, is loopback), and anyone sending `Authorization: Bearer <metricsToken>`.
   */
  readonly metricsToken?: string;
  /** Pino logger options or false. Default: info level to stdout. */
  readonly logger?: boolean | object;
  /** The engines hosted, by id. Default: every multi-seat engine of the catalogue (`loadRegistry`). */
  readonly registry?: ReadonlyMap<string, EngineEntry>;
  /** The account service and its database (accounts/plugin.ts). Absent: anonymous play only. */
  readonly accounts?: AccountsOptions;
}

export interface RunningServer {
  /** `http://host:port` */
  readonly url: string;
  readonly port: number;
  readonly service: MatchService;
  readonly app: FastifyInstance;
  readonly metrics: Metrics;
  readonly store: MatchStore;
  /** The account service, when `accounts` was given. */
  readonly accounts: Accounts | null;
  close(): Promise<void>;
}

/** The secret in `dir`, made there (once, whoever of several instances gets there first) if none is. */
export async function secretIn(dir: string): Promise<string> {
  const file = join(dir, "secret");
  const read = async (): Promise<string> => {
    const secret = (await readFile(file, "utf8")).trim();
    // An empty one would make every instance's links worthless to the others.
    if (secret.length < 32) throw new Error(`${file} holds no usable secret (under 32 characters)`);
    return secret;
  };
  if (existsSync(file)) return read();
  const secret = newSecret();
  await mkdir(dir, { recursive: true });
  // Written whole under a name of its own, then linked in place (which fails if the file is
  // there): instances starting together on one directory never read a half-written secret.
  const draft = `${file}.${process.pid}.${randomBytes(6).toString("hex")}`;
  await writeFile(draft, `${secret}\n`, { mode: 0o600 });
  await link(draft, file).catch(() => {});
  await unlink(draft);
  return read();
}

const LOCALHOST = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

let checkCreate: ReturnType<typeof requestCheck<CreateMatchRequest>> | undefined;

function createCheck(): ReturnType<typeof requestCheck<CreateMatchRequest>> {
  checkCreate ??= requestCheck<CreateMatchRequest>(`${PROTOCOL_SCHEMA.$id}#/$defs/createMatch`, [
    PROTOCOL_SCHEMA,
  ]);
  return checkCreate;
}

/**
 * Pays before listening what the first clients would otherwise wait for in one stall of the event
 * loop: the protocol's validators compiled, and each engine's first match set up (an engine loads
 * its data and compiles its setup schema then: the TCG's card base, 0.4 s of CPU). Measured with
 * the bench's CPU profile: 0.7 s of CPU at the first frames, 3.5 s of wall time on a machine at
 * load 20, while a thousand matches were being created.
 */
async function warmUp(registry: ReadonlyMap<string, EngineEntry>): Promise<void> {
  compileFrameChecks();
  createCheck()({});
  for (const entry of registry.values())
    try {
      const setup =
        entry.seed == null ? entry.defaultSetup : await entry.seed.put(entry.defaultSetup, "warm-up");
      entry.engine.init(setup);
    } catch {
      // An engine whose default setup does not start: its first real match says why.
    }
}

/** Loopback addresses (IPv4's 127/8, IPv6's ::1, and IPv4-mapped ones). */
const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/i;

/**
 * The HTTP answer to a failed request: a `RequestError` its status; Fastify's own client errors
 * (a bad body, too large) theirs; a store failure the service reports (`UnavailableError`), or any
 * failure while the store is unreachable, 503 `unavailable` (nothing was saved: the client may try
 * again); anything else 500, logged.
 */
async function replyError(reply: FastifyReply, error: unknown, store: MatchStore): Promise<FastifyReply> {
  if (error instanceof RequestError) {
    const body: HttpErrorBody = { error: "request", message: error.message };
    return reply.code(error.status).send(error.setup === undefined ? body : { ...body, setup: error.setup });
  }
  const status = (error as { statusCode?: unknown }).statusCode;
  if (typeof status === "number" && status >= 400 && status < 500)
    return reply.code(status).send({ error: "request", message: (error as Error).message });
  if (error instanceof UnavailableError || !(await store.healthy().catch(() => false))) {
    reply.log.warn({ err: error }, "request refused: the store is unreachable");
    return reply
      .code(503)
      .header("retry-after", "2")
      .send({
        error: "unavailable",
        message:
          error instanceof UnavailableError && error.unsure
            ? "the match store stopped answering: the match may have been created; send the same request again (under its creationId it returns that match)"
            : "the match store is unreachable: nothing was saved, try again",
      });
  }
  reply.log.error({ err: error }, "request failed");
  return reply.code(500).send({ error: "internal", message: "the server failed to answer this request" });
}

/** Starts a server; resolves once it listens. */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const dataDir = resolve(options.dataDir ?? "data");
  const secret = options.secret ?? (await secretIn(dataDir));
  const limits: SessionLimits = { ...DEFAULT_LIMITS, ...options.limits };
  const connections: ConnectionOptions = { ...DEFAULT_CONNECTIONS, ...options.connections };
  // Checked before anything opens, and again once the stores are open (their descriptors
  // counted): a budget above the open-files limit is refused with words.
  const fd = openFilesLimit();
  const early = connectionBudget(connections.maxConnections, fd, openFilesInUse());
  if (typeof early === "string") throw new Error(`cannot start: ${early}`);
  const metrics = createMetrics();
  const app = Fastify({
    logger: options.logger ?? { level: "info" },
    bodyLimit: 256 * 1024,
    // A request's headers, then its body, within seconds (Node checks every second here); an
    // idle keep-alive goes after a few (upgraded WebSockets are out of HTTP's reach).
    requestTimeout: connections.requestTimeoutMs,
    keepAliveTimeout: connections.keepAliveTimeoutMs,
    http: {
      headersTimeout: Math.min(connections.headersTimeoutMs, connections.requestTimeoutMs),
      requestTimeout: connections.requestTimeoutMs,
      connectionsCheckingInterval: Math.min(1000, connections.headersTimeoutMs),
    },
    ...(options.trustProxy === undefined
      ? {}
      : {
          trustProxy: typeof options.trustProxy === "object" ? [...options.trustProxy] : options.trustProxy,
        }),
  });
  const guard = new AddressGuard({ ...DEFAULT_ADDRESS_LIMITS, ...options.addressLimits });
  const trusted = trustedPeer(options.trustProxy);
  const tcp = new ConnectionGuard(
    { maxConnections: early, perAddress: connections.perAddress },
    trusted,
    (reason) => metrics.connectionsDropped.inc({ reason }),
  );
  app.server.on("connection", (socket: Socket) => {
    tcp.accept(socket);
    metrics.tcpConnections.set(tcp.open);
    socket.once("close", () => metrics.tcpConnections.set(tcp.open));
  });
  const expiry = {
    ...(options.retentionMs === undefined ? {} : { retentionMs: options.retentionMs }),
    ...(options.idleMs === undefined ? {} : { idleMs: options.idleMs }),
    ...(options.unconfirmedMs === undefined ? {} : { unconfirmedMs: options.unconfirmedMs }),
  };
  const store =
    options.store ??
    (options.redisUrl === undefined
      ? await FileStore.open(dataDir, expiry)
      : await RedisStore.open({
          url: options.redisUrl,
          ...expiry,
          ...(options.presenceTtlMs === undefined ? {} : { presenceTtlMs: options.presenceTtlMs }),
          ...(options.redisWait === undefined ? {} : { wait: options.redisWait }),
          log: app.log,
        }));
  const idleMs = options.idleMs ?? 7 * 86_400_000;
  let url = "";
  const registry = options.registry ?? (await loadRegistry());
  const service = new MatchService({
    store,
    registry,
    secret,
    linkBase: () => options.publicUrl ?? url,
    botDelayMs: options.botDelayMs ?? 0,
    snapshotEvery: options.snapshotEvery ?? 100,
    sweepMs: options.sweepMs ?? Math.min(60_000, idleMs > 0 ? Math.max(50, idleMs / 4) : 60_000),
    metrics,
    log: app.log,
    presenceGraceMs: options.presenceGraceMs ?? 5_000,
    ...(options.presenceTimer === undefined ? {} : { presenceTimer: options.presenceTimer }),
    // The account service (started below, before any match can end) records what it knows of.
    onFinished: (matchId, engine) => accounts?.matchFinished(matchId, engine),
  });
  // What sockets may watch outside a match: the tournaments' brackets (the account service's).
  const topics = createTopics();
  const origins = new Set(options.origins ?? []);
  const originAllowed = (origin: string | undefined): boolean =>
    origin === undefined ||
    origins.has(origin) ||
    (options.origins === undefined && (LOCALHOST.test(origin) || origin === new URL(url).origin));

  await app.register(websocket, {
    options: {
      // Frames past our own limit get an error frame; this hard cap only protects memory.
      maxPayload: Math.max(1024 * 1024, limits.maxFrameBytes * 2),
      verifyClient: (info: { origin?: string }, next: (ok: boolean, code?: number) => void) =>
        originAllowed(info.origin || undefined) ? next(true) : next(false, 403),
    },
  });

  app.setErrorHandler((error, _request, reply) => replyError(reply, error, store));
  // JSON bodies: prototype keys refused by their pointer, bad JSON said precisely (body.ts).
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (_request, body, done) => {
    try {
      done(null, parseBody(body as string));
    } catch (error) {
      done(error as Error, undefined);
    }
  });

  app.get(
    "/ws",
    {
      websocket: true,
      // Before the upgrade: an address over its limit gets a plain 429, the same for everyone.
      preValidation: async (request, reply) => {
        const refused = tcp.forwarded(request.raw.socket, request.ip)
          ? guard.connect(request.ip)
          : { retryAfterMs: 60_000 };
        if (refused === null) return;
        metrics.connectionsRefused.inc();
        await reply
          .code(429)
          .header("retry-after", String(Math.ceil(refused.retryAfterMs / 1000)))
          .send({
            error: "rate-limited",
            message: "too many connections from your address: try again later",
          });
      },
    },
    (socket, request) =>
      serveSocket(socket, service, limits, metrics, app.log, {
        attempt: () => guard.authenticate(request.ip),
        welcomed: () => tcp.settle(request.raw.socket),
        tcp: request.raw.socket,
        topics,
      }),
  );

  app.post("/api/matches", async (request, reply) => {
    const checked = createCheck()(request.body);
    if (!checked.ok) return reply.code(400).send({ error: "request", message: checked.message });
    return reply.code(201).send(await service.create(checked.value));
  });

  /** The match and seat a token opens (the web app's join page). */
  app.get("/api/join", async (request, reply) => {
    const token = bearer(request.headers.authorization);
    const grant = token === null ? null : await service.grantOf(token);
    const match = grant === null ? null : await service.open(grant.matchId);
    if (grant === null || match === null)
      return reply.code(401).send({ error: "unauthorized", message: "this link is not valid" });
    return { match: await service.infoOf(match), seat: grant.seat, over: match.over };
  });

  app.get<{ Querystring: { kind?: unknown } }>("/api/replay", async (request, reply) => {
    const { kind = "seat" } = request.query;
    if (kind !== "seat" && kind !== "full")
      return reply.code(400).send({ error: "request", message: "kind must be seat or full" });
    // A seat's (or spectator's) token, or a replay token (what replay links carry).
    const token = bearer(request.headers.authorization);
    const grant =
      token === null
        ? null
        : REPLAY_TOKEN.test(token)
          ? await service.replayGrantOf(token)
          : await service.grantOf(token);
    if (grant === null)
      return reply.code(401).send({ error: "unauthorized", message: "this link is not valid" });
    return service.replay(grant.matchId, grant.seat, kind);
  });

  app.get("/health", async (_request, reply) => {
    const ok = await store.healthy().catch(() => false);
    // The account base is reported, not required: matches go on without it.
    const extra = accounts === null ? {} : { accounts: await accounts.healthy().catch(() => false) };
    return reply
      .code(ok ? 200 : 503)
      .send({ ok, matches: service.liveCount, uptime: process.uptime(), ...extra });
  });

  app.get("/metrics", async (request, reply) => {
    const token = options.metricsToken;
    const bearer = /^Bearer (\S+)$/.exec(request.headers.authorization ?? "")?.[1];
    if (
      !LOOPBACK.test(request.ip) &&
      (token === undefined || bearer === undefined || !sameSecret(bearer, token))
    )
      return reply
        .code(403)
        .send({ error: "unauthorized", message: "metrics are for this host, or with the metrics token" });
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });

  const accounts =
    options.accounts === undefined
      ? null
      : await startAccounts(
          app,
          { ...options.accounts, tournamentChanged: (id) => topics.publish(`tournament:${id}`) },
          {
            originAllowed,
            ...(options.publicUrl === undefined ? {} : { publicUrl: options.publicUrl }),
            matches: {
              create: (request) => service.create(request),
              linkOf: (matchId, seat) => service.linkOf(matchId, seat),
              replayTokenOf: (matchId, index) => replayTokenOf(secret, matchId, index),
              outcome: async (matchId) => {
                const stored = await store.log.load(matchId);
                if (stored === null) return null;
                if (stored.facts.over === undefined) return "playing";
                return (await service.replay(matchId, null, "full")) as FullReplay;
              },
              seatsActed: async (matchId) => {
                if ((await store.log.record(matchId)) === null) return null;
                const log = await store.log.readLog(matchId, 0);
                return new Set(log.flatMap((e) => (e.seat === null ? [] : [e.seat])));
              },
            },
          },
        ).catch(async (error: unknown) => {
          await store.close();
          throw error;
        });
  const warming = performance.now();
  await warmUp(registry);
  const warmUpMs = Math.round(performance.now() - warming);
  const inUse = openFilesInUse();
  const budget = connectionBudget(connections.maxConnections, fd, inUse);
  if (typeof budget === "string") {
    await app.close();
    await store.close();
    await accounts?.close();
    throw new Error(`cannot start: ${budget}`);
  }
  tcp.maxConnections = budget;
  app.log.info(
    {
      maxConnections: budget,
      openFilesLimit: fd?.limit ?? null,
      openFilesInUse: inUse,
      perAddress: connections.perAddress,
      helloTimeoutMs: limits.helloTimeoutMs,
      warmUpMs,
    },
    fd === null ? "connection budget (the open-files limit could not be read)" : "connection budget",
  );
  await service.start();
  const address = await app.listen({
    port: options.port ?? 8080,
    host: options.host ?? "127.0.0.1",
    // Room for a crowd connecting at once (the kernel caps it at somaxconn).
    backlog: 4096,
  });
  url = address.replace("[::1]", "127.0.0.1");
  const port = Number(new URL(url).port);
  return {
    url,
    port,
    service,
    app,
    metrics,
    store,
    accounts,
    close: async () => {
      await app.close();
      await service.close();
      await store.close();
      await accounts?.close();
    },
  };
}

/** Whether a TCP peer is one of the trusted proxies (Fastify's `trustProxy`, for the peer itself). */
function trustedPeer(trustProxy: ServerOptions["trustProxy"]): (address: string) => boolean {
  if (trustProxy === undefined || trustProxy === false) return () => false;
  if (trustProxy === true) return () => true;
  const trust = compileTrust(
    typeof trustProxy === "string" ? trustProxy.split(",").map((p) => p.trim()) : [...trustProxy],
  );
  return (address) => trust(address, 0);
}

/** `a === b` in a time that says nothing of where they differ. */
function sameSecret(a: string, b: string): boolean {
  const x = createHash("sha256").update(a).digest();
  const y = createHash("sha256").update(b).digest();
  return timingSafeEqual(x, y);
}

function bearer(header: string | undefined): string | null {
  const match = /^Bearer (\S+)$/.exec(header ?? "");
  const token = match?.[1] ?? "";
  return /^[A-Za-z0-9_-]{22,64}$/.test(token) || REPLAY_TOKEN.test(token) ? token : null;
}
