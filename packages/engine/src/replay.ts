import type { Engine, Rejected } from "./contract.js";

/** The outcome of {@link replay}: the final state, every step's events, and the states visited. */
export interface ReplayResult<State, Event> {
  readonly state: State;
  readonly steps: readonly { readonly action: unknown; readonly events: readonly (Event | Rejected)[] }[];
}

/** Runs `actions` from `init(setup)` and returns the final state with each step's events. */
export function replay<Setup, State, Action, Event extends { readonly type: string }>(
  engine: Engine<Setup, State, Action, Event>,
  setup: Setup,
  actions: readonly Action[],
): ReplayResult<State, Event> {
  let state = engine.init(setup);
  const steps: { action: unknown; events: readonly (Event | Rejected)[] }[] = [];
  for (const action of actions) {
    const t = engine.reduce(state, action);
    state = t.state;
    steps.push({ action, events: t.events });
  }
  return { state, steps };
}
