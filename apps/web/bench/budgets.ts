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
 * can only shrink) and why. Remove an entry once its page fits. Each ceiling sits about 1 KB over
 * the size measured when it was set (the shared page heading, file picker and art seed of the
 * later merges included).
 */
export const OVER_BUDGET: Readonly<Record<string, { readonly ceiling: number; readonly why: string }>> = {
  "tcg-duel": {
    ceiling: 78 * 1024,
    why: "the card corpus (≈ 17 KB), the card art (≈ 15 KB), the engine and the setup check of initDuel compiled ahead of time (≈ 8 KB) are needed to deal and draw the first hand; the bot and its search run in a worker, the online board and the engine object load on demand",
  },
  "tcg-generator": {
    ceiling: 76 * 1024,
    why: "the card being designed is checked live by the card schema's validator compiled ahead of time (≈ 30 KB: smaller than ajv and the schemas, but the card schema compiles to much code), beside the corpus and the card art",
  },
  "tcg-sandbox": {
    ceiling: 118 * 1024,
    why: "composeState (init with card definitions and the corpus) and checkState (a pasted or stored duel state) check with ajv at run time: their validators compiled ahead of time would be larger than ajv (the setup schema's ≈ 75 KB); the kit format loads only when a scenario is saved. Up from 115 KB: splitting the engine's setup modules (so that the duel carries no ajv) costs it ≈ 2 KB of chunk boundaries",
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
  "tcg-sandbox": { when: "open", why: "see OVER_BUDGET" },
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
