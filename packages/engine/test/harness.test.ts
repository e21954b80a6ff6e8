import { describe, expect, it } from "vitest";
import { type Engine, reject, unstamped } from "../src/index.js";
import { checkRandomSimulation, fc } from "../src/testing.js";
import { type CounterAction, type CounterEvent, type CounterState, counter } from "./counter.js";
import { type SecretAction, secret } from "./secret.js";

type Broken = Engine<{ seed: number }, CounterState, CounterAction, CounterEvent>;
const setups = fc.record({ seed: fc.integer() });
const quick = { setups, numRuns: 30, maxSteps: 20 };

describe("checkRandomSimulation", () => {
  it("passes a correct engine, checking the invariant at every step", () => {
    let checked = 0;
    checkRandomSimulation(counter, {
      ...quick,
      invariant: (s) => {
        checked++;
        return s.total >= 0 && s.total <= 36;
      },
    });
    expect(checked).toBeGreaterThan(30);
  });

  it("catches an engine that mutates its input", () => {
    const mutating: Broken = {
      ...counter,
      reduce(state, action) {
        (state as { total: number }).total += 1;
        return counter.reduce(state, action);
      },
    };
    expect(() => checkRandomSimulation(mutating, quick)).toThrow(/mutated|read only|Cannot assign/);
  });

  it("catches an engine that throws on junk", () => {
    const throwing: Broken = {
      ...counter,
      reduce(state, action) {
        if ((action as { type?: unknown })?.type === undefined) throw new Error("boom");
        return counter.reduce(state, action);
      },
    };
    expect(() => checkRandomSimulation(throwing, { ...quick, numRuns: 100 })).toThrow(
      /reduce threw Error: boom/,
    );
  });

  it("catches a rejected legal action, and reports fast-check's seed and path", () => {
    const picky: Broken = {
      ...counter,
      reduce: (state, action) =>
        (action as { type?: unknown } | null)?.type === "roll"
          ? reject(state, action, "no")
          : counter.reduce(state, action),
    };
    expect(() => checkRandomSimulation(picky, quick)).toThrow(
      /seed: -?\d+, path: "[\d:]+"[\s\S]*a legal action was rejected/,
    );
  });

  it("catches non-determinism (randomness outside the state)", () => {
    let calls = 0;
    const flaky: Broken = {
      ...counter,
      reduce: (state, action) => {
        calls++;
        // Every third call answers a different action: a hidden counter outside the state.
        const swap = calls % 3 === 0 && (action as { type?: unknown } | null)?.type === "add";
        return counter.reduce(state, swap ? { type: "roll" } : action);
      },
    };
    expect(() => checkRandomSimulation(flaky, quick)).toThrow(/replaying the log gave a different state/);
  });

  it("catches states that do not survive JSON", () => {
    const lossy: Broken = {
      ...counter,
      reduce: (state, action) => {
        const t = counter.reduce(state, action);
        return { ...t, state: { ...t.state, total: Number.NaN } };
      },
    };
    expect(() => checkRandomSimulation(lossy, quick)).toThrow(/JSON round-trip/);
  });

  it("catches a broken invariant", () => {
    expect(() => checkRandomSimulation(counter, { ...quick, invariant: (s) => s.total < 5 })).toThrow(
      /invariant failed/,
    );
  });
});

describe("checkRandomSimulation on engines with seats", () => {
  const seated = { setups: fc.record({ seed: fc.integer() }), numRuns: 30, maxSteps: 15 };

  it("catches an engine that lets a seat send another seat's action", () => {
    const trusting: typeof secret = {
      ...secret,
      reduce: (state, action) => secret.reduce(state, unstamped(action) as SecretAction),
    };
    expect(() => checkRandomSimulation(trusting, seated)).toThrow(/stamped with seat "\w+", not its actor's/);
  });

  it("catches legalActions(state, seat) that is not the seat's share", () => {
    const sloppy: typeof secret = { ...secret, legalActions: (state) => secret.legalActions?.(state) ?? [] };
    expect(() => checkRandomSimulation(sloppy, seated)).toThrow(/not the seat's share/);
  });

  it("asks an engine with seats to declare whether it has hidden information", () => {
    const { hiddenInformation: _, ...undeclared } = secret;
    expect(() => checkRandomSimulation(undeclared, seated)).toThrow(/must declare hiddenInformation/);
  });

  // The server hooks: a clock's expiry and a bot's choice from the seat's view.
  const roll = (seat: string): SecretAction => ({ type: "roll", player: seat as SecretAction["player"] });
  const hooked: typeof secret = {
    ...secret,
    clock: {
      turn: (state) => state.table.length,
      expire: (state, seat) => (state.turn === seat ? roll(seat) : null),
    },
    bots: {
      levels: ["roller"],
      choose: (view, seat) => ((view as { turn: string | null }).turn === seat ? roll(seat) : null),
    },
  };

  it("passes an engine whose clock expiries and bots are accepted", () => {
    checkRandomSimulation(hooked, seated);
  });

  it("catches a clock expiry the engine refuses, or one for a seat not waited for", () => {
    const refused = { ...hooked, clock: { turn: () => 0, expire: () => ({ type: "roll" }) as SecretAction } };
    expect(() => checkRandomSimulation(refused as typeof secret, seated)).toThrow(/clock.expire/);
    const missing = { ...hooked, clock: { turn: () => 0, expire: () => null } };
    expect(() => checkRandomSimulation(missing, seated)).toThrow(/gave no action for seat/);
  });

  it("catches a bot whose choice is refused, or that has nothing to say when waited for", () => {
    const wrong = {
      ...hooked,
      bots: {
        levels: ["x"],
        choose: (_v: unknown, seat: string) => roll(seat === "north" ? "south" : "north"),
      },
    };
    expect(() => checkRandomSimulation(wrong, seated)).toThrow(/bot's action for seat/);
    const mute = { ...hooked, bots: { levels: ["x"], choose: () => null } };
    expect(() => checkRandomSimulation(mute, seated)).toThrow(/chose nothing/);
  });

  it("catches an engine declaring no hidden information whose seats see different views", () => {
    expect(() => checkRandomSimulation({ ...secret, hiddenInformation: false }, seated)).toThrow(
      /without hidden information shows seat/,
    );
  });
});
