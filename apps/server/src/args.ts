/** The options of `games serve` and of `src/main.ts`. */
import type { ServerOptions } from "./server.js";

export const SERVE_USAGE =
  "serve [--port N] [--host H] [--data DIR] [--public-url URL] [--origin URL]... [--bot-delay MS] [--quiet]";

/** Parses serve options; a string is the error to print. */
export function parseServeArgs(args: readonly string[]): ServerOptions | string {
  const options: { -readonly [K in keyof ServerOptions]: ServerOptions[K] } = {};
  const origins: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    const value = args[i + 1];
    const needs = (): string | null => (value === undefined ? `${arg} needs a value` : null);
    switch (arg) {
      case "--port":
      case "--bot-delay": {
        const n = Number(value);
        if (needs() !== null || !Number.isInteger(n) || n < 0 || n > 65535 * (arg === "--port" ? 1 : 1000))
          return `${arg} takes a whole number`;
        if (arg === "--port") options.port = n;
        else options.botDelayMs = n;
        i++;
        break;
      }
      case "--host":
      case "--data":
      case "--public-url":
      case "--origin": {
        const missing = needs();
        if (missing !== null || value === undefined) return missing ?? "";
        if (arg === "--host") options.host = value;
        else if (arg === "--data") options.dataDir = value;
        else if (arg === "--public-url") options.publicUrl = value;
        else origins.push(value);
        i++;
        break;
      }
      case "--quiet":
        options.logger = false;
        break;
      default:
        return `unexpected argument "${arg}"; usage: ${SERVE_USAGE}`;
    }
  }
  if (origins.length > 0) options.origins = origins;
  return options;
}
