/**
 * Input states (RULES.md §11): a state written by hand or read back is checked against
 * `state.schema.json`, then against what a schema cannot say, before anything reduces it. The
 * pieces tree (RULES.md §10) is walked without recursion, so no tree can exhaust the stack.
 */
import { pointer, type StateIssue, type StateParse, schemaCheck, stateParser } from "@core/engine";
import { EMPTY, geometryOf, parseSquareName } from "./board.js";
import { PIECE_TYPES } from "./catalog.js";
import { moveTargets } from "./moves.js";
import stateSchema from "./state.schema.json";
import * as validators from "./state-validators.generated.js";
import type { Piece, PieceTree, State } from "./types.js";

/** The state JSON Schema (draft 2020-12); it references the level schema. */
export const STATE_SCHEMA: object = stateSchema;

/**
 * The deepest nesting a state may have: the state, the tree's arrays, a piece. The engine's own
 * trees are 3 arrays deep up to 32,768 pieces and 4 up to a million.
 */
const MAX_DEPTH = 16;

type Path = readonly (string | number)[];
const issue = (message: string, ...path: Path): StateIssue => ({ pointer: pointer(...path), message });

/** The pieces of a tree with their paths, or the first way the tree is malformed (RULES.md §10). */
function walkTree(tree: PieceTree): { pieces: { piece: Piece; path: Path }[] } | { issue: StateIssue } {
  const pieces: { piece: Piece; path: Path }[] = [];
  // Depth first, left to right: children are pushed in reverse.
  const stack: { tree: PieceTree; path: Path }[] = [{ tree, path: ["pieces"] }];
  while (stack.length > 0) {
    const { tree: t, path } = stack.pop()!;
    const arrays = t.filter((entry) => Array.isArray(entry)).length;
    if (arrays > 0 && arrays < t.length) return { issue: issue("mixes pieces and arrays", ...path) };
    if (arrays === 0) {
      for (let k = 0; k < t.length; k++) pieces.push({ piece: t[k] as Piece, path: [...path, k] });
      continue;
    }
    for (let k = t.length - 1; k >= 0; k--) {
      const child = t[k] as PieceTree;
      if (child.length === 0) return { issue: issue("an array inside a node holds nothing", ...path, k) };
      stack.push({ tree: child, path: [...path, k] });
    }
  }
  return { pieces };
}

/** Where a square name must lie on the grid, or the issue of a name off it. */
function cellOf(state: State, square: string, ...path: Path): number | StateIssue {
  const c = parseSquareName(square);
  if (c === undefined || c.x >= state.width || c.y >= state.height)
    return issue(`${square} is not a square of the ${state.width}×${state.height} grid`, ...path);
  return c.y * state.width + c.x;
}

const isIssue = (value: unknown): value is StateIssue => typeof value === "object";

/** The grid, the buildings and the missions: everything but the pieces. */
function boardProblem(state: State): StateIssue | null {
  const taken = new Map<number, string>();
  const building = (square: string, what: string, ...path: Path): StateIssue | null => {
    const cell = cellOf(state, square, ...path);
    if (isIssue(cell)) return cell;
    const already = taken.get(cell);
    if (already !== undefined) return issue(`${square} already holds ${already}`, ...path);
    taken.set(cell, what);
    return null;
  };
  for (const [i, w] of state.walls.entries()) {
    const problem = building(w, "a wall", "walls", i);
    if (problem !== null) return problem;
  }
  for (const [i, p] of state.productions.entries()) {
    const problem = building(p.at, `the production "${p.name}"`, "productions", i, "at");
    if (problem !== null) return problem;
    if (p.buffer > p.amount) return issue(`at most the amount, ${p.amount}`, "productions", i, "buffer");
  }
  for (const [i, d] of state.demands.entries()) {
    const problem = building(d.at, `the demand "${d.name}"`, "demands", i, "at");
    if (problem !== null) return problem;
    if (d.mission > state.missions.length)
      return issue(`there are ${state.missions.length} mission(s)`, "demands", i, "mission");
  }
  return missionsProblem(state);
}

/** The missions: numbered in order, each in the status the current mission implies. */
function missionsProblem(state: State): StateIssue | null {
  const { missions, mission } = state;
  if (mission > missions.length) return issue(`there are ${missions.length} mission(s)`, "mission");
  const complete = state.phase === "complete";
  if (complete && mission !== missions.length)
    return issue("a complete level is on its last mission", "mission");
  for (const [k, m] of missions.entries()) {
    if (m.number !== k + 1) return issue(`must be ${k + 1}, its position`, "missions", k, "number");
    const expected =
      m.number < mission || (m.number === mission && complete)
        ? "complete"
        : m.number === mission
          ? "active"
          : "pending";
    if (m.status !== expected)
      return issue(`must be ${expected}: the current mission is ${mission}`, "missions", k, "status");
    if ((m.startTurn === null) !== (expected === "pending"))
      return issue(
        expected === "pending" ? "a pending mission has not begun" : "a begun mission has a start turn",
        "missions",
        k,
        "startTurn",
      );
    if (m.startTurn !== null && m.startTurn > state.turn)
      return issue(`at most the turn, ${state.turn}`, "missions", k, "startTurn");
    if ((m.metrics === null) !== (expected !== "complete"))
      return issue(
        expected === "complete" ? "a complete mission has metrics" : "only a complete mission has metrics",
        "missions",
        k,
        "metrics",
      );
    for (const [j, r] of m.area.entries())
      if (r.x + r.width > state.width || r.y + r.height > state.height)
        return issue(`leaves the ${state.width}×${state.height} grid`, "missions", k, "area", j);
  }
  return null;
}

