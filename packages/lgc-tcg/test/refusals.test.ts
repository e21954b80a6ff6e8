/**
 * Refusal reasons of the collection: every `rejected` event of `reduceCollection` names one of
 * `COLLECTION_REFUSALS` (§14), the list a client translates, whatever a player sends in whatever
 * state. (The duel's: the engine suite's reason closure, test/suite.test.ts.)
 */
import { readFileSync } from "node:fs";
import { fc } from "@core/engine/testing";
import { describe, expect, it } from "vitest";
import {
  COLLECTION_REFUSALS,
  type CollectionState,
  collectionActions,
  collectionEngine,
  isCollectionRefusal,
  reduceCollection,
} from "../src/index.js";
import { collectionSetupArb } from "../src/testing.js";

const COLLECTION_TYPES = [
  "OPEN_PACK",
  "MELT",
  "CRAFT",
  "MELT_DUPLICATES",
  "GRANT",
  "BUY_ALT_ART",
  "SHOW_ART",
  "SET_MEMBER",
  "GRANT_FOIL",
  "TRADE",
];

/** Collection probes built from the pool's own cards and members, or junk. */
function collectionProbeArb(s: CollectionState): fc.Arbitrary<unknown> {
  const card = fc.constantFrom(...s.pool.map((c) => c.cardId), "nope");
  const member = fc.constantFrom(
    ...s.pool.flatMap((c) => (c.memberId === undefined ? [] : [c.memberId])),
    "nobody",
  );
  const intent = fc.record(
    {
      type: fc.constantFrom(...COLLECTION_TYPES),
      cardId: card,
      version: fc.constantFrom(1, 2, 9, 1.5),
      foil: fc.constantFrom(true, false, "yes"),
      count: fc.constantFrom(1, 2, 0, 1001, undefined),
      art: fc.constantFrom(null, 0, 1, 2, 0.5),
      memberId: member,
      packs: fc.constantFrom(1, -1, "x"),
      sceaux: fc.constantFrom(0, 300, -5),
      provenance: fc.constantFrom("Nuit du Quorum · 2026", "", 7),
    },
    { requiredKeys: ["type", "cardId", "version", "art", "memberId"] },
  );
  return fc.oneof({ weight: 8, arbitrary: intent }, { weight: 1, arbitrary: fc.anything() });
}

describe("a collection's refusal reasons (COLLECTION_REFUSALS)", () => {
  it("every refusal of a probe along a random collection's life names a listed reason", () => {
    const seen = new Set<string>();
    fc.assert(
      fc.property(
        collectionSetupArb,
        fc.array(fc.tuple(fc.nat(), fc.integer()), { maxLength: 25 }),
        (setup, plan) => {
          let s = collectionEngine.init(setup);
          // Each state is probed with a few actions drawn from its own cards (seeded by the plan).
          for (const [choice, seed] of plan) {
            for (const probe of fc.sample(collectionProbeArb(s), { numRuns: 4, seed })) {
              const first = reduceCollection(s, probe).events[0] as
                | { type: string; reason?: unknown }
                | undefined;
              if (first?.type !== "rejected") continue;
              expect(isCollectionRefusal(first.reason), String(first.reason)).toBe(true);
              seen.add(first.reason as string);
            }
            const moves = collectionActions(s);
            if (moves.length === 0) break;
            s = reduceCollection(s, moves[choice % moves.length]).state;
          }
        },
      ),
      { numRuns: 40 },
    );
    expect(seen.size).toBeGreaterThanOrEqual(8);
  });

  it("RULES.md names every reason; isCollectionRefusal knows them and nothing else", () => {
    const rules = readFileSync(new URL("../RULES.md", import.meta.url), "utf8");
    for (const reason of COLLECTION_REFUSALS) {
      expect(rules, reason).toContain(`\`${reason}\``);
      expect(isCollectionRefusal(reason)).toBe(true);
    }
    expect(new Set(COLLECTION_REFUSALS).size).toBe(COLLECTION_REFUSALS.length);
    for (const other of ["game-over", "toString", "", null]) expect(isCollectionRefusal(other)).toBe(false);
  });
});
