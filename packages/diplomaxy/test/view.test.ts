import { fc } from "@core/engine/testing";
import { describe, expect, it } from "vitest";
import {
  type AnyEvent,
  type EventView,
  engine,
  type OrdersAction,
  type PlanetReport,
  reportView,
  type Setup,
  type State,
  viewEvents,
  viewFor,
} from "../src/index.js";
import { reachableStateArb, turnArb } from "../src/testing.js";

/**
 * A small hand-made game: p—q—r in a line. A (a1, a2) and B (b1) share p, B (b2) holds q,
 * C (c1) is alone at r.
 */
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
  players: ["A", "B", "C"],
  units: [
    { id: "a1", owner: "A", at: "p" },
    { id: "a2", owner: "A", at: "p" },
    { id: "b1", owner: "B", at: "p" },
    { id: "b2", owner: "B", at: "q" },
    { id: "c1", owner: "C", at: "r" },
  ],
};

function step(state: State, action: OrdersAction | { type: "resolve" }) {
  return engine.reduce(state, action) as { state: State; events: AnyEvent[] };
}

/**
 * Turn 1: a1 controls p and a2 leaves p for q; b1 also controls p (a standoff); b2 defends q;
 * c1 controls r. Expected events (worked by hand): turnResolved, combat p (standoff), combat q
 * (nobody), combat r (C), a2 arrives at q, r produces C#1 (C's first produced unit) for C.
 */
function firstTurn() {
  let s = engine.init(LINE);
  s = step(s, {
    type: "orders",
    player: "A",
    orders: [
      { unit: "a1", order: "control" },
      { unit: "a2", order: "move", corridor: "pq" },
    ],
  }).state;
  s = step(s, { type: "orders", player: "B", orders: [{ unit: "b1", order: "control" }] }).state;
  s = step(s, { type: "orders", player: "C", orders: [{ unit: "c1", order: "control" }] }).state;
  return step(s, { type: "resolve" });
}

const summary = (events: readonly (AnyEvent | EventView)[]) =>
  events.map((e) =>
    e.type === "combat"
      ? `combat ${e.planet}`
      : e.type === "arrived"
        ? `arrived ${e.unit ?? `(${e.owner})`} ${e.at}`
        : e.type === "produced"
          ? `produced ${e.planet} ${e.units?.join(",") ?? `${e.count} (${e.player})`}`
          : e.type,
  );

