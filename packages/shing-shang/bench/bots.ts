/**
 * Bot strength: `pnpm --filter @engines/shing-shang bench:bots [games]` plays seeded games between
 * the levels (colours alternating, maxPlies 300) and prints each pairing's tally as it finishes.
 * "hard@4000" is the hard bot on the previous default budget of 4,000 nodes, to show what the
 * deeper search buys. The games are deterministic (seeded bots, a node budget rather than a time
 * limit), so the tallies repeat exactly on any machine; only the times vary. Every tenth move of a
 * hard bot, the depth its search completes is noted, with the default budget and with 4,000 nodes.
 * Default: 40 games per pairing.
 */
import { seedRng } from "@core/engine";
import { fmt, load, machine } from "@core/engine/bench";
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

const GAMES = Number(process.argv[2] ?? 40);
const PREVIOUS_NODES = 4_000;

interface Player {
  readonly name: string;
  readonly level: Level;
  readonly nodes?: number;
}

const hard: Player = { name: "hard", level: "hard" };
const medium: Player = { name: "medium", level: "medium" };
const easy: Player = { name: "easy", level: "easy" };
const hard4000: Player = { name: "hard@4000", level: "hard", nodes: PREVIOUS_NODES };

/** Full depths the hard bot's search completed, by budget, at sampled positions. */
const depths = new Map<number, number[]>();

function sampleDepths(state: State, seed: string): void {
  const position = positionOf(state);
  const list = createMoveList();
  generateMoves(position, list);
  for (const nodes of [DEFAULT_NODES, PREVIOUS_NODES]) {
    const depth = searchBest(position, list, seedRng(`${seed}/${state.ply}`), nodes).depth;
    depths.set(nodes, [...(depths.get(nodes) ?? []), depth]);
  }
}

function play(red: Player, blue: Player, game: number): Side | null {
  let state = engine.init({ maxPlies: 300 });
  while (state.result === null) {
    const player = state.turn === "red" ? red : blue;
    const seed = `${game}/${state.turn}`;
    if (player.level === "hard" && state.ply % 10 === 0) sampleDepths(state, seed);
    const options = player.nodes === undefined ? { level: player.level, seed } : { ...player, seed };
    const action = chooseAction(state, options);
    if (action === null) break;
    state = reduce(state, action).state;
  }
  return state.result?.winner ?? null;
}

function mean(values: readonly number[]): string {
  return fmt(values.reduce((s, d) => s + d, 0) / values.length, 2);
}

console.log(`shing-shang bot matches, ${GAMES} games per pairing — ${machine()}`);
for (const [a, b] of [
  [hard, medium],
  [hard, easy],
  [medium, easy],
  [hard, hard4000],
] as const) {
  const cpu0 = process.cpuUsage();
  const start = performance.now();
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
  console.log(
    `${a.name} vs ${b.name}: ${wins} wins, ${losses} losses, ${GAMES - wins - losses} draws in ${GAMES} games ` +
      `(${fmt((performance.now() - start) / 1000, 1)} s wall, ${fmt((cpu.user + cpu.system) / 1e6, 1)} s CPU) ` +
      `[load ${load()}]`,
  );
}
const sampled = depths.get(DEFAULT_NODES) ?? [];
if (sampled.length > 0) {
  console.log(
    `hard bot's full search depth at ${sampled.length} sampled positions of these games: ` +
      `${mean(sampled)} plies with ${fmt(DEFAULT_NODES)} nodes, ` +
      `${mean(depths.get(PREVIOUS_NODES) ?? [])} with ${fmt(PREVIOUS_NODES)}`,
  );
}
