/**
 * What the account service may ask of the match service it runs beside, and how a finished match
 * reaches the game module that records it. Both are generic: the match service names no game and
 * knows no account; a game module of the account service registers a recorder under its engine's
 * id, and the server tells the account service of every match that ends (`matchFinished`).
 */
import type { CreatedMatch, CreateMatchRequest, FullReplay } from "@core/match-client";

/** The match service as the account service sees it. */
export interface MatchHost {
  /** Creates a match (as `POST /api/matches` would). */
  create(request: CreateMatchRequest): Promise<CreatedMatch>;
  /** The invite link of `seat` (null: the spectators) in `matchId`. */
  linkOf(matchId: string, seat: string | null): string;
  /** The replay token of the seat at `index` (null: the spectators'), as a welcome gives it. */
  replayTokenOf(matchId: string, index: number | null): string;
  /**
   * A match's end: its full replay once over, "playing" while it runs, null once the store no
   * longer holds it (expired unfinished, or past its retention).
   */
  outcome(matchId: string): Promise<FullReplay | "playing" | null>;
  /**
   * The seats that have made at least one move in `matchId` (a tournament's no-show rule), or
   * null once the store no longer holds it.
   */
  seatsActed(matchId: string): Promise<ReadonlySet<string> | null>;
}

/**
 * Records what a finished match of one engine means for accounts (a duel's result and facts).
 * Called for every match of that engine that ends — most are no account's: it ignores them — and
 * possibly more than once (other instances, restarts): it must be idempotent.
 */
export type MatchRecorder = (matchId: string) => Promise<void>;
