/**
 * One WebSocket connection: checks every frame (size, rate, JSON, the protocol's schema), admits
 * it by its token, then turns its actions into `MatchService.submit` calls stamped with its seat.
 * Anything wrong gets an `error` frame and changes nothing.
 */

import type { Socket } from "node:net";
import { compileSchema, isRecord, type SchemaCheck } from "@core/engine";
import {
  CLOSE_UNAUTHORIZED,
  type ClientMessage,
  type ErrorCode,
  PROTOCOL_SCHEMA,
  type ServerMessage,
} from "@core/match-client";
import type { WebSocket } from "ws";
import type { Refusal } from "./address-limits.js";
import type { LiveMatch } from "./match.js";
import type { Metrics } from "./metrics.js";
import { fullBucket, takeToken } from "./rate.js";
import type { MatchService, Watcher } from "./service.js";
import type { Topics } from "./topics.js";

/** Limits of one connection. */
export interface SessionLimits {
  /** Largest frame taken, in bytes (larger: `too-large`). */
  readonly maxFrameBytes: number;
  /** Sustained frames per second, and the burst allowed above it (token bucket). */
  readonly ratePerSecond: number;
  readonly burst: number;
  /** Errors after which the connection is closed (1008). */
  readonly maxErrors: number;
  /** Frames (actions) a connection may have waiting for their answer. */
  readonly maxInFlight: number;
  /** A connection that has sent no `hello` this long after opening is closed (4408). */
  readonly helloTimeoutMs: number;
}

export const DEFAULT_LIMITS: SessionLimits = {
  maxFrameBytes: 32 * 1024,
  ratePerSecond: 50,
  burst: 100,
  maxErrors: 200,
  maxInFlight: 32,
  helloTimeoutMs: 5000,
};

/** Close code when the server cannot serve the connection now (RFC 6455: 1011, internal error). */
const CLOSE_UNAVAILABLE = 1011;
/** Close code when the client's address tried too often (RFC 6455 registry: 1013, try again later). */
const CLOSE_TRY_LATER = 1013;
/** Close code of a connection that said no `hello` in time (4000–4999: the application's; 408 as in HTTP). */
export const CLOSE_HELLO_TIMEOUT = 4408;

/**
 * A `hello` is about to check its token: the attempt allowed (then `done(ok)` follows) or the
 * refusal of an address that failed too often (`AddressGuard.authenticate`).
 */
export type AuthAttempt = () => { done(ok: boolean): void } | Refusal;

let checkMessage: ((data: unknown) => SchemaCheck<ClientMessage>) | undefined;

/**
 * Compiles the frame checks now (both: the one that passes, and the one listing a bad frame's
 * issues): some 0.2 s of CPU that the first frames would otherwise wait for, all at once.
 */
export function compileFrameChecks(): void {
  check({});
}

function check(data: unknown): SchemaCheck<ClientMessage> {
  checkMessage ??= compileSchema<ClientMessage>({ $ref: `${PROTOCOL_SCHEMA.$id}#/$defs/clientMessage` }, [
    PROTOCOL_SCHEMA,
  ]);
  return checkMessage(data);
}

/** What a session asks of its server besides the service. */
export interface SessionHooks {
  /** A `hello` is about to check its token (the address's limit). */
  readonly attempt?: AuthAttempt;
  /** The connection was welcomed into a match (no longer a stranger's socket). */
  readonly welcomed?: () => void;
  /** The TCP socket under the WebSocket: frames sent in one tick leave in one write. */
  readonly tcp?: Socket;
  /** Topics a socket may `watch` instead of joining a match (a tournament's bracket). */
  readonly topics?: Topics;
}

