/**
 * The signed-in player's routes: who he is, signing out (here or everywhere), his name, his
 * linked characters and his member cards' requests (§12: withdraw the card, or rename it).
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { cleanName } from "./accounts.js";
import type { CharacterSnapshot } from "./characters.js";
import { readNote } from "./flows.js";
import { type AccountContext, AccountError, clearSessionCookie, requireSession, sessionOf } from "./http.js";
import { newId } from "./ids.js";
import { offerKey } from "./oidc.js";
import { revokeAll, revokeSession } from "./sessions.js";

/** What the sign-in page offers (the web app shows the buttons that exist). */
export interface SignInMethods {
  /** The provider's name, when one is configured. */
  readonly oidc: { readonly name: string } | null;
  readonly passkeys: boolean;
}

export interface AccountRouteOptions {
  readonly methods: SignInMethods;
  /** The level a character needs for ranked and tournament duels (§4.2: « niveau max »). */
  readonly maxLevel: number;
  /** Whether a member id names a member card. */
  readonly isMember: (memberId: string) => boolean;
}

export const bodyOf = (request: FastifyRequest): Record<string, unknown> =>
  typeof request.body === "object" && request.body !== null && !Array.isArray(request.body)
    ? (request.body as Record<string, unknown>)
    : {};

const sameCharacter = (a: { name: string; realm: string }, b: { name: string; realm: string }) =>
  a.name.toLowerCase() === b.name.toLowerCase() && a.realm.toLowerCase() === b.realm.toLowerCase();

