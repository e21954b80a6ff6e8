/**
 * The reasons of a `rejected` event (RULES.md, "Actions and events"), so that a client can tell
 * a refusal in its own language; `detail` keeps the English words where there are some.
 */
import { oneOf } from "@core/engine/manifest";

/** Every reason `reduce` refuses an action with, in RULES.md's order. */
export const PIGMENT_REFUSALS = [
  "invalid-action",
  "game-over",
  "off-board",
  "not-floor",
  "nothing-to-undo",
] as const;

/** A reason an action is refused; see {@link PIGMENT_REFUSALS}. */
export type PigmentRefusal = (typeof PIGMENT_REFUSALS)[number];

/** True when `reason` (a `rejected` event's, perhaps from another release) is one this engine gives. */
export const isPigmentRefusal: (reason: unknown) => reason is PigmentRefusal = oneOf(PIGMENT_REFUSALS);
