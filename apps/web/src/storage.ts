import { useCallback, useState } from "preact/hooks";

/**
 * Local storage for what the player would hate to lose: settings, solved levels, games in
 * progress. Every key is prefixed with {@link STORAGE_PREFIX}; values are JSON. Storage can be
 * missing, full or refused (private browsing): reads then give null and writes say false, so a page
 * works the same without it, only forgetting more.
 */
export const STORAGE_PREFIX = "games:";

/** A reader of stored JSON: the value when it has the expected shape, else null. */
export type Parse<T> = (raw: unknown) => T | null;

function storage(): Storage | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    return null; // a sandboxed frame throws on the mere access
  }
}

/** The value stored under `key`, checked by `parse`; null when absent, unreadable or malformed. */
export function loadStored<T>(key: string, parse: Parse<T>): T | null {
  try {
    const text = storage()?.getItem(STORAGE_PREFIX + key);
    return text == null ? null : parse(JSON.parse(text));
  } catch {
    return null;
  }
}

/** Stores `value` as JSON under `key`; false when the storage refused it. */
export function saveStored(key: string, value: unknown): boolean {
  try {
    const s = storage();
    if (!s) return false;
    s.setItem(STORAGE_PREFIX + key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

/** Forgets `key`. */
export function removeStored(key: string): void {
  try {
    storage()?.removeItem(STORAGE_PREFIX + key);
  } catch {
    // nothing stored, nothing to forget
  }
}

/**
 * State that survives a reload: starts from the stored value (or `initial`), and every update is
 * written back.
 */
export function useStoredState<T>(key: string, initial: T, parse: Parse<T>): [T, (value: T) => void] {
  const [value, setValue] = useState<T>(() => loadStored(key, parse) ?? initial);
  const set = useCallback(
    (next: T) => {
      saveStored(key, next);
      setValue(next);
    },
    [key],
  );
  return [value, set];
}

/** A level's best result: how a game scores a solve, e.g. `{ moves: 5 }`. */
export type Metrics = Readonly<Record<string, number>>;

/** Solved levels of one game: level id → best metrics. */
export type Progress<M extends Metrics> = Readonly<Record<string, M>>;

const progressKey = (game: string) => `${game}:progress`;

/** Reads a game's progress, keeping only the entries whose metrics `parse` accepts. */
export function loadProgress<M extends Metrics>(game: string, parse: Parse<M>): Progress<M> {
  const raw = loadStored(progressKey(game), (x) =>
    typeof x === "object" && x !== null && !Array.isArray(x) ? (x as Record<string, unknown>) : null,
  );
  const out: Record<string, M> = {};
  for (const [level, value] of Object.entries(raw ?? {})) {
    const m = parse(value);
    if (m !== null) out[level] = m;
  }
  return out;
}

/**
 * Records a solve of `level`: kept when the level was unsolved or `better(metrics, best)` says it
 * beats the best so far. Returns the progress as it now stands (stored when storage allows).
 */
export function recordSolve<M extends Metrics>(
  game: string,
  level: string,
  metrics: M,
  better: (candidate: M, best: M) => boolean,
  parse: Parse<M>,
): Progress<M> {
  const progress = loadProgress(game, parse);
  const best = progress[level];
  if (best !== undefined && !better(metrics, best)) return progress;
  const next = { ...progress, [level]: metrics };
  saveStored(progressKey(game), next);
  return next;
}

/** Parses metrics with exactly the numeric fields `fields` (extra fields are dropped). */
export function metricsParser<K extends string>(...fields: K[]): Parse<Record<K, number>> {
  return (x) => {
    if (typeof x !== "object" || x === null) return null;
    const out = {} as Record<K, number>;
    for (const f of fields) {
      const v = (x as Record<string, unknown>)[f];
      if (typeof v !== "number" || !Number.isFinite(v)) return null;
      out[f] = v;
    }
    return out;
  };
}

/**
 * A game's solved levels and best metrics, from local storage, with `record` to add a solve.
 * `better(candidate, best)` says when a new solve replaces the best one.
 */
export function useProgress<M extends Metrics>(
  game: string,
  parse: Parse<M>,
  better: (candidate: M, best: M) => boolean,
): { progress: Progress<M>; record: (level: string | number, metrics: M) => void } {
  const [progress, setProgress] = useState(() => loadProgress(game, parse));
  const record = useCallback(
    (level: string | number, metrics: M) =>
      setProgress(recordSolve(game, String(level), metrics, better, parse)),
    [game, parse, better],
  );
  return { progress, record };
}
