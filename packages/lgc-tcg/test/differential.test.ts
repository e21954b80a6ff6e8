import { fc } from "@core/engine/testing";
import { describe, expect, it } from "vitest";
import { type Action, engine, legalActions, reduce, type State } from "../src/index.js";
import { launchSetupArb as setupArb } from "../src/testing.js";
import { withoutSecrets } from "./reference/compare.js";
import { legalActions as frozenLegalActions, reduce as frozenReduce } from "./reference/intents.js";
import { init as frozenInit } from "./reference/setup.js";

// The engine against a frozen copy of the implementation before issue 18's performance work
// (test/reference): from the same setups, the same legal intents, states and events at every
// step of random games, and the same refusals of random malformed or illegal intents. The frozen
// engine predates Extension 1: it plays launch-set decks (no Secret, no class mechanic), and its
// states have no `secrets` zone — always empty here, so it is left out of the comparison.

const previousInit = (setup: unknown): State => frozenInit(setup as never) as unknown as State;
const previousLegalActions = (s: State): Action[] => frozenLegalActions(s as never) as Action[];
const previousReduce = (s: State, a: Action): unknown => withoutSecrets(frozenReduce(s as never, a as never));

/**
 * `value`, frozen all the way down: `reduce` copies only what it writes (copy on write), so a
 * write it forgot to copy first would edit its input, and on a frozen input it throws instead.
 */
function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

/** Plays `choices` (indices into the legal intents; negative: a nonsense intent) with both engines. */
function playBoth(
  setup: Parameters<typeof engine.init>[0],
  choices: readonly number[],
  junk: Action[],
): void {
  let state: State = engine.init(setup);
  expect(withoutSecrets(state)).toEqual(previousInit(setup));
  for (const [step, choice] of choices.entries()) {
    deepFreeze(state);
    const actions = legalActions(state);
    expect(actions).toEqual(previousLegalActions(state));
    if (actions.length === 0) return;
    // Conceding ends a game at once: only now and then, so that most games are played out.
    const playing = choice % 97 === 0 ? actions : actions.filter((a) => a.type !== "CONCEDE");
    const action =
      choice < 0 ? (junk[step % Math.max(1, junk.length)] ?? actions[0]) : playing[choice % playing.length];
    const t = reduce(state, action as Action);
    expect(withoutSecrets(t)).toEqual(previousReduce(state, action as Action));
    state = t.state;
  }
}

/** Intents that are often illegal: random ids, wrong players, stale targets. */
const junkArb: fc.Arbitrary<Action[]> = fc.array(
  fc.oneof(
    fc.record({
      type: fc.constant("ATTACK"),
      player: fc.constantFrom("A", "B"),
      attacker: fc.string(),
      target: fc.constantFrom("A", "B", "x"),
    }),
    fc.record({
      type: fc.constant("PLAY_CARD"),
      player: fc.constantFrom("A", "B"),
      card: fc.string({ maxLength: 3 }),
    }),
    fc.record({
      type: fc.constantFrom("END_TURN", "HERO_POWER", "CONCEDE"),
      player: fc.constantFrom("A", "B"),
    }),
  ) as fc.Arbitrary<Action>,
  { maxLength: 5 },
);

describe("differential: the engine agrees with the previous implementation", () => {
  it("on random games from random setups", () => {
    fc.assert(
      fc.property(
        setupArb,
        fc.array(fc.integer({ min: -3, max: 1000 }), { minLength: 150, maxLength: 400 }),
        junkArb,
        playBoth,
      ),
      { numRuns: 40 },
    );
  });

  it("on intents replayed into states they were not made for", () => {
    fc.assert(
      fc.property(
        setupArb,
        fc.array(fc.nat(), { minLength: 20, maxLength: 120 }),
        fc.nat(),
        (setup, choices, k) => {
          // Intents legal in one state, tried in a later one (stale ids, spent Ferveur, dead attackers).
          let state: State = engine.init(setup);
          const seen: Action[] = [];
          for (const choice of choices) {
            const actions = legalActions(state);
            if (actions.length === 0) return;
            seen.push(...actions.slice(0, 3));
            const stale = seen[(choice + k) % seen.length] as Action;
            deepFreeze(state);
            expect(withoutSecrets(reduce(state, stale))).toEqual(previousReduce(state, stale));
            const playing = actions.filter((a) => a.type !== "CONCEDE");
            state = reduce(state, (playing[choice % playing.length] ?? actions[0]) as Action).state;
          }
        },
      ),
      { numRuns: 40 },
    );
  });
});
