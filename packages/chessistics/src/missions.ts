/**
 * Missions and metrics (seed §5.3, §6). A mission is the set of demands carrying its number; it
 * completes when each has received its amount. Metrics: pieces = the most pieces on the board at
 * once, turns = turns since the mission began, cells = distinct cells occupied after a placement
 * or a movement phase.
 */
import { adjustStock } from "./stock.js";
import type { Event, Metrics, State, Tracking } from "./types.js";

/** Tracking before anything stood anywhere, on a `width`×`height` board. */
export function emptyTracking(width: number, height: number): Tracking {
  return { maxPieces: 0, cells: 0, visited: new Array<string>(height).fill("0".repeat(width)) };
}

/**
 * Tracking with the cells `cells` (row-major, -1 ignored) counted as stood on and `onBoard`
 * pieces as a candidate maximum. One character read per cell; a row's string is rebuilt only
 * when one of its cells is new, so a placement costs O(width + height), not O(cells so far).
 */
export function track(
  tracking: Tracking,
  cells: ArrayLike<number>,
  onBoard: number,
  width: number,
): Tracking {
  const maxPieces = Math.max(tracking.maxPieces, onBoard);
  const fresh: number[] = [];
  for (let k = 0; k < cells.length; k++) {
    const c = cells[k]!;
    if (c < 0) continue;
    const x = c % width;
    if (tracking.visited[(c - x) / width]?.charCodeAt(x) === ZERO) fresh.push(c);
  }
  if (fresh.length === 0) return maxPieces === tracking.maxPieces ? tracking : { ...tracking, maxPieces };
  const visited = tracking.visited.slice();
  let added = 0;
  const rows = new Map<number, string[]>();
  for (const c of fresh) {
    const x = c % width;
    const y = (c - x) / width;
    const row = rows.get(y) ?? visited[y]!.split("");
    rows.set(y, row);
    if (row[x] === "0") {
      row[x] = "1";
      added++;
    }
  }
  for (const [y, row] of rows) visited[y] = row.join("");
  return { maxPieces, cells: tracking.cells + added, visited };
}

const ZERO = "0".charCodeAt(0);

/** The current mission's metrics so far (what the in-game display shows, seed §6). */
export function currentMetrics(state: State): Metrics {
  const mission = state.missions[state.mission - 1];
  return {
    pieces: state.tracking.maxPieces,
    turns: state.turn - (mission?.startTurn ?? 0),
    cells: state.tracking.cells,
  };
}

/** True when every demand of mission `n` has received its amount. */
export function missionMet(state: State, n: number): boolean {
  return state.demands.every((d) => d.mission !== n || d.received >= d.amount);
}

/**
 * Completes the current mission if its demands are met: records its metrics, emits
 * `missionComplete`, and begins the next mission (`missionStarted`: its area joins the board,
 * its pieces the stock, tracking restarts from `cells`, the cells of the pieces in place, one
 * entry per piece) or
 * ends the level with `levelComplete`.
 */
export function checkMission(state: State, cells: ArrayLike<number>): { state: State; events: Event[] } {
  if (state.phase !== "running" || !missionMet(state, state.mission)) return { state, events: [] };
  const metrics = currentMetrics(state);
  const current = state.missions[state.mission - 1]!;
  const events: Event[] = [
    {
      type: "missionComplete",
      mission: current.number,
      turn: state.turn,
      metrics,
      parTurns: current.parTurns,
    },
  ];
  const next = state.missions[state.mission];
  const missions = state.missions.map((m) => {
    if (m.number === current.number) return { ...m, status: "complete" as const, metrics };
    if (next !== undefined && m.number === next.number)
      return { ...m, status: "active" as const, startTurn: state.turn };
    return m;
  });
  if (next === undefined) {
    events.push({ type: "levelComplete", turn: state.turn });
    return { state: { ...state, missions, phase: "complete" }, events };
  }
  // The next mission's area joins the board and its pieces the stock (seed §7.6).
  const added = next.stock ?? [];
  events.push({
    type: "missionStarted",
    mission: next.number,
    turn: state.turn,
    area: next.area ?? [],
    stock: added,
  });
  const stock = added.reduce((s, e) => adjustStock(s, e.type, e.level, e.count), state.stock);
  const tracking = track(emptyTracking(state.width, state.height), cells, cells.length, state.width);
  return { state: { ...state, missions, mission: next.number, stock, tracking }, events };
}
