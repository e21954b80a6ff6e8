/**
 * The machine-readable reasons of a Shing Shang `SetupError` (`error.reason`, RULES.md §2.1), so
 * that a client (the position editor, a shared link) can tell a refused position in its own
 * language; `error.detail` keeps the English words.
 */
import { oneOf, SCHEMA_REASON } from "@core/engine/manifest";

/**
 * Every reason `init` and `validatePosition` give a `SetupError`, in the order of RULES.md §2.1:
 * - `schema`: the setup schema refuses it.
 * - `off-board`: a piece on a square that is not one of the 84.
 * - `on-portal`: a lion or monkey on a portal.
 * - `own-portal`: a dragon on its own portal.
 * - `already-won`: a dragon on an enemy portal (the game would be over).
 * - `too-many-pieces`: more pieces of a kind than an army has.
 * - `no-dragon`: a side without a dragon (the game would be over).
 */
export const SHING_SHANG_SETUP_REASONS = [
  SCHEMA_REASON,
  "off-board",
  "on-portal",
  "own-portal",
  "already-won",
  "too-many-pieces",
  "no-dragon",
] as const;

/** A reason a Shing Shang setup is refused; see {@link SHING_SHANG_SETUP_REASONS}. */
export type ShingShangSetupReason = (typeof SHING_SHANG_SETUP_REASONS)[number];

/** True when `reason` (a `SetupError`'s, perhaps from another release) is one this engine gives. */
export const isShingShangSetupReason: (reason: unknown) => reason is ShingShangSetupReason =
  oneOf(SHING_SHANG_SETUP_REASONS);
