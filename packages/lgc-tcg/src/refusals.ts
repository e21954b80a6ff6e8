/**
 * The reasons of a duel's `rejected` event (RULES.md §9, "Refusal reasons"), so that a client can
 * tell a refused intent in its own language. A duel refusal carries no `detail` except the seat
 * check's (`invalid-seat`, `not-your-action`), whose English words come from `@core/engine`.
 */
import { oneOf } from "@core/engine/manifest";

/**
 * Every reason the duel's `reduce` gives a `rejected` event, in the order of RULES.md §9, then
 * the attack reasons of §5 and the seat reasons of §10.1. A new refusal gets a new code (and a
 * changeset); a code is never reused for another case.
 */
export const DUEL_REFUSALS = [
  // Malformed intents.
  "invalid-action",
  "invalid-player",
  "invalid-targets",
  "unknown-action",
  "invalid-replace",
  "invalid-card",
  "invalid-attack",
  "invalid-source",
  // Phase and turn.
  "game-over",
  "mulligan-phase",
  "mulligan-over",
  "already-mulliganed",
  "duplicate-card",
  "not-in-hand",
  "not-your-turn",
  // Playing a card, the hero power, a manual ability.
  "not-enough-ferveur",
  "board-full",
  "permanents-full",
  // Secrets (RULES.md §16): at most `maxSecrets` in play, never two of the same card.
  "secrets-full",
  "secret-in-play",
  "no-valid-target",
  "missing-target",
  "invalid-target",
  "unexpected-target",
  "no-hero-power",
  "hero-power-used",
  "not-your-entity",
  "silenced",
  "no-manual-ability",
  "already-activated",
  // Attacks (§5).
  "not-your-creature",
  "already-attacked",
  "no-attack",
  "summoning-sickness",
  "rush-cannot-attack-hero",
  "stealth",
  "taunt",
  // Stamped intents (§10.1).
  "invalid-seat",
  "not-your-action",
] as const;

/** A reason the duel refuses an intent; see {@link DUEL_REFUSALS}. */
export type DuelRefusal = (typeof DUEL_REFUSALS)[number];

/** True when `reason` (a `rejected` event's, perhaps from another release) is one the duel gives. */
export const isDuelRefusal: (reason: unknown) => reason is DuelRefusal = oneOf(DUEL_REFUSALS);
