/**
 * The engine against the frozen previous implementation (test/reference), both from source, in
 * one process, rounds alternating so that load and garbage collection fall on both alike:
 * `pnpm --filter @engines/lgc-tcg bench:previous` (about a minute). Full random games (the random
 * bot's rule: one uniform pick among the seat's legal intents but CONCEDE) and `reduce` replaying
 * recorded games; CPU time of the process.
 */
import { nextInt, seedRng } from "@core/engine";
import { fmt, load, machine } from "@core/engine/bench";
import {
  type Action,
  engine,
  legalActions,
  opponent,
  reduce,
  type Setup,
  STARTER_DECK,
  type State,
} from "../src/index.js";
import { legalActions as previousLegal, reduce as previousReduce } from "../test/reference/intents.js";
import { init as previousInit } from "../test/reference/setup.js";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 16);

const setup = (seed: number): Setup => ({
  seed,
  players: [
    { heroClass: "PALADIN", deck: STARTER_DECK },
    { heroClass: "MAGE", deck: STARTER_DECK },
  ],
});

/** The random bot's draw (as bot.ts): a murmur3 finaliser of its seed. */
function spread(seed: number): number {
  let x = (seed + 0x9e3779b9) | 0;
  x = Math.imul(x ^ (x >>> 16), 0x85ebca6b);
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35);
  return (x ^ (x >>> 16)) >>> 0;
}

interface Implementation {
  readonly init: (setup: Setup) => State;
  readonly legal: (s: State) => readonly Action[];
  readonly reduce: (s: State, a: Action) => { readonly state: State };
}
const CURRENT: Implementation = { init: engine.init, legal: legalActions, reduce };
const PREVIOUS: Implementation = {
  init: (s) => previousInit(s as never) as State,
  legal: (s) => previousLegal(s as never) as Action[],
  reduce: (s, a) => previousReduce(s as never, a as never) as unknown as { state: State },
};

/** One random game; returns its intents. */
function game(impl: Implementation, n: number, record?: Action[]): number {
  let s = impl.init(setup(n % 50));
  let rng = seedRng(n);
  let k = 0;
  for (; k < 5000 && s.phase !== "over"; k++) {
    const player =
      s.phase === "mulligan" ? (s.players[s.first].mulliganed ? opponent(s.first) : s.first) : s.active;
    const [seed, next] = nextInt(rng, 0x7fffffff);
    rng = next;
    const actions = impl.legal(s).filter((a) => a.player === player && a.type !== "CONCEDE");
    if (actions.length === 0) break;
    const action = actions[spread(seed) % actions.length] as Action;
    record?.push(action);
    s = impl.reduce(s, action).state;
  }
  return k;
}

const recorded = Array.from({ length: 20 }, (_, i) => {
  const actions: Action[] = [];
  game(CURRENT, 1000 + i, actions);
  return { start: engine.init(setup((1000 + i) % 50)), actions };
});
function replay(impl: Implementation): number {
  let n = 0;
  for (const r of recorded) {
    let s = r.start;
    for (const a of r.actions) s = impl.reduce(s, a).state;
    n += r.actions.length;
  }
  return n;
}

function cpu(run: () => number): [number, number] {
  const c0 = process.cpuUsage();
  const n = run();
  const c = process.cpuUsage(c0);
  return [n, (c.user + c.system) / 1e6];
}

console.log(`lgc-tcg: engine against test/reference — ${machine()}`);
for (let i = 0; i < 300; i++) for (const impl of [CURRENT, PREVIOUS]) game(impl, i);
for (let i = 0; i < 10; i++) for (const impl of [CURRENT, PREVIOUS]) replay(impl);
const total = new Map<Implementation, { games: number; gameCpu: number; reduces: number; reduceCpu: number }>(
  [CURRENT, PREVIOUS].map((impl) => [impl, { games: 0, gameCpu: 0, reduces: 0, reduceCpu: 0 }]),
);
for (let round = 0; round < ROUNDS; round++) {
  const order = round % 2 === 0 ? [CURRENT, PREVIOUS] : [PREVIOUS, CURRENT];
  for (const impl of order) {
    const t = total.get(impl) as { games: number; gameCpu: number; reduces: number; reduceCpu: number };
    const [, g] = cpu(() => {
      for (let i = 0; i < 100; i++) game(impl, round * 100 + i);
      return 0;
    });
    t.games += 100;
    t.gameCpu += g;
    const [n, r] = cpu(() => replay(impl));
    t.reduces += n;
    t.reduceCpu += r;
  }
  console.log(`round ${round + 1}/${ROUNDS} [load ${load()}]`);
}
const now = total.get(CURRENT) as { games: number; gameCpu: number; reduces: number; reduceCpu: number };
const before = total.get(PREVIOUS) as typeof now;
const rate = (n: number, s: number) => n / s;
console.log(
  `random games: ${fmt(rate(now.games, now.gameCpu))} games/s CPU, previous ${fmt(rate(before.games, before.gameCpu))} ` +
    `(×${(rate(now.games, now.gameCpu) / rate(before.games, before.gameCpu)).toFixed(2)})`,
);
console.log(
  `reduce: ${fmt(rate(now.reduces, now.reduceCpu))}/s CPU, previous ${fmt(rate(before.reduces, before.reduceCpu))} ` +
    `(×${(rate(now.reduces, now.reduceCpu) / rate(before.reduces, before.reduceCpu)).toFixed(2)}) [load ${load()}]`,
);
