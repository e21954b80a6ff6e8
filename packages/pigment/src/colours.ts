/**
 * The stain alphabet and the mixing table (seed lines 19–25).
 * @module
 */

/**
 * Every stain colour, in the order the seed's `mix` uses to sort a pair into `low`/`high`
 * (vide, rouge, jaune, bleu, blanc, noir, orange, violet, vert).
 */
export const COLOURS = [
  "empty",
  "red",
  "yellow",
  "blue",
  "white",
  "black",
  "orange",
  "violet",
  "green",
] as const;

/** A stain (tache) or a die face. `empty` is the die's "null" face and an unpainted cell. */
export type Colour = (typeof COLOURS)[number];

/** The six colours a die face can carry (three opposite pairs). */
export const FACE_COLOURS: readonly Colour[] = ["empty", "black", "red", "blue", "yellow", "white"];

const RANK: Readonly<Record<Colour, number>> = Object.fromEntries(COLOURS.map((c, i) => [c, i])) as Record<
  Colour,
  number
>;

/** True when `value` is one of the nine colour names. */
export function isColour(value: unknown): value is Colour {
  return typeof value === "string" && Object.hasOwn(RANK, value);
}

/** Position of a colour in {@link COLOURS} (0–8): the compact code the solver uses. */
export function colourCode(colour: Colour): number {
  return RANK[colour];
}

/**
 * The seed's `mix(existing, face)`, step for step: the stain a cell gets when `face` lands on it.
 * Null leaves the cell alone, white erases (even a sealed cell), black seals, a primary paints an
 * empty cell, the same primary twice changes nothing, two different primaries make their
 * secondary, and anything else seals (black).
 */
export function mixColours(existing: Colour, face: Colour): Colour {
  if (face === "empty") return existing;
  if (face === "white") return "empty";
  if (face === "black") return "black";
  if (existing === "empty") return face;
  if (existing === face) return existing;
  const [low, high] = RANK[existing] < RANK[face] ? [existing, face] : [face, existing];
  if (low === "red" && high === "yellow") return "orange";
  if (low === "red" && high === "blue") return "violet";
  if (low === "yellow" && high === "blue") return "green";
  return "black";
}

// The table, precomputed once: `reduce` and the solver look results up instead of branching.
const TABLE: readonly Colour[] = COLOURS.flatMap((existing) =>
  COLOURS.map((face) => mixColours(existing, face)),
);

/** {@link mixColours} by table lookup (same results, faster). */
export function mix(existing: Colour, face: Colour): Colour {
  return TABLE[RANK[existing] * COLOURS.length + RANK[face]] as Colour;
}

/** A sealed cell (case scellée) is one stained black: only white can clear it. */
export function isSealed(stain: Colour): boolean {
  return stain === "black";
}

/** One capital letter per colour, for marks drawn as a ring plus a letter (seed line 79). */
export const COLOUR_LETTER: Readonly<Record<Colour, string>> = {
  empty: "E",
  red: "R",
  yellow: "Y",
  blue: "B",
  white: "W",
  black: "K",
  orange: "O",
  violet: "V",
  green: "G",
};
