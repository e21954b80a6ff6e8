/** The server's HTTP API: create a match, fetch a replay. Uses the global `fetch` (Node 20, browsers). */
import type { CreatedMatch, CreateMatchRequest, FullReplay, SeatReplay, SetupRefusal } from "./protocol.js";

/**
 * A request the server turned down. `message` is `<status>: <the server's words>`, as before
 * this class; `code` is the body's `error` (`request`, `rate-limited`, …; null when the body is
 * not the server's); `setup`, when the engine refused the match's setup, its reason, pointer and
 * English words, for a client to say it in the player's language.
 */
export class HttpError extends Error {
  override readonly name = "HttpError";
  readonly status: number;
  readonly code: string | null;
  readonly setup: SetupRefusal | null;

  constructor(status: number, message: string, code: string | null, setup: SetupRefusal | null) {
    super(`${status}: ${message}`);
    this.status = status;
    this.code = code;
    this.setup = setup;
  }
}

function field(body: object, key: string): unknown {
  return Object.hasOwn(body, key) ? (body as Record<string, unknown>)[key] : undefined;
}

/** The `setup` of an error body, when it has the documented shape (a proxy's page has none). */
function setupRefusal(body: object): SetupRefusal | null {
  const setup = field(body, "setup");
  if (typeof setup !== "object" || setup === null) return null;
  const reason = field(setup, "reason");
  const pointer = field(setup, "pointer");
  const detail = field(setup, "detail");
  if (typeof pointer !== "string" || typeof detail !== "string") return null;
  return typeof reason === "string" ? { reason, pointer, detail } : { pointer, detail };
}

async function json<T>(response: Response): Promise<T> {
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const known = typeof body === "object" && body !== null ? body : null;
    const message =
      known !== null && field(known, "message") !== undefined
        ? String(field(known, "message"))
        : response.statusText;
    const code = known === null ? null : field(known, "error");
    throw new HttpError(
      response.status,
      message,
      typeof code === "string" ? code : null,
      known === null ? null : setupRefusal(known),
    );
  }
  return body as T;
}

/** Options of {@link createMatch}. */
export interface CreateMatchOptions {
  /**
   * Sends the request again (under the same creation id) after a 503 or a failure to reach the
   * server, this many times. Default 2.
   */
  readonly retries?: number;
  /** Waits between attempts: the server's `Retry-After`, at most this (ms). Default 2000. */
  readonly maxDelayMs?: number;
}

/** A fresh creation id: 128 random bits, base64url. */
export function newCreationId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

/**
 * POST /api/matches on `server` (an origin): the new match's info and its links. Throws an
 * {@link HttpError} when the server turns the request down (`setup` says why the engine refused the setup).
 *
 * The request carries a creation id (`request.creationId`, else a fresh one), so sending it again
 * can never make two matches: after a 503 (the store was unreachable; the server kept nothing) or
 * a request that never got its answer, it is sent again under the same id (`options.retries`
 * times), and the server answers with the one match that id makes.
 */
export async function createMatch(
  server: string,
  request: CreateMatchRequest,
  options: CreateMatchOptions = {},
): Promise<CreatedMatch> {
  const body = JSON.stringify({ ...request, creationId: request.creationId ?? newCreationId() });
  const retries = options.retries ?? 2;
  const maxDelayMs = options.maxDelayMs ?? 2000;
  for (let attempt = 0; ; attempt++) {
    let response: Response;
    try {
      response = await fetch(new URL("/api/matches", server), {
        method: "POST",
        headers: { "content-type": "application/json" },
        body,
      });
    } catch (error) {
      // The request may or may not have reached the server: the creation id makes a retry safe.
      if (attempt >= retries) throw error;
      await sleep(maxDelayMs / 2);
      continue;
    }
    if (response.status === 503 && attempt < retries) {
      const after = Number(response.headers.get("retry-after"));
      await response.body?.cancel();
      await sleep(Math.min(maxDelayMs, Number.isFinite(after) && after > 0 ? after * 1000 : maxDelayMs / 2));
      continue;
    }
    return json<CreatedMatch>(response);
  }
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * GET /api/replay with a seat's, spectator's or replay token (see `REPLAY_TOKEN`): `seat` gives
 * what that seat (or the spectators) saw;
 * `full` the whole replay (setup with seed, every action) once the match is over.
 */
export async function fetchReplay(server: string, token: string, kind: "full"): Promise<FullReplay>;
export async function fetchReplay(server: string, token: string, kind: "seat"): Promise<SeatReplay>;
export async function fetchReplay(
  server: string,
  token: string,
  kind: "full" | "seat",
): Promise<FullReplay | SeatReplay> {
  const response = await fetch(new URL(`/api/replay?kind=${kind}`, server), {
    headers: { authorization: `Bearer ${token}` },
  });
  return json<FullReplay | SeatReplay>(response);
}
