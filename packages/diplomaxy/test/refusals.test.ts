/**
 * Refusal reasons (RULES.md §2, §8): every `rejected` event of `reduce` names one of
 * `DIPLOMAXY_REFUSALS`, the list a client translates, whatever a player sends in whatever state.
 */
import { readFileSync } from "node:fs";
import { SEAT_FIELD } from "@core/engine";
import { fc } from "@core/engine/testing";
import { describe, expect, it } from "vitest";
import { DIPLOMAXY_REFUSALS, engine, isDiplomaxyRefusal, ORDER_KINDS, type State } from "../src/index.js";
import { reachableStateArb } from "../src/testing.js";

/** Probes built from the state's own players, units and corridors (so most reach the rules), or junk. */
function probeArb(s: State): fc.Arbitrary<unknown> {
  return fc.constantFrom(...s.players).chain((me) => {
    const player = fc.constantFrom(...s.players, "nobody");
    const own = s.units.filter((u) => u.owner === me).map((u) => u.id);
    const unit = fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...own, "u-nope") },
      fc.constantFrom(...s.units.map((u) => u.id), ...s.transit.map((t) => t.id), "u-nope"),
    );
    const order = fc.record(
      {
        unit,
        order: fc.constantFrom(...ORDER_KINDS, "dance"),
        target: fc.constantFrom(...s.players, "nobody"),
        corridor: fc.constantFrom(...s.map.corridors.map((c) => c.id), "c-nope"),
        extra: fc.constant(1),
      },
      { requiredKeys: ["unit", "order"] },
    );
    const orders = fc.record({
      type: fc.constant("orders"),
      player: fc.oneof({ weight: 6, arbitrary: fc.constant(me) }, player),
      orders: fc.oneof({ weight: 6, arbitrary: fc.array(order, { maxLength: 3 }) }, fc.constant("all")),
    });
    const other = fc.record(
      { type: fc.constantFrom("ready", "resolve", "dance"), player: fc.constant(me) },
      { requiredKeys: ["type"] },
    );
    // Now and then stamped with a seat, the sender's or another's.
    const stamped = fc
      .tuple(fc.oneof(orders, other), player)
      .map(([a, seat]) => ({ ...a, [SEAT_FIELD]: seat }));
    return fc.oneof(
      { weight: 6, arbitrary: orders },
      { weight: 2, arbitrary: other },
      { weight: 1, arbitrary: stamped },
      { weight: 1, arbitrary: fc.anything() },
    );
  });
}

describe("a refusal's reason (DIPLOMAXY_REFUSALS)", () => {
  it("every refusal of a probe in a reachable state names a listed reason", () => {
    const seen = new Set<string>();
    fc.assert(
      fc.property(
        reachableStateArb().chain((s) => fc.tuple(fc.constant(s), fc.array(probeArb(s), { maxLength: 30 }))),
        ([s, probes]) => {
          for (const probe of probes) {
            const first = engine.reduce(s, probe as never).events[0] as { type: string; reason?: unknown };
            if (first?.type !== "rejected") continue;
            expect(isDiplomaxyRefusal(first.reason), String(first.reason)).toBe(true);
            seen.add(first.reason as string);
          }
        },
      ),
      { numRuns: 40 },
    );
    // The probes reach the orders' checks, not only the shape's (10 to 13 reasons in practice;
    // the rest need states random play rarely reaches, and the type checks them).
    expect(seen.size).toBeGreaterThanOrEqual(8);
  });

  it("RULES.md names every reason; isDiplomaxyRefusal knows them and nothing else", () => {
    const rules = readFileSync(new URL("../RULES.md", import.meta.url), "utf8");
    for (const reason of DIPLOMAXY_REFUSALS) {
      expect(rules, reason).toContain(`\`${reason}\``);
      expect(isDiplomaxyRefusal(reason)).toBe(true);
    }
    expect(new Set(DIPLOMAXY_REFUSALS).size).toBe(DIPLOMAXY_REFUSALS.length);
    for (const other of ["taunt", "toString", "", null]) expect(isDiplomaxyRefusal(other)).toBe(false);
  });
});
