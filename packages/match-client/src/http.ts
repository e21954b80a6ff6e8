/** The server's HTTP API: create a match, fetch a replay. Uses the global `fetch` (Node 20, browsers). */
import type { CreatedMatch, CreateMatchRequest, FullReplay, SeatReplay } from "./protocol.js";

async function json<T>(response: Response): Promise<T> {
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const message =
      typeof body === "object" && body !== null && "message" in body
        ? String(body.message)
        : response.statusText;
    throw new Error(`${response.status}: ${message}`);
  }
  return body as T;
}

/** POST /api/matches on `server` (an origin): the new match's info and its links. */
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
