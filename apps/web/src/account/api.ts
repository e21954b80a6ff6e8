/**
 * The account service's HTTP API as the app sees it: the account (or the sign-in methods), and
 * JSON requests carrying the session's CSRF token. The service shares the app's origin (the dev
 * and preview servers proxy `/api` to the match server), so the session cookie goes along.
 * @module
 */
import { serverOrigin } from "../online/config.js";

export interface Character {
  readonly id: string;
  readonly name: string;
  readonly realm: string;
  readonly class: string;
  readonly race: string;
  readonly level: number;
  readonly portrait: string | null;
}

export type Offered = Omit<Character, "id">;

export interface MemberRequest {
  readonly id: string;
  readonly memberId: string;
  readonly kind: "opt-out" | "rename";
  readonly detail: string | null;
  readonly status: "open" | "accepted" | "refused";
  readonly note: string | null;
}

export interface Methods {
  readonly oidc: { readonly name: string } | null;
  readonly passkeys: boolean;
}

export type AccountState =
  | { readonly signedIn: false; readonly methods: Methods; readonly maxLevel: number }
  | {
      readonly signedIn: true;
      readonly methods: Methods;
      readonly maxLevel: number;
      readonly csrf: string;
      readonly account: { readonly id: string; readonly name: string; readonly role: "player" | "organiser" };
      readonly characters: readonly Character[];
      readonly offered: readonly Offered[];
      readonly members: readonly string[];
      readonly requests: readonly MemberRequest[];
      readonly passkeys: number;
    };

/**
 * A refusal of the service: its code (the page words it), its English message, and the answer's
 * body (a stale deck edit's 409 carries the deck as it is).
 */
export class AccountRequestError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly body: unknown = null,
  ) {
    super(message);
  }
}

/** The account service is not running here (anonymous play only): 404 on its routes. */
export const NO_SERVICE = "no-service";

async function answer<T>(response: Response): Promise<T> {
  // A static server (no match server behind it) answers its own page, or a 404, never JSON.
  if (!response.headers.get("content-type")?.includes("json"))
    throw new AccountRequestError(NO_SERVICE, "no account service here");
  const body = (await response.json().catch(() => null)) as {
    error?: string;
    message?: string;
    reason?: string;
  } | null;
  if (!response.ok) {
    if (response.status === 404 && body?.error === undefined)
      throw new AccountRequestError(NO_SERVICE, "no account service here");
    // A refused intent of the economy says the engine's reason instead of a message.
    throw new AccountRequestError(
      body?.error ?? "unavailable",
      body?.reason ?? body?.message ?? response.statusText,
      body,
    );
  }
  return body as T;
}

/** A signed-in player's read of the service (`GET path`). */
export async function get<T>(path: string): Promise<T> {
  return answer<T>(await fetch(`${serverOrigin()}${path}`, { credentials: "include" }));
}

/** The account, or the sign-in methods when signed out. */
export async function fetchAccount(): Promise<AccountState> {
  const response = await fetch(`${serverOrigin()}/api/account`, { credentials: "include" });
  return answer<AccountState>(response);
}

/** A state-changing request (POST, PUT or DELETE) with the CSRF token when signed in. */
export async function send<T = { ok: true }>(
  method: "POST" | "PUT" | "DELETE",
  path: string,
  csrf: string | null,
  body?: unknown,
): Promise<T> {
  const headers: Record<string, string> = {};
  if (csrf !== null) headers["x-csrf-token"] = csrf;
  if (body !== undefined) headers["content-type"] = "application/json";
  const response = await fetch(`${serverOrigin()}${path}`, {
    method,
    credentials: "include",
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return answer<T>(response);
}

/** Where the provider's sign-in starts; it comes back to `returnTo` (a path of the app). */
export function oidcStart(returnTo: string): string {
  return `${serverOrigin()}/api/auth/oidc/start?return=${encodeURIComponent(returnTo)}`;
}

/**
 * A passkey ceremony: asks the server for options, lets the browser's authenticator answer,
 * sends the answer back. `register` with a name creates an account; signed in, it adds a passkey.
 */
export async function passkey(kind: "register" | "login", csrf: string | null, name?: string): Promise<void> {
  const browser = await import("@simplewebauthn/browser");
  const start = await send<{ flow: string; options: unknown }>(
    "POST",
    `/api/auth/passkey/${kind}`,
    csrf,
    kind === "register" && name !== undefined ? { name } : {},
  );
  const response =
    kind === "register"
      ? await browser.startRegistration({ optionsJSON: start.options as never })
      : await browser.startAuthentication({ optionsJSON: start.options as never });
  await send("POST", `/api/auth/passkey/${kind}/verify`, csrf, { flow: start.flow, response });
}
