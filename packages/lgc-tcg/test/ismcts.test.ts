import { checkNonInterference, fc } from "@core/engine/testing";
import { describe, expect, it } from "vitest";
import { whoActs } from "../src/heuristic.js";
import {
  type BotLevel,
  chooseAction,
  engine,
  legalActions,
  playout,
  type Setup,
  STARTER_DECK,
  type State,
  searchAction,
  view,
} from "../src/index.js";
import { reachableStateArb, sameRandomness, scrambleHidden, setupArb } from "../src/testing.js";
import { searchUncached } from "./reference/ismcts-uncached.js";

const starter = (seed: number): Setup => ({
  seed,
  players: [
    { heroClass: "PALADIN", deck: STARTER_DECK },
    { heroClass: "MAGE", deck: STARTER_DECK },
  ],
});

/** The tree search's score over `games` seeded games against `other`, seats alternating. */
function score(other: BotLevel, games: number): number {
  let points = 0;
  for (let g = 0; g < games; g++) {
    const seat = g % 2 === 0 ? "A" : "B";
    const bots: [BotLevel, BotLevel] = seat === "A" ? ["ismcts", other] : [other, "ismcts"];
    const { state } = playout(starter(1000 + g), { bots, seed: g });
    expect(state.phase).toBe("over");
    points += state.winner === seat ? 1 : state.winner === null ? 0.5 : 0;
  }
  return points;
}

describe("ISMCTS bot (issue 17 §2)", () => {
  it("decides from its seat's view: its choice never depends on hidden cards, ids or the RNG", () => {
    const decide = (s: State, seat: string) =>
      chooseAction(view(s, seat), { level: "ismcts", seed: s.turn, budget: 24 });
    const report = checkNonInterference(engine, {
      setups: setupArb,
      scramble: scrambleHidden,
      sameRandomness,
      actions: (s) => legalActions(s).filter((a) => a.type !== "CONCEDE"),
      decide,
      maxSteps: 60,
      // Eight random setups: five sometimes gave only 25 states (exactly 100 decisions, once).
      numRuns: 8,
      probes: 10,
    });
    expect(report.decisions).toBeGreaterThan(100);
  });

  it("picks a legal intent of its own seat, never CONCEDE, the same one given the same seed", () => {
    fc.assert(
      fc.property(reachableStateArb(120), fc.nat(), (s, seed) => {
        for (const seat of ["A", "B"] as const) {
          const a = searchAction(view(s, seat), { budget: 40, seed });
          expect(searchAction(view(s, seat), { budget: 40, seed })).toEqual(a);
          if (a === null) continue;
          expect(a.player).toBe(seat);
          expect(a.type).not.toBe("CONCEDE");
          expect(legalActions(s)).toContainEqual(a);
        }
      }),
      { numRuns: 20 },
    );
  });

  // The kept states (issue 32) are a cache: the search must decide exactly as the frozen search
  // that replays every iteration's intents from the root, whatever the state, seat and seed.
  it("decides exactly as the uncached search it replaced, on reachable states", () => {
    fc.assert(
      fc.property(reachableStateArb(120), fc.nat(), fc.integer({ min: 1, max: 160 }), (s, seed, budget) => {
        for (const seat of ["A", "B"] as const) {
          const seen = view(s, seat);
          expect(searchAction(seen, { budget, seed })).toEqual(searchUncached(seen, { budget, seed }));
        }
      }),
      { numRuns: 40 },
    );
  });

  it("plays whole games intent for intent as the uncached search, random effects included", {
    timeout: 600_000,
  }, () => {
    // Shaman's hero power summons a random totem and Mage's Fire Bolt may meet Secrets: decks
    // whose intents draw from the RNG inside the tree, where nothing below them is kept.
    for (const [g, classes] of [
      [1, ["SHAMAN", "MAGE"]],
      [2, ["PALADIN", "SHAMAN"]],
    ] as const) {
      const setup: Setup = {
        seed: 500 + g,
        players: [
          { heroClass: classes[0], deck: STARTER_DECK },
          { heroClass: classes[1], deck: STARTER_DECK },
        ],
      };
      const games = [searchAction, searchUncached].map((search) => {
        let s = engine.init(setup);
        const sent: unknown[] = [];
        for (let k = 0; s.phase !== "over" && k < 400; k++) {
          const seen = view(s, whoActs(s) ?? "spectator");
          const a =
            seen.phase === "mulligan"
              ? chooseAction(seen, { level: "greedy", seed: k })
              : search(seen, { budget: 100, seed: k });
          if (a === null) break;
          s = engine.reduce(s, a).state;
          sent.push(a);
        }
        return sent;
      });
      expect(games[0]?.length).toBeGreaterThan(20);
      expect(games[0]).toEqual(games[1]);
    }
  });

  it("has nothing to say for a spectator, nor out of its turn", () => {
    const s = engine.init(starter(3));
    expect(searchAction(view(s, "spectator"), { budget: 10, seed: 1 })).toBeNull();
    const done = playout(starter(3), { bots: ["greedy", "greedy"], seed: 3 }).state;
    expect(searchAction(view(done, "A"), { budget: 10, seed: 1 })).toBeNull();
  });

  // Whole games at the real node budget: slow on a loaded machine, hence the generous timeouts
  // (no timing is asserted). The 1,000-game measure is `games tcg balance --challenger ismcts`.
  it("beats the random bot in both of 2 seeded games", { timeout: 600_000 }, () => {
    expect(score("random", 2)).toBe(2);
  });

  it("beats the greedy bot over 8 seeded games, seats alternating", { timeout: 600_000 }, () => {
    expect(score("greedy", 8)).toBeGreaterThanOrEqual(6);
  });
});
