/**
 * Exact point arithmetic. DEF mixes whole points with fallbacks worth `fallbackFactor` = n/d, so
 * every DEF is kept as an integer count of 1/d points: no floating-point drift (3 × 0.66 is 1.98,
 * not 1.9800000000000002).
 */
import type { Fraction, LossRounding } from "./types.js";

function gcd(a: number, b: number): number {
  let x = Math.abs(a);
  let y = Math.abs(b);
  while (y !== 0) [x, y] = [y, x % y];
  return x;
}

/** `num/den` reduced (den > 0). */
export function fraction(num: number, den: number): Fraction {
  const g = gcd(num, den) || 1;
  return { num: num / g, den: den / g };
}

/**
 * Reads a fallback factor: a number with at most two decimals (0.66 is exactly 66/100) or a
 * string "p/q" (e.g. "2/3"). Returns null when it is neither, or not strictly between 0 and 1.
 */
export function parseFactor(value: unknown): Fraction | null {
  let f: Fraction | null = null;
  if (typeof value === "number" && Number.isFinite(value)) {
    const hundredths = Math.round(value * 100);
    if (Math.abs(hundredths - value * 100) < 1e-9) f = fraction(hundredths, 100);
  } else if (typeof value === "string") {
    const m = /^\s*(\d{1,4})\s*\/\s*(\d{1,4})\s*$/.exec(value);
    if (m !== null && Number(m[2]) > 0) f = fraction(Number(m[1]), Number(m[2]));
  }
  if (f === null || f.num <= 0 || f.num >= f.den) return null;
  return f;
}

/** Writes a fraction as the shortest exact text: "3/4", "2", "99/50". */
export function makeFraction(f: Fraction): string {
  const r = fraction(f.num, f.den);
  return r.den === 1 ? String(r.num) : `${r.num}/${r.den}`;
}

/** `scaled/den` as a number, by one division: the double nearest the exact value. */
export function toNumber(scaled: number, den: number): number {
  return scaled / den;
}

/**
 * Units lost when `att` whole attack points meet `defScaled/den` defense points: ATT − DEF when
 * positive, rounded as the option says ("round" rounds halves up).
 */
export function lossCount(att: number, defScaled: number, den: number, rounding: LossRounding): number {
  const diff = att * den - defScaled; // (ATT − DEF) in 1/den points
  if (diff <= 0) return 0;
  switch (rounding) {
    case "ceil":
      return Math.ceil(diff / den);
    case "floor":
      return Math.floor(diff / den);
    case "round":
      return Math.floor((2 * diff + den) / (2 * den));
  }
}
