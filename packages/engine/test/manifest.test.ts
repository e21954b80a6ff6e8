import { describe, expect, test } from "vitest";
import { type EngineManifest, loadEngine, manifestsById } from "../src/index.js";
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
