/** The options of `games serve` and of `src/main.ts`. */
import type { ServerOptions } from "./server.js";

export const SERVE_USAGE =
  "serve [--port N] [--host H] [--data DIR] [--redis URL] [--retention-days N] [--idle-hours N] [--presence-ttl MS] [--public-url URL] [--origin URL]... [--bot-delay MS] [--quiet]";

/**
 * Parses serve options; a string is the error to print. `REDIS_URL` in `env` chooses the Redis
 * store when `--redis` is not given.
 */
export function parseServeArgs(
  args: readonly string[],
  env: Readonly<Record<string, string | undefined>> = process.env,
): ServerOptions | string {
  const options: { -readonly [K in keyof ServerOptions]: ServerOptions[K] } = {};
  if (env.REDIS_URL !== undefined && env.REDIS_URL !== "") options.redisUrl = env.REDIS_URL;
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
      case "--presence-ttl": {
        const n = Number(value);
        if (needs() !== null || !Number.isInteger(n) || n < 100 || n > 3_600_000)
          return `${arg} takes a whole number of milliseconds (100 to 3600000)`;
        options.presenceTtlMs = n;
        i++;
        break;
      }
      case "--retention-days":
      case "--idle-hours": {
        const n = Number(value);
        const unit = arg === "--idle-hours" ? "hours" : "days";
        if (needs() !== null || !Number.isFinite(n) || n < 0)
          return `${arg} takes a number of ${unit} (0: keep)`;
        if (arg === "--idle-hours") options.idleMs = n * 3_600_000;
        else options.retentionMs = n * 86_400_000;
        i++;
        break;
      }
      case "--redis":
      case "--host":
      case "--data":
      case "--public-url":
      case "--origin": {
        const missing = needs();
        if (missing !== null || value === undefined) return missing ?? "";
        if (arg === "--host") options.host = value;
        else if (arg === "--redis") options.redisUrl = value;
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