export function registerAccountRoutes(
  app: FastifyInstance,
  ctx: AccountContext,
  options: AccountRouteOptions,
): void {
  app.get("/api/account", async (request, reply) => {
    const session = await sessionOf(ctx, request, reply);
    const methods = options.methods;
    if (session === null) return { signedIn: false, methods, maxLevel: options.maxLevel };
    const id = session.accountId;
    const account = await ctx.db
      .selectFrom("accounts")
      .select(["id", "name", "role", "created_at"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    const characters = await ctx.db
      .selectFrom("characters")
      .select(["id", "name", "realm", "class", "race", "level", "portrait", "linked_at"])
      .where("account_id", "=", id)
      .orderBy("linked_at")
      .execute();
    const members = await ctx.db
      .selectFrom("member_links")
      .select("member_id")
      .where("account_id", "=", id)
      .execute();
    const requests = await ctx.db
      .selectFrom("member_requests")
      .select(["id", "member_id", "kind", "detail", "status", "created_at", "settled_at", "note"])
      .where("account_id", "=", id)
      .orderBy("created_at", "desc")
      .limit(50)
      .execute();
    const passkeys = await ctx.db.selectFrom("passkeys").select("id").where("account_id", "=", id).execute();
    const offer = ((await readNote(ctx.db, offerKey(id), ctx.now()))?.characters ??
      []) as CharacterSnapshot[];
    return {
      signedIn: true,
      methods,
      maxLevel: options.maxLevel,
      csrf: session.csrf,
      account: { id: account.id, name: account.name, role: account.role, createdAt: account.created_at },
      characters: characters.map((c) => ({ ...c, linkedAt: c.linked_at, linked_at: undefined })),
      offered: offer.filter((o) => !characters.some((c) => sameCharacter(c, o))),
      members: members.map((m) => m.member_id),
      requests: requests.map((r) => ({
        id: r.id,
        memberId: r.member_id,
        kind: r.kind,
        detail: r.detail,
        status: r.status,
        createdAt: r.created_at,
        settledAt: r.settled_at,
        note: r.note,
      })),
      passkeys: passkeys.length,
    };
  });

  /**
   * A player's public profile, for signed-in players (a guild's own): his name, linked characters
   * (their snapshots) and member cards, each with whether it was withdrawn (§12).
   */
  app.get<{ Params: { id: string } }>("/api/profiles/:id", async (request, reply) => {
    await requireSession(ctx, request, reply);
    const account = await ctx.db
      .selectFrom("accounts")
      .select(["id", "name", "created_at"])
      .where("id", "=", request.params.id)
      .executeTakeFirst();
    if (account === undefined) throw new AccountError(404, "not-found", "no such player");
    const characters = await ctx.db
      .selectFrom("characters")
      .select(["id", "name", "realm", "class", "race", "level", "portrait"])
      .where("account_id", "=", account.id)
      .orderBy("linked_at")
      .execute();
    const members = await ctx.db
      .selectFrom("member_links")
      .leftJoin("member_requests", (j) =>
        j
          .onRef("member_requests.member_id", "=", "member_links.member_id")
          .on("member_requests.kind", "=", "opt-out")
          .on("member_requests.status", "=", "accepted"),
      )
      .select(["member_links.member_id", "member_requests.id as withdrawal"])
      .where("member_links.account_id", "=", account.id)
      .execute();
    return {
      account: { id: account.id, name: account.name, createdAt: account.created_at },
      characters,
      members: [...new Map(members.map((m) => [m.member_id, m.withdrawal !== null])).entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([memberId, withdrawn]) => ({ memberId, withdrawn })),
    };
  });

  app.post("/api/account/sign-out", async (request, reply) => {
    const session = await requireSession(ctx, request, reply);
    await revokeSession(ctx.db, session.id, ctx.now());
    const base = ctx.baseOf(request);
    if (base !== null) clearSessionCookie(reply, base);
    return { ok: true };
  });

  app.post("/api/account/sign-out-everywhere", async (request, reply) => {
    const session = await requireSession(ctx, request, reply);
    const sessions = await revokeAll(ctx.db, session.accountId, ctx.now());
    const base = ctx.baseOf(request);
    if (base !== null) clearSessionCookie(reply, base);
    return { ok: true, sessions };
  });

  app.post("/api/account/name", async (request, reply) => {
    const session = await requireSession(ctx, request, reply);
    const name = cleanName(bodyOf(request).name);
    if (name === null) throw new AccountError(400, "invalid", "a name of 1 to 40 characters is needed");
    await ctx.db.updateTable("accounts").set({ name }).where("id", "=", session.accountId).execute();
    return { ok: true, name };
  });

  /** Links one of the characters offered at the last sign-in (a snapshot, §4). */
  app.post("/api/account/characters", async (request, reply) => {
    const session = await requireSession(ctx, request, reply);
    const body = bodyOf(request);
    if (typeof body.name !== "string" || typeof body.realm !== "string")
      throw new AccountError(400, "invalid", "name the character and its realm");
    const wanted = { name: body.name, realm: body.realm };
    const offer = ((await readNote(ctx.db, offerKey(session.accountId), ctx.now()))?.characters ??
      []) as CharacterSnapshot[];
    const found = offer.find((o) => sameCharacter(o, wanted));
    if (found === undefined)
      throw new AccountError(404, "not-found", "this character is not among yours at your last sign-in");
    const id = newId();
    const inserted = await ctx.db
      .insertInto("characters")
      .values({
        id,
        account_id: session.accountId,
        name: found.name,
        realm: found.realm,
        class: found.class,
        race: found.race,
        level: found.level,
        portrait: found.portrait,
        source: "provider",
      })
      .onConflict((c) => c.doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0)
      throw new AccountError(409, "conflict", "this character is already linked");
    return { ok: true, id };
  });

  app.delete<{ Params: { id: string } }>("/api/account/characters/:id", async (request, reply) => {
    const session = await requireSession(ctx, request, reply);
    const result = await ctx.db
      .deleteFrom("characters")
      .where("id", "=", request.params.id)
      .where("account_id", "=", session.accountId)
      .executeTakeFirst();
    if (Number(result.numDeletedRows) === 0)
      throw new AccountError(404, "not-found", "no such character of yours");
    return { ok: true };
  });

  /** A member asks for his card to be withdrawn or renamed (§12); an organiser settles it. */
  app.post("/api/account/member-requests", async (request, reply) => {
    const session = await requireSession(ctx, request, reply);
    const body = bodyOf(request);
    const { memberId, kind } = body;
    if (typeof memberId !== "string" || (kind !== "opt-out" && kind !== "rename"))
      throw new AccountError(400, "invalid", "say which card and whether to withdraw or rename it");
    const detail = kind === "rename" ? cleanName(body.detail) : null;
    if (kind === "rename" && detail === null)
      throw new AccountError(400, "invalid", "the new name takes 1 to 40 characters");
    const own = await ctx.db
      .selectFrom("member_links")
      .select("member_id")
      .where("member_id", "=", memberId)
      .where("account_id", "=", session.accountId)
      .executeTakeFirst();
    if (own === undefined) throw new AccountError(403, "forbidden", "this member card is not linked to you");
    const open = await ctx.db
      .selectFrom("member_requests")
      .select("id")
      .where("member_id", "=", memberId)
      .where("kind", "=", kind)
      .where("status", "=", "open")
      .executeTakeFirst();
    if (open !== undefined) throw new AccountError(409, "conflict", "the same request is already waiting");
    const id = newId();
    await ctx.db
      .insertInto("member_requests")
      .values({ id, account_id: session.accountId, member_id: memberId, kind, detail })
      .execute();
    return { ok: true, id };
  });
}
