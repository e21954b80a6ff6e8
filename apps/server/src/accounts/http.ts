/**
 * What every account route shares: the request's session from its cookie (rotated when due),
 * the CSRF and origin checks of state-changing requests, and errors as `{error, message}` with a
 * code the web app says in the player's language.
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import type { Schema } from "../db/schema.js";
import { findSession, type Session, type SessionPolicy, touchSession } from "./sessions.js";

/** Reasons an account request is refused (the web app words each). */
export type AccountErrorCode =
  | "signed-out"
  | "csrf"
  | "forbidden"
  | "not-found"
  | "invalid"
  | "conflict"
  | "refused"
  | "unavailable";

/**
 * A refused account request: its HTTP status, code and an English sentence for logs and tools;
 * `extra` adds fields to the answer (a refusal's `reason` the page words, the issues it is about).
 */
export class AccountError extends Error {
  override readonly name = "AccountError";
  constructor(
    readonly status: number,
    readonly code: AccountErrorCode,
    message: string,
    readonly extra: Readonly<Record<string, unknown>> = {},
  ) {
    super(message);
  }
}

/** What the account routes need from the service. */
export interface AccountContext {
  readonly db: Kysely<Schema>;
  readonly policy: SessionPolicy;
  /** Whether a page of `origin` may make state-changing requests. */
  originAllowed(origin: string): boolean;
  /** The public base URL for this request (redirects, WebAuthn's origin), or null if not allowed. */
  baseOf(request: FastifyRequest): string | null;
  readonly now: () => Date;
}

/** The session cookie's name and attributes for a base URL (https: Secure and `__Host-`). */
export function cookieFor(base: string): { name: string; secure: boolean } {
  const secure = base.startsWith("https:");
  return { name: secure ? "__Host-games_session" : "games_session", secure };
}

const COOKIE_NAMES = ["__Host-games_session", "games_session"] as const;

/** Sets the session cookie (HttpOnly, SameSite=Lax, Path=/, Secure over https). */
export function setSessionCookie(reply: FastifyReply, base: string, token: string, maxAgeMs: number): void {
  const { name, secure } = cookieFor(base);
  reply.setCookie(name, token, {
    httpOnly: true,
    sameSite: "lax",
    secure,
    path: "/",
    maxAge: Math.floor(maxAgeMs / 1000),
  });
}

export function clearSessionCookie(reply: FastifyReply, base: string): void {
  const { name, secure } = cookieFor(base);
  reply.clearCookie(name, { httpOnly: true, sameSite: "lax", secure, path: "/" });
}

const sessions = new WeakMap<FastifyRequest, (Session & { replaced: boolean }) | null>();

/**
 * The request's live session, or null. Looked up once per request; a token due for rotation is
 * replaced and the new one set on the reply.
 */
export async function sessionOf(
  ctx: AccountContext,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<Session | null> {
  if (sessions.has(request)) return sessions.get(request) ?? null;
  const cookies = request.cookies ?? {};
  const token = COOKIE_NAMES.map((n) => cookies[n]).find((t) => t !== undefined);
  const now = ctx.now();
  const session = await findSession(ctx.db, token, ctx.policy, now);
  sessions.set(request, session);
  if (session !== null) {
    const rotated = await touchSession(ctx.db, session, ctx.policy, now);
    const base = ctx.baseOf(request);
    if (rotated !== null && base !== null)
      setSessionCookie(reply, base, rotated, session.expiresAt.getTime() - now.getTime());
  }
  return session;
}

const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Checks a state-changing request: a page's `Origin` must be allowed (a cross-site form or fetch
 * is refused before anything happens), and a signed-in request must echo its session's CSRF
 * token in `x-csrf-token`.
 */
export function checkUnsafe(ctx: AccountContext, request: FastifyRequest, session: Session | null): void {
  if (!UNSAFE.has(request.method)) return;
  const origin = request.headers.origin;
  if (origin !== undefined && !ctx.originAllowed(origin))
    throw new AccountError(403, "csrf", "this request comes from a page of another site");
  if (session !== null && request.headers["x-csrf-token"] !== session.csrf)
    throw new AccountError(403, "csrf", "this request lacks the session's CSRF token: reload the page");
}

/** The signed-in session of a request (after the checks above), or a 401. */
export async function requireSession(
  ctx: AccountContext,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<Session> {
  const session = await sessionOf(ctx, request, reply);
  if (session === null) throw new AccountError(401, "signed-out", "sign in first");
  checkUnsafe(ctx, request, session);
  return session;
}

/** The signed-in organiser of a request, or a 401/403. */
export async function requireOrganiser(
  ctx: AccountContext,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<Session> {
  const session = await requireSession(ctx, request, reply);
  const account = await ctx.db
    .selectFrom("accounts")
    .select("role")
    .where("id", "=", session.accountId)
    .executeTakeFirst();
  if (account?.role !== "organiser")
    throw new AccountError(403, "forbidden", "only an organiser may do this");
  return session;
}
