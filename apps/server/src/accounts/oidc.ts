/**
 * Sign-in through OpenID Connect as a relying party (`openid-client`): the guild site or
 * Battle.net is the provider, configured by issuer URL, client id and secret. Authorization code
 * flow with PKCE, state and nonce; the state is taken once (a replayed callback finds nothing).
 * A refused consent, an expired or used code, or an unknown state sends the player back to the
 * app with a reason it words (`signin=refused|expired|failed`), never a provider page: to the page
 * he started from when the sign-in is known (an invitation is not lost), else to `#/account`.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import * as client from "openid-client";
import { type AccountCreatedHook, accountForIdentity, cleanName } from "./accounts.js";
import { type CharacterSnapshot, fetchProfile, fromClaims } from "./characters.js";
import { putFlow, putNote, takeFlow } from "./flows.js";
import { type AccountContext, setSessionCookie } from "./http.js";
import { newToken } from "./ids.js";
import { openSession } from "./sessions.js";

export interface OidcOptions {
  /** The provider's issuer URL (its discovery document is `<issuer>/.well-known/openid-configuration`). */
  readonly issuer: string;
  readonly clientId: string;
  readonly clientSecret: string;
  /** The provider's name on the sign-in button (default: the issuer's host). */
  readonly name?: string;
  /** Scopes asked (default `openid profile`). */
  readonly scope?: string;
  /** A character API in Battle.net's profile format, read with the access token at sign-in. */
  readonly charactersApi?: string;
}

/** Why a sign-in came back without a session (the web app words each). */
export type SignInFailure = "refused" | "expired" | "failed";

const isLoopback = (url: URL) => ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname);

/** How long the characters offered at sign-in may be linked. */
const OFFER_TTL_MS = 86_400_000;

/** The key of an account's character offer (not a secret: only the account's session reads it). */
export const offerKey = (accountId: string) => `characters:${accountId}`;

/** A path of the app to come back to: `/…` on the same site only. */
export function returnPath(value: unknown): string {
  return typeof value === "string" && /^\/(?!\/)[^\s\\]{0,500}$/.test(value) ? value : "/#/account";
}

/**
 * Where a failed sign-in goes back to: the app's route it started from (`returnTo`, a path as
 * {@link returnPath} keeps it) with `signin=<reason>` added to the route's parameters, so the page
 * (an invitation, say) says why and offers to try again; the account page when the route is not
 * known (a replayed or forged state) or names none.
 */
export function failurePath(returnTo: string | null, reason: SignInFailure): string {
  const hash = returnTo === null ? -1 : returnTo.indexOf("#/");
  if (returnTo === null || hash < 0) return `/#/account?signin=${reason}`;
  const route = returnTo
    .slice(hash + 1)
    .replace(/([?&])signin=[^&]*&?/, "$1")
    .replace(/[?&]$/, "");
  return `${returnTo.slice(0, hash)}#${route}${route.includes("?") ? "&" : "?"}signin=${reason}`;
}

function failure(
  reply: FastifyReply,
  base: string,
  reason: SignInFailure,
  returnTo: string | null = null,
): FastifyReply {
  return reply.redirect(`${base}${failurePath(returnTo, reason)}`, 303);
}

