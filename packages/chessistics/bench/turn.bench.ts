/**
 * Turn cost on a generated 64×64 board: chains of Pions, one per row, each fed by a production
 * on the left edge and delivering to a demand on the right (40 chains = 40 productions and 40
 * demands, 25 Pions each = 1,000 pieces), plus smaller and larger fleets to show the scaling.
 * Run: npx -y pnpm@10.34.9 --filter @engines/chessistics bench
 */
import { bench, describe } from "vitest";
import { type Action, engine, type Level, legalTargets, makeSquareName, type State } from "../src/index.js";

/** A 64×64 level with `rows` chains of `perRow` Pions, and the placements that build them. */
function network(rows: number, perRow: number): { state: State; pieces: number } {
  const level: Level = {
    id: "bench",
    name: "Bench",
    width: 64,
    height: 64,
    productions: Array.from({ length: rows }, (_, y) => ({
      x: 0,
      y,
      name: `S${y}`,
      cargo: "wood",
      amount: 1,
    })),
    demands: Array.from({ length: rows }, (_, y) => ({
      x: 1 + 2 * perRow,
      y,
      name: `D${y}`,
      cargo: "wood",
      amount: 1_000_000,
    })),
    walls: [],
    pieces: [{ type: "pawn", count: rows * perRow }],
  };
  let state = engine.init({ level });
  for (let y = 0; y < rows; y++) {
    for (let k = 0; k < perRow; k++) {
      // Pion k shuttles between columns 1 + 2k and 2 + 2k; odd links start on their far end so
      // that neighbours alternate (one loaded while the next waits empty).
      const u = makeSquareName({ x: 1 + 2 * k, y });
      const v = makeSquareName({ x: 2 + 2 * k, y });
      const action: Action =
        k % 2 === 0
          ? { type: "place", piece: "pawn", from: u, to: v }
          : { type: "place", piece: "pawn", from: v, to: u };
      const t = engine.reduce(state, action);
      if (t.events[0]?.type === "rejected") throw new Error(JSON.stringify(t.events[0]));
      state = t.state as State;
    }
  }
  // Warm the network up so the benchmark measures the steady state (every link busy).
  for (let i = 0; i < 2 * perRow + 4; i++) state = engine.reduce(state, { type: "tick" }).state as State;
  return { state, pieces: state.pieces.length };
}

const TICK: Action = { type: "tick" };

for (const [rows, perRow] of [
  [10, 25],
  [40, 25],
  [64, 31],
] as const) {
  const { state: start, pieces } = network(rows, perRow);
  describe(`64×64 board, ${pieces} pieces in ${rows} chains, ${2 * rows} buildings`, () => {
    let state = start;
    bench(
      `one turn (${pieces} pieces)`,
      () => {
        state = engine.reduce(state, TICK).state as State;
      },
      { time: 3000, warmupTime: 500 },
    );
  });
}

describe("placement helpers on the 1,000-piece board", () => {
  const { state } = network(40, 25);
  bench("legalTargets (two-click highlight) for a Tour II", () => {
    legalTargets(state, "rook", 2, "b50");
  });
  bench("place then remove a Tour", () => {
    const placed = engine.reduce(state, { type: "place", piece: "pawn", from: "b50", to: "c50" })
      .state as State;
    engine.reduce(placed, { type: "remove", id: placed.nextId - 1 });
  });
});
