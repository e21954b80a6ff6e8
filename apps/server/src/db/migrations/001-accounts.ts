/**
 * 001: accounts and how they sign in (OpenID Connect identities, passkeys, sessions, sign-ins in
 * progress), linked WoW characters, member cards and members' requests, and the audit trail.
 */
import { type Kysely, sql } from "kysely";

const now = sql`now()`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("accounts")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("role", "text", (c) =>
      c.notNull().defaultTo("player").check(sql`role in ('player', 'organiser')`),
    )
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable("identities")
    .addColumn("provider", "text", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("account_id", "text", (c) => c.notNull().references("accounts.id").onDelete("cascade"))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint("identities_pk", ["provider", "subject"])
    .execute();
  await db.schema.createIndex("identities_account").on("identities").column("account_id").execute();

  await db.schema
    .createTable("passkeys")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("account_id", "text", (c) => c.notNull().references("accounts.id").onDelete("cascade"))
    .addColumn("public_key", "text", (c) => c.notNull())
    .addColumn("counter", "bigint", (c) => c.notNull().defaultTo(0))
    .addColumn("transports", "jsonb", (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .addColumn("last_used_at", "timestamptz")
    .execute();
  await db.schema.createIndex("passkeys_account").on("passkeys").column("account_id").execute();

  await db.schema
    .createTable("sessions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("account_id", "text", (c) => c.notNull().references("accounts.id").onDelete("cascade"))
    .addColumn("csrf", "text", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .addColumn("seen_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .addColumn("expires_at", "timestamptz", (c) => c.notNull())
    .addColumn("revoked_at", "timestamptz")
    .addColumn("replaced_at", "timestamptz")
    .execute();
  await db.schema.createIndex("sessions_account").on("sessions").column("account_id").execute();

  await db.schema
    .createTable("auth_flows")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("data", "jsonb", (c) => c.notNull())
    .addColumn("expires_at", "timestamptz", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("characters")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("account_id", "text", (c) => c.notNull().references("accounts.id").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("realm", "text", (c) => c.notNull())
    .addColumn("class", "text", (c) => c.notNull())
    .addColumn("race", "text", (c) => c.notNull())
    .addColumn("level", "integer", (c) => c.notNull())
    .addColumn("portrait", "text")
    .addColumn("source", "text", (c) => c.notNull())
    .addColumn("linked_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint("characters_one_link", ["account_id", "realm", "name"])
    .execute();

  await db.schema
    .createTable("member_links")
    .addColumn("member_id", "text", (c) => c.primaryKey())
    .addColumn("account_id", "text", (c) => c.notNull().references("accounts.id").onDelete("cascade"))
    .addColumn("linked_by", "text", (c) => c.notNull())
    .addColumn("linked_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex("member_links_account").on("member_links").column("account_id").execute();

  await db.schema
    .createTable("member_requests")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("account_id", "text", (c) => c.notNull().references("accounts.id").onDelete("cascade"))
    .addColumn("member_id", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull().check(sql`kind in ('opt-out', 'rename')`))
    .addColumn("detail", "text")
    .addColumn("status", "text", (c) =>
      c.notNull().defaultTo("open").check(sql`status in ('open', 'accepted', 'refused')`),
    )
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .addColumn("settled_by", "text")
    .addColumn("settled_at", "timestamptz")
    .addColumn("note", "text")
    .execute();

  await db.schema
    .createTable("audit")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .addColumn("actor_id", "text")
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("subject_id", "text")
    .addColumn("detail", "jsonb", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("audit_at").on("audit").column("at").execute();
}
