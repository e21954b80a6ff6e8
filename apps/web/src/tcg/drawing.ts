/**
 * The drawing vocabulary of the generated card illustrations (issue 17 §5): plain-data shapes and
 * gradients, a seeded die so that a card always draws the same picture, colour and rounding
 * helpers. No JSX and no DOM: `art.tsx` renders what these describe.
 */

/** A gradient the shapes may fill with, as `url(#<id>)` (ids are made unique per card by art.tsx). */
export interface Gradient {
  readonly id: string;
  readonly kind: "linear" | "radial";
  readonly stops: readonly (readonly [offset: number, colour: string, opacity?: number])[];
  /** Linear: from top to bottom unless given (fractions of the box). */
  readonly x1?: number;
  readonly y1?: number;
  readonly x2?: number;
  readonly y2?: number;
}

/** One SVG element: its tag and attributes. */
export interface Shape {
  readonly tag: "path" | "circle" | "ellipse" | "rect" | "polygon" | "line";
  readonly attrs: Readonly<Record<string, string | number>>;
}

/** A whole illustration. */
export interface Illustration {
  readonly gradients: readonly Gradient[];
  readonly shapes: readonly Shape[];
}

/** A small seeded generator (mulberry32): the same card always draws the same picture. */
export interface Dice {
  /** A float in [0, 1). */
  next(): number;
  /** A float in [min, max). */
  between(min: number, max: number): number;
  /** One of the items. */
  pick<T>(items: readonly T[]): T;
}

/** FNV-1a, 32 bits: a stable number from a string. */
export function hashOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Dice seeded by a string. */
export function dice(seed: string): Dice {
  let a = hashOf(seed);
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    between: (min, max) => min + (max - min) * next(),
    pick: (items) => items[Math.floor(next() * items.length)] as (typeof items)[number],
  };
}

/** An HSL colour, rounded. */
export function hsl(h: number, s: number, l: number): string {
  return `hsl(${Math.round(((h % 360) + 360) % 360)} ${Math.round(s)}% ${Math.round(l)}%)`;
}

/** Rounds for compact path data. */
export const r1 = (x: number): number => Math.round(x * 10) / 10;

/** A list of shapes being drawn. */
export type Shapes = Shape[];

/** Appends one shape. */
export const add = (s: Shapes, tag: Shape["tag"], attrs: Shape["attrs"]): void => {
  s.push({ tag, attrs });
};

/** The outline colour of every subject. */
export const INK = "#1c1712";

/** A pair of eyes. */
export function eyes(s: Shapes, cx: number, cy: number, gap: number, r: number, colour = INK): void {
  add(s, "ellipse", { cx: r1(cx - gap), cy: r1(cy), rx: r1(r), ry: r1(r * 1.2), fill: colour });
  add(s, "ellipse", { cx: r1(cx + gap), cy: r1(cy), rx: r1(r), ry: r1(r * 1.2), fill: colour });
}
