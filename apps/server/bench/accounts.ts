/**
 * The economy under load: 1,000 signed-in accounts opening LGC TCG packs at once, through the
 * server's HTTP route (`POST /api/tcg/collection`, session cookie and CSRF token, one transaction
 * holding the account's row lock per opening), on embedded PGlite (in a directory, the default)
 * and on PostgreSQL (a throwaway cluster, as the tests start one). Prints pack openings per second
 * and the latency percentiles of an opening, with the machine's load and this process's CPU time.
 *
 * The clients run in the server's process (real loopback sockets, keep-alive), so the CPU time
 * printed counts both; PostgreSQL's own processes are not counted in it.
 *
 *   npx -y pnpm@10.34.9 --filter @apps/server bench:accounts            # ~1 minute
 *   npx -y pnpm@10.34.9 --filter @apps/server bench:accounts --quick    # 100 accounts, a smoke run
 */
import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { Agent, request } from "node:http";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { createAccount } from "../src/accounts/accounts.js";
import { DEFAULT_SESSION_POLICY, openSession } from "../src/accounts/sessions.js";
import { type Database, type DatabaseTarget, openDatabase } from "../src/db/database.js";
import { startServer } from "../src/server.js";
import { applyIntentIn, startAccountCollection } from "../src/tcg/economy.js";
import { POSTGRES_AVAILABLE, startPostgres } from "../test/postgres-harness.js";

const QUICK = process.argv.includes("--quick");
const ACCOUNTS = QUICK ? 100 : 1000;
/** Packs each account opens, one request after the other (the accounts all at once). */
const PACKS = QUICK ? 2 : 1;
/** A backend's openings stop being started after this long (the bench stays under 2 minutes). */
const BUDGET_MS = QUICK ? 10_000 : 40_000;

const load = (): string =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(" ");
const say = (line: string): void => {
  process.stdout.write(`${line}\n`);
};

interface Player {
  readonly cookie: string;
  readonly csrf: string;
}

/**
 * The organiser, then `ACCOUNTS` players each with its collection, `PACKS` packs granted (the
 * organiser's audited GRANT, through the economy) and a session: fifty accounts a transaction, as
 * the setup is not what is measured.
 */
async function populate(database: Database): Promise<Player[]> {
  const { db } = database;
  const organiser = await db.transaction().execute((trx) => createAccount(trx, "Organiser", []));
  const players: Player[] = [];
  const BATCH = 50;
  for (let i = 0; i < ACCOUNTS; i += BATCH) {
    const batch = await db.transaction().execute(async (trx) => {
      const made: Player[] = [];
      for (let k = i; k < Math.min(i + BATCH, ACCOUNTS); k++) {
        const accountId = await createAccount(trx, `Player ${k}`, [startAccountCollection]);
        const granted = await applyIntentIn(
          trx,
          accountId,
          organiser,
          randomUUID(),
          { type: "GRANT", packs: PACKS },
          "bench",
        );
        if (granted?.ok !== true) throw new Error(`could not grant packs to ${accountId}`);
        const { token, session } = await openSession(trx, accountId, DEFAULT_SESSION_POLICY);
        made.push({ cookie: `games_session=${token}`, csrf: session.csrf });
      }
      return made;
    });
    players.push(...batch);
    if ((i + BATCH) % 250 === 0) say(`  ${i + BATCH} accounts ready; load ${load()}`);
  }
  return players;
}

/** A signed-in browser's POST (no `Origin`: a same-site request), its status and JSON answer. */
function post(
  url: string,
  agent: Agent,
  p: Player,
  body: unknown,
): Promise<{ readonly status: number; readonly body: unknown }> {
  const data = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: "POST",
        agent,
        headers: {
          cookie: p.cookie,
          "x-csrf-token": p.csrf,
          "content-type": "application/json",
          "content-length": Buffer.byteLength(data),
        },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => {
          text += chunk;
        });
        res.on("end", () => {
          try {
            resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as unknown });
          } catch {
            resolve({ status: res.statusCode ?? 0, body: text });
          }
        });
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(data);
  });
}

const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

