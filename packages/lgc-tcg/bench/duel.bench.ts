import { bench, describe } from "vitest";
import { engine, playout, type Setup, STARTER_DECK, type State } from "../src/index.js";

const setup = (seed: number): Setup => ({
  seed,
  players: [
    { heroClass: "PALADIN", deck: STARTER_DECK },
    { heroClass: "MAGE", deck: STARTER_DECK },
  ],
});

// A recorded random game, replayed intent by intent: raw `reduce` throughput.
const recorded = playout(setup(1), { seed: 1 }).replay;
const start: State = engine.init(recorded.setup);

let seed = 0;
describe("lgc-tcg", () => {
  bench(
    "full random bot-vs-bot game (starter decks)",
    () => {
      playout(setup(seed % 50), { seed: seed++ });
    },
    { time: 5000, warmupTime: 3000 },
  );

  bench(
    `reduce × ${recorded.actions.length} (one recorded game)`,
    () => {
      let s = start;
      for (const a of recorded.actions) s = engine.reduce(s, a).state;
    },
    { time: 5000, warmupTime: 3000 },
  );
});
