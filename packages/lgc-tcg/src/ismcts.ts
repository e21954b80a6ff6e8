/**
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
 *
 * Determinizations differ only in their RNG (the hidden cards are blanks in every one), so until
 * an intent draws from the RNG, the state a node stands for is the same in every iteration but
 * for the RNG it carries. Such a node keeps that state, its legal intents and its score (a
 * {@link Fixed}), and an iteration walks down through kept states instead of replaying the
 * intents from the root: the same decisions as replaying them (tested against the frozen
 * uncached search), at a fraction of the `reduce` and `legalActions` calls (issue 32).
 */
import { nextInt, type Rng, seedRng } from "@core/engine";
import { determinize } from "./determinize.js";
import { botActions, evaluate, whoActs } from "./heuristic.js";
import { reduce } from "./intents.js";
import type { Action, PlayerId, State } from "./model.js";
import type { DuelView } from "./view.js";

/** Options of {@link searchAction}. */
export interface SearchOptions {
  /** Iterations, each adding at most one node to the tree. */
  readonly budget: number;
  /** Seed of the determinizations and of the order untried intents are expanded in. */
  readonly seed: number;
  /** UCB exploration constant. Default 0.7 (rewards lie in [0, 1]). */
  readonly exploration?: number;
}

/** An intent and its key in a node's children (the key computed once per kept state). */
interface Move {
  readonly action: Action;
  readonly key: string;
}

/**
 * A node's state when no intent on the way from the root drew from the RNG: the same in every
 * determinization but for its RNG (an earlier iteration's, replaced before an intent that draws).
 * Its moves and score are worked out the first time they are needed.
 */
interface Fixed {
  readonly state: State;
  /** Whose intent comes next, and its intents (none once the search stops here). */
  moves: { readonly player: PlayerId; readonly list: readonly Move[] } | null | undefined;
  /** `score` of the state from the searching seat's side. */
  score: number | undefined;
}

/** A node: the intent that led to it, whose intent it was, and its statistics. */
interface Node {
  readonly action: Action | null;
  /** The seat that sent `action` (whose point of view `reward` is taken from). */
  readonly player: PlayerId | null;
  readonly children: Map<string, Node>;
  /** The state this node stands for, when it is the same in every iteration (see the module's TSDoc). */
  readonly fixed: Fixed | null;
  visits: number;
  /** Iterations in which this node's intent was legal at its parent (ISMCTS availability). */
  available: number;
  /** Sum of the rewards, from `player`'s side. */
  reward: number;
}

function node(action: Action | null, player: PlayerId | null, fixed: State | null): Node {
  return {
    action,
    player,
    children: new Map(),
    fixed: fixed === null ? null : { state: fixed, moves: undefined, score: undefined },
    visits: 0,
    available: 0,
    reward: 0,
  };
}

/** Board evaluations this far apart are about 73 % against 27 %: a few life points matter. */
const SCALE = 10;

/** `evaluate` from `player`'s side squashed into [0, 1] (1 a won game). */
function score(s: State, player: PlayerId): number {
  return 1 / (1 + Math.exp(-evaluate(s, player) / SCALE));
}

const keyOf = (a: Action): string => JSON.stringify(a);

/** Whose intent comes next in `s` and its intents with their keys, or null where an iteration stops. */
function movesOf(s: State): Fixed["moves"] {
  const player = whoActs(s);
  if (player === null || s.phase === "mulligan") return null;
  const list = botActions(s, player).map((action) => ({ action, key: keyOf(action) }));
  return list.length === 0 ? null : { player, list };
}

/** The UCB1 value of `child` for its sender, exploration counted on its availability. */
function ucb(child: Node, c: number): number {
  return child.reward / child.visits + c * Math.sqrt(Math.log(child.available) / child.visits);
}

/**
 * The intent the tree search picks for the seat whose view `seen` is, or null when it has
 * nothing to do (not its turn, game over, a spectator's view) or no search to make (the
 * mulligan: the caller decides it). Deterministic given `seen` and `opts`.
 */
export function searchAction(seen: DuelView, opts: SearchOptions): Action | null {
  const me = seen.seat;
  if (me === null) return null;
  const base = determinize(seen, opts.seed);
  if (whoActs(base) !== me) return null;
  const rootActions = botActions(base, me);
  if (rootActions.length <= 1) return rootActions[0] ?? null;
  const c = opts.exploration ?? 0.7;
  const root = node(null, null, base);
  let rng: Rng = seedRng(`ismcts:${opts.seed}`);
  for (let i = 0; i < opts.budget; i++) {
    // A determinization: the same visible duel, a new random future (its RNG made when first drawn).
    let random: Rng | null = null;
    const redrawn = (k: State): State => {
      random ??= seedRng(`ismcts:${opts.seed}:${i}`);
      return { ...k, rng: random };
    };
    // The iteration's state at `at`: null while `at` keeps its state (read from `at.fixed`).
    let s: State | null = null;
    const path: Node[] = [root];
    let at = root;
    for (;;) {
      const kept = at.fixed;
      let moves: Fixed["moves"];
      if (kept !== null) {
        if (kept.moves === undefined) kept.moves = movesOf(kept.state);
        moves = kept.moves;
      } else moves = movesOf(s as State);
      if (moves === null || moves === undefined) break;
      const { player, list } = moves;
      const untried: Move[] = [];
      for (const m of list) {
        const child = at.children.get(m.key);
        if (child === undefined) untried.push(m);
        else child.available++;
      }
      if (untried.length > 0) {
        let k: number;
        [k, rng] = nextInt(rng, untried.length);
        const m = untried[k] as Move;
        let child: Node;
        if (kept === null) {
          s = reduce(s as State, m.action).state;
          child = node(m.action, player, null);
        } else {
          // Played from the kept state as it is: an intent that leaves its RNG as it was drew
          // nothing, so what it leads to is the same whatever the RNG and is kept. One that drew
          // is played again with this iteration's RNG.
          s = reduce(kept.state, m.action).state;
          const drew = s.rng !== kept.state.rng;
          if (drew) s = reduce(redrawn(kept.state), m.action).state;
          child = node(m.action, player, drew ? null : s);
        }
        child.available = 1;
        at.children.set(m.key, child);
        path.push(child);
        at = child;
        break;
      }
      let best: Node | null = null;
      let bestValue = Number.NEGATIVE_INFINITY;
      for (const m of list) {
        const child = at.children.get(m.key) as Node;
        const value = ucb(child, c);
        if (value > bestValue) {
          best = child;
          bestValue = value;
        }
      }
      const next = best as Node;
      if (next.fixed !== null) s = null;
      else s = reduce(kept !== null ? redrawn(kept.state) : (s as State), next.action as Action).state;
      at = next;
      path.push(at);
    }
    let won: number;
    if (at.fixed !== null) {
      if (at.fixed.score === undefined) at.fixed.score = score(at.fixed.state, me);
      won = at.fixed.score;
    } else won = score(s as State, me);
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
