/**
 * Passkeys (WebAuthn, `@simplewebauthn/server`) for a server with no identity provider: a player
 * creates an account with a passkey and signs in with it; a signed-in player adds more. Each
 * ceremony's challenge is a flow taken once (flows.ts); the relying party is the page's own host.
 */
import {
  type AuthenticationResponseJSON,
  type AuthenticatorTransportFuture,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from "@simplewebauthn/server";
import { isoBase64URL } from "@simplewebauthn/server/helpers";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { type AccountCreatedHook, cleanName, createAccount } from "./accounts.js";
import { putFlow, takeFlow } from "./flows.js";
import { type AccountContext, AccountError, checkUnsafe, sessionOf, setSessionCookie } from "./http.js";
import { newToken } from "./ids.js";
import { openSession } from "./sessions.js";

const RP_NAME = "LGC TCG";

function relyingParty(ctx: AccountContext, request: FastifyRequest): { origin: string; rpID: string } {
  const base = ctx.baseOf(request);
  if (base === null) throw new AccountError(403, "csrf", "this request comes from a page of another site");
  const url = new URL(base);
  return { origin: url.origin, rpID: url.hostname };
}

const bodyOf = (request: FastifyRequest): Record<string, unknown> =>
  typeof request.body === "object" && request.body !== null && !Array.isArray(request.body)
    ? (request.body as Record<string, unknown>)
    : {};

async function signedIn(
  ctx: AccountContext,
  reply: FastifyReply,
  base: string,
  accountId: string,
): Promise<{ ok: true }> {
  const { token } = await openSession(ctx.db, accountId, ctx.policy, ctx.now());
  setSessionCookie(reply, base, token, ctx.policy.maxAgeMs);
  return { ok: true };
}

/** Registers the passkey ceremonies under `/api/auth/passkey/`. */
export function registerPasskeys(
  app: FastifyInstance,
  ctx: AccountContext,
  hooks: readonly AccountCreatedHook[],
): void {
  /** Registration options: a new account's (with its name), or another passkey for the signed-in one. */
  app.post("/api/auth/passkey/register", async (request, reply) => {
    const session = await sessionOf(ctx, request, reply);
    checkUnsafe(ctx, request, session);
    const { origin, rpID } = relyingParty(ctx, request);
    let name: string;
    let userID: Uint8Array;
    const exclude: { id: string; transports?: AuthenticatorTransportFuture[] }[] = [];
    if (session !== null) {
      const account = await ctx.db
        .selectFrom("accounts")
        .select("name")
        .where("id", "=", session.accountId)
        .executeTakeFirstOrThrow();
      name = account.name;
      const identity = await ctx.db
        .selectFrom("identities")
        .select("subject")
        .where("account_id", "=", session.accountId)
        .where("provider", "=", "passkey")
        .executeTakeFirst();
      userID =
        identity === undefined
          ? crypto.getRandomValues(new Uint8Array(32))
          : isoBase64URL.toBuffer(identity.subject);
      const keys = await ctx.db
        .selectFrom("passkeys")
        .select(["id", "transports"])
        .where("account_id", "=", session.accountId)
        .execute();
      for (const k of keys)
        exclude.push({ id: k.id, transports: k.transports as AuthenticatorTransportFuture[] });
    } else {
      const given = cleanName(bodyOf(request).name);
      if (given === null) throw new AccountError(400, "invalid", "a name of 1 to 40 characters is needed");
      name = given;
      userID = crypto.getRandomValues(new Uint8Array(32));
    }
    const options = await generateRegistrationOptions({
      rpName: RP_NAME,
      rpID,
      userName: name,
      userID: userID as Uint8Array<ArrayBuffer>,
      attestationType: "none",
      excludeCredentials: exclude,
      authenticatorSelection: { residentKey: "required", userVerification: "preferred" },
    });
    const flow = newToken();
    await putFlow(
      ctx.db,
      flow,
      "passkey-register",
      {
        challenge: options.challenge,
        origin,
        rpID,
        name,
        userId: options.user.id,
        accountId: session?.accountId ?? null,
      },
      ctx.now(),
    );
    return { flow, options };
  });

  app.post("/api/auth/passkey/register/verify", async (request, reply) => {
    const session = await sessionOf(ctx, request, reply);
    checkUnsafe(ctx, request, session);
    const body = bodyOf(request);
    const flow = await takeFlow(ctx.db, body.flow, "passkey-register", ctx.now());
    if (flow === null) throw new AccountError(400, "invalid", "this passkey request expired: start again");
    if (flow.accountId !== null && flow.accountId !== session?.accountId)
      throw new AccountError(403, "forbidden", "this passkey request belongs to another session");
    let verification: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
    try {
      verification = await verifyRegistrationResponse({
        response: body.response as RegistrationResponseJSON,
        expectedChallenge: flow.challenge as string,
        expectedOrigin: flow.origin as string,
        expectedRPID: flow.rpID as string,
        requireUserVerification: false,
      });
    } catch (error) {
      request.log.info({ err: error }, "a passkey registration was refused");
      throw new AccountError(400, "invalid", "the passkey could not be verified");
    }
    if (!verification.verified) throw new AccountError(400, "invalid", "the passkey could not be verified");
    const { credential } = verification.registrationInfo;
    const accountId = await ctx.db.transaction().execute(async (trx) => {
      const id = (flow.accountId as string | null) ?? (await createAccount(trx, flow.name as string, hooks));
      await trx
        .insertInto("identities")
        .values({ provider: "passkey", subject: flow.userId as string, account_id: id })
        .onConflict((c) => c.doNothing())
        .execute();
      await trx
        .insertInto("passkeys")
        .values({
          id: credential.id,
          account_id: id,
          public_key: isoBase64URL.fromBuffer(credential.publicKey),
          counter: credential.counter,
          transports: JSON.stringify(credential.transports ?? []),
        })
        .execute();
      return id;
    });
    if (session !== null) return { ok: true };
    const base = ctx.baseOf(request) as string;
    return signedIn(ctx, reply, base, accountId);
  });

  app.post("/api/auth/passkey/login", async (request, reply) => {
    checkUnsafe(ctx, request, await sessionOf(ctx, request, reply));
    const { origin, rpID } = relyingParty(ctx, request);
    const options = await generateAuthenticationOptions({ rpID, userVerification: "preferred" });
    const flow = newToken();
    await putFlow(ctx.db, flow, "passkey-login", { challenge: options.challenge, origin, rpID }, ctx.now());
    return { flow, options };
  });

  app.post("/api/auth/passkey/login/verify", async (request, reply) => {
    checkUnsafe(ctx, request, await sessionOf(ctx, request, reply));
    const body = bodyOf(request);
    const flow = await takeFlow(ctx.db, body.flow, "passkey-login", ctx.now());
    if (flow === null) throw new AccountError(400, "invalid", "this passkey request expired: start again");
    const response = body.response as AuthenticationResponseJSON | undefined;
    const id = typeof response?.id === "string" ? response.id : "";
    const key = await ctx.db.selectFrom("passkeys").selectAll().where("id", "=", id).executeTakeFirst();
    if (key === undefined) throw new AccountError(400, "invalid", "this passkey is not known here");
    let verification: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
    try {
      verification = await verifyAuthenticationResponse({
        response: response as AuthenticationResponseJSON,
        expectedChallenge: flow.challenge as string,
        expectedOrigin: flow.origin as string,
        expectedRPID: flow.rpID as string,
        credential: {
          id: key.id,
          publicKey: isoBase64URL.toBuffer(key.public_key),
          counter: Number(key.counter),
          transports: key.transports as AuthenticatorTransportFuture[],
        },
        requireUserVerification: false,
      });
    } catch (error) {
      request.log.info({ err: error }, "a passkey sign-in was refused");
      throw new AccountError(400, "invalid", "the passkey could not be verified");
    }
    if (!verification.verified) throw new AccountError(400, "invalid", "the passkey could not be verified");
    await ctx.db
      .updateTable("passkeys")
      .set({ counter: verification.authenticationInfo.newCounter, last_used_at: ctx.now() })
      .where("id", "=", key.id)
      .execute();
    return signedIn(ctx, reply, ctx.baseOf(request) as string, key.account_id);
  });
}
