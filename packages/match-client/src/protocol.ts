/**
 * The match protocol's messages as TypeScript types, one per `$defs` entry of
 * `protocol.schema.json` (the schema is the authority; the server validates every frame on it).
 */

/** Version of the protocol this package speaks (the `protocol` field of `welcome`). */
export const PROTOCOL_VERSION = 1;

/** A turn clock's options: `turnMs` per turn, plus `banks` reserves of `bankMs` for the game. */
export interface ClockOptions {
  readonly turnMs: number;
  readonly banks?: number;
  readonly bankMs?: number;
}

/** One seat's clock at the frame's `now`. */
export interface SeatClock {
  readonly turnLeftMs: number;
  readonly banks: number;
  readonly bankMs: number;
  readonly running: boolean;
}

/** Every seat's clock, or null for a match without one. */
export type Clocks = Readonly<Record<string, SeatClock>> | null;

export interface SeatInfo {
  readonly seat: string;
  readonly kind: "human" | "bot";
  readonly level?: string;
  readonly connected: boolean;
}

/** What anyone in a match may know of it. */
export interface MatchInfo {
  readonly id: string;
  readonly engine: string;
  readonly seats: readonly SeatInfo[];
  readonly clock: ClockOptions | null;
  readonly createdAt: number;
  readonly rematchOf: string | null;
}

// Client → server.

export interface HelloMessage {
  readonly type: "hello";
  readonly token: string;
  readonly lastSeq?: number;
}
export interface ActionMessage {
  readonly type: "action";
  readonly id: string;
  readonly action: unknown;
}
export interface PingMessage {
  readonly type: "ping";
}
export interface RematchRequest {
  readonly type: "rematch";
}
/** Instead of `hello`: follow a topic outside any match (`tournament:<id>`); `notice`s follow. */
export interface WatchMessage {
  readonly type: "watch";
  readonly topic: string;
}
export type ClientMessage = HelloMessage | ActionMessage | PingMessage | RematchRequest | WatchMessage;

// Server → client.

export interface WelcomeMessage {
  readonly type: "welcome";
  readonly protocol: 1;
  readonly match: MatchInfo;
  /** null: a spectator. */
  readonly seat: string | null;
  readonly seq: number;
  /** True: `seq` is the client's `lastSeq` and the missed updates follow; no `view`. */
  readonly resumed: boolean;
  readonly view?: unknown;
  readonly toAct: readonly string[];
  readonly over: boolean;
  readonly clocks: Clocks;
  readonly now: number;
  readonly rematch: string | null;
  /** This connection's replay token (see {@link REPLAY_TOKEN}); absent from older servers. */
  readonly replay?: string;
}
export interface UpdateMessage {
  readonly type: "update";
  readonly seq: number;
  readonly at: number;
  readonly events: readonly unknown[];
  readonly view: unknown;
  readonly toAct: readonly string[];
  readonly over: boolean;
  readonly clocks: Clocks;
  readonly now: number;
}
export interface AckMessage {
  readonly type: "ack";
  readonly id: string;
  readonly seq: number;
  readonly duplicate: boolean;
}
export interface RefusedMessage {
  readonly type: "refused";
  readonly id: string;
  readonly reason: string;
  readonly detail?: string;
}
export type ErrorCode =
  | "bad-json"
  | "too-large"
  | "invalid-message"
  | "rate-limited"
  | "unauthorized"
  | "not-joined"
  | "already-joined"
  | "spectator"
  | "not-over"
  | "unavailable"
  | "internal";
export interface ErrorMessage {
  readonly type: "error";
  readonly code: ErrorCode;
  readonly message: string;
  readonly id?: string;
}
export interface PongMessage {
  readonly type: "pong";
  readonly now: number;
}
export interface RematchMessage {
  readonly type: "rematch";
  readonly match: string;
  readonly link: string;
}
/** A seat's first connection opened or its last one closed (sent to everyone else watching). */
export interface PresenceMessage {
  readonly type: "presence";
  readonly seat: string;
  readonly connected: boolean;
}
/** A watched topic changed (and once when the watch begins): read it again. */
export interface NoticeMessage {
  readonly type: "notice";
  readonly topic: string;
}
export type ServerMessage =
  | NoticeMessage
  | WelcomeMessage
  | UpdateMessage
  | AckMessage
  | RefusedMessage
  | ErrorMessage
  | PongMessage
  | RematchMessage
  | PresenceMessage;

/**
 * A replay token: `<match id>.<seat index, or s for the spectators>.<128-bit MAC>`. It opens that
 * seat's replay (GET /api/replay) and nothing else, so replay links carry it instead of the
 * seat's token, which is the seat's credential.
 */
export const REPLAY_TOKEN = /^[A-Za-z0-9_-]{22}\.(?:s|[0-9]{1,2})\.[A-Za-z0-9_-]{22}$/;

/** WebSocket close code after `unauthorized`: a client must not retry with the same token. */
export const CLOSE_UNAUTHORIZED = 4401;

// HTTP API.

export type SeatRequest = { readonly kind: "human" } | { readonly kind: "bot"; readonly level: string };

/** POST /api/matches. */
export interface CreateMatchRequest {
  /**
   * Makes the creation idempotent: the same request sent again under the same id gets the same
   * match and links (created once); another request under a used id is refused (409). Random, at
   * least 128 bits (22 base64url characters), and as secret as the links. `createMatch` draws one.
   */
  readonly creationId?: string;
  readonly engine: string;
  readonly setup?: unknown;
  readonly seats?: Readonly<Record<string, SeatRequest>>;
  /** "standard": the engine's own clock; null or absent: none. */
  readonly clock?: ClockOptions | "standard" | null;
}
/**
 * Why the engine refused a match's setup (`POST /api/matches` answering 400 with `setup`): the
 * engine's `SetupError`, for a client to tell in its own language. `reason` is the engine's
 * machine-readable code (its RULES.md lists them), absent when the engine gave none; `pointer` the
 * JSON pointer of the offending value in the setup sent (`""`: the whole setup); `detail` the
 * engine's English words, without the pointer.
 */
export interface SetupRefusal {
  readonly reason?: string;
  readonly pointer: string;
  readonly detail: string;
}

/**
 * The body of an HTTP error: `error` its kind (`request`, `unauthorized`, `rate-limited`,
 * `unavailable`, `internal`), `message` English words; a refused setup adds `setup`. Clients must
 * ignore fields they do not know (later versions may add some).
 */
export interface HttpErrorBody {
  readonly error: string;
  readonly message?: string;
  readonly setup?: SetupRefusal;
}

export interface CreatedMatch {
  readonly match: MatchInfo;
  /** One invite link per human seat. */
  readonly links: Readonly<Record<string, string>>;
  readonly spectator: string;
}

/** GET /api/replay?kind=full (finished matches): the engine's replay. */
export interface FullReplay {
  readonly format: "match-replay";
  readonly version: 1;
  readonly kind: "full";
  readonly match: MatchInfo;
  readonly setup: unknown;
  /** Every accepted action, as the engine reduced it (stamped with its seat, or a referee's). */
  readonly actions: readonly unknown[];
  readonly log: readonly { readonly seq: number; readonly at: number; readonly seat: string | null }[];
}
/** GET /api/replay?kind=seat: what one seat (null: a spectator) saw, frame by frame. */
export interface SeatReplay {
  readonly format: "match-replay";
  readonly version: 1;
  readonly kind: "seat";
  readonly match: MatchInfo;
  readonly seat: string | null;
  readonly frames: readonly {
    readonly seq: number;
    readonly at: number;
    readonly events: readonly unknown[];
    readonly view: unknown;
  }[];
}
