/**
 * Bots and simulation: `chooseAction` for one seat (random, greedy or tree search), `playout` for
 * a full game bot against bot. Bots decide from their seat's view only (issue 13), only ever pick
 * among the seat's legal intents and never concede.
 */
import { nextInt, type Rng, seedRng } from "@core/engine";
import { botActions, heuristicAction, randomPick, whoActs } from "./heuristic.js";
import { init } from "./init.js";
import { reduce } from "./intents.js";
import { searchAction } from "./ismcts.js";
import type { Action, State } from "./model.js";
import { pinSetup, type Replay } from "./replay.js";
import type { Setup } from "./setup.js";
import { type DuelView, view } from "./view.js";

export { botActions, evaluate, whoActs } from "./heuristic.js";

/**
 * Bot strength: uniform among legal intents, one-ply greedy on a board evaluation, or an
 * information-set Monte Carlo tree search (`ismcts`, `ismcts-deep`) with the node budget of
 * {@link ISMCTS_BUDGETS}.
 */
export type BotLevel = "random" | "greedy" | "ismcts" | "ismcts-deep";

/** Every bot level, weakest first. */
export const BOT_LEVELS: readonly BotLevel[] = ["random", "greedy", "ismcts", "ismcts-deep"];

/** Iterations (nodes added to the tree) per decision of each tree-search level. */
export const ISMCTS_BUDGETS = { ismcts: 200, "ismcts-deep": 800 } as const satisfies Partial<
  Record<BotLevel, number>
>;

/** Options of {@link chooseAction}. */
export interface BotOptions {
  readonly level: BotLevel;
  /** Seed of the bot's own choices (never the game's RNG). */
  readonly seed: number;
  /** Tree-search levels: iterations per decision instead of the level's {@link ISMCTS_BUDGETS}. */
  readonly budget?: number;
}

/**
 * The intent a bot sends for the seat whose view `seen` is, or null when it has nothing to do
 * (not its turn, game over, a spectator's view). It decides from the view alone: it searches
 * {@link determinize}d states, where every hidden card is blank and the RNG is its own. Greedy
 * tries every intent one ply ahead and keeps the best improvement, else ends its turn; the tree
 * search levels run {@link searchAction} on the view (and mulligan as greedy does).
 */
export function chooseAction(seen: DuelView, opts: BotOptions): Action | null {
  if (seen.seat === null) return null;
  if ((opts.level === "ismcts" || opts.level === "ismcts-deep") && seen.phase !== "mulligan") {
    return searchAction(seen, { budget: opts.budget ?? ISMCTS_BUDGETS[opts.level], seed: opts.seed });
  }
  return heuristicAction(seen, opts);
}

/** Options of {@link playout}. */
export interface PlayoutOptions {
  /** Bot of seat A and of seat B. Default random for both. */
  readonly bots?: readonly [BotLevel, BotLevel];
  /** Seed of the bots' choices. Default 0. */
  readonly seed?: number;
  /** Safety stop, in intents. Default 5000 (the 90-turn cap ends every game well before). */
  readonly maxActions?: number;
  /** Tree-search bots: iterations per decision instead of their level's {@link ISMCTS_BUDGETS}. */
  readonly budget?: number;
  /** Called after each intent with the state it was sent in (for statistics: see balance). */
  readonly onStep?: (before: State, action: Action) => void;
}

/** A finished (or stopped) bot game: its replay and final state. */
export interface Playout {
  readonly replay: Replay;
  readonly state: State;
}

/** Plays a whole game bot against bot from `setup`. */
export function playout(setup: Setup, opts: PlayoutOptions = {}): Playout {
  const bots = opts.bots ?? ["random", "random"];
  const max = opts.maxActions ?? 5000;
  let s = init(setup);
  const first = s;
  let rng: Rng = seedRng(opts.seed ?? 0);
  const actions: Action[] = [];
  while (actions.length < max) {
    const player = whoActs(s);
    if (player === null) break;
    const [seed, next] = nextInt(rng, 0x7fffffff);
    rng = next;
    const level = bots[player === "A" ? 0 : 1];
    // The random bot only reads the seat's legal intents, the same in the real state as in the
    // one rebuilt from the seat's view (tested): reading them here spares the rebuild.
    const action =
      level === "random"
        ? randomPick(botActions(s, player), seed)
        : chooseAction(view(s, player), {
            level,
            seed,
            ...(opts.budget === undefined ? {} : { budget: opts.budget }),
          });
    if (action === null) break;
    opts.onStep?.(s, action);
    s = reduce(s, action).state;
    actions.push(action);
  }
  return { replay: { setup: pinSetup(setup, first), actions }, state: s };
}
