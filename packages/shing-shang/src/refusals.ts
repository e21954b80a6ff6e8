/**
 * The reasons of a `rejected` event (RULES.md, "Refusal reasons"), so that a client can tell a
 * refusal in its own language; `detail` keeps a sentence in English.
 */
import { oneOf } from "@core/engine/manifest";

/** Every reason `reduce` refuses an action with, in RULES.md's order, then the seat's. */
export const SHING_SHANG_REFUSALS = [
  "invalid-action",
  "bad-square",
  "game-over",
  "no-piece",
  "not-your-piece",
  "excluded-piece",
  "dragon-cannot-step",
  "not-a-line",
  "too-far",
  "blocked",
  "occupied",
  "portal",
  "empty-path",
  "not-a-jump",
  "nothing-to-jump",
  "too-big",
  "revisit",
  "after-capture",
  "after-portal",
  "pass-not-allowed",
  "invalid-seat",
  "not-your-turn",
] as const;

/** A reason an action is refused; see {@link SHING_SHANG_REFUSALS}. */
export type ShingShangRefusal = (typeof SHING_SHANG_REFUSALS)[number];

/** True when `reason` (a `rejected` event's, perhaps from another release) is one this engine gives. */
export const isShingShangRefusal: (reason: unknown) => reason is ShingShangRefusal =
  oneOf(SHING_SHANG_REFUSALS);
