/**
 * Levels (seed §8, format §10): the JSON Schema check, the semantic checks a schema cannot
 * express (cells on the board and distinct, demanded cargo produced somewhere, missions numbered
 * 1..k), the six built-in levels, and the first state of a level.
 */
import {
  assertSchema,
  isRecord,
  pointer,
  SCHEMA_REASON,
  type SchemaCheck,
  SetupError,
  schemaCheck,
} from "@core/engine";
import levelSchema from "@data/chessistics/level.schema.json";
import level1 from "@data/chessistics/levels/level_01.json";
import level2 from "@data/chessistics/levels/level_02.json";
import level3 from "@data/chessistics/levels/level_03.json";
import level4 from "@data/chessistics/levels/level_04.json";
import level5 from "@data/chessistics/levels/level_05.json";
import level6 from "@data/chessistics/levels/level_06.json";
import level7 from "@data/chessistics/levels/level_07.json";
import { arrivals, makeSquareName } from "./board.js";
import { PIECE_TYPES, pieceSpec } from "./catalog.js";
import { emptyTracking } from "./missions.js";
import type { ChessisticsSetupReason } from "./setup-reasons.js";
import type { Area, Mission, PieceType, State, StockEntry } from "./types.js";
import * as validators from "./validators.generated.js";

/** A level file (seed §10 format plus optional `parTurns` and `mission` on demands). */
export interface Level {
  readonly id: number | string;
  readonly name: string;
  readonly description?: string;
  readonly width: number;
  readonly height: number;
  readonly productions: readonly { x: number; y: number; name: string; cargo: string; amount: number }[];
  readonly demands: readonly {
    x: number;
    y: number;
    name: string;
    cargo: string;
    amount: number;
    parTurns?: number;
    mission?: number;
  }[];
  readonly walls: readonly { x: number; y: number }[];
  readonly pieces: readonly LevelStock[];
  /** A campaign's missions: titles, the board's growth and reinforcements (seed §7.1, §7.6). */
  readonly missions?: readonly LevelMission[];
  /** The level's words in other interface languages; the fields above stay the source (issue 30). */
  readonly i18n?: { readonly en?: LevelWords };
}

/**
 * A level's words in one language: its name and description, its buildings' names keyed by the
 * source name, and its missions' titles and descriptions in mission order.
 */
export interface LevelWords {
  readonly name: string;
  readonly description?: string;
  readonly buildings?: Readonly<Record<string, string>>;
  readonly missions?: readonly { readonly title: string; readonly description?: string }[];
}

/** Pieces of a level's (or a mission's) stock. */
export interface LevelStock {
  readonly type: PieceType;
  readonly level?: number;
  readonly count: number;
}

/** One mission of a campaign level. */
export interface LevelMission {
  readonly title: string;
  readonly description?: string;
  /** The cells that join the board when the mission begins. */
  readonly area: readonly Area[];
  /** Pieces added to the stock when the mission begins. */
  readonly pieces?: readonly LevelStock[];
}

/** The level JSON Schema (draft 2020-12), as in `data/chessistics/level.schema.json`. */
export const LEVEL_SCHEMA: object = levelSchema;

let check: ((data: unknown) => SchemaCheck<Level>) | undefined;

/** Throws the `SetupError` of a level check: its reason, words and path within the level. */
type Fail = (reason: ChessisticsSetupReason, message: string, ...path: (string | number)[]) => never;

/**
 * Validates a level: its schema, then the rules a schema cannot state. Throws a
 * {@link SetupError} naming `file` and the JSON pointer (prefixed by `base`) of the problem.
 */
