import { isRejected, jsonClone } from "@core/engine";
import { checkRandomSimulation, fc } from "@core/engine/testing";
import { describe, expect, it } from "vitest";
import {
  type Action,
  chooseAction,
  engine,
  LEVELS,
  legalActions,
  makeMove,
  parseMove,
  perft,
  SQUARES,
} from "../src/index.js";
import { stateArbitrary } from "../src/testing.js";
import { makeInvariant } from "./invariants.js";

describe("random simulation over long games (the engine suite plays shorter ones)", () => {
  it("holds over long games from the opening", () => {
    checkRandomSimulation(engine, {
      setups: fc.constant({ maxPlies: 250 }),
      maxSteps: 250,
      numRuns: 15,
      invariant: makeInvariant(),
    });
  });
});

const squares = fc.constantFrom(...SQUARES);
const key = (a: Action): string => JSON.stringify(a);

describe("legalActions agrees with reduce", () => {
  it("a step or single jump is accepted exactly when legalActions lists it", () => {
    fc.assert(
      fc.property(stateArbitrary(), squares, squares, fc.boolean(), (state, from, to, isJump) => {
        const action: Action = isJump ? { type: "jump", from, path: [to] } : { type: "step", from, to };
        const listed = new Set(legalActions(state).map(key)).has(key(action));
        expect(isRejected(engine.reduce(state, action).events)).toBe(!listed);
      }),
      { numRuns: 400 },
    );
  });

  it("every prefix of a legal jump chain is legal, and one more random hop is legal only if listed", () => {
    fc.assert(
      fc.property(stateArbitrary(), squares, (state, extra) => {
        const legal = legalActions(state);
        const keys = new Set(legal.map(key));
        for (const a of legal) {
          if (a.type !== "jump") continue;
          for (let n = 1; n < a.path.length; n++)
            expect(keys.has(key({ ...a, path: a.path.slice(0, n) }))).toBe(true);
          const longer: Action = { ...a, path: [...a.path, extra] };
          expect(isRejected(engine.reduce(state, longer).events)).toBe(!keys.has(key(longer)));
        }
      }),
      { numRuns: 150 },
    );
  });

  it("lists no duplicates, and pass only during an extra action", () => {
    fc.assert(
      fc.property(stateArbitrary(), (state) => {
        const legal = legalActions(state).map(key);
        expect(new Set(legal).size).toBe(legal.length);
        expect(legal.includes(key({ type: "pass" }))).toBe(state.extra !== null && state.result === null);
      }),
      { numRuns: 150 },
    );
  });

  it("perft depth 1 counts legalActions and depth 2 sums over children", () => {
    fc.assert(
      fc.property(stateArbitrary(20), (state) => {
        const legal = legalActions(state);
        expect(perft(state, 0)).toBe(1);
        expect(perft(state, 1)).toBe(legal.length);
        const sum = legal.reduce((n, a) => n + legalActions(engine.reduce(state, a).state).length, 0);
        expect(perft(state, 2)).toBe(sum);
      }),
      { numRuns: 40 },
    );
  });

  it("a JSON round trip of the state changes nothing", () => {
    fc.assert(
      fc.property(stateArbitrary(), fc.nat(), (state, choice) => {
        const legal = legalActions(state);
        expect(legalActions(jsonClone(state))).toEqual(legal);
        if (legal.length === 0) return;
        const action = legal[choice % legal.length] as Action;
        expect(engine.reduce(jsonClone(state), action)).toEqual(engine.reduce(state, action));
      }),
      { numRuns: 100 },
    );
  });
});

describe("notation", () => {
  it("parseMove inverts makeMove on every legal action", () => {
    fc.assert(
      fc.property(stateArbitrary(), (state) => {
        for (const a of legalActions(state)) expect(parseMove(makeMove(a))).toEqual({ ok: true, value: a });
      }),
      { numRuns: 60 },
    );
  });
});

describe("bots", () => {
  it("choose a legal action, the same one for the same seed", () => {
    fc.assert(
      fc.property(stateArbitrary(30), fc.constantFrom(...LEVELS), fc.integer(), (state, level, seed) => {
        const options = { level, seed, nodes: 300 };
        const action = chooseAction(state, options);
        if (state.result !== null) {
          expect(action).toBeNull();
          return;
        }
        expect(action).not.toBeNull();
        expect(new Set(legalActions(state).map(key)).has(key(action as Action))).toBe(true);
        expect(chooseAction(state, options)).toEqual(action);
      }),
      { numRuns: 60 },
    );
  });

  it("every level takes a win in one when there is one", () => {
    const setup = {
      position: {
        turn: "red" as const,
        pieces: {
          e7: { side: "red" as const, kind: "dragon" as const },
          e8: { side: "red" as const, kind: "monkey" as const },
          c3: { side: "red" as const, kind: "monkey" as const },
          b10: { side: "blue" as const, kind: "dragon" as const },
          c10: { side: "blue" as const, kind: "monkey" as const },
        },
      },
    };
    const state = engine.init(setup);
    for (const level of LEVELS) {
      for (const seed of [1, 2, 3, 4, 5]) {
        expect(chooseAction(state, { level, seed, nodes: 500 })).toEqual({
          type: "jump",
          from: "e7",
          path: ["e9"],
        });
      }
    }
  });
});
