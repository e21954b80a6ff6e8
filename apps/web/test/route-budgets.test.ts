/**
 * Route JS budgets (issue 18), on a production build: each game page's gzipped route JS fits its
 * budget, no game page carries ajv, and the kits page loads kits and engines only on demand.
 * Sizes are deterministic (no timing), so these are plain tests; `pnpm --filter @apps/web bench`
 * prints the same figures (`size`).
 */
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  AJV_ALLOWED,
  budgetOf,
  hasAjv,
  OVER_BUDGET,
  routeHasAjv,
  routeHasAjvOnOpen,
  TOOL_PAGES,
} from "../bench/budgets.js";
import { buildWithManifest, type Chunk, kb, measureRoutes, type SizeReport } from "../bench/route-sizes.js";
import { ROUTES } from "../src/routes.js";

const GAME_PAGES = ROUTES.map((r) => r.path).filter((p) => !TOOL_PAGES.has(p));
const ROOT = fileURLToPath(new URL("../../..", import.meta.url));
const ENGINE_SOURCE = /\/packages\/(pigment|chessistics|shing-shang|diplomaxy|lgc-tcg)\//;
/** The kits page on open: its code and the kit runner, without kits or engines. */
const KITS_PAGE_BUDGET = 30 * 1024;

function kitFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? kitFiles(join(dir, e.name)) : e.name.endsWith(".kit.json") ? [e.name] : [],
  );
}

describe("route JS of the production build", () => {
  let outDir: string;
  let report: SizeReport;
  beforeAll(() => {
    outDir = mkdtempSync(join(tmpdir(), "web-budgets-"));
    buildWithManifest(outDir);
    report = measureRoutes(outDir);
  });
  afterAll(() => {
    if (outDir !== undefined) rmSync(outDir, { recursive: true, force: true });
  });
  const route = (path: string) => {
    const r = report.routes.find((x) => x.route === path);
    if (r === undefined) throw new Error(`no chunk for page ${path} in the build manifest`);
    return r;
  };

  test("every page of the app is measured", () => {
    expect(report.routes.map((r) => r.route).sort()).toEqual(ROUTES.map((r) => r.path).sort());
    expect(report.shellGzip).toBeGreaterThan(0);
  });

  test("the shell carries no ajv and no engine", () => {
    expect(report.shell.filter(hasAjv).map((c) => c.file)).toEqual([]);
    expect(report.shell.flatMap((c) => c.sources).filter((s) => ENGINE_SOURCE.test(s))).toEqual([]);
  });

  for (const path of GAME_PAGES) {
    test(`#/${path} fits its budget`, () => {
      const r = route(path);
      const detail = r.initial.map((c) => `${c.file} ${kb(c.gzip)}`).join(", ");
      expect(r.initialGzip, `${kb(r.initialGzip)} > ${kb(budgetOf(path))}: ${detail}`).toBeLessThanOrEqual(
        budgetOf(path),
      );
    });

    const ajv = AJV_ALLOWED[path]?.when;
    if (ajv === undefined) {
      test(`#/${path} carries no ajv, on open or on demand`, () => {
        expect(routeHasAjv(route(path))).toBe(false);
      });
    } else if (ajv === "demand") {
      test(`#/${path} carries no ajv on open`, () => {
        expect(routeHasAjvOnOpen(route(path))).toBe(false);
      });
    }
  }

  test("pages allowed ajv are still listed only while they load it", () => {
    for (const [path, { when }] of Object.entries(AJV_ALLOWED)) {
      expect(GAME_PAGES).toContain(path);
      const r = route(path);
      expect(
        when === "open" ? routeHasAjvOnOpen(r) : routeHasAjv(r),
        `#/${path}: remove it from AJV_ALLOWED`,
      ).toBe(true);
    }
  });

  test("pages over budget are still listed only while they are", () => {
    for (const path of Object.keys(OVER_BUDGET)) {
      expect(GAME_PAGES).toContain(path);
      expect(route(path).initialGzip, `#/${path} now fits: remove it from OVER_BUDGET`).toBeGreaterThan(
        60 * 1024,
      );
    }
  });

  // What these pages moved out of their route JS (issue 18) stays out, and is still loaded on demand.
  const bundles = (file: string) => (c: Chunk) => c.sources.some((s) => s.endsWith(file));
  const TCG_CARD_PAGES = [
    "tcg-gallery",
    "tcg-duel",
    "tcg-generator",
    "tcg-sandbox",
    "tcg-collection",
    "tcg-decks",
  ];
  test("the TCG pages draw their card art after first paint: its drawing code loads on demand", () => {
    for (const path of TCG_CARD_PAGES) {
      const r = route(path);
      expect(
        r.initial.filter(bundles("/src/tcg/illustration.ts")).map((c) => c.file),
        path,
      ).toEqual([]);
      expect(r.onDemand.some(bundles("/src/tcg/illustration.ts")), path).toBe(true);
    }
  });

  test("the generator loads the card check on demand, the sandbox its checks", () => {
    const generator = route("tcg-generator");
    const cardCheck = bundles("/src/data/card-validators.generated.js");
    expect(generator.initial.filter(cardCheck).map((c) => c.file)).toEqual([]);
    expect(generator.onDemand.some(cardCheck)).toBe(true);
    const sandbox = route("tcg-sandbox");
    const positions = bundles("/packages/lgc-tcg/src/sandbox.ts");
    expect(sandbox.initial.filter(positions).map((c) => c.file)).toEqual([]);
    expect(sandbox.onDemand.some(positions)).toBe(true);
  });

  test("the kits page loads no kit and no engine when it opens, then each on demand", () => {
    const kits = route("kits");
    const isKit = (c: Chunk) => c.key.includes(".kit.json");
    expect(kits.initial.filter(isKit).map((c) => c.key)).toEqual([]);
    const sources = kits.initial.flatMap((c) => c.sources);
    expect(sources.filter((s) => ENGINE_SOURCE.test(s))).toEqual([]);
    // Kits bundled as text would leave no source behind: their weight would show.
    expect(kits.initialGzip).toBeLessThanOrEqual(KITS_PAGE_BUDGET);
    // Each kit is a chunk of its own, and each engine is among the chunks loaded on demand.
    expect(kits.onDemand.filter(isKit).length).toBe(kitFiles(join(ROOT, "conformance")).length);
    const lazySources = kits.onDemand.flatMap((c) => c.sources).join("\n");
    for (const engine of ["pigment", "chessistics", "shing-shang", "diplomaxy", "lgc-tcg"])
      expect(lazySources).toContain(`/packages/${engine}/src/engine.ts`);
  });
});
