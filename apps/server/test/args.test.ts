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
      presenceGraceMs: 0,
      addressLimits: { connect: { perSecond: 2, burst: 120 }, auth: null },
      trustProxy: ["10.0.0.0/8", "::1"],
    });
    expect(parseServeArgs([], {})).toEqual({});
  });

  it("refuses values out of range, with the option's name", () => {
    expect(parseServeArgs(["--presence-grace", "-1"], {})).toMatch(/^--presence-grace takes/);
    expect(parseServeArgs(["--presence-grace"], {})).toMatch(/^--presence-grace takes/);
    expect(parseServeArgs(["--connect-limit", "1.5"], {})).toMatch(/^--connect-limit takes/);
    expect(parseServeArgs(["--auth-limit", "x"], {})).toMatch(/^--auth-limit takes/);
    expect(parseServeArgs(["--trust-proxy", ","], {})).toMatch(/^--trust-proxy takes/);
  });
});
