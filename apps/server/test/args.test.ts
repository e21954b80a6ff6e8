/** `games serve`'s options: presence's grace, the per-address limits, the token secret. */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseServeArgs } from "../src/args.js";

/** What every parse without --data, --database or --no-accounts holds: accounts on the embedded database. */
const accounts = { database: { kind: "pglite", dir: "data/accounts" } } as const;

describe("parseServeArgs", () => {
  it("reads the grace, the address limits (0: none) and the trusted proxies", () => {
    expect(
      parseServeArgs(
        [
          "--presence-grace",
          "0",
          "--connect-limit",
          "120",
          "--auth-limit",
          "0",
          "--trust-proxy",
          "10.0.0.0/8,::1",
        ],
        {},
      ),
    ).toEqual({
      accounts: { database: { kind: "pglite", dir: "data/accounts" } },
      presenceGraceMs: 0,
      addressLimits: { connect: { perSecond: 2, burst: 120 }, auth: null },
      trustProxy: ["10.0.0.0/8", "::1"],
    });
    expect(parseServeArgs(["--no-accounts"], {})).toEqual({});
  });

  it("keeps accounts in the embedded database under --data, or in PostgreSQL by URL", () => {
    expect(parseServeArgs(["--data", "/srv/games"], {})).toEqual({
      dataDir: "/srv/games",
      accounts: { database: { kind: "pglite", dir: "/srv/games/accounts" } },
    });
    const url = "postgres://games@db.internal/games";
    expect(parseServeArgs(["--database", url], {})).toEqual({
      accounts: { database: { kind: "postgres", url } },
    });
    expect(parseServeArgs([], { DATABASE_URL: url })).toEqual({
      accounts: { database: { kind: "postgres", url } },
    });
    // Instances sharing Redis cannot share an embedded database: accounts need PostgreSQL there.
    expect(parseServeArgs(["--redis", "redis://r"], {})).toEqual({ redisUrl: "redis://r" });
    expect(parseServeArgs(["--redis", "redis://r", "--database", url], {})).toEqual({
      redisUrl: "redis://r",
      accounts: { database: { kind: "postgres", url } },
    });
    // WAIT for replicas before acknowledging (issue 29): N, or N/milliseconds.
    expect(parseServeArgs(["--redis", "redis://r", "--redis-wait", "1"], {})).toEqual({
      redisUrl: "redis://r",
      redisWait: { replicas: 1, timeoutMs: 1000 },
    });
    expect(parseServeArgs(["--redis", "redis://r", "--redis-wait", "2/250"], {})).toMatchObject({
      redisWait: { replicas: 2, timeoutMs: 250 },
    });
    expect(parseServeArgs(["--redis-wait", "1"], {})).toBe(
      "--redis-wait needs --redis (or REDIS_URL): it waits for the replicas of a Redis",
    );
    expect(parseServeArgs(["--redis-wait", "1"], { REDIS_URL: "redis://r" })).toMatchObject({
      redisWait: { replicas: 1, timeoutMs: 1000 },
    });
    for (const bad of ["0", "x", "1/", "1/0"])
      expect(parseServeArgs(["--redis-wait", bad], {})).toMatch(/--redis-wait takes a number of replicas/);
    expect(parseServeArgs(["--database", "mysql://h/db"], {})).toBe("--database takes a postgres:// URL");
    expect(parseServeArgs(["--database"], {})).toBe("--database takes a postgres:// URL");
  });

  it("configures the OpenID provider (the secret from the environment), passkeys and the max level", () => {
    const parsed = parseServeArgs(
      [
        "--no-passkeys",
        "--oidc-issuer",
        "https://id.guild.example",
        "--oidc-client-id",
        "tcg",
        "--oidc-name",
        "Guilde LGC",
        "--characters-api",
        "https://api.example/profile/user/wow",
        "--max-level",
        "70",
      ],
      { OIDC_CLIENT_SECRET: "s3cret" },
    );
    expect(parsed).toEqual({
      accounts: {
        database: { kind: "pglite", dir: "data/accounts" },
        oidc: {
          issuer: "https://id.guild.example",
          clientId: "tcg",
          clientSecret: "s3cret",
          name: "Guilde LGC",
          charactersApi: "https://api.example/profile/user/wow",
        },
        passkeys: false,
        maxLevel: 70,
      },
    });
    expect(parseServeArgs(["--oidc-issuer", "https://id.example"], {})).toMatch(
      /^sign-in through a provider needs --oidc-issuer and --oidc-client-id/,
    );
    expect(parseServeArgs(["--oidc-issuer", "id.example", "--oidc-client-id", "x"], {})).toBe(
      "--oidc-issuer takes an http(s) URL",
    );
    expect(parseServeArgs(["--max-level", "0"], {})).toBe("--max-level takes a whole number (1 to 1000)");
  });

  it("takes the token secret inline or from a file, and the metrics token; never short ones", () => {
    const secret = "s".repeat(32);
    expect(parseServeArgs(["--secret", secret], {})).toEqual({ secret, accounts });
    const dir = mkdtempSync(join(tmpdir(), "serve-args-"));
    try {
      writeFileSync(join(dir, "secret"), `${secret}\n`);
      expect(parseServeArgs(["--secret-file", join(dir, "secret")], {})).toEqual({ secret, accounts });
      expect(parseServeArgs(["--secret-file", join(dir, "none")], {})).toBe(
        `--secret-file: cannot read ${join(dir, "none")} (ENOENT)`,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    expect(parseServeArgs(["--secret", "short"], {})).toMatch(/^--secret takes a secret of at least 32/);
    expect(parseServeArgs(["--secret", `${secret} x`], {})).toMatch(/^--secret takes/);
    expect(parseServeArgs(["--secret"], {})).toBe("--secret needs a value");
    expect(parseServeArgs(["--metrics-token", "t".repeat(16)], {})).toEqual({
      metricsToken: "t".repeat(16),
      accounts,
    });
    expect(parseServeArgs([], { METRICS_TOKEN: "e".repeat(16) })).toEqual({
      metricsToken: "e".repeat(16),
      accounts,
    });
    expect(parseServeArgs(["--metrics-token", "short"], {})).toMatch(/^--metrics-token takes a token/);
  });

  it("reads the connection options", () => {
    expect(
      parseServeArgs(
        [
          "--max-connections",
          "5000",
          "--address-connections",
          "0",
          "--hello-timeout",
          "3000",
          "--request-timeout",
          "30000",
        ],
        {},
      ),
    ).toEqual({
      accounts,
      connections: {
        maxConnections: 5000,
        perAddress: null,
        requestTimeoutMs: 30000,
        headersTimeoutMs: 10000,
      },
      limits: { helloTimeoutMs: 3000 },
    });
    expect(parseServeArgs(["--request-timeout", "2000", "--address-connections", "16"], {})).toEqual({
      accounts,
      connections: { perAddress: 16, requestTimeoutMs: 2000, headersTimeoutMs: 2000 },
    });
    expect(parseServeArgs(["--hello-timeout", "50"], {})).toMatch(
      /^--hello-timeout takes a whole number of milliseconds/,
    );
    expect(parseServeArgs(["--max-connections", "-1"], {})).toMatch(
      /^--max-connections takes a whole number/,
    );
  });

  it("refuses values out of range, with the option's name", () => {
    expect(parseServeArgs(["--presence-grace", "-1"], {})).toMatch(/^--presence-grace takes/);
    expect(parseServeArgs(["--presence-grace"], {})).toMatch(/^--presence-grace takes/);
    expect(parseServeArgs(["--connect-limit", "1.5"], {})).toMatch(/^--connect-limit takes/);
    expect(parseServeArgs(["--auth-limit", "x"], {})).toMatch(/^--auth-limit takes/);
    expect(parseServeArgs(["--trust-proxy", ","], {})).toMatch(/^--trust-proxy takes/);
  });
});
