/**
 * What finished duels feed (issue 27 §5): a player's LGC TCG profile — his collection's completion
 * per set (§7.5 « 87 / 120 · dont 12 enluminées ») and his match history with replay links — and
 * the balance dashboard's real-match source: the engine's report of every recorded duel's facts,
 * filtered by date and card version.
 */
import {
  BUNDLED_POOL,
  type DuelFacts,
  launchCorpus,
  type MatchReport,
  matchReport,
  setCompletion,
} from "@engines/lgc-tcg";
import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import { type AccountContext, AccountError, requireSession } from "../accounts/http.js";
import type { MatchHost } from "../accounts/matches.js";
import type { Schema } from "../db/schema.js";
import { collectionView } from "./economy.js";

/** One finished duel in a profile's history. */
export interface HistoryEntry {
  readonly id: string;
  readonly context: string;
  readonly status: "over" | "abandoned";
  readonly endedAt: Date | null;
  /** The profile's player's score: 1 won, ½ drawn, 0 lost; null when abandoned. */
  readonly score: number | null;
  readonly turns: number | null;
  readonly durationMs: number | null;
  readonly heroClass: string;
  readonly deckName: string;
  readonly opponent: {
    readonly accountId: string | null;
    readonly name: string | null;
    readonly heroClass: string;
  };
  /**
   * A replay token: the viewer's own seat's when he played this duel, else the spectators'
   * (the match server keeps a finished match `--retention-days`).
   */
  readonly replay: string | null;
}

/** The `limit` latest finished duels of `accountId`, as `viewerId` may see them. */
export async function history(
  db: Kysely<Schema>,
  host: MatchHost,
  accountId: string,
  viewerId: string,
  limit = 50,
): Promise<HistoryEntry[]> {
  const rows = await db
    .selectFrom("duel_seats as mine")
    .innerJoin("duels", "duels.id", "mine.duel_id")
    .innerJoin("duel_seats as theirs", (j) =>
      j.onRef("theirs.duel_id", "=", "mine.duel_id").onRef("theirs.seat", "!=", "mine.seat"),
    )
    .leftJoin("accounts", "accounts.id", "theirs.account_id")
    .select([
      "duels.id",
      "duels.context",
      "duels.status",
      "duels.match_id",
      "duels.ended_at",
      "duels.started_at",
      "duels.turns",
      "duels.duration_ms",
      "mine.seat",
      "mine.deck",
      "mine.score",
      "theirs.account_id as opponentId",
      "theirs.deck as opponentDeck",
      "accounts.name as opponentName",
    ])
    .where("mine.account_id", "=", accountId)
    .where("duels.status", "in", ["over", "abandoned"])
    .orderBy("duels.started_at", "desc")
    .limit(limit)
    .execute();
  return rows.map((r) => {
    const viewerSeat =
      viewerId === accountId ? r.seat : viewerId === r.opponentId ? (r.seat === "A" ? "B" : "A") : null;
    return {
      id: r.id,
      context: r.context,
      status: r.status as "over" | "abandoned",
      endedAt: r.ended_at,
      score: r.score,
      turns: r.turns,
      durationMs: r.duration_ms === null ? null : Number(r.duration_ms),
      heroClass: r.deck.heroClass,
      deckName: r.deck.name,
      opponent: { accountId: r.opponentId, name: r.opponentName, heroClass: r.opponentDeck.heroClass },
      replay:
        r.match_id === null || r.status !== "over"
          ? null
          : host.replayTokenOf(r.match_id, viewerSeat === null ? null : viewerSeat === "A" ? 0 : 1),
    };
  });
}

/** Completion per set (§7.5): cards held at least once, and of them held as an illuminated copy. */
export async function completion(
  db: Kysely<Schema>,
  accountId: string,
): Promise<{ set: string; name: string; size: number; owned: number; foil: number }[]> {
  const view = await collectionView(db, accountId);
  return launchCorpus().sets.sets.map((s) => ({
    set: s.code,
    name: s.name,
    size: s.size,
    ...(view === null ? { owned: 0, foil: 0 } : setCompletion(view.copies, BUNDLED_POOL, s.code)),
  }));
}

