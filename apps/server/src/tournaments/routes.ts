/**
 * The tournaments' routes, in the account service's scope: anyone reads the list and a bracket;
 * a player registers (with a deck and a linked character) or withdraws; an organiser creates,
 * orders the seeds, starts, resets or awards a pairing (each with a reason, audited).
 */
import type { FastifyInstance } from "fastify";
import {
  type AccountContext,
  AccountError,
  requireOrganiser,
  requireSession,
  sessionOf,
} from "../accounts/http.js";
import { bodyOf } from "../accounts/routes.js";
import { choiceOf } from "../tcg/duel-routes.js";
import { MAX_ENTRANTS } from "./bracket.js";
import {
  createTournament,
  decide,
  listTournaments,
  register,
  setOrder,
  start,
  type TournamentDeps,
  type TournamentSettings,
  tournamentView,
  withdraw,
} from "./tournaments.js";

const ID = /^[A-Za-z0-9_-]{1,64}$/;
const DAY = 86_400_000;

const invalid = (message: string) => new AccountError(400, "invalid", message);

function onlyFields(body: Record<string, unknown>, allowed: readonly string[]): void {
  for (const key of Object.keys(body))
    if (!allowed.includes(key)) throw invalid(`"${key.slice(0, 40)}" is not a field of this request`);
}

function dateOf(value: unknown, field: string): Date {
  const date = typeof value === "string" ? new Date(value) : null;
  if (date === null || Number.isNaN(date.getTime())) throw invalid(`${field}: a date (ISO 8601)`);
  return date;
}

/** Reads a creation request; anything off is a 400 naming the field. */
export function settingsOf(body: Record<string, unknown>, now: Date): TournamentSettings {
  onlyFields(body, [
    "name",
    "format",
    "bestOf",
    "seeding",
    "maxEntrants",
    "registrationOpensAt",
    "registrationClosesAt",
    "noShowMs",
  ]);
  const name = typeof body.name === "string" ? body.name.trim().replace(/\s+/g, " ") : "";
  if (name.length === 0 || name.length > 80) throw invalid("name: 1 to 80 characters");
  if (body.format !== "single" && body.format !== "double") throw invalid('format: "single" or "double"');
  if (body.bestOf !== 1 && body.bestOf !== 3) throw invalid("bestOf: 1 or 3");
  const seeding = body.seeding ?? "random";
  if (seeding !== "random" && seeding !== "ordered") throw invalid('seeding: "random" or "ordered"');
  const maxEntrants = body.maxEntrants ?? 64;
  if (
    typeof maxEntrants !== "number" ||
    !Number.isInteger(maxEntrants) ||
    maxEntrants < 2 ||
    maxEntrants > MAX_ENTRANTS
  )
    throw invalid(`maxEntrants: a whole number from 2 to ${MAX_ENTRANTS}`);
  const opens =
    body.registrationOpensAt === undefined ? now : dateOf(body.registrationOpensAt, "registrationOpensAt");
  const closes = dateOf(body.registrationClosesAt, "registrationClosesAt");
  if (closes.getTime() <= opens.getTime())
    throw invalid("registrationClosesAt: after the registration opens");
  if (closes.getTime() - now.getTime() > 365 * DAY) throw invalid("registrationClosesAt: within a year");
  const noShowMs = body.noShowMs ?? 5 * 60_000;
  if (typeof noShowMs !== "number" || !Number.isInteger(noShowMs) || noShowMs < 10_000 || noShowMs > DAY)
    throw invalid("noShowMs: from 10 seconds to a day, in milliseconds");
  return {
    name,
    format: body.format,
    bestOf: body.bestOf,
    seeding,
    maxEntrants,
    registrationOpensAt: opens,
    registrationClosesAt: closes,
    noShowMs,
  };
}

const reasonOf = (body: Record<string, unknown>): string => {
  const reason = typeof body.reason === "string" ? body.reason.trim() : "";
  if (reason.length === 0 || reason.length > 200) throw invalid("reason: say why (kept in the audit trail)");
  return reason;
};

type Params = { Params: { id: string; pairing?: string } };

export function registerTournamentRoutes(
  app: FastifyInstance,
  ctx: AccountContext,
  deps: TournamentDeps,
): void {
  const idOf = (id: string): string => {
    if (!ID.test(id)) throw new AccountError(404, "not-found", "no such tournament");
    return id;
  };

  app.get("/api/tournaments", async () => ({ tournaments: await listTournaments(ctx.db) }));

  app.post("/api/tournaments", async (request, reply) => {
    const organiser = await requireOrganiser(ctx, request, reply);
    const id = await createTournament(deps, organiser.accountId, settingsOf(bodyOf(request), ctx.now()));
    reply.code(201);
    return { id };
  });

  app.get<Params>("/api/tournaments/:id", async (request, reply) => {
    const session = await sessionOf(ctx, request, reply);
    return tournamentView(deps, idOf(request.params.id), session?.accountId ?? null);
  });

  app.post<Params>("/api/tournaments/:id/register", async (request, reply) => {
    const session = await requireSession(ctx, request, reply);
    await register(deps, idOf(request.params.id), session.accountId, choiceOf(bodyOf(request), []));
    return { ok: true };
  });

  app.post<Params>("/api/tournaments/:id/withdraw", async (request, reply) => {
    const session = await requireSession(ctx, request, reply);
    await withdraw(deps, idOf(request.params.id), session.accountId);
    return { ok: true };
  });

  app.post<Params>("/api/tournaments/:id/order", async (request, reply) => {
    const organiser = await requireOrganiser(ctx, request, reply);
    const body = bodyOf(request);
    onlyFields(body, ["order"]);
    const order = body.order;
    if (
      !Array.isArray(order) ||
      order.length > MAX_ENTRANTS ||
      !order.every((a) => typeof a === "string" && ID.test(a))
    )
      throw invalid("order: the entrants' account ids, first seed first");
    if (new Set(order).size !== order.length) throw invalid("order: an entrant listed twice");
    await setOrder(deps, organiser.accountId, idOf(request.params.id), order as string[]);
    return { ok: true };
  });

  app.post<Params>("/api/tournaments/:id/start", async (request, reply) => {
    const organiser = await requireOrganiser(ctx, request, reply);
    await start(deps, idOf(request.params.id), organiser.accountId);
    return { ok: true };
  });

  app.post<Params>("/api/tournaments/:id/pairings/:pairing/reset", async (request, reply) => {
    const organiser = await requireOrganiser(ctx, request, reply);
    const body = bodyOf(request);
    onlyFields(body, ["reason"]);
    await decide(
      deps,
      organiser.accountId,
      idOf(request.params.id),
      String(request.params.pairing),
      { kind: "reset" },
      reasonOf(body),
    );
    return { ok: true };
  });

  app.post<Params>("/api/tournaments/:id/pairings/:pairing/award", async (request, reply) => {
    const organiser = await requireOrganiser(ctx, request, reply);
    const body = bodyOf(request);
    onlyFields(body, ["winner", "reason"]);
    if (typeof body.winner !== "string" || !ID.test(body.winner))
      throw invalid("winner: one of the pairing's two entrants");
    await decide(
      deps,
      organiser.accountId,
      idOf(request.params.id),
      String(request.params.pairing),
      { kind: "award", winner: body.winner },
      reasonOf(body),
    );
    return { ok: true };
  });
}
