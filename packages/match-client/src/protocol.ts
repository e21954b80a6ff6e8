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
export type ClientMessage =
  | HelloMessage
  | ActionMessage
  | PingMessage
  | RematchRequest
  | TableMessage
  | WatchMessage;
/**
 * What a seat asks of the table (not of the engine): resign, offer a draw or a take-back, answer
 * or withdraw the offer pending (named by its seq, so that an old answer never meets a new offer).
 */
export type TableRequest =
  | { readonly type: "resign" }
  | { readonly type: "offer"; readonly kind: OfferKind }
  | { readonly type: "accept" | "decline" | "withdraw"; readonly offer: number };
/** A table request from my seat, answered like an action (`ack` or `refused`, by `id`). */
export interface TableMessage {
  readonly type: "table";
  readonly id: string;
  readonly request: TableRequest;
}

// The table: match-level facts beside the engine's actions.

/** What may be offered: a draw, or to take back the offerer's last move (and what followed it). */
export type OfferKind = "draw" | "takeback";

/**
 * A table fact as logged (an entry of the match log, with the seat that made it): a resignation,
 * an offer (a take-back's `undo` is the seq of the first step it takes back), or the answer to the
 * offer logged at seq `offer`.
 */
export type TableFact =
  | { readonly type: "resign" }
  | { readonly type: "offer"; readonly kind: OfferKind; readonly undo?: number }
  | { readonly type: "accept" | "decline" | "withdraw"; readonly offer: number };

/** The offer waiting for an answer: logged at `seq` by seat `by`. */
export interface PendingOffer {
  readonly seq: number;
  readonly kind: OfferKind;
  readonly by: string;
  /** A take-back: the seq of the first step it would take back. */
  readonly undo?: number;
}

/** How a match ended at the table: a seat resigned, or a draw was agreed. */
export type TableResult = { readonly type: "resigned"; readonly seat: string } | { readonly type: "draw" };

/** The table's state: the offer pending and the result, each null when there is none. */
export interface TableStatus {
  readonly offer: PendingOffer | null;
  readonly result: TableResult | null;
}

/** The table with no offer and no result (what a frame without `table` means). */
export const EMPTY_TABLE: TableStatus = { offer: null, result: null };

/**
 * Every reason a table request is refused for (`refused.reason`), for a client to say in its
 * own words: the match is over; the table works in two-seat matches only; an offer is pending
 * already; the opponent is a bot (it answers no offer); this engine takes nothing back (its
 * manifest: hidden information or chance); the seat has no move to take back; the offer named
 * is not the one pending; a seat's own offer is not its to answer; another seat's offer is not
 * its to withdraw.
 */
export const TABLE_REFUSALS = [
  "match-over",
  "two-seats-only",
  "offer-pending",
  "bot-opponent",
  "takeback-not-allowed",
  "nothing-to-take-back",
  "no-such-offer",
  "own-offer",
  "not-your-offer",
] as const;
export type TableRefusal = (typeof TABLE_REFUSALS)[number];

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
  /** The table (an offer pending, a result); absent: {@link EMPTY_TABLE}. */
  readonly table?: TableStatus;
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
  /** The table after this step; absent: {@link EMPTY_TABLE} (an offer lapsed, say). */
  readonly table?: TableStatus;
  /** The step is a table fact (no engine action: `events` is empty), made by `seat`. */
  readonly fact?: TableFact & { readonly seat: string };
  /** A take-back accepted: the steps from this seq on are taken back (`view` is after that). */
  readonly undo?: number;
}
/** The match ended at the table (after the update that ended it; to every seat and spectator). */
export interface EndedMessage {
  readonly type: "ended";
  readonly result: TableResult;
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
  | PresenceMessage
  | EndedMessage;

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
  /**
   * Every accepted action that stands, as the engine reduced it (stamped with its seat, or a
   * referee's): replayed from the setup, they give the final state (actions taken back are left
   * out; they stay in `taken`).
   */
  readonly actions: readonly unknown[];
  readonly log: readonly { readonly seq: number; readonly at: number; readonly seat: string | null }[];
  /** The table's facts (resignation, offers and answers), in order; absent: none. */
  readonly table?: readonly {
    readonly seq: number;
    readonly at: number;
    readonly seat: string;
    readonly fact: TableFact;
  }[];
  /** Actions taken back, with their seq, time and seat; absent: none. */
  readonly taken?: readonly {
    readonly seq: number;
    readonly at: number;
    readonly seat: string | null;
    readonly action: unknown;
  }[];
  /** How the match ended at the table; absent: it did not (the engine's state says how it ended). */
  readonly result?: TableResult;
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
    /** As in {@link UpdateMessage}: the table after the frame, its fact, a take-back's first seq. */
    readonly table?: TableStatus;
    readonly fact?: TableFact & { readonly seat: string };
    readonly undo?: number;
  }[];
}
