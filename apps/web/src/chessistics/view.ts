/**
 * What the board shows, derived from the engine's state: the cells on the board as far as the
 * player has seen it grow (a campaign's next cells wait for the "Nouvelle mission" sequence), in
 * screen order, and each cell's words for screen readers. No rule here: terrain comes from
 * `terrainOf`, the cells a mission brings from `missionCells`.
 * @module
 */

import {
  displayName,
  makeSquareName,
  missionCells,
  type Piece,
  parseSquareName,
  type Square,
  type State,
  type Terrain,
  terrainOf,
} from "@engines/chessistics";
import type { Locale } from "../i18n/index.js";
import type { ChessMessages } from "./messages.js";

/** A cell on screen: its square, column x and row yy counted from the top. */
export interface CellView {
  readonly square: Square;
  readonly x: number;
  readonly yy: number;
  readonly terrain: Exclude<Terrain, "hidden">;
}

/** The cells shown and their bounding box (in screen cells). */
export interface BoardView {
  readonly cells: readonly CellView[];
  readonly box: { readonly x0: number; readonly y0: number; readonly x1: number; readonly y1: number };
}

/** Screen position of a square: column x, row yy counted from the top. */
export function screenOf(state: Pick<State, "height">, square: Square): { x: number; yy: number } {
  const c = parseSquareName(square) ?? { x: 0, y: 0 };
  return { x: c.x, yy: state.height - 1 - c.y };
}

const CACHE = new WeakMap<object, Map<string, BoardView>>();

/**
 * The cells on the board once missions 1..`shown` have brought theirs (the state's own board when
 * `shown` is its mission), top row first. Memoised per level and mission.
 */
export function boardView(state: State, shown: number): BoardView {
  const key = `${state.mission}:${shown}`;
  const byKey = CACHE.get(state.walls) ?? new Map<string, BoardView>();
  CACHE.set(state.walls, byKey);
  const cached = byKey.get(key);
  if (cached) return cached;
  const later = new Set<Square>();
  for (let m = shown + 1; m <= state.mission; m++) for (const sq of missionCells(state, m)) later.add(sq);
  const cells: CellView[] = [];
  for (let yy = 0; yy < state.height; yy++) {
    for (let x = 0; x < state.width; x++) {
      const square = makeSquareName({ x, y: state.height - 1 - yy });
      const terrain = terrainOf(state, square);
      if (terrain === undefined || terrain === "hidden" || later.has(square)) continue;
      cells.push({ square, x, yy, terrain });
    }
  }
  const box =
    cells.length === 0
      ? { x0: 0, y0: 0, x1: state.width, y1: state.height }
      : {
          x0: Math.min(...cells.map((c) => c.x)),
          y0: Math.min(...cells.map((c) => c.yy)),
          x1: Math.max(...cells.map((c) => c.x)) + 1,
          y1: Math.max(...cells.map((c) => c.yy)) + 1,
        };
  const view = { cells, box };
  byKey.set(key, view);
  return view;
}

/** The next shown cell from `from` in direction (dx, dy) on screen, or `from` at the edge. */
export function stepCursor(view: BoardView, from: Square, dx: number, dy: number): Square {
  const at = view.cells.find((c) => c.square === from);
  if (!at) return view.cells[0]?.square ?? from;
  let best: CellView | undefined;
  for (const c of view.cells) {
    const along = dx !== 0 ? (c.x - at.x) * dx : (c.yy - at.yy) * dy;
    const across = dx !== 0 ? Math.abs(c.yy - at.yy) : Math.abs(c.x - at.x);
    if (along <= 0 || across !== 0) continue;
    if (!best || along < (dx !== 0 ? (best.x - at.x) * dx : (best.yy - at.yy) * dy)) best = c;
  }
  return best?.square ?? from;
}

/** How many cells a piece's route spans, or null for a knight's jump (seed §7.4 "a1 ↔ c1 (2 cases)"). */
export function routeLength(piece: Pick<Piece, "from" | "to" | "type">): number | null {
  if (piece.type === "knight") return null;
  const a = parseSquareName(piece.from);
  const b = parseSquareName(piece.to);
  return a && b ? Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y)) : null;
}

/** Placement context of a cell, for its label. */
export interface CellMarks {
  readonly origin: boolean;
  readonly target: boolean;
  readonly from: boolean;
  readonly selected: boolean;
}

/** A cell in words (screen readers): what stands there, and what it means for a placement. */
export function cellLabel(
  m: ChessMessages,
  state: State,
  cell: CellView,
  piece: Piece | undefined,
  locale: Locale,
  marks: CellMarks,
): string {
  const cargo = (c: string) => m.cargo[c] ?? c;
  let text: string;
  if (cell.terrain === "wall") text = m.cell.wall(cell.square);
  else if (cell.terrain === "production") {
    const p = state.productions.find((x) => x.at === cell.square)!;
    text = m.cell.production(cell.square, p.name, cargo(p.cargo), p.buffer);
  } else if (cell.terrain === "demand") {
    const d = state.demands.find((x) => x.at === cell.square)!;
    text = m.cell.demand(cell.square, d.name, cargo(d.cargo), d.received, d.amount);
  } else if (piece) {
    text = `${cell.square}, ${m.cell.piece(
      displayName(piece.type, piece.level, locale),
      piece.id,
      piece.cargo === null ? null : cargo(piece.cargo),
      piece.from,
      piece.to,
    )}`;
  } else text = m.cell.empty(cell.square);
  const extra = [
    marks.from && m.cell.chosen,
    marks.target && m.cell.arrival,
    marks.origin && m.cell.start,
    marks.selected && m.cell.selected,
  ].filter(Boolean);
  return extra.length > 0 ? `${text}, ${extra.join(", ")}` : text;
}
