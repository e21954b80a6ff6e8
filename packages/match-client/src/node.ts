/**
 * `@core/match-client/node`: the same API, with `ws` as the WebSocket (Node 20 has no global one).
 * @packageDocumentation
 */
import { WebSocket } from "ws";
import { MatchClient, type MatchClientOptions, type SocketFactory } from "./client.js";
import type { Link } from "./link.js";

export * from "./index.js";

/** A {@link MatchClient} over `ws`. */
export function connect(link: string | Link, options: MatchClientOptions = {}): MatchClient {
  return new MatchClient(link, { WebSocket: WebSocket as unknown as SocketFactory, ...options });
}
