import { describe, expect, test } from "vitest";
import { currentPath, hashParams } from "../src/router.js";
import { ROUTES } from "../src/routes.js";

describe("hash routing", () => {
  test("the path is the first segment after #/", () => {
    expect(currentPath("")).toBe("");
    expect(currentPath("#/")).toBe("");
    expect(currentPath("#/pigment")).toBe("pigment");
    expect(currentPath("#/pigment?level=2")).toBe("pigment");
    expect(currentPath("#shing-shang")).toBe("shing-shang");
  });

  test("parameters follow the path", () => {
    expect(hashParams("#/pigment?level=2").get("level")).toBe("2");
    expect(hashParams("#/pigment").get("level")).toBeNull();
  });

  test("every page has a unique path and a loader", () => {
    const paths = ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const required of ["pigment", "chessistics", "shing-shang", "kits"])
      expect(paths).toContain(required);
  });
});
