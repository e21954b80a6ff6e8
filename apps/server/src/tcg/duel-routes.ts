/**
 * The duels' routes, in the account service's scope: invite with a saved deck, read an
 * invitation from its link, accept it with one's own deck, withdraw it, and one's duels with the
 * seat link of each match being played.
 */
import type { FastifyInstance } from "fastify";
import { type AccountContext, AccountError, requireSession } from "../accounts/http.js";
import type { MatchHost } from "../accounts/matches.js";
import { bodyOf } from "../accounts/routes.js";
import { accept, cancel, type DuelContext, duelsOf, invitationOf, invite, type SeatChoice } from "./duels.js";

const ID = /^[A-Za-z0-9_-]{1,64}$/;

/** Reads `{deckId, characterId?}` plus the fields `more` allows; anything else is refused. */
export function choiceOf(body: Record<string, unknown>, more: readonly string[]): SeatChoice {
  for (const key of Object.keys(body))
    if (key !== "deckId" && key !== "characterId" && !more.includes(key))
      throw new AccountError(400, "invalid", `"${key.slice(0, 40)}" is not a field of this request`);
  if (typeof body.deckId !== "string" || !ID.test(body.deckId))
    throw new AccountError(400, "invalid", "deckId: one of your decks' ids");
  if (body.characterId !== undefined && (typeof body.characterId !== "string" || !ID.test(body.characterId)))
    throw new AccountError(400, "invalid", "characterId: one of your linked characters' ids");
  return body.characterId === undefined
    ? { deckId: body.deckId }
    : { deckId: body.deckId, characterId: body.characterId };
}

export function registerDuelRoutes(
  app: FastifyInstance,
  ctx: AccountContext,
  host: MatchHost,
  maxLevel: number,
): void {
  app.post("/api/tcg/duels", async (request, reply) => {
    const session = await requireSession(ctx, request, reply);
    const body = bodyOf(request);
    const choice = choiceOf(body, ["context", "clock"]);
    const { context = "friendly", clock = false } = body;
    if (context !== "friendly" && context !== "ranked")
      throw new AccountError(400, "invalid", 'context: "friendly" or "ranked"');
    if (typeof clock !== "boolean") throw new AccountError(400, "invalid", "clock: true or false");
    const made = await invite(ctx, session.accountId, choice, context as DuelContext, clock, maxLevel);
    return reply.code(201).send({ id: made.id, invitation: made.token });
  });

  app.get("/api/tcg/duels", async (request, reply) => {
    const session = await requireSession(ctx, request, reply);
    return { duels: await duelsOf(ctx.db, host, session.accountId) };
  });

  app.get<{ Params: { id: string } }>("/api/tcg/duels/:id", async (request, reply) => {
    const session = await requireSession(ctx, request, reply);
    const [duel] = ID.test(request.params.id)
      ? await duelsOf(ctx.db, host, session.accountId, request.params.id, 1)
      : [];
    if (duel === undefined) throw new AccountError(404, "not-found", "no such duel of yours");
    return { duel };
  });

  app.post<{ Params: { id: string } }>("/api/tcg/duels/:id/cancel", async (request, reply) => {
    const session = await requireSession(ctx, request, reply);
    await cancel(ctx.db, session.accountId, request.params.id);
    return { ok: true };
  });

  /** An invitation as its link shows it: who invites, the context, his hero (never his cards). */
  app.get<{ Params: { token: string } }>("/api/tcg/invitations/:token", async (request) =>
    invitationOf(ctx.db, request.params.token),
  );

  app.post<{ Params: { token: string } }>("/api/tcg/invitations/:token/accept", async (request, reply) => {
    const session = await requireSession(ctx, request, reply);
    const choice = choiceOf(bodyOf(request), []);
    const accepted = await accept(ctx, host, session.accountId, request.params.token, choice, maxLevel);
    return reply.code(201).send(accepted);
  });
}
