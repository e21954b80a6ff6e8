/**
 * The one-ply bots, random and greedy, and the board evaluation the tree search shares: apart
 * from the search (ismcts.ts), so that a client or server playing only these levels (the engine
 * object's `bots`) carries no search code (issue 18).
 */

import type { BotLevel } from "./bot.js";
import { defOf } from "./definitions.js";
import { determinize } from "./determinize.js";
import { legalActions, reduce } from "./intents.js";
import { type Action, opponent, type PlayerId, type State } from "./model.js";
import { attackOf, hpOf } from "./stats.js";
import type { DuelView } from "./view.js";

/** The options {@link heuristicAction} reads: any level other than "random" plays greedy. */
export interface HeuristicOptions {
  readonly level: BotLevel;
  /** Seed of the bot's own choices (never the game's RNG). */
  readonly seed: number;
}

/** A well-mixed 32-bit integer from a seed (a murmur3 finaliser): the random bot's one draw. */
function spread(seed: number): number {
  let x = (seed + 0x9e3779b9) | 0;
  x = Math.imul(x ^ (x >>> 16), 0x85ebca6b);
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35);
  return (x ^ (x >>> 16)) >>> 0;
}

/** The legal intents of `player` in `s`, CONCEDE left out. */
export function botActions(s: State, player: PlayerId): Action[] {
  return legalActions(s).filter((a) => a.player === player && a.type !== "CONCEDE");
}

/**
 * A board evaluation from `player`'s side: life totals, creatures' stats, cards in hand, Secrets
 * in play (each a card that still waits to act: worth a card and a half); a won game is worth a
 * million, a lost one minus that.
 */
export function evaluate(s: State, player: PlayerId): number {
  if (s.phase === "over") return s.winner === player ? 1e6 : s.winner === null ? 0 : -1e6;
  const me = s.players[player];
  const foe = s.players[opponent(player)];
  const board = (p: typeof me): number =>
    p.board.reduce((n, c) => n + 1.5 * attackOf(s, c) + hpOf(s, c) + 1, 0);
  return (
    me.hp +
    me.armor -
    (foe.hp + foe.armor) +
    1.5 * (board(me) - board(foe)) +
    me.hand.length -
    foe.hand.length +
    SECRET_WORTH * (me.secrets.length - foe.secrets.length)
  );
}

/** What a Secret in play is worth to `evaluate`: more than the card it was in hand, so bots play them. */
const SECRET_WORTH = 1.5;

function greedyMulligan(s: State, player: PlayerId): Action {
  const replace = s.players[player].hand.filter((c) => (defOf(s, c.card).cost ?? 0) > 3).map((c) => c.id);
  return { type: "MULLIGAN", player, replace };
}

/** The random bot's pick among a seat's legal intents (CONCEDE left out). */
export function randomPick(actions: readonly Action[], seed: number): Action | null {
  return actions.length === 0 ? null : (actions[spread(seed) % actions.length] as Action);
}

/** The bots' decision in a state whose hidden cards are unknown to them (a determinized one). */
function decide(s: State, player: PlayerId, opts: HeuristicOptions): Action | null {
  const actions = botActions(s, player);
  if (actions.length === 0) return null;
  if (opts.level === "random") return randomPick(actions, opts.seed);
  if (s.phase === "mulligan") return greedyMulligan(s, player);
  const now = evaluate(s, player);
  let best: Action | null = null;
  let bestScore = now;
  for (const a of actions) {
    if (a.type === "END_TURN") continue;
    const score = evaluate(reduce(s, a).state, player);
    if (score > bestScore) {
      best = a;
      bestScore = score;
    }
  }
  return best ?? actions.find((a) => a.type === "END_TURN") ?? (actions[0] as Action);
}

/** The seat expected to send the next intent (the one to mulligan, else the active one), null once over. */
export function whoActs(s: State): PlayerId | null {
  if (s.phase === "over") return null;
  if (s.phase === "mulligan") return s.players[s.first].mulliganed ? opponent(s.first) : s.first;
  return s.active;
}

/**
 * The random or greedy bot's intent for the seat whose view `seen` is, or null when it has nothing
 * to do: it decides on a {@link determinize}d state (every hidden card blank, its own RNG). Greedy
 * tries every intent one ply ahead and keeps the best improvement, else ends its turn.
 */
export function heuristicAction(seen: DuelView, opts: HeuristicOptions): Action | null {
  const player = seen.seat;
  if (player === null) return null;
  return decide(determinize(seen, opts.seed), player, opts);
}
