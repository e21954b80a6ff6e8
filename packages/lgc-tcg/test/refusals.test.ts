/**
 * The duel's refusal reasons (RULES.md §9): every `rejected` event of `reduce` names one of
 * `DUEL_REFUSALS`, the list a client translates, whatever bytes a player sends in whatever state.
 */
import { readFileSync } from "node:fs";
import { SEAT_FIELD } from "@core/engine";
import { fc } from "@core/engine/testing";
import { describe, expect, it } from "vitest";
import {
  allCardIds,
  DUEL_REFUSALS,
  heroId,
  isDuelRefusal,
  legalActions,
  reduce,
  type State,
} from "../src/index.js";
import { reachableStateArb } from "../src/testing.js";

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
