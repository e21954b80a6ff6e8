/**
 * The account base's tests run on both databases: embedded PGlite and a throwaway PostgreSQL
 * cluster (postgres-harness.ts). `useBackend` registers the file's setup and teardown and hands
 * each test an empty database. PGlite costs seconds to open, so a file keeps one instance and
 * empties it (drops the schema) for each test; PostgreSQL creates a new database each time.
 */
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll } from "vitest";
import { type Database, databaseOn, openDatabase } from "../src/db/database.js";
import { POSTGRES_AVAILABLE, startPostgres, type TestPostgres } from "./postgres-harness.js";

export type BackendName = "PGlite" | "PostgreSQL";

/** The backends, and whether each runs here (PostgreSQL needs Debian's binaries; CI has them). */
export const BACKENDS: readonly { readonly name: BackendName; readonly skip: boolean }[] = [
  { name: "PGlite", skip: false },
  { name: "PostgreSQL", skip: !POSTGRES_AVAILABLE },
];

export interface Backend {
  /** An empty database of this backend, migrated to the latest schema unless `migrate` is false. */
  fresh(options?: { readonly migrate?: boolean }): Promise<Database>;
  /** A second empty database beside the first (a restore's destination); for PGlite, one instance a file. */
  another(options?: { readonly migrate?: boolean }): Promise<Database>;
}

/** Sets up `name` for the calling `describe` block (nothing when `skip`). */
export function useBackend(name: BackendName, skip = false): Backend {
  let pglite: PGlite | null = null;
  let second: PGlite | null = null;
  let cluster: TestPostgres | null = null;
  beforeAll(async () => {
    if (skip) return;
    if (name === "PGlite") pglite = await PGlite.create();
    else cluster = await startPostgres();
  }, 120_000);
  afterAll(async () => {
    await pglite?.close();
    await second?.close();
    await cluster?.stop();
  }, 60_000);
  const emptied = async (client: PGlite, migrate: boolean | undefined): Promise<Database> => {
    await client.exec("drop schema public cascade; create schema public;");
    return databaseOn(client, migrate === undefined ? {} : { migrate });
  };
  const onCluster = async (migrate: boolean | undefined): Promise<Database> =>
    openDatabase(
      { kind: "postgres", url: await (cluster as TestPostgres).database() },
      migrate === undefined ? {} : { migrate },
    );
  return {
    fresh: async (options = {}) =>
      name === "PGlite" ? emptied(pglite as PGlite, options.migrate) : onCluster(options.migrate),
    another: async (options = {}) => {
      if (name === "PostgreSQL") return onCluster(options.migrate);
      second ??= await PGlite.create();
      return emptied(second, options.migrate);
    },
  };
}
