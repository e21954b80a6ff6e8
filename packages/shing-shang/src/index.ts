/**
 * `@engines/shing-shang`: the two-player Shing Shang game (84-cell board, monkeys, lions and
 * dragons, jump chains, portals, capture bonus) as a pure deterministic engine, with bots.
 * @packageDocumentation
 */
export { type IndexedAction, makeAction, type ParsedAction, parseAction } from "./actions.js";
export {
  BOARD,
  CELLS,
  PORTALS,
  SQUARES,
  type Square,
  squareIndex,
  squareName,
} from "./board.js";
export { type BotOptions, chooseAction, DEFAULT_NODES, LEVELS, type Level } from "./bot.js";
export { engine } from "./engine.js";
export { MATERIAL } from "./evaluate.js";
export { legalActions, perft, reduce } from "./game.js";
export type { Illegal } from "./legality.js";
export { makeMove, parseMove } from "./notation.js";
export { ARMY, KINDS, type Kind, opponent, type Piece, SIDES, type Side, sizeOf } from "./pieces.js";
export { isShingShangRefusal, SHING_SHANG_REFUSALS, type ShingShangRefusal } from "./refusals.js";
export { initialState, positionSetupOf, STANDARD_POSITION, validatePosition } from "./setup.js";
export {
  isShingShangSetupReason,
  SHING_SHANG_SETUP_REASONS,
  type ShingShangSetupReason,
} from "./setup-reasons.js";
export { parseState, STATE_SCHEMA } from "./state.js";
export type {
  Action,
  AnyEvent,
  CapturedEvent,
  DrawnEvent,
  Event,
  ExtraActionEvent,
  JumpAction,
  JumpedEvent,
  PassAction,
  PassedEvent,
  PositionSetup,
  Result,
  Setup,
  State,
  StepAction,
  SteppedEvent,
  TurnEvent,
  WonEvent,
} from "./types.js";
