/**
 * Bots: `chooseAction(state, {level, seed})` picks an action, deterministically for a given seed.
 * - easy: uniform over legal actions, but always takes a win in one;
 * - medium: one-ply greedy on {@link evaluate};
 * - hard: iterative-deepening alpha-beta (negamax, captures searched further) within a node budget.
 * All three search one {@link Position} with `play` and `undo`.
 */
import { nextInt, type Rng, seedRng, shuffle } from "@core/engine";
import { actionOf } from "./actions.js";
import * as evaluation from "./evaluate.js";
import type { Move, MoveList } from "./moves.js";
import * as moves from "./moves.js";
import type { SideIndex } from "./pieces.js";
import { type Position, positionOf, RESULTS } from "./position.js";
import * as turns from "./turns.js";

// Module-local bindings (see moves.ts) for the search loop.
const { evaluate, pieceValue } = evaluation;
const { CAPTURE, createMoveList, generateCaptures, generateMoves, moveOver } = moves;
const { play, undo } = turns;

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

/**
 * Default node budget of the hard bot: on the search board, 16,000 nodes take about the time the
 * previous engine spent on its default of 4,000 (some 15 ms of CPU per move), and reach a full
 * ply deeper.
 */
export const DEFAULT_NODES = 16_000;

/** Deepest iteration of the hard bot (the node budget stops it long before, except in endgames). */
const MAX_DEPTH = 24;

const WIN = 1_000_000;

/** Score of a finished position for the side `side`. */
function terminalScore(position: Position, side: SideIndex): number {
  const winner = RESULTS[position.result]?.winner ?? null;
  if (winner === null) return 0;
  // Prefer faster wins and slower losses.
  const won = (winner === "red" ? 0 : 1) === side;
  return won ? WIN - position.ply : -WIN + position.ply;
}

function scoreFor(position: Position, side: SideIndex): number {
  return position.result !== 0 ? terminalScore(position, side) : evaluate(position, side);
}

/** Value of the piece a move captures (0 if none), for move ordering and quiescence. */
function captureValue(cells: Int8Array, move: Move): number {
  return (move & CAPTURE) === 0 ? 0 : pieceValue(cells[moveOver(move)]!);
}

/** Indices 0..n-1 in a seeded random order. */
function shuffled(rng: Rng, n: number): number[] {
  return shuffle(
    rng,
    Array.from({ length: n }, (_, i) => i),
  )[0];
}

function chooseEasy(position: Position, list: MoveList, rng: Rng): number {
  const mover = position.turn;
  const wins: number[] = [];
  for (let i = 0; i < list.length; i++) {
    play(position, list.moves[i]!);
    if (RESULTS[position.result]?.winner === (mover === 0 ? "red" : "blue")) wins.push(i);
    undo(position);
  }
  if (wins.length > 0) return wins[nextInt(rng, wins.length)[0]]!;
  return nextInt(rng, list.length)[0];
}

function chooseMedium(position: Position, list: MoveList, rng: Rng): number {
  const mover = position.turn;
  let best = -1;
  let bestScore = Number.NEGATIVE_INFINITY;
  for (const i of shuffled(rng, list.length)) {
    play(position, list.moves[i]!);
    const score = scoreFor(position, mover);
    undo(position);
    if (score > bestScore) {
      bestScore = score;
      best = i;
    }
  }
  return best;
}

/** Search state of one hard-bot call (local to the call: no hidden module state). */
interface Search {
  readonly position: Position;
  nodes: number;
  readonly budget: number;
  aborted: boolean;
  /** One move list and one key buffer per height above the root, made on first use. */
  readonly lists: MoveList[];
  readonly keys: Int32Array[];
}

function listAt(search: Search, height: number): MoveList {
  while (search.lists.length <= height) {
    search.lists.push(createMoveList());
    search.keys.push(new Int32Array(0));
  }
  return search.lists[height]!;
}

/** Sorts `list` by captured value, highest first, keeping generation order among equals. */
function orderByCapture(search: Search, height: number, list: MoveList): void {
  const { cells } = search.position;
  if (search.keys[height]!.length < list.length) search.keys[height] = new Int32Array(list.moves.length);
  const keys = search.keys[height]!;
  const moves = list.moves;
  // Insertion sort: few captures, so few shifts.
  for (let i = 0; i < list.length; i++) {
    const move = moves[i]!;
    const key = captureValue(cells, move);
    let j = i;
    while (j > 0 && keys[j - 1]! < key) {
      moves[j] = moves[j - 1]!;
      keys[j] = keys[j - 1]!;
      j--;
    }
    moves[j] = move;
    keys[j] = key;
  }
}

