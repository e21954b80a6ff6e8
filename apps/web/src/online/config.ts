/**
 * Where the match server is and what links look like from the web app. The server is the page's
 * own origin (the dev and preview servers proxy `/api` and `/ws` to it, see vite.config.ts) unless
 * the build sets `VITE_MATCH_SERVER`. Invite links point at the web app (`<app>/join#<token>`, the
 * server's link format), so an opponent opens them in a browser and `games join` takes them too.
 * @module
 */
import { parseLink } from "@core/match-client";

/** The match server's origin. */
export function serverOrigin(): string {
  const configured = (import.meta as { env?: Record<string, string | undefined> }).env?.VITE_MATCH_SERVER;
  return configured ? new URL(configured).origin : location.origin;
}

/** The web app's base URL (where index.html is), without hash or query. */
export function appBase(): string {
  const url = new URL(location.href);
  url.hash = "";
  url.search = "";
  url.pathname = url.pathname.replace(/\/join$/, "/").replace(/[^/]*$/, "");
  return url.href;
}

/** The token a link (the server's, a rematch's, or the app's own) carries; null if none. */
export function tokenOf(link: string): string | null {
  try {
    return parseLink(link).token;
  } catch {
    return null;
  }
}

/** The invite link of `token`: the web app's `/join#<token>`. */
export function inviteLink(token: string): string {
  return `${appBase()}join#${token}`;
}

/**
 * The replay page of a replay token (the `replay` of a seat's welcome: that seat's view, or the
 * spectators'). Never a seat's token: whoever holds that plays the seat.
 */
export function replayHash(replayToken: string): string {
  return `#/replay?r=${replayToken}`;
}

/** The shareable link of {@link replayHash}. */
export function replayLink(replayToken: string): string {
  return `${appBase()}${replayHash(replayToken)}`;
}

/** The app's play page of `token`. */
export function playHash(token: string): string {
  return `#/play?t=${token}`;
}
