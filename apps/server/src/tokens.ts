/**
 * Credentials. A seat's token (and a match's spectator token) is the match id (22 characters)
 * followed by 126 bits of an HMAC-SHA256 of the match id and seat under the server's secret
 * (21 characters): no one can make one without the secret, the server can derive it again
 * whenever it must hand a link out (a rematch's, to a seat that was away), and checks it against
 * the match's seats (`grantOfToken`) — so nothing of a token is stored, and a token names the
 * match it opens, which is all a store sharded by match (Redis Cluster) needs to find it.
 * Tokens of the first format (an HMAC alone, 43 characters) were stored as SHA-256 hashes, which
 * older data still holds (`hashToken`, `GrantIndex`).
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/** A fresh 256-bit secret (base64url). */
export function newSecret(): string {
  return randomBytes(32).toString("base64url");
}

/** A new match id: 128 random bits (ids are not credentials, but need not be guessable either). */
export function newMatchId(): string {
  return randomBytes(16).toString("base64url");
}

/**
 * The id of the match a client's creation id makes (128 bits of an HMAC under the secret): a
 * creation retried under the same id makes the same match, and nobody can tell the creation id
 * from the match id, nor make a match id of their choosing.
 */
export function matchIdOfCreation(secret: string, creationId: string): string {
  return createHmac("sha256", secret)
    .update(`creation\u0000${creationId}`)
    .digest()
    .subarray(0, 16)
    .toString("base64url");
}

/**
 * A digest of what a creation request asks for (its creation id aside), the same whatever the
 * order of its keys: a retry under the same creation id must ask for the same match.
 */
export function creationDigest(request: { readonly creationId?: string }): string {
  const canonical = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(canonical)
      : typeof value === "object" && value !== null
        ? Object.fromEntries(
            Object.keys(value)
              .sort()
              .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
          )
        : value;
  const { creationId: _, ...asked } = request;
  return createHash("sha256")
    .update(JSON.stringify(canonical(asked)))
    .digest("base64url");
}

/** A seed for an engine's RNG: 128 random bits, kept server-side until the match is over. */
export function newSeed(): string {
  return randomBytes(16).toString("base64url");
}

/** The MAC part of a token: 126 bits (21 base64url characters). */
function seatMac(secret: string, matchId: string, seat: string | null): string {
  return createHmac("sha256", secret)
    .update(`seat\u0000${matchId}\u0000${seat === null ? "\u0000spectator" : seat}`)
    .digest("base64url")
    .slice(0, 21);
}

/** The token of `seat` (null: the spectators') in `matchId`. */
export function tokenOf(secret: string, matchId: string, seat: string | null): string {
  return `${matchId}${seatMac(secret, matchId, seat)}`;
}

/** The match a token names, if it is of today's format (whether it is valid is `grantOfToken`'s). */
export function matchOfToken(token: string): string | null {
  return /^[A-Za-z0-9_-]{43}$/.test(token) ? token.slice(0, 22) : null;
}

/**
 * The seat (null: the spectators) `token` lets into the match of `record`, or undefined when it
 * is none of its tokens. Every human seat and the spectators are checked, in constant time each.
 */
export function seatOfToken(
  secret: string,
  token: string,
  record: {
    readonly id: string;
    readonly seats: readonly { readonly seat: string; readonly kind: string }[];
  },
): string | null | undefined {
  if (matchOfToken(token) !== record.id) return undefined;
  const given = Buffer.from(token.slice(22));
  let found: string | null | undefined;
  const people = record.seats.filter((s) => s.kind === "human").map((s) => s.seat);
  for (const seat of [...people, null]) {
    const expected = Buffer.from(seatMac(secret, record.id, seat));
    if (expected.length === given.length && timingSafeEqual(expected, given) && found === undefined)
      found = seat;
  }
  return found;
}

/** What the store keeps of a token. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}

/** The MAC of a replay token's `<match id>.<seat index or s>`: 128 bits, base64url. */
function replayMac(secret: string, body: string): string {
  return createHmac("sha256", secret)
    .update(`replay\u0000${body}`)
    .digest()
    .subarray(0, 16)
    .toString("base64url");
}

/**
 * The replay token of the seat at `index` in `matchId`'s seats (null: the spectators'):
 * `<match id>.<index or s>.<MAC>`. It opens that seat's replay and nothing else, so a replay link
 * never carries the seat's credential; it is checked without the store (forgeries cost nothing).
 */
export function replayTokenOf(secret: string, matchId: string, index: number | null): string {
  const body = `${matchId}.${index === null ? "s" : index}`;
  return `${body}.${replayMac(secret, body)}`;
}

/** The match and seat index (null: the spectators) a replay token opens, or null if forged. */
export function checkReplayToken(
  secret: string,
  token: string,
): { readonly matchId: string; readonly index: number | null } | null {
  const match = /^([A-Za-z0-9_-]{22})\.(s|[0-9]{1,2})\.([A-Za-z0-9_-]{22})$/.exec(token);
  if (match === null) return null;
  const [, matchId, seat, mac] = match as unknown as [string, string, string, string];
  const expected = Buffer.from(replayMac(secret, `${matchId}.${seat}`));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { matchId, index: seat === "s" ? null : Number(seat) };
}