/** The stock: each type and level once, in catalog order then level. */
function stockProblem(state: State): StateIssue | null {
  const key = (e: { type: string; level: number }) => PIECE_TYPES.indexOf(e.type as never) * 8 + e.level;
  for (let i = 1; i < state.stock.length; i++)
    if (key(state.stock[i]!) <= key(state.stock[i - 1]!))
      return issue("the stock lists each type and level once, in catalog order then level", "stock", i);
  return null;
}

/** The pieces: a well-formed tree in id order, each a legal move on cells of the board, one a cell. */
function piecesProblem(state: State): StateIssue | null {
  const walked = walkTree(state.pieces);
  if ("issue" in walked) return walked.issue;
  const g = geometryOf(state);
  const standing = new Set<number>();
  let last = 0;
  for (const { piece: p, path } of walked.pieces) {
    if (p.id <= last)
      return issue(`comes after piece ${last}: pieces are in increasing id order`, ...path, "id");
    if (p.id >= state.nextId)
      return issue(`nextId (${state.nextId}) is above every piece's id`, ...path, "id");
    last = p.id;
    const cells: number[] = [];
    for (const field of ["from", "to", "at", "target"] as const) {
      const cell = cellOf(state, p[field], ...path, field);
      if (isIssue(cell)) return cell;
      cells.push(cell);
    }
    const [from, to, at, target] = cells as [number, number, number, number];
    if (g.terrain[from] !== EMPTY)
      return issue("a piece stands on an empty cell of the board", ...path, "from");
    if (!moveTargets(g, p.type, p.level, from).includes(to))
      return issue(`is not one move of this piece from ${p.from}`, ...path, "to");
    if (at !== from && at !== to) return issue(`must be ${p.from} or ${p.to}`, ...path, "at");
    if (target !== (at === from ? to : from))
      return issue("must be the other end of the piece's move", ...path, "target");
    if (standing.has(at)) return issue(`another piece stands on ${p.at}`, ...path, "at");
    standing.add(at);
  }
  const { tracking, ledger } = state;
  if (tracking.maxPieces < walked.pieces.length)
    return issue(`at least the ${walked.pieces.length} pieces on the board`, "tracking", "maxPieces");
  // Every cargo unit is accounted for (RULES.md §9): made = carried + buffered + the rest.
  const carried = walked.pieces.filter(({ piece }) => piece.cargo !== null).length;
  const buffered = state.productions.reduce((n, p) => n + p.buffer, 0);
  const accounted =
    carried + buffered + ledger.delivered + ledger.overwritten + ledger.destroyed + ledger.removed;
  if (ledger.produced !== accounted)
    return issue(`${accounted} units are carried, buffered, delivered or lost`, "ledger", "produced");
  return null;
}

/** The space tracking: one row per rank of the grid's width, `cells` its count of flags. */
function trackingProblem(state: State): StateIssue | null {
  const { visited, cells } = state.tracking;
  if (visited.length !== state.height)
    return issue(`one row per rank: ${state.height} expected`, "tracking", "visited");
  let count = 0;
  for (const [y, row] of visited.entries()) {
    if (row.length !== state.width)
      return issue(`one flag per file: ${state.width} expected`, "tracking", "visited", y);
    for (let x = 0; x < row.length; x++) if (row.charCodeAt(x) === 49) count++;
  }
  if (count !== cells) return issue(`the rows flag ${count} cells`, "tracking", "cells");
  return null;
}

/** The first contradiction in a state of the schema's shape, or null. */
function contradiction(state: State): StateIssue | null {
  return boardProblem(state) ?? stockProblem(state) ?? trackingProblem(state) ?? piecesProblem(state);
}

let parse: ((input: unknown) => StateParse<State>) | undefined;

/**
 * `input` (any JSON: a kit's state, a saved network, a position written by hand) as a state
 * `reduce` may take, or a `SetupError` value with the JSON pointer of the problem (reason `schema`
 * or `inconsistent`). Beyond the schema: squares on the grid, buildings on distinct cells, the
 * missions in the statuses the current one implies, the stock in catalog order, tracking rows of
 * the grid's size, and a well-formed pieces tree (RULES.md §10: no array mixing pieces and arrays,
 * no empty array inside a node, ids increasing and below `nextId`) whose pieces each stand on a
 * cell of the board, one move from `from` to `to`, at one end heading for the other, one piece a
 * cell. Never throws.
 */
export function parseState(input: unknown): StateParse<State> {
  parse ??= stateParser(schemaCheck<State>(validators.state), {
    consistent: contradiction,
    maxDepth: MAX_DEPTH,
  });
  return parse(input);
}