/** Negamax with alpha-beta; the side to move may move twice in a row (capture bonus). */
function negamax(search: Search, height: number, depth: number, alpha: number, beta: number): number {
  const position = search.position;
  search.nodes++;
  if (search.nodes > search.budget) search.aborted = true;
  const side = position.turn;
  if (position.result !== 0) return terminalScore(position, side);
  const quiet = depth <= 0;
  let best = Number.NEGATIVE_INFINITY;
  if (quiet) {
    // Quiescence: stand pat, then look only at captures (which end chains, so they are few).
    best = evaluate(position, side);
    if (best >= beta || depth < -3 || search.aborted) return best;
    if (best > alpha) alpha = best;
  }
  const list = listAt(search, height);
  if (quiet) generateCaptures(position, list);
  else generateMoves(position, list);
  orderByCapture(search, height, list);
  for (let i = 0; i < list.length; i++) {
    play(position, list.moves[i]!);
    const value =
      position.turn === side
        ? negamax(search, height + 1, depth - 1, alpha, beta)
        : -negamax(search, height + 1, depth - 1, -beta, -alpha);
    undo(position);
    if (value > best) best = value;
    if (value > alpha) alpha = value;
    if (alpha >= beta || search.aborted) break;
  }
  return best;
}

/** Root order: `first` (the last iteration's best), then captures by value, then the rest. */
function rootOrder(position: Position, list: MoveList, order: readonly number[], first: number): number[] {
  const key = (i: number): number =>
    i === first ? Number.POSITIVE_INFINITY : captureValue(position.cells, list.moves[i]!);
  return [...order].sort((a, b) => key(b) - key(a));
}

/** What a hard-bot search found: the index of its move, its deepest complete iteration, its cost. */
export interface SearchReport {
  readonly best: number;
  readonly depth: number;
  readonly nodes: number;
}

/**
 * The hard bot's search: iterative deepening over the moves of `list` (generated for `position`),
 * within `budget` nodes. The position is searched in place and left as it was.
 */
export function searchBest(position: Position, list: MoveList, rng: Rng, budget: number): SearchReport {
  const search: Search = { position, nodes: 0, budget, aborted: false, lists: [], keys: [] };
  const side = position.turn;
  let order = rootOrder(position, list, shuffled(rng, list.length), -1);
  let best = order[0]!;
  let completed = 0;
  for (let depth = 1; depth <= MAX_DEPTH; depth++) {
    let alpha = -WIN * 2;
    let depthBest = -1;
    for (const i of order) {
      play(position, list.moves[i]!);
      const value =
        position.turn === side
          ? negamax(search, 1, depth - 1, alpha, WIN * 2)
          : -negamax(search, 1, depth - 1, -WIN * 2, -alpha);
      undo(position);
      if (search.aborted) break;
      if (value > alpha) {
        alpha = value;
        depthBest = i;
      }
    }
    // An interrupted iteration still improves on the last one if its best move was searched first.
    if (depthBest >= 0) best = depthBest;
    if (search.aborted) break;
    completed = depth;
    if (alpha >= WIN - 1000) break;
    order = rootOrder(position, list, order, best);
  }
  return { best, depth: completed, nodes: search.nodes };
}

/**
 * The action the bot plays in `state`, or null when the game is over. Deterministic: the same
 * state, level and seed always give the same action.
 */
export function chooseAction(state: State, options: BotOptions): Action | null {
  const position = positionOf(state);
  const list = createMoveList();
  generateMoves(position, list);
  if (list.length === 0) return null;
  const rng = seedRng(`${options.seed}/${state.ply}`);
  switch (options.level) {
    case "easy":
      return actionOf(list, chooseEasy(position, list, rng));
    case "medium":
      return actionOf(list, chooseMedium(position, list, rng));
    case "hard":
      return actionOf(list, searchBest(position, list, rng, options.nodes ?? DEFAULT_NODES).best);
  }
}