/** The dashboard's filters, as the query string gives them. */
export interface ReportQuery {
  /** First and last day counted (UTC, `YYYY-MM-DD`, both included); absent: unbounded. */
  readonly from?: string;
  readonly to?: string;
  readonly versions: "current" | "all";
  readonly context?: "friendly" | "ranked";
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Reads the report's query string; a 400 for what it cannot read. */
export function reportQuery(q: Record<string, unknown>): ReportQuery {
  for (const key of Object.keys(q))
    if (!["from", "to", "versions", "context"].includes(key))
      throw new AccountError(400, "invalid", `"${key.slice(0, 40)}" is not a filter of the report`);
  const day = (v: unknown, name: string): string | undefined => {
    if (v === undefined || v === "") return undefined;
    if (typeof v !== "string" || !DAY.test(v) || Number.isNaN(Date.parse(`${v}T00:00:00Z`)))
      throw new AccountError(400, "invalid", `${name}: a day, YYYY-MM-DD`);
    return v;
  };
  const from = day(q.from, "from");
  const to = day(q.to, "to");
  if (from !== undefined && to !== undefined && from > to)
    throw new AccountError(400, "invalid", "from: a day before to");
  const versions = q.versions ?? "current";
  if (versions !== "current" && versions !== "all")
    throw new AccountError(400, "invalid", 'versions: "current" or "all"');
  const context = q.context === "" ? undefined : q.context;
  if (context !== undefined && context !== "friendly" && context !== "ranked")
    throw new AccountError(400, "invalid", 'context: "friendly" or "ranked"');
  return {
    versions,
    ...(from === undefined ? {} : { from }),
    ...(to === undefined ? {} : { to }),
    ...(context === undefined ? {} : { context }),
  };
}

/** The real-match report of the duels `query` keeps. */
export async function realMatchReport(db: Kysely<Schema>, query: ReportQuery): Promise<MatchReport> {
  let rows = db.selectFrom("duels").select("facts").where("status", "=", "over");
  if (query.from !== undefined) rows = rows.where("ended_at", ">=", new Date(`${query.from}T00:00:00Z`));
  if (query.to !== undefined)
    rows = rows.where("ended_at", "<", new Date(Date.parse(`${query.to}T00:00:00Z`) + 86_400_000));
  if (query.context !== undefined) rows = rows.where("context", "=", query.context);
  const facts = (await rows.execute()).map((r) => r.facts as DuelFacts);
  return matchReport(facts, launchCorpus(), { versions: query.versions });
}

/** The profile and dashboard routes. */
export function registerRecordRoutes(app: FastifyInstance, ctx: AccountContext, host: MatchHost): void {
  app.get<{ Params: { id: string } }>("/api/tcg/profiles/:id", async (request, reply) => {
    const session = await requireSession(ctx, request, reply);
    const account = await ctx.db
      .selectFrom("accounts")
      .select("id")
      .where("id", "=", request.params.id)
      .executeTakeFirst();
    if (account === undefined) throw new AccountError(404, "not-found", "no such player");
    return {
      completion: await completion(ctx.db, account.id),
      history: await history(ctx.db, host, account.id, session.accountId),
    };
  });

  // Reports are cached a few seconds per query: the dashboard reads every recorded duel.
  const cache = new Map<string, { at: number; report: Promise<MatchReport> }>();
  app.get("/api/tcg/matches/report", async (request) => {
    const query = reportQuery((request.query ?? {}) as Record<string, unknown>);
    const key = JSON.stringify(query);
    const now = Date.now();
    const hit = cache.get(key);
    if (hit !== undefined && now - hit.at < 5_000) return hit.report;
    if (cache.size > 100) cache.clear();
    const report = realMatchReport(ctx.db, query);
    cache.set(key, { at: now, report });
    report.catch(() => cache.delete(key));
    return report;
  });
}
