/**
 * The organisers' routes: finding accounts, linking member cards to them (§12), settling
 * members' requests, naming other organisers, reading the audit trail. Every change is audited
 * with its reason.
 */
import type { FastifyInstance } from "fastify";
import { audit } from "./accounts.js";
import { type AccountContext, AccountError, requireOrganiser } from "./http.js";
import { bodyOf } from "./routes.js";

const why = (value: unknown): string | null =>
  typeof value === "string" && value.trim().length > 0 && value.trim().length <= 200 ? value.trim() : null;

export function registerAdminRoutes(
  app: FastifyInstance,
  ctx: AccountContext,
  isMember: (memberId: string) => boolean,
): void {
  app.get<{ Querystring: { q?: string } }>("/api/admin/accounts", async (request, reply) => {
    await requireOrganiser(ctx, request, reply);
    const q = typeof request.query.q === "string" ? request.query.q.slice(0, 40) : "";
    const rows = await ctx.db
      .selectFrom("accounts")
      .select(["id", "name", "role", "created_at"])
      .where("name", "ilike", `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)
      .orderBy("name")
      .limit(50)
      .execute();
    const links = await ctx.db
      .selectFrom("member_links")
      .select(["member_id", "account_id"])
      .where("account_id", "in", rows.map((r) => r.id).concat([""]))
      .execute();
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      role: r.role,
      createdAt: r.created_at,
      members: links.filter((l) => l.account_id === r.id).map((l) => l.member_id),
    }));
  });

  app.post("/api/admin/members", async (request, reply) => {
    const organiser = await requireOrganiser(ctx, request, reply);
    const { accountId, memberId, reason } = bodyOf(request);
    const because = why(reason);
    if (typeof accountId !== "string" || typeof memberId !== "string" || because === null)
      throw new AccountError(400, "invalid", "name the account, the member card and why");
    if (!isMember(memberId)) throw new AccountError(404, "not-found", "no card portrays this member");
    await ctx.db.transaction().execute(async (trx) => {
      const account = await trx
        .selectFrom("accounts")
        .select("id")
        .where("id", "=", accountId)
        .executeTakeFirst();
      if (account === undefined) throw new AccountError(404, "not-found", "no such account");
      const taken = await trx
        .selectFrom("member_links")
        .select("account_id")
        .where("member_id", "=", memberId)
        .forUpdate()
        .executeTakeFirst();
      if (taken !== undefined)
        throw new AccountError(409, "conflict", "this member card is already linked to an account");
      await trx
        .insertInto("member_links")
        .values({ member_id: memberId, account_id: accountId, linked_by: organiser.accountId })
        .execute();
      await audit(trx, organiser.accountId, "member.link", accountId, { memberId, why: because });
    });
    return { ok: true };
  });

  app.post<{ Params: { memberId: string } }>(
    "/api/admin/members/:memberId/unlink",
    async (request, reply) => {
      const organiser = await requireOrganiser(ctx, request, reply);
      const because = why(bodyOf(request).reason);
      if (because === null) throw new AccountError(400, "invalid", "say why");
      await ctx.db.transaction().execute(async (trx) => {
        const link = await trx
          .deleteFrom("member_links")
          .where("member_id", "=", request.params.memberId)
          .returning("account_id")
          .executeTakeFirst();
        if (link === undefined)
          throw new AccountError(404, "not-found", "this member card is linked to nobody");
        await audit(trx, organiser.accountId, "member.unlink", link.account_id, {
          memberId: request.params.memberId,
          why: because,
        });
      });
      return { ok: true };
    },
  );

  app.get("/api/admin/member-requests", async (request, reply) => {
    await requireOrganiser(ctx, request, reply);
    const rows = await ctx.db
      .selectFrom("member_requests")
      .innerJoin("accounts", "accounts.id", "member_requests.account_id")
      .select([
        "member_requests.id",
        "member_requests.member_id",
        "member_requests.kind",
        "member_requests.detail",
        "member_requests.status",
        "member_requests.created_at",
        "accounts.name",
        "accounts.id as account_id",
      ])
      .where("member_requests.status", "=", "open")
      .orderBy("member_requests.created_at")
      .execute();
    return rows.map((r) => ({
      id: r.id,
      memberId: r.member_id,
      kind: r.kind,
      detail: r.detail,
      createdAt: r.created_at,
      account: { id: r.account_id, name: r.name },
    }));
  });

  app.post<{ Params: { id: string } }>("/api/admin/member-requests/:id", async (request, reply) => {
    const organiser = await requireOrganiser(ctx, request, reply);
    const { decision, note } = bodyOf(request);
    if (decision !== "accepted" && decision !== "refused")
      throw new AccountError(400, "invalid", "accept or refuse the request");
    const text = note === undefined || note === "" ? null : why(note);
    if (note !== undefined && note !== "" && text === null)
      throw new AccountError(400, "invalid", "a note takes at most 200 characters");
    await ctx.db.transaction().execute(async (trx) => {
      const settled = await trx
        .updateTable("member_requests")
        .set({ status: decision, settled_by: organiser.accountId, settled_at: ctx.now(), note: text })
        .where("id", "=", request.params.id)
        .where("status", "=", "open")
        .returning(["account_id", "member_id", "kind"])
        .executeTakeFirst();
      if (settled === undefined) throw new AccountError(404, "not-found", "no such open request");
      await audit(trx, organiser.accountId, `member.${settled.kind}.${decision}`, settled.account_id, {
        memberId: settled.member_id,
        why: text,
      });
    });
    return { ok: true };
  });

  app.post<{ Params: { id: string } }>("/api/admin/accounts/:id/role", async (request, reply) => {
    const organiser = await requireOrganiser(ctx, request, reply);
    const { role, reason } = bodyOf(request);
    const because = why(reason);
    if ((role !== "player" && role !== "organiser") || because === null)
      throw new AccountError(400, "invalid", "name the role (player or organiser) and why");
    if (request.params.id === organiser.accountId && role === "player")
      throw new AccountError(409, "conflict", "an organiser cannot remove his own role (ask another)");
    await ctx.db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable("accounts")
        .set({ role })
        .where("id", "=", request.params.id)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) throw new AccountError(404, "not-found", "no such account");
      await audit(trx, organiser.accountId, "role.set", request.params.id, { role, why: because });
    });
    return { ok: true };
  });

  app.get("/api/admin/audit", async (request, reply) => {
    await requireOrganiser(ctx, request, reply);
    const rows = await ctx.db
      .selectFrom("audit")
      .selectAll()
      .orderBy("at", "desc")
      .orderBy("id")
      .limit(200)
      .execute();
    return rows.map((r) => ({
      at: r.at,
      actor: r.actor_id,
      action: r.action,
      subject: r.subject_id,
      detail: r.detail,
    }));
  });
}
