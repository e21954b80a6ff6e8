/**
 * The engine against its previous implementation (frozen in `test/reference/`): the same
 * actions must give the same events and states, JSON byte for byte (the space metric's cells
 * compared as the sorted list the old state kept, the new one keeping rows of flags; campaign
 * fields and events, which the old engine did not have, left out), on
 * random games of the built-in and generated levels, on crowded boards where many pieces
 * compete for each transfer and collide three at a time, and when play branches from a state
 * whose internal index a successor has taken over. The previous implementation kept `pieces` as
 * a flat list: the new one's tree is compared flattened (`piecesOf`), and its shape is checked
 * against the rules of RULES.md §10 at every step.
 */
import { fc } from "@core/engine/testing";
import { describe, expect, it } from "vitest";
import {
  type Action,
  engine,
  LEVELS,
  type Level,
  legalTargets,
  makeSquareName,
  PIECE_TYPES,
  type PieceType,
  pieceCount,
  piecesOf,
  placementOrigins,
  type State,
} from "../src/index.js";
import { chooseAction, pieceTreeProblem, setupArb, squaresOf } from "../src/testing.js";
import { referenceReduce } from "./reference/reduce.js";
import type { State as ReferenceState } from "./reference/types.js";

const json = (value: unknown): string => JSON.stringify(value);

/** Setups of levels without a campaign: the board the previous implementation knew never grew. */
const plainSetupArb = setupArb.filter((s) =>
  typeof s.level === "number" ? LEVELS[s.level - 1]?.missions === undefined : s.level.missions === undefined,
);

/**
 * A state as the previous implementation kept it: pieces as one flat list, tracked cells as a
 * sorted list of names, and none of the campaign fields missions have gained since (these levels
 * have no campaign).
 */
function asReference(state: State): ReferenceState {
  const cells: string[] = [];
  state.tracking.visited.forEach((row, y) => {
    for (let x = 0; x < row.length; x++) if (row[x] === "1") cells.push(makeSquareName({ x, y }));
  });
  return {
    ...state,
    pieces: piecesOf(state),
    missions: state.missions.map(({ title: _t, description: _d, area: _a, stock: _s, ...old }) => old),
    tracking: { maxPieces: state.tracking.maxPieces, cells: cells.sort() },
  };
}

/** Events as the previous implementation emitted them: `missionStarted` is new. */
const asReferenceEvents = (events: readonly { type: string }[]) =>
  events.filter((e) => e.type !== "missionStarted");

/** The same game in both implementations. */
interface Game {
  readonly now: State;
  readonly before: ReferenceState;
}

const start = (state: State): Game => ({ now: state, before: asReference(state) });

/** Applies `action` with both implementations and checks they agree. */
function step(game: Game, action: Action): Game {
  const now = engine.reduce(game.now, action);
  const before = referenceReduce(game.before, action);
  expect(json(asReferenceEvents(now.events))).toBe(json(before.events));
  expect(json(asReference(now.state as State))).toBe(json(before.state));
  expect(pieceTreeProblem((now.state as State).pieces)).toBeNull();
  return { now: now.state as State, before: before.state };
}

