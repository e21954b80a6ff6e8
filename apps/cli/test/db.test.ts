/**
 * `games db dump` and `games db restore` on the embedded database: a backup of a server's data
 * directory restores into a new one with every account; bad use gets a sentence and exit 2.
 */
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "@apps/server";
import { afterAll, expect, test } from "vitest";
import { command } from "../src/games/db.js";
import { fakeIo } from "./io.js";

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

test("a dump of one data directory restores into another with every account", async () => {
  const root = await mkdtemp(join(tmpdir(), "games-db-cli-"));
  dirs.push(root);
  const source = await openDatabase({ kind: "pglite", dir: join(root, "a", "accounts") });
  await source.db
    .insertInto("accounts")
    .values([
      { id: "a1", name: "Gorak" },
      { id: "a2", name: "Élodie" },
    ])
    .execute();
  await source.close();

  const dump = fakeIo([], root);
  expect(await command.run(["dump", "backup.jsonl", "--data", "a"], dump)).toBe(0);
  expect(dump.err()).toMatch(/^games db: dumped 2 accounts, 2 rows from /);
  const lines = (await readFile(join(root, "backup.jsonl"), "utf8")).trim().split("\n");
  expect(lines).toHaveLength(4);

  const restore = fakeIo([], root);
  expect(await command.run(["restore", "backup.jsonl", "--data", "b"], restore)).toBe(0);
  expect(restore.err()).toMatch(/^games db: restored 2 accounts, 2 rows into /);
  // Into a database holding accounts: refused, nothing written.
  const again = fakeIo([], root);
  expect(await command.run(["restore", "backup.jsonl", "--data", "b"], again)).toBe(1);
  expect(again.err()).toBe(
    "games db: the database is not empty (table accounts has rows): restore into a new one\n",
  );

  const target = await openDatabase({ kind: "pglite", dir: join(root, "b", "accounts") });
  expect(await target.db.selectFrom("accounts").select(["id", "name"]).orderBy("id").execute()).toEqual([
    { id: "a1", name: "Gorak" },
    { id: "a2", name: "Élodie" },
  ]);
  await target.close();
}, 240_000);

test("bad use says what is wrong", async () => {
  const io = fakeIo();
  expect(await command.run(["restore"], io)).toBe(2);
  expect(io.err()).toMatch(/^games db: restore needs the dump's file\n/);
  const url = fakeIo();
  expect(await command.run(["dump", "--database", "mysql://x/y"], url)).toBe(2);
  expect(url.err()).toBe("games db: --database takes a postgres:// URL\n");
  const verb = fakeIo();
  expect(await command.run(["drop"], verb)).toBe(2);
  expect(verb.err()).toMatch(/^games db: db takes dump or restore\n/);
});
