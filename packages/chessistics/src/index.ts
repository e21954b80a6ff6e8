/**
 * @engines/chessistics: Chessistics (seed 000_c0a2af5db9860a6b.txt), a live logistics simulation
 * where chess pieces shuttle cargo between two cells, hand it on to their neighbours by social
 * status, and destroy each other when they meet.
 * @packageDocumentation
 */
export { type Outcome, originProblem, parseAction, type Refusal } from "./actions.js";
export {
  type Direction,
  directionOrder,
  fileName,
  makeSquareName,
  parseSquareName,
  type Terrain,
} from "./board.js";
export {
  CATALOG,
  comparePriority,
  displayName,
  isPieceType,
  type MovePattern,
  PIECE_TYPES,
  type PieceSpec,
  pieceSpec,
  rangeOf,
  statusOf,
} from "./catalog.js";
export { engine } from "./engine.js";
export { init, reduce } from "./game.js";
export {
  builtinLevel,
  initialState,
  LEVEL_SCHEMA,
  LEVELS,
  type Level,
  type LevelMission,
  type LevelStock,
  type LevelWords,
  levelOfSetup,
  parseLevel,
  type Setup,
} from "./levels.js";
export { currentMetrics, missionMet } from "./missions.js";
export {
  CHESSISTICS_REFUSALS,
  type ChessisticsRefusal,
  isChessisticsRefusal,
} from "./refusals.js";
export { describeEvent, renderBoard } from "./render.js";
export {
  type CycleDeliveries,
  PLACEMENTS_SCHEMA,
  type Placement,
  type PlacementsFile,
  parsePlacements,
  type RunOptions,
  type RunResult,
  run,
} from "./run.js";
export {
  canPlace,
  legalActions,
  legalPlacements,
  legalTargets,
  missionCells,
  pieceAt,
  pieceById,
  pieceCount,
  piecesOf,
  placementOrigins,
  terrainOf,
} from "./selectors.js";
export {
  CHESSISTICS_SETUP_REASONS,
  type ChessisticsSetupReason,
  isChessisticsSetupReason,
} from "./setup-reasons.js";
export { parseState, STATE_SCHEMA } from "./state.js";
export { highestStockedLevel, stockCount } from "./stock.js";
export type {
  Action,
  Area,
  Cargo,
  Demand,
  Event,
  Ledger,
  Metrics,
  Mission,
  Piece,
  PieceRef,
  PieceTree,
  PieceType,
  PlaceAction,
  Production,
  RemoveAction,
  Square,
  State,
  StockEntry,
  TickAction,
  Tracking,
} from "./types.js";
