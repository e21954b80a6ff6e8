import pkg from "../package.json";

/** The version of `@games/cli`, from its package.json (bundled into the built bin). */
export const VERSION: string = pkg.version;
