/**
 * The TCP connections of an instance, before any byte is read: a budget below the process's
 * open-files limit, so that a flood can never leave the store, Redis or `/health` without a file
 * descriptor; a cap per client address, so that one address cannot take the budget; and, once
 * the budget is full, the oldest connection that is not a welcomed WebSocket (a silent socket, a
 * half-sent request, an idle keep-alive, a socket that never said `hello`) makes way for the new
 * one — a flood of idle sockets from many addresses then pushes out its own oldest, while a
 * `/health` probe or a player connecting still gets in. Welcomed players are never pushed out.
 *
 * Behind trusted proxies (`trustProxy`) the TCP peer is the proxy: its connections are not capped
 * per address (it carries many clients); a WebSocket's client, named by `X-Forwarded-For`, is
 * capped at its upgrade instead (`forwarded`).
 */
import type { Socket } from "node:net";
import { addressKey } from "./address-limits.js";

/** The connection options of a server (`ServerOptions.connections`). */
export interface ConnectionOptions {
  /**
   * Open TCP connections at most. Default: the open-files limit less `FD_RESERVE`, at most
   * `DEFAULT_MAX_CONNECTIONS`; a larger one is refused at start.
   */
  readonly maxConnections?: number;
  /** Open connections per client address (null: no cap). Default 128. */
  readonly perAddress: number | null;
  /** A request's headers must have come within this (else 408 and closed). Default 10 s. */
  readonly headersTimeoutMs: number;
  /** A whole request (headers and body) within this. Default 20 s. */
  readonly requestTimeoutMs: number;
  /** A keep-alive connection idle this long is closed. Default 5 s. */
  readonly keepAliveTimeoutMs: number;
}

export const DEFAULT_CONNECTIONS: ConnectionOptions = {
  // A household, a school or an office behind one address: each player a socket, a few requests.
  perAddress: 128,
  // Counted from the connection's accept (or the request's first byte) by the server's own clock:
  // an overloaded server that cannot read for that long times out honest clients too (408, and
  // they try again), so not tighter than this.
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 20_000,
  keepAliveTimeoutMs: 5000,
};

/**
 * Descriptors kept out of the budget besides those open at start (the log, the accounts
 * database's files, Redis, Node's own): for what opens later — snapshots, compaction, Redis
 * reconnections, the accounts database's further files.
 */
export const FD_RESERVE = 128;
/** Descriptors assumed open at start where none can be counted. */
export const ASSUMED_IN_USE = 64;
/** The default budget's ceiling, whatever the open-files limit (memory, not descriptors, binds then). */
export const DEFAULT_MAX_CONNECTIONS = 16_384;
/** The open-files limit assumed where it cannot be read (Linux's and macOS's usual soft limit is 1,024 or more). */
export const ASSUMED_FD_LIMIT = 1024;
/** A budget smaller than this is no server: refused at start. */
const MIN_BUDGET = 16;

/**
 * The connection budget for `requested` (undefined: the default) under the open-files limit
 * `fd` (null: unknown, `ASSUMED_FD_LIMIT` assumed) with `inUse` descriptors open already (null:
 * unknown, `ASSUMED_IN_USE`): the budget, or why the server must not start.
 */
export function connectionBudget(
  requested: number | undefined,
  fd: { readonly limit: number; readonly source: string } | null,
  inUse: number | null,
): number | string {
  const limit = fd?.limit ?? ASSUMED_FD_LIMIT;
  const where =
    fd === null ? `assumed ${ASSUMED_FD_LIMIT}: could not be read` : `${fd.limit}, from ${fd.source}`;
  const kept = (inUse ?? ASSUMED_IN_USE) + FD_RESERVE;
  const room = limit - kept;
  if (requested !== undefined && requested > room)
    return `${requested} connections need an open-files limit of at least ${requested + kept} (${inUse ?? `about ${ASSUMED_IN_USE}`} open already by the store, databases and Node, ${FD_RESERVE} more kept for them); it is ${where}: raise it (ulimit -n) or ask for fewer (--max-connections)`;
  const budget = requested ?? Math.min(room, DEFAULT_MAX_CONNECTIONS);
  if (budget < MIN_BUDGET)
    return `the open-files limit (${where}) leaves room for ${Math.max(0, room)} connections, fewer than ${MIN_BUDGET}: raise it (ulimit -n)`;
  return budget;
}

