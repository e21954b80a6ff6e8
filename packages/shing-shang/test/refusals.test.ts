/**
 * Refusal reasons (RULES.md, "Refusal reasons"): every `rejected` event of `reduce` names one of
 * `SHING_SHANG_REFUSALS`, the list a client translates, whatever a player sends in whatever state.
 */
import { readFileSync } from "node:fs";
import { SEAT_FIELD } from "@core/engine";
import { fc } from "@core/engine/testing";
import { describe, expect, it } from "vitest";
import { isShingShangRefusal, reduce, SHING_SHANG_REFUSALS, SQUARES, type State } from "../src/index.js";
import { stateArbitrary } from "../src/testing.js";

/** Probes: steps and jumps from occupied squares (most reach the rules), a pass, stamps, junk. */
function probeArb(s: State): fc.Arbitrary<unknown> {
  const occupied = SQUARES.filter((q) => s.pieces[q] !== null);
  const from = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...occupied) },
    fc.constantFrom(...SQUARES, "z9", 3),
  );
  const to = fc.constantFrom(...SQUARES, "z9");
  const action = fc.oneof(
    fc.record({ type: fc.constant("step"), from, to }),
    fc.record({ type: fc.constant("jump"), from, path: fc.array(to, { maxLength: 3 }) }),
    fc.constant({ type: "pass" }),
    fc.record({ type: fc.constantFrom("step", "dance"), from, extra: fc.constant(1) }),
  );
  const stamped = fc
    .tuple(action, fc.constantFrom("red", "blue", "green"))
    .map(([a, seat]) => ({ ...a, [SEAT_FIELD]: seat }));
  return fc.oneof(
    { weight: 6, arbitrary: action },
    { weight: 1, arbitrary: stamped },
    { weight: 1, arbitrary: fc.anything() },
  );
}

describe("a refusal's reason (SHING_SHANG_REFUSALS)", () => {
  it("every refusal of a probe in a reachable state names a listed reason", () => {
    const seen = new Set<string>();
    fc.assert(
      fc.property(
        stateArbitrary().chain((s) => fc.tuple(fc.constant(s), fc.array(probeArb(s), { maxLength: 40 }))),
        ([s, probes]) => {
          for (const probe of probes) {
            const first = reduce(s, probe as never).events[0] as
              | { type: string; reason?: unknown }
              | undefined;
            if (first?.type !== "rejected") continue;
            expect(isShingShangRefusal(first.reason), String(first.reason)).toBe(true);
            seen.add(first.reason as string);
          }
        },
      ),
      { numRuns: 60 },
    );
    // The probes reach the rules, not only the parser; the rest need rarer positions, and the type
    // checks them.
    expect(seen.size).toBeGreaterThanOrEqual(10);
  });

  it("RULES.md names every reason; isShingShangRefusal knows them and nothing else", () => {
    const rules = readFileSync(new URL("../RULES.md", import.meta.url), "utf8");
    for (const reason of SHING_SHANG_REFUSALS) {
      expect(rules, reason).toContain(`\`${reason}\``);
      expect(isShingShangRefusal(reason)).toBe(true);
    }
    expect(new Set(SHING_SHANG_REFUSALS).size).toBe(SHING_SHANG_REFUSALS.length);
    for (const other of ["taunt", "toString", "", null]) expect(isShingShangRefusal(other)).toBe(false);
  });
});
