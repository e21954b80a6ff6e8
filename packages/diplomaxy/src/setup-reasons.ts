/**
 * The machine-readable reasons of a Diplomaxy `SetupError` (`error.reason`, RULES.md §1.1), so
 * that a client can tell a refused setup in its own language; `error.detail` keeps the English
 * words.
 */
import { oneOf, SCHEMA_REASON } from "@core/engine/manifest";
import { ORDER_REFUSALS } from "./refusals.js";

/**
 * The reasons of the setup's own checks, in the order of RULES.md §1.1:
 * - `schema`: the setup schema refuses it.
 * - `duplicate-player-id`, `duplicate-planet-id`, `duplicate-corridor-id`, `duplicate-unit-id`:
 *   an id used twice (at the second use).
 * - `unknown-planet`: a corridor or a unit names a planet the map lacks.
 * - `corridor-loop`: a corridor joins a planet to itself.
 * - `unknown-player`: a unit's owner or a key of `orders` is not a listed player.
 * - `invalid-fallback-factor`: `options.fallbackFactor` is not strictly between 0 and 1 with at
 *   most two decimals (or a fraction "p/q").
 * - `player-out`: `orders` gives orders to a player with no unit (out at once).
 */
export const SETUP_CHECK_REASONS = [
  SCHEMA_REASON,
  "duplicate-player-id",
  "duplicate-planet-id",
  "duplicate-corridor-id",
  "duplicate-unit-id",
  "unknown-planet",
  "corridor-loop",
  "unknown-player",
  "invalid-fallback-factor",
  "player-out",
] as const;

/**
 * Every reason `init` and `parseSetup` give a `SetupError`: the setup's own checks, then the
 * turn-1 `orders` refused as the `orders` action would refuse them, with the same reason
 * ({@link ORDER_REFUSALS}; `unknown-player` is listed once).
 */
export const DIPLOMAXY_SETUP_REASONS = [
  ...SETUP_CHECK_REASONS,
  ...ORDER_REFUSALS.filter((r): r is Exclude<typeof r, "unknown-player"> => r !== "unknown-player"),
] as const;

/** A reason a Diplomaxy setup is refused; see {@link DIPLOMAXY_SETUP_REASONS}. */
export type DiplomaxySetupReason = (typeof SETUP_CHECK_REASONS)[number] | (typeof ORDER_REFUSALS)[number];

/** True when `reason` (a `SetupError`'s, perhaps from another release) is one this engine gives. */
export const isDiplomaxySetupReason: (reason: unknown) => reason is DiplomaxySetupReason =
  oneOf(DIPLOMAXY_SETUP_REASONS);
