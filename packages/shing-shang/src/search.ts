/**
 * `@engines/shing-shang/search`: what a searching bot, a perft counter or a playout loop needs,
 * on a compact board that is **mutable by design** and kept apart from the pure engine.
 *
 * - A {@link Position} holds the pieces as a 100-cell `Int8Array` of codes and the turn
 *   bookkeeping; {@link positionOf} / {@link stateOf} convert from and to the JSON `State`.
 * - {@link generateMoves} fills a reusable {@link MoveList} with integer {@link Move}s in
 *   `legalActions` order; {@link play} and {@link undo} change the position in place (wins, capture
 *   bonus, automatic passes and draws included). Neither allocates.
 * - {@link actionOf} turns a listed move into the JSON action `reduce` accepts;
 *   {@link indexOfAction} finds the move of an action.
 *
 * ```ts
 * const position = positionOf(engine.init({ maxPlies: 300 }));
 * const list = createMoveList();
 * for (;;) {
 *   generateMoves(position, list);
 *   if (list.length === 0) break; // the game is over
 *   play(position, list.moves[Math.floor(Math.random() * list.length)]!);
 * }
 * ```
 *
 * Nothing here checks legality: play only moves a list gave you. The engine's `reduce` does check.
 * @packageDocumentation
 */
export { actionOf, indexOfAction } from "./actions.js";
export { evaluate, MATERIAL, pieceValue } from "./evaluate.js";
export {
  CAPTURE,
  createMoveList,
  generateCaptures,
  generateMoves,
  hasPieceMove,
  JUMP,
  jumpMove,
  type Move,
  type MoveList,
  moveFrom,
  moveOver,
  movePath,
  moveTo,
  PASS,
  stepMove,
} from "./moves.js";
export { perft } from "./perft.js";
export {
  copyPosition,
  createPosition,
  ONGOING,
  type Position,
  positionOf,
  RESULTS,
  type ResultCode,
  stateOf,
} from "./position.js";
export { isOver, play, undo } from "./turns.js";
