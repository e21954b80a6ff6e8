import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { assertSchema, compileSchema, SetupError } from "@core/engine";
import { describe, expect, it } from "vitest";
import { CATALOG, engine, LEVEL_SCHEMA, LEVELS, type Level } from "../src/index.js";

const data = (path: string): unknown =>
  JSON.parse(
    readFileSync(fileURLToPath(new URL(`../../../data/chessistics/${path}`, import.meta.url)), "utf8"),
  );

function setupError(setup: unknown): SetupError {
  try {
    engine.init(setup as never);
  } catch (error) {
    if (error instanceof SetupError) return error;
    throw error;
  }
  throw new Error("init accepted the setup");
}

describe("data files", () => {
  it("the piece catalog matches its schema and the seed's statuses (§4.3)", () => {
    assertSchema(compileSchema(data("pieces.schema.json") as object), data("pieces.json"), "pieces.json");
    expect(Object.fromEntries(CATALOG.map((p) => [p.type, p.status]))).toEqual({
      queen: 7,
      rook: 5,
      bishop: 3,
      knight: 3,
      pawn: 1,
    });
  });

  it("the level schema lists exactly the catalog's piece types", () => {
    const schema = LEVEL_SCHEMA as {
      properties: { pieces: { items: { properties: { type: { enum: string[] } } } } };
    };
    expect(schema.properties.pieces.items.properties.type.enum).toEqual(CATALOG.map((p) => p.type));
  });

  it.each([1, 2, 3, 4, 5, 6, 7])("level %i matches the level schema", (n) => {
    assertSchema(compileSchema(LEVEL_SCHEMA), data(`levels/level_0${n}.json`), `level_0${n}.json`);
  });

  it("the first six levels are the seed's §8 levels, the seventh a campaign", () => {
    expect(LEVELS.map((l) => [l.name, l.width, l.height, l.missions?.length ?? 1])).toEqual([
      ["Premier Convoi", 6, 4, 1],
      ["Deux Clients", 6, 6, 1],
      ["Le Col", 6, 6, 1],
      ["Le Carrefour", 8, 8, 1],
      ["Le Labyrinthe", 8, 6, 1],
      ["Trois Royaumes", 10, 8, 1],
      ["La Quête du Roi", 12, 10, 8],
    ]);
    const s6 = engine.init({ level: 6 });
    expect(s6.walls).toEqual(["d3", "d4", "d6", "d7", "d8", "e4", "e6", "g3", "g4", "g6", "g7", "g8"]);
    expect(s6.demands.map((d) => [d.name, d.at, d.cargo, d.amount])).toEqual([
      ["Dépôt Royal", "j1", "wood", 3],
      ["Forge", "j8", "stone", 3],
      ["Chantier", "e8", "wood", 3],
    ]);
    expect(s6.stock.map((e) => [e.type, e.level, e.count])).toEqual([
      ["pawn", 1, 14],
      ["rook", 2, 6],
      ["bishop", 2, 3],
      ["knight", 2, 4],
    ]);
  });
});

describe("words in other languages (issue 30)", () => {
  it("every built-in level and piece has its English words, complete", () => {
    // parseLevel refuses an incomplete translation, so a present one is a complete one.
    for (const level of LEVELS) expect(level.i18n?.en?.name, String(level.id)).toBeTruthy();
    expect(LEVELS[6]!.i18n!.en!.missions).toHaveLength(8);
    expect(CATALOG.map((p) => p.i18n?.en?.name)).toEqual(["Pawn", "Rook", "Bishop", "Knight", "Queen"]);
  });

  it("refuses a campaign mission's description left untranslated", () => {
    const campaign = LEVELS[6]!;
    const missions = campaign.i18n!.en!.missions!.map((m, k) => (k === 2 ? { title: m.title } : m));
    const error = setupError({ level: { ...campaign, i18n: { en: { ...campaign.i18n!.en!, missions } } } });
    expect(error.pointer).toBe("/level/i18n/en/missions/2");
    expect(error.message).toContain("lacks mission 3's description");
  });
});

describe("setup validation", () => {
  const base = LEVELS[0] as Level;

  it("accepts a level object", () => {
    const state = engine.init({ level: { ...base, id: "custom", width: 7 } });
    expect(state).toMatchObject({ level: "custom", width: 7, turn: 0, phase: "running" });
  });

  it.each([
    [{ level: 8 }, "/level", "no built-in level 8"],
    [{ level: "1" }, "/level", "level number"],
    [{ level: 1, seed: 3 }, "/seed", "not an allowed property"],
    [{ level: { ...base, width: 0 } }, "/level/width", ">= 1"],
    [
      { level: { ...base, productions: [{ x: 6, y: 0, name: "S", cargo: "wood", amount: 1 }] } },
      "/level/productions/0/x",
      "off the 6×4 board",
    ],
    [{ level: { ...base, walls: [{ x: 0, y: 0 }] } }, "/level/productions/0", "a1 already holds a wall"],
    [
      { level: { ...base, demands: [{ x: 3, y: 0, name: "D", cargo: "stone", amount: 1 }] } },
      "/level/demands/0/cargo",
      'no production makes "stone"',
    ],
    [
      { level: { ...base, demands: [{ x: 3, y: 0, name: "D", cargo: "wood", amount: 1, mission: 2 }] } },
      "/level/demands",
      "mission 1 has no demand",
    ],
    [
      {
        level: {
          ...base,
          pieces: [
            { type: "rook", count: 1 },
            { type: "rook", level: 2, count: 2 },
          ],
        },
      },
      "/level/pieces/1",
      "listed twice",
    ],
    [{ level: { ...base, pieces: [{ type: "king", count: 1 }] } }, "/level/pieces/0/type", "must be one of"],
    // Translations (issue 30): complete, and nothing the level does not have.
    [
      { level: { ...base, i18n: { en: { ...base.i18n!.en!, buildings: { Scierie: "Sawmill" } } } } },
      "/level/i18n/en/buildings",
      'lacks the building "Dépôt Royal"',
    ],
    [
      {
        level: {
          ...base,
          i18n: { en: { ...base.i18n!.en!, buildings: { ...base.i18n!.en!.buildings, Forge: "Forge" } } },
        },
      },
      "/level/i18n/en/buildings/Forge",
      'no building of the level is named "Forge"',
    ],
    [
      { level: { ...base, i18n: { en: { name: "First Convoy", buildings: base.i18n!.en!.buildings } } } },
      "/level/i18n/en",
      "lacks the level's description",
    ],
    [
      { level: { ...base, i18n: { en: { ...base.i18n!.en!, missions: [{ title: "One" }] } } } },
      "/level/i18n/en/missions",
      "0 mission(s) listed but 1 are translated",
    ],
    [{ level: { ...base, i18n: { en: { name: "" } } } }, "/level/i18n/en/name", "must NOT have fewer than 1"],
  ])("refuses %j at its pointer", (setup, pointer, message) => {
    const error = setupError(setup);
    expect(error.pointer).toBe(pointer);
    expect(error.message).toContain(message);
  });
});
