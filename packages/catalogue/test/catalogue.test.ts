import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import {
  type AnyManifest,
  compileEngineSchema,
  ENGINE_ID_PATTERN,
  isMultiSeat,
  loadEngine,
  SCHEMA_KINDS,
} from "@core/engine";
import { describe, expect, test } from "vitest";
import { CATALOGUE, manifestOf } from "../src/index.js";

const ROOT = fileURLToPath(new URL("../../..", import.meta.url));
const pkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as {
  dependencies: Record<string, string>;
};

describe("the catalogue", () => {
  test("lists engines of distinct, well-formed ids, each found by its id", () => {
    const ids = CATALOGUE.map((m) => m.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const m of CATALOGUE) {
      expect(m.id).toMatch(ENGINE_ID_PATTERN);
      expect(manifestOf(m.id)).toBe(m);
    }
    expect(manifestOf("toString")).toBeUndefined();
    expect(manifestOf("")).toBeUndefined();
  });

  test("depends on exactly the packages its manifests come from (and @core/engine)", () => {
    const packages = new Set(CATALOGUE.map((m) => m.package));
    expect(Object.keys(pkg.dependencies).sort()).toEqual(["@core/engine", ...packages].sort());
  });

  test("has one kit folder per engine in conformance/, and no folder without an engine", () => {
    const dir = join(ROOT, "conformance");
    const folders = readdirSync(dir).filter((d) => statSync(join(dir, d)).isDirectory());
    expect(folders.sort()).toEqual(CATALOGUE.map((m) => m.id).sort());
  });
});

describe.each(CATALOGUE.map((m): [string, AnyManifest] => [m.id, m]))("%s's manifest", (_id, manifest) => {
  test("loads an engine that matches it (id, hiddenInformation, seats)", async () => {
    const engine = await loadEngine(manifest);
    expect(engine.id).toBe(manifest.id);
  });

  test("names the game and says what it is, in English and French", () => {
    for (const text of [manifest.name, manifest.summary]) {
      expect(text.en.trim()).not.toBe("");
      expect(text.fr.trim()).not.toBe("");
    }
  });

  test("lists its reasons once each, as lowercase words joined by -", () => {
    for (const list of [manifest.refusals, manifest.setupReasons]) {
      expect(list.length).toBeGreaterThan(0);
      expect(new Set(list).size).toBe(list.length);
      for (const reason of list) expect(reason).toMatch(ENGINE_ID_PATTERN);
    }
    if (isMultiSeat(manifest)) expect(manifest.refusals).toEqual(expect.arrayContaining(["invalid-seat"]));
  });

  test("declares a seat range its default game falls in", async () => {
    const { min, max } = manifest.seats;
    expect(Number.isInteger(min) && min >= 1 && max >= min).toBe(true);
    const engine = await loadEngine(manifest);
    const state = engine.init(manifest.defaultSetup);
    const seats = engine.seats?.(state).length ?? 1;
    expect(seats).toBeGreaterThanOrEqual(min);
    expect(seats).toBeLessThanOrEqual(max);
  });

  test("has a standard clock exactly when its engine has a clock", async () => {
    const engine = await loadEngine(manifest);
    expect(manifest.standardClock !== null).toBe(engine.clock !== undefined);
    if (manifest.standardClock !== null) expect(manifest.standardClock.turnMs).toBeGreaterThan(0);
  });

  test("its JSON Schemas compile, and its default setup conforms to the setup schema", async () => {
    const schemas = await manifest.schemas();
    for (const kind of SCHEMA_KINDS)
      if (schemas[kind] !== undefined) expect(() => compileEngineSchema(schemas, kind), kind).not.toThrow();
    const check = compileEngineSchema(schemas, "setup");
    expect(check?.(manifest.defaultSetup)).toMatchObject({ ok: true });
  }, 30_000); // ajv compiles each schema with everything it references: seconds on a loaded machine

  test("puts a server's seed in a setup, which then decides the game, and takes it out again", async () => {
    const engine = await loadEngine(manifest);
    const seed = manifest.seed;
    if (seed === null) {
      // No seed: two inits of one setup are the same game.
      expect(engine.init(manifest.defaultSetup)).toEqual(engine.init(manifest.defaultSetup));
      return;
    }
    const a = await seed.put(manifest.defaultSetup, "seed-a");
    const b = await seed.put(seed.take(a), "seed-b");
    expect(engine.init(a)).not.toEqual(engine.init(b));
    expect(engine.init(await seed.put(seed.take(a), "seed-a"))).toEqual(engine.init(a));
  });
});