describe("viewEvents after a resolution", () => {
  const { state, events } = firstTurn();

  it("emits the hand-worked events (the referee's list)", () => {
    expect(summary(events)).toEqual([
      "turnResolved",
      "combat p",
      "combat q",
      "combat r",
      "arrived a2 q",
      "produced r C#1",
    ]);
  });

  it("gives A the planet it witnessed and its own unit's arrival, not q's combat it arrived after", () => {
    expect(summary(viewEvents(events, "A", state))).toEqual(["turnResolved", "combat p", "arrived a2 q"]);
  });

  it("gives B both planets it was on, and the arrival it now sees at q, of a unit it cannot name", () => {
    expect(summary(viewEvents(events, "B", state))).toEqual([
      "turnResolved",
      "combat p",
      "combat q",
      "arrived (A) q",
    ]);
  });

  it("names only B's own units in the reports B receives", () => {
    const [, p] = viewEvents(events, "B", state);
    expect(p).toMatchObject({
      type: "combat",
      planet: "p",
      units: [
        { owner: "A", order: "control", resolved: "control", destroyed: false },
        { owner: "A", order: "move", corridor: "pq", resolved: "move", destroyed: false },
        { unit: "b1", owner: "B", order: "control", resolved: "control", destroyed: false },
      ],
    });
    const lines = (p as Extract<EventView, { type: "combat" }>).units;
    expect(lines.slice(0, 2).every((u) => !("unit" in u))).toBe(true);
  });

  it("gives C only r: its combat and its production", () => {
    expect(summary(viewEvents(events, "C", state))).toEqual(["turnResolved", "combat r", "produced r C#1"]);
  });

  it("gives a spectator only the public events", () => {
    expect(summary(viewEvents(events, "spectator", state))).toEqual(["turnResolved"]);
  });

  it("passes a witnessed report on as the player's view shows it", () => {
    const [, combat] = viewEvents(events, "A", state);
    const { type: _t, ...report } = combat as Extract<EventView, { type: "combat" }>;
    expect(viewFor(state, "A").lastReport?.planets).toEqual([report]);
  });

  it("is pure: the events are left as they were", () => {
    const before = structuredClone(events);
    viewEvents(events, "A", state);
    expect(events).toEqual(before);
  });

  it("shows an elimination and the end of the game to everyone, the eliminated player included", () => {
    // b1, b2 attack A at p: ATT 2 against a1's DEF 1, a1 is destroyed and b3 takes p; c1 takes
    // r. A is left with nothing; after the last turn B and C hold one planet each: a draw.
    let s = engine.init({
      ...LINE,
      units: [
        { id: "a1", owner: "A", at: "p" },
        { id: "b1", owner: "B", at: "p" },
        { id: "b2", owner: "B", at: "p" },
        { id: "b3", owner: "B", at: "p" },
        { id: "c1", owner: "C", at: "r" },
      ],
      options: { maxTurns: 1 },
    });
    s = step(s, {
      type: "orders",
      player: "B",
      orders: [
        { unit: "b1", order: "attack", target: "A" },
        { unit: "b2", order: "attack", target: "A" },
        { unit: "b3", order: "control" },
      ],
    }).state;
    s = step(s, { type: "orders", player: "C", orders: [{ unit: "c1", order: "control" }] }).state;
    const t = step(s, { type: "resolve" });
    expect(summary(t.events)).toEqual(["turnResolved", "combat p", "combat r", "eliminated", "gameOver"]);
    const end = [
      { type: "eliminated", player: "A" },
      { type: "gameOver", winners: ["B", "C"], reason: "max-turns" },
    ];
    expect(viewEvents(t.events, "A", t.state).slice(1)).toEqual([
      { type: "combat", ...reportView(t.events[1] as PlanetReport, "A") },
      ...end,
    ]);
    expect(viewEvents(t.events, "C", t.state).slice(1)).toEqual([
      { type: "combat", ...reportView(t.events[2] as PlanetReport, "C") },
      ...end,
    ]);
    expect(viewEvents(t.events, "spectator", t.state)).toEqual([t.events[0], ...end]);
  });
});

/**
 * p—q in one turn (`pq`), r—q in two (`rq`). A's a1 at p; B's b1 at r, b2 at q unless a game
 * says otherwise. In "by corridor", b1 leaves r on turn 1 and reaches q at the end of turn 2; in
 * "in orbit", b1 starts at q and stays. On turn 2, a1 crosses `pq` and arrives at q at once.
 */
const FORK: Setup = {
  map: {
    planets: [
      { id: "p", name: "P", production: 0 },
      { id: "q", name: "Q" },
      { id: "r", name: "R", production: 0 },
    ],
    corridors: [
      { id: "pq", a: "p", b: "q" },
      { id: "rq", a: "r", b: "q", length: 2 },
    ],
  },
  players: ["A", "B"],
  units: [],
};

/** Turn 1 (B's orders, or none), then turn 2 with these orders; the second resolution. */
function twoTurns(
  units: Setup["units"],
  first: OrdersAction["orders"],
  second: { readonly A?: OrdersAction["orders"]; readonly B?: OrdersAction["orders"] },
) {
  let s = engine.init({ ...FORK, units });
  if (first.length > 0) s = step(s, { type: "orders", player: "B", orders: first }).state;
  s = step(s, { type: "resolve" }).state;
  for (const player of ["A", "B"] as const) {
    const orders = second[player];
    if (orders !== undefined) s = step(s, { type: "orders", player, orders }).state;
  }
  return step(s, { type: "resolve" });
}

