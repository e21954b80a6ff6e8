/**
 * `games db dump [FILE]` and `games db restore FILE`: backups of the account base (accounts,
 * sign-ins, characters, member cards, collections and their logs), in the embedded database
 * under `--data` or the PostgreSQL server of `--database`/`DATABASE_URL`. Thin: the format and
 * its checks are @apps/server's (src/db/dump.ts).
 */
import { createReadStream, createWriteStream } from "node:fs";
import { resolve } from "node:path";
import { createInterface } from "node:readline";
import { databaseTarget, dumpDatabase, openDatabase, restoreDatabase } from "@apps/server";
import { type Command, type Io, println } from "../command.js";

const HELP = `usage: games db dump [FILE] [--data DIR | --database URL]
       games db restore FILE [--data DIR | --database URL]

Backs up the account base of a match server, or restores a backup into an empty one.
  dump [FILE]      writes every account, sign-in, character, member card, collection and
                   collection log as JSON Lines to FILE (default: standard output)
  restore FILE     reads a dump into an empty database, then migrates it to this release
  --data DIR       the server's data directory: its embedded database is DIR/accounts
                   (default ./data; the server must be stopped: one process opens it)
  --database URL   a PostgreSQL server instead (default: $DATABASE_URL if set); a server may
                   keep running during a dump, which reads one consistent snapshot

A dump restores into either kind of database: dump the embedded one and restore into
PostgreSQL to move a deployment. PostgreSQL's own pg_dump works on a PostgreSQL server too.`;

function parse(
  args: readonly string[],
): { verb: string; file?: string; data: string; url?: string } | string {
  const [verb, ...rest] = args;
  if (verb !== "dump" && verb !== "restore") return "db takes dump or restore";
  let file: string | undefined;
  let data = "data";
  let url = process.env.DATABASE_URL;
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i] as string;
    const value = rest[i + 1];
    if (arg === "--data" || arg === "--database") {
      if (value === undefined) return `${arg} needs a value`;
      if (arg === "--data") data = value;
      else url = value;
      i++;
    } else if (!arg.startsWith("-") && file === undefined) file = arg;
    else return `unexpected argument "${arg}"`;
  }
  if (verb === "restore" && file === undefined) return "restore needs the dump's file";
  return { verb, data, ...(file === undefined ? {} : { file }), ...(url === undefined ? {} : { url }) };
}

export const command: Command = {
  name: "db",
  summary: "back up or restore the match server's account base",
  usage: HELP,
  async run(args: readonly string[], io: Io): Promise<number> {
    if (args.includes("-h") || args.includes("--help")) {
      println(io.stdout, HELP);
      return 0;
    }
    const parsed = parse(args);
    if (typeof parsed === "string") {
      println(io.stderr, `games db: ${parsed}\n${HELP}`);
      return 2;
    }
    const target = databaseTarget(parsed.url, resolve(io.cwd, parsed.data, "accounts"));
    if (typeof target === "string") {
      println(io.stderr, `games db: ${target}`);
      return 2;
    }
    try {
      const database = await openDatabase(target, { migrate: parsed.verb === "dump" });
      try {
        if (parsed.verb === "dump") {
          const out = parsed.file === undefined ? io.stdout : createWriteStream(resolve(io.cwd, parsed.file));
          const counts = await dumpDatabase(database.db, (line) => {
            if (!out.write(`${line}\n`)) return new Promise<void>((r) => out.once("drain", () => r()));
          });
          if (out !== io.stdout)
            await new Promise<void>((r, e) => out.end((err?: Error | null) => (err ? e(err) : r())));
          println(io.stderr, `games db: dumped ${summary(counts)} from ${database.where}`);
        } else {
          const input = createReadStream(resolve(io.cwd, parsed.file as string), "utf8");
          const lines = createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY });
          const counts = await restoreDatabase(database.db, lines);
          println(io.stderr, `games db: restored ${summary(counts)} into ${database.where}`);
        }
      } finally {
        await database.close();
      }
      return 0;
    } catch (error) {
      println(io.stderr, `games db: ${(error as Error).message}`);
      return 1;
    }
  },
};

function summary(counts: Record<string, number>): string {
  return `${counts.accounts ?? 0} accounts, ${Object.values(counts).reduce((a, b) => a + b, 0)} rows`;
}
