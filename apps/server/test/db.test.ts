/**
 * The account base's database layer on PGlite and PostgreSQL: migrations from an empty database
 * and from the previous schema with data in it, a newer schema refused, backups restored into a
 * fresh database (across backends too), dumps cut short or databases not empty refused.
 */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Kysely, sql } from "kysely";
import { describe, expect, test } from "vitest";
import { DatabaseBusyError, databaseTarget, openDatabase } from "../src/db/database.js";
import { DUMP_TABLES, dumpDatabase, RestoreError, restoreDatabase } from "../src/db/dump.js";
import { MigrationError, migrateTo, migrateToLatest, schemaVersion } from "../src/db/migrate.js";
import { LATEST_SCHEMA, MIGRATIONS } from "../src/db/migrations/index.js";
import type { Schema } from "../src/db/schema.js";
import { BACKENDS, useBackend } from "./db-backends.js";

const json = (value: unknown): string => JSON.stringify(value);

/** Rows in every table of schema 001 and, past it, of 002 and 003. */
async function populate(db: Kysely<Schema>, schema: string): Promise<void> {
  await db
    .insertInto("accounts")
    .values([
      { id: "acc-1", name: "Gorak", role: "organiser", created_at: "2026-01-02T03:04:05.678Z" },
      { id: "acc-2", name: "Élodie « l'Érudite »", created_at: "2026-01-03T00:00:00Z" },
    ])
    .execute();
  await db
    .insertInto("identities")
    .values({ provider: "oidc:https://id.example", subject: "s1", account_id: "acc-1" })
    .execute();
  await db
    .insertInto("passkeys")
    .values({
      id: "cred-1",
      account_id: "acc-2",
      public_key: "pk",
      counter: 4_000_000_000,
      transports: json(["usb"]),
    })
    .execute();
  await db
    .insertInto("sessions")
    .values({ id: "h1", account_id: "acc-1", csrf: "c", expires_at: "2030-01-01T00:00:00Z" })
    .execute();
  await db
    .insertInto("characters")
    .values({
      id: "ch-1",
      account_id: "acc-1",
      name: "Gorak",
      realm: "Hyjal",
      class: "WARRIOR",
      race: "Orc",
      level: 80,
      portrait: null,
      source: "claims",
    })
    .execute();
  await db
    .insertInto("member_links")
    .values({ member_id: "crea_gorak", account_id: "acc-1", linked_by: "acc-1" })
    .execute();
  await db
    .insertInto("member_requests")
    .values({
      id: "rq-1",
      account_id: "acc-1",
      member_id: "crea_gorak",
      kind: "rename",
      detail: "Gorak le Sage",
    })
    .execute();
  await db
    .insertInto("audit")
    .values({
      id: "au-1",
      actor_id: "acc-1",
      action: "member.link",
      subject_id: "acc-1",
      detail: json({ why: "AG 2026" }),
    })
    .execute();
  if (schema < "002-economy") return;
  await db
    .insertInto("collections")
    .values({
      account_id: "acc-2",
      seq: 2,
      state: json({ sceaux: 40, copies: [{ cardId: "x", version: 1, normal: 2, foil: 0 }] }),
    })
    .execute();
  await db
    .insertInto("collection_log")
    .values([
      {
        account_id: "acc-2",
        seq: 1,
        request_id: "r1",
        actor_id: "acc-1",
        intent: json({ type: "GRANT", packs: 1 }),
        events: json([{ type: "granted" }]),
      },
      {
        account_id: "acc-2",
        seq: 2,
        request_id: "r2",
        actor_id: "acc-2",
        intent: json({ type: "OPEN_PACK" }),
        events: json([{ type: "packOpened", cards: [] }]),
      },
    ])
    .execute();
  if (schema < "003-decks-duels") return;
  const cards = [{ cardId: "crea_pouic", version: 1, count: 1 }];
  await db
    .insertInto("decks")
    .values({
      id: "deck-1",
      account_id: "acc-2",
      name: "Pouic « tout »",
      hero_class: "MAGE",
      cards: json(cards),
      revision: 3,
      share_id: "share-1",
    })
    .execute();
  await db
    .insertInto("duels")
    .values({
      id: "duel-1",
      context: "ranked",
      status: "over",
      invite_hash: "ab12",
      clock: true,
      match_id: "match-1",
      expires_at: "2026-01-10T00:00:00Z",
      started_at: "2026-01-03T10:00:00Z",
      ended_at: "2026-01-03T10:20:00.123Z",
      winner: "B",
      turns: 14,
      duration_ms: 1_200_123,
      facts: json({ format: "lgc-tcg-duel-facts/1", over: true }),
      log: json({ setup: { seed: "s" }, actions: [], at: [] }),
    })
    .execute();
  await db
    .insertInto("duel_seats")
    .values([
      {
        duel_id: "duel-1",
        seat: "A",
        account_id: "acc-1",
        deck_id: null,
        deck: json({ name: "a", heroClass: "MAGE", cards }),
        character: json({ name: "Gorak", level: 80 }),
        score: 0,
      },
      {
        duel_id: "duel-1",
        seat: "B",
        account_id: "acc-2",
        deck_id: "deck-1",
        deck: json({ name: "b", heroClass: "MAGE", cards }),
        score: 1,
      },
    ])
    .execute();
}