describe("viewEvents: another player's arrival only where the player saw the planet's turn", () => {
  const a1ToQ = { A: [{ unit: "a1", order: "move" as const, corridor: "pq" }] };
  const bMoves = [{ unit: "b1", order: "move" as const, corridor: "rq" }];
  // The seed 429513133 failure of test/non-interference.test.ts, made small.
  const byCorridor = twoTurns(
    [
      { id: "a1", owner: "A", at: "p" },
      { id: "b1", owner: "B", at: "r" },
    ],
    bMoves,
    a1ToQ,
  );
  const inOrbit = twoTurns(
    [
      { id: "a1", owner: "A", at: "p" },
      { id: "b1", owner: "B", at: "q" },
    ],
    [],
    a1ToQ,
  );

  it("the referee's list has b1's arrival from the corridor, then a1's", () => {
    expect(summary(byCorridor.events)).toEqual(["turnResolved", "combat p", "arrived b1 q", "arrived a1 q"]);
    expect(summary(inOrbit.events)).toEqual(["turnResolved", "combat p", "combat q", "arrived a1 q"]);
  });

  it("withholds it where the player sees the planet only since its own unit arrived", () => {
    // A cannot tell the two games apart: the same view, so the same events.
    expect(viewFor(byCorridor.state, "A")).toEqual(viewFor(inOrbit.state, "A"));
    expect(summary(viewEvents(byCorridor.events, "A", byCorridor.state))).toEqual([
      "turnResolved",
      "combat p",
      "arrived a1 q",
    ]);
    expect(viewEvents(inOrbit.events, "A", inOrbit.state)).toEqual(
      viewEvents(byCorridor.events, "A", byCorridor.state),
    );
    // B too arrives at a planet it did not see: its own arrival, not A's.
    expect(summary(viewEvents(byCorridor.events, "B", byCorridor.state))).toEqual([
      "turnResolved",
      "arrived b1 q",
    ]);
  });

  it("shows it where the player had a unit in orbit during the turn, arrivals by seat then id", () => {
    const t = twoTurns(
      [
        { id: "a1", owner: "A", at: "p" },
        { id: "a0", owner: "A", at: "q" },
        { id: "b1", owner: "B", at: "r" },
      ],
      bMoves,
      a1ToQ,
    );
    expect(summary(t.events)).toEqual([
      "turnResolved",
      "combat p",
      "combat q",
      "arrived b1 q",
      "arrived a1 q",
    ]);
    expect(summary(viewEvents(t.events, "A", t.state))).toEqual([
      "turnResolved",
      "combat p",
      "combat q",
      "arrived a1 q",
      "arrived (B) q",
    ]);
  });

  it("shows it where the player won control without a unit there: the report lists who was in orbit", () => {
    // b2 supports A's control of q (CTRL 1 for A): A controls q, witnesses its report (b2 there,
    // staying) and sees two B units after it, so one arrived; A receives q's production.
    const t = twoTurns(
      [
        { id: "a1", owner: "A", at: "p" },
        { id: "b1", owner: "B", at: "r" },
        { id: "b2", owner: "B", at: "q" },
      ],
      bMoves,
      { B: [{ unit: "b2", order: "supportControl", target: "A" }] },
    );
    expect(summary(viewEvents(t.events, "A", t.state))).toEqual([
      "turnResolved",
      "combat p",
      "combat q",
      "arrived (B) q",
      "produced q A#1",
    ]);
  });

  it("lists the player's own arrivals by id, not in the state's unit order (history)", () => {
    let s = engine.init({
      ...FORK,
      map: { ...FORK.map, corridors: [...FORK.map.corridors, { id: "rq1", a: "r", b: "q" }] },
      units: [
        { id: "a2", owner: "A", at: "r" },
        { id: "a1", owner: "A", at: "p" },
        { id: "b1", owner: "B", at: "r" },
      ],
    });
    s = step(s, {
      type: "orders",
      player: "A",
      orders: [
        { unit: "a2", order: "move", corridor: "rq1" },
        { unit: "a1", order: "move", corridor: "pq" },
      ],
    }).state;
    const t = step(s, { type: "resolve" });
    expect(summary(t.events).slice(-2)).toEqual(["arrived a2 q", "arrived a1 q"]);
    expect(summary(viewEvents(t.events, "A", t.state)).slice(-2)).toEqual(["arrived a1 q", "arrived a2 q"]);
  });
});