/** Registers `/api/auth/oidc/start` and `/api/auth/oidc/callback`. */
export function registerOidc(
  app: FastifyInstance,
  ctx: AccountContext,
  options: OidcOptions,
  hooks: readonly AccountCreatedHook[],
): void {
  const issuer = new URL(options.issuer);
  const provider = `oidc:${issuer.href.replace(/\/$/, "")}`;
  let config: Promise<client.Configuration> | null = null;
  // Discovered at the first sign-in, and again after a failure (the provider may be down at start).
  const discovered = (): Promise<client.Configuration> => {
    config ??= client
      .discovery(issuer, options.clientId, options.clientSecret, undefined, {
        // Plain http only to a provider on this machine (the tests' own).
        ...(issuer.protocol === "http:" && isLoopback(issuer)
          ? { execute: [client.allowInsecureRequests] }
          : {}),
        timeout: 10,
      })
      .catch((error: unknown) => {
        config = null;
        throw error;
      });
    return config;
  };

  app.get<{ Querystring: { return?: string } }>("/api/auth/oidc/start", async (request, reply) => {
    const base = ctx.baseOf(request);
    if (base === null) return reply.code(403).send({ error: "csrf", message: "unknown origin" });
    let configuration: client.Configuration;
    try {
      configuration = await discovered();
    } catch (error) {
      request.log.warn({ err: error }, "the OpenID provider is unreachable");
      return failure(reply, base, "failed");
    }
    const state = newToken();
    const nonce = client.randomNonce();
    const verifier = client.randomPKCECodeVerifier();
    const redirectUri = `${base}/api/auth/oidc/callback`;
    await putFlow(
      ctx.db,
      state,
      "oidc",
      { verifier, nonce, redirectUri, returnTo: returnPath(request.query.return) },
      ctx.now(),
    );
    const url = client.buildAuthorizationUrl(configuration, {
      redirect_uri: redirectUri,
      scope: options.scope ?? "openid profile",
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: "S256",
      state,
      nonce,
    });
    return reply.redirect(url.href, 303);
  });

  app.get<{ Querystring: Record<string, string | undefined> }>(
    "/api/auth/oidc/callback",
    async (request: FastifyRequest<{ Querystring: Record<string, string | undefined> }>, reply) => {
      const base = ctx.baseOf(request);
      if (base === null) return reply.code(403).send({ error: "csrf", message: "unknown origin" });
      const now = ctx.now();
      // Taken once, whatever follows: a replayed callback (or a forged state) finds nothing.
      const flow = await takeFlow(ctx.db, request.query.state, "oidc", now);
      if (flow === null) return failure(reply, base, "expired");
      const returnTo = flow.returnTo as string;
      if (request.query.error !== undefined)
        return failure(reply, base, request.query.error === "access_denied" ? "refused" : "failed", returnTo);
      let claims: Record<string, unknown>;
      let accessToken: string;
      try {
        const configuration = await discovered();
        const current = new URL(flow.redirectUri as string);
        current.search = new URL(request.url, "http://x").search;
        const tokens = await client.authorizationCodeGrant(configuration, current, {
          pkceCodeVerifier: flow.verifier as string,
          expectedState: request.query.state as string,
          expectedNonce: flow.nonce as string,
          idTokenExpected: true,
        });
        const idClaims = tokens.claims();
        if (idClaims === undefined) throw new Error("no ID token");
        accessToken = tokens.access_token;
        const info = await client.fetchUserInfo(configuration, accessToken, idClaims.sub);
        claims = { ...idClaims, ...info };
      } catch (error) {
        request.log.warn({ err: error }, "an OpenID sign-in failed");
        return failure(reply, base, "failed", returnTo);
      }
      const name =
        cleanName(claims.name) ??
        cleanName(claims.preferred_username) ??
        cleanName(claims.nickname) ??
        "Joueur";
      const { accountId } = await accountForIdentity(ctx.db, provider, String(claims.sub), name, hooks);
      let characters: CharacterSnapshot[] = fromClaims(claims);
      if (options.charactersApi !== undefined) {
        try {
          characters = [...characters, ...(await fetchProfile(options.charactersApi, accessToken))];
        } catch (error) {
          request.log.warn({ err: error }, "the character API failed: no characters offered");
        }
      }
      await putNote(ctx.db, offerKey(accountId), { characters }, now, OFFER_TTL_MS);
      const { token } = await openSession(ctx.db, accountId, ctx.policy, now);
      setSessionCookie(reply, base, token, ctx.policy.maxAgeMs);
      return reply.redirect(`${base}${returnTo}`, 303);
    },
  );
}
