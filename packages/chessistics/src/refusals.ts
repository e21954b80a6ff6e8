/**
 * The reasons of a `rejected` event (RULES.md §8), so that a client can tell a refusal in its
 * own language; `detail` keeps a sentence in English.
 */
import { oneOf } from "@core/engine/manifest";

/** Every reason `reduce` refuses an action with, in RULES.md §8's order. */
export const CHESSISTICS_REFUSALS = [
  "invalid-action",
  "unknown-piece",
  "bad-square",
  "level-complete",
  "not-in-stock",
  "off-board",
  "wall",
  "building",
  "occupied",
  "illegal-move",
  "no-such-piece",
] as const;

/** A reason an action is refused; see {@link CHESSISTICS_REFUSALS}. */
export type ChessisticsRefusal = (typeof CHESSISTICS_REFUSALS)[number];

/** True when `reason` (a `rejected` event's, perhaps from another release) is one this engine gives. */
export const isChessisticsRefusal: (reason: unknown) => reason is ChessisticsRefusal =
  oneOf(CHESSISTICS_REFUSALS);