/** Limits of an instance's connections. */
export interface ConnectionLimits {
  /** Open TCP connections at most (the budget). */
  readonly maxConnections: number;
  /** Open connections per client address (IPv6: per /64); null: no cap. */
  readonly perAddress: number | null;
}

/** Why a connection was closed at once. */
export type DropReason = "address" | "budget" | "evicted";

/** A plain answer for a connection refused before its request was read (the /ws 429's body). */
const REFUSAL_BODY = JSON.stringify({
  error: "rate-limited",
  message: "too many connections from your address: try again later",
});
const REFUSAL = `HTTP/1.1 429 Too Many Requests\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(REFUSAL_BODY)}\r\n\r\n${REFUSAL_BODY}`;

export class ConnectionGuard {
  #limits: ConnectionLimits;
  readonly #trusted: (address: string) => boolean;
  readonly #dropped: (reason: DropReason) => void;
  /** Open connections, and of them those that may be evicted, oldest first (a Map keeps order). */
  #open = 0;
  readonly #evictable = new Map<Socket, true>();
  readonly #perAddress = new Map<string, number>();
  /** WebSockets per client behind trusted proxies. */
  readonly #forwarded = new Map<string, number>();

  constructor(
    limits: ConnectionLimits,
    trusted: (address: string) => boolean = () => false,
    dropped: (reason: DropReason) => void = () => {},
  ) {
    this.#limits = limits;
    this.#trusted = trusted;
    this.#dropped = dropped;
  }

  /** Open TCP connections now. */
  get open(): number {
    return this.#open;
  }

  /** Sets the budget (known once the stores are open, before the server listens). */
  set maxConnections(budget: number) {
    this.#limits = { ...this.#limits, maxConnections: budget };
  }

  /** A new TCP connection (the server's `connection` event): kept, or closed at once. */
  accept(socket: Socket): void {
    const peer = socket.remoteAddress;
    if (peer === undefined) {
      socket.destroy();
      return;
    }
    const key = this.#trusted(peer) ? null : addressKey(peer);
    const cap = this.#limits.perAddress;
    if (key !== null && cap !== null && (this.#perAddress.get(key) ?? 0) >= cap) {
      this.#dropped("address");
      refuse(socket);
      return;
    }
    if (this.#open >= this.#limits.maxConnections) {
      const oldest = this.#evictable.keys().next().value;
      if (oldest === undefined) {
        this.#dropped("budget");
        socket.destroy();
        return;
      }
      this.#dropped("evicted");
      // Its close event settles the counts.
      this.#evictable.delete(oldest);
      oldest.destroy();
    }
    this.#open++;
    this.#evictable.set(socket, true);
    if (key !== null) this.#perAddress.set(key, (this.#perAddress.get(key) ?? 0) + 1);
    socket.once("close", () => {
      this.#open--;
      this.#evictable.delete(socket);
      if (key !== null) this.#release(this.#perAddress, key);
    });
  }

  /** `socket` carries a welcomed WebSocket now: it is never evicted. */
  settle(socket: Socket): void {
    this.#evictable.delete(socket);
  }

  /**
   * A WebSocket upgrade on `socket` for the client at `ip` (`X-Forwarded-For`'s when the peer is a
   * trusted proxy): false when that client is at its cap. A direct client was counted on accept.
   */
  forwarded(socket: Socket, ip: string): boolean {
    const peer = socket.remoteAddress;
    const cap = this.#limits.perAddress;
    if (peer === undefined || !this.#trusted(peer) || cap === null) return true;
    const key = addressKey(ip);
    if ((this.#forwarded.get(key) ?? 0) >= cap) return false;
    this.#forwarded.set(key, (this.#forwarded.get(key) ?? 0) + 1);
    socket.once("close", () => this.#release(this.#forwarded, key));
    return true;
  }

  #release(counts: Map<string, number>, key: string): void {
    const n = (counts.get(key) ?? 1) - 1;
    if (n <= 0) counts.delete(key);
    else counts.set(key, n);
  }
}

/** Answers 429 if the kernel takes it at once, and closes: a flood costs no lingering socket. */
function refuse(socket: Socket): void {
  socket.on("error", () => {});
  socket.write(REFUSAL);
  socket.destroy();
}
