/** The options of `games serve` and of `src/main.ts`. */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { type AddressLimits, perMinute } from "./address-limits.js";
import type { ConnectionOptions } from "./connections.js";
import { databaseTarget } from "./db/database.js";
import type { ServerOptions } from "./server.js";
import type { SessionLimits } from "./session.js";

export const SERVE_USAGE =
  "serve [--port N] [--host H] [--data DIR] [--redis URL] [--redis-wait N[/MS]] [--retention-days N] [--idle-hours N] [--presence-ttl MS] [--presence-grace MS] [--connect-limit N] [--auth-limit N] [--address-connections N] [--max-connections N] [--hello-timeout MS] [--request-timeout MS] [--trust-proxy LIST] [--public-url URL] [--origin URL]... [--secret S | --secret-file FILE] [--metrics-token T] [--database URL | --no-accounts] [--oidc-issuer URL --oidc-client-id ID [--oidc-client-secret S] [--oidc-name NAME] [--oidc-scope S] [--characters-api URL]] [--passkeys | --no-passkeys] [--max-level N] [--bot-delay MS] [--quiet]";

/** The shortest secret taken: tokens are MACs under it, so it must not be guessable. */
const MIN_SECRET = 32;

/**
 * Parses serve options; a string is the error to print. `REDIS_URL` in `env` chooses the Redis
 * store when `--redis` is not given, `METRICS_TOKEN` the metrics token when `--metrics-token` is not.
 * The account service runs on the embedded database in `<data>/accounts` unless `--database` (or
 * `DATABASE_URL`) names a PostgreSQL server or `--no-accounts` turns it off; with Redis and no
 * PostgreSQL it is off, since instances sharing Redis cannot share an embedded database.
 */
