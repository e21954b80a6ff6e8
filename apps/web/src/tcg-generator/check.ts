/**
 * The card check and the card file's canonical text, in a chunk of their own: the card schema's
 * validator compiled ahead of time weighs ≈ 30 KB gz, which the generator loads only once the
 * card differs from the one it opened with (see use-card-check.ts; issue 18).
 * @module
 */
export { makeCard, validateCard } from "@engines/lgc-tcg";
