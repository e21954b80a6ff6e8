import { describe, expect, it } from "vitest";
import { engine, parseState, type State } from "../src/index.js";

/** The reason and pointer of a refused state; fails the test when the state is accepted. */
function refusal(input: unknown): { reason: string | undefined; pointer: string } {
  const parsed = parseState(input);
  if (parsed.ok) throw new Error("the state was accepted");
  return { reason: parsed.error.reason, pointer: parsed.error.pointer };
}

const inconsistent = (pointer: string) => ({ reason: "inconsistent", pointer });
const start = (): State => engine.init({});
const moved = (state: State, pieces: State["pieces"]): State => ({
  ...state,
  pieces: { ...state.pieces, ...pieces },
});

describe("parseState (RULES.md §10)", () => {
  it("refuses what the schema refuses, at its pointer", () => {
    const state = start();
    expect(refusal({ ...state, turn: "green" })).toEqual({ reason: "schema", pointer: "/turn" });
    expect(refusal(moved(state, { k1: null }))).toEqual({ reason: "schema", pointer: "/pieces" });
    expect(refusal(moved(state, { c3: { side: "red", kind: "tiger" } as never }))).toEqual({
      reason: "schema",
      pointer: "/pieces/c3/kind",
    });
    expect(refusal({ ...state, ply: 1.5 })).toEqual({ reason: "schema", pointer: "/ply" });
  });

  it("refuses a board no game reaches", () => {
    const state = start();
    expect(refusal(moved(state, { a1: { side: "red", kind: "monkey" } }))).toEqual(
      inconsistent("/pieces/a1"),
    );
    expect(refusal(moved(state, { e5: { side: "red", kind: "dragon" } }))).toEqual(inconsistent("/pieces"));
    expect(refusal(moved(state, { e9: { side: "red", kind: "lion" } }))).toEqual(inconsistent("/pieces/e9"));
    expect(refusal(moved(state, { e2: { side: "red", kind: "dragon" } }))).toEqual(
      inconsistent("/pieces/e2"),
    );
    // A dragon on the enemy portal while the game goes on; a game going on without a dragon.
    const redDragon = Object.entries(state.pieces).find(
      ([, p]) => p?.side === "red" && p.kind === "dragon",
    )![0];
    expect(refusal(moved(state, { [redDragon]: null, e9: { side: "red", kind: "dragon" } }))).toEqual(
      inconsistent("/result"),
    );
    const noBlueDragon = Object.fromEntries(
      Object.entries(state.pieces).map(([q, p]) => [q, p?.side === "blue" && p.kind === "dragon" ? null : p]),
    );
    expect(refusal({ ...state, pieces: noBlueDragon })).toEqual(inconsistent("/result"));
  });

  it("refuses a result, a bonus or a ply count the board contradicts", () => {
    const state = start();
    expect(refusal({ ...state, result: { winner: "red", reason: "portal" } })).toEqual(
      inconsistent("/result"),
    );
    expect(refusal({ ...state, result: { winner: "blue", reason: "dragons" } })).toEqual(
      inconsistent("/result"),
    );
    expect(refusal({ ...state, result: { winner: null, reason: "max-plies" } })).toEqual(
      inconsistent("/result"),
    );
    expect(refusal({ ...state, maxPlies: 10, ply: 11 })).toEqual(inconsistent("/ply"));
    expect(refusal({ ...state, maxPlies: 10, ply: 10 })).toEqual(inconsistent("/result"));
    expect(refusal({ ...state, extra: { excluded: "e5" } })).toEqual(inconsistent("/extra/excluded"));
    const blueSquare = Object.entries(state.pieces).find(([, p]) => p?.side === "blue")![0];
    expect(refusal({ ...state, extra: { excluded: blueSquare } })).toEqual(inconsistent("/extra/excluded"));
    expect(parseState({ ...state, result: { winner: null, reason: "no-legal-actions" } }).ok).toBe(true);
  });
});
