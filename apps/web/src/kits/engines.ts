import type { AnyEngine } from "@core/engine";

/**
 * The engines the kit page runs, by the id each declares (kits name their engine by `engine.id`,
 * not by package name). Each is its own chunk, loaded when the first kit naming it comes up. Each
 * is imported through a one-line module exporting `engine` alone: a dynamic import of the package
 * itself would keep every export of it in the chunk the game pages share (for the TCG, the data
 * checks and their schema validator; issue 18).
 */
const LOADERS: Readonly<Record<string, () => Promise<AnyEngine>>> = {
  pigment: () => import("./engine-pigment.js").then((m) => m.engine),
  chessistics: () => import("./engine-chessistics.js").then((m) => m.engine),
  "shing-shang": () => import("./engine-shing-shang.js").then((m) => m.engine),
  diplomaxy: () => import("./engine-diplomaxy.js").then((m) => m.engine),
  "lgc-tcg": () => import("./engine-lgc-tcg.js").then((m) => m.engine),
  "lgc-tcg-collection": () => import("./engine-lgc-tcg-collection.js").then((m) => m.engine),
};

const loading = new Map<string, Promise<AnyEngine | undefined>>();

/**
 * The engine with this id, loaded once: undefined when no engine has it; rejects when its chunk
 * fails to load or declares another id.
 */
export function loadEngine(id: string): Promise<AnyEngine | undefined> {
  let engine = loading.get(id);
  if (engine === undefined) {
    const load = Object.hasOwn(LOADERS, id) ? LOADERS[id] : undefined;
    engine =
      load === undefined
        ? Promise.resolve(undefined)
        : load().then((e) => {
            if (e?.id !== id) throw new Error(`the engine loaded for "${id}" declares id "${String(e?.id)}"`);
            return e;
          });
    loading.set(id, engine);
  }
  return engine;
}

/** Loads every engine; one that fails to load is reported, not fatal. */
export async function loadEngines(): Promise<{ engines: Map<string, AnyEngine>; errors: string[] }> {
  const engines = new Map<string, AnyEngine>();
  const errors: string[] = [];
  const ids = Object.keys(LOADERS);
  const settled = await Promise.allSettled(ids.map(loadEngine));
  settled.forEach((s, i) => {
    if (s.status === "rejected") errors.push(String(s.reason));
    else if (s.value !== undefined) engines.set(ids[i] as string, s.value);
  });
  return { engines, errors };
}
