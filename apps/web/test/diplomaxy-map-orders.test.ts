import { type Corridor, init, type Order, offeredOrders, type Setup, viewFor } from "@engines/diplomaxy";
import { describe, expect, it } from "vitest";
import { orderForTarget } from "../src/diplomaxy/map-orders.js";

/** p—q—r in a line; A (a1) and B (b1) share q. */
const LINE: Setup = {
  map: {
    planets: [
      { id: "p", name: "P" },
      { id: "q", name: "Q" },
      { id: "r", name: "R" },
    ],
    corridors: [
      { id: "pq", a: "p", b: "q" },
      { id: "qr", a: "q", b: "r" },
    ],
  },
  players: ["A", "B"],
  units: [
    { id: "a1", owner: "A", at: "q" },
    { id: "b1", owner: "B", at: "q" },
  ],
};
const state = init(LINE);
const options: readonly Order[] = offeredOrders(viewFor(state, "A"), "a1");
const corridors: readonly Corridor[] = state.map.corridors;
const tap = (target: Parameters<typeof orderForTarget>[4]) =>
  orderForTarget(options, corridors, "q", "A", target);

describe("orders on the Diplomaxy map: what a tap means, among the engine's offered orders", () => {
  it("the unit's own planet or counter: control", () => {
    expect(tap({ kind: "planet", planet: "q" })).toEqual({ unit: "a1", order: "control" });
    expect(tap({ kind: "counter", planet: "q", owner: "A" })).toEqual({ unit: "a1", order: "control" });
  });

  it("a neighbouring planet or the corridor to it: the move along that corridor", () => {
    expect(tap({ kind: "planet", planet: "p" })).toEqual({ unit: "a1", order: "move", corridor: "pq" });
    expect(tap({ kind: "planet", planet: "r" })).toEqual({ unit: "a1", order: "move", corridor: "qr" });
    expect(tap({ kind: "corridor", corridor: "qr" })).toEqual({ unit: "a1", order: "move", corridor: "qr" });
  });

  it("another player's counter beside the unit: an attack on that player", () => {
    expect(tap({ kind: "counter", planet: "q", owner: "B" })).toEqual({
      unit: "a1",
      order: "attack",
      target: "B",
    });
  });

  it("nothing where no offered order leads", () => {
    expect(tap({ kind: "corridor", corridor: "elsewhere" })).toBeNull();
    // No attack is offered when nobody else is in orbit: the tap gives nothing.
    expect(
      orderForTarget([{ unit: "a1", order: "control" }], corridors, "q", "A", {
        kind: "counter",
        planet: "q",
        owner: "B",
      }),
    ).toBeNull();
  });
});
