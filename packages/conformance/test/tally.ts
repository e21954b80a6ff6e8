import { type Engine, isRecord, reject, SetupError } from "@core/engine";

/** A tiny engine for runner tests: a tally that counts up to a limit, with a secret note. */
export interface TallyState {
  readonly count: number;
  readonly limit: number;
  readonly phase: "counting" | "full";
  /** Only the "keeper" seat sees it. */
  readonly note: string;
}
export type TallyEvent = { readonly type: "counted"; readonly count: number } | { readonly type: "filled" };
export interface TallySetup {
  readonly limit: number;
  readonly note?: string;
  /** Makes init throw a plain Error (not a SetupError), for the runner's tests. */
  readonly explode?: boolean;
}
export type TallyAction = { readonly type: "count" } | { readonly type: "reset" };

/** The tally with `legalActions`, `view` and `viewEvents`. */
export const tally: Engine<TallySetup, TallyState, TallyAction, TallyEvent> = {
  id: "tally",
  init(setup) {
    if (setup.explode === true) throw new Error("boom");
    if (!Number.isInteger(setup.limit) || setup.limit < 1)
      throw new SetupError("limit must be a positive integer", "/limit");
    return { count: 0, limit: setup.limit, phase: "counting", note: setup.note ?? "" };
  },
  reduce(state, action) {
    if (!isRecord(action)) return reject(state, action, "invalid-action");
    if (action.type === "reset") return { state: { ...state, count: 0, phase: "counting" }, events: [] };
    if (action.type !== "count") return reject(state, action, "invalid-action");
    if (state.phase === "full") return reject(state, action, "full");
    const count = state.count + 1;
    const full = count === state.limit;
    const events: TallyEvent[] = [{ type: "counted", count }];
    if (full) events.push({ type: "filled" });
    return { state: { ...state, count, phase: full ? "full" : "counting" }, events };
  },
  legalActions(state) {
    return state.phase === "full" ? [{ type: "reset" }] : [{ type: "count" }, { type: "reset" }];
  },
  view(state, seat) {
    return seat === "keeper" ? { ...state } : { count: state.count, limit: state.limit, phase: state.phase };
  },
  // Only the keeper is told the count of each `counted` event (an arbitrary rule, for the
  // runner's seatEvents tests); everyone receives every event.
  viewEvents(events, seat) {
    return seat === "keeper" ? events : events.map((e) => (e.type === "counted" ? { type: e.type } : e));
  },
};

/** The same tally without `legalActions`, `view` and `viewEvents`: scenarios needing them are unsupported. */
export const bareTally: Engine<TallySetup, TallyState, TallyAction, TallyEvent> = {
  id: tally.id,
  init: tally.init,
  reduce: tally.reduce,
};
