import { type Engine, isRecord, reject } from "@core/engine";

/** A tiny engine for runner tests: a tally that counts up to a limit. */
export interface TallyState {
  readonly count: number;
  readonly limit: number;
  readonly phase: "counting" | "full";
}
export type TallyEvent = { readonly type: "counted"; readonly count: number } | { readonly type: "filled" };

export const tally: Engine<{ limit: number }, TallyState, { type: "count" }, TallyEvent> = {
  id: "tally",
  init(setup) {
    if (!Number.isInteger(setup.limit) || setup.limit < 1)
      throw new Error("limit must be a positive integer");
    return { count: 0, limit: setup.limit, phase: "counting" };
  },
  reduce(state, action) {
    if (!isRecord(action) || action.type !== "count") return reject(state, action, "invalid-action");
    if (state.phase === "full") return reject(state, action, "full");
    const count = state.count + 1;
    const full = count === state.limit;
    const events: TallyEvent[] = [{ type: "counted", count }];
    if (full) events.push({ type: "filled" });
    return { state: { ...state, count, phase: full ? "full" : "counting" }, events };
  },
};
