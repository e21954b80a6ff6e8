import { fc } from "@core/engine/testing";
import { describe, expect, it } from "vitest";
import { engine, legalOrders, offeredOrders, type Setup, type State, viewFor } from "../src/index.js";
import { reachableStateArb } from "../src/testing.js";

/** p—q: A (a1) and B (b1) share p; A's a2 is alone at q. */
const SHARED: Setup = {
  map: {
    planets: [
      { id: "p", name: "P" },
      { id: "q", name: "Q" },
    ],
    corridors: [{ id: "pq", a: "p", b: "q" }],
  },
  players: ["A", "B"],
  units: [
    { id: "a1", owner: "A", at: "p" },
    { id: "b1", owner: "B", at: "p" },
    { id: "a2", owner: "A", at: "q" },
  ],
};

const kinds = (state: State, player: string, unit: string) =>
  offeredOrders(viewFor(state, player), unit).map((o) => `${o.order}${o.target ? ` ${o.target}` : ""}`);

describe("offeredOrders: the legal orders that can change something (RULES.md §6.1)", () => {
  const state = engine.init(SHARED) as State;

  it("offers a unit sharing its planet with another player every legal order", () => {
    expect(offeredOrders(viewFor(state, "A"), "a1")).toEqual(legalOrders(state, "a1"));
    expect(kinds(state, "A", "a1")).toEqual([
      "control",
      "supportControl B",
      "move",
      "defend",
      "supportDefense B",
      "attack B",
    ]);
  });

  it("offers a lone unit no attack and no defensive support (nobody there to fight), but still the gift of control", () => {
    expect(kinds(state, "A", "a2")).toEqual(["control", "supportControl B", "move", "defend"]);
  });

  it("offers nothing for a unit the player does not have", () => {
    expect(offeredOrders(viewFor(state, "A"), "b1")).toEqual([]);
    expect(offeredOrders(viewFor(state, "B"), "a2")).toEqual([]);
  });

  it("lists only legal orders, in reachable games", () => {
    fc.assert(
      fc.property(reachableStateArb(), (s) => {
        for (const u of s.units) {
          const legal = legalOrders(s, u.id).map((o) => JSON.stringify(o));
          for (const o of offeredOrders(viewFor(s, u.owner), u.id))
            expect(legal).toContain(JSON.stringify(o));
          // Control, moves and defence are always offered.
          const offered = offeredOrders(viewFor(s, u.owner), u.id);
          if (s.status.phase === "orders") expect(offered.some((o) => o.order === "defend")).toBe(true);
        }
      }),
      { numRuns: 60 },
    );
  });
});