async function dumpLines(db: Kysely<Schema>): Promise<string[]> {
  const lines: string[] = [];
  await dumpDatabase(db, (line) => {
    lines.push(line);
  });
  return lines;
}

/** A dump without its header's date: two dumps of the same rows compare equal. */
const body = (lines: readonly string[]): string[] => lines.slice(1);

test("migrations are numbered, in order, and the latest is the last", () => {
  const names = Object.keys(MIGRATIONS);
  expect(names).toEqual([...names].sort());
  expect(names.map((name) => name.slice(0, 4))).toEqual(
    names.map((_, i) => `${String(i + 1).padStart(3, "0")}-`),
  );
  expect(LATEST_SCHEMA).toBe(names.at(-1));
});

test("--database and DATABASE_URL name a PostgreSQL URL, else the embedded database", () => {
  expect(databaseTarget(undefined, "/d")).toEqual({ kind: "pglite", dir: "/d" });
  expect(databaseTarget("", "/d")).toEqual({ kind: "pglite", dir: "/d" });
  expect(databaseTarget("postgres://u:p@h:5432/db", "/d")).toEqual({
    kind: "postgres",
    url: "postgres://u:p@h:5432/db",
  });
  expect(databaseTarget("postgresql://h/db", "/d")).toEqual({ kind: "postgres", url: "postgresql://h/db" });
  expect(databaseTarget("mysql://h/db", "/d")).toBe("--database takes a postgres:// URL");
});

