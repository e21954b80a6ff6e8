/**
 * 003: LGC TCG decks saved per account (with an optional read-only share link) and duels between
 * accounts: an invitation while open, then the match it created, and once over what the engine
 * says of it (facts) with its log, so the facts can be computed again by a later engine.
 */
import { type Kysely, sql } from "kysely";

const now = sql`now()`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("decks")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("account_id", "text", (c) => c.notNull().references("accounts.id").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("hero_class", "text", (c) => c.notNull())
    .addColumn("cards", "jsonb", (c) => c.notNull())
    .addColumn("revision", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("share_id", "text", (c) => c.unique())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex("decks_account").on("decks").column("account_id").execute();

  await db.schema
    .createTable("duels")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("context", "text", (c) => c.notNull().check(sql`context in ('friendly', 'ranked')`))
    .addColumn("status", "text", (c) =>
      c.notNull().check(sql`status in ('open', 'playing', 'over', 'cancelled', 'abandoned')`),
    )
    .addColumn("invite_hash", "text", (c) => c.notNull().unique())
    .addColumn("clock", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("match_id", "text", (c) => c.unique())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .addColumn("expires_at", "timestamptz", (c) => c.notNull())
    .addColumn("started_at", "timestamptz")
    .addColumn("ended_at", "timestamptz")
    .addColumn("winner", "text")
    .addColumn("turns", "integer")
    .addColumn("duration_ms", "bigint")
    .addColumn("facts", "jsonb")
    .addColumn("log", "jsonb")
    .execute();
  await db.schema.createIndex("duels_status").on("duels").columns(["status", "ended_at"]).execute();

  await db.schema
    .createTable("duel_seats")
    .addColumn("duel_id", "text", (c) => c.notNull().references("duels.id").onDelete("cascade"))
    .addColumn("seat", "text", (c) => c.notNull().check(sql`seat in ('A', 'B')`))
    // A deleted account leaves its opponents' history whole: the seat stays, nobody's.
    .addColumn("account_id", "text", (c) => c.references("accounts.id").onDelete("set null"))
    .addColumn("deck_id", "text", (c) => c.references("decks.id").onDelete("set null"))
    .addColumn("deck", "jsonb", (c) => c.notNull())
    .addColumn("character", "jsonb")
    .addColumn("score", "real")
    .addPrimaryKeyConstraint("duel_seats_pk", ["duel_id", "seat"])
    .execute();
  await db.schema.createIndex("duel_seats_account").on("duel_seats").column("account_id").execute();
}
