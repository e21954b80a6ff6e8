import { bench, describe } from "vitest";
import { type Action, init, LEVELS, legalActions, reduce, type State, solve } from "../src/index.js";

const LINE: Action[] = ["E", "S", "W", "N", "E"].map((dir) => ({ type: "roll", dir }) as Action);
const RESTART: Action = { type: "restart" };
const UNDO: Action = { type: "undo" };
const level2 = init({ level: 2 });
let sink: State = level2;

// Each iteration performs exactly 1,000 accepted rolls: rolls/s = iterations/s × 1,000.
describe("reduce", () => {
  bench("1,000 rolls: level 2's winning line, restarting after each win", () => {
    let state = level2;
    for (let i = 0; i < 200; i++) {
      for (const action of LINE) state = reduce(state, action).state;
      state = reduce(state, RESTART).state;
    }
    sink = state;
  });

  bench("1,000 rolls, each followed by an undo", () => {
    let state = level2;
    for (let i = 0; i < 200; i++) {
      for (const action of LINE) {
        state = reduce(state, action).state;
        state = reduce(state, UNDO).state;
      }
    }
    sink = state;
  });

  bench("1,000 legalActions calls", () => {
    let n = 0;
    for (let i = 0; i < 1000; i++) n += legalActions(sink).length;
    if (n < 0) throw new Error("unreachable");
  });
});

describe("solver", () => {
  bench("solve all five campaign levels", () => {
    for (const level of LEVELS) solve(level);
  });
  for (const level of LEVELS) {
    bench(`solve level ${level.number} (${level.name})`, () => {
      solve(level);
    });
  }
});
