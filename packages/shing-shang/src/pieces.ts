/**
 * The two armies and their Bushis (the seed's pieces): sides, kinds, sizes and the small integer
 * codes the move generator stores in its cell array.
 */

/** The two players. Red holds ranks 1–3 and moves first; blue holds ranks 8–10. */
export type Side = "red" | "blue";

/** The three kinds of Bushi, smallest first: singe, lion, dragon. */
export type Kind = "monkey" | "lion" | "dragon";

/** A Bushi on the board. */
export interface Piece {
  readonly side: Side;
  readonly kind: Kind;
}

/** Both sides, red first. */
export const SIDES: readonly Side[] = ["red", "blue"];

/** Every kind, smallest first (the index is the size). */
export const KINDS: readonly Kind[] = ["monkey", "lion", "dragon"];

/** How many Bushis of each kind an army has (seed: 2 dragons, 4 lions, 6 singes). */
export const ARMY: Readonly<Record<Kind, number>> = { monkey: 6, lion: 4, dragon: 2 };

/** The other side. */
export function opponent(side: Side): Side {
  return side === "red" ? "blue" : "red";
}

/** Size of a kind: monkey 0 < lion 1 < dragon 2. A piece may jump over pieces of size ≤ its own. */
export function sizeOf(kind: Kind): number {
  return KINDS.indexOf(kind);
}

// Cell codes: 0 empty, else 1 + 3·side + size (red monkey 1 … blue dragon 6). Kept as plain
// numbers so a board is a 100-byte Int8Array the generator copies and scans cheaply.

/** Code of an empty cell. */
export const EMPTY = 0;

/** Index of a side in codes: red 0, blue 1. */
export type SideIndex = 0 | 1;

/** The code of a piece. */
export function codeOf(piece: Piece): number {
  return 1 + 3 * sideIndex(piece.side) + sizeOf(piece.kind);
}

/** The piece a non-empty code stands for. */
export function pieceOf(code: number): Piece {
  return { side: SIDES[codeSide(code)] as Side, kind: KINDS[codeSize(code)] as Kind };
}

/** Side index of a non-empty code. */
export function codeSide(code: number): SideIndex {
  return code > 3 ? 1 : 0;
}

/** Size of a non-empty code (0 monkey, 1 lion, 2 dragon). */
export function codeSize(code: number): number {
  return (code - 1) % 3;
}

/** Side index of a side name. */
export function sideIndex(side: Side): SideIndex {
  return side === "red" ? 0 : 1;
}

/** Size of the dragon, the only piece that never steps and may enter the enemy portals. */
export const DRAGON_SIZE = 2;
/** Size of the lion. */
export const LION_SIZE = 1;
/** Size of the monkey. */
export const MONKEY_SIZE = 0;