describe("differential test against the previous implementation", { timeout: 120_000 }, () => {
  it("agrees on random games of built-in and generated levels", () => {
    fc.assert(
      fc.property(plainSetupArb, fc.array(fc.nat(), { minLength: 20, maxLength: 120 }), (setup, choices) => {
        let game = start(engine.init(setup));
        for (const c of choices) {
          const action = chooseAction(game.now, c);
          if (action === undefined) break;
          game = step(game, action);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("agrees when play branches from states whose index a successor took over", () => {
    fc.assert(
      fc.property(
        plainSetupArb,
        fc.array(fc.nat(), { minLength: 10, maxLength: 60 }),
        fc.array(fc.tuple(fc.nat(), fc.nat()), { minLength: 1, maxLength: 20 }),
        (setup, choices, branches) => {
          const games = [start(engine.init(setup))];
          for (const c of choices) {
            const action = chooseAction(games.at(-1)!.now, c);
            if (action === undefined) break;
            games.push(step(games.at(-1)!, action));
          }
          for (const [which, c] of branches) {
            const from = games[which % games.length]!;
            const action = chooseAction(from.now, c);
            if (action !== undefined) step(from, action);
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  /** A `size`×`size` level with productions and demands along the edges and a large mixed stock. */
  function crowdedLevel(size: number, walls: readonly number[]): Level {
    const last = size - 1;
    const taken = new Set([0, last, last * size, last * size + last, Math.floor(size / 2) * size]);
    return {
      id: "crowded",
      name: "Crowded",
      width: size,
      height: size,
      productions: [
        { x: 0, y: 0, name: "S1", cargo: "wood", amount: 4 },
        { x: last, y: last, name: "S2", cargo: "stone", amount: 3 },
        { x: 0, y: Math.floor(size / 2), name: "S3", cargo: "wood", amount: 2 },
      ],
      demands: [
        { x: last, y: 0, name: "D1", cargo: "wood", amount: 1000 },
        { x: 0, y: last, name: "D2", cargo: "stone", amount: 1000, mission: 2 },
      ],
      walls: [...new Set(walls.map((w) => w % (size * size)))]
        .filter((w) => !taken.has(w))
        .map((w) => ({ x: w % size, y: Math.floor(w / size) })),
      pieces: [
        { type: "pawn", count: 40 },
        { type: "pawn", level: 2, count: 10 },
        { type: "rook", count: 20 },
        { type: "rook", level: 3, count: 5 },
        { type: "bishop", count: 15 },
        { type: "knight", count: 15 },
        { type: "queen", count: 10 },
      ],
    };
  }

  /** A legal-looking action from numbers: a tick, or a placement of some stocked piece. */
  function crowdedAction(state: State, [kind, type, cell, to]: readonly number[]): Action {
    if (kind! % 3 === 0) return { type: "tick" };
    if (kind! % 11 === 1 && pieceCount(state) > 0)
      return { type: "remove", id: piecesOf(state)[cell! % pieceCount(state)]!.id };
    const stocked = state.stock.filter((e) => e.count > 0);
    const entry = stocked[type! % Math.max(1, stocked.length)];
    const piece: PieceType = entry?.type ?? PIECE_TYPES[type! % PIECE_TYPES.length]!;
    const level = entry?.level ?? 1;
    const squares = squaresOf(state.width, state.height);
    const from = squares[cell! % squares.length]!;
    const targets = legalTargets(state, piece, level, from);
    return { type: "place", piece, level, from, to: targets[to! % Math.max(1, targets.length)] ?? from };
  }

  it("agrees past 32 pieces: trees of many leaves, removals leaving underfull ones, turns repacking", () => {
    const size = 36;
    const level: Level = {
      id: "many",
      name: "Many",
      width: size,
      height: size,
      productions: Array.from({ length: 6 }, (_, k) => ({
        x: 0,
        y: 6 * k,
        name: `S${k}`,
        cargo: "wood",
        amount: 2,
      })),
      demands: Array.from({ length: 6 }, (_, k) => ({
        x: size - 1,
        y: 6 * k + 3,
        name: `D${k}`,
        cargo: "wood",
        amount: 1e6,
      })),
      walls: [],
      pieces: [
        { type: "pawn", count: 1200 },
        { type: "rook", count: 30 },
        { type: "knight", count: 30 },
      ],
    };
    let most = 0;
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.nat(), fc.nat(), fc.nat()), { minLength: 300, maxLength: 1300, size: "max" }),
        (actions) => {
          let game = start(engine.init({ level }));
          for (const [kind, pick, to] of actions) {
            const n = pieceCount(game.now);
            most = Math.max(most, n);
            let action: Action;
            if (kind % 16 === 0) action = { type: "tick" };
            else if (kind % 16 < 4 && n > 0)
              action = { type: "remove", id: piecesOf(game.now)[pick % n]!.id };
            else {
              const type: PieceType = kind % 16 === 5 ? "rook" : kind % 16 === 6 ? "knight" : "pawn";
              const level = type === "pawn" ? 1 : 2;
              const origins = placementOrigins(game.now, type, level);
              const from = origins[pick % Math.max(1, origins.length)] ?? "a1";
              const targets = legalTargets(game.now, type, level, from);
              action = {
                type: "place",
                piece: type,
                level,
                from,
                to: targets[to % Math.max(1, targets.length)] ?? from,
              };
            }
            game = step(game, action);
          }
        },
      ),
      { numRuns: 8 },
    );
    expect(most).toBeGreaterThan(8 * 32); // runs reach trees of many leaves (three levels: piece-tree.test.ts)
  });

  it("agrees on crowded boards: many pieces per transfer, three-way collisions, blocked slides", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 5, max: 12 }),
        fc.array(fc.nat(), { maxLength: 12 }),
        fc.array(fc.array(fc.nat(), { minLength: 4, maxLength: 4 }), { minLength: 50, maxLength: 250 }),
        (size, walls, actions) => {
          let game = start(engine.init({ level: crowdedLevel(size, walls) }));
          for (const a of actions) {
            if (game.now.phase !== "running") break;
            game = step(game, crowdedAction(game.now, a));
          }
        },
      ),
      { numRuns: 120 },
    );
  });
});
