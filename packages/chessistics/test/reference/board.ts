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

/**
 * A level's static geometry, indexed for fast lookups. Derived from a state on demand (and
 * memoised per state's wall/building arrays), never stored in it.
 */
export interface Geometry {
  readonly width: number;
  readonly height: number;
  /** Row-major terrain codes: 0 empty, 1 wall, 2 production, 3 demand. */
  readonly terrain: Uint8Array;
  /** Row-major index → square name. */
  readonly names: readonly Square[];
  /** Square name → row-major index. */
  readonly index: ReadonlyMap<Square, number>;
  /** Row-major index → production index / demand index. */
  readonly productionAt: ReadonlyMap<number, number>;
  readonly demandAt: ReadonlyMap<number, number>;
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

const GEOMETRY_CACHE = new WeakMap<object, Geometry>();

/** The indexed geometry of a state's level. */
export function geometryOf(
  state: Pick<State, "width" | "height" | "walls" | "productions" | "demands">,
): Geometry {
  const cached = GEOMETRY_CACHE.get(state.walls);
  if (cached !== undefined && cached.width === state.width && cached.height === state.height) {
    // Walls arrays are shared between successive states; buildings never move. Re-check cheaply.
    if (sameBuildings(cached, state)) return cached;
  }
  const { names, index } = nameTable(state.width, state.height);
  const terrain = new Uint8Array(state.width * state.height);
  const productionAt = new Map<number, number>();
  const demandAt = new Map<number, number>();
  for (const w of state.walls) {
    const i = index.get(w);
    if (i !== undefined) terrain[i] = 1;
  }
  state.productions.forEach((p, k) => {
    const i = index.get(p.at);
    if (i !== undefined) {
      terrain[i] = 2;
      productionAt.set(i, k);
    }
  });
  state.demands.forEach((d, k) => {
    const i = index.get(d.at);
    if (i !== undefined) {
      terrain[i] = 3;
      demandAt.set(i, k);
    }
  });
  const geometry: Geometry = {
    width: state.width,
    height: state.height,
    terrain,
    names,
    index,
    productionAt,
    demandAt,
  };
  GEOMETRY_CACHE.set(state.walls, geometry);
  return geometry;
}

function sameBuildings(g: Geometry, state: Pick<State, "productions" | "demands">): boolean {
  if (g.productionAt.size !== state.productions.length || g.demandAt.size !== state.demands.length)
    return false;
  for (const [i, k] of g.productionAt) if (state.productions[k]?.at !== g.names[i]) return false;
  for (const [i, k] of g.demandAt) if (state.demands[k]?.at !== g.names[i]) return false;
  return true;
}

/** The terrain at a row-major index. */
export function terrainAt(g: Geometry, index: number): Terrain {
  const t = g.terrain[index];
  return t === 1 ? "wall" : t === 2 ? "production" : t === 3 ? "demand" : "empty";
}

/** The four orthogonal directions (y-up), named as in the seed §4.3. */
export type Direction = "right" | "up" | "left" | "down";

const VECTORS: Readonly<Record<Direction, Coord>> = {
  right: { x: 1, y: 0 },
  up: { x: 0, y: 1 },
  left: { x: -1, y: 0 },
  down: { x: 0, y: -1 },
};

/**
 * The clockwise tie-break order of seed §4.3, as written there: even turns from 0° (right, up,
 * left, down), odd turns from 180° (left, down, right, up).
 */
export function directionOrder(turn: number): readonly Direction[] {
  return turn % 2 === 0 ? ["right", "up", "left", "down"] : ["left", "down", "right", "up"];
}

/** The 4-connected neighbours of a cell as row-major indices, with their direction, in `order`. */
export function neighbourCells(
  g: Pick<Geometry, "width" | "height">,
  index: number,
  order: readonly Direction[],
): { readonly index: number; readonly direction: Direction; readonly rank: number }[] {
  const x = index % g.width;
  const y = (index - x) / g.width;
  const out: { index: number; direction: Direction; rank: number }[] = [];
  order.forEach((direction, rank) => {
    const v = VECTORS[direction];
    const nx = x + v.x;
    const ny = y + v.y;
    if (nx >= 0 && ny >= 0 && nx < g.width && ny < g.height)
      out.push({ index: ny * g.width + nx, direction, rank });
  });
  return out;
}
