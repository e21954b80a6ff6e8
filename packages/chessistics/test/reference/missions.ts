/**
 * Missions and metrics (seed §5.3, §6). A mission is the set of demands carrying its number; it
 * completes when each has received its amount. Metrics: pieces = the most pieces on the board at
 * once, turns = turns since the mission began, cells = distinct cells occupied after a placement
 * or a movement phase.
 */
import type { Event, Metrics, Square, State, Tracking } from "./types.js";

/** Tracking with `squares` added to the occupied cells and `onBoard` to the running maximum. */
export function track(tracking: Tracking, squares: readonly Square[], onBoard: number): Tracking {
  const maxPieces = Math.max(tracking.maxPieces, onBoard);
  const known = new Set(tracking.cells);
  const before = known.size;
  for (const s of squares) known.add(s);
  if (known.size === before) return maxPieces === tracking.maxPieces ? tracking : { ...tracking, maxPieces };
  return { maxPieces, cells: [...known].sort() };
}

/** The current mission's metrics so far (what the in-game display shows, seed §6). */
export function currentMetrics(state: State): Metrics {
  const mission = state.missions[state.mission - 1];
  return {
    pieces: state.tracking.maxPieces,
    turns: state.turn - (mission?.startTurn ?? 0),
    cells: state.tracking.cells.length,
  };
}

/** True when every demand of mission `n` has received its amount. */
export function missionMet(state: State, n: number): boolean {
  return state.demands.every((d) => d.mission !== n || d.received >= d.amount);
}

/**
 * Completes the current mission if its demands are met: records its metrics, emits
 * `missionComplete`, and begins the next mission (tracking restarts from the pieces in place)
 * or ends the level with `levelComplete`.
 */
export function checkMission(state: State): { state: State; events: Event[] } {
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
  const tracking = track(
    { maxPieces: 0, cells: [] },
    state.pieces.map((p) => p.at),
    state.pieces.length,
  );
  return { state: { ...state, missions, mission: next.number, tracking }, events };
}
