/**
 * Kysely's PostgreSQL dialect over embedded PGlite: a "pool" of the one PGlite connection, handed
 * to one caller at a time. PGlite speaks PostgreSQL's results (`command`, `rowCount`, `rows`)
 * like `pg`, so Kysely's own PostgreSQL adapter, query compiler and introspector serve both; the
 * only difference the application sees is that on PGlite transactions never overlap (one
 * connection), which is the strictest serialization there is.
 */
import type { PGlite } from "@electric-sql/pglite";
import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from "kysely";

/**
 * A `PostgresPool` over one PGlite instance. `connect` waits until the previous holder released
 * it: a Kysely transaction holds the connection from `begin` to `commit`, so nothing else runs
 * in between (PGlite has one session; interleaving callers would mix their transactions).
 * `end` closes PGlite unless `keepOpen`.
 */
export function pglitePool(db: PGlite, options: { readonly keepOpen?: boolean } = {}): PostgresPool {
  let tail: Promise<void> = Promise.resolve();
  let closed = false;
  return {
    connect: async (): Promise<PostgresPoolClient> => {
      if (closed) throw new Error("the embedded database is closed");
      let release!: () => void;
      const previous = tail;
      tail = new Promise<void>((resolve) => {
        release = resolve;
      });
      await previous;
      let released = false;
      return {
        query: (async (sql: string, parameters: readonly unknown[]) => {
          if (released) throw new Error("this connection was released");
          return run(db, sql, parameters);
        }) as PostgresPoolClient["query"],
        release: () => {
          if (released) return;
          released = true;
          release();
        },
      };
    },
    end: async () => {
      closed = true;
      await tail;
      if (options.keepOpen !== true) await db.close();
    },
  };
}

async function run<R>(
  db: PGlite,
  sql: string,
  parameters: readonly unknown[],
): Promise<PostgresQueryResult<R>> {
  // PGlite answers like \`pg\`: the command tag (ROLLBACK for a COMMIT of an aborted transaction,
  // which Kysely turns into an error) and the rows affected.
  const result = (await db.query<R>(sql, [...parameters])) as Awaited<ReturnType<PGlite["query"]>> & {
    command?: PostgresQueryResult<R>["command"];
    rowCount?: number;
  };
  return {
    command: result.command ?? "SELECT",
    rowCount: result.rowCount ?? result.affectedRows ?? 0,
    rows: result.rows as R[],
  };
}
