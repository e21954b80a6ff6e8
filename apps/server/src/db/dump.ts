/**
 * Backups: `dumpDatabase` writes every row of the account base as JSON Lines, and
 * `restoreDatabase` reads such a file into an empty database. The format is PostgreSQL's own
 * JSON for each row (`to_jsonb`, read back with `jsonb_populate_recordset`), so a dump of the
 * embedded database restores into a PostgreSQL server and back: it is also how a deployment
 * moves from PGlite to PostgreSQL.
 *
 * File: a header line `{"format": DUMP_FORMAT, "version": 1, "schema": <migration>, "at": <ISO>}`,
 * one line per row `{"table": <name>, "row": {…}}` (tables in the order of `DUMP_TABLES`), and a
 * last line `{"end": {<table>: <rows>}}`; a file cut short (no end, or other counts) restores
 * nothing. Sign-ins in progress (`auth_flows`, minutes long) are not kept.
 */
import { type Kysely, sql } from "kysely";
import { migrateTo, migrateToLatest, schemaVersion } from "./migrate.js";
import type { Schema } from "./schema.js";

export const DUMP_FORMAT = "games-account-base";

/** The tables a dump holds, parents before children, with the columns that order their rows. */
export const DUMP_TABLES: readonly { readonly name: keyof Schema; readonly key: readonly string[] }[] = [
  { name: "accounts", key: ["id"] },
  { name: "identities", key: ["provider", "subject"] },
  { name: "passkeys", key: ["id"] },
  { name: "sessions", key: ["id"] },
  { name: "characters", key: ["id"] },
  { name: "member_links", key: ["member_id"] },
  { name: "member_requests", key: ["id"] },
  { name: "audit", key: ["id"] },
  { name: "collections", key: ["account_id"] },
  { name: "collection_log", key: ["account_id", "seq"] },
  { name: "decks", key: ["id"] },
  { name: "duels", key: ["id"] },
  { name: "duel_seats", key: ["duel_id", "seat"] },
  { name: "tournaments", key: ["id"] },
  { name: "tournament_entrants", key: ["tournament_id", "account_id"] },
  { name: "tournament_games", key: ["duel_id"] },
];

/** A dump that cannot be restored, or a database that cannot take it; nothing was written. */
export class RestoreError extends Error {
  override readonly name = "RestoreError";
}

const PAGE = 1000;

async function existingTables(db: Kysely<Schema>): Promise<Set<string>> {
  const tables = await db.introspection.getTables();
  return new Set(tables.map((t) => t.name));
}

/**
 * Writes the whole account base, one JSON line at a time, from one consistent snapshot (a
 * read-only repeatable-read transaction: a server may keep running on PostgreSQL). Returns the
 * rows written per table.
 */
export async function dumpDatabase(
  db: Kysely<Schema>,
  write: (line: string) => void | Promise<void>,
): Promise<Record<string, number>> {
  const schema = await schemaVersion(db as Kysely<unknown>);
  if (schema === null) throw new RestoreError("the database is empty: there is nothing to dump");
  return db
    .transaction()
    .setIsolationLevel("repeatable read")
    .setAccessMode("read only")
    .execute(async (trx) => {
      await write(JSON.stringify({ format: DUMP_FORMAT, version: 1, schema, at: new Date().toISOString() }));
      const present = await existingTables(trx);
      const counts: Record<string, number> = {};
      for (const { name, key } of DUMP_TABLES) {
        if (!present.has(name)) continue;
        counts[name] = 0;
        for (let offset = 0; ; offset += PAGE) {
          const order = sql.join(key.map((k) => sql.ref(k)));
          const { rows } = await sql<{ row: unknown }>`
            select to_jsonb(t) as row from ${sql.table(name)} as t
            order by ${order} limit ${PAGE} offset ${offset}`.execute(trx);
          for (const { row } of rows) await write(JSON.stringify({ table: name, row }));
          counts[name] += rows.length;
          if (rows.length < PAGE) break;
        }
      }
      await write(JSON.stringify({ end: counts }));
      return counts;
    });
}

type Line = { table: string; row: Record<string, unknown> } | { end: Record<string, number> };

