/**
 * Stand-ins for the Node modules `@engines/lgc-tcg` imports for reading a data directory from disk
 * (`readDataDir`). The pages never call it — they use the bundled corpus — but Vite's dev server
 * refuses even to import a Node built-in in client code, so vite.config.ts points those imports here.
 */
const unavailable = (name: string) => (): never => {
  throw new Error(`${name} is not available in the browser`);
};

export const readdir = unavailable("fs.readdir");
export const readFile = unavailable("fs.readFile");
export const join = unavailable("path.join");
