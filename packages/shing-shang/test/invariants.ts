/** The invariants of every state a random game visits (issue 5), for random simulations. */
import { expect } from "vitest";
import { legalActions, PORTALS, SQUARES, type State } from "../src/index.js";

const ALL_PORTALS = new Set([...PORTALS.red, ...PORTALS.blue]);

function census(state: State): Map<string, number> {
  const counts = new Map<string, number>();
  for (const piece of Object.values(state.pieces)) {
    if (piece === null) continue;
    const k = `${piece.side} ${piece.kind}`;
    counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  return counts;
}

/** The invariants, checked on every state a random game visits. */
export function makeInvariant(): (state: State, events: readonly unknown[]) => boolean {
  let previous: Map<string, number> | null = null;
  return (state, events) => {
    const counts = census(state);
    // A new game starts (the harness calls the invariant with no events after init).
    if (events.length === 0) previous = null;
    let total = 0;
    for (const n of counts.values()) total += n;
    expect(total).toBeLessThanOrEqual(24);
    if (previous !== null) for (const [k, n] of counts) expect(n).toBeLessThanOrEqual(previous.get(k) ?? 0);
    previous = counts;
    for (const [square, piece] of Object.entries(state.pieces)) {
      if (piece === null || !ALL_PORTALS.has(square)) continue;
      expect(piece.kind, `${piece.kind} on portal ${square}`).toBe("dragon");
      expect(PORTALS[piece.side].includes(square), `${piece.side} dragon on its own portal ${square}`).toBe(
        false,
      );
      // A dragon on an enemy portal has won.
      expect(state.result).toEqual({ winner: piece.side, reason: "portal" });
    }
    expect(Object.keys(state.pieces).sort()).toEqual([...SQUARES].sort());
    if (state.result === null) {
      expect(legalActions(state).length).toBeGreaterThan(0);
      if (state.extra !== null) expect(state.pieces[state.extra.excluded]?.side).toBe(state.turn);
    } else {
      expect(legalActions(state)).toEqual([]);
    }
    return true;
  };
}
