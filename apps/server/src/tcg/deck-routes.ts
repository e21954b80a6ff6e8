/**
 * The saved decks' routes, in the account service's scope: a player's decks (list, create, edit,
 * copy, delete, share and unshare), and a shared deck read by anyone holding its link.
 */
import type { FastifyInstance } from "fastify";
import { type AccountContext, AccountError, requireSession } from "../accounts/http.js";
import { isToken } from "../accounts/ids.js";
import { bodyOf } from "../accounts/routes.js";
import { withdrawnCards } from "./catalogue.js";
import {
  createDeck,
  deckName,
  deckOf,
  deleteDeck,
  listDecks,
  MAX_DECK_NAME,
  readDeckBody,
  shareDeck,
  sharedDeck,
  unshareDeck,
  updateDeck,
} from "./decks.js";

type WithId = { Params: { id: string } };

export function registerDeckRoutes(app: FastifyInstance, ctx: AccountContext): void {
  app.get("/api/tcg/decks", async (request, reply) => {
    const session = await requireSession(ctx, request, reply);
    return {
      decks: await listDecks(ctx.db, session.accountId),
      // Cards no deck may take more of (their members withdrew them): the builder offers none.
      withdrawn: [...(await withdrawnCards(ctx.db))].sort(),
    };
  });

  app.post("/api/tcg/decks", async (request, reply) => {
    const session = await requireSession(ctx, request, reply);
    const deck = readDeckBody(bodyOf(request).deck);
    return reply.code(201).send({ deck: await createDeck(ctx.db, session.accountId, deck) });
  });

  app.put<WithId>("/api/tcg/decks/:id", async (request, reply) => {
    const session = await requireSession(ctx, request, reply);
    const body = bodyOf(request);
    const revision = body.revision;
    if (!Number.isSafeInteger(revision) || (revision as number) < 1)
      throw new AccountError(400, "invalid", "revision: the revision the edit was made on");
    const deck = readDeckBody(body.deck);
    const saved = await updateDeck(ctx.db, session.accountId, request.params.id, revision as number, deck);
    if (saved.ok) return { deck: saved.deck };
    // Saved meanwhile from elsewhere: nothing is overwritten; the page gets the deck as it is.
    return reply.code(409).send({
      error: "conflict",
      message: "this deck was saved from elsewhere meanwhile",
      deck: saved.deck,
    });
  });

  app.post<WithId>("/api/tcg/decks/:id/copy", async (request, reply) => {
    const session = await requireSession(ctx, request, reply);
    const given = bodyOf(request).name;
    const name = given === undefined ? undefined : deckName(given);
    if (name === null) throw new AccountError(400, "invalid", `name: 1 to ${MAX_DECK_NAME} characters`);
    const source = await deckOf(ctx.db, session.accountId, request.params.id);
    const copy = { name: name ?? source.name, heroClass: source.heroClass, cards: source.cards };
    return reply.code(201).send({ deck: await createDeck(ctx.db, session.accountId, copy) });
  });

  app.delete<WithId>("/api/tcg/decks/:id", async (request, reply) => {
    const session = await requireSession(ctx, request, reply);
    await deleteDeck(ctx.db, session.accountId, request.params.id);
    return { ok: true };
  });

  app.post<WithId>("/api/tcg/decks/:id/share", async (request, reply) => {
    const session = await requireSession(ctx, request, reply);
    return { shareId: await shareDeck(ctx.db, session.accountId, request.params.id) };
  });

  app.delete<WithId>("/api/tcg/decks/:id/share", async (request, reply) => {
    const session = await requireSession(ctx, request, reply);
    await unshareDeck(ctx.db, session.accountId, request.params.id);
    return { ok: true };
  });

  /** A shared deck, read-only, for anyone with its link (signed in or not). */
  app.get<WithId>("/api/tcg/shared-decks/:id", async (request) => {
    if (!isToken(request.params.id))
      throw new AccountError(404, "not-found", "this deck is not shared (any more)");
    return sharedDeck(ctx.db, request.params.id);
  });
}
