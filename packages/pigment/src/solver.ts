/**
 * The solver: breadth-first search for the shortest winning lines, and hints (seed lines 33–43
 * describe the state space: position × orientation × stains × moves spent).
 *
 * Exact abstraction: rolls never depend on stains and the win reads only the marked cells, so a
 * node is (position, orientation 0–23, stains of the marked cells). Two histories that agree on
 * those have the same futures, so shortest lengths and the number of shortest lines are exact.
 * Moves spent are the search depth, not part of the node.
 * @module
 */
import { CELLS, cellAt, cellIndex, onBoard, step } from "./board.js";
import { COLOURS, type Colour, colourCode, mix } from "./colours.js";
import { DIRS, type Dir, ORIENTATIONS, orientationIndex, ROLLS } from "./die.js";
import { type State, startState } from "./game.js";
import { floorOf, type Level } from "./levels.js";

/** Options of {@link solve}. */
export interface SolveOptions {
  /** Longest line searched. Default 40 (the level's limit is not applied by {@link solve}). */
  readonly maxDepth?: number;
  /** Give up after creating this many nodes. Default 5,000,000. */
  readonly maxStates?: number;
}

/** What the solver found. */
export type Solution =
  | {
      readonly solved: true;
      /** A shortest winning line: the first in N, E, S, W order at each move. */
      readonly line: readonly Dir[];
      /** Its length: the fewest rolls that win. */
      readonly length: number;
      /** How many distinct roll sequences of that length win (exact below 2^53). */
      readonly count: number;
      /** Search nodes created. */
      readonly explored: number;
    }
  | {
      readonly solved: false;
      /**
       * `unsolvable`: every reachable node was searched, no win exists at any depth (a proof).
       * `depth`: no win within `maxDepth` rolls. `states`: the node budget ran out.
       * `game-over`: the state is not in play (or its die is not a rotation of the start die).
       */
      readonly reason: "unsolvable" | "depth" | "states" | "game-over";
      readonly explored: number;
    };

const MIX: Int8Array = (() => {
  const table = new Int8Array(COLOURS.length * COLOURS.length);
  COLOURS.forEach((e, i) => {
    COLOURS.forEach((f, j) => {
      table[i * COLOURS.length + j] = colourCode(mix(e, f));
    });
  });
  return table;
})();

/**
 * Searches from `state` (which must be in play) for the shortest winning continuations, at most
 * `maxDepth` rolls long. The level's limit is not applied: pass `maxDepth` for that.
 */
export function solveState(state: State, options: SolveOptions = {}): Solution {
  const maxDepth = options.maxDepth ?? 40;
  const maxStates = options.maxStates ?? 5_000_000;
  if (state.phase !== "play") return { solved: false, reason: "game-over", explored: 0 };
  const floor = floorOf(state.level);
  // next[cell * 4 + d]: the cell reached by rolling DIRS[d], or -1.
  const next = new Int8Array(CELLS * 4).fill(-1);
  for (let c = 0; c < CELLS; c++) {
    DIRS.forEach((dir, d) => {
      const to = step(cellAt(c), dir);
      if (onBoard(to) && floor[cellIndex(to)]) next[c * 4 + d] = cellIndex(to);
    });
  }
  const m = state.marks.length;
  const markAt = new Int8Array(CELLS).fill(-1);
  state.marks.forEach((mark, i) => {
    markAt[cellIndex(mark.cell)] = i;
  });
  const target = state.marks.map((mark) => colourCode(mark.colour));
  const downCode = Int8Array.from(ORIENTATIONS, (die) => colourCode(die.D));

  // Nodes, in creation order (breadth-first, so layer by layer).
  const pos: number[] = [];
  const ori: number[] = [];
  const marks: number[] = []; // m codes per node
  const parent: number[] = [];
  const via: number[] = [];
  const depth: number[] = [];
  const count: number[] = [];
  const index = new Map<number | string, number>();
  const numericKey = m <= 12;
  const keyOf = (p: number, o: number, codes: readonly number[]): number | string => {
    if (!numericKey) return `${p},${o},${codes.join("")}`;
    let k = 0;
    for (let i = m - 1; i >= 0; i--) k = k * 9 + (codes[i] as number);
    return (k * CELLS + p) * 24 + o;
  };
  const isWin = (codes: readonly number[]) => codes.every((c, i) => c === target[i]);

  const startCodes = state.marks.map((mark) => colourCode(state.stains[cellIndex(mark.cell)] as Colour));
  const startOri = orientationIndex(state.die);
  if (startOri < 0) return { solved: false, reason: "game-over", explored: 0 };
  pos.push(cellIndex(state.pos));
  ori.push(startOri);
  marks.push(...startCodes);
  parent.push(-1);
  via.push(-1);
  depth.push(0);
  count.push(1);
  // A start that already meets the marks is not a win (wins are checked after a roll), so it is
  // left out of the index: reaching it again by a roll must count as winning.
  if (!isWin(startCodes)) index.set(keyOf(pos[0] as number, startOri, startCodes), 0);

  let layerStart = 0;
  let layerEnd = 1;
  const codes = new Array<number>(m);
  for (let d = 0; d < maxDepth && layerStart < layerEnd; d++) {
    const wins: number[] = [];
    for (let n = layerStart; n < layerEnd; n++) {
      const p = pos[n] as number;
      const o = ori[n] as number;
      for (let k = 0; k < 4; k++) {
        const to = next[p * 4 + k] as number;
        if (to < 0) continue;
        const o2 = ROLLS[o * 4 + k] as number;
        for (let i = 0; i < m; i++) codes[i] = marks[n * m + i] as number;
        const mi = markAt[to] as number;
        if (mi >= 0)
          codes[mi] = MIX[(codes[mi] as number) * COLOURS.length + (downCode[o2] as number)] as number;
        const key = keyOf(to, o2, codes);
        const seen = index.get(key);
        if (seen !== undefined) {
          if (depth[seen] === d + 1) count[seen] = (count[seen] as number) + (count[n] as number);
          continue;
        }
        const id = pos.length;
        if (id >= maxStates) return { solved: false, reason: "states", explored: id };
        index.set(key, id);
        pos.push(to);
        ori.push(o2);
        marks.push(...codes);
        parent.push(n);
        via.push(k);
        depth.push(d + 1);
        count.push(count[n] as number);
        if (isWin(codes)) wins.push(id);
      }
    }
    layerStart = layerEnd;
    layerEnd = pos.length;
    if (wins.length > 0) {
      const line: Dir[] = [];
      for (let n = wins[0] as number; (parent[n] as number) >= 0; n = parent[n] as number) {
        line.push(DIRS[via[n] as number] as Dir);
      }
      line.reverse();
      const total = wins.reduce((sum, w) => sum + (count[w] as number), 0);
      return { solved: true, line, length: d + 1, count: total, explored: pos.length };
    }
  }
  const exhausted = layerStart >= layerEnd;
  return { solved: false, reason: exhausted ? "unsolvable" : "depth", explored: pos.length };
}

/**
 * The shortest ways to win `level` from its start, ignoring its move limit (search up to
 * `maxDepth`, default 40). Used to prove each campaign limit is the shortest solution's length.
 */
export function solve(level: Level, options: SolveOptions = {}): Solution {
  return solveState(startState(level), options);
}

/**
 * The next roll of a shortest winning completion from `state` within the moves left, or null
 * when the game is over or no completion fits in the limit.
 */
export function hint(state: State): Dir | null {
  if (state.phase !== "play") return null;
  const result = solveState(state, { maxDepth: state.limit - state.spent });
  return result.solved ? (result.line[0] ?? null) : null;
}
