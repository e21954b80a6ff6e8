/**
 * `@engines/shing-shang/testing`: fast-check arbitraries for property tests of the engine or of
 * code built on it: setups (standard and random legal positions), legal actions, reachable states.
 * @packageDocumentation
 */
import { fc } from "@core/engine/testing";
import { PORTALS, SQUARES, type Square } from "./board.js";
import { legalActions, reduce } from "./game.js";
import { ARMY, KINDS, type Piece, SIDES, type Side } from "./pieces.js";
import { initialState } from "./setup.js";
import type { Action, PositionSetup, Setup, State } from "./types.js";

const ALL_PORTALS = new Set<string>([...PORTALS.red, ...PORTALS.blue]);

/** Squares a piece may stand on in a setup: every square but the four portals. */
export const OPEN_SQUARES: readonly Square[] = SQUARES.filter((s) => !ALL_PORTALS.has(s));

/** The army counts of one side: 1–2 dragons, 0–4 lions, 0–6 monkeys. */
function armyArbitrary(): fc.Arbitrary<Record<"monkey" | "lion" | "dragon", number>> {
  return fc.record({
    dragon: fc.integer({ min: 1, max: ARMY.dragon }),
    lion: fc.integer({ min: 0, max: ARMY.lion }),
    monkey: fc.integer({ min: 0, max: ARMY.monkey }),
  });
}

/**
 * Random legal positions: each side has 1–2 dragons and up to a full army, on distinct squares
 * off the portals, either side to move.
 */
export function positionArbitrary(): fc.Arbitrary<PositionSetup> {
  return fc
    .record({
      red: armyArbitrary(),
      blue: armyArbitrary(),
      squares: fc.shuffledSubarray(OPEN_SQUARES as Square[], { minLength: 24, maxLength: 24 }),
      turn: fc.constantFrom<Side>(...SIDES),
    })
    .map(({ red, blue, squares, turn }) => {
      const pieces: Record<string, Piece> = {};
      let k = 0;
      for (const [side, army] of [
        ["red", red],
        ["blue", blue],
      ] as const) {
        for (const kind of KINDS) {
          for (let n = 0; n < army[kind]; n++) pieces[squares[k++] as string] = { side, kind };
        }
      }
      return { pieces, turn };
    });
}

/**
 * Setups: the standard opening or a random legal position, with or without a `maxPlies` limit.
 */
export function setupArbitrary(): fc.Arbitrary<Setup> {
  const maxPlies = fc.option(fc.integer({ min: 1, max: 400 }), { nil: undefined });
  return fc.oneof(
    maxPlies.map((m): Setup => (m === undefined ? {} : { maxPlies: m })),
    fc
      .record({ position: positionArbitrary(), maxPlies })
      .map(
        ({ position, maxPlies: m }): Setup => (m === undefined ? { position } : { position, maxPlies: m }),
      ),
  );
}

/** One of the legal actions of `state` (the state must not be over). */
export function actionArbitrary(state: State): fc.Arbitrary<Action> {
  const actions = legalActions(state);
  if (actions.length === 0) throw new Error("actionArbitrary: the game is over, there is no legal action");
  return fc.constantFrom(...actions);
}

/**
 * States reached from a random setup by up to `maxActions` random legal actions (stopping if the
 * game ends).
 */
export function stateArbitrary(maxActions = 40): fc.Arbitrary<State> {
  return fc.tuple(setupArbitrary(), fc.array(fc.nat(), { maxLength: maxActions })).map(([setup, choices]) => {
    let state = initialState(setup);
    for (const choice of choices) {
      const actions = legalActions(state);
      if (actions.length === 0) break;
      state = reduce(state, actions[choice % actions.length]).state;
    }
    return state;
  });
}
