/**
 * `@engines/lgc-tcg/collection`: the collection engine and its Sceaux economy (§7.6, §10) —
 * packs, melting, crafting, alternative illustrations, saved collections — without the duel.
 * @packageDocumentation
 */
export * from "../collection/index.js";
