/** Actions random games choose among, for the engine suite and the property tests. */
import { fc } from "@core/engine/testing";
import { legalActions, type OrdersAction, type State } from "../src/index.js";
import { turnArb } from "../src/testing.js";

/** A few full submissions per player, derived from the state, for the harness to choose among. */
export function richActions(state: State) {
  const legal = legalActions(state);
  const full: OrdersAction[] = [];
  for (const seed of [1, 2, 3]) {
    for (const a of fc.sample(turnArb(state), {
      seed: seed + state.turn * 7 + state.units.length,
      numRuns: 1,
    })[0] ?? [])
      full.push(a);
  }
  return [...legal, ...full];
}
