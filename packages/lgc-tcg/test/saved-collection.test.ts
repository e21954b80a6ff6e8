/**
 * The checks compiled ahead of time (issue 18) agree with the run-time ones: a saved collection
 * (the state without its catalogue) and deck files, with the same issues and JSON pointers.
 */
import { describe, expect, it, vi } from "vitest";
import {
  BUNDLED_POOL,
  COPY_LIMITS,
  checkCollectionState,
  checkDeckSchema,
  checkSchema,
  collectionEngine,
  ECONOMY_RULES,
  readSavedCollection,
  reduceCollection,
  savedCollection,
  startCollection,
} from "../src/index.js";

// The run-time checks compile their JSON Schemas with ajv: seconds on a loaded shared CPU.
vi.setConfig({ testTimeout: 60_000 });

describe("saved collections", () => {
  const state = reduceCollection(
    reduceCollection(collectionEngine.init({ seed: 7, player: "ana" }), { type: "GRANT", packs: 3 }).state,
    { type: "OPEN_PACK", count: 2 },
  ).state;

  it("a new collection from bundled data equals initCollection's", () => {
    expect(startCollection({ seed: 42, player: "local" })).toEqual(
      collectionEngine.init({ seed: 42, player: "local" }),
    );
  });

  it("saves the player's part and reads it back with the bundled catalogue", () => {
    const saved = savedCollection(state);
    expect(Object.keys(saved).sort()).toEqual(["copies", "packs", "pity", "player", "rng", "sceaux", "set"]);
    const read = readSavedCollection(JSON.parse(JSON.stringify(saved)));
    expect(read).toEqual({ ok: true, value: state, warnings: [] });
    expect(checkCollectionState(read.ok ? read.value : null)).toMatchObject({ ok: true });
  });

  it("reads a whole stored state, its catalogue replaced by the bundled one", () => {
    const old = { ...state, rules: { stale: true }, pool: [], limits: {} };
    const read = readSavedCollection(old);
    expect(read.ok && read.value.rules).toBe(ECONOMY_RULES);
    expect(read.ok && read.value.pool).toBe(BUNDLED_POOL);
    expect(read.ok && read.value.limits).toBe(COPY_LIMITS);
  });

  it("refuses bad holdings with the state check's pointers", () => {
    const bad = { ...savedCollection(state), sceaux: -1, packs: "3", extra: 1 };
    const read = readSavedCollection(bad, "save.json");
    const full = checkCollectionState({ ...state, sceaux: -1, packs: "3", extra: 1 }, "save.json");
    expect(read.ok).toBe(false);
    expect(full.ok).toBe(false);
    if (read.ok || full.ok) return;
    expect(read.issues.map((i) => [i.file, i.pointer])).toEqual(full.issues.map((i) => [i.file, i.pointer]));
    for (const value of [null, 3, "x", [], {}]) expect(readSavedCollection(value).ok).toBe(false);
  });

  it("refuses what a schema cannot see: two entries of one card version", () => {
    const [first] = state.copies;
    if (first === undefined) throw new Error("no copies");
    const read = readSavedCollection({ ...savedCollection(state), copies: [...state.copies, first] });
    expect(read).toMatchObject({
      ok: false,
      issues: [{ code: "reference", pointer: `/copies/${state.copies.length}` }],
    });
  });
});

describe("deck files checked ahead of time", () => {
  const cases: unknown[] = [
    { name: "ok", heroClass: "MAGE", cards: [{ cardId: "crea_pouic", version: 1, count: 2 }] },
    { name: "", heroClass: "NOPE", cards: [] },
    { name: "x", heroClass: "MAGE", cards: [{ cardId: "Bad", version: 0, count: 31, extra: 1 }] },
    { heroClass: "MAGE" },
    null,
    [1, 2],
  ];
  it("gives checkSchema('deck')'s result, issue for issue", () => {
    for (const value of cases)
      expect(checkDeckSchema(value, "d.json")).toEqual(checkSchema("deck", value, "d.json"));
  });
});
