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

/**
 * POST /api/matches on `server` (an origin): the new match's info and its links. Throws an
 * {@link HttpError} when the server turns the request down (`setup` says why the engine refused the setup).
 */
export async function createMatch(server: string, request: CreateMatchRequest): Promise<CreatedMatch> {
  const response = await fetch(new URL("/api/matches", server), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(request),
  });
  return json<CreatedMatch>(response);
}

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