describe.each(BACKENDS)("on $name", ({ name, skip }) => {
  const backend = useBackend(name, skip);

  test.skipIf(skip)(
    "an empty database migrates to the latest schema, and again changes nothing",
    async () => {
      const database = await backend.fresh({ migrate: false });
      try {
        expect(await schemaVersion(database.db as Kysely<unknown>)).toBeNull();
        expect(await migrateToLatest(database.db as Kysely<unknown>)).toEqual(Object.keys(MIGRATIONS));
        expect(await schemaVersion(database.db as Kysely<unknown>)).toBe(LATEST_SCHEMA);
        expect(await migrateToLatest(database.db as Kysely<unknown>)).toEqual([]);
        const tables = (await database.db.introspection.getTables()).map((t) => t.name);
        for (const { name: table } of DUMP_TABLES) expect(tables).toContain(table);
      } finally {
        await database.close();
      }
    },
  );

  test.skipIf(skip)("each schema migrates forward with data in it, and the data stays", async () => {
    const names = Object.keys(MIGRATIONS);
    for (const previous of names.slice(0, -1)) {
      const database = await backend.fresh({ migrate: false });
      try {
        await migrateTo(database.db as Kysely<unknown>, previous);
        await populate(database.db, previous);
        const before = body(await dumpLines(database.db));
        await migrateToLatest(database.db as Kysely<unknown>);
        expect(await schemaVersion(database.db as Kysely<unknown>)).toBe(LATEST_SCHEMA);
        // Every row of the previous schema is still there, unchanged.
        const after = body(await dumpLines(database.db));
        for (const line of before.slice(0, -1)) expect(after).toContain(line);
        // And the new tables take rows that reference the old ones.
        await database.db
          .insertInto("collections")
          .values({ account_id: "acc-1", seq: 0, state: json({}) })
          .onConflict((c) => c.doNothing())
          .execute();
      } finally {
        await database.close();
      }
    }
  });

  test.skipIf(skip)(
    "a database migrated by a newer release is refused with a sentence saying so",
    async () => {
      const database = await backend.fresh();
      try {
        await sql`insert into kysely_migration (name, timestamp) values ('999-future', '2030-01-01')`.execute(
          database.db,
        );
        await expect(migrateToLatest(database.db as Kysely<unknown>)).rejects.toThrow(
          new MigrationError(
            `the database has schema 999-future, newer than this release's ${LATEST_SCHEMA}: run a newer server`,
          ),
        );
      } finally {
        await database.close();
      }
    },
  );

  test.skipIf(skip)(
    "a dump restores into a fresh database with every row, and dumps the same again",
    async () => {
      const source = await backend.fresh();
      const target = await backend.another({ migrate: false });
      try {
        await populate(source.db, LATEST_SCHEMA);
        const lines = await dumpLines(source.db);
        expect(JSON.parse(lines[0] as string)).toMatchObject({
          format: "games-account-base",
          version: 1,
          schema: LATEST_SCHEMA,
        });
        const counts = await restoreDatabase(target.db, lines);
        expect(counts).toMatchObject({
          accounts: 2,
          identities: 1,
          passkeys: 1,
          collections: 1,
          collection_log: 2,
          decks: 1,
          duels: 1,
          duel_seats: 2,
        });
        expect(body(await dumpLines(target.db))).toEqual(body(lines));
        const passkey = await target.db.selectFrom("passkeys").selectAll().executeTakeFirstOrThrow();
        expect(Number(passkey.counter)).toBe(4_000_000_000);
        expect(passkey.transports).toEqual(["usb"]);
        const account = await target.db
          .selectFrom("accounts")
          .selectAll()
          .where("id", "=", "acc-1")
          .executeTakeFirstOrThrow();
        expect(account.created_at.toISOString()).toBe("2026-01-02T03:04:05.678Z");
      } finally {
        await source.close();
        await target.close();
      }
    },
  );

  test.skipIf(skip)("a dump of an older schema restores, then migrates to the latest", async () => {
    const source = await backend.fresh({ migrate: false });
    const target = await backend.another({ migrate: false });
    try {
      await migrateTo(source.db as Kysely<unknown>, "001-accounts");
      await populate(source.db, "001-accounts");
      const lines = await dumpLines(source.db);
      await restoreDatabase(target.db, lines);
      expect(await schemaVersion(target.db as Kysely<unknown>)).toBe(LATEST_SCHEMA);
      expect(await target.db.selectFrom("accounts").select("name").orderBy("id").execute()).toEqual([
        { name: "Gorak" },
        { name: "Élodie « l'Érudite »" },
      ]);
    } finally {
      await source.close();
      await target.close();
    }
  });

  test.skipIf(skip)(
    "a dump cut short, out of order, from a newer release or into a full database writes nothing",
    async () => {
      const source = await backend.fresh();
      const target = await backend.another();
      try {
        await populate(source.db, LATEST_SCHEMA);
        const lines = await dumpLines(source.db);
        const refused = async (dump: string[], message: string): Promise<void> => {
          await expect(restoreDatabase(target.db, dump)).rejects.toThrow(new RestoreError(message));
          expect(await target.db.selectFrom("accounts").select("id").execute()).toEqual([]);
        };
        await refused(lines.slice(0, -1), "the dump is cut short: its last line is missing");
        await refused(
          lines.slice(0, -2).concat(lines.slice(-1)),
          "the dump says 2 rows of duel_seats, it holds 1",
        );
        const swapped = [lines[0] as string, lines[3] as string, lines[1] as string, ...lines.slice(4)];
        await refused(swapped, "line 3: table accounts out of order");
        const newer = [json({ ...JSON.parse(lines[0] as string), schema: "999-future" }), ...lines.slice(1)];
        await refused(newer, "no migration named 999-future in this release");
        await refused(["not json"], "line 1 is not JSON: this is not a dump of the account base");
        await refused(
          [lines[0] as string, json({ table: "pg_authid", row: {} }), ...lines.slice(-1)],
          `line 2: no table "pg_authid" in schema ${LATEST_SCHEMA}`,
        );
        await restoreDatabase(target.db, lines);
        await expect(restoreDatabase(target.db, lines)).rejects.toThrow(
          new RestoreError("the database is not empty (table accounts has rows): restore into a new one"),
        );
      } finally {
        await source.close();
        await target.close();
      }
    },
  );
});

describe.skipIf(BACKENDS.some((b) => b.skip))("across backends", () => {
  const pglite = useBackend("PGlite");
  const postgres = useBackend("PostgreSQL");

  test("a dump of the embedded database restores into PostgreSQL and back, row for row", async () => {
    const embedded = await pglite.fresh();
    const server = await postgres.fresh({ migrate: false });
    const back = await pglite.another({ migrate: false });
    try {
      await populate(embedded.db, LATEST_SCHEMA);
      const lines = await dumpLines(embedded.db);
      await restoreDatabase(server.db, lines);
      const again = await dumpLines(server.db);
      expect(body(again)).toEqual(body(lines));
      await restoreDatabase(back.db, again);
      expect(body(await dumpLines(back.db))).toEqual(body(lines));
    } finally {
      await embedded.close();
      await server.close();
      await back.close();
    }
  });
});

describe("the embedded database on disk", () => {
  test("keeps its rows across a restart, and one process at a time opens it", async () => {
    const dir = await mkdtemp(join(tmpdir(), "games-db-"));
    try {
      const first = await openDatabase({ kind: "pglite", dir });
      await first.db.insertInto("accounts").values({ id: "a", name: "Gorak" }).execute();
      await expect(openDatabase({ kind: "pglite", dir })).rejects.toThrow(DatabaseBusyError);
      await first.close();
      // A lock left by a process that died is taken over.
      await writeFile(join(dir, "games.lock"), "999999999\n");
      const second = await openDatabase({ kind: "pglite", dir });
      expect(await second.db.selectFrom("accounts").select("name").execute()).toEqual([{ name: "Gorak" }]);
      await second.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
