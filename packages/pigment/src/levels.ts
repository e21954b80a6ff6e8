/**
 * Levels: the data format, its validation, and the five campaign boards (seed lines 51–61).
 * @module
 */
import { assertSchema, type SchemaCheck, SetupError, schemaCheck } from "@core/engine";
import levelSchema from "@data/pigment/level.schema.json";
import campaign from "@data/pigment/levels.json";
import levelsSchema from "@data/pigment/levels.schema.json";
import { type Cell, cellIndex, formatCell, onBoard, step } from "./board.js";
import type { Colour } from "./colours.js";
import { DIRS } from "./die.js";
import type { PigmentSetupReason } from "./setup-reasons.js";
import * as validators from "./validators.generated.js";

/** A colour on a cell: a mark (marque, the target) or a starting stain. */
export interface Paint {
  readonly cell: Cell;
  readonly colour: Colour;
}

/** A mark: the colour a cell must carry to win. */
export type Mark = Paint;

/** One board, as in `data/pigment/level.schema.json`. */
export interface Level {
  readonly number?: number;
  readonly name: string;
  readonly description?: string;
  readonly start: Cell;
  readonly limit: number;
  readonly marks: readonly Mark[];
  readonly stains?: readonly Paint[];
  readonly holes?: readonly Cell[];
  /** The level's words in other interface languages; name and description stay the source (issue 30). */
  readonly i18n?: { readonly en?: { readonly name: string; readonly description?: string } };
}

/** The level JSON Schema (draft 2020-12). */
export const LEVEL_SCHEMA: object = levelSchema;

/** The campaign file's JSON Schema (draft 2020-12); it references {@link LEVEL_SCHEMA}. */
export const LEVELS_SCHEMA: object = levelsSchema;

let checkLevel: ((data: unknown) => SchemaCheck<Level>) | undefined;
let checkLevels: ((data: unknown) => SchemaCheck<{ levels: Level[] }>) | undefined;

/** Starting stains of a level as a 25-cell array (unlisted cells are empty). */
export function startStains(level: Level): Colour[] {
  const stains: Colour[] = new Array<Colour>(25).fill("empty");
  for (const s of level.stains ?? []) stains[cellIndex(s.cell)] = s.colour;
  return stains;
}

/** Floor flags of a level as a 25-cell array: false on holes. */
export function floorOf(level: Level): boolean[] {
  const floor = new Array<boolean>(25).fill(true);
  for (const h of level.holes ?? []) floor[cellIndex(h)] = false;
  return floor;
}

/** A setup reason, typed against the list (RULES.md "Setup"). */
const reason = (r: PigmentSetupReason): PigmentSetupReason => r;

function uniqueCells(cells: readonly Cell[], path: string, what: string, file?: string): void {
  const seen = new Map<number, number>();
  cells.forEach((cell, i) => {
    const earlier = seen.get(cellIndex(cell));
    if (earlier !== undefined) {
      throw new SetupError(
        `${what} ${formatCell(cell)} is listed twice (first at ${path}/${earlier})`,
        `${path}/${i}`,
        file,
        reason("duplicate-cell"),
      );
    }
    seen.set(cellIndex(cell), i);
  });
}

/**
 * Validates `data` as a level: the JSON Schema, then what a schema cannot say (no duplicate
 * cells, nothing on a hole, the die can move from its start, the marks are not already met).
 * Throws a {@link SetupError} naming `file` and the JSON pointer (prefixed by `base`).
 */
export function parseLevel(data: unknown, file?: string, base = ""): Level {
  checkLevel ??= schemaCheck<Level>(validators.level);
  const level = assertSchema(checkLevel, data, file, base);
  const holes = level.holes ?? [];
  const stains = level.stains ?? [];
  uniqueCells(holes, `${base}/holes`, "hole", file);
  uniqueCells(
    level.marks.map((m) => m.cell),
    `${base}/marks`,
    "mark cell",
    file,
  );
  uniqueCells(
    stains.map((s) => s.cell),
    `${base}/stains`,
    "stain cell",
    file,
  );
  const floor = floorOf(level);
  const isHole = (cell: Cell) => !floor[cellIndex(cell)];
  if (isHole(level.start))
    throw new SetupError("the start cell is a hole", `${base}/start`, file, reason("start-on-hole"));
  level.marks.forEach((m, i) => {
    if (isHole(m.cell))
      throw new SetupError(
        `mark on hole ${formatCell(m.cell)}`,
        `${base}/marks/${i}/cell`,
        file,
        reason("mark-on-hole"),
      );
  });
  stains.forEach((s, i) => {
    if (isHole(s.cell))
      throw new SetupError(
        `stain on hole ${formatCell(s.cell)}`,
        `${base}/stains/${i}/cell`,
        file,
        reason("stain-on-hole"),
      );
  });
  if (!DIRS.some((d) => onBoard(step(level.start, d)) && !isHole(step(level.start, d)))) {
    throw new SetupError(
      "the start cell has no floor neighbour: the die could never move",
      `${base}/start`,
      file,
      reason("start-enclosed"),
    );
  }
  const painted = startStains(level);
  if (level.marks.every((m) => painted[cellIndex(m.cell)] === m.colour)) {
    throw new SetupError(
      "every mark is already met at the start: nothing to play",
      `${base}/marks`,
      file,
      reason("nothing-to-play"),
    );
  }
  // A translation is complete (issue 30): the description too, when the level has one.
  const en = level.i18n?.en;
  if (en !== undefined && level.description !== undefined && en.description === undefined)
    throw new SetupError(
      "the translation lacks the level's description",
      `${base}/i18n/en`,
      file,
      reason("incomplete-translation"),
    );
  return level;
}

/**
 * Validates a campaign file (`{ levels: [...] }`): the schema, each level as {@link parseLevel},
 * and `number` equal to the position (1-based) when present.
 */
export function parseLevels(data: unknown, file?: string): readonly Level[] {
  checkLevels ??= schemaCheck<{ levels: Level[] }>(validators.levels);
  const { levels } = assertSchema(checkLevels, data, file);
  return levels.map((level, i) => {
    const parsed = parseLevel(level, file, `/levels/${i}`);
    if (parsed.number !== undefined && parsed.number !== i + 1) {
      throw new SetupError(`must be ${i + 1}, its position in the list`, `/levels/${i}/number`, file);
    }
    return parsed;
  });
}

/** The five campaign levels from `data/pigment/levels.json`, validated at load. */
export const LEVELS: readonly Level[] = parseLevels(campaign, "data/pigment/levels.json");

/** Campaign level `n` (1-based), or undefined. */
export function levelByNumber(n: number): Level | undefined {
  return Number.isInteger(n) && n >= 1 ? LEVELS[n - 1] : undefined;
}
