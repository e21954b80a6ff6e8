import { fc } from "@core/engine/testing";
import { describe, expect, it } from "vitest";
import { legalActions, reduce, type State } from "../src/index.js";
import {
  actionOf,
  CAPTURE,
  copyPosition,
  createMoveList,
  generateCaptures,
  generateMoves,
  hasPieceMove,
  indexOfAction,
  PASS,
  type Position,
  play,
  positionOf,
  stateOf,
  undo,
} from "../src/search.js";
import { stateArbitrary } from "../src/testing.js";

/** Everything a position holds but its undo history. */
function snapshot(p: Position): unknown {
  return {
    cells: [...p.cells],
    dragons: [...p.dragons],
    occupied: [...p.occupied],
    turn: p.turn,
    excluded: p.excluded,
    ply: p.ply,
    result: p.result,
  };
}

/** The piece bit sets `occupied` should hold for `p.cells`. */
function occupiedOf(p: Position): number[] {
  const words = [0, 0, 0, 0, 0, 0, 0, 0];
  p.cells.forEach((code, i) => {
    if (code !== 0) words[4 * (code > 3 ? 1 : 0) + (i >> 5)]! |= 1 << (i & 31);
  });
  return words;
}

function dragonsOf(p: Position): number[] {
  const counts = [0, 0];
  for (const code of p.cells) if (code === 3 || code === 6) counts[code === 3 ? 0 : 1]!++;
  return counts;
}

describe("search board", () => {
  it("play gives the state reduce gives, for every listed move, and undo restores the position", () => {
    fc.assert(
      fc.property(stateArbitrary(), (state: State) => {
        const position = positionOf(state);
        const before = snapshot(position);
        const list = createMoveList();
        generateMoves(position, list);
        expect(snapshot(position)).toEqual(before);
        expect(list.length).toBe(legalActions(state).length);
        for (let i = 0; i < list.length; i++) {
          const action = actionOf(list, i);
          play(position, list.moves[i]!);
          expect(stateOf(position)).toEqual(reduce(state, action).state);
          expect([...position.dragons]).toEqual(dragonsOf(position));
          expect([...position.occupied]).toEqual(occupiedOf(position));
          undo(position);
          expect(snapshot(position)).toEqual(before);
        }
      }),
      { numRuns: 100 },
    );
  });

  it("undoes whole random games back to their start", () => {
    fc.assert(
      fc.property(stateArbitrary(10), fc.array(fc.nat(), { maxLength: 200 }), (state, choices) => {
        const position = positionOf(state);
        const before = snapshot(position);
        const list = createMoveList(4);
        let played = 0;
        for (const choice of choices) {
          generateMoves(position, list);
          if (list.length === 0) break;
          play(position, list.moves[choice % list.length]!);
          played++;
        }
        expect(position.depth).toBe(played);
        for (let k = 0; k < played; k++) undo(position);
        expect(snapshot(position)).toEqual(before);
      }),
      { numRuns: 60 },
    );
  });

  it("copyPosition makes an independent copy", () => {
    fc.assert(
      fc.property(stateArbitrary(), (state) => {
        const position = positionOf(state);
        const copy = copyPosition(position);
        const list = createMoveList();
        generateMoves(copy, list);
        if (list.length > 0) play(copy, list.moves[0]!);
        expect(stateOf(position)).toEqual(state);
      }),
      { numRuns: 60 },
    );
  });

  it("indexOfAction finds every listed action, and nothing else", () => {
    fc.assert(
      fc.property(stateArbitrary(), (state) => {
        const list = createMoveList();
        generateMoves(positionOf(state), list);
        for (let i = 0; i < list.length; i++) {
          const action = actionOf(list, i);
          expect(indexOfAction(list, action)).toBe(i);
          // Key order does not matter: an action is read, not compared as text.
          expect(indexOfAction(list, Object.fromEntries(Object.entries(action).reverse()))).toBe(i);
        }
        for (const other of [{ type: "step", from: "a1", to: "a2" }, { type: "dance" }, null])
          expect(indexOfAction(list, other)).toBe(-1);
        expect(indexOfAction(list, { type: "pass" })).toBe(
          state.extra !== null && state.result === null ? list.length - 1 : -1,
        );
      }),
      { numRuns: 60 },
    );
  });
});

describe("capture generation (quiescence)", () => {
  it("lists exactly the capturing moves of generateMoves, in the same order", () => {
    fc.assert(
      fc.property(stateArbitrary(), (state) => {
        const position = positionOf(state);
        const all = createMoveList();
        const captures = createMoveList();
        generateMoves(position, all);
        generateCaptures(position, captures);
        const expected = [...all.moves.subarray(0, all.length)].filter((m) => (m & CAPTURE) !== 0);
        expect([...captures.moves.subarray(0, captures.length)]).toEqual(expected);
        // Cross-check the flag against reduce: a capturing move is one whose action captures.
        for (let i = 0; i < all.length; i++) {
          const captured = reduce(state, actionOf(all, i)).events.some((e) => e.type === "captured");
          expect(captured).toBe((all.moves[i]! & CAPTURE) !== 0);
        }
      }),
      { numRuns: 150 },
    );
  });
});

describe("automatic pass detection", () => {
  it("hasPieceMove agrees with the generator for both sides, with and without an excluded piece", () => {
    fc.assert(
      fc.property(stateArbitrary(), (state) => {
        const position = positionOf(state);
        const list = createMoveList();
        for (const side of [0, 1] as const) {
          for (const excluded of [-1, position.excluded]) {
            const probe: Position = { ...position, turn: side, excluded, result: 0 };
            generateMoves(probe, list);
            const pieceMoves = [...list.moves.subarray(0, list.length)].filter((m) => m !== PASS);
            expect(hasPieceMove(position, side, excluded)).toBe(pieceMoves.length > 0);
          }
        }
      }),
      { numRuns: 200 },
    );
  });
});
