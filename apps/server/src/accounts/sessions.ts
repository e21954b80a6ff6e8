/**
 * Signed-in browsers. A session is a random token in an HttpOnly, SameSite=Lax cookie (Secure and
 * `__Host-` prefixed over https); the database keeps only its SHA-256, so a leaked backup opens
 * nothing. Sessions expire, rotate (a new token every `rotateMs`; the old one keeps working for
 * `graceMs`, for requests already in flight) and are revoked server-side: signing out revokes
 * one, signing out everywhere all of an account's.
 */
import type { Kysely } from "kysely";
import type { Schema } from "../db/schema.js";
import { digest, isToken, newToken } from "./ids.js";

export interface SessionPolicy {
  /** A session unused this long, or older than `maxAgeMs`, is over. */
  readonly idleMs: number;
  readonly maxAgeMs: number;
  /** A token older than this is replaced at the next request. */
  readonly rotateMs: number;
  /** A replaced token keeps working this long. */
  readonly graceMs: number;
}

export const DEFAULT_SESSION_POLICY: SessionPolicy = {
  idleMs: 30 * 86_400_000,
  maxAgeMs: 90 * 86_400_000,
  rotateMs: 3_600_000,
  graceMs: 60_000,
};

/** A live session, as a request sees it. */
export interface Session {
  /** The SHA-256 of the cookie's token (the row's id). */
  readonly id: string;
  readonly accountId: string;
  readonly csrf: string;
  /** When this token was issued (rotation issues a new one). */
  readonly createdAt: Date;
  /** The absolute end of the sign-in: rotation keeps it, only signing in again moves it. */
  readonly expiresAt: Date;
}

/** Opens a session for an account; returns the cookie's token (shown once, never stored). */
export async function openSession(
  db: Kysely<Schema>,
  accountId: string,
  policy: SessionPolicy,
  now = new Date(),
  csrf = newToken(),
): Promise<{ token: string; session: Session }> {
  const token = newToken();
  const id = digest(token);
  const expiresAt = new Date(now.getTime() + policy.maxAgeMs);
  await db
    .insertInto("sessions")
    .values({ id, account_id: accountId, csrf, created_at: now, seen_at: now, expires_at: expiresAt })
    .execute();
  return { token, session: { id, accountId, csrf, createdAt: now, expiresAt } };
}

/**
 * The live session of a cookie token, or null: unknown, revoked, expired, idle too long, or
 * replaced longer than the grace ago.
 */
export async function findSession(
  db: Kysely<Schema>,
  token: unknown,
  policy: SessionPolicy,
  now = new Date(),
): Promise<(Session & { readonly replaced: boolean }) | null> {
  if (!isToken(token)) return null;
  const row = await db.selectFrom("sessions").selectAll().where("id", "=", digest(token)).executeTakeFirst();
  if (row === undefined || row.revoked_at !== null) return null;
  const t = now.getTime();
  if (row.expires_at.getTime() <= t || row.seen_at.getTime() + policy.idleMs <= t) return null;
  if (row.replaced_at !== null && row.replaced_at.getTime() + policy.graceMs <= t) return null;
  return {
    id: row.id,
    accountId: row.account_id,
    csrf: row.csrf,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    replaced: row.replaced_at !== null,
  };
}

/**
 * Marks a session seen, and rotates it when its token is older than `rotateMs`: a new row (same
 * account, same CSRF token so open tabs go on, same absolute expiry) and the old one marked
 * replaced. Returns the new token when it rotated. The update is conditional, so two requests
 * racing on one old token rotate it once.
 */
export async function touchSession(
  db: Kysely<Schema>,
  session: Session & { readonly replaced: boolean },
  policy: SessionPolicy,
  now = new Date(),
): Promise<string | null> {
  if (session.replaced || now.getTime() - session.createdAt.getTime() < policy.rotateMs) {
    await db.updateTable("sessions").set({ seen_at: now }).where("id", "=", session.id).execute();
    return null;
  }
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable("sessions")
      .set({ replaced_at: now, seen_at: now })
      .where("id", "=", session.id)
      .where("replaced_at", "is", null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) return null;
    const token = newToken();
    await trx
      .insertInto("sessions")
      .values({
        id: digest(token),
        account_id: session.accountId,
        csrf: session.csrf,
        created_at: now,
        seen_at: now,
        expires_at: session.expiresAt,
      })
      .execute();
    return token;
  });
}

/** Revokes one session (signing out). */
export async function revokeSession(db: Kysely<Schema>, id: string, now = new Date()): Promise<void> {
  await db.updateTable("sessions").set({ revoked_at: now }).where("id", "=", id).execute();
}

/** Revokes every session of an account (signing out everywhere); returns how many were live. */
export async function revokeAll(db: Kysely<Schema>, accountId: string, now = new Date()): Promise<number> {
  const result = await db
    .updateTable("sessions")
    .set({ revoked_at: now })
    .where("account_id", "=", accountId)
    .where("revoked_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Deletes sessions over for more than a day (a sweep; revoked ones are kept that long for logs). */
export async function sweepSessions(db: Kysely<Schema>, now = new Date()): Promise<void> {
  const dayAgo = new Date(now.getTime() - 86_400_000);
  await db
    .deleteFrom("sessions")
    .where((eb) =>
      eb.or([eb("expires_at", "<", dayAgo), eb("revoked_at", "<", dayAgo), eb("replaced_at", "<", dayAgo)]),
    )
    .execute();
}
