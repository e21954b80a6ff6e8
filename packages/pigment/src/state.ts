/**
 * Input states (RULES.md, "State"): a state written by hand or read back is checked against
 * `state.schema.json`, then against what a schema cannot say, before anything reduces it.
 * @module
 */
import {
  jsonEqual,
  pointer,
  SetupError,
  type StateIssue,
  type StateParse,
  schemaCheck,
  stateParser,
} from "@core/engine";
import { type Cell, formatCell } from "./board.js";
import { orientationIndex } from "./die.js";
import { isFloor, marksMet, type State } from "./game.js";
import { parseLevel } from "./levels.js";
import stateSchema from "./state.schema.json";
import * as validators from "./state-validators.generated.js";

/** The state JSON Schema (draft 2020-12); it references the level schema. */
export const STATE_SCHEMA: object = stateSchema;

/** The first contradiction in a state of the schema's shape, or null. */
function contradiction(state: State): StateIssue | null {
  const at = (message: string, ...path: (string | number)[]): StateIssue => ({
    pointer: pointer(...path),
    message,
  });
  try {
    parseLevel(state.level, undefined, "/level");
  } catch (error) {
    if (!(error instanceof SetupError)) throw error;
    return { pointer: error.pointer, message: error.detail };
  }
  const level = state.level;
  if (!jsonEqual(state.marks, level.marks)) return at("must be the level's marks", "marks");
  if (state.limit !== level.limit) return at(`must be the level's limit, ${level.limit}`, "limit");
  const offFloor = (cell: Cell) => !isFloor(state, cell);
  if (offFloor(state.pos)) return at(`the die stands on the hole ${formatCell(state.pos)}`, "pos");
  if (orientationIndex(state.die) < 0) return at("is not a rotation of the starting die", "die");
  if (state.history.length !== state.spent)
    return at(`one entry per move spent: ${state.spent} expected`, "history");
  for (const [i, entry] of state.history.entries()) {
    if (offFloor(entry.pos))
      return at(`the die stood on the hole ${formatCell(entry.pos)}`, "history", i, "pos");
    if (orientationIndex(entry.die) < 0)
      return at("is not a rotation of the starting die", "history", i, "die");
    if (entry.phase !== "play") return at("a roll is only played in play", "history", i, "phase");
  }
  if (state.spent > state.limit) return at(`at most the limit, ${state.limit}`, "spent");
  const met = marksMet(state.marks, state.stains);
  if ((state.phase === "won") !== met)
    return at(
      met ? "every mark is met: the board is won" : "a mark is not met: the board is not won",
      "phase",
    );
  if (state.phase === "play" && state.spent === state.limit)
    return at("every move is spent: the board is lost", "phase");
  if (state.phase === "lost" && state.spent < state.limit && hasFloorNeighbour(state))
    return at("moves are left and the die can roll: the board is not lost", "phase");
  return null;
}

function hasFloorNeighbour(state: State): boolean {
  const [x, y] = state.pos;
  const cells: Cell[] = [
    [x, y - 1],
    [x + 1, y],
    [x, y + 1],
    [x - 1, y],
  ];
  return cells.some((c) => isFloor(state, c));
}

let parse: ((input: unknown) => StateParse<State>) | undefined;

/**
 * `input` (any JSON: a saved game, a position written by hand) as a state `reduce` may take, or
 * a `SetupError` value with the JSON pointer of the problem (reason `schema` or `inconsistent`).
 * Beyond the schema: the level as `init` checks it, marks and limit equal to the level's, the die
 * a rotation of the starting die standing on floor, one history entry per move spent, and the
 * phase agreeing with the marks and the moves left. Never throws.
 */
export function parseState(input: unknown): StateParse<State> {
  parse ??= stateParser(schemaCheck<State>(validators.state), { consistent: contradiction });
  return parse(input);
}
