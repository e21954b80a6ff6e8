import { describe, expect, test } from "vitest";
import { currentPath, enumParam, hashParams, intParam, withHashParams } from "../src/router.js";
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
    expect(paths).toContain("kits");
    for (const r of ROUTES) expect(typeof r.load).toBe("function");
  });
});

describe("state in the URL", () => {
  test("an update sets, replaces and removes parameters and keeps the path and the others", () => {
    expect(withHashParams("#/pigment", { level: 3 })).toBe("#/pigment?level=3");
    expect(withHashParams("#/pigment?level=2&moves=ES", { level: 4 })).toBe("#/pigment?level=4&moves=ES");
    expect(withHashParams("#/pigment?level=2&moves=ES", { moves: null })).toBe("#/pigment?level=2");
    expect(withHashParams("#/pigment?moves=ES", { moves: null })).toBe("#/pigment");
    expect(withHashParams("", { seed: 7 })).toBe("#/?seed=7");
  });

  test("an integer parameter reads only whole numbers within its bounds", () => {
    const level = intParam(1, 1, 12);
    expect(level.parse("4")).toBe(4);
    expect(level.parse(null)).toBe(1);
    for (const bad of ["", "0", "13", "2.5", "4x", "1e1", " 3"]) expect(level.parse(bad)).toBe(1);
    expect(level.format(7)).toBe("7");
    expect(intParam(0).parse("-3")).toBe(-3);
  });

  test("a word parameter reads only its words", () => {
    const map = enumParam(["duel", "pentarchy"] as const, "duel");
    expect(map.parse("pentarchy")).toBe("pentarchy");
    expect(map.parse("PENTARCHY")).toBe("duel");
    expect(map.parse(null)).toBe("duel");
  });
});
