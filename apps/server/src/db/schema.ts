/**
 * The account base's tables as Kysely sees them (one interface per table; the migrations in
 * `migrations/` create them). Column names are snake_case as in SQL; timestamps are `timestamptz`
 * (read as `Date`), documents `jsonb` (written as JSON text, read parsed).
 */
import type { ColumnType } from "kysely";

/** A timestamp the database fills in unless given. */
type Stamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** A `jsonb` column: read parsed, written as JSON text (`json()` in queries.ts). */
type Json<T> = ColumnType<T, string, string>;
/** A `bigint` column: `pg` reads it as a string, PGlite as a number; `Number()` both. */
type Big = ColumnType<string | number, number | string, number | string>;

export type Role = "player" | "organiser";

export interface AccountsTable {
  id: string;
  name: string;
  role: ColumnType<Role, Role | undefined, Role>;
  created_at: Stamp;
}

/** A sign-in an account is known by: an OpenID Connect subject, or a passkey user handle. */
export interface IdentitiesTable {
  /** `oidc:<issuer>` or `passkey`. */
  provider: string;
  subject: string;
  account_id: string;
  created_at: Stamp;
}

export interface PasskeysTable {
  /** The credential id, base64url. */
  id: string;
  account_id: string;
  /** The COSE public key, base64url. */
  public_key: string;
  counter: Big;
  transports: Json<string[]>;
  created_at: Stamp;
  last_used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** A signed-in browser. The id is the SHA-256 of the cookie's token: the token is never stored. */
export interface SessionsTable {
  id: string;
  account_id: string;
  /** The CSRF token state-changing requests must echo (header `x-csrf-token`). */
  csrf: string;
  created_at: Stamp;
  seen_at: Stamp;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  revoked_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** Set when the token was rotated: the old one lives on only for a short grace. */
  replaced_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** A sign-in in progress (OIDC state, passkey challenge), used once. Id: SHA-256 of its handle. */
export interface AuthFlowsTable {
  id: string;
  kind: string;
  data: Json<Record<string, unknown>>;
  expires_at: ColumnType<Date, Date | string, Date | string>;
}

/** A linked WoW character (§4): a snapshot at linking, never power data (§4.1). */
export interface CharactersTable {
  id: string;
  account_id: string;
  name: string;
  realm: string;
  /** The WoW class, as the duel's hero classes name it (WARRIOR, MAGE…). */
  class: string;
  race: string;
  level: number;
  portrait: string | null;
  /** Where the snapshot came from: `claims` or `api`. */
  source: string;
  linked_at: Stamp;
}

/** A member card (§12) linked to an account by an organiser. */
export interface MemberLinksTable {
  member_id: string;
  account_id: string;
  linked_by: string;
  linked_at: Stamp;
}

/** A member's request about his card (§12): withdraw it, or rename it. */
export interface MemberRequestsTable {
  id: string;
  account_id: string;
  member_id: string;
  kind: "opt-out" | "rename";
  detail: string | null;
  status: ColumnType<
    "open" | "accepted" | "refused",
    "open" | "accepted" | "refused" | undefined,
    "open" | "accepted" | "refused"
  >;
  created_at: Stamp;
  settled_by: string | null;
  settled_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  note: string | null;
}

/** Who did what privileged, when and why. */
export interface AuditTable {
  id: string;
  at: Stamp;
  actor_id: string | null;
  action: string;
  subject_id: string | null;
  detail: Json<Record<string, unknown>>;
}

/** An account's collection as of the last entry of its log (a projection: the log is the truth). */
export interface CollectionsTable {
  account_id: string;
  seq: number;
  state: Json<Record<string, unknown>>;
  updated_at: Stamp;
}

/** One accepted intent of an account's collection, in order: replaying them rebuilds it. */
export interface CollectionLogTable {
  account_id: string;
  seq: number;
  /** The client's idempotency key: the same request twice applies once. */
  request_id: string | null;
  /** Who sent it: the account itself, an organiser (privileged intents), or null (the server). */
  actor_id: string | null;
  intent: Json<Record<string, unknown>>;
  events: Json<unknown[]>;
  at: Stamp;
}

/** A deck saved by an account (LGC TCG): the deck file's fields; `revision` counts its saves. */
export interface DecksTable {
  id: string;
  account_id: string;
  name: string;
  hero_class: string;
  cards: Json<{ cardId: string; version: number; count: number }[]>;
  revision: ColumnType<number, number | undefined, number>;
  /** The read-only share link's id, when shared. */
  share_id: string | null;
  created_at: Stamp;
  updated_at: Stamp;
}

export type DuelStatus = "open" | "playing" | "over" | "cancelled" | "abandoned";

/** A duel between accounts: an invitation while open, then its match, then what it told. */
export interface DuelsTable {
  id: string;
  context: "friendly" | "ranked" | "tournament";
  status: DuelStatus;
  /** SHA-256 of the invitation's token (the link carries the token). */
  invite_hash: string;
  clock: ColumnType<boolean, boolean | undefined, boolean>;
  match_id: string | null;
  created_at: Stamp;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  started_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  ended_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** "A", "B", or null (a draw, or not over). */
  winner: string | null;
  turns: number | null;
  duration_ms: ColumnType<string | number | null, number | null | undefined, number | null>;
  /** The engine's facts of the finished duel (@engines/lgc-tcg `DuelFacts`). */
  facts: ColumnType<unknown, string | null | undefined, string | null>;
  /** The match's log as played: `{setup, actions, at}`, so facts can be computed again. */
  log: ColumnType<unknown, string | null | undefined, string | null>;
}

/** One seat of a duel: who, with which deck (a snapshot) and hero, and his score once over. */
export interface DuelSeatsTable {
  duel_id: string;
  seat: "A" | "B";
  account_id: string | null;
  deck_id: string | null;
  deck: Json<{
    name: string;
    heroClass: string;
    cards: { cardId: string; version: number; count: number }[];
  }>;
  /** The linked character the hero is (ranked), a snapshot. */
  character: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  score: number | null;
}

/** A tournament: its settings, and once started its bracket (src/tournaments/bracket.ts). */
export interface TournamentsTable {
  id: string;
  name: string;
  organiser_id: string | null;
  format: "single" | "double";
  best_of: number;
  seeding: "ordered" | "random";
  seed: string;
  status: "registration" | "running" | "over" | "cancelled";
  max_entrants: number;
  registration_opens_at: ColumnType<Date, Date | string, Date | string>;
  registration_closes_at: ColumnType<Date, Date | string, Date | string>;
  no_show_ms: number;
  /** The bracket (`Bracket`): entrants' account ids in seed order and the reports per pairing. */
  bracket: ColumnType<unknown, string | null | undefined, string | null>;
  revision: ColumnType<number, number | undefined, number>;
  created_at: Stamp;
  started_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  ended_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  winner_id: string | null;
}

/** An account registered in a tournament, with the deck and hero it plays (snapshots). */
export interface TournamentEntrantsTable {
  tournament_id: string;
  account_id: string;
  deck_id: string | null;
  deck: Json<{
    name: string;
    heroClass: string;
    cards: { cardId: string; version: number; count: number }[];
  }>;
  character: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  rank: number | null;
  registered_at: Stamp;
}

/** One game of a pairing: a duel of context `tournament`, and when a seat that has not played loses. */
export interface TournamentGamesTable {
  duel_id: string;
  tournament_id: string;
  pairing_id: string;
  game: number;
  status: "playing" | "reported" | "forfeit" | "void";
  no_show_at: ColumnType<Date, Date | string, Date | string>;
  created_at: Stamp;
}

export interface Schema {
  accounts: AccountsTable;
  identities: IdentitiesTable;
  passkeys: PasskeysTable;
  sessions: SessionsTable;
  auth_flows: AuthFlowsTable;
  characters: CharactersTable;
  member_links: MemberLinksTable;
  member_requests: MemberRequestsTable;
  audit: AuditTable;
  collections: CollectionsTable;
  collection_log: CollectionLogTable;
  decks: DecksTable;
  duels: DuelsTable;
  duel_seats: DuelSeatsTable;
  tournaments: TournamentsTable;
  tournament_entrants: TournamentEntrantsTable;
  tournament_games: TournamentGamesTable;
}
