/**
 * A seeded pseudo-random generator whose whole state is plain JSON, so it lives inside a game
 * state and a replay reproduces every draw. Algorithm: sfc32 (Chris Doty-Humphrey's Small Fast
 * Counting generator), 128 bits of state, seeded through a 32-bit string/number hash.
 * Every function is pure: it returns the value drawn and the next generator state.
 */
export interface Rng {
  readonly algorithm: "sfc32";
  readonly state: readonly [number, number, number, number];
}

function hashSeed(seed: number | string): [number, number, number, number] {
  // cyrb128-style mixing: spreads any string (or a number's decimal text) over four words.
  const text = typeof seed === "number" ? `n:${seed}` : `s:${seed}`;
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  return [(h1 ^ h2 ^ h3 ^ h4) >>> 0, (h2 ^ h1) >>> 0, (h3 ^ h1) >>> 0, (h4 ^ h1) >>> 0];
}

/** A generator seeded from a number or a string. Equal seeds give equal sequences. */
export function seedRng(seed: number | string): Rng {
  let rng: Rng = { algorithm: "sfc32", state: hashSeed(seed) };
  // Discard the first outputs: sfc32 needs a few rounds to mix a fresh state.
  for (let i = 0; i < 12; i++) rng = nextUint32(rng)[1];
  return rng;
}

/** True when `value` is a well-formed generator state (for validating stored states). */
export function isRng(value: unknown): value is Rng {
  if (typeof value !== "object" || value === null) return false;
  const r = value as { algorithm?: unknown; state?: unknown };
  return (
    r.algorithm === "sfc32" &&
    Array.isArray(r.state) &&
    r.state.length === 4 &&
    r.state.every((w) => Number.isInteger(w) && w >= 0 && w <= 0xffffffff)
  );
}

/** A uniform 32-bit unsigned integer. */
export function nextUint32(rng: Rng): [number, Rng] {
  let [a, b, c, d] = rng.state;
  const t = (((a + b) | 0) + d) | 0;
  d = (d + 1) | 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) | 0;
  c = (c << 21) | (c >>> 11);
  c = (c + t) | 0;
  return [t >>> 0, { algorithm: "sfc32", state: [a >>> 0, b >>> 0, c >>> 0, d >>> 0] }];
}

/** A uniform float in [0, 1) with 32 bits of randomness. */
export function nextFloat(rng: Rng): [number, Rng] {
  const [u, next] = nextUint32(rng);
  return [u / 0x100000000, next];
}

/** A uniform integer in [0, n), without modulo bias. `n` must be a positive integer ≤ 2^32. */
export function nextInt(rng: Rng, n: number): [number, Rng] {
  if (!Number.isInteger(n) || n <= 0 || n > 0x100000000) throw new RangeError(`nextInt: bad bound ${n}`);
  const limit = 0x100000000 - (0x100000000 % n);
  let r = rng;
  for (;;) {
    const [u, next] = nextUint32(r);
    r = next;
    if (u < limit) return [u % n, r];
  }
}

/** One element chosen uniformly. `items` must not be empty. */
export function pick<T>(rng: Rng, items: readonly T[]): [T, Rng] {
  const [i, next] = nextInt(rng, items.length);
  return [items[i] as T, next];
}

/** A uniformly shuffled copy (Fisher–Yates); `items` is untouched. */
export function shuffle<T>(rng: Rng, items: readonly T[]): [T[], Rng] {
  const out = items.slice();
  let r = rng;
  for (let i = out.length - 1; i > 0; i--) {
    const [j, next] = nextInt(r, i + 1);
    r = next;
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return [out, r];
}
