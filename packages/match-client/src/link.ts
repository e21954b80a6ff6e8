/**
 * Invite links: `<server origin>/join#<token>`. The token rides in the fragment, which browsers
 * never send in a request, so it stays out of servers' and proxies' logs.
 */

/** A parsed invite link: the server's HTTP origin and the seat's (or spectator's) token. */
export interface Link {
  readonly server: string;
  readonly token: string;
}

const TOKEN = /^[A-Za-z0-9_-]{22,64}$/;

/** The link of `token` on `server` (an origin such as `http://127.0.0.1:8080`). */
export function makeLink(server: string, token: string): string {
  return `${new URL(server).origin}/join#${token}`;
}

/**
 * Parses an invite link (the token in the fragment, or in a `token` query parameter). Throws an
 * Error saying what is wrong with anything else.
 */
export function parseLink(link: string): Link {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    throw new Error(`not a link: ${JSON.stringify(link.slice(0, 200))}`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:")
    throw new Error(`a link starts with http:// or https://, not ${url.protocol}`);
  const token = url.hash.length > 1 ? url.hash.slice(1) : (url.searchParams.get("token") ?? "");
  if (!TOKEN.test(token)) throw new Error("the link holds no token (it ends with #<token>)");
  return { server: url.origin, token };
}

/** The WebSocket endpoint of a server origin: `ws(s)://host/ws`. */
export function socketUrl(server: string): string {
  const url = new URL(server);
  return `${url.protocol === "https:" ? "wss:" : "ws:"}//${url.host}/ws`;
}
