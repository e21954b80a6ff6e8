/**
 * The economy's routes, in the account service's scope: a player's collection and his intents;
 * an organiser's privileged intents for another account (with a reason, audited).
 */
import type { FastifyInstance } from "fastify";
import { type AccountContext, AccountError, requireOrganiser, requireSession } from "../accounts/http.js";
import { bodyOf } from "../accounts/routes.js";
import {
  applyIntent,
  collectionView,
  type IntentAnswer,
  isRequestId,
  ORGANISER_INTENTS,
  PLAYER_INTENTS,
} from "./economy.js";
import { normalizeIntent } from "./intents.js";

function parse(
  body: Record<string, unknown>,
  allowed: ReadonlySet<string>,
): { requestId: string; intent: Record<string, unknown> } {
  if (!isRequestId(body.requestId))
    throw new AccountError(400, "invalid", "each intent needs a requestId (8 to 64 letters, digits, - or _)");
  const intent = normalizeIntent(body.intent);
  if (intent === null) throw new AccountError(400, "invalid", "this is not an intent of the collection");
  if (!allowed.has(intent.type as string))
    throw new AccountError(403, "forbidden", "only an organiser may grant this, on the organisers' page");
  return { requestId: body.requestId, intent };
}

function answer(result: IntentAnswer | null, reply: { code(n: number): unknown }): unknown {
  if (result === null) throw new AccountError(404, "not-found", "this account has no collection");
  if (!result.ok) {
    reply.code(409);
    return { error: "refused", reason: result.reason, view: result.view };
  }
  return result;
}

export function registerCollectionRoutes(app: FastifyInstance, ctx: AccountContext): void {
  app.get("/api/tcg/collection", async (request, reply) => {
    const session = await requireSession(ctx, request, reply);
    const view = await collectionView(ctx.db, session.accountId);
    if (view === null) throw new AccountError(404, "not-found", "this account has no collection");
    return view;
  });

  app.post("/api/tcg/collection", async (request, reply) => {
    const session = await requireSession(ctx, request, reply);
    const { requestId, intent } = parse(bodyOf(request), PLAYER_INTENTS);
    return answer(await applyIntent(ctx.db, session.accountId, session.accountId, requestId, intent), reply);
  });

  app.post<{ Params: { accountId: string } }>("/api/admin/collections/:accountId", async (request, reply) => {
    const organiser = await requireOrganiser(ctx, request, reply);
    const body = bodyOf(request);
    const { requestId, intent } = parse(body, ORGANISER_INTENTS);
    const reason = typeof body.reason === "string" ? body.reason.trim() : "";
    if (reason.length === 0 || reason.length > 200)
      throw new AccountError(400, "invalid", "say why (kept in the audit trail)");
    return answer(
      await applyIntent(ctx.db, request.params.accountId, organiser.accountId, requestId, intent, reason),
      reply,
    );
  });
}
