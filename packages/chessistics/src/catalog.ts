/**
 * The piece catalog (seed §3.2), read from `data/chessistics/pieces.json`: social status, default
 * level and move pattern of each type, and the priority order built on them (seed §4.3).
 */
import catalogData from "@data/chessistics/pieces.json";
import type { PieceType } from "./types.js";

/** How a piece moves: a slide of 1..range cells along some directions, or a jump to fixed offsets. */
export type MovePattern =
  | {
      readonly kind: "slide";
      readonly directions: "orthogonal" | "diagonal" | "all";
      readonly range: number | "level";
    }
  | { readonly kind: "jump"; readonly offsets: readonly (readonly [number, number])[] };

/** One catalog entry. */
export interface PieceSpec {
  readonly type: PieceType;
  /** The seed's French name (Tour, Fou...). */
  readonly name: string;
  /** The name in other interface languages (issue 30): "Rook", "Bishop"… */
  readonly i18n?: { readonly en?: { readonly name: string } };
  /** Statut social. */
  readonly status: number;
  readonly defaultLevel: number;
  readonly move: MovePattern;
}

/** Every piece type, in catalog order (the order of stock lists and legal actions). */
export const CATALOG: readonly PieceSpec[] = (catalogData as { pieces: PieceSpec[] }).pieces;

/** The piece types, in catalog order. */
export const PIECE_TYPES: readonly PieceType[] = CATALOG.map((p) => p.type);

const BY_TYPE = new Map<string, PieceSpec>(CATALOG.map((p) => [p.type, p]));

/** True when `value` names a piece type of the catalog. */
export function isPieceType(value: unknown): value is PieceType {
  return typeof value === "string" && BY_TYPE.has(value);
}

/** The catalog entry of a type. */
export function pieceSpec(type: PieceType): PieceSpec {
  const spec = BY_TYPE.get(type);
  if (spec === undefined) throw new RangeError(`unknown piece type ${type}`);
  return spec;
}

/** Statut social of a type. */
export function statusOf(type: PieceType): number {
  return pieceSpec(type).status;
}

/** How many cells a slider of this type and level may move (1 for jumps). */
export function rangeOf(type: PieceType, level: number): number {
  const { move } = pieceSpec(type);
  if (move.kind === "jump") return 1;
  return move.range === "level" ? level : move.range;
}

/**
 * Compares the priority of two pieces (seed §4.3): status, then level. Positive when `a` comes
 * first (is higher), negative when `b` does, 0 on a perfect tie.
 */
export function comparePriority(
  a: { type: PieceType; level: number },
  b: { type: PieceType; level: number },
): number {
  return statusOf(a.type) - statusOf(b.type) || a.level - b.level;
}

/**
 * One number that orders pieces as {@link comparePriority} does (status, then level): equal keys
 * are perfect ties. Levels are 1..5 in every level file; larger ones saturate.
 */
export function priorityKey(type: PieceType, level: number): number {
  return statusOf(type) * 1024 + Math.min(Math.max(level, 0), 1023);
}

/** True when pieces of this type jump (the knight): they fly over walls and pieces (seed §2.2, §3.3). */
export function jumps(type: PieceType): boolean {
  return pieceSpec(type).move.kind === "jump";
}

const ROMAN = ["0", "I", "II", "III", "IV", "V"];

/**
 * A display name like "Tour II" (seed §7.4), or "Rook II" with `language` "en" (the catalog's
 * English names, issue 30; French, the source, by default).
 */
export function displayName(type: PieceType, level: number, language: "fr" | "en" = "fr"): string {
  const spec = pieceSpec(type);
  const name = language === "en" ? (spec.i18n?.en?.name ?? spec.name) : spec.name;
  return `${name} ${ROMAN[level] ?? String(level)}`;
}
