/**
 * 004: LGC TCG tournaments with brackets (issue 31 §4; seed 003 §14 P5). A tournament holds its
 * settings and its bracket (`src/tournaments/bracket.ts`: the entrants in seed order and the
 * reports per pairing, one JSON document changed under the row's lock); its entrants are
 * accounts with the deck and character they registered (checked as for ranked play, §4.2); each
 * game of a pairing is a duel of the new context `tournament`, recorded as any duel, with the
 * deadline by which both seats must have played (the no-show clock, in the database so that a
 * restart or another instance finds it).
 */
import { type Kysely, sql } from "kysely";

const now = sql`now()`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table duels drop constraint duels_context_check`.execute(db);
  await sql`alter table duels add constraint duels_context_check check (context in ('friendly', 'ranked', 'tournament'))`.execute(
    db,
  );

  await db.schema
    .createTable("tournaments")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("organiser_id", "text", (c) => c.references("accounts.id").onDelete("set null"))
    .addColumn("format", "text", (c) => c.notNull().check(sql`format in ('single', 'double')`))
    .addColumn("best_of", "integer", (c) => c.notNull().check(sql`best_of in (1, 3)`))
    .addColumn("seeding", "text", (c) => c.notNull().check(sql`seeding in ('ordered', 'random')`))
    .addColumn("seed", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) =>
      c.notNull().check(sql`status in ('registration', 'running', 'over', 'cancelled')`),
    )
    .addColumn("max_entrants", "integer", (c) => c.notNull())
    .addColumn("registration_opens_at", "timestamptz", (c) => c.notNull())
    .addColumn("registration_closes_at", "timestamptz", (c) => c.notNull())
    .addColumn("no_show_ms", "integer", (c) => c.notNull())
    .addColumn("bracket", "jsonb")
    .addColumn("revision", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .addColumn("started_at", "timestamptz")
    .addColumn("ended_at", "timestamptz")
    .addColumn("winner_id", "text")
    .execute();
  await db.schema
    .createIndex("tournaments_status")
    .on("tournaments")
    .columns(["status", "created_at"])
    .execute();

  await db.schema
    .createTable("tournament_entrants")
    .addColumn("tournament_id", "text", (c) => c.notNull().references("tournaments.id").onDelete("cascade"))
    .addColumn("account_id", "text", (c) => c.notNull().references("accounts.id").onDelete("cascade"))
    .addColumn("deck_id", "text", (c) => c.references("decks.id").onDelete("set null"))
    .addColumn("deck", "jsonb", (c) => c.notNull())
    .addColumn("character", "jsonb")
    // The organiser's order (ordered seeding): lower first; null ranks after, by registration.
    .addColumn("rank", "integer")
    .addColumn("registered_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint("tournament_entrants_pk", ["tournament_id", "account_id"])
    .execute();

  await db.schema
    .createTable("tournament_games")
    .addColumn("duel_id", "text", (c) => c.primaryKey().references("duels.id").onDelete("cascade"))
    .addColumn("tournament_id", "text", (c) => c.notNull().references("tournaments.id").onDelete("cascade"))
    .addColumn("pairing_id", "text", (c) => c.notNull())
    .addColumn("game", "integer", (c) => c.notNull())
    .addColumn("status", "text", (c) =>
      c.notNull().check(sql`status in ('playing', 'reported', 'forfeit', 'void')`),
    )
    .addColumn("no_show_at", "timestamptz", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex("tournament_games_playing")
    .on("tournament_games")
    .columns(["status", "no_show_at"])
    .execute();
  await db.schema
    .createIndex("tournament_games_pairing")
    .on("tournament_games")
    .columns(["tournament_id", "pairing_id"])
    .execute();
}
