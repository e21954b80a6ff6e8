import type { Colour } from "@engines/pigment";

/** How each stain colour is painted on the board. "empty" is the bare dark floor. */
export const STAIN: Readonly<Record<Colour, string>> = {
  empty: "#262a31",
  red: "#d8463c",
  yellow: "#eec53c",
  blue: "#3a78d6",
  white: "#f3f0e8",
  black: "#0b0c0e",
  orange: "#ef8b2c",
  violet: "#8d52c8",
  green: "#46a75a",
};

/** How each face colour is painted on the die; the null face is pale grey, not the floor. */
export const FACE: Readonly<Record<Colour, string>> = { ...STAIN, empty: "#9aa1ab", black: "#17181b" };

/** Colours whose letter reads better in dark ink. */
const LIGHT = new Set<Colour>(["yellow", "white", "empty", "orange"]);

/** Ink for a letter drawn on `colour`. */
export function inkOn(colour: Colour): string {
  return LIGHT.has(colour) ? "#1b1d21" : "#f7f5ef";
}

/** English name of a colour, for labels and screen readers ("null" is the seed's word for the blank face). */
export const COLOUR_NAME: Readonly<Record<Colour, string>> = {
  empty: "null",
  red: "red",
  yellow: "yellow",
  blue: "blue",
  white: "white",
  black: "black",
  orange: "orange",
  violet: "violet",
  green: "green",
};

/** Blends two #rrggbb colours: t = 0 gives `a`, 1 gives `b`. */
export function blend(a: string, b: string, t: number): string {
  const pa = Number.parseInt(a.slice(1), 16);
  const pb = Number.parseInt(b.slice(1), 16);
  const ch = (p: number, shift: number) => (p >> shift) & 255;
  const mixc = (shift: number) => Math.round(ch(pa, shift) + (ch(pb, shift) - ch(pa, shift)) * t);
  return `rgb(${mixc(16)},${mixc(8)},${mixc(0)})`;
}

/** Darkens or lightens a #rrggbb colour by a factor (shading of the cube's faces). */
export function shade(hex: string, factor: number): string {
  const p = Number.parseInt(hex.slice(1), 16);
  const f = (shift: number) => Math.max(0, Math.min(255, Math.round(((p >> shift) & 255) * factor)));
  return `rgb(${f(16)},${f(8)},${f(0)})`;
}
