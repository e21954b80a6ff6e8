/**
 * Opening the account base: embedded PGlite in a directory (the default: nothing to install) or a
 * PostgreSQL server by URL, behind one Kysely instance over PostgreSQL's dialect; the migrations
 * run before anything else reads it.
 */
import { existsSync } from "node:fs";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import { migrateToLatest } from "./migrate.js";
import { pglitePool } from "./pglite-pool.js";
import type { Schema } from "./schema.js";

/** Where the database is: an embedded one in `dir` (null: in memory, for tests), or a server. */
export type DatabaseTarget =
  | { readonly kind: "pglite"; readonly dir: string | null }
  | { readonly kind: "postgres"; readonly url: string };

export interface Database {
  readonly db: Kysely<Schema>;
  readonly target: DatabaseTarget;
  /** For logs: the directory or the server's address, never a password. */
  readonly where: string;
  close(): Promise<void>;
}

/** The embedded database's directory is in use by another live process. */
export class DatabaseBusyError extends Error {
  override readonly name = "DatabaseBusyError";
}

/**
 * The target a `--database` value or `DATABASE_URL` names: a `postgres://` or `postgresql://` URL,
 * else the embedded database in `defaultDir`. A string is the error to print.
 */
export function databaseTarget(url: string | undefined, defaultDir: string): DatabaseTarget | string {
  if (url === undefined || url === "") return { kind: "pglite", dir: defaultDir };
  if (!/^postgres(ql)?:\/\//.test(url)) return "--database takes a postgres:// URL";
  try {
    new URL(url);
  } catch {
    return "--database takes a postgres:// URL";
  }
  return { kind: "postgres", url };
}

/** The address of a server without its password (for logs and errors). */
function redacted(url: string): string {
  const u = new URL(url);
  if (u.password !== "") u.password = "***";
  return u.href;
}

const LOCK = "games.lock";

/**
 * Takes the embedded directory for this process: PGlite is one process's database, and two
 * writing the same files would corrupt it. A lock left by a process that died is taken over.
 */
async function lockDir(dir: string): Promise<() => Promise<void>> {
  await mkdir(dir, { recursive: true });
  const file = join(dir, LOCK);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      await writeFile(file, `${process.pid}\n`, { flag: "wx" });
      return () => rm(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const pid = Number((await readFile(file, "utf8").catch(() => "")).trim());
      if (Number.isInteger(pid) && pid > 0 && alive(pid))
        throw new DatabaseBusyError(
          `the embedded database in ${dir} is in use by process ${pid}: stop that server first`,
        );
      await rm(file, { force: true });
    }
  }
  throw new DatabaseBusyError(`could not lock the embedded database in ${dir}`);
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Opens the database and, unless `migrate` is false, brings its schema to this release's (see
 * migrate.ts). The embedded one is created on first use.
 */
export async function openDatabase(
  target: DatabaseTarget,
  options: { readonly migrate?: boolean; readonly onError?: (error: Error) => void } = {},
): Promise<Database> {
  let db: Kysely<Schema>;
  let unlock = async (): Promise<void> => {};
  let where: string;
  if (target.kind === "pglite") {
    const { PGlite } = await import("@electric-sql/pglite");
    if (target.dir !== null) unlock = await lockDir(target.dir);
    try {
      const data = target.dir === null ? undefined : join(target.dir, "pgdata");
      if (data !== undefined && !existsSync(data)) await mkdir(data, { recursive: true });
      const client = await PGlite.create(data === undefined ? {} : { dataDir: data });
      db = new Kysely<Schema>({ dialect: new PostgresDialect({ pool: pglitePool(client) }) });
    } catch (error) {
      await unlock();
      throw error;
    }
    where = target.dir ?? "memory";
  } else {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    pool.on("error", (error) => options.onError?.(error));
    db = new Kysely<Schema>({ dialect: new PostgresDialect({ pool }) });
    where = redacted(target.url);
  }
  const close = async (): Promise<void> => {
    await db.destroy();
    await unlock();
  };
  if (options.migrate !== false) {
    try {
      await migrateToLatest(db as Kysely<unknown>);
    } catch (error) {
      await close();
      throw error;
    }
  }
  return { db, target, where, close };
}

/**
 * A database on a PGlite instance the caller keeps (tests share one per file: opening PGlite
 * costs seconds); closing it leaves the instance open. Migrates unless `migrate` is false.
 */
export async function databaseOn(
  client: PGlite,
  options: { readonly migrate?: boolean } = {},
): Promise<Database> {
  const pool = pglitePool(client, { keepOpen: true });
  const db = new Kysely<Schema>({ dialect: new PostgresDialect({ pool }) });
  if (options.migrate !== false) await migrateToLatest(db as Kysely<unknown>);
  return { db, target: { kind: "pglite", dir: null }, where: "memory", close: () => db.destroy() };
}