async function run(name: string, target: DatabaseTarget, cleanup: () => Promise<void>): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), "games-bench-accounts-"));
  const database = await openDatabase(target);
  const server = await startServer({
    port: 0,
    dataDir,
    logger: false,
    // No match engines: what is measured is the economy's route (and loading them costs seconds).
    registry: new Map(),
    // Every client shares the loopback address: no cap per address (as the match bench does).
    connections: { perAddress: null },
    accounts: { database },
  });
  const agent = new Agent({ keepAlive: true, maxSockets: ACCOUNTS });
  try {
    const t0 = Date.now();
    say(
      `${name} open after ${((Date.now() - began) / 1000).toFixed(0)} s: ${ACCOUNTS} accounts, ${PACKS} packs each (load ${load()})`,
    );
    const players = await populate(database);
    say(`  set up in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    const url = `http://127.0.0.1:${server.port}/api/tcg/collection`;
    const latencies: number[] = [];
    const failures = new Map<string, number>();
    let opened = 0;
    const cpu0 = process.cpuUsage();
    const start = performance.now();
    const deadline = start + BUDGET_MS;
    const ticker = setInterval(() => {
      const s = (performance.now() - start) / 1000;
      say(`  ${s.toFixed(0)} s: ${opened} packs opened, ${(opened / s).toFixed(0)}/s; load ${load()}`);
    }, 5000);
    const open = async (p: Player): Promise<void> => {
      for (let k = 0; k < PACKS && performance.now() < deadline; k++) {
        const a = performance.now();
        const res = await post(url, agent, p, {
          requestId: randomUUID(),
          intent: { type: "OPEN_PACK", count: 1 },
        });
        const body = res.body as { ok?: boolean; events?: readonly { type: string }[] };
        const took = performance.now() - a;
        if (res.status === 200 && body.ok === true && body.events?.[0]?.type === "packOpened") {
          latencies.push(took);
          opened++;
        } else {
          const why = `${res.status} ${JSON.stringify(body).slice(0, 120)}`;
          failures.set(why, (failures.get(why) ?? 0) + 1);
        }
      }
    };
    await Promise.all(players.map(open));
    clearInterval(ticker);
    const seconds = (performance.now() - start) / 1000;
    const cpu = process.cpuUsage(cpu0);
    const sorted = latencies.sort((x, y) => x - y);
    const ms = (x: number): string => `${x.toFixed(0)} ms`;
    say(
      `${name}: ${opened} packs opened in ${seconds.toFixed(1)} s = ${(opened / seconds).toFixed(0)} openings/s; ` +
        `latency p50 ${ms(percentile(sorted, 50))}, p95 ${ms(percentile(sorted, 95))}, ` +
        `p99 ${ms(percentile(sorted, 99))}, max ${ms(sorted.at(-1) ?? Number.NaN)}; ` +
        `this process's CPU ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s ` +
        `(${((cpu.user + cpu.system) / 1e6 / seconds).toFixed(2)} cores, ` +
        `${((cpu.user + cpu.system) / 1e3 / Math.max(1, opened)).toFixed(1)} ms an opening); load ${load()}`,
    );
    for (const [why, n] of failures) say(`  FAILED ${n}×: ${why}`);
    if (opened < ACCOUNTS * PACKS)
      say(
        `  (${ACCOUNTS * PACKS - opened - [...failures.values()].reduce((a, b) => a + b, 0)} not started within the budget)`,
      );
    if (failures.size > 0) process.exitCode = 1;
  } finally {
    agent.destroy();
    await server.close();
    await database.close();
    await cleanup();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const began = Date.now();
say(`${cpus().length} cores (${cpus()[0]?.model ?? "?"}), shared with other workers; load ${load()}`);
{
  const dir = await mkdtemp(join(tmpdir(), "games-bench-pglite-"));
  await run("PGlite", { kind: "pglite", dir }, () => rm(dir, { recursive: true, force: true }));
}
if (POSTGRES_AVAILABLE) {
  const cluster = await startPostgres();
  await run("PostgreSQL", { kind: "postgres", url: await cluster.database() }, () => cluster.stop());
} else say("PostgreSQL: not installed here (apt-get install postgresql), skipped");
say(`done in ${((Date.now() - began) / 1000).toFixed(0)} s`);
