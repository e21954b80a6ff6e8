import { useCallback, useEffect, useRef, useState } from "preact/hooks";

/** The current page path from the location hash: "#/pigment?level=2" → "pigment". */
export function currentPath(hash: string = location.hash): string {
  return hash.replace(/^#\/?/, "").split(/[?/]/)[0] ?? "";
}

/** Query parameters after the path in the hash: "#/pigment?level=2" → level=2. */
export function hashParams(hash: string = location.hash): URLSearchParams {
  const q = hash.indexOf("?");
  return new URLSearchParams(q < 0 ? "" : hash.slice(q + 1));
}

/** Values for {@link withHashParams}: a string or number sets a parameter, null removes it. */
export type ParamUpdate = Readonly<Record<string, string | number | null>>;

/** `hash` with `update` applied to its parameters, the path kept: "#/pigment?level=2" + {level: 3}. */
export function withHashParams(hash: string, update: ParamUpdate): string {
  const params = hashParams(hash);
  for (const [name, value] of Object.entries(update)) {
    if (value === null) params.delete(name);
    else params.set(name, String(value));
  }
  const query = params.toString();
  return `#/${currentPath(hash)}${query ? `?${query}` : ""}`;
}

/** Fired on window after {@link setHashParams} replaced the URL (replaceState fires no event). */
const PARAMS_EVENT = "hashparams";

/**
 * Writes page state into the URL. "push" makes a new history entry, so Back returns to the
 * previous value (a level change); "replace" rewrites the current one (a position within a level,
 * a seed). Either way every {@link useHashParams} user re-renders.
 */
export function setHashParams(update: ParamUpdate, mode: "push" | "replace" = "replace"): void {
  const next = withHashParams(location.hash, update);
  if (next === location.hash) return;
  if (mode === "push") {
    location.hash = next; // fires hashchange
  } else {
    history.replaceState(history.state, "", next);
    dispatchEvent(new Event(PARAMS_EVENT));
  }
}

/** Calls `f` on every change of the hash: navigation, Back/Forward, {@link setHashParams}. */
function useHashListener(f: () => void): void {
  useEffect(() => {
    addEventListener("hashchange", f);
    addEventListener("popstate", f);
    addEventListener(PARAMS_EVENT, f);
    return () => {
      removeEventListener("hashchange", f);
      removeEventListener("popstate", f);
      removeEventListener(PARAMS_EVENT, f);
    };
  }, [f]);
}

/**
 * The current hash's parameters, re-rendering when they change (Back/Forward included). Only the
 * page's own: once the path changes (the page is on its way out), the last ones stay.
 */
export function useHashParams(): URLSearchParams {
  const [hash, setHash] = useState(() => location.hash);
  const path = useRef(currentPath());
  useHashListener(
    useCallback(() => {
      if (currentPath() === path.current) setHash(location.hash);
    }, []),
  );
  return hashParams(hash);
}

/** How one URL parameter reads and writes a typed value. */
export interface ParamCodec<T> {
  /** The value of the raw parameter (null when absent); an unreadable one gives the default. */
  parse(raw: string | null): T;
  /** The parameter's text, or null to leave it out of the URL (e.g. the default). */
  format(value: T): string | null;
}

/** An integer parameter within [min, max]; absent or invalid reads as `fallback`. */
export function intParam(fallback: number, min = -Infinity, max = Infinity): ParamCodec<number> {
  return {
    parse(raw) {
      if (raw === null || !/^-?\d+$/.test(raw)) return fallback;
      const n = Number(raw);
      return n >= min && n <= max ? n : fallback;
    },
    format: (n) => String(n),
  };
}

/** A parameter from a fixed set of words; absent or unknown reads as `fallback`. */
export function enumParam<T extends string>(values: readonly T[], fallback: T): ParamCodec<T> {
  return {
    parse: (raw) => ((values as readonly (string | null)[]).includes(raw) ? (raw as T) : fallback),
    format: (v) => v,
  };
}

/**
 * One typed URL parameter as state: the value follows the URL (so Back/Forward and reloads restore
 * it), and setting it writes the URL with `mode` (see {@link setHashParams}).
 */
export function useHashParam<T>(
  name: string,
  codec: ParamCodec<T>,
  mode: "push" | "replace" = "replace",
): [T, (value: T) => void] {
  const value = codec.parse(useHashParams().get(name));
  const set = useCallback(
    (next: T) => setHashParams({ [name]: codec.format(next) }, mode),
    [name, codec, mode],
  );
  return [value, set];
}

/** The current path, re-rendering on navigation. Hash routing works on any static host. */
export function useRoute(): string {
  const [path, setPath] = useState(currentPath());
  const shown = useRef(path);
  useHashListener(
    useCallback(() => {
      const next = currentPath();
      if (next === shown.current) return; // a parameter change is no new page
      shown.current = next;
      // The next page marks itself ready once it is interactive.
      delete document.documentElement.dataset.ready;
      setPath(next);
    }, []),
  );
  return path;
}

/**
 * Marks a page as ready for input: a performance mark the browser tests read as the time to first
 * interaction, and a `data-ready` attribute they wait for.
 */
export function markInteractive(page: string): void {
  const name = `interactive:${page}`;
  if (performance.getEntriesByName(name).length === 0) performance.mark(name);
  document.documentElement.dataset.ready = page;
}
