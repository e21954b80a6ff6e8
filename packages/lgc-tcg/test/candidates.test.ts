import { fc } from "@core/engine/testing";
import { describe, expect, it } from "vitest";
import { choicesOf } from "../src/choices.js";
import { filterArb } from "../src/data/arbitrary.js";
import type { Selector } from "../src/data/types.js";
import { type Ability, candidates, type PlayerId, type State } from "../src/index.js";
import { isCandidate } from "../src/selectors.js";
import { reachableStateArb } from "../src/testing.js";

// `isCandidate` answers "is this id one of the selector's candidates?" without listing them
// (issue 18: checking an intent's chosen targets and resolving them). It must agree with
// `candidates` on every id of every zone, for every selector, from either seat.

const selectorArb: fc.Arbitrary<Selector> = fc.oneof(
  fc.record(
    {
      side: fc.constantFrom("ALLY", "ENEMY", "ANY"),
      kind: fc.constantFrom("CREATURE", "HERO", "PERMANENT", "CARD_IN_HAND", "ANY"),
      scope: fc.constantFrom("CHOSEN", "ALL"),
      filter: filterArb,
      excludeSelf: fc.boolean(),
    },
    { requiredKeys: ["side", "kind", "scope"] },
  ),
  fc
    .constantFrom("CREATURE", "PERMANENT", "HERO", "ANY")
    .map((kind): Selector => ({ side: "SELF", kind, scope: "SELF" })),
) as fc.Arbitrary<Selector>;

/** Every id a state holds, the heroes, and one that is nowhere. */
function idsOf(s: State): string[] {
  const out = ["heroA", "heroB", "nowhere"];
  for (const p of [s.players.A, s.players.B])
    for (const zone of [p.deck, p.hand, p.board, p.permanents, p.graveyard])
      for (const c of zone) out.push(c.id);
  return out;
}

describe("isCandidate", () => {
  it("agrees with candidates on every id, for any selector, controller and source", () => {
    fc.assert(
      fc.property(
        reachableStateArb(80),
        selectorArb,
        fc.constantFrom<PlayerId>("A", "B"),
        fc.nat(),
        fc.boolean(),
        fc.boolean(),
        (s, sel, controller, k, forChoice, withAura) => {
          const ids = idsOf(s);
          const source = ids[k % ids.length] as string;
          const opts = { forChoice, withAura };
          const pool = candidates(s, controller, source, sel, opts);
          for (const id of ids)
            expect(isCandidate(s, controller, source, sel, id, opts)).toBe(pool.includes(id));
        },
      ),
      { numRuns: 300 },
    );
  });

  it("finds a choice's candidates the same way choicesOf lists them", () => {
    fc.assert(
      fc.property(reachableStateArb(80), selectorArb, fc.nat(), (s, sel, k) => {
        const chosen = { ...sel, scope: "CHOSEN" } as Selector;
        const ability = {
          trigger: "ON_PLAY",
          condition: null,
          action: "DESTROY",
          target: chosen,
          params: {},
        } as unknown as Ability;
        const ids = idsOf(s);
        const source = ids[k % ids.length] as string;
        const listed = [...choicesOf(s, s.active, source, [ability]).values()][0] ?? [];
        for (const id of ids)
          expect(isCandidate(s, s.active, source, chosen, id, { forChoice: true, withAura: true })).toBe(
            listed.includes(id),
          );
      }),
      { numRuns: 200 },
    );
  });
});
