/**
 * Bot strength: `pnpm --filter @engines/shing-shang bench:bots [games]` plays seeded games between
 * the levels (colours alternating, maxPlies 300, default budgets) and prints each pairing's tally
 * as it finishes, with the hard bot's search depth. The games are deterministic (seeded bots, a
 * node budget rather than a time limit), so the tallies repeat exactly on any machine; only the
 * times vary. Default: 40 games per pairing.
 */
import { seedRng } from "@core/engine";
import { searchBest } from "../src/bot.js";
import {
  chooseAction,
  DEFAULT_NODES,
  engine,
  type Level,
  reduce,
  type Side,
  type State,
} from "../src/index.js";
import { createMoveList, generateMoves, positionOf } from "../src/search.js";
import { fmt, load, machine } from "./measure.js";

const GAMES = Number(process.argv[2] ?? 40);

/** Depths the hard bot reached, to report how deep it searches in real games. */
const depths: number[] = [];

function hardDepth(state: State, seed: string): void {
  const position = positionOf(state);
  const list = createMoveList();
  generateMoves(position, list);
  depths.push(searchBest(position, list, seedRng(`${seed}/${state.ply}`), DEFAULT_NODES).depth);
}

function play(red: Level, blue: Level, game: number): Side | null {
  let state = engine.init({ maxPlies: 300 });
  while (state.result === null) {
    const level = state.turn === "red" ? red : blue;
    const seed = `${game}/${state.turn}`;
    // Every tenth hard move, note the depth its search completed (a second, identical search).
    if (level === "hard" && state.ply % 10 === 0) hardDepth(state, seed);
    const action = chooseAction(state, { level, seed });
    if (action === null) break;
    state = reduce(state, action).state;
  }
  return state.result?.winner ?? null;
}

console.log(`shing-shang bot matches, ${GAMES} games per pairing — ${machine()}`);
for (const [a, b] of [
  ["hard", "medium"],
  ["hard", "easy"],
  ["medium", "easy"],
] as const) {
  const cpu0 = process.cpuUsage();
  const start = performance.now();
  depths.length = 0;
  let wins = 0;
  let losses = 0;
  for (let g = 0; g < GAMES; g++) {
    const aIsRed = g % 2 === 0;
    const winner = play(aIsRed ? a : b, aIsRed ? b : a, g);
    if (winner === null) continue;
    if ((winner === "red") === aIsRed) wins++;
    else losses++;
  }
  const cpu = process.cpuUsage(cpu0);
  const depth =
    depths.length === 0
      ? ""
      : `; hard's full depth ${fmt(depths.reduce((s, d) => s + d, 0) / depths.length, 2)} on average`;
  console.log(
    `${a} vs ${b}: ${wins} wins, ${losses} losses, ${GAMES - wins - losses} draws in ${GAMES} games` +
      `${depth} (${fmt((performance.now() - start) / 1000, 1)} s wall, ` +
      `${fmt((cpu.user + cpu.system) / 1e6, 1)} s CPU) [load ${load()}]`,
  );
}
