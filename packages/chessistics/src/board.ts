/**
 * Squares and terrain: algebraic names (extended past column z as "aa", "ab"... so generated
 * boards wider than 26 stay nameable), walls and buildings, and the 4-connected neighbourhood
 * with the seed's alternating clockwise direction order (§4.3).
 */
import { type Coord, fileName as gridFileName, makeSquare, parseSquare } from "@core/grid";
import type { Square, State } from "./types.js";

/** File letters of column `x`: a..z, then aa, ab... (bijective base 26, from `@core/grid`). */
export function fileName(x: number): string {
  return gridFileName(x) ?? "";
}

/** The square name of a coordinate: `{x: 0, y: 0}` → "a1", past z "aa1"… (`@core/grid` notation). */
export function makeSquareName(c: Coord): Square {
  return makeSquare(c) ?? "";
}

/** Inverse of {@link makeSquareName}, or undefined when `text` is not a square name. */
export function parseSquareName(text: unknown): Coord | undefined {
  const parsed = parseSquare(text);
  return parsed.ok ? parsed.value : undefined;
}

/** What stands on a cell besides pieces. */
export type Terrain = "empty" | "wall" | "production" | "demand";

/** Terrain codes of {@link Geometry.terrain}. */
export const EMPTY = 0;
export const WALL = 1;
export const PRODUCTION = 2;
export const DEMAND = 3;

/**
 * A level's static geometry, indexed for fast lookups. Derived from a state on demand (and
 * memoised per state's walls array), never stored in it.
 */
export interface Geometry {
  readonly width: number;
  readonly height: number;
  /** Row-major terrain codes: {@link EMPTY}, {@link WALL}, {@link PRODUCTION}, {@link DEMAND}. */
  readonly terrain: Uint8Array;
  /** Row-major index → square name. */
  readonly names: readonly Square[];
  /** Square name → row-major index. */
  readonly index: ReadonlyMap<Square, number>;
  /** Row-major index → index in `state.productions` / `state.demands`, or -1. */
  readonly productionAt: Int32Array;
  readonly demandAt: Int32Array;
  /** Production / demand index → its row-major cell, or -1 when it is not on the board. */
  readonly productionCell: Int32Array;
  readonly demandCell: Int32Array;
}

const NAME_CACHE = new Map<string, { names: Square[]; index: Map<Square, number> }>();

function nameTable(width: number, height: number): { names: Square[]; index: Map<Square, number> } {
  const key = `${width}x${height}`;
  let table = NAME_CACHE.get(key);
  if (table === undefined) {
    const names: Square[] = [];
    const index = new Map<Square, number>();
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const name = makeSquareName({ x, y });
        index.set(name, names.length);
        names.push(name);
      }
    }
    table = { names, index };
    NAME_CACHE.set(key, table);
  }
  return table;
}

/** Row-major index of a square of a `width`×`height` board, or undefined off the board / not a name. */
export function squareIndex(width: number, height: number, square: unknown): number | undefined {
  if (typeof square !== "string") return undefined;
  return nameTable(width, height).index.get(square);
}

/** The square name at a row-major index. */
export function squareAt(width: number, height: number, index: number): Square {
  return nameTable(width, height).names[index]!;
}

type GeometrySource = Pick<State, "width" | "height" | "walls" | "productions" | "demands">;

/** A geometry and the building arrays it was last checked against. */
interface Cached {
  readonly geometry: Geometry;
  checked: Pick<State, "productions" | "demands">;
}

const GEOMETRY_CACHE = new WeakMap<object, Cached>();

/** The indexed geometry of a state's level. */
export function geometryOf(state: GeometrySource): Geometry {
  const cached = GEOMETRY_CACHE.get(state.walls);
  if (cached !== undefined) {
    const { checked, geometry } = cached;
    if (checked.productions === state.productions && checked.demands === state.demands) return geometry;
    // Walls arrays are shared between successive states and buildings never move: re-check cheaply.
    if (fits(geometry, state)) {
      cached.checked = state;
      return geometry;
    }
  }
  const geometry = buildGeometry(state);
  GEOMETRY_CACHE.set(state.walls, { geometry, checked: state });
  return geometry;
}

function buildGeometry(state: GeometrySource): Geometry {
  const { names, index } = nameTable(state.width, state.height);
  const terrain = new Uint8Array(state.width * state.height);
  const productionAt = new Int32Array(terrain.length).fill(-1);
  const demandAt = new Int32Array(terrain.length).fill(-1);
  const productionCell = new Int32Array(state.productions.length).fill(-1);
  const demandCell = new Int32Array(state.demands.length).fill(-1);
  for (const w of state.walls) {
    const i = index.get(w);
    if (i !== undefined) terrain[i] = WALL;
  }
  state.productions.forEach((p, k) => {
    const i = index.get(p.at);
    if (i !== undefined) {
      terrain[i] = PRODUCTION;
      productionAt[i] = k;
      productionCell[k] = i;
    }
  });
  state.demands.forEach((d, k) => {
    const i = index.get(d.at);
    if (i !== undefined) {
      terrain[i] = DEMAND;
      demandAt[i] = k;
      demandCell[k] = i;
    }
  });
  return {
    width: state.width,
    height: state.height,
    terrain,
    names,
    index,
    productionAt,
    demandAt,
    productionCell,
    demandCell,
  };
}

function fits(g: Geometry, state: GeometrySource): boolean {
  if (g.width !== state.width || g.height !== state.height) return false;
  if (g.productionCell.length !== state.productions.length || g.demandCell.length !== state.demands.length)
    return false;
  for (let k = 0; k < state.productions.length; k++)
    if (g.names[g.productionCell[k]!] !== state.productions[k]!.at) return false;
  for (let k = 0; k < state.demands.length; k++)
    if (g.names[g.demandCell[k]!] !== state.demands[k]!.at) return false;
  return true;
}

/** The terrain at a row-major index. */
export function terrainAt(g: Geometry, index: number): Terrain {
  const t = g.terrain[index];
  return t === WALL ? "wall" : t === PRODUCTION ? "production" : t === DEMAND ? "demand" : "empty";
}

/** The four orthogonal directions (y-up), named as in the seed §4.3. */
export type Direction = "right" | "up" | "left" | "down";

/**
 * The clockwise tie-break order of seed §4.3, as written there: even turns from 0° (right, up,
 * left, down), odd turns from 180° (left, down, right, up).
 */
export function directionOrder(turn: number): readonly Direction[] {
  return turn % 2 === 0 ? ["right", "up", "left", "down"] : ["left", "down", "right", "up"];
}

/** Steps (dx, dy) of the four directions in each turn parity's order, right/up/left/down first on even turns. */
const STEP_X: readonly (readonly number[])[] = [
  [1, 0, -1, 0],
  [-1, 0, 1, 0],
];
const STEP_Y: readonly (readonly number[])[] = [
  [0, 1, 0, -1],
  [0, -1, 0, 1],
];

/**
 * The 4-neighbour of row-major `cell` in the direction of rank `rank` (0..3) of turn `turn`'s
 * order ({@link directionOrder}), or -1 past the board's edge.
 */
export function neighbour(
  g: Pick<Geometry, "width" | "height">,
  cell: number,
  turn: number,
  rank: number,
): number {
  const parity = turn & 1;
  const x = (cell % g.width) + STEP_X[parity]![rank]!;
  const y = ((cell / g.width) | 0) + STEP_Y[parity]![rank]!;
  return x >= 0 && y >= 0 && x < g.width && y < g.height ? y * g.width + x : -1;
}
