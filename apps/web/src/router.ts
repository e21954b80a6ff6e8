import { useEffect, useState } from "preact/hooks";

/** The current page path from the location hash: "#/pigment?level=2" → "pigment". */
export function currentPath(hash: string = location.hash): string {
  return hash.replace(/^#\/?/, "").split(/[?/]/)[0] ?? "";
}

/** Query parameters after the path in the hash: "#/pigment?level=2" → level=2. */
export function hashParams(hash: string = location.hash): URLSearchParams {
  const q = hash.indexOf("?");
  return new URLSearchParams(q < 0 ? "" : hash.slice(q + 1));
}

/** The current path, re-rendering on navigation. Hash routing works on any static host. */
export function useRoute(): string {
  const [path, setPath] = useState(currentPath());
  useEffect(() => {
    const onChange = () => {
      // The next page marks itself ready once it is interactive.
      delete document.documentElement.dataset.ready;
      setPath(currentPath());
    };
    addEventListener("hashchange", onChange);
    return () => removeEventListener("hashchange", onChange);
  }, []);
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
