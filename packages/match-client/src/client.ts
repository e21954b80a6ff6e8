/**
 * `MatchClient`: one seat's (or a spectator's) connection to a match, which reconnects by itself
 * and resumes from the last sequence number it saw, and resubmits unanswered actions with their
 * ids (the server answers a resubmission, never applies it twice).
 */
import { type Link, parseLink, socketUrl } from "./link.js";
import {
  CLOSE_UNAUTHORIZED,
  type Clocks,
  EMPTY_TABLE,
  type EndedMessage,
  type ErrorMessage,
  type MatchInfo,
  type PresenceMessage,
  type RematchMessage,
  type ServerMessage,
  type TableRequest,
  type TableStatus,
  type UpdateMessage,
  type WelcomeMessage,
} from "./protocol.js";

/** The WebSocket API both browsers' and `ws`'s sockets implement (the part used here). */
export interface SocketLike {
  readonly readyState: number;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { readonly data: unknown }) => void) | null;
  onclose: ((event: { readonly code: number; readonly reason?: string }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

/** A WebSocket constructor: `globalThis.WebSocket` in browsers, `ws`'s in Node (see `/node`). */
export type SocketFactory = new (url: string) => SocketLike;

export interface MatchClientOptions {
  /** The socket constructor; default `globalThis.WebSocket`. */
  readonly WebSocket?: SocketFactory;
  /**
   * A snapshot kept from an earlier client of the same link (e.g. across a page reload): the
   * server then sends only the updates after it.
   */
  readonly resume?: MatchSnapshot;
  /** First reconnection delay; doubles up to `maxDelayMs`, with jitter. Default 250 ms. */
  readonly minDelayMs?: number;
  /** Default 5,000 ms. */
  readonly maxDelayMs?: number;
}

/** The outcome of {@link MatchClient.send}. */
export type ActionResult =
  | { readonly ok: true; readonly seq: number; readonly duplicate: boolean }
  | { readonly ok: false; readonly reason: string; readonly detail?: string };

/** "connecting" (or reconnecting), "open" (welcomed), "closed" (by `close()` or for good). */
export type ConnectionStatus = "connecting" | "open" | "closed";

/** What the client knows of the match, as of its last frame. */
export interface MatchSnapshot {
  readonly match: MatchInfo;
  readonly seat: string | null;
  readonly seq: number;
  readonly view: unknown;
  readonly toAct: readonly string[];
  readonly over: boolean;
  readonly clocks: Clocks;
  /** Server time of the last frame, and this machine's time when it arrived (for clock displays). */
  readonly now: number;
  readonly receivedAt: number;
  readonly rematch: string | null;
  /** The replay token of this seat's view: what a replay link may carry (null: an older server). */
  readonly replay: string | null;
  /** The table: the offer pending and how the match ended at the table (each null: none). */
  readonly table: TableStatus;
}

interface Listeners {
  welcome: (message: WelcomeMessage) => void;
  update: (message: UpdateMessage) => void;
  status: (status: ConnectionStatus) => void;
  error: (message: ErrorMessage) => void;
  rematch: (message: RematchMessage) => void;
  /** Another seat connected or went away; `snapshot.match.seats` says so already. */
  presence: (message: PresenceMessage) => void;
  /** The match ended at the table (a resignation, a draw agreed); `snapshot.table.result` says so already. */
  ended: (message: EndedMessage) => void;
}

interface Pending {
  /** What is sent again after a reconnection: an action or a table request. */
  readonly frame:
    | { readonly type: "action"; readonly action: unknown }
    | { readonly type: "table"; readonly request: TableRequest };
  readonly resolve: (result: ActionResult) => void;
  readonly reject: (error: Error) => void;
}

const OPEN = 1;

function randomPrefix(): string {
  const bytes = new Uint8Array(6);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * A connection to one match with one token. Listen with `on`, act with `send`; it connects at
 * construction and keeps reconnecting (with backoff) until `close()` or an `unauthorized` close.
 */
export class MatchClient {
  readonly link: Link;
  #snapshot: MatchSnapshot | null = null;
  #status: ConnectionStatus = "connecting";
  #socket: SocketLike | null = null;
  #lastSeq: number | undefined;
  #attempt = 0;
  #timer: ReturnType<typeof setTimeout> | null = null;
  #closed = false;
  #nextId = 0;
  readonly #prefix = randomPrefix();
  readonly #pending = new Map<string, Pending>();
  readonly #listeners: { [K in keyof Listeners]: Set<Listeners[K]> } = {
    welcome: new Set(),
    update: new Set(),
    status: new Set(),
    error: new Set(),
    rematch: new Set(),
    presence: new Set(),
    ended: new Set(),
  };
  readonly #factory: SocketFactory;
  readonly #minDelay: number;
  readonly #maxDelay: number;

  constructor(link: string | Link, options: MatchClientOptions = {}) {
    this.link = typeof link === "string" ? parseLink(link) : link;
    const factory = options.WebSocket ?? (globalThis as { WebSocket?: SocketFactory }).WebSocket;
    if (factory === undefined)
      throw new Error("no WebSocket here: pass options.WebSocket, or import from @core/match-client/node");
    this.#factory = factory;
    this.#snapshot = options.resume ?? null;
    this.#lastSeq = options.resume?.seq;
    this.#minDelay = options.minDelayMs ?? 250;
    this.#maxDelay = options.maxDelayMs ?? 5000;
    this.#open();
  }

  /** The match as of the last frame; null before the first welcome. */
  get snapshot(): MatchSnapshot | null {
    return this.#snapshot;
  }

  get status(): ConnectionStatus {
    return this.#status;
  }

  /** Actions sent and not yet answered. */
  get pending(): number {
    return this.#pending.size;
  }

  /** Listens to `event`; returns the function that stops listening. */
  on<K extends keyof Listeners>(event: K, listener: Listeners[K]): () => void {
    this.#listeners[event].add(listener);
    return () => this.#listeners[event].delete(listener);
  }

  /**
   * Sends an engine action for this seat (the server stamps it with the seat). Resolves when the
   * server has made it durable (`ok: true`) or the engine refused it; while disconnected it waits
   * and is resubmitted with the same id. Rejects only when the client is closed first.
   */
  send(action: unknown): Promise<ActionResult> {
    return this.#submit({ type: "action", action });
  }

  /**
   * Sends a table request for this seat: resign, offer a draw or a take-back, accept, decline or
   * withdraw the offer pending (`snapshot.table.offer.seq` names it). Answered like `send`: `ok`
   * once durable (the table's change comes as an update), or refused with one of
   * `TABLE_REFUSALS`; resubmitted with its id after a reconnection, never applied twice.
   */
  table(request: TableRequest): Promise<ActionResult> {
    return this.#submit({ type: "table", request });
  }

  #submit(frame: Pending["frame"]): Promise<ActionResult> {
    if (this.#closed) return Promise.reject(new Error("the match client is closed"));
    const id = `${this.#prefix}-${++this.#nextId}`;
    return new Promise<ActionResult>((resolve, reject) => {
      this.#pending.set(id, { frame, resolve, reject });
      if (this.#status === "open") this.#write({ ...frame, id });
    });
  }

  /** Asks for a rematch (of a finished match); the `rematch` event brings this seat's new link. */
  requestRematch(): void {
    if (this.#status === "open") this.#write({ type: "rematch" });
  }

  /** Drops the connection as a network failure would; the client reconnects by itself. */
  drop(): void {
    this.#socket?.close(4000, "dropped");
  }

  /** Closes for good: pending actions are rejected. */
  close(): void {
    if (this.#closed) return;
    this.#closed = true;
    if (this.#timer !== null) clearTimeout(this.#timer);
    this.#socket?.close(1000, "bye");
    this.#socket = null;
    for (const p of this.#pending.values()) p.reject(new Error("the match client is closed"));
    this.#pending.clear();
    this.#setStatus("closed");
  }

  #emit<K extends keyof Listeners>(event: K, ...args: Parameters<Listeners[K]>): void {
    for (const listener of this.#listeners[event])
      (listener as (...a: Parameters<Listeners[K]>) => void)(...args);
  }

  #setStatus(status: ConnectionStatus): void {
    if (this.#status === status) return;
    this.#status = status;
    this.#emit("status", status);
  }

  #write(message: object): void {
    if (this.#socket?.readyState === OPEN) this.#socket.send(JSON.stringify(message));
  }

  #open(): void {
    this.#setStatus("connecting");
    const socket = new this.#factory(socketUrl(this.link.server));
    this.#socket = socket;
    socket.onopen = () => {
      const hello =
        this.#lastSeq === undefined
          ? { type: "hello", token: this.link.token }
          : { type: "hello", token: this.link.token, lastSeq: this.#lastSeq };
      socket.send(JSON.stringify(hello));
    };
    socket.onmessage = (event) => {
      if (socket !== this.#socket) return;
      let message: ServerMessage;
      try {
        message = JSON.parse(String(event.data)) as ServerMessage;
      } catch {
        return;
      }
      this.#receive(message);
    };
    socket.onerror = () => {};
    socket.onclose = (event) => {
      if (socket !== this.#socket) return;
      this.#socket = null;
      if (this.#closed) return;
      if (event.code === CLOSE_UNAUTHORIZED) {
        this.#closed = true;
        for (const p of this.#pending.values()) p.reject(new Error("unauthorized: this link is not valid"));
        this.#pending.clear();
        this.#setStatus("closed");
        return;
      }
      this.#setStatus("connecting");
      const delay = Math.min(this.#maxDelay, this.#minDelay * 2 ** this.#attempt++);
      this.#timer = setTimeout(() => this.#open(), delay / 2 + Math.random() * (delay / 2));
    };
  }

  #receive(message: ServerMessage): void {
    switch (message.type) {
      case "welcome":
        this.#welcome(message);
        return;
      case "update":
        this.#update(message);
        return;
      case "ack":
      case "refused": {
        const pending = this.#pending.get(message.id);
        if (pending === undefined) return;
        this.#pending.delete(message.id);
        pending.resolve(
          message.type === "ack"
            ? { ok: true, seq: message.seq, duplicate: message.duplicate }
            : message.detail === undefined
              ? { ok: false, reason: message.reason }
              : { ok: false, reason: message.reason, detail: message.detail },
        );
        return;
      }
      case "error":
        this.#errorFor(message);
        this.#emit("error", message);
        return;
      case "rematch":
        if (this.#snapshot !== null) this.#snapshot = { ...this.#snapshot, rematch: message.link };
        this.#emit("rematch", message);
        return;
      case "presence":
        if (this.#snapshot !== null) {
          const match = this.#snapshot.match;
          const seats = match.seats.map((s) =>
            s.seat === message.seat && s.kind === "human" ? { ...s, connected: message.connected } : s,
          );
          this.#snapshot = { ...this.#snapshot, match: { ...match, seats } };
        }
        this.#emit("presence", message);
        return;
      case "ended":
        this.#emit("ended", message);
        return;
      case "pong":
        return;
    }
  }

  /**
   * An error naming one of our actions: sent again after a pause when the server asked to slow
   * down or could not take it now; otherwise answered as a refusal with the error's code.
   */
  #errorFor(message: ErrorMessage): void {
    const id = message.id;
    const pending = id === undefined ? undefined : this.#pending.get(id);
    if (id === undefined || pending === undefined) return;
    if (message.code === "rate-limited" || message.code === "unavailable") {
      setTimeout(() => {
        if (this.#status === "open" && this.#pending.has(id)) this.#write({ ...pending.frame, id });
      }, this.#maxDelay / 5);
      return;
    }
    this.#pending.delete(id);
    pending.resolve({ ok: false, reason: message.code, detail: message.message });
  }

  #welcome(message: WelcomeMessage): void {
    this.#attempt = 0;
    const base = this.#snapshot;
    const view = message.resumed && base !== null ? base.view : message.view;
    this.#snapshot = {
      match: message.match,
      seat: message.seat,
      seq: message.seq,
      view,
      toAct: message.toAct,
      over: message.over,
      clocks: message.clocks,
      now: message.now,
      receivedAt: Date.now(),
      rematch: message.rematch,
      replay: message.replay ?? null,
      table: message.resumed && base !== null ? (base.table ?? EMPTY_TABLE) : (message.table ?? EMPTY_TABLE),
    };
    this.#lastSeq = message.seq;
    this.#setStatus("open");
    this.#emit("welcome", message);
    for (const [id, p] of this.#pending) this.#write({ ...p.frame, id });
  }

  #update(message: UpdateMessage): void {
    const base = this.#snapshot;
    if (base === null || message.seq <= base.seq) return;
    if (message.seq !== base.seq + 1) {
      // A gap cannot happen on one connection; resynchronise rather than show a wrong state.
      this.drop();
      return;
    }
    this.#snapshot = {
      ...base,
      seq: message.seq,
      view: message.view,
      toAct: message.toAct,
      over: message.over,
      clocks: message.clocks,
      now: message.now,
      receivedAt: Date.now(),
      table: message.table ?? EMPTY_TABLE,
    };
    this.#lastSeq = message.seq;
    this.#emit("update", message);
  }
}
