/**
 * Speed of the Shing Shang engine: `pnpm --filter @engines/shing-shang bench` (about a minute).
 * Every figure is printed as soon as it is taken, with wall time and the process's CPU time
 * (the machine may be shared: CPU time is the steadier figure) and the load average.
 * Bot strength is another script: `bench:bots`.
 */
import { seedRng } from "@core/engine";
import { fmt, load, machine, measure, rates } from "@core/engine/bench";
import { searchBest } from "../src/bot.js";
import {
  DEFAULT_NODES,
  engine,
  legalActions,
  reduce,
  type State,
  perft as statePerft,
} from "../src/index.js";
import { createMoveList, generateMoves, perft, play, positionOf, undo } from "../src/search.js";

const SECONDS = 4;

/** A small seeded generator (mulberry32) for the playouts: uniform enough, allocation-free. */
function randomBelow(seed: number): (n: number) => number {
  let a = seed >>> 0;
  return (n) => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) % n;
  };
}

function line(text: string): void {
  console.log(text);
}

line(`shing-shang bench — ${machine()}`);
const opening = engine.init({ maxPlies: 300 });

// Random playouts on the search board: generate, pick uniformly, play; then undo back to the start.
{
  const position = positionOf(opening);
  const list = createMoveList();
  const random = randomBelow(1);
  const m = measure(SECONDS, () => {
    let plies = 0;
    for (;;) {
      generateMoves(position, list);
      if (list.length === 0) break;
      play(position, list.moves[random(list.length)]!);
      plies++;
    }
    for (let k = 0; k < plies; k++) undo(position);
    return plies;
  });
  line(
    `search board, random playouts from the opening (maxPlies 300): ${rates(m, "playouts", "rounds")}; ` +
      `${fmt(m.units / m.rounds, 1)} plies per playout, so ${rates(m, "plies")} [load ${load()}]`,
  );
}

// perft(4) from the opening, three times.
for (let run = 1; run <= 3; run++) {
  const position = positionOf(engine.init({}));
  let count = 0;
  const m = measure(0, () => {
    count = perft(position, 4);
    return count;
  });
  line(
    `search board, perft(4) from the opening = ${fmt(count)} (run ${run}): ${fmt(m.wall, 3)} s wall, ` +
      `${fmt(m.cpu, 3)} s CPU, ${rates(m, "leaves")} [load ${load()}]`,
  );
}

// The hard bot's search from the opening: the default budget, and the previous default (4,000).
for (const nodes of [DEFAULT_NODES, 4_000]) {
  const position = positionOf(engine.init({}));
  const list = createMoveList();
  generateMoves(position, list);
  let depth = 0;
  const m = measure(SECONDS / 2, () => {
    const report = searchBest(position, list, seedRng(1), nodes);
    depth = report.depth;
    return report.nodes;
  });
  line(
    `hard bot, a move from the opening with ${fmt(nodes)} nodes: ${fmt((1000 * m.wall) / m.rounds, 1)} ms wall, ` +
      `${fmt((1000 * m.cpu) / m.rounds, 1)} ms CPU, full depth ${depth} (${rates(m, "nodes")}) [load ${load()}]`,
  );
}

/** Random playouts through JSON states, as a client or the simulation harness drives an engine. */
function jsonPlayouts(
  name: string,
  actions: (s: State) => readonly unknown[],
  next: (s: State, a: never) => State,
): void {
  const random = randomBelow(2);
  const m = measure(SECONDS, () => {
    let plies = 0;
    for (let state = opening; state.result === null; plies++) {
      const legal = actions(state);
      state = next(state, legal[random(legal.length)] as never);
    }
    return plies;
  });
  line(
    `${name}, random playouts (legalActions + reduce on JSON states): ${rates(m, "playouts", "rounds")}; ` +
      `${fmt(m.units / m.rounds, 1)} plies per playout, so ${rates(m, "plies")} [load ${load()}]`,
  );
}

jsonPlayouts("public API", legalActions, (s, a) => reduce(s, a).state);

{
  const m = measure(SECONDS / 2, () => legalActions(opening).length);
  line(`public API, legalActions(opening): ${rates(m, "calls", "rounds")} [load ${load()}]`);
}

for (const [name, count] of [["public API", statePerft]] as const) {
  const start = engine.init({});
  let n = 0;
  const m = measure(0, () => {
    n = count(start, 4);
    return n;
  });
  line(
    `${name}, perft(opening, 4) = ${fmt(n)}: ${fmt(m.wall, 3)} s wall, ${fmt(m.cpu, 3)} s CPU [load ${load()}]`,
  );
}
