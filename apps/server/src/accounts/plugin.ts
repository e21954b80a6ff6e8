/**
 * The account service beside the match service (seed 003 §16: « un service séparé partageant
 * l'auth et la base de comptes »): its database, and (next layers) sign-in, sessions, linked
 * characters, member cards and the LGC TCG economy, registered on the same Fastify app. The
 * match service never reads it: anonymous play works exactly as without it.
 */
import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import { type Database, type DatabaseTarget, openDatabase } from "../db/database.js";

export interface AccountsOptions {
  /** Where the account base is (opened and migrated at start), or one already open (left open on close). */
  readonly database: DatabaseTarget | Database;
}

/** The running account service. */
export interface Accounts {
  readonly database: Database;
  /** Whether the database answers. */
  healthy(): Promise<boolean>;
  close(): Promise<void>;
}

const isOpen = (d: DatabaseTarget | Database): d is Database => "db" in d;

/** Opens the account base (running its migrations) and registers the account routes on `app`. */
export async function startAccounts(app: FastifyInstance, options: AccountsOptions): Promise<Accounts> {
  const owned = !isOpen(options.database);
  const database = isOpen(options.database)
    ? options.database
    : await openDatabase(options.database, {
        onError: (error) => app.log.warn({ err: error }, "database connection lost"),
      });
  app.log.info({ database: database.where }, "account base open");
  return {
    database,
    healthy: async () => {
      await sql`select 1`.execute(database.db);
      return true;
    },
    close: async () => {
      if (owned) await database.close();
    },
  };
}
