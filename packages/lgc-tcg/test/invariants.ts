/** The duel's invariants of every state (RULES.md §13), for random simulations. */
import { expect } from "vitest";
import { allCardIds, hpOf, maxHpOf, rulesOf, type State, view } from "../src/index.js";

/**
 * The ids the seat must never see: the opponent's hand (but the cards it showed, back from play),
 * deck and Secrets, and its own deck.
 */
function hiddenIds(s: State, seat: "A" | "B"): string[] {
  const foe = seat === "A" ? s.players.B : s.players.A;
  const hand = foe.hand.filter((c) => c.revealed !== true);
  return [...hand, ...foe.deck, ...foe.secrets, ...s.players[seat].deck].map((c) => c.id);
}

export function invariant(s: State): boolean {
  // The limits are the duel's own rules (§1), which random setups vary.
  const rules = rulesOf(s);
  for (const seat of ["A", "B"] as const) {
    const p = s.players[seat];
    expect(p.hp).toBeLessThanOrEqual(rules.heroHp);
    expect(p.armor).toBeGreaterThanOrEqual(0);
    expect(p.board.length).toBeLessThanOrEqual(rules.maxCreatures);
    expect(p.permanents.length).toBeLessThanOrEqual(rules.maxPermanents);
    expect(p.secrets.length).toBeLessThanOrEqual(rules.maxSecrets);
    expect(new Set(p.secrets.map((c) => c.card)).size).toBe(p.secrets.length);
    expect(p.hand.length).toBeLessThanOrEqual(rules.maxHand);
    expect(p.ferveur).toBeGreaterThanOrEqual(0);
    expect(p.ferveur).toBeLessThanOrEqual(rules.ferveurCap);
    expect(p.ferveurMax).toBeGreaterThanOrEqual(0);
    expect(p.ferveurMax).toBeLessThanOrEqual(rules.ferveurCap);
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
