/**
 * Squares and terrain: algebraic names (extended past column z as "aa", "ab"... so generated
 * boards wider than 26 stay nameable), walls and buildings, and the 4-connected neighbourhood
 * with the seed's alternating clockwise direction order (§4.3).
 */
import { type Coord, fileName as gridFileName, makeSquare, parseSquare } from "@core/grid";
import type { Area, Square, State } from "./types.js";

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

/** What stands on a cell besides pieces; "hidden" when the cell is not on the board yet. */
export type Terrain = "empty" | "wall" | "production" | "demand" | "hidden";

/** Terrain codes of {@link Geometry.terrain}. */
export const EMPTY = 0;
export const WALL = 1;
export const PRODUCTION = 2;
export const DEMAND = 3;
/** A cell of the level's grid that is not on the board yet: a later mission's area (seed §7.6). */
export const HIDDEN = 4;

/**
 * A level's static geometry, indexed for fast lookups. Derived from a state on demand (and
 * memoised per state's walls array), never stored in it.
 */
export interface Geometry {
  readonly width: number;
  readonly height: number;
  /**
   * Row-major terrain codes: {@link EMPTY}, {@link WALL}, {@link PRODUCTION}, {@link DEMAND}, or
   * {@link HIDDEN} for a cell not on the board yet (whatever the level puts there comes with it).
   */
  readonly terrain: Uint8Array;
  /** Row-major index → square name. */
  readonly names: readonly Square[];
  /** Square name → row-major index. */
  readonly index: ReadonlyMap<Square, number>;
  /** Row-major index → index in `state.productions` / `state.demands` on the board, or -1. */
  readonly productionAt: Int32Array;
  readonly demandAt: Int32Array;
  /**
   * Production / demand index → its row-major cell (-1: not a cell of the grid), on the board or
   * not yet: `terrain` says which.
   */
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

type GeometrySource = Pick<
  State,
  "width" | "height" | "walls" | "productions" | "demands" | "missions" | "mission"
>;

/** A geometry, the mission it shows the board of, and the building arrays it was last checked against. */
interface Cached {
  readonly geometry: Geometry;
  readonly mission: number;
  checked: Pick<State, "productions" | "demands">;
}

/** Per walls array (shared by a game's successive states), the geometry of each mission's board. */
const GEOMETRY_CACHE = new WeakMap<object, Cached[]>();

/** The indexed geometry of a state's board (its level's grid, as far as the board has grown). */
export function geometryOf(state: GeometrySource): Geometry {
  const list = GEOMETRY_CACHE.get(state.walls) ?? [];
  const cached = list.find((c) => c.mission === state.mission);
  if (cached !== undefined) {
    const { checked, geometry } = cached;
    if (checked.productions === state.productions && checked.demands === state.demands) return geometry;
    // Buildings never move: a new buffer or counter needs only a cheap re-check.
    if (fits(geometry, state)) {
      cached.checked = state;
      return geometry;
    }
  }
  const geometry = buildGeometry(state);
  GEOMETRY_CACHE.set(state.walls, [
    ...list.filter((c) => c !== cached),
    { geometry, mission: state.mission, checked: state },
  ]);
  return geometry;
}

/**
 * For each cell of a `width`×`height` grid (row-major), the number of the first mission whose
 * area covers it, or 0. Each cell is written once: a per-row "next cell not yet covered" pointer
 * (path-compressed) skips the covered ones, so hostile overlapping rectangles cost O(rows of
 * rectangles + cells), not O(their total surface).
 */
export function arrivals(width: number, height: number, areas: readonly (readonly Area[])[]): Int32Array {
  const since = new Int32Array(width * height);
  const stride = width + 1;
  const next = new Int32Array(stride * height);
  for (let i = 0; i < next.length; i++) next[i] = i % stride;
  const find = (row: number, x: number): number => {
    let root = x;
    while (next[row + root] !== root) root = next[row + root]!;
    for (let k = x; k !== root; ) {
      const after = next[row + k]!;
      next[row + k] = root;
      k = after;
    }
    return root;
  };
  areas.forEach((area, k) => {
    for (const r of area) {
      const right = Math.min(r.x + r.width, width);
      for (let y = r.y; y < Math.min(r.y + r.height, height); y++) {
        const row = y * stride;
        for (let x = find(row, Math.min(r.x, width)); x < right; x = find(row, x + 1)) {
          since[y * width + x] = k + 1;
          next[row + x] = x + 1;
        }
      }
    }
  });
  return since;
}

/**
 * Row-major flags of the cells on the board: covered by the area of a mission begun so far, or
 * every cell when no mission has an area (a state of the seed's format).
 */
function boardMask(state: GeometrySource): Uint8Array | null {
  if (!state.missions.some((m) => m.area !== undefined)) return null;
  const since = arrivals(
    state.width,
    state.height,
    state.missions.map((m) => m.area ?? []),
  );
  const mask = new Uint8Array(since.length);
  for (let i = 0; i < since.length; i++) mask[i] = since[i]! > 0 && since[i]! <= state.mission ? 1 : 0;
  return mask;
}

function buildGeometry(state: GeometrySource): Geometry {
  const { names, index } = nameTable(state.width, state.height);
  const terrain = new Uint8Array(state.width * state.height);
  const mask = boardMask(state);
  if (mask !== null) for (let i = 0; i < terrain.length; i++) if (mask[i] === 0) terrain[i] = HIDDEN;
  const productionAt = new Int32Array(terrain.length).fill(-1);
  const demandAt = new Int32Array(terrain.length).fill(-1);
  const productionCell = new Int32Array(state.productions.length).fill(-1);
  const demandCell = new Int32Array(state.demands.length).fill(-1);
  const shown = (i: number | undefined): i is number => i !== undefined && terrain[i] !== HIDDEN;
  for (const w of state.walls) {
    const i = index.get(w);
    if (shown(i)) terrain[i] = WALL;
  }
  state.productions.forEach((p, k) => {
    const i = index.get(p.at);
    productionCell[k] = i ?? -1;
    if (shown(i)) {
      terrain[i] = PRODUCTION;
      productionAt[i] = k;
    }
  });
  state.demands.forEach((d, k) => {
    const i = index.get(d.at);
    demandCell[k] = i ?? -1;
    if (shown(i)) {
      terrain[i] = DEMAND;
      demandAt[i] = k;
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
  return t === WALL
    ? "wall"
    : t === PRODUCTION
      ? "production"
      : t === DEMAND
        ? "demand"
        : t === HIDDEN
          ? "hidden"
          : "empty";
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
