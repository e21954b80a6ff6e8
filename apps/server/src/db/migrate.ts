/**
 * Running the migrations (Kysely's migrator over `migrations/`): at start, to the latest; for a
 * restore, to a dump's schema first. A database migrated by a newer release is refused with a
 * sentence saying so, never half-migrated.
 */
import { type Kysely, type MigrationResultSet, Migrator } from "kysely";
import { LATEST_SCHEMA, MIGRATIONS } from "./migrations/index.js";

/** A migration failed or the database's schema is not one this release knows. */
export class MigrationError extends Error {
  override readonly name = "MigrationError";
}

function migrator(db: Kysely<unknown>): Migrator {
  return new Migrator({
    db,
    provider: { getMigrations: async () => MIGRATIONS },
    // Forward-only and numbered: a migration missing from the middle is an error, not a skip.
    allowUnorderedMigrations: false,
  });
}

/** The last migration applied, or null for an empty database. */
export async function schemaVersion(db: Kysely<unknown>): Promise<string | null> {
  const all = await migrator(db).getMigrations();
  const applied = all.filter((m) => m.executedAt !== undefined).map((m) => m.name);
  const known = new Set(Object.keys(MIGRATIONS));
  // Migrations this release does not know: the database is newer than the server.
  const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
  if (tables.some((t) => t.name === "kysely_migration")) {
    const rows = await db
      .selectFrom("kysely_migration" as never)
      .select("name" as never)
      .execute();
    const unknown = (rows as { name: string }[]).map((r) => r.name).filter((n) => !known.has(n));
    if (unknown.length > 0)
      throw new MigrationError(
        `the database has schema ${unknown.sort().at(-1)}, newer than this release's ${LATEST_SCHEMA}: run a newer server`,
      );
  }
  return applied.sort().at(-1) ?? null;
}

function check(result: MigrationResultSet): void {
  if (result.error === undefined) return;
  const failed = result.results?.find((r) => r.status === "Error");
  const cause = result.error instanceof Error ? result.error.message : String(result.error);
  throw new MigrationError(
    failed === undefined
      ? `migrations failed: ${cause}`
      : `migration ${failed.migrationName} failed: ${cause}`,
  );
}

/** Applies every migration not yet applied; returns the names applied now. */
export async function migrateToLatest(db: Kysely<unknown>): Promise<string[]> {
  await schemaVersion(db);
  const result = await migrator(db).migrateToLatest();
  check(result);
  return (result.results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}

/** Migrates an empty or older database up to `name` (never down: migrations are forward-only). */
export async function migrateTo(db: Kysely<unknown>, name: string): Promise<void> {
  if (!Object.hasOwn(MIGRATIONS, name))
    throw new MigrationError(`no migration named ${name} in this release`);
  const current = await schemaVersion(db);
  if (current !== null && current > name)
    throw new MigrationError(`the database is at ${current}, past ${name}: migrations only go forward`);
  check(await migrator(db).migrateTo(name));
}
