/**
 * `@engines/pigment`: a rolling-die painting puzzle on 5×5, as a pure deterministic engine, with
 * the five campaign levels and a solver. Rules as implemented: RULES.md.
 * @packageDocumentation
 */
export {
  CELLS,
  type Cell,
  cellAt,
  cellIndex,
  DELTA,
  formatCell,
  onBoard,
  SIZE,
  sameCell,
  step,
} from "./board.js";
export {
  COLOUR_LETTER,
  COLOURS,
  type Colour,
  FACE_COLOURS,
  isColour,
  isSealed,
  mix,
  mixColours,
} from "./colours.js";
export {
  DIRS,
  type Die,
  type Dir,
  isDir,
  OPPOSITE,
  ORIENTATIONS,
  opposeConsistently,
  orientationIndex,
  roll,
  SLOTS,
  START_DIE,
} from "./die.js";
export { engine } from "./engine.js";
export {
  type Action,
  type Event,
  init,
  isFloor,
  type LostEvent,
  legalActions,
  legalRolls,
  marksMet,
  type Phase,
  parseAction,
  type RejectReason,
  type RestartAction,
  type RestartedEvent,
  type RollAction,
  type RolledEvent,
  reduce,
  type Setup,
  type State,
  startState,
  type UndoAction,
  type UndoEntry,
  type UndoneEvent,
  type WonEvent,
} from "./game.js";
export {
  floorOf,
  LEVEL_SCHEMA,
  LEVELS,
  LEVELS_SCHEMA,
  type Level,
  levelByNumber,
  type Mark,
  type Paint,
  parseLevel,
  parseLevels,
  startStains,
} from "./levels.js";
export { isPigmentRefusal, PIGMENT_REFUSALS, type PigmentRefusal } from "./refusals.js";
export { boardView, type CellView, cellView, markStatus, movesLeft } from "./selectors.js";
export { isPigmentSetupReason, PIGMENT_SETUP_REASONS, type PigmentSetupReason } from "./setup-reasons.js";
export { hint, type Solution, type SolveOptions, solve, solveState } from "./solver.js";
export { parseState, STATE_SCHEMA } from "./state.js";
