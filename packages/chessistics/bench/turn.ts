/**
 * Chessistics benchmarks, printed as they run (well under 2 minutes):
 * turns per second on steady-state networks of 250 to 10,080 pieces, the cost of placing 10,080
 * pieces one by one (per batch of 1,000: flat when placement is O(log n)), and the placement
 * helpers. Each line gives wall time and the process's
 * CPU time (`process.cpuUsage()`), which resists the load of a shared machine better.
 * Run: npx -y pnpm@10.34.9 --filter @engines/chessistics bench
 */
import { loadavg } from "node:os";
import {
  type Action,
  engine,
  type Level,
  legalTargets,
  makeSquareName,
  type PieceTree,
  pieceCount,
  type State,
} from "../src/index.js";

/** How many levels of arrays a pieces tree has (1: the flat list). */
function levels(tree: PieceTree): number {
  let n = 1;
  for (let t = tree; t.length > 0 && Array.isArray(t[0]); t = t[0] as PieceTree) n++;
  return n;
}

/** Wall and CPU milliseconds spent in `work`. */
function measure(work: () => void): { wall: number; cpu: number } {
  const cpu0 = process.cpuUsage();
  const wall0 = performance.now();
  work();
  const wall = performance.now() - wall0;
  const cpu = process.cpuUsage(cpu0);
  return { wall, cpu: (cpu.user + cpu.system) / 1000 };
}

const load = (): string => `load ${loadavg()[0]!.toFixed(2)}`;
const fmt = (n: number, digits = 0): string =>
  n.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits });

/**
 * A `width`-wide level with `rows` chains of `perRow` Pions, one chain per row between a
 * production on the left edge and a demand after the last link, and the placements building them.
 */
function network(
  width: number,
  height: number,
  rows: number,
  perRow: number,
): { level: Level; actions: Action[] } {
  const level: Level = {
    id: "bench",
    name: "Bench",
    width,
    height,
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
      amount: 1_000_000_000,
    })),
    walls: [],
    pieces: [{ type: "pawn", count: rows * perRow + 1 }],
  };
  const actions: Action[] = [];
  for (let y = 0; y < rows; y++) {
    for (let k = 0; k < perRow; k++) {
      // Pion k shuttles between columns 1 + 2k and 2 + 2k; odd links start on their far end so
      // that neighbours alternate (one loaded while the next waits empty).
      const u = makeSquareName({ x: 1 + 2 * k, y });
      const v = makeSquareName({ x: 2 + 2 * k, y });
      actions.push({ type: "place", piece: "pawn", from: k % 2 === 0 ? u : v, to: k % 2 === 0 ? v : u });
    }
  }
  return { level, actions };
}

function play(state: State, action: Action): State {
  const t = engine.reduce(state, action);
  if (t.events[0]?.type === "rejected") throw new Error(JSON.stringify(t.events[0]));
  return t.state as State;
}

function build(width: number, height: number, rows: number, perRow: number): State {
  const { level, actions } = network(width, height, rows, perRow);
  let state = engine.init({ level });
  for (const a of actions) state = play(state, a);
  // Warm up into the steady state: every link busy, every turn full of pick-ups, hand-offs, deliveries.
  for (let i = 0; i < 2 * perRow + 4; i++) state = play(state, { type: "tick" });
  return state;
}

/** Ticks for about `seconds` of wall time; prints turns/s and the cost per piece-turn. */
function turns(label: string, start: State, seconds: number): void {
  let state = start;
  const pieces = pieceCount(state);
  let count = 0;
  const { wall, cpu } = measure(() => {
    const until = performance.now() + seconds * 1000;
    while (performance.now() < until) {
      state = play(state, { type: "tick" });
      count++;
    }
  });
  const events = (engine.reduce(state, { type: "tick" }).events.length - 1) / pieces;
  console.log(
    `${label.padEnd(26)} ${fmt(pieces).padStart(6)} pieces  ${fmt((count * 1000) / wall).padStart(6)} turns/s wall  ${fmt(
      (count * 1000) / cpu,
    ).padStart(
      6,
    )} turns/s CPU  ${fmt((cpu * 1e6) / (count * pieces)).padStart(3)} ns CPU/piece-turn  (${fmt(events, 2)} events/piece, ${count} turns, ${load()})`,
  );
}

console.log(`Chessistics bench — Node ${process.version}, ${load()} at start`);
console.log("\nOne turn on steady-state Pion networks (every link busy):");
turns("64×64, 10 chains of 25", build(64, 64, 10, 25), 2);
turns("64×64, 40 chains of 25", build(64, 64, 40, 25), 3);
turns("64×64, 64 chains of 31", build(64, 64, 64, 31), 3);
turns("128×160, 16 chains of 63", build(128, 160, 16, 63), 3);
turns("128×160, 80 chains of 63", build(128, 160, 80, 63), 3);
turns("128×160, 160 chains of 63", build(128, 160, 160, 63), 4);

console.log(
  "\nPlacing pieces one by one (each `place` a reduce on the previous state), by pieces already on the board:",
);
{
  const { level, actions } = network(128, 160, 160, 63);
  const batch = 1000;
  let state = engine.init({ level });
  const total = { wall: 0, cpu: 0 };
  for (let from = 0; from < actions.length; from += batch) {
    const slice = actions.slice(from, from + batch);
    const { wall, cpu } = measure(() => {
      for (const a of slice) state = play(state, a);
    });
    total.wall += wall;
    total.cpu += cpu;
    console.log(
      `  placements ${fmt(from + 1).padStart(6)}–${fmt(from + slice.length).padEnd(6)}: ${fmt((wall * 1000) / slice.length, 1).padStart(5)} µs wall, ${fmt(
        (cpu * 1000) / slice.length,
        1,
      ).padStart(5)} µs CPU each; pieces tree ${levels(state.pieces)} levels (${load()})`,
    );
  }
  console.log(
    `  ${fmt(actions.length)} placements on 128×160: ${fmt(total.wall)} ms wall, ${fmt(total.cpu)} ms CPU (${load()})`,
  );
}

console.log("\nPlacement helpers on the 1,000-piece 64×64 network:");
{
  let state = build(64, 64, 40, 25);
  const repeat = (label: string, n: number, work: () => void): void => {
    const { wall, cpu } = measure(() => {
      for (let i = 0; i < n; i++) work();
    });
    console.log(
      `  ${label.padEnd(44)} ${fmt((n * 1000) / wall).padStart(8)}/s wall  ${fmt((n * 1000) / cpu).padStart(8)}/s CPU`,
    );
  };
  repeat("legalTargets (two-click highlight), Tour II", 50_000, () => legalTargets(state, "rook", 2, "b50"));
  repeat("place a Pion, then remove it", 20_000, () => {
    state = play(state, { type: "place", piece: "pawn", from: "b50", to: "c50" });
    state = play(state, { type: "remove", id: state.nextId - 1 });
  });
}
console.log(`\ndone (${load()})`);
