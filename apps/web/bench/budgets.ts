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
 * Game pages over the 60 KB budget today, each with the ceiling it may not exceed (so that they
 * can only shrink) and why. Remove an entry once its page fits.
 */
export const OVER_BUDGET: Readonly<Record<string, { readonly ceiling: number; readonly why: string }>> = {
  "tcg-duel": {
    ceiling: 111 * 1024,
    why: "engine.init checks the setup with ajv (the setup schema compiled ahead of time is larger than ajv); since the balance and online merges the ISMCTS search (reached by chooseAction) and the online panel's hook sit in the route chunk: lazy-load them to win back ≈ 4 KB",
  },
  "tcg-generator": {
    ceiling: 90 * 1024,
    why: "the card being designed is checked live with ajv (the card schema compiled ahead of time is larger than ajv)",
  },
  "tcg-sandbox": {
    ceiling: 115 * 1024,
    why: "engine.init and checkState (a pasted or stored duel state, whose schema holds the card schema) use ajv, beside the duel table; the kit format loads only when a scenario is saved",
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