/** Serves one socket until it closes. */
export function serveSocket(
  socket: WebSocket,
  service: MatchService,
  limits: SessionLimits,
  metrics: Metrics | undefined,
  log: { warn(obj: object, msg: string): void },
  hooks: SessionHooks = {},
): void {
  const attempt = hooks.attempt ?? (() => ({ done: () => {} }));
  const rate = { perSecond: limits.ratePerSecond, burst: limits.burst };
  const bucket = fullBucket(rate, Date.now());
  let errors = 0;
  let inFlight = 0;
  let joining = false;
  let closing = false;
  let joined: { match: LiveMatch; watcher: Watcher } | null = null;
  /** The topics this socket watches (`watch` frames: at most 8), to leave on close. */
  const watching = new Map<string, () => void>();
  /** `rematch` frames sent: a request the creation's own frame answered needs no other. */
  let rematchesSent = 0;
  metrics?.connections.inc();
  // A socket that never says hello holds a descriptor and memory for nothing: closed in time.
  let helloTimer: NodeJS.Timeout | undefined = setTimeout(() => {
    helloTimer = undefined;
    closing = true;
    metrics?.connectionsDropped.inc({ reason: "hello-timeout" });
    socket.close(CLOSE_HELLO_TIMEOUT, "no hello");
  }, limits.helloTimeoutMs);

  // Frames sent in one tick (an update and its ack; the updates of a group commit's actions)
  // leave in one write: on a busy machine each write is a system call and a wake-up of the
  // client, which may take the CPU from the server there and then.
  let corked = false;
  const uncork = (): void => {
    corked = false;
    hooks.tcp?.uncork();
  };
  const send = (message: ServerMessage, text?: string): void => {
    if (message.type === "rematch") rematchesSent++;
    if (socket.readyState !== socket.OPEN) return;
    if (!corked && hooks.tcp !== undefined) {
      corked = true;
      hooks.tcp.cork();
      process.nextTick(uncork);
    }
    socket.send(text ?? JSON.stringify(message));
  };
  const fail = (code: ErrorCode, message: string, id?: string): void => {
    metrics?.badFrames.inc({ code });
    send(id === undefined ? { type: "error", code, message } : { type: "error", code, message, id });
    if (++errors >= limits.maxErrors) {
      closing = true;
      socket.close(1008, "too many bad frames");
    }
  };

  socket.on("message", (data: Buffer | ArrayBuffer | Buffer[], isBinary: boolean) => {
    if (closing) return;
    const read = performance.now();
    const size = Array.isArray(data) ? data.reduce((n, b) => n + b.length, 0) : data.byteLength;
    if (size > limits.maxFrameBytes)
      return fail("too-large", `frames are at most ${limits.maxFrameBytes} bytes`);
    if (isBinary) return fail("invalid-message", "frames are JSON text");
    let parsed: unknown;
    try {
      parsed = JSON.parse(
        Array.isArray(data)
          ? Buffer.concat(data).toString("utf8")
          : Buffer.from(data as ArrayBuffer).toString("utf8"),
      );
    } catch {
      return fail("bad-json", "a frame is one JSON message");
    }
    // The id of an action refused for its rate, so that its client can send it again later.
    const id =
      isRecord(parsed) && typeof parsed.id === "string" && parsed.id.length <= 64 ? parsed.id : undefined;
    if (!takeToken(bucket, rate, Date.now()))
      return fail("rate-limited", `at most ${limits.ratePerSecond} frames a second`, id);
    const checked = check(parsed);
    if (!checked.ok) {
      const first = checked.issues[0];
      return fail("invalid-message", `${first?.pointer || "/"} ${first?.message ?? "is invalid"}`);
    }
    const message = checked.value;
    if ((message.type === "hello" || message.type === "watch") && helloTimer !== undefined) {
      clearTimeout(helloTimer);
      helloTimer = undefined;
    }
    void handle(message, read).catch((error: unknown) => {
      log.warn({ err: error }, "frame handling failed");
      fail(
        "unavailable",
        "the server could not take this now: try again",
        message.type === "action" || message.type === "table" ? message.id : undefined,
      );
      // A hello that failed (the store unreachable) leaves nothing joined: closing lets the
      // client reconnect and say hello again, here or to another instance.
      if (message.type === "hello" && joined === null) {
        closing = true;
        socket.close(CLOSE_UNAVAILABLE, "unavailable");
      }
    });
  });

  const handle = async (message: ClientMessage, read: number): Promise<void> => {
    switch (message.type) {
      case "ping":
        return send({ type: "pong", now: Date.now() });
      case "hello":
        return hello(message.token, message.lastSeq);
      case "watch": {
        if (joined !== null || joining)
          return fail("already-joined", "a match's socket watches nothing else");
        if (hooks.topics === undefined) return fail("unavailable", "this server has no topics to watch");
        if (!watching.has(message.topic)) {
          if (watching.size >= 8) return fail("rate-limited", "at most 8 topics a connection");
          const topic = message.topic;
          watching.set(
            topic,
            hooks.topics.subscribe(topic, () => send({ type: "notice", topic })),
          );
        }
        return send({ type: "notice", topic: message.topic });
      }
      case "action": {
        if (joined === null) return fail("not-joined", "send hello first", message.id);
        const seat = joined.watcher.seat;
        if (seat === null) return fail("spectator", "spectators cannot act", message.id);
        if (inFlight >= limits.maxInFlight)
          return fail("rate-limited", "too many actions waiting", message.id);
        // The seat's own rate, kept by a shared store across connections and instances.
        if (!(await service.takeSeatToken(joined.match.record.id, seat, limits.ratePerSecond, limits.burst)))
          return fail(
            "rate-limited",
            `at most ${limits.ratePerSecond} actions a second per seat`,
            message.id,
          );
        inFlight++;
        try {
          const answer = await service.submit(joined.match, seat, message.id, message.action);
          if (answer.type === "ack")
            send({ type: "ack", id: message.id, seq: answer.seq, duplicate: answer.duplicate });
          else send({ type: "refused", id: message.id, ...answer.refusal });
          metrics?.answerSeconds.observe((performance.now() - read) / 1000);
        } finally {
          inFlight--;
        }
        return;
      }
      case "table": {
        if (joined === null) return fail("not-joined", "send hello first", message.id);
        const seat = joined.watcher.seat;
        if (seat === null) return fail("spectator", "spectators cannot act", message.id);
        if (inFlight >= limits.maxInFlight)
          return fail("rate-limited", "too many actions waiting", message.id);
        inFlight++;
        try {
          const answer = await service.submitTable(joined.match, seat, message.id, message.request);
          if (answer.type === "ack")
            send({ type: "ack", id: message.id, seq: answer.seq, duplicate: answer.duplicate });
          else send({ type: "refused", id: message.id, ...answer.refusal });
        } finally {
          inFlight--;
        }
        return;
      }
      case "rematch": {
        if (joined === null) return fail("not-joined", "send hello first");
        if (!joined.match.over) return fail("not-over", "a rematch follows a finished match");
        const heard = rematchesSent;
        const id = await service.rematch(joined.match);
        // Made now, the rematch went to every watcher here, this one included; made before, it
        // went to nobody now: every request is answered.
        if (rematchesSent === heard)
          send({ type: "rematch", match: id, link: service.linkOf(id, joined.watcher.seat) });
        return;
      }
    }
  };

  const hello = async (token: string, lastSeq: number | undefined): Promise<void> => {
    if (joined !== null || joining) return fail("already-joined", "hello comes once per connection");
    // Refused before the token is read: the refusal says nothing of it.
    const allowed = attempt();
    if (!("done" in allowed)) {
      closing = true;
      fail("rate-limited", "too many invalid links from your address: try again later");
      socket.close(CLOSE_TRY_LATER, "try again later");
      return;
    }
    joining = true;
    // Known bad once the store answered; a store failure says nothing of the token.
    let bad = false;
    try {
      const grant = await service.grantOf(token);
      const match = grant === null ? null : await service.open(grant.matchId);
      bad = match === null;
      const isOpen = (): boolean => socket.readyState === socket.OPEN;
      if (grant !== null && match !== null && isOpen()) {
        const watcher: Watcher = {
          seat: grant.seat,
          send,
          rejoin: () => {
            closing = true;
            socket.close(CLOSE_UNAVAILABLE, "join again");
          },
        };
        // Attached (and welcomed) only if the socket is still open once presence is known, and
        // the match still there (not expired meanwhile).
        if (await service.attach(match, watcher, lastSeq, isOpen)) {
          joined = { match, watcher };
          hooks.welcomed?.();
          return;
        }
      }
      if (!isOpen()) return;
      fail("unauthorized", "this link is not valid");
      socket.close(CLOSE_UNAUTHORIZED, "unauthorized");
    } finally {
      joining = false;
      // Only a token that opens nothing counts against the address.
      allowed.done(!bad);
    }
  };

  socket.on("close", () => {
    clearTimeout(helloTimer);
    for (const leave of watching.values()) leave();
    metrics?.connections.dec();
    if (joined !== null) service.detach(joined.match.record.id, joined.watcher);
  });
  socket.on("error", () => {});
}
