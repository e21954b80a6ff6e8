/**
 * The shared engine suite (`describeEngine`, issue 28): kits, state schema, random simulation,
 * setups, setup reasons, reason closure and golden traces. The rules' own tests are beside it.
 */
import { fileURLToPath } from "node:url";
import { describeEngine, type SuiteManifest } from "@core/conformance/vitest";
import { fc } from "@core/engine/testing";
import { expect } from "vitest";
import {
  type Action,
  CHESSISTICS_REFUSALS,
  CHESSISTICS_SETUP_REASONS,
  type Event,
  engine,
  LEVEL_SCHEMA,
  LEVELS,
  type Level,
  legalTargets,
  pieceCount,
  piecesOf,
  placementOrigins,
  type Setup,
  STATE_SCHEMA,
  type State,
} from "../src/index.js";
import { busyActions, levelArb, pieceTreeProblem, setupArb } from "../src/testing.js";
import { cargoAccounted } from "./invariants.js";

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** The manifest's fields the suite reads (until `@engines/chessistics/manifest`: the same values). */
const manifest: SuiteManifest<Setup, State, Action, Event> = {
  id: "chessistics",
  seats: { min: 1, max: 1 },
  hiddenInformation: false,
  refusals: CHESSISTICS_REFUSALS,
  setupReasons: CHESSISTICS_SETUP_REASONS,
  defaultSetup: { level: 1 },
  // The suite reads the state schema (and what it references) only.
  schemas: async () => ({ setup: {}, state: STATE_SCHEMA as never, references: [LEVEL_SCHEMA as never] }),
  load: async () => engine,
};

const wood = { x: 0, y: 0, name: "Scierie", cargo: "wood", amount: 1 };
const depot = { x: 3, y: 0, name: "Dépôt", cargo: "wood", amount: 3 };
/** A playable 4×4 level: a sawmill a1, a depot d1, three rooks. */
const LEVEL = {
  id: 1,
  name: "t",
  width: 4,
  height: 4,
  productions: [wood],
  demands: [depot],
  walls: [],
  pieces: [{ type: "rook", level: 2, count: 3 }],
};
const level = (changes: object) => ({ level: { ...LEVEL, ...changes } });
/** A two-mission campaign on the 4×4 grid: a1–d1 first, then the rest. */
const area = (y: number, height: number) => ({ x: 0, y, width: 4, height });
const campaign = (changes: object) =>
  level({
    demands: [depot, { ...depot, x: 0, y: 3, mission: 2 }],
    missions: [
      { title: "one", description: "", area: [area(0, 1)] },
      { title: "two", description: "", area: [area(1, 3)] },
    ],
    ...changes,
  });

const col = LEVELS[2] as Level;
/** Level 3 split into two missions, with par turns: every optional field present. */
const missions: Level = {
  ...col,
  id: "col-missions",
  demands: col.demands.map((d, i) => ({ ...d, mission: i + 1, parTurns: 20 })),
};

/** A 36×36 yard with 1,200 pawns to place: trees of many leaves (RULES.md §10). */
const YARD: Level = {
  id: "many",
  name: "Many",
  width: 36,
  height: 36,
  productions: Array.from({ length: 6 }, (_, k) => ({
    x: 0,
    y: 6 * k,
    name: `S${k}`,
    cargo: "wood",
    amount: 2,
  })),
  demands: Array.from({ length: 6 }, (_, k) => ({
    x: 35,
    y: 6 * k + 3,
    name: `D${k}`,
    cargo: "wood",
    amount: 1e6,
  })),
  walls: [],
  pieces: [{ type: "pawn", count: 1200 }],
};

/** In the yard: sixteen placements, the last piece's removal and a tick to choose among. */
function yardActions(state: State): Action[] {
  const places = placementOrigins(state, "pawn", 1)
    .slice(0, 16)
    .map(
      (from): Action => ({
        type: "place",
        piece: "pawn",
        level: 1,
        from,
        to: legalTargets(state, "pawn", 1, from)[0]!,
      }),
    );
  const last = piecesOf(state).at(Math.floor(pieceCount(state) / 2));
  return [
    ...places,
    ...(last === undefined ? [] : [{ type: "remove", id: last.id } as Action]),
    { type: "tick" },
  ];
}