function parseLine(text: string, n: number): Line {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new RestoreError(`line ${n} is not JSON`);
  }
  if (typeof value === "object" && value !== null && !Array.isArray(value)) {
    const v = value as Record<string, unknown>;
    if (typeof v.table === "string" && typeof v.row === "object" && v.row !== null && !Array.isArray(v.row))
      return v as Line;
    if (typeof v.end === "object" && v.end !== null) return v as Line;
  }
  throw new RestoreError(`line ${n} is neither a row nor the end of the dump`);
}

/**
 * Restores a dump (its lines, in order) into an empty database: migrates it to the dump's schema,
 * inserts every row in one transaction, checks the counts against the dump's last line, then
 * migrates to this release's schema. A database holding any account is refused, and so is a dump
 * cut short or from a newer release; in every refusal nothing is written.
 */
export async function restoreDatabase(
  db: Kysely<Schema>,
  lines: AsyncIterable<string> | Iterable<string>,
): Promise<Record<string, number>> {
  const iterator = (async function* () {
    let n = 0;
    for await (const line of lines) {
      n++;
      if (line.trim() !== "") yield { line, n };
    }
  })();
  const first = await iterator.next();
  if (first.done) throw new RestoreError("the dump is empty");
  let header: Record<string, unknown>;
  try {
    header = JSON.parse(first.value.line);
  } catch {
    throw new RestoreError("line 1 is not JSON: this is not a dump of the account base");
  }
  if (header.format !== DUMP_FORMAT || header.version !== 1 || typeof header.schema !== "string")
    throw new RestoreError("line 1 is not the header of a dump of the account base");
  const current = await schemaVersion(db as Kysely<unknown>);
  if (current !== null) {
    for (const name of await existingTables(db)) {
      if (!DUMP_TABLES.some((t) => t.name === name)) continue;
      const { rows } = await sql<{ n: unknown }>`select count(*) as n from ${sql.table(name)}`.execute(db);
      if (Number(rows[0]?.n) > 0)
        throw new RestoreError(`the database is not empty (table ${name} has rows): restore into a new one`);
    }
  }
  try {
    await migrateTo(db as Kysely<unknown>, header.schema);
  } catch (error) {
    throw new RestoreError((error as Error).message);
  }
  const counts = await db.transaction().execute(async (trx) => {
    const present = await existingTables(trx);
    const seen: Record<string, number> = {};
    let batch: { table: string; rows: unknown[] } | null = null;
    let order = 0;
    const flush = async (): Promise<void> => {
      if (batch === null || batch.rows.length === 0) return;
      const table = sql.table(batch.table);
      await sql`insert into ${table} select * from jsonb_populate_recordset(null::${table}, ${JSON.stringify(batch.rows)}::jsonb)`.execute(
        trx,
      );
      batch.rows = [];
    };
    for await (const { line, n } of iterator) {
      const parsed = parseLine(line, n);
      if ("end" in parsed) {
        await flush();
        for (const name of new Set([...Object.keys(parsed.end), ...Object.keys(seen)]))
          if ((parsed.end[name] ?? 0) !== (seen[name] ?? 0))
            throw new RestoreError(
              `the dump says ${parsed.end[name] ?? 0} rows of ${name}, it holds ${seen[name] ?? 0}`,
            );
        return seen;
      }
      const index = DUMP_TABLES.findIndex((t) => t.name === parsed.table);
      if (index < 0 || !present.has(parsed.table))
        throw new RestoreError(
          `line ${n}: no table ${JSON.stringify(parsed.table)} in schema ${header.schema}`,
        );
      if (index < order) throw new RestoreError(`line ${n}: table ${parsed.table} out of order`);
      if (batch === null || batch.table !== parsed.table) {
        await flush();
        batch = { table: parsed.table, rows: [] };
        order = index;
      }
      batch.rows.push(parsed.row);
      seen[parsed.table] = (seen[parsed.table] ?? 0) + 1;
      if (batch.rows.length >= 500) await flush();
    }
    throw new RestoreError("the dump is cut short: its last line is missing");
  });
  await migrateToLatest(db as Kysely<unknown>);
  return counts;
}
