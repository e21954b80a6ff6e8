/**
 * Sign-ins in progress (an OpenID Connect state, a passkey challenge): kept under the SHA-256 of
 * their handle, taken once (deleted as they are read, so a replayed state or challenge finds
 * nothing) and only before they expire.
 */
import type { Kysely } from "kysely";
import type { Schema } from "../db/schema.js";
import { digest, isToken } from "./ids.js";

/** How long a sign-in may take, from its start to the provider's answer. */
export const FLOW_TTL_MS = 10 * 60_000;

export async function putFlow(
  db: Kysely<Schema>,
  handle: string,
  kind: string,
  data: Record<string, unknown>,
  now: Date,
  ttlMs = FLOW_TTL_MS,
): Promise<void> {
  await db
    .insertInto("auth_flows")
    .values({
      id: digest(handle),
      kind,
      data: JSON.stringify(data),
      expires_at: new Date(now.getTime() + ttlMs),
    })
    .execute();
  // Old ones go as new ones come: no sweeper needed.
  await db.deleteFrom("auth_flows").where("expires_at", "<", now).execute();
}

/** The flow of a handle, deleted as it is read; null if unknown, of another kind, used or expired. */
export async function takeFlow(
  db: Kysely<Schema>,
  handle: unknown,
  kind: string,
  now: Date,
): Promise<Record<string, unknown> | null> {
  if (!isToken(handle)) return null;
  const row = await db
    .deleteFrom("auth_flows")
    .where("id", "=", digest(handle))
    .where("kind", "=", kind)
    .returningAll()
    .executeTakeFirst();
  if (row === undefined || row.expires_at.getTime() <= now.getTime()) return null;
  return row.data;
}

/** A value kept per account under a fixed name (the characters offered at the last sign-in). */
export async function putNote(
  db: Kysely<Schema>,
  name: string,
  data: Record<string, unknown>,
  now: Date,
  ttlMs: number,
): Promise<void> {
  const values = {
    id: name,
    kind: "note",
    data: JSON.stringify(data),
    expires_at: new Date(now.getTime() + ttlMs),
  };
  await db
    .insertInto("auth_flows")
    .values(values)
    .onConflict((c) => c.column("id").doUpdateSet({ data: values.data, expires_at: values.expires_at }))
    .execute();
}

export async function readNote(
  db: Kysely<Schema>,
  name: string,
  now: Date,
): Promise<Record<string, unknown> | null> {
  const row = await db
    .selectFrom("auth_flows")
    .selectAll()
    .where("id", "=", name)
    .where("kind", "=", "note")
    .executeTakeFirst();
  return row === undefined || row.expires_at.getTime() <= now.getTime() ? null : row.data;
}
