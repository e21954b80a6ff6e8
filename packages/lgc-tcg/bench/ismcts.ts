/**
 * The tree-search bot's cost per game, before and after its states were cached (issue 32), side
 * by side in one run: `pnpm --filter @engines/lgc-tcg bench` runs it after the duel bench (or
 * alone: `node --conditions=@games/source --import tsx bench/ismcts.ts`). Each game is a game of
 * the balance study (`games tcg balance --bot ismcts --decks 48 --seed 1`: launch and Extension 1
 * sets, ISMCTS at its default 200 iterations against itself), played once by the frozen uncached
 * search (test/reference/) and once by the current one, one after the other (each going first
 * in every other game), so that a change of load hits both alike. Both must send the same intents (the cache changes no decision); the
 * figure is the process's CPU time per game (steadier than wall time on a shared machine).
 * `ISMCTS_GAMES=N` sets the number of measured games (default 20: the gain varies ×1.1–×4 from
 * game to game), `ISMCTS_WARMUP=N` the games each search plays first, not measured (default 4);
 * about a minute in all, idle.
 */
import { nextInt, seedRng } from "@core/engine";
import { fmt, load, machine, once } from "@core/engine/bench";
import { whoActs } from "../src/heuristic.js";
import {
  type Action,
  type BalanceRun,
  balanceDecks,
  balanceGame,
  chooseAction,
  type DuelView,
  engine,
  ISMCTS_BUDGETS,
  launchCorpus,
  type PlayerId,
  reduce,
  type SearchOptions,
  STARTER_DECK,
  searchAction,
  view,
} from "../src/index.js";
import { searchUncached } from "../test/reference/ismcts-uncached.js";

type Search = (seen: DuelView, opts: SearchOptions) => Action | null;

const GAMES = Number(process.env.ISMCTS_GAMES ?? 20);
const run: BalanceRun = { decks: balanceDecks(launchCorpus(), STARTER_DECK, 48, 1), bot: "ismcts", seed: 1 };

/**
 * Game `g` of the study with `search` deciding for both seats: `playout`'s loop (the same seeds,
 * the greedy mulligan), with the search passed in. Returns the intents sent.
 */
function play(g: number, search: Search): Action[] {
  const game = balanceGame(run, g);
  let s = engine.init(game.setup);
  let rng = seedRng(game.seed);
  const sent: Action[] = [];
  for (;;) {
    const player: PlayerId | null = whoActs(s);
    if (player === null || sent.length >= 5000) return sent;
    const seen = view(s, player);
    const [seed, next] = nextInt(rng, 0x7fffffff);
    rng = next;
    const action =
      seen.phase === "mulligan"
        ? chooseAction(seen, { level: "greedy", seed })
        : search(seen, { budget: ISMCTS_BUDGETS.ismcts, seed });
    if (action === null) return sent;
    s = reduce(s, action).state;
    sent.push(action);
  }
}

console.log(`lgc-tcg ISMCTS bench — ${machine()}`);
console.log(
  `${GAMES} games of the balance study (48 decks, seed 1), ISMCTS ${ISMCTS_BUDGETS.ismcts} iterations a decision`,
);
// Warm-up, not counted: the first games of a process cost up to three times what they cost once
// the JIT has met the cards' code (a balance study plays thousands of games a worker).
const WARMUP = Number(process.env.ISMCTS_WARMUP ?? 4);
for (let g = GAMES; g < GAMES + WARMUP; g++) {
  play(g, searchUncached);
  play(g + WARMUP, searchAction);
}
console.log(`warmed up on ${WARMUP} other games each [load ${load()}]`);

let before = 0;
let after = 0;
let intents = 0;
for (let g = 0; g < GAMES; g++) {
  // Whichever plays a game second plays it cheaper (caches and heap already grown: up to 40 %
  // here), so the two take turns at going first.
  const first = g % 2 === 0 ? searchUncached : searchAction;
  const a = once(() => play(g, first));
  const b = once(() => play(g, first === searchUncached ? searchAction : searchUncached));
  const [old, now] = first === searchUncached ? [a, b] : [b, a];
  const same = JSON.stringify(old.value) === JSON.stringify(now.value);
  if (!same) throw new Error(`game ${g}: the cached search sent other intents than the uncached one`);
  before += old.cpu;
  after += now.cpu;
  intents += now.value.length;
  console.log(
    `game ${g}: ${now.value.length} intents, same in both; CPU ${fmt(old.cpu, 2)} s before, ${fmt(now.cpu, 2)} s after ` +
      `(×${fmt(old.cpu / now.cpu, 2)}) [load ${load()}]`,
  );
}
console.log(
  `ISMCTS CPU-seconds per game: ${fmt(before / GAMES, 3)} before, ${fmt(after / GAMES, 3)} after: ` +
    `×${fmt(before / after, 2)} games per CPU-second (goal ≥ ×2: ${before / after >= 2 ? "met" : "not met"}); ` +
    `${fmt(intents / GAMES, 1)} intents a game [load ${load()}]`,
);
