/** `games serve`'s options: presence's grace, the per-address limits, the token secret. */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
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
      presenceGraceMs: 0,
      addressLimits: { connect: { perSecond: 2, burst: 120 }, auth: null },
      trustProxy: ["10.0.0.0/8", "::1"],
    });
    expect(parseServeArgs([], {})).toEqual({});
  });

  it("takes the token secret inline or from a file, and the metrics token; never short ones", () => {
    const secret = "s".repeat(32);
    expect(parseServeArgs(["--secret", secret], {})).toEqual({ secret });
    const dir = mkdtempSync(join(tmpdir(), "serve-args-"));
    try {
      writeFileSync(join(dir, "secret"), `${secret}\n`);
      expect(parseServeArgs(["--secret-file", join(dir, "secret")], {})).toEqual({ secret });
      expect(parseServeArgs(["--secret-file", join(dir, "none")], {})).toBe(
        `--secret-file: cannot read ${join(dir, "none")} (ENOENT)`,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    expect(parseServeArgs(["--secret", "short"], {})).toMatch(/^--secret takes a secret of at least 32/);
    expect(parseServeArgs(["--secret", `${secret} x`], {})).toMatch(/^--secret takes/);
    expect(parseServeArgs(["--secret"], {})).toBe("--secret needs a value");
    expect(parseServeArgs(["--metrics-token", "t".repeat(16)], {})).toEqual({ metricsToken: "t".repeat(16) });
    expect(parseServeArgs([], { METRICS_TOKEN: "e".repeat(16) })).toEqual({ metricsToken: "e".repeat(16) });
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
      connections: { maxConnections: 5000, perAddress: null, requestTimeoutMs: 30000, headersTimeoutMs: 10000 },
      limits: { helloTimeoutMs: 3000 },
    });
    expect(parseServeArgs(["--request-timeout", "2000", "--address-connections", "16"], {})).toEqual({
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
