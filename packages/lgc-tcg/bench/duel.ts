/**
 * LGC TCG's speed, measured on the built package (`dist/`, as users import it):
 * `pnpm --filter @engines/lgc-tcg bench` builds it, then prints each figure as soon as it is
 * taken (about a minute): full random bot-against-bot games, raw `reduce` replaying recorded
 * games, `legalActions`, and a seat's `view`. Wall time and the process's CPU time side by side
 * (the steadier figure on a shared machine), with the load average; a last line gives the two
 * figures issue 18 sets goals for, by CPU time.
 */
import { fmt, load, machine, measure, rates } from "@core/engine/bench";
import type * as Lgc from "../src/index.js";
import type { Action, Setup, State } from "../src/index.js";

// The built package, as users import it (`bench` builds it first); typed by the sources, which
// it is built from, so that type checking needs no build.
const DIST = "../dist/index.js";
const { engine, legalActions, playout, STARTER_DECK, view } = (await import(DIST)) as typeof Lgc;

const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);

/**
 * Measures `round` after `warmup` rounds (counted in rounds, not seconds: on a loaded machine a
 * few seconds of wall time can be a fraction of a second of CPU, too little for the JIT compiler).
 */
function timed(warmup: number, round: () => number) {
  for (let i = 0; i < warmup; i++) round();
  return measure(SECONDS, round, 0);
}

const setup = (seed: number): Setup => ({
  seed,
  players: [
    { heroClass: "PALADIN", deck: STARTER_DECK },
    { heroClass: "MAGE", deck: STARTER_DECK },
  ],
});

console.log(`lgc-tcg bench (dist/) — ${machine()}`);

let seed = 0;
const games = timed(600, () => {
  const p = playout(setup(seed % 50), { seed });
  seed++;
  return p.replay.actions.length;
});
console.log(
  `full random games (starter decks, Paladin vs Mage): ${rates(games, "games", "rounds")}; ` +
    `${fmt(games.units / games.rounds, 1)} intents per game [load ${load()}]`,
);

// Recorded games replayed intent by intent: `reduce` alone.
const recorded = Array.from({ length: 20 }, (_, i) => playout(setup(i), { seed: 1000 + i }).replay);
const starts: State[] = recorded.map((r) => engine.init(r.setup));
let game = 0;
const replay = (): number => {
  const i = game++ % recorded.length;
  let s = starts[i] as State;
  const actions = (recorded[i] as { actions: readonly Action[] }).actions;
  for (const a of actions) s = engine.reduce(s, a).state;
  return actions.length;
};
const reduces = timed(600, replay);
console.log(`reduce, replaying 20 recorded games: ${rates(reduces, "reduce")} [load ${load()}]`);

// The states of those games, for the read-only calls.
const states: State[] = [];
for (const [i, r] of recorded.entries()) {
  let s = starts[i] as State;
  for (const a of r.actions) {
    states.push(s);
    s = engine.reduce(s, a).state;
  }
}
let k = 0;
const legal = timed(50_000, () => {
  legalActions(states[k++ % states.length] as State);
  return 1;
});
console.log(`legalActions on those games' states: ${rates(legal, "calls")} [load ${load()}]`);
const views = timed(50_000, () => {
  view(states[k++ % states.length] as State, "A");
  return 1;
});
console.log(`view (seat A) on those games' states: ${rates(views, "calls")} [load ${load()}]`);

// The figures issue 18 sets goals for, by CPU time, on one line.
const gamesCpu = games.rounds / games.cpu;
const reduceCpu = reduces.units / reduces.cpu;
const verdict = (rate: number, goal: number) => `goal ≥ ${fmt(goal)}: ${rate >= goal ? "met" : "not met"}`;
console.log(
  `goals (CPU): ${fmt(gamesCpu)} random games/s (${verdict(gamesCpu, 1000)}); ` +
    `${fmt(reduceCpu)} reduce/s (${verdict(reduceCpu, 250_000)}) [load ${load()}]`,
);
