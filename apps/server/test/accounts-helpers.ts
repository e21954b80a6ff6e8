/**
 * What the account tests share: a server whose account service runs on the test's database, and
 * players signed in directly (an account and a session written as sign-in would; the sign-in
 * ceremonies themselves are tested in Chromium, apps/web/test/browser-accounts.test.ts).
 */
import type { Kysely } from "kysely";
import { type AccountCreatedHook, createAccount } from "../src/accounts/accounts.js";
import type { AccountsOptions } from "../src/accounts/plugin.js";
import { DEFAULT_SESSION_POLICY, openSession } from "../src/accounts/sessions.js";
import type { Database } from "../src/db/database.js";
import type { Schema } from "../src/db/schema.js";
import { type RunningServer, startServer } from "../src/server.js";
import { startAccountCollection } from "../src/tcg/economy.js";

export interface Player {
  readonly accountId: string;
  readonly cookie: string;
  readonly csrf: string;
}

/** A new account (the base's first is an organiser; with its collection) and a session of it. */
export async function player(
  db: Kysely<Schema>,
  name: string,
  hooks: readonly AccountCreatedHook[] = [startAccountCollection],
): Promise<Player> {
  const accountId = await db.transaction().execute((trx) => createAccount(trx, name, hooks));
  const { token, session } = await openSession(db, accountId, DEFAULT_SESSION_POLICY);
  return { accountId, cookie: `games_session=${token}`, csrf: session.csrf };
}

/** A server (no match store on disk worth keeping) whose account service uses `database`. */
export async function accountServer(
  database: Database,
  dataDir: string,
  extra: Omit<AccountsOptions, "database"> = {},
): Promise<RunningServer> {
  return startServer({ port: 0, dataDir, logger: false, accounts: { database, ...extra } });
}

/** Headers of a signed-in browser's request from the app's own origin. */
export function as(p: Player, origin = "http://localhost:80"): Record<string, string> {
  return { cookie: p.cookie, "x-csrf-token": p.csrf, origin };
}
