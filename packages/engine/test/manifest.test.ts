import { describe, expect, test } from "vitest";
import {
  compileEngineSchema,
  type EngineManifest,
  isMultiSeat,
  loadEngine,
  manifestsById,
  SCHEMA_KINDS,
} from "../src/index.js";
import { type CounterAction, type CounterEvent, type CounterState, counter } from "./counter.js";

type Setup = { seed: number };

function manifest(
  overrides: Partial<EngineManifest<Setup, CounterState, CounterAction, CounterEvent>> = {},
): EngineManifest<Setup, CounterState, CounterAction, CounterEvent> {
  return {
    id: "counter",
    package: "@test/counter",
    name: { en: "Counter", fr: "Compteur" },
    summary: { en: "Add to a counter.", fr: "Ajoutez à un compteur." },
    seats: { min: 1, max: 1 },
    hiddenInformation: false,
    refusals: ["invalid-action"],
    setupReasons: [],
    defaultSetup: { seed: 1 },
    seed: null,
    standardClock: null,
    schemas: async () => ({ setup: { type: "object" } }),
    load: async () => counter,
    ...overrides,
  };
}

describe("manifestsById", () => {
  test("indexes manifests by id, in order", () => {
    const a = manifest();
    const b = manifest({ id: "tic-tac-toe-2" });
    expect([...manifestsById([a, b]).keys()]).toEqual(["counter", "tic-tac-toe-2"]);
  });

  test("refuses two manifests of one id", () => {
    expect(() => manifestsById([manifest(), manifest()])).toThrow('two engines have the id "counter"');
  });

  test.each(["Counter", "counter_x", "-counter", "counter-", "a--b", "", "1st"])(
    "refuses the malformed id %j",
    (id) => {
      expect(() => manifestsById([manifest({ id })])).toThrow("is not a-z, 0-9 and -");
    },
  );
});

describe("loadEngine", () => {
  test("gives the engine when it matches its manifest", async () => {
    await expect(loadEngine(manifest())).resolves.toBe(counter);
  });

  test("refuses an engine whose id differs", async () => {
    await expect(loadEngine(manifest({ id: "other" }))).rejects.toThrow(
      'manifest "other": its engine\'s id is "counter"',
    );
  });

  test("refuses an engine whose hiddenInformation differs", async () => {
    await expect(loadEngine(manifest({ hiddenInformation: true }))).rejects.toThrow(
      "hiddenInformation is true but the engine's is false",
    );
  });

  test("refuses take-backs on an engine that hides information", async () => {
    const hidden = { ...counter, hiddenInformation: true };
    await expect(
      loadEngine(manifest({ hiddenInformation: true, takeBack: true, load: async () => hidden })),
    ).rejects.toThrow("it allows take-backs but hides information");
    await expect(loadEngine(manifest({ takeBack: true }))).resolves.toBe(counter);
  });

  test("refuses a multi-seat declaration for an engine without seats, and the reverse", async () => {
    await expect(loadEngine(manifest({ seats: { min: 2, max: 2 } }))).rejects.toThrow(
      "it declares several seats but the engine has no seats()",
    );
    const seated = { ...counter, seats: () => ["A", "B"] };
    await expect(loadEngine(manifest({ load: async () => seated }))).rejects.toThrow(
      "the engine has seats() but it declares one",
    );
  });
});

describe("isMultiSeat", () => {
  test("is true from two seats up", () => {
    expect(isMultiSeat(manifest())).toBe(false);
    expect(isMultiSeat(manifest({ seats: { min: 2, max: 2 } }))).toBe(true);
    expect(isMultiSeat(manifest({ seats: { min: 1, max: 4 } }))).toBe(true);
  });
});

describe("compileEngineSchema", () => {
  const schemas = {
    setup: { $id: "https://example.test/setup.json", $ref: "state.json#/$defs/seed" },
    state: {
      $id: "https://example.test/state.json",
      type: "object",
      required: ["seed"],
      properties: { seed: { $ref: "#/$defs/seed" }, word: { $ref: "word.json" } },
      $defs: { seed: { type: "integer" } },
    },
    references: [{ $id: "https://example.test/word.json", type: "string" }],
  };

  test("compiles one kind with the references and the engine's other schemas", () => {
    expect(compileEngineSchema(schemas, "setup")?.(3)).toEqual({ ok: true, value: 3 });
    expect(compileEngineSchema(schemas, "setup")?.("3")).toMatchObject({ ok: false });
    expect(compileEngineSchema(schemas, "state")?.({ seed: 1, word: "a" })).toMatchObject({ ok: true });
    expect(compileEngineSchema(schemas, "state")?.({ seed: 1, word: 2 })).toEqual({
      ok: false,
      issues: [{ pointer: "/word", message: "must be string" }],
    });
  });

  test("gives undefined for a kind the engine has no schema of", () => {
    expect(compileEngineSchema(schemas, "view")).toBeUndefined();
    expect(SCHEMA_KINDS).toEqual(["setup", "action", "event", "state", "view"]);
  });
});
