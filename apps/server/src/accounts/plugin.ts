/**
 * The account service beside the match service (seed 003 §16: « un service séparé partageant
 * l'auth et la base de comptes »): its database, sign-in (OpenID Connect, passkeys), sessions,
 * linked characters, member cards and the organisers' tools, registered in their own Fastify
 * scope on the same app. The match service never reads it: anonymous play works exactly as
 * without it.
 */
import cookie from "@fastify/cookie";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { sql } from "kysely";
import { type Database, type DatabaseTarget, openDatabase } from "../db/database.js";
import { registerDeckRoutes } from "../tcg/deck-routes.js";
import { registerDuelRoutes } from "../tcg/duel-routes.js";
import { DUEL_ENGINE, recordDuel, sweepDuels } from "../tcg/duels.js";
import { startAccountCollection } from "../tcg/economy.js";
import { isMemberCard } from "../tcg/members.js";
import { registerRecordRoutes } from "../tcg/records.js";
import { registerCollectionRoutes } from "../tcg/routes.js";
import { registerTournamentRoutes } from "../tournaments/routes.js";
import { matchEnded, sweepTournaments, type TournamentDeps } from "../tournaments/tournaments.js";
import type { AccountCreatedHook } from "./accounts.js";
import { registerAdminRoutes } from "./admin.js";
import { type AccountContext, AccountError } from "./http.js";
import type { MatchHost, MatchRecorder } from "./matches.js";
import { type OidcOptions, registerOidc } from "./oidc.js";
import { registerPasskeys } from "./passkeys.js";
import { registerAccountRoutes } from "./routes.js";
import { DEFAULT_SESSION_POLICY, type SessionPolicy, sweepSessions } from "./sessions.js";

export interface AccountsOptions {
  /** Where the account base is (opened and migrated at start), or one already open (left open on close). */
  readonly database: DatabaseTarget | Database;
  /** Sign-in through an OpenID Connect provider (the guild site, Battle.net). */
  readonly oidc?: OidcOptions;
  /** Passkey accounts. Default: on when no provider is configured (a standalone server). */
  readonly passkeys?: boolean;
  /** The level a character needs for ranked duels (§4.2 « niveau max »). Default 80. */
  readonly maxLevel?: number;
  readonly sessions?: Partial<SessionPolicy>;
  /** How often duels still marked as being played are looked at (an end missed). Default 5 min. */
  readonly duelSweepMs?: number;
  /** How often tournaments are looked at (registration closed, no-show deadlines). Default 2 s. */
  readonly tournamentSweepMs?: number;
  /** Told after each change of a tournament (the live bracket). */
  readonly tournamentChanged?: (tournamentId: string) => void;
  /** The clock (tests move it). */
  readonly now?: () => Date;
}

/** What the account service takes from the server it runs in. */
export interface AccountsHost {
  /** Whether a page of this origin may use the service (the server's WebSocket rule). */
  originAllowed(origin: string): boolean;
  /** The site's public URL (`--public-url`), when set: redirects and passkeys use it. */
  readonly publicUrl?: string;
  /** The match service: account duels are its matches. Absent: no duels (decks still are). */
  readonly matches?: MatchHost;
}

/** The running account service. */
export interface Accounts {
  readonly database: Database;
  /** Whether the database answers. */
  healthy(): Promise<boolean>;
  /**
   * A match ended (the match service says so for every match, once per instance that saw it):
   * the recorder of its engine, if any, records what it means for accounts.
   */
  matchFinished(matchId: string, engine: string): void;
  close(): Promise<void>;
}

const isOpen = (d: DatabaseTarget | Database): d is Database => "db" in d;

