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
import { engineOfSource, engineSources } from "../bench/engine-sources.js";
import { buildWithManifest, type Chunk, kb, measureRoutes, type SizeReport } from "../bench/route-sizes.js";
import { ROUTES } from "../src/routes.js";

/** The generic player's page (bench/route-sizes.ts names a page after its folder): a game page too. */
const GENERIC = "generic";
const PAGES = [...ROUTES.map((r) => r.path), GENERIC];
const GAME_PAGES = PAGES.filter((p) => !TOOL_PAGES.has(p));
const ROOT = fileURLToPath(new URL("../../..", import.meta.url));
/** Every engine of the catalogue: its folder, and what its manifest loads (all the shell may carry of it). */
const ENGINES = engineSources();
/** The sources of `chunks` that are an engine's code: of its folder or data, but not its manifest's. */
const engineCode = (chunks: readonly Chunk[]) =>
  chunks
    .flatMap((c) => c.sources)
    .filter((s) => {
      const found = engineOfSource(ENGINES, s);
      return found !== undefined && !found.engine.manifest.has(found.path);
    });
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

  test("every page of the app is measured, the generic player's too", () => {
    expect(report.routes.map((r) => r.route).sort()).toEqual(PAGES.sort());
    expect(report.shellGzip).toBeGreaterThan(0);
  });

  test("the shell carries no ajv and no engine: of each, only what its manifest loads", () => {
    expect(report.shell.filter(hasAjv).map((c) => c.file)).toEqual([]);
    expect(engineCode(report.shell)).toEqual([]);
    // It does carry the manifests, which the game list and the router read.
    const shellSources = report.shell.flatMap((c) => c.sources);
    for (const engine of ENGINES)
      expect(
        shellSources.some((s) => s.endsWith(`/${engine.dir}/src/manifest.ts`)),
        engine.id,
      ).toBe(true);
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
    expect(engineCode(kits.initial)).toEqual([]);
    // Kits bundled as text would leave no source behind: their weight would show.
    expect(kits.initialGzip).toBeLessThanOrEqual(KITS_PAGE_BUDGET);
    // Each kit is a chunk of its own; each engine is in chunks loaded on demand, through its
    // manifest (in the shell: the page asks the catalogue for the engine a kit names).
    expect(kits.onDemand.filter(isKit).length).toBe(kitFiles(join(ROOT, "conformance")).length);
    const lazy = new Set(engineCode(report.lazy).map((s) => engineOfSource(ENGINES, s)?.engine.dir));
    for (const engine of ENGINES) expect(lazy.has(engine.dir), engine.id).toBe(true);
  });
});
