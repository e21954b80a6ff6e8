import type { Logger } from "vite";

/** True when `message`/`error` is the WebSocket proxy reporting a connection the browser closed. */
export function isClosedTab(message: unknown, error: { code?: string } | undefined): boolean;
/** `logger` (Vite's `createLogger()`) without the closed-tab noise. */
export function quietProxyLogger<L extends Pick<Logger, "error">>(logger: L): L;