describeEngine(manifest, {
  kits: [here("../../../conformance/chessistics")],
  rules: here("../RULES.md"),
  setups: setupArb,
  simulation: {
    // Placements near buildings and routes, half the steps ticks: games where cargo moves.
    actions: busyActions,
    maxSteps: 80,
    numRuns: 120,
    invariant: (state) => {
      expect(cargoAccounted(state)).toBe(true);
      const pieces = piecesOf(state);
      expect(new Set(pieces.map((p) => p.at)).size).toBe(pieces.length);
      expect(pieceTreeProblem(state.pieces)).toBeNull();
      expect(state.stock.every((e) => e.count >= 0)).toBe(true);
      return true;
    },
  },
  validSetups: [
    { level: 1 },
    { level: LEVELS[5] as Level },
    { level: LEVELS[6] as Level }, // the campaign: its missions, areas and reinforcements mutated too
    { level: missions },
    ...fc.sample(levelArb, { numRuns: 6, seed: 13 }).map((l) => ({ level: l })),
  ],
  setupCheck: { numRuns: 500, steps: 12 },
  setupCases: {
    schema: { setup: level({ width: 0 }), at: "/level/width" },
    "unknown-level": { setup: { level: 99 }, at: "/level" },
    "off-grid": { setup: level({ walls: [{ x: 4, y: 0 }] }), at: "/level/walls/0/x" },
    "cell-taken": { setup: level({ walls: [{ x: 0, y: 0 }] }), at: "/level/productions/0" },
    "cargo-not-produced": {
      setup: level({ demands: [{ ...depot, cargo: "stone" }] }),
      at: "/level/demands/0/cargo",
    },
    "mission-gap": { setup: level({ demands: [{ ...depot, mission: 2 }] }), at: "/level/demands" },
    "stock-listed-twice": {
      setup: level({
        pieces: [
          { type: "rook", level: 2, count: 1 },
          { type: "rook", count: 1 },
        ],
      }),
      at: "/level/pieces/1",
    },
    "mission-count": {
      setup: campaign({ missions: [{ title: "one", description: "", area: [area(0, 4)] }] }),
      at: "/level/missions",
    },
    "empty-first-area": {
      setup: campaign({
        missions: [
          { title: "one", description: "", area: [] },
          { title: "two", description: "", area: [area(0, 4)] },
        ],
      }),
      at: "/level/missions/0/area",
    },
    "area-off-grid": {
      setup: campaign({
        missions: [
          { title: "one", description: "", area: [area(0, 1)] },
          { title: "two", description: "", area: [area(1, 4)] },
        ],
      }),
      at: "/level/missions/1/area/0",
    },
    "never-on-board": {
      setup: campaign({
        missions: [
          { title: "one", description: "", area: [area(0, 1)] },
          { title: "two", description: "", area: [area(1, 2)] },
        ],
      }),
      at: "/level/demands/1",
    },
    "demand-too-late": {
      setup: campaign({
        demands: [depot, { ...depot, x: 0, y: 3, mission: 1 }, { ...depot, x: 1, y: 3, mission: 2 }],
      }),
      at: "/level/demands/1",
    },
    "cargo-too-late": {
      setup: campaign({
        productions: [wood, { ...wood, x: 3, y: 3, name: "Carrière", cargo: "stone" }],
        demands: [
          depot,
          { ...depot, x: 3, y: 2, cargo: "stone", mission: 1 },
          { ...depot, x: 0, y: 3, mission: 2 },
        ],
        missions: [
          { title: "one", description: "", area: [area(0, 3)] },
          { title: "two", description: "", area: [area(3, 1)] },
        ],
      }),
      at: "/level/demands/1/cargo",
    },
    "incomplete-translation": {
      setup: level({ i18n: { en: { name: "t", buildings: { Scierie: "Sawmill" } } } }),
      at: "/level/i18n/en/buildings",
    },
  },
  traces: [
    {
      file: here("golden/chessistics.trace.jsonl"),
      setups: setupArb,
      actions: busyActions,
      games: 5,
      maxSteps: 40,
      seed: 1,
    },
    {
      file: here("golden/chessistics-many-pieces.trace.jsonl"),
      setups: fc.constant<Setup>({ level: YARD }),
      actions: yardActions,
      games: 1,
      maxSteps: 120,
      seed: 1,
      junkEvery: 20,
    },
  ],
});
