import { describe, expect, it } from "vitest";
import { type Engine, reject } from "../src/index.js";
import { checkNonInterference, checkRandomSimulation, fc } from "../src/testing.js";
import {
  type Card,
  type SecretAction,
  type SecretEvent,
  type SecretState,
  sameRng,
  scrambleSecret,
  secret,
} from "./secret.js";

type Leaky = Engine<{ seed: number }, SecretState, SecretAction, SecretEvent>;
const options = {
  setups: fc.record({ seed: fc.integer() }),
  scramble: scrambleSecret,
  sameRandomness: sameRng,
  numRuns: 15,
  maxSteps: 12,
};
const opponent = (seat: string) => (seat === "north" ? "south" : "north");

describe("checkNonInterference", () => {
  it("passes an engine that leaks nothing, and says what it compared", () => {
    const report = checkNonInterference(secret, options);
    expect(report.scrambled).toBeGreaterThan(50);
    expect(report.refusals).toBeGreaterThan(100);
    expect(report.accepted).toBeGreaterThan(50);
    expect(report.events).toBeGreaterThan(50);
  });

  it("needs sameRandomness to tell a die roll (news from the RNG) from a leak", () => {
    const { sameRandomness: _, ...without } = options;
    expect(() => checkNonInterference(secret, without)).toThrow(/filtered events differs/);
  });

  it("the toy engine keeps the engine contract (seats and stamping included)", () => {
    checkRandomSimulation(secret, { setups: options.setups, numRuns: 30, maxSteps: 15 });
  });

  it("catches a leaky view (the best card of the opponent's hand)", () => {
    const leaky: Leaky = {
      ...secret,
      view: (state, seat) => ({
        ...(secret.view?.(state, seat) as object),
        rival: Math.max(0, ...(state.hands[opponent(seat)] ?? []).map((c) => c.value)),
      }),
    };
    expect(() => checkNonInterference(leaky, options)).toThrow(/view differs for seat/);
  });

  it("catches a leaky id: the opponent's hand shown as card backs that keep their ids", () => {
    const leaky: Leaky = {
      ...secret,
      view: (state, seat) => ({
        ...(secret.view?.(state, seat) as object),
        backs: (state.hands[opponent(seat)] ?? []).map((c) => ({ id: c.id })),
      }),
    };
    expect(() => checkNonInterference(leaky, options)).toThrow(/view differs/);
  });

  it("catches a leaky refusal wording (where a card that is not yours is)", () => {
    const leaky: Leaky = {
      ...secret,
      reduce(state, action) {
        const t = secret.reduce(state, action);
        const e = t.events[0];
        if (e?.type !== "rejected" || e.reason !== "not-in-hand") return t;
        const card = (action as { card?: unknown }).card;
        const where = state.deck.some((c) => c.id === card) ? "in the deck" : "in another hand or nowhere";
        return reject(state, action, "not-in-hand", `card ${String(card)} is ${where}`);
      },
    };
    expect(() => checkNonInterference(leaky, options)).toThrow(/refusal differs/);
  });

  it("catches a rule that depends on a hidden card (acceptance differs)", () => {
    const leaky: Leaky = {
      ...secret,
      reduce(state, action) {
        const a = action as { type?: unknown };
        if (a?.type === "draw" && state.deck[0]?.value === 10) return reject(state, action, "cannot-draw");
        return secret.reduce(state, action);
      },
    };
    expect(() => checkNonInterference(leaky, { ...options, numRuns: 40 })).toThrow(
      /(acceptance|legalActions|refusal) differs/,
    );
  });

  it("catches leaky filtered events (the opponent's drawn card)", () => {
    const leaky: Leaky = {
      ...secret,
      viewEvents: (events) => events,
    };
    expect(() => checkNonInterference(leaky, options)).toThrow(/filtered events differs/);
  });

  it("catches a bot that peeks at the deck", () => {
    const decide = (state: SecretState, seat: string): SecretAction => {
      const top: Card | undefined = state.deck[0];
      const hand = state.hands[seat as "north"];
      return top !== undefined && top.value > 5 && hand.length < 3
        ? { type: "draw", player: seat as "north" }
        : { type: "play", player: seat as "north", card: hand[0]?.id ?? "" };
    };
    expect(() => checkNonInterference(secret, { ...options, decide })).toThrow(/decision differs/);
  });

  it("reports fast-check's seed and path", () => {
    const leaky: Leaky = { ...secret, viewEvents: (events) => events };
    expect(() => checkNonInterference(leaky, options)).toThrow(/seed: -?\d+, path: "[\d:]+"/);
  });
});
