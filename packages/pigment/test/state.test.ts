import { describe, expect, it } from "vitest";
import { type Dir, init, parseState, reduce, type State } from "../src/index.js";

/** The reason and pointer of a refused state; fails the test when the state is accepted. */
function refusal(input: unknown): { reason: string | undefined; pointer: string } {
  const parsed = parseState(input);
  if (parsed.ok) throw new Error("the state was accepted");
  return { reason: parsed.error.reason, pointer: parsed.error.pointer };
}

const played = (state: State, ...dirs: Dir[]): State =>
  dirs.reduce((s, dir) => reduce(s, { type: "roll", dir }).state, state);

describe("parseState (RULES.md, State)", () => {
  it("refuses what the schema refuses, at its pointer", () => {
    const state = init({ level: 2 });
    expect(refusal({ ...state, spent: -1 })).toEqual({ reason: "schema", pointer: "/spent" });
    expect(refusal({ ...state, stains: state.stains.slice(1) })).toEqual({
      reason: "schema",
      pointer: "/stains",
    });
    expect(refusal({ ...state, die: { ...state.die, D: "pink" } })).toEqual({
      reason: "schema",
      pointer: "/die/D",
    });
    expect(refusal({ ...state, extra: 1 })).toEqual({ reason: "schema", pointer: "/extra" });
    expect(refusal({ ...state, level: { ...state.level, limit: 0 } })).toEqual({
      reason: "schema",
      pointer: "/level/limit",
    });
    for (const junk of [null, 7, "state", [], {}]) expect(refusal(junk).reason).toBe("schema");
  });

  it("refuses a state whose parts contradict each other, at the offending value", () => {
    const state = played(init({ level: 3 }), "E");
    const at = (input: State) => refusal(input);
    const inconsistent = (pointer: string) => ({ reason: "inconsistent", pointer });
    // The level as init checks it: the start on a hole.
    expect(at({ ...state, level: { ...state.level, holes: [[0, 0]] } })).toEqual(
      inconsistent("/level/start"),
    );
    expect(at({ ...state, marks: [{ cell: [0, 0], colour: "red" }] })).toEqual(inconsistent("/marks"));
    expect(at({ ...state, limit: state.limit + 1 })).toEqual(inconsistent("/limit"));
    // A die that is a mirror image of the start die, or one colour twice.
    expect(at({ ...state, die: { ...state.die, E: state.die.W, W: state.die.E } })).toEqual(
      inconsistent("/die"),
    );
    expect(at({ ...state, history: [] })).toEqual(inconsistent("/history"));
    expect(at({ ...state, spent: 0 })).toEqual(inconsistent("/history"));
    const lost = { ...state, phase: "lost" as const };
    expect(at(lost)).toEqual(inconsistent("/phase"));
    expect(at({ ...state, phase: "won" })).toEqual(inconsistent("/phase"));
    const holed = { ...state.level, holes: [[3, 3]] as const };
    expect(at({ ...state, level: holed, pos: [3, 3] })).toEqual(inconsistent("/pos"));
  });
});
