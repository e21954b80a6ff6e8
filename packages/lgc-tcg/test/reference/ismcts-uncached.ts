/**
 * The tree search as it was before its states were cached (issue 32), frozen: the reference the
 * cached search must match decision for decision (test/ismcts.test.ts), and the "before" of the
 * bench's CPU-seconds per game (bench/ismcts.ts). Never change it.
 *
 * Information-set Monte Carlo tree search (single-observer ISMCTS, Cowling, Powley & Whitehouse
 * 2012) for one seat, deciding from its view only (issue 13, issue 17 §2). Every iteration plays
 * in a fresh determinization of the view: the seat's own hand and everything in play as seen,
 * every hidden card blank ({@link determinize}) and the RNG redrawn, so random effects (random
 * targets, random summons) are sampled rather than known. The tree is shared by all
 * determinizations: its nodes are sequences of intents, and a child's UCB term counts the
 * iterations in which it was legal (its availability), as the algorithm prescribes.
 *
 * A leaf is scored with the greedy bot's board evaluation, squashed into [0, 1]: a won game is
 * 1, a lost one 0. The node budget is the number of iterations, so a level costs what it says
 * whatever the machine.
 */
import { nextInt, type Rng, seedRng } from "@core/engine";
import { determinize } from "../../src/determinize.js";
import { botActions, evaluate, whoActs } from "../../src/heuristic.js";
import { reduce } from "../../src/intents.js";
import type { Action, PlayerId, State } from "../../src/model.js";
import type { DuelView } from "../../src/view.js";

/** Options of {@link searchUncached}. */
interface SearchOptions {
  /** Iterations, each adding at most one node to the tree. */
  readonly budget: number;
  /** Seed of the determinizations and of the order untried intents are expanded in. */
  readonly seed: number;
  /** UCB exploration constant. Default 0.7 (rewards lie in [0, 1]). */
  readonly exploration?: number;
}

/** A node: the intent that led to it, whose intent it was, and its statistics. */
interface Node {
  readonly action: Action | null;
  /** The seat that sent `action` (whose point of view `reward` is taken from). */
  readonly player: PlayerId | null;
  readonly children: Map<string, Node>;
  visits: number;
  /** Iterations in which this node's intent was legal at its parent (ISMCTS availability). */
  available: number;
  /** Sum of the rewards, from `player`'s side. */
  reward: number;
}

function node(action: Action | null, player: PlayerId | null): Node {
  return { action, player, children: new Map(), visits: 0, available: 0, reward: 0 };
}

/** Board evaluations this far apart are about 73 % against 27 %: a few life points matter. */
const SCALE = 10;

/** `evaluate` from `player`'s side squashed into [0, 1] (1 a won game). */
function score(s: State, player: PlayerId): number {
  return 1 / (1 + Math.exp(-evaluate(s, player) / SCALE));
}

const keyOf = (a: Action): string => JSON.stringify(a);

/** The UCB1 value of `child` for its sender, exploration counted on its availability. */
function ucb(child: Node, c: number): number {
  return child.reward / child.visits + c * Math.sqrt(Math.log(child.available) / child.visits);
}

/**
 * The intent the tree search picks for the seat whose view `seen` is, or null when it has
 * nothing to do (not its turn, game over, a spectator's view) or no search to make (the
 * mulligan: the caller decides it). Deterministic given `seen` and `opts`.
 */
export function searchUncached(seen: DuelView, opts: SearchOptions): Action | null {
  const me = seen.seat;
  if (me === null) return null;
  const base = determinize(seen, opts.seed);
  if (whoActs(base) !== me) return null;
  const rootActions = botActions(base, me);
  if (rootActions.length <= 1) return rootActions[0] ?? null;
  const c = opts.exploration ?? 0.7;
  const root = node(null, null);
  let rng: Rng = seedRng(`ismcts:${opts.seed}`);
  for (let i = 0; i < opts.budget; i++) {
    // A determinization: the same visible duel, a new random future.
    let s: State = { ...base, rng: seedRng(`ismcts:${opts.seed}:${i}`) };
    const path: Node[] = [root];
    let at = root;
    for (;;) {
      const player = whoActs(s);
      if (player === null || s.phase === "mulligan") break;
      const actions = botActions(s, player);
      if (actions.length === 0) break;
      const untried: Action[] = [];
      for (const a of actions) {
        const child = at.children.get(keyOf(a));
        if (child === undefined) untried.push(a);
        else child.available++;
      }
      if (untried.length > 0) {
        let k: number;
        [k, rng] = nextInt(rng, untried.length);
        const a = untried[k] as Action;
        const child = node(a, player);
        child.available = 1;
        at.children.set(keyOf(a), child);
        s = reduce(s, a).state;
        path.push(child);
        break;
      }
      let best: Node | null = null;
      let bestValue = Number.NEGATIVE_INFINITY;
      for (const a of actions) {
        const child = at.children.get(keyOf(a)) as Node;
        const value = ucb(child, c);
        if (value > bestValue) {
          best = child;
          bestValue = value;
        }
      }
      at = best as Node;
      s = reduce(s, at.action as Action).state;
      path.push(at);
    }
    const won = score(s, me);
    for (const n of path) {
      n.visits++;
      n.reward += n.player === me || n.player === null ? won : 1 - won;
    }
  }
  // The most visited intent (the robust child), ties to the better mean.
  let pick: Node | null = null;
  for (const child of root.children.values()) {
    if (
      pick === null ||
      child.visits > pick.visits ||
      (child.visits === pick.visits && child.reward > pick.reward)
    )
      pick = child;
  }
  return pick?.action ?? null;
}
