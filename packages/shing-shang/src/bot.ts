/**
 * Bots: `chooseAction(state, {level, seed})` picks an action, deterministically for a given seed.
 * - easy: uniform over legal actions, but always takes a win in one;
 * - medium: one-ply greedy on {@link evaluate};
 * - hard: iterative-deepening alpha-beta (negamax, captures searched further) within a node budget.
 */
import { pick, type Rng, seedRng, shuffle } from "@core/engine";
import { makeAction } from "./actions.js";
import { evaluate, MATERIAL } from "./evaluate.js";
import { positionMoves } from "./game.js";
import { generateCaptures, type Move } from "./moves.js";
import { codeSide, codeSize, EMPTY, type SideIndex } from "./pieces.js";
import { type Position, positionOf } from "./position.js";
import { advance } from "./turns.js";
import type { Action, State } from "./types.js";

/** Bot strength. */
export type Level = "easy" | "medium" | "hard";

/** The bot levels, weakest first. */
export const LEVELS: readonly Level[] = ["easy", "medium", "hard"];

/** Options of {@link chooseAction}. */
export interface BotOptions {
  readonly level: Level;
  /** Equal seeds (and states) give equal choices. */
  readonly seed: number | string;
  /** Hard only: search budget in positions visited. Default {@link DEFAULT_NODES}. */
  readonly nodes?: number;
}

/** Default node budget of the hard bot. */
export const DEFAULT_NODES = 4000;

const WIN = 1_000_000;

/** Score of a finished position for the side `side`. */
function terminalScore(position: Position, side: SideIndex): number {
  const result = position.result;
  if (result === null || result.winner === null) return 0;
  // Prefer faster wins and slower losses.
  const won = (result.winner === "red" ? 0 : 1) === side;
  return won ? WIN - position.ply : -WIN + position.ply;
}

function scoreFor(position: Position, side: SideIndex): number {
  return position.result !== null
    ? terminalScore(position, side)
    : evaluate(position.cells, side, position.turn);
}

function isWinFor(position: Position, side: SideIndex): boolean {
  const w = position.result?.winner;
  return w !== undefined && w !== null && (w === "red" ? 0 : 1) === side;
}

function chooseEasy(position: Position, moves: readonly Move[], rng: Rng): Move {
  const wins = moves.filter((m) => isWinFor(advance(position, m).position, position.turn));
  return pick(rng, wins.length > 0 ? wins : moves)[0];
}

function chooseMedium(position: Position, moves: readonly Move[], rng: Rng): Move {
  const [order] = shuffle(rng, moves);
  let best = order[0] as Move;
  let bestScore = Number.NEGATIVE_INFINITY;
  for (const move of order) {
    const score = scoreFor(advance(position, move).position, position.turn);
    if (score > bestScore) {
      bestScore = score;
      best = move;
    }
  }
  return best;
}

/** Search state shared by one hard-bot call (local to the call: no hidden module state). */
interface Search {
  nodes: number;
  readonly budget: number;
  aborted: boolean;
}

/** Value of the piece a move captures (0 if none), for move ordering and quiescence. */
function captureValue(position: Position, move: Move): number {
  if (move.kind !== "jump") return 0;
  const last = move.path[move.path.length - 1] as number;
  const from = move.path.length > 1 ? (move.path[move.path.length - 2] as number) : move.from;
  const jumped = position.cells[(from + last) / 2] ?? EMPTY;
  if (jumped === EMPTY || codeSide(jumped) === position.turn) return 0;
  return MATERIAL[codeSize(jumped)] ?? 0;
}

function ordered(position: Position, moves: readonly Move[], first: Move | null): Move[] {
  const keyed = moves.map((m, i) => ({
    m,
    i,
    k: m === first ? Number.POSITIVE_INFINITY : captureValue(position, m),
  }));
  keyed.sort((a, b) => b.k - a.k || a.i - b.i);
  return keyed.map((e) => e.m);
}

/** Negamax with alpha-beta; the side to move may move twice in a row (capture bonus). */
function negamax(search: Search, position: Position, depth: number, alpha: number, beta: number): number {
  search.nodes++;
  if (search.nodes > search.budget) search.aborted = true;
  const side = position.turn;
  if (position.result !== null) return terminalScore(position, side);
  const quiet = depth <= 0;
  let best = Number.NEGATIVE_INFINITY;
  if (quiet) {
    // Quiescence: stand pat, then look only at captures (which end chains, so they are few).
    best = evaluate(position.cells, side, side);
    if (best >= beta || depth < -3 || search.aborted) return best;
    if (best > alpha) alpha = best;
  }
  const candidates = quiet
    ? generateCaptures(position.cells, side, position.excluded)
    : ordered(position, positionMoves(position), null);
  if (quiet) candidates.sort((a, b) => captureValue(position, b) - captureValue(position, a));
  for (const move of candidates) {
    const child = advance(position, move).position;
    const same = child.turn === side;
    const value = same
      ? negamax(search, child, depth - 1, alpha, beta)
      : -negamax(search, child, depth - 1, -beta, -alpha);
    if (value > best) best = value;
    if (value > alpha) alpha = value;
    if (alpha >= beta || search.aborted) break;
  }
  return best;
}

function chooseHard(position: Position, moves: readonly Move[], rng: Rng, budget: number): Move {
  const search: Search = { nodes: 0, budget, aborted: false };
  let order = ordered(position, shuffle(rng, moves)[0], null);
  let best = order[0] as Move;
  for (let depth = 1; depth <= 8; depth++) {
    let alpha = -WIN * 2;
    let depthBest: Move | null = null;
    for (const move of order) {
      const child = advance(position, move).position;
      const same = child.turn === position.turn;
      const value = same
        ? negamax(search, child, depth - 1, alpha, WIN * 2)
        : -negamax(search, child, depth - 1, -WIN * 2, -alpha);
      if (search.aborted) break;
      if (value > alpha) {
        alpha = value;
        depthBest = move;
      }
    }
    // An interrupted iteration still improves on the last one if its best move was searched first.
    if (depthBest !== null) best = depthBest;
    if (search.aborted || alpha >= WIN - 1000) break;
    order = ordered(position, order, best);
  }
  return best;
}

/**
 * The action the bot plays in `state`, or null when the game is over. Deterministic: the same
 * state, level and seed always give the same action.
 */
export function chooseAction(state: State, options: BotOptions): Action | null {
  const position = positionOf(state);
  const moves = positionMoves(position);
  if (moves.length === 0) return null;
  const rng = seedRng(`${options.seed}/${state.ply}`);
  switch (options.level) {
    case "easy":
      return makeAction(chooseEasy(position, moves, rng));
    case "medium":
      return makeAction(chooseMedium(position, moves, rng));
    case "hard":
      return makeAction(chooseHard(position, moves, rng, options.nodes ?? DEFAULT_NODES));
  }
}
