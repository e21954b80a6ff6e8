/**
 * The duel engine's `Engine` object, loaded only for "Play online" (page.tsx): its `init` checks
 * any setup, card definitions included, with ajv, which the page's own duels (dealt in start.ts)
 * need not.
 * @module
 */
export { engine } from "@engines/lgc-tcg";
