import { nextInt, type Rng, seedRng } from "@core/engine";
import { bench, describe } from "vitest";
import { chooseAction, engine, legalActions, perft, reduce, type State } from "../src/index.js";

// Random playouts through the public API (legalActions + reduce on JSON states), as a client or
// the simulation harness drives the engine.
let rng: Rng = seedRng("bench");
const start = engine.init({ maxPlies: 300 });

function randomAction(state: State) {
  const actions = legalActions(state);
  const [i, next] = nextInt(rng, actions.length);
  rng = next;
  return actions[i]!;
}

let state = start;
function randomPly(): void {
  if (state.result !== null) state = start;
  state = reduce(state, randomAction(state)).state;
}

describe("shing-shang engine", () => {
  bench("random playout from the opening (maxPlies 300)", () => {
    let s = start;
    while (s.result === null) s = reduce(s, randomAction(s)).state;
  });
  bench("100 random plies (legalActions + reduce)", () => {
    for (let k = 0; k < 100; k++) randomPly();
  });
  bench("legalActions(opening)", () => {
    legalActions(start);
  });
  bench(
    "perft(opening, 3) = 111502",
    () => {
      perft(start, 3);
    },
    { iterations: 5, time: 0 },
  );
  bench(
    "hard bot move from the opening (4000 nodes)",
    () => {
      chooseAction(start, { level: "hard", seed: 1 });
    },
    { iterations: 5, time: 0 },
  );
});
