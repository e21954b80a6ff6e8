import { type Engine, isRecord, nextInt, type Rng, reject, seedRng } from "../src/index.js";

/** A tiny engine for the harness tests: add 1..3 to a counter, or roll a die from the RNG. */
export interface CounterState {
  readonly total: number;
  readonly rng: Rng;
}
export type CounterAction = { readonly type: "add"; readonly n: 1 | 2 | 3 } | { readonly type: "roll" };
export type CounterEvent =
  | { readonly type: "added"; readonly n: number }
  | { readonly type: "rolled"; readonly value: number };

export const counter: Engine<{ seed: number }, CounterState, CounterAction, CounterEvent> = {
  id: "counter",
  init: (setup) => ({ total: 0, rng: seedRng(setup.seed) }),
  reduce(state, action) {
    if (!isRecord(action)) return reject(state, action, "invalid-action");
    if (action.type === "add") {
      const n = action.n;
      if (n !== 1 && n !== 2 && n !== 3)
        return reject(state, action, "invalid-action", "n must be 1, 2 or 3");
      return { state: { ...state, total: state.total + n }, events: [{ type: "added", n }] };
    }
    if (action.type === "roll") {
      const [value, rng] = nextInt(state.rng, 6);
      return {
        state: { total: state.total + value + 1, rng },
        events: [{ type: "rolled", value: value + 1 }],
      };
    }
    return reject(state, action, "invalid-action");
  },
  legalActions: (state) =>
    state.total >= 30
      ? []
      : [{ type: "add", n: 1 }, { type: "add", n: 2 }, { type: "add", n: 3 }, { type: "roll" }],
};
