/**
 * Accounts and the identities they sign in with. The first account of a new base is an organiser
 * (someone must be able to name the others); every privileged change is written to `audit`.
 */
import { type Kysely, sql, type Transaction } from "kysely";
import type { Role, Schema } from "../db/schema.js";
import { newId } from "./ids.js";

/** The advisory lock that serializes account creation (any constant key of this application). */
const ACCOUNT_CREATION_LOCK = 27_001;

/** Display names: 1 to 40 characters once trimmed, no control characters. */
export function cleanName(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const name = value.normalize("NFC").trim().replace(/\s+/g, " ");
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
  if (name.length < 1 || name.length > 40 || /[\u0000-\u001f\u007f]/.test(name)) return null;
  return name;
}

/** Writes one line of the audit trail: who did what to whom, when, and why. */
export async function audit(
  db: Kysely<Schema> | Transaction<Schema>,
  actorId: string | null,
  action: string,
  subjectId: string | null,
  detail: Record<string, unknown>,
): Promise<void> {
  await db
    .insertInto("audit")
    .values({ id: newId(), actor_id: actorId, action, subject_id: subjectId, detail: JSON.stringify(detail) })
    .execute();
}

/** Hooks run in the transaction that creates an account (the economy gives the starter deck). */
export type AccountCreatedHook = (trx: Transaction<Schema>, accountId: string) => Promise<void>;

/**
 * The account an identity signs in to, created with `name` on its first sign-in (and then the
 * hooks run in the same transaction: a new account exists whole or not at all).
 */
export async function accountForIdentity(
  db: Kysely<Schema>,
  provider: string,
  subject: string,
  name: string,
  hooks: readonly AccountCreatedHook[],
): Promise<{ accountId: string; created: boolean }> {
  const known = await db
    .selectFrom("identities")
    .select("account_id")
    .where("provider", "=", provider)
    .where("subject", "=", subject)
    .executeTakeFirst();
  if (known !== undefined) return { accountId: known.account_id, created: false };
  return db.transaction().execute(async (trx) => {
    // Two first sign-ins racing: the identity's primary key lets one win; the other reads it.
    const again = await trx
      .selectFrom("identities")
      .select("account_id")
      .where("provider", "=", provider)
      .where("subject", "=", subject)
      .forUpdate()
      .executeTakeFirst();
    if (again !== undefined) return { accountId: again.account_id, created: false };
    const accountId = await createAccount(trx, name, hooks);
    await trx.insertInto("identities").values({ provider, subject, account_id: accountId }).execute();
    return { accountId, created: true };
  });
}

/** Creates an account in a transaction; the base's first account is an organiser (audited). */
export async function createAccount(
  trx: Transaction<Schema>,
  name: string,
  hooks: readonly AccountCreatedHook[],
): Promise<string> {
  const id = newId();
  // Accounts are created one at a time, so two first sign-ins cannot both be the first.
  await sql`select pg_advisory_xact_lock(${ACCOUNT_CREATION_LOCK})`.execute(trx);
  const first = (await trx.selectFrom("accounts").select("id").limit(1).executeTakeFirst()) === undefined;
  const role: Role = first ? "organiser" : "player";
  await trx.insertInto("accounts").values({ id, name, role }).execute();
  if (first) await audit(trx, null, "role.set", id, { role, why: "the first account of the base" });
  for (const hook of hooks) await hook(trx, id);
  return id;
}
