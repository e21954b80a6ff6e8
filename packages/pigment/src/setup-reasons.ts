/**
 * The machine-readable reasons of a Pigment `SetupError` (`error.reason`, RULES.md "Setup"), so
 * that a client can tell a refused level in its own language; `error.detail` keeps the English
 * words.
 */
import { oneOf, SCHEMA_REASON } from "@core/engine/manifest";

/**
 * Every reason `init` and `parseLevel` give a `SetupError`, in the order of RULES.md "Setup":
 * - `schema`: the setup or the level's schema refuses it (not an object, an unknown key, a level
 *   that is neither a number nor an object, a field out of its bounds).
 * - `unknown-level`: a level number the campaign does not have.
 * - `duplicate-cell`: a cell listed twice among the holes, the marks or the stains.
 * - `start-on-hole`, `mark-on-hole`, `stain-on-hole`: the start, a mark or a stain on a hole.
 * - `start-enclosed`: the start has no floor neighbour (the die could never move).
 * - `nothing-to-play`: every mark is met at the start (a win is only checked after a roll).
 * - `incomplete-translation`: an `i18n` block without the description the level has (issue 30).
 */
export const PIGMENT_SETUP_REASONS = [
  SCHEMA_REASON,
  "unknown-level",
  "duplicate-cell",
  "start-on-hole",
  "mark-on-hole",
  "stain-on-hole",
  "start-enclosed",
  "nothing-to-play",
  "incomplete-translation",
] as const;

/** A reason a Pigment setup is refused; see {@link PIGMENT_SETUP_REASONS}. */
export type PigmentSetupReason = (typeof PIGMENT_SETUP_REASONS)[number];

/** True when `reason` (a `SetupError`'s, perhaps from another release) is one this engine gives. */
export const isPigmentSetupReason: (reason: unknown) => reason is PigmentSetupReason =
  oneOf(PIGMENT_SETUP_REASONS);