export function parseLevel(data: unknown, file?: string, base = ""): Level {
  check ??= schemaCheck<Level>(validators.level);
  const level = assertSchema(check, data, file, base);
  const fail: Fail = (reason, message, ...path) => {
    throw new SetupError(message, `${base}${pointer(...path)}`, file, reason);
  };
  const taken = new Map<string, string>();
  const place = (x: number, y: number, what: string, ...path: (string | number)[]): void => {
    if (x >= level.width)
      fail("off-grid", `x ${x} is off the ${level.width}×${level.height} board`, ...path, "x");
    if (y >= level.height)
      fail("off-grid", `y ${y} is off the ${level.width}×${level.height} board`, ...path, "y");
    const square = makeSquareName({ x, y });
    const already = taken.get(square);
    if (already !== undefined) fail("cell-taken", `${square} already holds ${already}`, ...path);
    taken.set(square, what);
  };
  for (const [i, w] of level.walls.entries()) place(w.x, w.y, "a wall", "walls", i);
  for (const [i, p] of level.productions.entries())
    place(p.x, p.y, `the production "${p.name}"`, "productions", i);
  for (const [i, d] of level.demands.entries()) place(d.x, d.y, `the demand "${d.name}"`, "demands", i);
  const produced = new Set(level.productions.map((p) => p.cargo));
  level.demands.forEach((d, i) => {
    if (!produced.has(d.cargo))
      fail(
        "cargo-not-produced",
        `no production makes "${d.cargo}", so this demand can never be met`,
        "demands",
        i,
        "cargo",
      );
  });
  const missions = new Set(level.demands.map((d) => d.mission ?? 1));
  for (let m = 1; m <= missions.size; m++) {
    if (!missions.has(m))
      fail(
        "mission-gap",
        `missions must be numbered 1..${missions.size} without gaps; mission ${m} has no demand`,
        "demands",
      );
  }
  const listedOnce = (stock: readonly LevelStock[], ...path: (string | number)[]): void => {
    const seen = new Set<string>();
    stock.forEach((p, i) => {
      const lvl = p.level ?? pieceSpec(p.type).defaultLevel;
      if (seen.has(`${p.type}:${lvl}`))
        fail("stock-listed-twice", `${p.type} level ${lvl} is listed twice`, ...path, i);
      seen.add(`${p.type}:${lvl}`);
    });
  };
  listedOnce(level.pieces, "pieces");
  if (level.missions !== undefined) checkCampaign(level, missions.size, fail, listedOnce);
  const en = level.i18n?.en;
  if (en !== undefined)
    checkWords(level, en, (message, ...path) =>
      fail("incomplete-translation", message, "i18n", "en", ...path),
    );
  return level;
}

/**
 * A translation is complete (issue 30): every word the source has is translated — the
 * description, each building's name, each mission's title and description — and it translates
 * nothing the level does not have, so a renamed building cannot leave a stale word behind.
 */
function checkWords(
  level: Level,
  words: LevelWords,
  fail: (message: string, ...path: (string | number)[]) => never,
): void {
  if (level.description !== undefined && words.description === undefined)
    fail("the translation lacks the level's description");
  const names = new Set([...level.productions, ...level.demands].map((b) => b.name));
  const given = words.buildings ?? {};
  for (const name of names)
    if (!Object.hasOwn(given, name)) fail(`the translation lacks the building "${name}"`, "buildings");
  for (const name of Object.keys(given))
    if (!names.has(name)) fail(`no building of the level is named "${name}"`, "buildings", name);
  const missions = level.missions ?? [];
  const translated = words.missions ?? [];
  if (translated.length !== missions.length)
    fail(
      `the level has ${missions.length} mission(s) listed but ${translated.length} are translated`,
      "missions",
    );
  missions.forEach((m, k) => {
    if (m.description !== undefined && translated[k]!.description === undefined)
      fail(`the translation lacks mission ${k + 1}'s description`, "missions", k);
  });
}

/**
 * The rules of a campaign's missions list: one entry per mission, areas on the grid, a first
 * area to start from, and nothing a mission needs arriving after it (its demands, a production
 * of their cargo), nor anything never arriving at all.
 */
function checkCampaign(
  level: Level,
  count: number,
  fail: Fail,
  listedOnce: (stock: readonly LevelStock[], ...path: (string | number)[]) => void,
): void {
  const missions = level.missions ?? [];
  if (missions.length !== count)
    fail(
      "mission-count",
      `the demands name ${count} mission(s) but ${missions.length} are listed`,
      "missions",
    );
  missions.forEach((m, k) => {
    if (k === 0 && m.area.length === 0)
      fail(
        "empty-first-area",
        "the first mission's area is the starting board: it cannot be empty",
        "missions",
        0,
        "area",
      );
    m.area.forEach((r, j) => {
      if (r.x + r.width > level.width || r.y + r.height > level.height)
        fail(
          "area-off-grid",
          `the ${r.width}×${r.height} rectangle at (${r.x}, ${r.y}) leaves the ${level.width}×${level.height} grid`,
          "missions",
          k,
          "area",
          j,
        );
    });
    listedOnce(m.pieces ?? [], "missions", k, "pieces");
  });
  const since = arrivals(
    level.width,
    level.height,
    missions.map((m) => m.area),
  );
  const arrival = (c: { x: number; y: number }): number => since[c.y * level.width + c.x]!;
  const never = (what: string): string => `${what} is in no mission's area: it would never be on the board`;
  level.walls.forEach((w, i) => {
    if (arrival(w) === 0) fail("never-on-board", never("this wall"), "walls", i);
  });
  level.productions.forEach((p, i) => {
    if (arrival(p) === 0) fail("never-on-board", never(`the production "${p.name}"`), "productions", i);
  });
  level.demands.forEach((d, i) => {
    const mission = d.mission ?? 1;
    if (arrival(d) === 0) fail("never-on-board", never(`the demand "${d.name}"`), "demands", i);
    if (arrival(d) > mission)
      fail(
        "demand-too-late",
        `the demand "${d.name}" of mission ${mission} only appears with mission ${arrival(d)}`,
        "demands",
        i,
      );
    if (!level.productions.some((p) => p.cargo === d.cargo && arrival(p) <= mission))
      fail(
        "cargo-too-late",
        `no production of "${d.cargo}" is on the board by mission ${mission}`,
        "demands",
        i,
        "cargo",
      );
  });
}

