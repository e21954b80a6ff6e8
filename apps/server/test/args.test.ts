/** `games serve`'s options for presence's grace and the per-address limits. */
import { describe, expect, it } from "vitest";
import { parseServeArgs } from "../src/args.js";

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
    expect(parseServeArgs(["--database", "mysql://h/db"], {})).toBe("--database takes a postgres:// URL");
    expect(parseServeArgs(["--database"], {})).toBe("--database takes a postgres:// URL");
  });

  it("refuses values out of range, with the option's name", () => {
    expect(parseServeArgs(["--presence-grace", "-1"], {})).toMatch(/^--presence-grace takes/);
    expect(parseServeArgs(["--presence-grace"], {})).toMatch(/^--presence-grace takes/);
    expect(parseServeArgs(["--connect-limit", "1.5"], {})).toMatch(/^--connect-limit takes/);
    expect(parseServeArgs(["--auth-limit", "x"], {})).toMatch(/^--auth-limit takes/);
    expect(parseServeArgs(["--trust-proxy", ","], {})).toMatch(/^--trust-proxy takes/);
  });
});
