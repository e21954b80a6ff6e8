import { fc } from "@core/engine/testing";
import { describe, expect, it } from "vitest";
import { engine, MAPS, parseState, type State } from "../src/index.js";
import { submissionArb } from "../src/testing.js";

/** The reason and pointer of a refused state; fails the test when the state is accepted. */
function refusal(input: unknown): { reason: string | undefined; pointer: string } {
  const parsed = parseState(input);
  if (parsed.ok) throw new Error("the state was accepted");
  return { reason: parsed.error.reason, pointer: parsed.error.pointer };
}

const inconsistent = (pointer: string) => ({ reason: "inconsistent", pointer });

/** The duel map after one resolved turn (units produced, reports kept) with fresh orders. */
function midGame(): State {
  let state = engine.init(MAPS.duel as never);
  state = engine.reduce(state, { type: "resolve" }).state;
  const [orders] = fc.sample(submissionArb(state, state.players[0]!), { seed: 3, numRuns: 1 });
  return engine.reduce(state, orders!).state;
}

describe("parseState (RULES.md §10)", () => {
  it("refuses what the schema refuses, at its pointer", () => {
    const state = midGame();
    expect(refusal({ ...state, turn: 0 })).toEqual({ reason: "schema", pointer: "/turn" });
    expect(refusal({ ...state, units: [{ ...state.units[0], id: "a b" }] })).toEqual({
      reason: "schema",
      pointer: "/units/0/id",
    });
    const [player, list] = Object.entries(state.orders)[0]!;
    expect(refusal({ ...state, orders: { [player]: [{ ...list[0], order: "retreat" }] } })).toEqual({
      reason: "schema",
      pointer: `/orders/${player}/0/order`,
    });
  });

  it("refuses repeated ids and references to nothing", () => {
    const state = midGame();
    const [first, second] = state.units;
    expect(refusal({ ...state, units: [first, { ...second!, id: first!.id }] })).toEqual(
      inconsistent("/units/1/id"),
    );
    const moving = {
      id: first!.id,
      owner: first!.owner,
      corridor: state.map.corridors[0]!.id,
      from: state.map.corridors[0]!.a,
      to: state.map.corridors[0]!.b,
      arrives: state.turn,
    };
    expect(refusal({ ...state, transit: [moving] })).toEqual(inconsistent("/transit/0/id"));
    expect(refusal({ ...state, transit: [{ ...moving, id: "x", corridor: "nowhere" }] })).toEqual(
      inconsistent("/transit/0/corridor"),
    );
    expect(refusal({ ...state, units: [{ ...first!, owner: "zoe" }] })).toEqual(
      inconsistent("/units/0/owner"),
    );
    expect(refusal({ ...state, units: [{ ...first!, at: "pluto" }] })).toEqual(inconsistent("/units/0/at"));
    expect(refusal({ ...state, players: [state.players[0], state.players[0]] })).toEqual(
      inconsistent("/players/1"),
    );
    expect(refusal({ ...state, ready: ["zoe"] })).toEqual(inconsistent("/ready/0"));
    const planet = state.map.planets[0]!.id;
    expect(refusal({ ...state, control: { ...state.control, [planet]: "zoe" } })).toEqual(
      inconsistent(`/control/${planet}`),
    );
  });

  it("refuses produced ids beyond their owner's count, and orders reduce would refuse", () => {
    const state = midGame();
    const [first] = state.units;
    const owner = first!.owner;
    const count = state.produced[owner] ?? 0;
    expect(refusal({ ...state, units: [{ ...first!, id: `${owner}#${count + 1}` }] })).toEqual(
      inconsistent("/units/0/id"),
    );
    const other = state.players.find((p) => p !== owner)!;
    expect(refusal({ ...state, units: [{ ...first!, id: `${other}#1` }] })).toEqual(
      inconsistent("/units/0/id"),
    );
    const [player, list] = Object.entries(state.orders)[0]!;
    expect(refusal({ ...state, orders: { [player]: [...list, list[0]] } })).toEqual(
      inconsistent(`/orders/${player}/${list.length}/unit`),
    );
    expect(refusal({ ...state, orders: { zoe: [] } })).toEqual(inconsistent("/orders/zoe"));
  });
});
