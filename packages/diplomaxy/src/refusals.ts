/**
 * The reasons of a `rejected` event (RULES.md §2 and §8), so that a client can tell a refusal in
 * its own language; `detail` keeps the English words (with the order's index for an order's).
 */
import { oneOf } from "@core/engine/manifest";

/** The reasons a submission's orders are refused for ({@link OrderError}'s), in RULES.md's order. */
export const ORDER_REFUSALS = [
  "unknown-player",
  "bad-orders",
  "bad-order",
  "not-your-unit",
  "unit-in-transit",
  "duplicate-unit",
  "missing-target",
  "self-target",
  "target-out",
  "missing-corridor",
  "unknown-corridor",
  "corridor-not-here",
  "unexpected-field",
] as const;

/** Every reason `reduce` refuses an action with: the action's shape, the game, the seat, then the orders'. */
export const DIPLOMAXY_REFUSALS = [
  "invalid-action",
  "game-over",
  "invalid-seat",
  "not-your-action",
  "player-out",
  "already-ready",
  ...ORDER_REFUSALS,
] as const;

/** A reason an order submission is refused; see {@link ORDER_REFUSALS}. */
export type OrderRefusal = (typeof ORDER_REFUSALS)[number];

/** A reason `reduce` refuses an action; see {@link DIPLOMAXY_REFUSALS}. */
export type DiplomaxyRefusal = (typeof DIPLOMAXY_REFUSALS)[number];

/** True when `reason` (a `rejected` event's, perhaps from another release) is one this engine gives. */
export const isDiplomaxyRefusal: (reason: unknown) => reason is DiplomaxyRefusal = oneOf(DIPLOMAXY_REFUSALS);