describe("viewEvents of orders", () => {
  const s = engine.init(LINE);
  const accepted = step(s, {
    type: "orders",
    player: "A",
    orders: [
      { unit: "a1", order: "control" },
      { unit: "a2", order: "attack", target: "B" },
    ],
  });

  it("shows the submitter its count and the others only that it submitted", () => {
    expect(viewEvents(accepted.events, "A", accepted.state)).toEqual([
      { type: "ordersAccepted", player: "A", count: 2 },
    ]);
    expect(viewEvents(accepted.events, "B", accepted.state)).toEqual([
      { type: "ordersAccepted", player: "A" },
    ]);
  });

  it("shows a refused submission (which echoes its orders) to its player only", () => {
    const refused = step(s, {
      type: "orders",
      player: "B",
      orders: [
        { unit: "b1", order: "attack", target: "A" },
        { unit: "a1", order: "defend" },
      ],
    });
    expect(refused.events[0]).toMatchObject({ type: "rejected", reason: "not-your-unit" });
    expect(viewEvents(refused.events, "B", refused.state)).toEqual(refused.events);
    expect(viewEvents(refused.events, "A", refused.state)).toEqual([]);
    expect(viewEvents(refused.events, "spectator", refused.state)).toEqual([]);
  });

  it("shows a refused resolve to everyone and a refused action naming nobody to nobody", () => {
    const over = engine.init({ ...LINE, units: [{ id: "a1", owner: "A", at: "p" }] });
    const resolve = step(over, { type: "resolve" });
    expect(resolve.events[0]).toMatchObject({ type: "rejected", reason: "game-over" });
    expect(viewEvents(resolve.events, "B", resolve.state)).toEqual(resolve.events);
    const junk = engine.reduce(s, 42 as unknown as OrdersAction);
    expect(viewEvents(junk.events, "A", s)).toEqual([]);
  });
});

/** Every unit id an event names. */
function unitsNamed(e: EventView): string[] {
  switch (e.type) {
    case "combat":
      return [...e.units.flatMap((u) => ("unit" in u ? [u.unit] : [])), ...e.destroyed];
    case "arrived":
      return e.unit === undefined ? [] : [e.unit];
    case "produced":
      return [...(e.units ?? [])];
    default:
      return [];
  }
}

describe("viewEvents reveals nothing the view hides", () => {
  it("over random turns, every player's events stay within its view", () => {
    const turn = reachableStateArb({}, 3).chain((state) =>
      turnArb(state).map((actions) => ({ state, actions })),
    );
    fc.assert(
      fc.property(turn, ({ state, actions }) => {
        let s = state;
        const steps: { events: AnyEvent[]; after: State }[] = [];
        for (const a of [...actions, { type: "resolve" } as const]) {
          const t = step(s, a);
          s = t.state;
          steps.push({ events: t.events, after: s });
        }
        for (const p of [...state.players, "spectator"]) {
          for (const { events, after } of steps) {
            const v = viewFor(after, p);
            const shown = viewEvents(events, p, after);
            const visible = new Map(v.planets.flatMap((x) => (x.visible ? [[x.id, x.units] as const] : [])));
            const reported = new Map((v.lastReport?.planets ?? []).map((r) => [r.planet, r]));
            // The compact report's orders and fallbacks name every unit: views carry neither.
            for (const r of reported.values()) {
              expect(r).not.toHaveProperty("fallbacks");
              for (const row of r.players) expect(row).not.toHaveProperty("orders");
            }
            const inView = new Set([
              ...[...visible.values()].flat().flatMap((u) => ("id" in u ? [u.id] : [])),
              ...v.transit.map((t) => t.id),
              ...[...reported.values()].flatMap((r) => r.units.flatMap((u) => ("unit" in u ? [u.unit] : []))),
            ]);
            // Another player's unit is never named, anywhere.
            const foreign = new Set(after.units.filter((u) => u.owner !== p).map((u) => u.id));
            for (const id of inView) expect(foreign.has(id)).toBe(false);
            for (const e of shown) {
              for (const id of unitsNamed(e)) expect(inView.has(id)).toBe(true);
              if (e.type === "combat") {
                const { type: _t, ...report } = e;
                expect(reported.get(e.planet)).toEqual(report);
              }
              if (e.type === "arrived")
                expect(visible.get(e.at)?.some((u) => u.owner === e.owner)).toBe(true);
              // Another player's arrival only where its report (what was in orbit) was seen too.
              if (e.type === "arrived" && e.owner !== p) expect(reported.has(e.at)).toBe(true);
              if (e.type === "produced") expect(visible.has(e.planet)).toBe(true);
              if (e.type === "ordersAccepted" && e.player !== p) expect(e).not.toHaveProperty("count");
              if (e.type === "rejected") expect((e.action as { player?: unknown }).player ?? p).toBe(p);
            }
            // Nothing the view shows is withheld: each witnessed report arrives as an event.
            if (events[0]?.type === "turnResolved")
              expect(shown.filter((e) => e.type === "combat").map((e) => e.planet)).toEqual([
                ...reported.keys(),
              ]);
          }
        }
      }),
      { numRuns: 80 },
    );
  });
});
