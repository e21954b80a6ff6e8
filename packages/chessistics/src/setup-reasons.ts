/**
 * The machine-readable reasons of a Chessistics `SetupError` (`error.reason`, RULES.md §7), so
 * that a client can tell a refused level in its own language; `error.detail` keeps the English
 * words.
 */
import { oneOf, SCHEMA_REASON } from "@core/engine/manifest";

/**
 * Every reason `init` and `parseLevel` give a `SetupError`, in the order of RULES.md §7:
 * - `schema`: the setup or the level schema refuses it (not an object, another key than
 *   `level`, a level that is neither a number nor an object, a field out of its bounds).
 * - `unknown-level`: a built-in level number that does not exist.
 * - `off-grid`: a wall, production or demand outside the `width` × `height` grid.
 * - `cell-taken`: two walls or buildings on one cell.
 * - `cargo-not-produced`: a demand for a cargo no production makes.
 * - `mission-gap`: the demands' missions are not numbered 1..n without gaps.
 * - `stock-listed-twice`: a piece type and level listed twice in one stock.
 * - `mission-count`: a campaign listing another number of missions than the demands name.
 * - `empty-first-area`: a campaign whose first mission's area is empty.
 * - `area-off-grid`: a mission's rectangle leaving the grid.
 * - `never-on-board`: a wall or building in no mission's area.
 * - `demand-too-late`: a demand that appears after its own mission.
 * - `cargo-too-late`: no production of a demand's cargo on the board by its mission.
 * - `incomplete-translation`: an `i18n` block that leaves out a word the level has (its
 *   description, a building's name, a mission's title or description) or names a building the
 *   level does not have (issue 30).
 */
export const CHESSISTICS_SETUP_REASONS = [
  SCHEMA_REASON,
  "unknown-level",
  "off-grid",
  "cell-taken",
  "cargo-not-produced",
  "mission-gap",
  "stock-listed-twice",
  "mission-count",
  "empty-first-area",
  "area-off-grid",
  "never-on-board",
  "demand-too-late",
  "cargo-too-late",
  "incomplete-translation",
] as const;

/** A reason a Chessistics setup is refused; see {@link CHESSISTICS_SETUP_REASONS}. */
export type ChessisticsSetupReason = (typeof CHESSISTICS_SETUP_REASONS)[number];

/** True when `reason` (a `SetupError`'s, perhaps from another release) is one this engine gives. */
export const isChessisticsSetupReason: (reason: unknown) => reason is ChessisticsSetupReason =
  oneOf(CHESSISTICS_SETUP_REASONS);
