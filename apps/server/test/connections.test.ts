/**
 * The connection budget's arithmetic and the open-files limit as read from `/proc/self/limits`
 * or `ulimit -n` (the flood tests, `flood.test.ts`, check them against a real process).
 */
import { closeSync, openSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import {
  ASSUMED_FD_LIMIT,
  ASSUMED_IN_USE,
  connectionBudget,
  DEFAULT_MAX_CONNECTIONS,
  FD_RESERVE,
} from "../src/connections.js";
import { openFilesInUse, openFilesLimit, parseProcLimits, parseUlimit } from "../src/fd-limit.js";

const PROC = `Limit                     Soft Limit           Hard Limit           Units
Max cpu time              unlimited            unlimited            seconds
Max open files            1024                 524288               files
Max locked memory         8388608              8388608              bytes
`;

describe("the open-files limit", () => {
  it("reads the soft limit from /proc/self/limits or ulimit -n", () => {
    expect(parseProcLimits(PROC)).toBe(1024);
    expect(parseProcLimits(PROC.replace(/1024 {17}/, "unlimited        "))).toBe(Number.MAX_SAFE_INTEGER);
    expect(parseProcLimits("Max cpu time unlimited unlimited seconds")).toBeNull();
    expect(parseUlimit("4096\n")).toBe(4096);
    expect(parseUlimit("unlimited\n")).toBe(Number.MAX_SAFE_INTEGER);
    expect(parseUlimit("")).toBeNull();
    expect(parseUlimit("-1")).toBeNull();
  });

  it("is read on this machine, with the descriptors in use", () => {
    const fd = openFilesLimit();
    expect(fd?.limit).toBeGreaterThan(0);
    if (process.platform === "linux") expect(fd?.source).toBe("/proc/self/limits");
    const before = openFilesInUse() ?? 0;
    expect(before).toBeGreaterThan(2);
    const held = openSync(fileURLToPath(import.meta.url), "r");
    try {
      expect(openFilesInUse()).toBe(before + 1);
    } finally {
      closeSync(held);
    }
  });
});

describe("the connection budget", () => {
  const at = (limit: number) => ({ limit, source: "test" });

  it("is the limit less what is open and the reserve, at most the default ceiling", () => {
    expect(connectionBudget(undefined, at(1024), 100)).toBe(1024 - 100 - FD_RESERVE);
    expect(connectionBudget(undefined, at(1_048_576), 100)).toBe(DEFAULT_MAX_CONNECTIONS);
    expect(connectionBudget(undefined, null, null)).toBe(ASSUMED_FD_LIMIT - ASSUMED_IN_USE - FD_RESERVE);
    expect(connectionBudget(50_000, at(1_048_576), 100)).toBe(50_000);
    expect(connectionBudget(500, at(1024), 100)).toBe(500);
  });

  it("refuses a budget the limit cannot hold, saying what to do", () => {
    expect(connectionBudget(1000, at(1024), 100)).toBe(
      "1000 connections need an open-files limit of at least 1228 (100 open already by the store, databases and Node, 128 more kept for them); it is 1024, from test: raise it (ulimit -n) or ask for fewer (--max-connections)",
    );
    expect(connectionBudget(undefined, at(240), 100)).toMatch(
      /^the open-files limit \(240, from test\) leaves room for 12 connections/,
    );
    expect(connectionBudget(2000, null, null)).toMatch(
      /about 64 open already.*it is assumed 1024: could not be read/,
    );
  });
});
