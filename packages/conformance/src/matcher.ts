import { pointerSegment } from "@core/engine";

/** Where an actual value first departs from the expected one. */
export interface Mismatch {
  /** JSON pointer into the compared value, e.g. `/pos/0`. */
  readonly path: string;
  readonly expected: unknown;
  readonly actual: unknown;
  readonly message: string;
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

/**
 * Deep-partial match: an expected object matches when each of its keys matches (other keys are
 * ignored); an expected array matches an array of the same length element by element; anything
 * else must be strictly equal. Returns the first mismatch, or null.
 */
export function matchPartial(expected: unknown, actual: unknown, path = ""): Mismatch | null {
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual)) return { path, expected, actual, message: "expected an array" };
    if (actual.length !== expected.length) {
      return {
        path,
        expected,
        actual,
        message: `expected ${expected.length} elements, got ${actual.length}`,
      };
    }
    for (let i = 0; i < expected.length; i++) {
      const m = matchPartial(expected[i], actual[i], `${path}/${i}`);
      if (m !== null) return m;
    }
    return null;
  }
  if (isObject(expected)) {
    if (!isObject(actual)) return { path, expected, actual, message: "expected an object" };
    for (const [key, value] of Object.entries(expected)) {
      const sub = `${path}/${pointerSegment(key)}`;
      if (!Object.hasOwn(actual, key))
        return { path: sub, expected: value, actual: undefined, message: "missing" };
      const m = matchPartial(value, actual[key], sub);
      if (m !== null) return m;
    }
    return null;
  }
  return Object.is(expected, actual) || expected === actual
    ? null
    : { path, expected, actual, message: "not equal" };
}

/**
 * Ordered inclusion: each expected element deep-partially matches some actual element, the
 * matches in increasing order (greedy, earliest first). Returns the first unmatched one, or null.
 */
export function matchIncluded(
  expected: readonly unknown[],
  actual: readonly unknown[],
  path = "",
): Mismatch | null {
  let from = 0;
  for (let i = 0; i < expected.length; i++) {
    let found = -1;
    for (let j = from; j < actual.length; j++) {
      if (matchPartial(expected[i], actual[j]) === null) {
        found = j;
        break;
      }
    }
    if (found < 0) {
      return {
        path: `${path}/${i}`,
        expected: expected[i],
        actual: actual.slice(from),
        message: `no event from index ${from} on matches`,
      };
    }
    from = found + 1;
  }
  return null;
}

/**
 * Unordered inclusion: each expected element deep-partially matches some actual element (several
 * may match the same one). Returns the first expected element that matches none, or null.
 */
export function matchSome(
  expected: readonly unknown[],
  actual: readonly unknown[],
  path = "",
): Mismatch | null {
  for (let i = 0; i < expected.length; i++) {
    if (!actual.some((a) => matchPartial(expected[i], a) === null)) {
      return { path: `${path}/${i}`, expected: expected[i], actual, message: "matches no element" };
    }
  }
  return null;
}

/**
 * Exclusion: no actual element deep-partially matches any `excluded` one. Returns the first
 * excluded element that some actual element matches (`actual` is that element), or null.
 */
export function matchNone(
  excluded: readonly unknown[],
  actual: readonly unknown[],
  path = "",
): Mismatch | null {
  for (let i = 0; i < excluded.length; i++) {
    const found = actual.find((a) => matchPartial(excluded[i], a) === null);
    if (found !== undefined) {
      return { path: `${path}/${i}`, expected: excluded[i], actual: found, message: "matches an element" };
    }
  }
  return null;
}

/** Decodes one JSON pointer segment (`~1` → `/`, `~0` → `~`). */
function unescapeSegment(segment: string): string {
  return segment.replace(/~1/g, "/").replace(/~0/g, "~");
}

/**
 * Resolves a JSON pointer (RFC 6901) in a JSON value: `{ found: true, value }`, or
 * `{ found: false }` when some segment does not exist (an array index must be a canonical
 * integer below the length; `-` never exists). Own properties only; a property holding
 * `undefined` is absent, as it would be once the value is sent as JSON.
 */
export function resolvePointer(
  root: unknown,
  pointer: string,
): { readonly found: true; readonly value: unknown } | { readonly found: false } {
  if (pointer === "") return { found: true, value: root };
  let value = root;
  for (const raw of pointer.slice(1).split("/")) {
    const key = unescapeSegment(raw);
    if (Array.isArray(value)) {
      if (!/^(0|[1-9]\d*)$/.test(key) || Number(key) >= value.length) return { found: false };
      value = value[Number(key)];
    } else if (isObject(value) && Object.hasOwn(value, key) && value[key] !== undefined) {
      value = value[key];
    } else {
      return { found: false };
    }
  }
  return { found: true, value };
}
