/**
 * Read-only views of a state for clients: what each cell shows, how the marks stand. Clients
 * draw from these and never recompute a rule.
 * @module
 */
import { CELLS, type Cell, cellAt, cellIndex, sameCell } from "./board.js";
import { type Colour, isSealed } from "./colours.js";
import { isFloor, type State } from "./game.js";

/** Everything a client needs to draw one cell. */
export interface CellView {
  readonly cell: Cell;
  /** False on a hole. */
  readonly floor: boolean;
  readonly stain: Colour;
  /** Stained black: only white clears it. */
  readonly sealed: boolean;
  /** The colour this cell must end with, when it carries a mark. */
  readonly mark: Colour | null;
  /** Whether the mark is met now (null without a mark). */
  readonly met: boolean | null;
  /** The die stands here. */
  readonly die: boolean;
}

/** One cell's view. */
export function cellView(state: State, cell: Cell): CellView {
  const stain = state.stains[cellIndex(cell)] as Colour;
  const mark = state.marks.find((m) => sameCell(m.cell, cell))?.colour ?? null;
  return {
    cell,
    floor: isFloor(state, cell),
    stain,
    sealed: isSealed(stain),
    mark,
    met: mark === null ? null : stain === mark,
    die: sameCell(state.pos, cell),
  };
}

/** All 25 cells, row-major (index `y * 5 + x`). */
export function boardView(state: State): CellView[] {
  return Array.from({ length: CELLS }, (_, i) => cellView(state, cellAt(i)));
}

/** Each mark with the stain now on its cell and whether it is met, in the level's order. */
export function markStatus(state: State): { cell: Cell; colour: Colour; stain: Colour; met: boolean }[] {
  return state.marks.map((m) => {
    const stain = state.stains[cellIndex(m.cell)] as Colour;
    return { cell: m.cell, colour: m.colour, stain, met: stain === m.colour };
  });
}

/** Moves left before the limit. */
export function movesLeft(state: State): number {
  return state.limit - state.spent;
}
