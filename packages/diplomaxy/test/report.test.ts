import { describe, expect, it } from "vitest";
import {
  engine,
  fullReportView,
  type Order,
  type PlanetReport,
  reportLines,
  reportView,
  type State,
} from "../src/index.js";

// The compact report (issue 18, RULES.md §3.5) and its expansion into one line per unit.

/** A hand-made report: every kind of row and order a report can hold. */
const REPORT: PlanetReport = {
  planet: "p",
  players: [
    {
      player: "A",
      ctrl: 0,
      def: 1.75,
      defExact: "7/4",
      att: 3,
      loss: 2,
      orders: [
        { unit: "a1", order: "control" },
        { unit: "a2", order: "defend" },
        { unit: "a3", order: "move", corridor: "pq" },
      ],
    },
    { player: "B", ctrl: 0, def: 0, defExact: "0", att: 0, loss: 0, orders: [] },
    {
      player: "C",
      ctrl: 0,
      def: 0,
      defExact: "0",
      att: 0,
      loss: 0,
      orders: [
        { unit: "c1", order: "attack", target: "A" },
        { unit: "c2", order: "supportControl", target: "A" },
      ],
    },
  ],
  fallbacks: [{ unit: "a1", resolved: "controlFallback" }],
  destroyed: ["a2", "a1"],
  controller: null,
  standoff: false,
};

describe("reportLines", () => {
  it("gives each unit's line: owner from its row, order from its order, resolved and destroyed apart", () => {
    expect(reportLines(REPORT)).toEqual([
      { unit: "a1", owner: "A", order: "control", resolved: "controlFallback", destroyed: true },
      { unit: "a2", owner: "A", order: "defend", resolved: "defend", destroyed: true },
      { unit: "a3", owner: "A", order: "move", corridor: "pq", resolved: "move", destroyed: false },
      { unit: "c1", owner: "C", order: "attack", target: "A", resolved: "attack", destroyed: false },
      {
        unit: "c2",
        owner: "C",
        order: "supportControl",
        target: "A",
        resolved: "supportControl",
        destroyed: false,
      },
    ]);
  });

  it("writes the fields in the order lines always had, a target before any corridor (never both)", () => {
    const odd: PlanetReport = {
      ...REPORT,
      players: [
        {
          ...(REPORT.players[0] as PlanetReport["players"][number]),
          orders: [{ corridor: "pq", target: "B", order: "move", unit: "a1", extra: 1 } as Order],
        },
      ],
      fallbacks: [],
      destroyed: [],
    };
    expect(JSON.stringify(reportLines(odd))).toBe(
      JSON.stringify([
        { unit: "a1", owner: "A", order: "move", target: "B", resolved: "move", destroyed: false },
      ]),
    );
  });

  it("is empty for a report without units", () => {
    expect(reportLines({ ...REPORT, players: [], fallbacks: [], destroyed: [] })).toEqual([]);
  });
});

describe("report views", () => {
  it("the referee's names every unit and lists every destroyed one; rows lose their orders", () => {
    const v = fullReportView(REPORT);
    expect(Object.keys(v)).toEqual(["planet", "players", "units", "destroyed", "controller", "standoff"]);
    expect(v.units).toEqual(reportLines(REPORT));
    expect(v.destroyed).toEqual(["a2", "a1"]);
    for (const row of v.players) expect(row).not.toHaveProperty("orders");
    expect(v).not.toHaveProperty("fallbacks");
  });

  it("a player's leaves the others' units anonymous and lists only its own destroyed", () => {
    const v = reportView(REPORT, "C");
    expect(v.units.map((u) => ("unit" in u ? u.unit : `(${u.owner})`))).toEqual([
      "(A)",
      "(A)",
      "(A)",
      "c1",
      "c2",
    ]);
    expect(v.destroyed).toEqual([]);
    expect(reportView(REPORT, "A").destroyed).toEqual(["a2", "a1"]);
    expect(JSON.stringify(v)).not.toMatch(/"a[123]"/);
  });
});

describe("the reports of a resolution", () => {
  it("list the submitted orders themselves, and a fresh defend for a unit without one", () => {
    let s: State = engine.init({
      map: { planets: [{ id: "p", name: "P" }], corridors: [] },
      players: ["A", "B"],
      units: [
        { id: "a1", owner: "A", at: "p" },
        { id: "a2", owner: "A", at: "p" },
        { id: "b1", owner: "B", at: "p" },
      ],
    });
    s = engine.reduce(s, {
      type: "orders",
      player: "B",
      orders: [{ unit: "b1", order: "attack", target: "A" }],
    }).state;
    s = engine.reduce(s, { type: "orders", player: "A", orders: [{ unit: "a2", order: "control" }] }).state;
    const submitted = s.orders;
    const t = engine.reduce(s, { type: "resolve" });
    const report = t.state.lastReport?.planets[0] as PlanetReport;
    const [a, b] = report.players;
    expect(a?.orders[0]).toEqual({ unit: "a1", order: "defend" });
    expect(a?.orders[1]).toBe(submitted.A?.[0]);
    expect(b?.orders[0]).toBe(submitted.B?.[0]);
    // b1's attack (ATT 1) meets a1's defense (DEF 1): nobody falls back, nobody is lost.
    expect(report.fallbacks).toEqual([]);
    expect(report.destroyed).toEqual([]);
    expect(t.events.find((e) => e.type === "combat")).toEqual({ type: "combat", ...report });
  });
});
