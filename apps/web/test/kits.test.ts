import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import type { AnyEngine } from "@core/engine";
import { CATALOGUE } from "@games/catalogue";
import { describe, expect, test } from "vitest";
import { loadEngines } from "../src/kits/engines.js";
import { failuresOf, kitName, runKitFile, totals, unsupportedOf } from "../src/kits/run.js";

const ROOT = fileURLToPath(new URL("../../..", import.meta.url));

function kitFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return kitFiles(path);
    return name.endsWith(".kit.json") ? [path] : [];
  });
}

// A one-rule engine to exercise the kit page's logic without depending on a real game.
const counter: AnyEngine = {
  id: "counter",
  init: (setup: { start: number }) => ({ n: setup.start }),
  reduce: (state: { n: number }, action: { type: string }) =>
    action.type === "inc"
      ? { state: { n: state.n + 1 }, events: [{ type: "incremented", n: state.n + 1 }] }
      : { state, events: [{ type: "rejected", reason: "invalid-action", action }] },
};
const engines = new Map([["counter", counter]]);

function kit(expected: number): string {
  return JSON.stringify({
    engine: "counter",
    title: "Counting",
    source: "test",
    scenarios: [
      {
        id: "one-inc",
        rule: "test",
        description: "one increment",
        setup: { start: 1 },
        steps: [{ action: { type: "inc" }, expect: { events: [{ type: "incremented", n: expected }] } }],
      },
    ],
  });
}

describe("kit page logic", () => {
  test("kit names are repository-relative", () => {
    expect(kitName("../../../../conformance/pigment/mix.kit.json")).toBe("conformance/pigment/mix.kit.json");
  });

  test("a passing kit counts its scenarios as passed", () => {
    const r = runKitFile("conformance/counter/a.kit.json", kit(2), engines);
    expect(r.status).toBe("ran");
    expect(totals([r])).toEqual({ passed: 1, failed: 0, unsupported: 0, kits: 1 });
  });

  test("a failing scenario is reported with its step, check, path and values", () => {
    const r = runKitFile("conformance/counter/a.kit.json", kit(3), engines);
    expect(totals([r])).toEqual({ passed: 0, failed: 1, unsupported: 0, kits: 1 });
    if (r.status !== "ran") throw new Error("expected the kit to run");
    const [f] = failuresOf(r.result);
    expect(f).toMatchObject({
      id: "one-inc",
      step: 0,
      check: "events",
      path: "/0/n",
      expected: 3,
      actual: 2,
    });
  });

  test("kit format 1.1 runs too: a view the engine lacks is unsupported, not failed", () => {
    const text = JSON.stringify({
      engine: "counter",
      title: "Views",
      source: "test",
      scenarios: [
        {
          id: "sees-n",
          rule: "test",
          description: "the view shows n",
          setup: { start: 1 },
          expect: { view: { seat: "x", match: { n: 1 } } },
        },
        {
          id: "refuses-setup",
          rule: "test",
          description: "a setup error",
          setup: { start: 1 },
          expect: { setupError: {} },
        },
      ],
    });
    const r = runKitFile("conformance/counter/v.kit.json", text, engines);
    expect(totals([r])).toEqual({ passed: 0, failed: 1, unsupported: 1, kits: 1 });
    if (r.status !== "ran") throw new Error("expected the kit to run");
    expect(unsupportedOf(r.result)).toEqual([
      { id: "sees-n", ok: false, status: "unsupported", missing: ["view"] },
    ]);
    expect(failuresOf(r.result)).toMatchObject([{ id: "refuses-setup", check: "setupError" }]);
  });

  test("kit format 1.2: a seat's events are checked through viewEvents, unsupported without it", () => {
    // Everyone is told an increment; only seat "me" is told the new value.
    const viewEvents = (events: readonly { type: string }[], seat: string) =>
      seat === "me" ? events : events.map((e) => ({ type: e.type }));
    const told = (n: number) =>
      JSON.stringify({
        engine: "counter",
        title: "Seat events",
        source: "test",
        scenarios: [
          {
            id: "told-n",
            rule: "test",
            description: "me is told n, you only that it moved",
            setup: { start: 1 },
            steps: [
              {
                action: { type: "inc" },
                expect: {
                  seatEvents: [
                    { seat: "me", events: [{ type: "incremented", n }] },
                    { seat: "you", events: [{ type: "incremented" }], hidden: ["/0/n"] },
                  ],
                },
              },
            ],
          },
        ],
      });
    const withEvents = new Map([["counter", { ...counter, viewEvents }]]);
    expect(totals([runKitFile("conformance/counter/s.kit.json", told(2), withEvents)])).toEqual({
      passed: 1,
      failed: 0,
      unsupported: 0,
      kits: 1,
    });
    const wrong = runKitFile("conformance/counter/s.kit.json", told(3), withEvents);
    if (wrong.status !== "ran") throw new Error("expected the kit to run");
    expect(failuresOf(wrong.result)).toMatchObject([
      { id: "told-n", step: 0, check: "seatEvents", path: "/0/n", expected: 3, actual: 2 },
    ]);
    const without = runKitFile("conformance/counter/s.kit.json", told(2), engines);
    if (without.status !== "ran") throw new Error("expected the kit to run");
    expect(unsupportedOf(without.result)).toEqual([
      { id: "told-n", ok: false, status: "unsupported", missing: ["viewEvents"] },
    ]);
  });

  test("an unreadable kit and a kit for an unknown engine count as failures, never crash", () => {
    const bad = runKitFile("conformance/x/bad.kit.json", "{ not json", engines);
    expect(bad.status).toBe("invalid");
    if (bad.status === "invalid") expect(bad.error).toContain("conformance/x/bad.kit.json");
    const orphan = runKitFile("conformance/x/o.kit.json", kit(2).replace('"counter"', '"nobody"'), engines);
    expect(orphan.status).toBe("no-engine");
    expect(totals([bad, orphan])).toEqual({ passed: 0, failed: 2, unsupported: 0, kits: 2 });
  });
});

describe("the repository's kits through the web app's engine registry", async () => {
  const { engines: all, errors } = await loadEngines();
  test("every engine loads", () => {
    expect(errors).toEqual([]);
    expect([...all.keys()]).toEqual(CATALOGUE.map((m) => m.id));
  });
  const files = kitFiles(join(ROOT, "conformance"));
  test("there are kits to run", () => {
    expect(files.length).toBeGreaterThan(0);
  });
  for (const path of files) {
    const name = relative(ROOT, path);
    test(`${name} passes`, () => {
      const r = runKitFile(name, readFileSync(path, "utf8"), all);
      expect(r.status).toBe("ran");
      if (r.status === "ran") {
        expect(failuresOf(r.result)).toEqual([]);
        expect(unsupportedOf(r.result)).toEqual([]);
      }
    });
  }
});
