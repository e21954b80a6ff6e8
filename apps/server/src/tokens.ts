/**
 * Credentials. A seat's token (and a match's spectator token) is an HMAC-SHA256 of the match id
 * and seat under the server's secret: 256 bits no one can guess without the secret, which the
 * server can derive again whenever it must hand a link out (a rematch's, to a seat that was away).
 * The store keeps only SHA-256 hashes of tokens: a copy of the data leaks no credential.
 */
import { createHash, createHmac, randomBytes } from "node:crypto";

/** A fresh 256-bit secret (base64url). */
export function newSecret(): string {
  return randomBytes(32).toString("base64url");
}

/** A new match id: 128 random bits (ids are not credentials, but need not be guessable either). */
export function newMatchId(): string {
  return randomBytes(16).toString("base64url");
}

/** A seed for an engine's RNG: 128 random bits, kept server-side until the match is over. */
export function newSeed(): string {
  return randomBytes(16).toString("base64url");
}

/** The token of `seat` (null: the spectators') in `matchId`. */
export function tokenOf(secret: string, matchId: string, seat: string | null): string {
  return createHmac("sha256", secret)
    .update(`${matchId}\u0000${seat === null ? "\u0000spectator" : seat}`)
    .digest("base64url");
}

/** What the store keeps of a token. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}
