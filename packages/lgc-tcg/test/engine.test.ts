import { checkRandomSimulation } from "@core/engine/testing";
import { describe, expect, it } from "vitest";
import {
  allCardIds,
  engine,
  FERVEUR_CAP,
  HERO_HP,
  hpOf,
  legalActions,
  MAX_CREATURES,
  MAX_HAND,
  MAX_PERMANENTS,
  maxHpOf,
  type State,
  view,
} from "../src/index.js";
import { setupArb } from "../src/testing.js";

/** The ids the seat must never see: the opponent's hand and deck, and its own deck. */
function hiddenIds(s: State, seat: "A" | "B"): string[] {
  const foe = seat === "A" ? s.players.B : s.players.A;
  return [...foe.hand, ...foe.deck, ...s.players[seat].deck].map((c) => c.id);
}

function invariant(s: State): boolean {
  for (const seat of ["A", "B"] as const) {
    const p = s.players[seat];
    expect(p.hp).toBeLessThanOrEqual(HERO_HP);
    expect(p.armor).toBeGreaterThanOrEqual(0);
    expect(p.board.length).toBeLessThanOrEqual(MAX_CREATURES);
    expect(p.permanents.length).toBeLessThanOrEqual(MAX_PERMANENTS);
    expect(p.hand.length).toBeLessThanOrEqual(MAX_HAND);
    expect(p.ferveur).toBeGreaterThanOrEqual(0);
    expect(p.ferveur).toBeLessThanOrEqual(FERVEUR_CAP);
    expect(p.ferveurMax).toBeGreaterThanOrEqual(0);
    expect(p.ferveurMax).toBeLessThanOrEqual(FERVEUR_CAP);
    for (const c of p.board) {
      // Between intents every creature is alive and never above its maximum.
      expect(hpOf(s, c)).toBeGreaterThan(0);
      expect(hpOf(s, c)).toBeLessThanOrEqual(maxHpOf(s, c));
    }
  }
  // Conservation: every card instance ever created is in exactly one zone.
  const ids = allCardIds(s);
  expect(new Set(ids).size).toBe(ids.length);
  expect(ids.length).toBe(s.nextId - 1);
  for (const seat of ["A", "B"] as const) {
    const text = JSON.stringify(view(s, seat));
    expect(text).not.toContain('"rng"');
    for (const id of hiddenIds(s, seat)) expect(text).not.toContain(`"${id}"`);
  }
  return true;
}

describe("random simulation harness", () => {
  it("keeps the contract and the invariants over random games", () => {
    checkRandomSimulation(engine, {
      setups: setupArb,
      // CONCEDE is legal everywhere; leaving it out lets random games run long.
      actions: (s) => legalActions(s).filter((a) => a.type !== "CONCEDE"),
      maxSteps: 250,
      numRuns: 25,
      invariant,
    });
  });

  it("accepts CONCEDE from either player at any point", () => {
    checkRandomSimulation(engine, { setups: setupArb, maxSteps: 40, numRuns: 20, invariant });
  });
});
