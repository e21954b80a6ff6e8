/**
 * Refusal reasons: every `rejected` event of the duel's `reduce` names one of `DUEL_REFUSALS`
 * (RULES.md §9), every one of `reduceCollection` one of `COLLECTION_REFUSALS` (§14): the lists a
 * client translates, whatever a player sends in whatever state.
 */
import { readFileSync } from "node:fs";
import { SEAT_FIELD } from "@core/engine";
import { fc } from "@core/engine/testing";
import { describe, expect, it } from "vitest";
import {
  allCardIds,
  COLLECTION_REFUSALS,
  type CollectionState,
  collectionActions,
  collectionEngine,
  DUEL_REFUSALS,
  heroId,
  isCollectionRefusal,
  isDuelRefusal,
  legalActions,
  reduce,
  reduceCollection,
  type State,
} from "../src/index.js";
import { collectionSetupArb, reachableStateArb } from "../src/testing.js";

const TYPES = ["MULLIGAN", "PLAY_CARD", "ATTACK", "HERO_POWER", "ACTIVATE", "END_TURN", "CONCEDE", "PASS"];

/** Probes built from a state's own ids (so that most are well formed and reach the rules), or junk. */
function probeArb(s: State): fc.Arbitrary<unknown> {
  const ids = [...allCardIds(s), heroId("A"), heroId("B"), "nope"];
  const id = fc.constantFrom(...ids);
  const keys = [
    ...new Set(legalActions(s).flatMap((a) => ("targets" in a ? Object.keys(a.targets ?? {}) : []))),
  ];
  const targets = fc.dictionary(fc.constantFrom(...keys, "ENEMY:CREATURE", "x"), id, { maxKeys: 2 });
  const intent = fc.record(
    {
      type: fc.constantFrom(...TYPES),
      player: fc.oneof({ weight: 6, arbitrary: fc.constantFrom("A", "B") }, fc.constantFrom("C", 1)),
      card: id,
      attacker: id,
      target: id,
      source: id,
      replace: fc.array(id, { maxLength: 4 }),
      targets: fc.oneof(targets, fc.constant("all")),
      [SEAT_FIELD]: fc.constantFrom("A", "B", "C", null),
    },
    { requiredKeys: ["type", "player", "card", "attacker", "target", "source", "replace"] },
  );
  return fc.oneof(
    { weight: 8, arbitrary: intent },
    { weight: 1, arbitrary: fc.anything() },
    // A legal intent sent by, or stamped for, the other seat.
    {
      weight: 2,
      arbitrary: fc
        .constantFrom(...legalActions(s), null)
        .map((a) => a && { ...a, player: a.player === "A" ? "B" : "A" }),
    },
  );
}

describe("a duel's refusal reasons (DUEL_REFUSALS)", () => {
  it("every refusal of a probe in a reachable state names a listed reason", () => {
    const seen = new Set<string>();
    fc.assert(
      fc.property(
        reachableStateArb(80).chain((s) =>
          fc.tuple(fc.constant(s), fc.array(probeArb(s), { maxLength: 30 })),
        ),
        ([s, probes]) => {
          for (const probe of probes) {
            const first = reduce(s, probe).events[0] as { type: string; reason?: unknown } | undefined;
            if (first?.type !== "rejected") continue;
            expect(isDuelRefusal(first.reason), String(first.reason)).toBe(true);
            seen.add(first.reason as string);
          }
        },
      ),
      { numRuns: 60 },
    );
    // The probes reach the rules, not only the parser: a good third of the reasons are met (about
    // 16 in practice; the rest need positions random play rarely reaches, and the type checks them).
    expect(seen.size).toBeGreaterThanOrEqual(12);
  });

  it("RULES.md names every reason, each once in the list", () => {
    const rules = readFileSync(new URL("../RULES.md", import.meta.url), "utf8");
    for (const reason of DUEL_REFUSALS) expect(rules, reason).toContain(`\`${reason}\``);
    expect(new Set(DUEL_REFUSALS).size).toBe(DUEL_REFUSALS.length);
  });

  it("isDuelRefusal knows the listed reasons and nothing else", () => {
    for (const reason of DUEL_REFUSALS) expect(isDuelRefusal(reason)).toBe(true);
    for (const other of ["card-banned", "toString", "constructor", "", null, 1])
      expect(isDuelRefusal(other)).toBe(false);
  });
});

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