export function parseServeArgs(
  args: readonly string[],
  env: Readonly<Record<string, string | undefined>> = process.env,
): ServerOptions | string {
  const options: { -readonly [K in keyof ServerOptions]: ServerOptions[K] } = {};
  if (env.REDIS_URL !== undefined && env.REDIS_URL !== "") options.redisUrl = env.REDIS_URL;
  if (env.METRICS_TOKEN !== undefined && env.METRICS_TOKEN !== "") options.metricsToken = env.METRICS_TOKEN;
  const origins: string[] = [];
  const addressLimits: { -readonly [K in keyof AddressLimits]?: AddressLimits[K] } = {};
  const connections: { -readonly [K in keyof ConnectionOptions]?: ConnectionOptions[K] } = {};
  const limits: { -readonly [K in keyof SessionLimits]?: SessionLimits[K] } = {};
  let database = env.DATABASE_URL;
  let accounts = true;
  const oidc: Record<string, string | undefined> = {
    issuer: env.OIDC_ISSUER || undefined,
    clientId: env.OIDC_CLIENT_ID || undefined,
    clientSecret: env.OIDC_CLIENT_SECRET || undefined,
  };
  let passkeys: boolean | undefined;
  let maxLevel: number | undefined;
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
      case "--redis-wait": {
        // N replicas, within MS (default 1000): `RedisStoreOptions.wait`.
        const m = /^(\d{1,2})(?:\/(\d{1,6}))?$/.exec(value ?? "");
        const replicas = Number(m?.[1]);
        const timeoutMs = Number(m?.[2] ?? 1000);
        if (needs() !== null || m === null || replicas < 1 || timeoutMs < 1)
          return `${arg} takes a number of replicas, and optionally /milliseconds to wait for them (e.g. 1/1000)`;
        options.redisWait = { replicas, timeoutMs };
        i++;
        break;
      }
      case "--presence-grace": {
        const n = Number(value);
        if (needs() !== null || !Number.isInteger(n) || n < 0 || n > 600_000)
          return `${arg} takes a whole number of milliseconds (0 to 600000)`;
        options.presenceGraceMs = n;
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
      case "--connect-limit":
      case "--auth-limit": {
        const n = Number(value);
        if (needs() !== null || !Number.isInteger(n) || n < 0 || n > 1_000_000)
          return `${arg} takes a whole number a minute (0: no limit)`;
        addressLimits[arg === "--connect-limit" ? "connect" : "auth"] = perMinute(n);
        i++;
        break;
      }
      case "--address-connections":
      case "--max-connections": {
        const n = Number(value);
        if (needs() !== null || !Number.isInteger(n) || n < 0 || n > 10_000_000)
          return `${arg} takes a whole number of connections${arg === "--address-connections" ? " (0: no cap)" : ""}`;
        if (arg === "--max-connections") connections.maxConnections = n;
        else connections.perAddress = n === 0 ? null : n;
        i++;
        break;
      }
      case "--hello-timeout":
      case "--request-timeout": {
        const n = Number(value);
        if (needs() !== null || !Number.isInteger(n) || n < 100 || n > 600_000)
          return `${arg} takes a whole number of milliseconds (100 to 600000)`;
        if (arg === "--hello-timeout") limits.helloTimeoutMs = n;
        else {
          connections.requestTimeoutMs = n;
          connections.headersTimeoutMs = Math.min(n, 10_000);
        }
        i++;
        break;
      }
      case "--trust-proxy": {
        const proxies = (value ?? "").split(",").filter((p) => p !== "");
        if (needs() !== null || proxies.length === 0)
          return `${arg} takes the load balancers' addresses or CIDRs, comma-separated`;
        options.trustProxy = proxies;
        i++;
        break;
      }
      case "--database": {
        if (needs() !== null) return `${arg} takes a postgres:// URL`;
        database = value;
        i++;
        break;
      }
      case "--no-accounts":
        accounts = false;
        break;
      case "--passkeys":
      case "--no-passkeys":
        passkeys = arg === "--passkeys";
        break;
      case "--max-level": {
        const n = Number(value);
        if (needs() !== null || !Number.isInteger(n) || n < 1 || n > 1000)
          return `${arg} takes a whole number (1 to 1000)`;
        maxLevel = n;
        i++;
        break;
      }
      case "--oidc-issuer":
      case "--oidc-client-id":
      case "--oidc-client-secret":
      case "--oidc-name":
      case "--oidc-scope":
      case "--characters-api": {
        const missing = needs();
        if (missing !== null || value === undefined) return missing ?? "";
        const key = {
          "--oidc-issuer": "issuer",
          "--oidc-client-id": "clientId",
          "--oidc-client-secret": "clientSecret",
          "--oidc-name": "name",
          "--oidc-scope": "scope",
          "--characters-api": "charactersApi",
        }[arg];
        if ((key === "issuer" || key === "charactersApi") && !/^https?:\/\//.test(value))
          return `${arg} takes an http(s) URL`;
        oidc[key] = value;
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
      case "--secret":
      case "--secret-file": {
        const missing = needs();
        if (missing !== null || value === undefined) return missing ?? "";
        let secret = value;
        if (arg === "--secret-file")
          try {
            secret = readFileSync(value, "utf8").trim();
          } catch (error) {
            return `${arg}: cannot read ${value} (${(error as NodeJS.ErrnoException).code ?? "error"})`;
          }
        if (secret.length < MIN_SECRET || /\s/.test(secret))
          return `${arg} takes a secret of at least ${MIN_SECRET} characters without spaces (e.g. openssl rand -base64 32)`;
        options.secret = secret;
        i++;
        break;
      }
      case "--metrics-token": {
        if (needs() !== null || value === undefined || value.length < 16 || /\s/.test(value))
          return `${arg} takes a token of at least 16 characters without spaces`;
        options.metricsToken = value;
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
  if (options.redisWait !== undefined && options.redisUrl === undefined)
    return "--redis-wait needs --redis (or REDIS_URL): it waits for the replicas of a Redis";
  if (accounts && (options.redisUrl === undefined || (database !== undefined && database !== ""))) {
    const target = databaseTarget(database, join(options.dataDir ?? "data", "accounts"));
    if (typeof target === "string") return target;
    const { issuer, clientId, clientSecret, ...rest } = oidc;
    const named = Object.values(oidc).some((v) => v !== undefined && v !== "");
    if (named && (issuer === undefined || clientId === undefined))
      return "sign-in through a provider needs --oidc-issuer and --oidc-client-id (and its secret: --oidc-client-secret or OIDC_CLIENT_SECRET)";
    const extra = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined && v !== ""));
    options.accounts = {
      database: target,
      ...(issuer === undefined || clientId === undefined
        ? {}
        : { oidc: { issuer, clientId, clientSecret: clientSecret ?? "", ...extra } }),
      ...(passkeys === undefined ? {} : { passkeys }),
      ...(maxLevel === undefined ? {} : { maxLevel }),
    };
  }
  if (origins.length > 0) options.origins = origins;
  if (Object.keys(addressLimits).length > 0) options.addressLimits = addressLimits;
  if (Object.keys(connections).length > 0) options.connections = connections;
  if (Object.keys(limits).length > 0) options.limits = limits;
  return options;
}
