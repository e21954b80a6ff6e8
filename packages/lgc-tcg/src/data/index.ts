/**
 * LGC TCG data: the card model, the corpus loader, validation and the card linter (seed §8, §9).
 * @packageDocumentation
 */
export type * from "./types.js";
