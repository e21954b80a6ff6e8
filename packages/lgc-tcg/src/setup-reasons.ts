/**
 * The machine-readable reasons of a duel's `SetupError` (`error.reason`, RULES.md §2.1), so that
 * a client can tell a refused setup in its own language; `error.detail` keeps the English words.
 */
import { oneOf, SCHEMA_REASON } from "@core/engine/manifest";

/**
 * Every reason `init`, `initDuel` and `deal` give a `SetupError`, in the order of RULES.md §2.1:
 * - `schema`: the setup schema refuses it (`init`, `initDuel`; not `deal`, which trusts the shape).
 * - `deck-too-large`: a deck's counts sum to more than `MAX_DECK` cards.
 * - `unknown-hero-class`: the corpus has no such hero class.
 * - `unknown-power-version`: `versions` pins a hero power version the corpus lacks.
 * - `unknown-card`: a deck names a card id the corpus has no version of.
 * - `unknown-card-version`: a deck (or `versions`) names a version the corpus lacks of a card it has.
 * - `two-versions`: two versions of one card in one duel (the same deck or the two decks).
 * - `unknown-token`: a card or hero power brings into play a token or card the corpus lacks
 *   (at the version `versions` pins).
 * - `corpus-key`: a corpus given in the setup keys a card, token, hero or power by another name
 *   than its own.
 * - `corpus-latest`: that corpus's `latest` names a version it does not have.
 * - `unknown-rule`: `rules` names a constant rules.json does not have.
 * - `invalid-rule`: a rule's value is not an integer within the rules schema's bounds (or a
 *   group is not an object).
 * - `opening-hand-too-large`: an opening hand larger than `maxHand`.
 */
export const SETUP_REASONS = [
  SCHEMA_REASON,
  "deck-too-large",
  "unknown-hero-class",
  "unknown-power-version",
  "unknown-card",
  "unknown-card-version",
  "two-versions",
  "unknown-token",
  "corpus-key",
  "corpus-latest",
  "unknown-rule",
  "invalid-rule",
  "opening-hand-too-large",
] as const;

/** A reason a duel's setup is refused; see {@link SETUP_REASONS}. */
export type SetupReason = (typeof SETUP_REASONS)[number];

/** True when `reason` (a `SetupError`'s, perhaps from another release) is one this engine gives. */
export const isSetupReason: (reason: unknown) => reason is SetupReason = oneOf(SETUP_REASONS);
