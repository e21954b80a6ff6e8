import { describe, expect, test } from "vitest";
import { isClosedTab, quietProxyLogger } from "../scripts/proxy-logger.mjs";

describe("the dev server's logger (issue 30)", () => {
  const reset = Object.assign(new Error("read ECONNRESET"), { code: "ECONNRESET" });

  test("drops the WebSocket proxy's stack trace when a tab closes its connection", () => {
    expect(isClosedTab("ws proxy error:\nError: read ECONNRESET", reset)).toBe(true);
    expect(isClosedTab("ws proxy socket error:\nError: write EPIPE", { code: "EPIPE" })).toBe(true);
  });

  test("keeps every other error, a refused match server included", () => {
    expect(isClosedTab("ws proxy error:\nError: connect ECONNREFUSED", { code: "ECONNREFUSED" })).toBe(false);
    expect(isClosedTab("http proxy error: /api/matches", reset)).toBe(false);
    const said: string[] = [];
    const base = {
      info() {},
      warn() {},
      warnOnce() {},
      clearScreen() {},
      hasErrorLogged: () => false,
      hasWarned: false,
      error: (m: string, _options?: object) => void said.push(m),
    };
    const logger = quietProxyLogger(base);
    logger.error("ws proxy error:\nError: read ECONNRESET", { error: reset });
    logger.error("Pre-transform error: x", {});
    expect(said).toEqual(["Pre-transform error: x"]);
  });
});