/**
 * The built-in levels, by number: the six levels of the seed's prototype (§8), then the campaign
 * "La Quête du Roi" (7), eight missions on a board that grows (§7.1, §7.6).
 */
export const LEVELS: readonly Level[] = [level1, level2, level3, level4, level5, level6, level7].map((l, i) =>
  parseLevel(l, `data/chessistics/levels/level_0${i + 1}.json`),
);

/** A built-in level by its number 1..7, or undefined. */
export function builtinLevel(n: unknown): Level | undefined {
  return typeof n === "number" && Number.isInteger(n) ? LEVELS[n - 1] : undefined;
}

/** What `init` accepts: a built-in level's number, or a level object. */
export interface Setup {
  readonly level: number | Level;
}

/** Resolves a setup to a validated level; throws {@link SetupError} with a pointer. */
export function levelOfSetup(setup: unknown): Level {
  if (!isRecord(setup))
    throw new SetupError('the setup must be an object like { "level": 1 }', "", undefined, SCHEMA_REASON);
  for (const key of Object.keys(setup))
    if (key !== "level")
      throw new SetupError("is not an allowed property", pointer(key), undefined, SCHEMA_REASON);
  const { level } = setup;
  if (typeof level === "number") {
    const found = builtinLevel(level);
    if (found === undefined)
      throw new SetupError(
        `no built-in level ${level}: choose 1..${LEVELS.length}`,
        "/level",
        undefined,
        "unknown-level" satisfies ChessisticsSetupReason,
      );
    return found;
  }
  if (!isRecord(level))
    throw new SetupError(
      `must be a level number 1..${LEVELS.length} or a level object`,
      "/level",
      undefined,
      SCHEMA_REASON,
    );
  return parseLevel(level, undefined, "/level");
}

/** Stock entries of a level's pieces list: one per type and level, in catalog order, then level. */
function stockOf(pieces: readonly LevelStock[]): StockEntry[] {
  const counts = new Map<string, StockEntry>();
  for (const p of pieces) {
    const level = p.level ?? pieceSpec(p.type).defaultLevel;
    const key = `${p.type}:${level}`;
    counts.set(key, { type: p.type, level, count: (counts.get(key)?.count ?? 0) + p.count });
  }
  return [...counts.values()].sort(
    (a, b) => PIECE_TYPES.indexOf(a.type) - PIECE_TYPES.indexOf(b.type) || a.level - b.level,
  );
}

/** The state before anything is placed: mission 1 active, turn 0, the level's stock. */
export function initialState(level: Level): State {
  const campaign = level.missions;
  const stock = stockOf([...level.pieces, ...(campaign?.[0]?.pieces ?? [])]);
  const demands = level.demands.map((d) => ({
    at: makeSquareName(d),
    name: d.name,
    cargo: d.cargo,
    amount: d.amount,
    received: 0,
    mission: d.mission ?? 1,
    parTurns: d.parTurns ?? null,
  }));
  const missionCount = demands.reduce((n, d) => Math.max(n, d.mission), 1);
  const pars = new Map<number, number>();
  for (const d of demands)
    if (d.parTurns !== null) pars.set(d.mission, Math.max(pars.get(d.mission) ?? 0, d.parTurns));
  const missions: Mission[] = [];
  for (let n = 1; n <= missionCount; n++) {
    const m = campaign?.[n - 1];
    missions.push({
      number: n,
      status: n === 1 ? "active" : "pending",
      startTurn: n === 1 ? 0 : null,
      parTurns: pars.get(n) ?? null,
      metrics: null,
      title: m?.title ?? null,
      description: m?.description ?? null,
      // Without a campaign the whole grid is the board from the start.
      area: m?.area ?? (n === 1 ? [{ x: 0, y: 0, width: level.width, height: level.height }] : []),
      stock: n === 1 || m === undefined ? [] : stockOf(m.pieces ?? []),
    });
  }
  return {
    level: level.id,
    name: level.name,
    width: level.width,
    height: level.height,
    walls: level.walls.map(makeSquareName),
    productions: level.productions.map((p) => ({
      at: makeSquareName(p),
      name: p.name,
      cargo: p.cargo,
      amount: p.amount,
      buffer: 0,
    })),
    demands,
    pieces: [],
    nextId: 1,
    stock,
    turn: 0,
    mission: 1,
    missions,
    tracking: emptyTracking(level.width, level.height),
    ledger: { produced: 0, delivered: 0, overwritten: 0, destroyed: 0, removed: 0 },
    phase: "running",
  };
}
