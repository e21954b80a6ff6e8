import { fileURLToPath } from "node:url";
import { type Engine, SetupError } from "@core/engine";
import { describe, expect, it } from "vitest";
import {
  engineImplementation,
  formatFailure,
  formatUnsupported,
  KitError,
  parseKit,
  requiredOps,
  runKit,
  runKitAsync,
  runScenarioOn,
  type ScenarioFailure,
} from "../src/index.js";
import { findKitFiles, loadKitFile, loadKits } from "../src/node.js";
import { describeKits } from "../src/vitest.js";
import {
  bareTally,
  type TallyAction,
  type TallyEvent,
  type TallySetup,
  type TallyState,
  tally,
} from "./tally.js";

const fixture = (name: string) => fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url));

describe("loading kits", () => {
  it("finds *.kit.json recursively, sorted", () => {
    const files = findKitFiles([fixture("")]).map((f) => f.slice(fixture("").length));
    expect(files).toEqual([
      "bad/both-starts.kit.json",
      "bad/duplicate-id.kit.json",
      "bad/hidden-not-a-pointer.kit.json",
      "bad/legal-unknown-key.kit.json",
      "bad/missing-rule.kit.json",
      "bad/no-expect.kit.json",
      "bad/seat-events-at-the-end.kit.json",
      "bad/seat-events-without-events.kit.json",
      "bad/setup-error-with-steps.kit.json",
      "bad/syntax.kit.json",
      "failing-1.1.kit.json",
      "failing-1.2.kit.json",
      "failing.kit.json",
      "good/tally-1.1.kit.json",
      "good/tally-1.2.kit.json",
      "good/tally.kit.json",
    ]);
  });

  it.each([
    ["bad/no-expect.kit.json", "/scenarios/0", /must expect something/],
    ["bad/both-starts.kit.json", "/scenarios/0", /exactly one of "setup" and "state"/],
    ["bad/duplicate-id.kit.json", "/scenarios/1/id", /duplicate scenario id "a" \(first at \/scenarios\/0\)/],
    ["bad/missing-rule.kit.json", "/scenarios/0/rule", /required property 'rule'/],
    ["bad/syntax.kit.json", "", /not valid JSON/],
    [
      "bad/setup-error-with-steps.kit.json",
      "/scenarios/0",
      /expecting "setupError" starts from "setup", has no steps and expects nothing else/,
    ],
    ["bad/hidden-not-a-pointer.kit.json", "/scenarios/0/expect/hidden/paths/0", /must match pattern/],
    ["bad/legal-unknown-key.kit.json", "/scenarios/0/expect/legalActions/cont", /not an allowed property/],
    [
      "bad/seat-events-at-the-end.kit.json",
      "/scenarios/0/expect/seatEvents",
      /"seatEvents" is a step expectation: put it in the step it checks/,
    ],
    [
      "bad/seat-events-without-events.kit.json",
      "/scenarios/0/steps/0/expect/seatEvents/events",
      /required property 'events'/,
    ],
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
      { id: "counts-one", ok: true, status: "passed" },
      { id: "fills-at-limit", ok: true, status: "passed" },
      { id: "refuses-when-full", ok: true, status: "passed" },
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
        status: "failed",
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
        actual: "SetupError: /limit: limit must be a positive integer",
      }),
    ]);
    const first = result.results[0];
    if (first?.status === "failed") {
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

describe("a kit's starting state, parsed by an engine with parseState", () => {
  /** The tally, refusing a count above its limit and filling in a missing note. */
  const parsing: Engine<TallySetup, TallyState, TallyAction, TallyEvent> = {
    ...tally,
    parseState(input) {
      const s = input as Omit<TallyState, "note"> & { note?: string };
      if (s.count > s.limit)
        return { ok: false, error: new SetupError("at most the limit", "/count", undefined, "inconsistent") };
      return { ok: true, state: { ...s, note: s.note ?? "" } };
    },
  };
  const kit = parseKit(
    {
      engine: "tally",
      title: "starting states",
      source: "test",
      scenarios: [
        {
          id: "terse",
          rule: "r",
          description: "the parsed state, note filled in, is the one reduced",
          state: { count: 0, limit: 1, phase: "counting" },
          steps: [{ action: { type: "count" } }],
          expect: { state: { count: 1, phase: "full", note: "" } },
        },
        {
          id: "impossible",
          rule: "r",
          description: "a count past the limit",
          state: { count: 3, limit: 2, phase: "counting", note: "" },
          steps: [{ action: { type: "reset" } }],
          expect: { state: { count: 0 } },
        },
      ],
    },
    "states.kit.json",
  );

  it("reduces the state parseState answers, and fails a scenario whose state it refuses", () => {
    const [terse, impossible] = runKit(parsing, kit).results;
    expect(terse).toEqual({ id: "terse", ok: true, status: "passed" });
    expect(impossible).toEqual({
      id: "impossible",
      ok: false,
      status: "failed",
      step: null,
      check: "parseState",
      path: "/count",
      expected: "a state the engine accepts",
      actual: "/count: at most the limit",
      message: "the engine refuses the scenario's state",
    });
    // Without parseState the kit's state is reduced as it is.
    expect(runKit(tally, kit).results.map((r) => r.status)).toEqual(["failed", "passed"]);
    expect(engineImplementation(tally).parseState).toBeUndefined();
  });

  it("reports a parseState that throws as a failure, never a crash", () => {
    const throwing = {
      ...parsing,
      parseState: () => {
        throw new Error("oops");
      },
    };
    expect(runKit(throwing, kit).results[0]).toMatchObject({
      check: "parseState",
      message: "parseState threw",
    });
  });
});

describe("format 1.1: legal actions, views, hidden paths, setup errors", () => {
  it("passes a correct kit", () => {
    const result = runKit(tally, loadKitFile(fixture("good/tally-1.1.kit.json")).kit);
    expect(result.results.map((r) => r.status)).toEqual(["passed", "passed", "passed", "passed"]);
  });

  it("does not make the order of legal actions part of the contract (README, format 1.1)", () => {
    // The same legal actions listed the other way round pass the same kit: an implementation may
    // generate moves in any order, and kits say "includes"/"excludes"/"count", never a position.
    const reversed: typeof tally = {
      ...tally,
      legalActions: (state) => [...tally.legalActions!(state)].reverse(),
    };
    expect(tally.legalActions!({ count: 0, limit: 2, phase: "counting", note: "" })).toEqual([
      { type: "count" },
      { type: "reset" },
    ]);
    const result = runKit(reversed, loadKitFile(fixture("good/tally-1.1.kit.json")).kit);
    expect(result.results.map((r) => r.status)).toEqual(["passed", "passed", "passed", "passed"]);
  });

  it("reports each kind of failure with the check and the path", () => {
    const result = runKit(tally, loadKitFile(fixture("failing-1.1.kit.json")).kit);
    expect([result.passed, result.failed, result.unsupported]).toEqual([0, 8, 0]);
    const failures = result.results as ScenarioFailure[];
    expect(
      failures.map(({ id, step, check, path, expected, actual }) => ({
        id,
        step,
        check,
        path,
        expected,
        actual,
      })),
    ).toEqual([
      { id: "wrong-legal-count", step: null, check: "legalActions", path: "/count", expected: 3, actual: 2 },
      {
        id: "missing-legal-action",
        step: 0,
        check: "legalActions",
        path: "/includes/1",
        expected: { type: "count" },
        actual: [{ type: "reset" }],
      },
      {
        id: "excluded-legal-action",
        step: null,
        check: "legalActions",
        path: "/excludes/0",
        expected: { type: "reset" },
        actual: { type: "reset" },
      },
      { id: "wrong-view", step: null, check: "view", path: "/note", expected: "n", actual: undefined },
      { id: "leaked-path", step: null, check: "hidden", path: "/count", expected: undefined, actual: 0 },
      {
        id: "setup-accepted",
        step: null,
        check: "setupError",
        path: "",
        expected: "a SetupError",
        actual: "a state",
      },
      {
        id: "setup-error-elsewhere",
        step: null,
        check: "setupError",
        path: "/pointer",
        expected: "/note",
        actual: "/limit",
      },
      {
        id: "setup-throws-otherwise",
        step: null,
        check: "setupError",
        path: "",
        expected: "a SetupError",
        actual: "Error: boom",
      },
    ]);
    expect(failures[3]?.message).toBe('missing (seat "guest")');
    expect(failures[4]?.message).toBe('visible to seat "keeper"');
  });

  it("lists the operations each scenario needs", () => {
    const { kit } = loadKitFile(fixture("good/tally-1.1.kit.json"));
    expect(kit.scenarios.map(requiredOps)).toEqual([
      ["init", "reduce", "legalActions"],
      ["init", "reduce", "view"],
      ["init"],
      ["init"],
    ]);
  });

  it("reports scenarios needing an operation the engine lacks as unsupported, not failed", () => {
    const result = runKit(bareTally, loadKitFile(fixture("good/tally-1.1.kit.json")).kit);
    expect([result.passed, result.failed, result.unsupported]).toEqual([2, 0, 2]);
    expect(result.results[0]).toEqual({
      id: "legal-while-counting",
      ok: false,
      status: "unsupported",
      missing: ["legalActions"],
    });
    if (result.results[1]?.status === "unsupported")
      expect(formatUnsupported(result.results[1])).toBe("○ views-by-seat: unsupported (needs view)");
  });

  it("runs the same kits through an asynchronous implementation", async () => {
    const local = engineImplementation(tally);
    const remote = {
      ops: local.ops,
      answer: async (r: Parameters<typeof local.answer>[0]) => local.answer(r),
    };
    for (const name of [
      "good/tally.kit.json",
      "good/tally-1.1.kit.json",
      "good/tally-1.2.kit.json",
      "failing-1.1.kit.json",
      "failing-1.2.kit.json",
    ]) {
      const { kit } = loadKitFile(fixture(name));
      expect(await runKitAsync(remote, kit)).toEqual(runKit(tally, kit));
    }
  });
});

describe("format 1.2: a seat's events of a step", () => {
  it("passes a correct kit: each seat's filtered events, exact and deep-partial, and hidden pointers", () => {
    const result = runKit(tally, loadKitFile(fixture("good/tally-1.2.kit.json")).kit);
    expect(result.results).toEqual([{ id: "seat-events-by-seat", ok: true, status: "passed" }]);
  });

  it("asks viewEvents for the step's own events, the seat and the state the step produced", () => {
    const local = engineImplementation(tally);
    const asked: unknown[] = [];
    const spy = {
      ops: local.ops,
      answer(r: Parameters<typeof local.answer>[0]) {
        if (r.op === "viewEvents") asked.push(r);
        return local.answer(r);
      },
    };
    const { kit } = loadKitFile(fixture("good/tally-1.2.kit.json"));
    expect(runScenarioOn(spy, kit.scenarios[0]!).status).toBe("passed");
    expect(asked).toEqual([
      {
        op: "viewEvents",
        events: [{ type: "counted", count: 1 }],
        seat: "keeper",
        state: { count: 1, limit: 2, phase: "counting", note: "" },
      },
      expect.objectContaining({ seat: "guest", events: [{ type: "counted", count: 1 }] }),
      {
        op: "viewEvents",
        events: [{ type: "counted", count: 2 }, { type: "filled" }],
        seat: "guest",
        state: { count: 2, limit: 2, phase: "full", note: "" },
      },
    ]);
  });

  it("reports a wrong list or a told secret with the step, the path in the seat's events and the seat", () => {
    const result = runKit(tally, loadKitFile(fixture("failing-1.2.kit.json")).kit);
    expect([result.passed, result.failed, result.unsupported]).toEqual([0, 3, 0]);
    const failures = result.results as ScenarioFailure[];
    expect(
      failures.map(({ id, step, check, path, expected, actual, message }) => ({
        id,
        step,
        check,
        path,
        expected,
        actual,
        message,
      })),
    ).toEqual([
      {
        id: "wrong-seat-event",
        step: 0,
        check: "seatEvents",
        path: "/0/count",
        expected: 2,
        actual: 1,
        message: 'not equal (seat "keeper")',
      },
      {
        id: "seat-events-too-many",
        step: 1,
        check: "seatEvents",
        path: "",
        expected: [{ type: "counted" }, { type: "filled" }],
        actual: [{ type: "counted" }],
        message: 'expected 2 elements, got 1 (seat "guest")',
      },
      {
        id: "seat-told-a-secret",
        step: 0,
        check: "seatEvents",
        path: "/0/count",
        expected: undefined,
        actual: 1,
        message: 'told to seat "keeper"',
      },
    ]);
    expect(formatFailure(failures[0]!)).toBe(
      [
        '✗ wrong-seat-event (step 0, seatEvents at /0/count): not equal (seat "keeper")',
        "    expected: 2",
        "    actual:   1",
      ].join("\n"),
    );
  });

  it("a scenario with seatEvents needs viewEvents: unsupported without it, never passed", () => {
    const { kit } = loadKitFile(fixture("good/tally-1.2.kit.json"));
    expect(kit.scenarios.map(requiredOps)).toEqual([["init", "reduce", "viewEvents"]]);
    const bare = runKit(bareTally, kit);
    expect(bare.results).toEqual([
      { id: "seat-events-by-seat", ok: false, status: "unsupported", missing: ["viewEvents"] },
    ]);
    const { viewEvents: _viewEvents, ...withoutViewEvents } = tally;
    expect(runKit(withoutViewEvents, kit).unsupported).toBe(1);
  });

  it("an exception in viewEvents fails the scenario at that step", () => {
    const throwing = {
      ...tally,
      viewEvents: () => {
        throw new Error("no eyes");
      },
    };
    const [r] = runKit(throwing, loadKitFile(fixture("good/tally-1.2.kit.json")).kit).results;
    expect(r).toMatchObject({ status: "failed", step: 0, check: "viewEvents", actual: "Error: no eyes" });
  });
});

describe("vitest adapter", () => {
  describeKits(tally, fixture("good"));
});
