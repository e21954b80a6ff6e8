/**
 * The PostgreSQL tests' harness: a throwaway cluster per test file (Debian's `initdb` and
 * `pg_ctl`, a temporary directory, a free loopback port), and a new empty database per test.
 * Run as root (CI), the cluster belongs to the `postgres` user, as PostgreSQL requires.
 *
 * Without the binaries the PostgreSQL tests are skipped with a warning, except in CI (`CI` or
 * `POSTGRES_TESTS_REQUIRED` set, as `.ci/run` does), where they fail: CI must run them
 * (`.ci/run` installs Debian's postgresql).
 */
import { execFileSync, spawn } from "node:child_process";
import { chmodSync, chownSync, existsSync, readdirSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { freePort } from "./ports.js";

/** Where Debian puts the server's binaries (the newest version installed), or null. */
function binDir(): string | null {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, "bin", "initdb")))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] === undefined ? null : join(root, versions[0], "bin");
}

const BIN = binDir();

/** Whether the PostgreSQL tests run here: they must in CI, where missing binaries are an error. */
export const POSTGRES_AVAILABLE: boolean = (() => {
  const required = [process.env.CI, process.env.POSTGRES_TESTS_REQUIRED].some(
    (v) => v !== undefined && v !== "",
  );
  if (BIN === null && required)
    throw new Error(
      "PostgreSQL's initdb is not installed, and CI must run the PostgreSQL tests: apt-get install postgresql (.ci/run does)",
    );
  if (BIN === null) console.warn("PostgreSQL not found: the PostgreSQL tests are skipped (CI runs them)");
  return BIN !== null;
})();

/** The user the cluster runs as: root may not run PostgreSQL, so root hands it to `postgres`. */
function owner(): { uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
  const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
  return { uid, gid };
}

function run(bin: string, args: readonly string[], as: { uid: number; gid: number } | null): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(join(BIN as string, bin), args, {
      stdio: ["ignore", "pipe", "pipe"],
      ...(as === null ? {} : as),
    });
    let out = "";
    child.stdout.on("data", (c: Buffer) => {
      out += c.toString();
    });
    child.stderr.on("data", (c: Buffer) => {
      out += c.toString();
    });
    child.once("error", reject);
    child.once("exit", (code) =>
      code === 0 ? resolve(out) : reject(new Error(`${bin} ${args.join(" ")} failed (${code}):\n${out}`)),
    );
  });
}

/** A PostgreSQL cluster of the test file's own. */
export interface TestPostgres {
  /** `postgres://games@127.0.0.1:<port>/postgres` (trust authentication on loopback). */
  readonly url: string;
  /** A new, empty database's URL. */
  database(): Promise<string>;
  /** Stops the cluster (fast shutdown) and deletes its directory. */
  stop(): Promise<void>;
}

let counter = 0;

/** Starts a cluster; resolves once it accepts connections. */
export async function startPostgres(): Promise<TestPostgres> {
  const dir = await mkdtemp(join(tmpdir(), "games-pg-"));
  const as = owner();
  if (as !== null) {
    chmodSync(dir, 0o700);
    chownSync(dir, as.uid, as.gid);
  }
  const data = join(dir, "data");
  await run(
    "initdb",
    ["-D", data, "-U", "games", "--auth=trust", "-E", "UTF8", "--no-sync", "--no-instructions"],
    as,
  );
  let port = 0;
  for (let attempt = 0; ; attempt++) {
    port = await freePort();
    try {
      await run(
        "pg_ctl",
        [
          "-D",
          data,
          "-l",
          join(dir, "log"),
          "-w",
          "-t",
          "60",
          "-o",
          `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200`,
          "start",
        ],
        as,
      );
      break;
    } catch (error) {
      if (attempt >= 3) throw error;
    }
  }
  const url = `postgres://games@127.0.0.1:${port}/postgres`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  return {
    url,
    database: async () => {
      const name = `t${process.pid}_${++counter}`;
      await admin.query(`create database ${name}`);
      return `postgres://games@127.0.0.1:${port}/${name}`;
    },
    stop: async () => {
      await admin.end().catch(() => {});
      await run("pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"], as).catch(() => {});
      await rm(dir, { recursive: true, force: true });
    },
  };
}
