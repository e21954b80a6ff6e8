/**
 * The dev and preview servers' logger: Vite's own, less the stack traces its WebSocket proxy logs
 * when a player closes a tab ("ws proxy error: read ECONNRESET"), which are the normal end of a
 * connection, not an error (issue 30). Every other message goes through unchanged.
 */

/** The network errors a closed browser tab gives the proxied WebSocket. */
const CLOSED = new Set(["ECONNRESET", "EPIPE", "ECONNABORTED"]);

/** True when `message`/`error` is the WebSocket proxy reporting a connection the browser closed. */
export function isClosedTab(message, error) {
  return /ws proxy (socket )?error/.test(String(message)) && CLOSED.has(error?.code);
}

/** `logger` (Vite's `createLogger()`) without the closed-tab noise. */
export function quietProxyLogger(logger) {
  return {
    ...logger,
    error(message, options) {
      if (isClosedTab(message, options?.error)) return;
      logger.error(message, options);
    },
  };
}
