/**
 * `@engines/lgc-tcg/data`: the card data model and its tooling (§2–§4, §7) — the launch corpus,
 * schemas, decks and deck-building, card text, design budgets and the linter — without the duel
 * engine or the collection. Reading a data directory from disk is `/node`.
 * @packageDocumentation
 */
export * from "../data/index.js";
