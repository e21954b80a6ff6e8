/**
 * 002: the economy on the server. Each account's collection is an event-sourced log of the
 * intents it accepted (`collection_log`, replayable to the same collection) and a projection of
 * its latest state (`collections`, which holds the pack generator the client never sees).
 */
import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("collections")
    .addColumn("account_id", "text", (c) => c.primaryKey().references("accounts.id").onDelete("cascade"))
    .addColumn("seq", "integer", (c) => c.notNull())
    .addColumn("state", "jsonb", (c) => c.notNull())
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable("collection_log")
    .addColumn("account_id", "text", (c) => c.notNull().references("accounts.id").onDelete("cascade"))
    .addColumn("seq", "integer", (c) => c.notNull())
    .addColumn("request_id", "text")
    .addColumn("actor_id", "text")
    .addColumn("intent", "jsonb", (c) => c.notNull())
    .addColumn("events", "jsonb", (c) => c.notNull())
    .addColumn("at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint("collection_log_pk", ["account_id", "seq"])
    .addUniqueConstraint("collection_log_request", ["account_id", "request_id"])
    .execute();
}
