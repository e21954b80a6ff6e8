/**
 * The die: six face slots and the roll permutation (seed lines 9–17).
 * @module
 */
import { type Colour, colourCode } from "./colours.js";

/** A roll direction (pointe). North is y − 1, east is x + 1. */
export type Dir = "N" | "E" | "S" | "W";

/** The four directions in the order the engine lists and the solver tries them. */
export const DIRS: readonly Dir[] = ["N", "E", "S", "W"];

/** True when `value` is a direction letter. */
export function isDir(value: unknown): value is Dir {
  return value === "N" || value === "E" || value === "S" || value === "W";
}

/** The colour on each face slot: Down (bas), Up (haut), North, South, East, West. */
export interface Die {
  readonly D: Colour;
  readonly U: Colour;
  readonly N: Colour;
  readonly S: Colour;
  readonly E: Colour;
  readonly W: Colour;
}

/** The six slot names. */
export const SLOTS = ["D", "U", "N", "S", "E", "W"] as const;

/** Every level's starting orientation (seed line 11): null down, black up, red north... */
export const START_DIE: Die = { D: "empty", U: "black", N: "red", S: "blue", E: "yellow", W: "white" };

/** The fixed opposite of each face colour: null↔black, red↔blue, yellow↔white. */
export const OPPOSITE: Readonly<Partial<Record<Colour, Colour>>> = {
  empty: "black",
  black: "empty",
  red: "blue",
  blue: "red",
  yellow: "white",
  white: "yellow",
};

/**
 * The seed's `roll(die, action)`: the die after tipping over one edge towards `dir`. Rolling east
 * brings the east face down, the down face west, the west face up and the up face east; north
 * and south stay. The other directions likewise.
 */
export function roll(die: Die, dir: Dir): Die {
  const { D, U, N, S, E, W } = die;
  switch (dir) {
    case "E":
      return { D: E, U: W, N, S, E: U, W: D };
    case "W":
      return { D: W, U: E, N, S, E: D, W: U };
    case "N":
      return { D: N, U: S, N: U, S: D, E, W };
    case "S":
      return { D: S, U: N, N: D, S: U, E, W };
  }
}

/** True when every pair of opposite slots holds opposite colours (the seed's invariant check). */
export function opposeConsistently(die: Die): boolean {
  return OPPOSITE[die.D] === die.U && OPPOSITE[die.N] === die.S && OPPOSITE[die.E] === die.W;
}

/** The 24 orientations reachable from {@link START_DIE}, in breadth-first order from it. */
export const ORIENTATIONS: readonly Die[] = (() => {
  const found: Die[] = [START_DIE];
  const seen = new Set([dieKey(START_DIE)]);
  for (let i = 0; i < found.length; i++) {
    for (const dir of DIRS) {
      const next = roll(found[i] as Die, dir);
      const key = dieKey(next);
      if (!seen.has(key)) {
        seen.add(key);
        found.push(next);
      }
    }
  }
  return found;
})();

function dieKey(die: Die): number {
  // Down and north fix a rotation of the cube, so they identify an orientation.
  return colourCode(die.D) * 9 + colourCode(die.N);
}

const INDEX = new Map(ORIENTATIONS.map((die, i) => [dieKey(die), i]));

/**
 * The orientation number (0–23) of `die`, or -1 when it is not a rotation of the start die
 * (wrong colours, or a mirror image).
 */
export function orientationIndex(die: Die): number {
  const i = INDEX.get(dieKey(die));
  if (i === undefined) return -1;
  const o = ORIENTATIONS[i] as Die;
  return o.U === die.U && o.S === die.S && o.E === die.E && o.W === die.W ? i : -1;
}

/** `ROLLS[o * 4 + d]`: the orientation after rolling orientation `o` towards `DIRS[d]`. */
export const ROLLS: Int8Array = (() => {
  const table = new Int8Array(ORIENTATIONS.length * DIRS.length);
  ORIENTATIONS.forEach((die, o) => {
    DIRS.forEach((dir, d) => {
      table[o * DIRS.length + d] = orientationIndex(roll(die, dir));
    });
  });
  return table;
})();
