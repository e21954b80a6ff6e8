/**
 * Questions clients ask the engine (they hold no rule logic): where a piece may start, where it
 * may go from there (the two-click placement highlight, seed §7.2), what stands on a cell, every
 * legal action.
 */

import { originProblem } from "./actions.js";
import { arrivals, EMPTY, geometryOf, type Terrain, terrainAt } from "./board.js";
import { moveTargets } from "./moves.js";
import { peekIndex } from "./occupancy.js";
import { countPieces, findInTree, flattenTree, isNode } from "./piece-tree.js";
import { stockCount } from "./stock.js";
import type { Action, Piece, PieceTree, PieceType, PlaceAction, Square, State } from "./types.js";

const FLAT = new WeakMap<PieceTree, readonly Piece[]>();

/**
 * The pieces on the board in id order, as one array: how to read `state.pieces`, which is a
 * tree of chunks past 32 pieces (RULES.md §10). Up to 32 pieces it is the state's own array;
 * past that a flat copy, made once per tree (O(n)) and memoised. Never changed afterwards,
 * by the engine or anything else: treat it as the read-only value it is typed as.
 */
export function piecesOf(state: Pick<State, "pieces">): readonly Piece[] {
  const tree = state.pieces;
  if (!isNode(tree)) return tree as readonly Piece[];
  let flat = FLAT.get(tree);
  if (flat === undefined) {
    flat = flattenTree(tree);
    FLAT.set(tree, flat);
  }
  return flat;
}

/** How many pieces are on the board, without flattening them: O(n / 32) at most. */
export function pieceCount(state: Pick<State, "pieces">): number {
  return countPieces(state.pieces);
}

/** The piece with id `id`, if it is on the board: a descent by ids, O(log n). */
export function pieceById(state: Pick<State, "pieces">, id: number): Piece | undefined {
  return findInTree(state.pieces, id);
}

/**
 * The cells a `type`/`level` piece placed on `from` may choose as its arrival (seed §7.2 step 2),
 * in row-major order. Empty when `from` itself is not a legal start. Stock is not checked: ask
 * {@link canPlace} for that.
 */
export function legalTargets(state: State, type: PieceType, level: number, from: Square): Square[] {
  const g = geometryOf(state);
  if (originProblem(state, from, g) !== null) return [];
  const i = g.index.get(from)!;
  return moveTargets(g, type, level, i).map((c) => g.names[c]!);
}

/** The cells a `type`/`level` piece may start on (seed §7.2 step 1): free, and with a legal arrival. */
export function placementOrigins(state: State, type: PieceType, level: number): Square[] {
  const g = geometryOf(state);
  const { grid } = peekIndex(state, g);
  const out: Square[] = [];
  for (let i = 0; i < g.names.length; i++) {
    if (g.terrain[i] !== EMPTY || grid[i] !== 0) continue;
    if (moveTargets(g, type, level, i).length > 0) out.push(g.names[i]!);
  }
  return out;
}

/** True when the player has a `type`/`level` piece in stock and the level is still running. */
export function canPlace(state: State, type: PieceType, level: number): boolean {
  return state.phase === "running" && stockCount(state.stock, type, level) > 0;
}

/** The piece standing on a cell, if any. */
export function pieceAt(state: State, square: Square): Piece | undefined {
  const g = geometryOf(state);
  const i = g.index.get(square);
  if (i === undefined) return undefined;
  const index = peekIndex(state, g);
  const k = index.grid[i]!;
  return k === 0 ? undefined : index.pieces[k - 1];
}

/** Every legal placement, in stock order, then origin, then arrival (row-major). */
export function legalPlacements(state: State): PlaceAction[] {
  if (state.phase !== "running") return [];
  const g = geometryOf(state);
  const { grid } = peekIndex(state, g);
  const out: PlaceAction[] = [];
  for (const entry of state.stock) {
    if (entry.count <= 0) continue;
    for (let i = 0; i < g.names.length; i++) {
      const from = g.names[i]!;
      if (g.terrain[i] !== EMPTY || grid[i] !== 0) continue;
      for (const t of moveTargets(g, entry.type, entry.level, i)) {
        out.push({ type: "place", piece: entry.type, level: entry.level, from, to: g.names[t]! });
      }
    }
  }
  return out;
}

/** Every action `reduce` accepts: tick, removals (id order), then placements. None once complete. */
export function legalActions(state: State): Action[] {
  if (state.phase !== "running") return [];
  return [
    { type: "tick" },
    ...piecesOf(state).map((p): Action => ({ type: "remove", id: p.id })),
    ...legalPlacements(state),
  ];
}

/**
 * What stands on a cell besides pieces: "empty", "wall", "production", "demand", or "hidden"
 * when it is not on the board yet (a later mission brings it, seed §7.6). Undefined off the grid.
 */
export function terrainOf(state: State, square: Square): Terrain | undefined {
  const g = geometryOf(state);
  const i = g.index.get(square);
  return i === undefined ? undefined : terrainAt(g, i);
}

/**
 * The cells mission `n` brings to the board when it begins (for the first mission, the starting
 * board), in row-major order: what a client animates as the board grows (seed §7.6).
 */
export function missionCells(state: State, n: number): Square[] {
  const g = geometryOf(state);
  const areas = state.missions.map((m) => m.area ?? []);
  const since = areas.some((a) => a.length > 0) ? arrivals(state.width, state.height, areas) : null;
  return g.names.filter((_, i) => (since === null ? n === 1 : since[i] === n));
}
