/**
 * `startServer`: the HTTP and WebSocket front of a `MatchService` — Fastify with
 * @fastify/websocket, pino logs, the JSON API (create, token info, replays), `/health`,
 * `/metrics`, and the `/ws` endpoint with its origin check.
 */
import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { compileSchema } from "@core/engine";
import {
  type CreateMatchRequest,
  type HttpErrorBody,
  PROTOCOL_SCHEMA,
  REPLAY_TOKEN,
} from "@core/match-client";
import websocket from "@fastify/websocket";
import Fastify, { type FastifyInstance, type FastifyReply } from "fastify";
import { AddressGuard, type AddressLimits, DEFAULT_ADDRESS_LIMITS } from "./address-limits.js";
import { createMetrics, type Metrics } from "./metrics.js";
import { type EngineEntry, loadRegistry } from "./registry.js";
import { MatchService, RequestError } from "./service.js";
import { DEFAULT_LIMITS, type SessionLimits, serveSocket } from "./session.js";
import { FileStore } from "./store/file-store.js";
import { RedisStore } from "./store/redis-store.js";
import type { MatchStore } from "./store/types.js";
import { newSecret } from "./tokens.js";

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
  /** Finished matches are deleted this long after their end (0: never). Default 7 days. */
  readonly retentionMs?: number;
  /** Unfinished matches with no action and no client this long are deleted (0: never). Default 7 days. */
  readonly idleMs?: number;
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
  /** Pino logger options or false. Default: info level to stdout. */
  readonly logger?: boolean | object;
  /** The engines hosted, by id. Default: every multi-seat engine of the catalogue (`loadRegistry`). */
  readonly registry?: ReadonlyMap<string, EngineEntry>;
}

export interface RunningServer {
  /** `http://host:port` */
  readonly url: string;
  readonly port: number;
  readonly service: MatchService;
  readonly app: FastifyInstance;
  readonly metrics: Metrics;
  readonly store: MatchStore;
  close(): Promise<void>;
}

async function secretIn(dir: string): Promise<string> {
  const file = join(dir, "secret");
  if (existsSync(file)) return (await readFile(file, "utf8")).trim();
  const secret = newSecret();
  await mkdir(dir, { recursive: true });
  await writeFile(file, `${secret}\n`, { mode: 0o600, flag: "wx" }).catch(() => {});
  return (await readFile(file, "utf8")).trim();
}

const LOCALHOST = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

let checkCreate: ((data: unknown) => import("@core/engine").SchemaCheck<CreateMatchRequest>) | undefined;

/**
 * The HTTP answer to a failed request: a `RequestError` its status; Fastify's own client errors
 * (a bad body, too large) theirs; a failure while the store is unreachable 503 `unavailable`
 * (nothing was saved: the client may try again); anything else 500, logged.
 */
async function replyError(reply: FastifyReply, error: unknown, store: MatchStore): Promise<FastifyReply> {
  if (error instanceof RequestError) {
    const body: HttpErrorBody = { error: "request", message: error.message };
    return reply.code(error.status).send(error.setup === undefined ? body : { ...body, setup: error.setup });
  }
  const status = (error as { statusCode?: unknown }).statusCode;
  if (typeof status === "number" && status >= 400 && status < 500)
    return reply.code(status).send({ error: "request", message: (error as Error).message });
  if (!(await store.healthy().catch(() => false))) {
    reply.log.warn({ err: error }, "request refused: the store is unreachable");
    return reply.code(503).header("retry-after", "2").send({
      error: "unavailable",
      message: "the match store is unreachable: nothing was saved, try again",
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
  const metrics = createMetrics();
  const app = Fastify({
    logger: options.logger ?? { level: "info" },
    bodyLimit: 256 * 1024,
    ...(options.trustProxy === undefined
      ? {}
      : {
          trustProxy: typeof options.trustProxy === "object" ? [...options.trustProxy] : options.trustProxy,
        }),
  });
  const guard = new AddressGuard({ ...DEFAULT_ADDRESS_LIMITS, ...options.addressLimits });
  const expiry = {
    ...(options.retentionMs === undefined ? {} : { retentionMs: options.retentionMs }),
    ...(options.idleMs === undefined ? {} : { idleMs: options.idleMs }),
  };
  const store =
    options.store ??
    (options.redisUrl === undefined
      ? await FileStore.open(dataDir, expiry)
      : await RedisStore.open({
          url: options.redisUrl,
          ...expiry,
          ...(options.presenceTtlMs === undefined ? {} : { presenceTtlMs: options.presenceTtlMs }),
          log: app.log,
        }));
  const idleMs = options.idleMs ?? 7 * 86_400_000;
  let url = "";
  const service = new MatchService({
    store,
    registry: options.registry ?? (await loadRegistry()),
    secret,
    linkBase: () => options.publicUrl ?? url,
    botDelayMs: options.botDelayMs ?? 0,
    snapshotEvery: options.snapshotEvery ?? 100,
    sweepMs: options.sweepMs ?? Math.min(60_000, idleMs > 0 ? Math.max(50, idleMs / 4) : 60_000),
    metrics,
    log: app.log,
    presenceGraceMs: options.presenceGraceMs ?? 5_000,
    ...(options.presenceTimer === undefined ? {} : { presenceTimer: options.presenceTimer }),
  });
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

  app.get(
    "/ws",
    {
      websocket: true,
      // Before the upgrade: an address over its limit gets a plain 429, the same for everyone.
      preValidation: async (request, reply) => {
        const refused = guard.connect(request.ip);
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
      serveSocket(socket, service, limits, metrics, app.log, () => guard.authenticate(request.ip)),
  );

  app.post("/api/matches", async (request, reply) => {
    checkCreate ??= compileSchema<CreateMatchRequest>({ $ref: `${PROTOCOL_SCHEMA.$id}#/$defs/createMatch` }, [
      PROTOCOL_SCHEMA,
    ]);
    const checked = checkCreate(request.body);
    if (!checked.ok) {
      const first = checked.issues[0];
      return reply
        .code(400)
        .send({ error: "request", message: `${first?.pointer || "/"} ${first?.message}` });
    }
    return reply.code(201).send(await service.create(checked.value));
  });

  /** The match and seat a token opens (the web app's join page). */
  app.get("/api/join", async (request, reply) => {
    const token = bearer(request.headers.authorization);
    const grant = token === null ? null : await service.grantOf(token);
    const match = grant === null ? null : await service.open(grant.matchId);
    if (grant === null || match === null)
      return reply.code(401).send({ error: "unauthorized", message: "this link is not valid" });
    return { match: match.info(new Map()), seat: grant.seat, over: match.over };
  });

  app.get<{ Querystring: { kind?: string } }>("/api/replay", async (request, reply) => {
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
    const kind = request.query.kind === "full" ? "full" : "seat";
    return service.replay(grant.matchId, grant.seat, kind);
  });

  app.get("/health", async (_request, reply) => {
    const ok = await store.healthy().catch(() => false);
    return reply.code(ok ? 200 : 503).send({ ok, matches: service.liveCount, uptime: process.uptime() });
  });

  app.get("/metrics", async (_request, reply) =>
    reply.type(metrics.registry.contentType).send(await metrics.registry.metrics()),
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
    close: async () => {
      await app.close();
      await service.close();
      await store.close();
    },
  };
}

function bearer(header: string | undefined): string | null {
  const match = /^Bearer (\S+)$/.exec(header ?? "");
  const token = match?.[1] ?? "";
  return /^[A-Za-z0-9_-]{22,64}$/.test(token) || REPLAY_TOKEN.test(token) ? token : null;
}
