import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { formatFailure, KitError, parseKit, runKit } from "../src/index.js";
import { findKitFiles, loadKitFile, loadKits } from "../src/node.js";
import { describeKits } from "../src/vitest.js";
import { tally } from "./tally.js";

const fixture = (name: string) => fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url));

describe("loading kits", () => {
  it("finds *.kit.json recursively, sorted", () => {
    const files = findKitFiles([fixture("")]).map((f) => f.slice(fixture("").length));
    expect(files).toEqual([
      "bad/both-starts.kit.json",
      "bad/duplicate-id.kit.json",
      "bad/missing-rule.kit.json",
      "bad/no-expect.kit.json",
      "bad/syntax.kit.json",
      "failing.kit.json",
      "good/tally.kit.json",
    ]);
  });

  it.each([
    ["bad/no-expect.kit.json", "/scenarios/0", /must expect something/],
    ["bad/both-starts.kit.json", "/scenarios/0", /exactly one of "setup" and "state"/],
    ["bad/duplicate-id.kit.json", "/scenarios/1/id", /duplicate scenario id "a" \(first at \/scenarios\/0\)/],
    ["bad/missing-rule.kit.json", "/scenarios/0/rule", /required property 'rule'/],
    ["bad/syntax.kit.json", "", /not valid JSON/],
  ])("%s is refused with file and pointer %j", (name, pointer, problem) => {
    const file = fixture(name);
    let error: unknown;
    try {
      loadKitFile(file);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(KitError);
    expect((error as KitError).file).toBe(file);
    expect((error as KitError).pointer).toBe(pointer);
    expect((error as KitError).problem).toMatch(problem);
    expect((error as KitError).message.startsWith(`${file}: `)).toBe(true);
  });

  it("a missing path is a KitError", () => {
    expect(() => loadKits([fixture("nowhere")])).toThrow(KitError);
  });

  it("parseKit refuses a kit without scenarios", () => {
    expect(() => parseKit({ engine: "tally", title: "t", source: "s", scenarios: [] }, "x.json")).toThrow(
      /x\.json: \/scenarios: must NOT have fewer than 1 items/,
    );
  });
});

describe("running kits", () => {
  it("passes a correct kit", () => {
    const { kit } = loadKitFile(fixture("good/tally.kit.json"));
    const result = runKit(tally, kit);
    expect(result.results).toEqual([
      { id: "counts-one", ok: true },
      { id: "fills-at-limit", ok: true },
      { id: "refuses-when-full", ok: true },
    ]);
    expect([result.passed, result.failed]).toEqual([3, 0]);
  });

  it("reports each failure with scenario, step, check, path, expected and actual", () => {
    const { kit } = loadKitFile(fixture("failing.kit.json"));
    const result = runKit(tally, kit);
    expect([result.passed, result.failed]).toEqual([0, 5]);
    expect(result.results).toEqual([
      {
        id: "wrong-count",
        ok: false,
        step: 0,
        check: "events",
        path: "/0/count",
        expected: 2,
        actual: 1,
        message: "not equal",
      },
      expect.objectContaining({
        id: "wrong-length",
        step: 0,
        check: "events",
        path: "",
        message: "expected 2 elements, got 1",
      }),
      expect.objectContaining({ id: "missing-include", step: 1, check: "eventsInclude", path: "/0" }),
      expect.objectContaining({
        id: "wrong-final-state",
        step: null,
        check: "state",
        path: "/phase",
        expected: "full",
        actual: "counting",
      }),
      expect.objectContaining({
        id: "bad-setup",
        step: null,
        check: "init",
        actual: "Error: limit must be a positive integer",
      }),
    ]);
    const first = result.results[0];
    if (first?.ok === false) {
      expect(formatFailure(first)).toBe(
        ["✗ wrong-count (step 0, events at /0/count): not equal", "    expected: 2", "    actual:   1"].join(
          "\n",
        ),
      );
    }
  });

  it("does not let the engine mutate the kit", () => {
    const { kit } = loadKitFile(fixture("good/tally.kit.json"));
    const before = JSON.stringify(kit);
    runKit(tally, kit);
    expect(JSON.stringify(kit)).toBe(before);
  });
});

describe("vitest adapter", () => {
  describeKits(tally, fixture("good"));
});
