import { fileURLToPath } from "node:url";
import { reject } from "@core/engine";
import { fc } from "@core/engine/testing";
import { describe, expect, it } from "vitest";
import { loadKits } from "../src/node.js";
import { closureProblems, probeRefusals, recording, runKits } from "../src/vitest.js";
import { checkedTally } from "./tally-manifest.js";

const setups = fc.record({ limit: fc.integer({ min: 1, max: 4 }) });

describe("reason closure", () => {
  it("finds a list closed when every reason given is listed and every listed one given or defensive", () => {
    expect(closureProblems(["a", "b"], new Set(["a", "b"]), {})).toEqual([]);
    expect(closureProblems(["a", "b"], new Set(["a"]), { b: "kept for states no game reaches" })).toEqual([]);
  });

  it("names each way a list is not closed", () => {
    expect(closureProblems(["a"], new Set(["a", "z"]), {})).toEqual(['"z" is given but not listed']);
    expect(closureProblems(["a", "b"], new Set(["a"]), {})).toEqual([
      '"b" is listed but no kit, probe or case gives it: reach it, or document it as defensive',
    ]);
    expect(
      closureProblems(["a"], new Set(["a"]), { a: "unreachable, really", q: "not a reason of the list" }),
    ).toEqual([
      '"a" is documented as defensive but given: it is reachable',
      '"q" is documented as defensive but not listed',
    ]);
    expect(closureProblems(["a", "b"], new Set(["a"]), { b: "why?" })).toEqual([
      '"b" is documented as defensive without saying why',
    ]);
    expect(closureProblems(["a", "a"], new Set(["a"]), {})).toEqual(["a reason is listed twice"]);
  });

  it("records what the kits make an engine refuse and throw", () => {
    const refusals = new Set<string>();
    const setupReasons = new Set<string>();
    runKits(
      recording(checkedTally, refusals, setupReasons),
      loadKits([fileURLToPath(new URL("./fixtures/good", import.meta.url))]),
    );
    expect([...refusals].sort()).toEqual(["full"]);
    expect([...setupReasons].sort()).toEqual(["bad-limit"]);
  });

  it("probes random games with changed legal actions, and the engine's probes", () => {
    // A changed legal action is refused as invalid; counting at the limit needs a probe.
    expect([...probeRefusals(checkedTally, ["invalid-action", "full"], { setups, numRuns: 20 })]).toEqual([
      "invalid-action",
    ]);
    const probes = () => fc.constant({ type: "count" });
    expect(
      [...probeRefusals(checkedTally, ["invalid-action", "full"], { setups, probes, numRuns: 20 })].sort(),
    ).toEqual(["full", "invalid-action"]);
  });

  it("fails on a refusal the list lacks, naming the action", () => {
    const chatty = {
      ...checkedTally,
      reduce: (s: never, a: unknown) =>
        (a as { type?: unknown })?.type === "reset" && (s as { count: number }).count === 0
          ? reject(s, a, "nothing-to-reset")
          : checkedTally.reduce(s, a as never),
    };
    expect(() => probeRefusals(chatty, ["invalid-action", "full"], { setups, numRuns: 20 })).toThrow(
      /with "nothing-to-reset", which is not listed/,
    );
  });
});
