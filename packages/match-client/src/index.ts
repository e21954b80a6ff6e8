/**
 * @core/match-client: the match server's protocol (JSON Schemas in `protocol.schema.json`, and
 * their types), invite links, the HTTP API and `MatchClient`, a WebSocket client for browsers and
 * Node that reconnects by itself. In Node 20 (no global WebSocket) import `@core/match-client/node`.
 * @packageDocumentation
 */
export {
  type ActionResult,
  type ConnectionStatus,
  MatchClient,
  type MatchClientOptions,
  type MatchSnapshot,
  type SocketFactory,
  type SocketLike,
} from "./client.js";
export { type CreateMatchOptions, createMatch, fetchReplay, HttpError, newCreationId } from "./http.js";
export { type Link, makeLink, parseLink, socketUrl } from "./link.js";
export * from "./protocol.js";

import protocolSchema from "./protocol.schema.json";

/** The JSON Schema (2020-12) of every message: `$defs.clientMessage`, `$defs.serverMessage`, the HTTP bodies. */
export const PROTOCOL_SCHEMA: typeof protocolSchema = protocolSchema;
