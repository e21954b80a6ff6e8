/**
 * Actions: parsing untrusted input into an {@link Action} (errors as values), and the two board
 * edits, placing and removing a piece (seed §7.2: allowed at any time between turns, §7.5).
 */
import { isRecord } from "@core/engine";
import { EMPTY, geometryOf, HIDDEN, parseSquareName, WALL } from "./board.js";
import { displayName, isPieceType, PIECE_TYPES } from "./catalog.js";
import { track } from "./missions.js";
import { moveTargets } from "./moves.js";
import { adoptIndex, appendPiece, peekIndex, positionOf, removePiece, takeIndex } from "./occupancy.js";
import { appendToTree, removeFromTree } from "./piece-tree.js";
import { adjustStock, highestStockedLevel, stockCount } from "./stock.js";
import type { Action, Event, PlaceAction, RemoveAction, State } from "./types.js";

/** A refusal: the machine-readable reason and a sentence for people. */
export interface Refusal {
  readonly reason: string;
  readonly detail: string;
}

/** The outcome of parsing or applying an action: a value, or a refusal. */
export type Outcome<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly refusal: Refusal };

const refuse = (reason: string, detail: string): { ok: false; refusal: Refusal } => ({
  ok: false,
  refusal: { reason, detail },
});

const FIELDS: Readonly<Record<Action["type"], readonly string[]>> = {
  place: ["type", "piece", "level", "from", "to"],
  remove: ["type", "id"],
  tick: ["type"],
};

/** Checks the shape of an action (not its legality in a state). */
export function parseAction(value: unknown): Outcome<Action> {
  if (!isRecord(value)) return refuse("invalid-action", 'an action is an object with a "type"');
  const type = value.type;
  if (type !== "place" && type !== "remove" && type !== "tick") {
    return refuse(
      "invalid-action",
      `unknown action type ${JSON.stringify(type)}: expected "place", "remove" or "tick"`,
    );
  }
  const extra = Object.keys(value).find((k) => !FIELDS[type].includes(k));
  if (extra !== undefined) return refuse("invalid-action", `"${type}" has no field "${extra}"`);
  if (type === "tick") return { ok: true, value: { type } };
  if (type === "remove") {
    if (typeof value.id !== "number" || !Number.isInteger(value.id))
      return refuse("invalid-action", 'remove needs an integer "id"');
    return { ok: true, value: { type, id: value.id } };
  }
  if (!isPieceType(value.piece)) {
    return refuse(
      "unknown-piece",
      `unknown piece ${JSON.stringify(value.piece)}: one of ${PIECE_TYPES.join(", ")}`,
    );
  }
  if (
    value.level !== undefined &&
    (typeof value.level !== "number" || !Number.isInteger(value.level) || value.level < 1)
  ) {
    return refuse("invalid-action", '"level" must be a positive integer');
  }
  for (const key of ["from", "to"] as const) {
    if (parseSquareName(value[key]) === undefined) {
      return refuse(
        "bad-square",
        `"${key}" must be a square name like "a1", got ${JSON.stringify(value[key])}`,
      );
    }
  }
  const action: PlaceAction = {
    type,
    piece: value.piece,
    from: value.from as string,
    to: value.to as string,
    ...(value.level === undefined ? {} : { level: value.level as number }),
  };
  return { ok: true, value: action };
}

/** Why a piece of `type`/`level` may not start on `from`, or null when it may. */
export function originProblem(state: State, from: string, g = geometryOf(state)): Refusal | null {
  const i = g.index.get(from);
  if (i === undefined)
    return { reason: "off-board", detail: `${from} is not on the ${state.width}×${state.height} board` };
  const t = g.terrain[i];
  if (t === HIDDEN)
    return { reason: "off-board", detail: `${from} is not on the board yet: a later mission brings it` };
  if (t === WALL) return { reason: "wall", detail: `${from} is a wall` };
  if (t !== EMPTY)
    return { reason: "building", detail: `${from} is a building: pieces act on it from a neighbouring cell` };
  if (peekIndex(state, g).grid[i] !== 0)
    return { reason: "occupied", detail: `a piece already stands on ${from}` };
  return null;
}

/** Places a piece (seed §3.1, §7.2), or says why not. */
export function place(state: State, action: PlaceAction): Outcome<{ state: State; events: Event[] }> {
  const level = action.level ?? highestStockedLevel(state.stock, action.piece);
  if (level === undefined || stockCount(state.stock, action.piece, level) <= 0) {
    const what = level === undefined ? `no ${action.piece}` : `no ${displayName(action.piece, level)}`;
    return refuse("not-in-stock", `${what} left in stock`);
  }
  const g = geometryOf(state);
  const problem = originProblem(state, action.from, g);
  if (problem !== null) return { ok: false, refusal: problem };
  const from = g.index.get(action.from)!;
  const to = g.index.get(action.to);
  if (to === undefined)
    return refuse("off-board", `${action.to} is not on the ${state.width}×${state.height} board`);
  if (g.terrain[to] === HIDDEN)
    return refuse("off-board", `${action.to} is not on the board yet: a later mission brings it`);
  if (!moveTargets(g, action.piece, level, from).includes(to)) {
    return refuse(
      "illegal-move",
      `a ${displayName(action.piece, level)} on ${action.from} cannot move to ${action.to} in one move`,
    );
  }
  const id = state.nextId;
  const piece = {
    id,
    type: action.piece,
    level,
    from: action.from,
    to: action.to,
    at: action.from,
    target: action.to,
    cargo: null,
  };
  // The index is handed on (appending to it is amortised O(1)) and the tree copies one path of
  // at most 32-entry arrays: O(log n), where a flat list was copied whole.
  const index = takeIndex(state, g);
  const pieces = appendToTree(state.pieces, piece);
  appendPiece(index, piece, from, to);
  adoptIndex(pieces, index);
  const next: State = {
    ...state,
    pieces,
    nextId: id + 1,
    stock: adjustStock(state.stock, action.piece, level, -1),
    tracking: track(state.tracking, [from], index.size, state.width),
  };
  return {
    ok: true,
    value: {
      state: next,
      events: [{ type: "placed", id, piece: action.piece, level, from: action.from, to: action.to }],
    },
  };
}

/** Removes a piece back to stock (seed §7.2 "Suppr"); its cargo is lost. */
export function remove(state: State, action: RemoveAction): Outcome<{ state: State; events: Event[] }> {
  // The tree copies one path (O(log n)); the index shifts the pieces after it (O(n) moves).
  const removed = removeFromTree(state.pieces, action.id);
  if (removed === undefined) return refuse("no-such-piece", `no piece ${action.id} on the board`);
  const { piece, tree: pieces } = removed;
  const index = takeIndex(state, geometryOf(state));
  removePiece(index, positionOf(index, action.id));
  adoptIndex(pieces, index);
  const next: State = {
    ...state,
    pieces,
    stock: adjustStock(state.stock, piece.type, piece.level, 1),
    ledger: piece.cargo === null ? state.ledger : { ...state.ledger, removed: state.ledger.removed + 1 },
  };
  const event: Event = {
    type: "removed",
    id: piece.id,
    piece: piece.type,
    level: piece.level,
    at: piece.at,
    cargo: piece.cargo,
  };
  return { ok: true, value: { state: next, events: [event] } };
}
