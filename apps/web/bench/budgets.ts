/**
 * What a route may cost (issue 18), shared by the `bench` report and test/route-budgets.test.ts:
 * the gzipped JS a visit downloads beyond the shell, and whether ajv may be in it.
 * @module
 */
import type { Chunk, RouteSize } from "./route-sizes.js";

/** A game page's budget: route JS on open, gzipped. */
export const GAME_PAGE_BUDGET = 60 * 1024;

/**
 * Pages that are tools rather than games: the kits page (which loads its kits and engines
 * lazily) and the TCG balance dashboard (a designer's tool: Chart.js and the card data are its
 * own; it carries no ajv either, its report check being compiled ahead of time).
 */
export const TOOL_PAGES: ReadonlySet<string> = new Set(["kits", "tcg-balance"]);

/**
 * Game pages over the 60 KB budget, each with the ceiling it may not exceed (so that it can only
 * shrink) and why. The three TCG pages that were over (duel 77.7 KB, generator 75.1, sandbox
 * 117.6) fit since their card art, card check and sandbox checks load on demand and the duel
 * deals its own setups without initDuel's validator (README, "Route JS"); on 6 December 2026
 * (issue 30) the card data gained its English words (names, texts and flavours of 121 card
 * versions, tokens, heroes, labels) and the English text generator, about 5–8 KB gzipped, which
 * put the duel and the sandbox back over; then (issue 31) Extension 1's set (80 cards with their
 * English words, about 10 KB gzipped) put the collection, the decks and the generator over too. Loading a set's
 * cards on demand (a page needs the sets its decks use) would bring them back. A page that cannot
 * fit goes here with a ceiling about 1 KB over its measured size.
 */
export const OVER_BUDGET: Readonly<Record<string, { readonly ceiling: number; readonly why: string }>> = {
  "tcg-duel": {
    ceiling: 83 * 1024,
    why: "the bundled cards carry both languages' words (issue 30) and both sets (issue 31); the table shows Secrets and their going off, and the bot may play a deck of its class (issue 31) (82.3 KB measured)",
  },
  "tcg-sandbox": {
    ceiling: 86 * 1024,
    why: "the bundled cards carry both languages' words (issue 30) and both sets (issue 31), the hand is drawn as readable text beside the printed card, and the table shows Secrets (issue 31) (85.2 KB measured)",
  },
  "tcg-collection": {
    ceiling: 74 * 1024,
    why: "the bundled cards carry both languages' words (issue 30) and both sets (issue 31) (71.9 KB measured)",
  },
  "tcg-generator": {
    ceiling: 63 * 1024,
    why: "the card data it lists carries both languages' words (issue 30) and both sets (issue 31) (62.4 KB measured)",
  },
  "tcg-decks": {
    ceiling: 81 * 1024,
    why: "the bundled cards carry both languages' words (issue 30) and both sets (issue 31), signed in the builder saves to the account (issue 27), withdrawn cards are marked and decks shared (issue 27), and the card list filters by class and says why another class's card is not addable (issue 31) (80.2 KB measured)",
  },
};

/**
 * Game pages that may still load ajv, and when: "open" (in the route JS) or "demand" (only in a
 * chunk loaded on demand). Every other game page carries none (issue 18).
 */
export const AJV_ALLOWED: Readonly<
  Record<string, { readonly when: "open" | "demand"; readonly why: string }>
> = {
  "tcg-duel": {
    when: "demand",
    why: 'only "Play online" loads the Engine object, whose init checks any setup (card definitions included) with ajv',
  },
  "tcg-sandbox": {
    when: "demand",
    why: "composeState (a position played or turned to JSON) and checkState (a pasted state, or a stored game resumed) check with ajv: their chunk loads only then, never to show the editor",
  },
};

/** The route JS budget of a page, in bytes gzipped. */
export function budgetOf(route: string): number {
  return OVER_BUDGET[route]?.ceiling ?? GAME_PAGE_BUDGET;
}

/** True when a chunk bundles ajv (its compiler or its runtime). */
export function hasAjv(chunk: Chunk): boolean {
  return chunk.sources.some((s) => /\/node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?ajv\//.test(s));
}

/** True when ajv is among what a visit to the route may load (on open or on demand). */
export function routeHasAjv(route: RouteSize): boolean {
  return [...route.initial, ...route.onDemand].some(hasAjv);
}

/** True when ajv is in the route JS a visit downloads on open. */
export function routeHasAjvOnOpen(route: RouteSize): boolean {
  return route.initial.some(hasAjv);
}
