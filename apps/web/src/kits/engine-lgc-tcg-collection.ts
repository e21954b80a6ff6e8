// The collection engine alone, as the kit page's dynamic import of it (see engines.ts).
export { collectionEngine as engine } from "@engines/lgc-tcg";
