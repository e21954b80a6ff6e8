/**
 * `@engines/lgc-tcg/node`: reading a card data directory from disk (Node only). Kept apart from
 * the main entry so browsers and bundlers never see a Node built-in.
 * @packageDocumentation
 */
export { loadCorpus, type ReadFiles, readDataDir } from "./data/files.js";