/** Opens the account base (running its migrations) and registers the account routes on `app`. */
export async function startAccounts(
  app: FastifyInstance,
  options: AccountsOptions,
  host: AccountsHost,
): Promise<Accounts> {
  const owned = !isOpen(options.database);
  const database = isOpen(options.database)
    ? options.database
    : await openDatabase(options.database, {
        onError: (error) => app.log.warn({ err: error }, "database connection lost"),
      });
  app.log.info({ database: database.where }, "account base open");
  const publicBase = host.publicUrl === undefined ? null : new URL(host.publicUrl).origin;
  const ctx: AccountContext = {
    db: database.db,
    policy: { ...DEFAULT_SESSION_POLICY, ...options.sessions },
    originAllowed: (origin) => host.originAllowed(origin),
    baseOf: (request: FastifyRequest) => {
      if (publicBase !== null) return publicBase;
      const origin = `${request.protocol}://${request.host}`;
      return host.originAllowed(origin) ? origin : null;
    },
    now: options.now ?? (() => new Date()),
  };
  // The games' own account data: the LGC TCG economy (src/tcg) starts each new account's
  // collection and adds its routes; the account service itself knows no game.
  const hooks: AccountCreatedHook[] = [startAccountCollection];
  const methods = {
    oidc:
      options.oidc === undefined ? null : { name: options.oidc.name ?? new URL(options.oidc.issuer).host },
    passkeys: options.passkeys ?? options.oidc === undefined,
  };
  const matches = host.matches;
  const tournaments: TournamentDeps | null =
    matches === undefined
      ? null
      : {
          db: database.db,
          host: matches,
          now: ctx.now,
          maxLevel: options.maxLevel ?? 80,
          changed: (id) => options.tournamentChanged?.(id),
        };
  await app.register(async (scope) => {
    await scope.register(cookie);
    scope.setErrorHandler(async (error, request, reply) => {
      if (error instanceof AccountError)
        return reply.code(error.status).send({ ...error.extra, error: error.code, message: error.message });
      const status = (error as { statusCode?: unknown }).statusCode;
      if (typeof status === "number" && status >= 400 && status < 500)
        return reply.code(status).send({ error: "invalid", message: (error as Error).message });
      request.log.error({ err: error }, "account request failed");
      return reply.code(503).send({ error: "unavailable", message: "the account service failed: try again" });
    });
    if (options.oidc !== undefined) registerOidc(scope, ctx, options.oidc, hooks);
    if (methods.passkeys) registerPasskeys(scope, ctx, hooks);
    registerAccountRoutes(scope, ctx, { methods, maxLevel: options.maxLevel ?? 80, isMember: isMemberCard });
    registerAdminRoutes(scope, ctx, isMemberCard);
    registerCollectionRoutes(scope, ctx);
    registerDeckRoutes(scope, ctx);
    if (host.matches !== undefined) {
      registerDuelRoutes(scope, ctx, host.matches, options.maxLevel ?? 80);
      registerRecordRoutes(scope, ctx, host.matches);
    }
    if (tournaments !== null) registerTournamentRoutes(scope, ctx, tournaments);
  });
  // Each game's recorder of finished matches, by engine id: the LGC TCG's records account duels,
  // then the tournament a duel belongs to, if any, advances.
  const recorders = new Map<string, MatchRecorder>(
    matches === undefined
      ? []
      : [
          [
            DUEL_ENGINE,
            async (id) => {
              await recordDuel(database.db, matches, id);
              if (tournaments !== null) await matchEnded(tournaments, id);
            },
          ],
        ],
  );
  const record = (matchId: string, engine: string): Promise<void> =>
    (recorders.get(engine)?.(matchId) ?? Promise.resolve()).catch((error: unknown) =>
      app.log.warn(
        { err: error, match: matchId },
        "recording a finished match failed (the sweep tries again)",
      ),
    );
  const sweepMatches = (): void => {
    if (matches === undefined) return;
    sweepDuels(database.db, matches).catch((error: unknown) =>
      app.log.warn({ err: error }, "looking for finished duels failed"),
    );
  };
  const matchSweep = setInterval(sweepMatches, options.duelSweepMs ?? 300_000);
  matchSweep.unref();
  const firstSweep = setTimeout(sweepMatches, 1_000);
  firstSweep.unref();
  // One sweep at a time; `close` waits for the one running (it holds the database).
  let sweepingTournaments: Promise<void> | null = null;
  const tournamentSweep = setInterval(() => {
    if (tournaments === null || sweepingTournaments !== null) return;
    sweepingTournaments = sweepTournaments(tournaments)
      .catch((error: unknown) => app.log.warn({ err: error }, "tournament sweep failed"))
      .finally(() => {
        sweepingTournaments = null;
      });
  }, options.tournamentSweepMs ?? 2_000);
  tournamentSweep.unref();
  const sweep = setInterval(() => {
    sweepSessions(database.db, ctx.now()).catch((error: unknown) =>
      app.log.warn({ err: error }, "session sweep failed"),
    );
  }, 3_600_000);
  sweep.unref();
  return {
    database,
    healthy: async () => {
      await sql`select 1`.execute(database.db);
      return true;
    },
    matchFinished: (matchId, engine) => void record(matchId, engine),
    close: async () => {
      clearInterval(sweep);
      clearInterval(matchSweep);
      clearInterval(tournamentSweep);
      await sweepingTournaments;
      clearTimeout(firstSweep);
      if (owned) await database.close();
    },
  };
}
