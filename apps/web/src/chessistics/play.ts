/**
 * A Chessistics game as the browser keeps it, so that a reload loses nothing: the level lives in
 * the URL, the game in progress in local storage as the actions played (runs of turns counted,
 * not listed), replayed through the engine on load; solved missions and their best metrics too.
 * @module
 */
import { type Action, init, LEVELS, reduce, type State } from "@engines/chessistics";
import { intParam, type ParamCodec } from "../router.js";
import { loadStored, metricsParser, type Progress, removeStored, saveStored } from "../storage.js";

/** The `level` parameter: a built-in level number. */
export const LEVEL_PARAM: ParamCodec<number> = intParam(1, 1, LEVELS.length);

/** One entry of a game's log: an action, or `turns` ticks in a row. */
export type LogEntry = Exclude<Action, { type: "tick" }> | { readonly type: "turns"; readonly count: number };

/** The log with `action` appended (a tick lengthens the last run of turns). */
export function appendLog(log: readonly LogEntry[], action: Action): LogEntry[] {
  if (action.type !== "tick") return [...log, action];
  const last = log.at(-1);
  return last?.type === "turns"
    ? [...log.slice(0, -1), { type: "turns", count: last.count + 1 }]
    : [...log, { type: "turns", count: 1 }];
}

const isEntry = (x: unknown): x is LogEntry =>
  typeof x === "object" &&
  x !== null &&
  typeof (x as { type?: unknown }).type === "string" &&
  ((x as { type: string }).type !== "turns" || Number.isInteger((x as { count?: unknown }).count));

/**
 * The state after replaying `log` on level `level`, or null when the engine refuses an entry (a
 * log from another version of a level, or edited by hand): the caller starts afresh.
 */
export function replayLog(level: number, log: readonly LogEntry[]): State | null {
  let state = init({ level });
  for (const entry of log) {
    const actions: Action[] =
      entry.type === "turns"
        ? Array.from({ length: Math.min(entry.count, 100_000) }, () => ({ type: "tick" }))
        : [entry];
    for (const action of actions) {
      const t = reduce(state, action);
      if (t.events[0]?.type === "rejected") return null;
      state = t.state;
    }
  }
  return state;
}

const gameKey = (level: number) => `chessistics:game:${level}`;

/** The saved game of `level` (its state and log), or a fresh start. */
export function loadGame(level: number): { state: State; log: LogEntry[] } {
  const log = loadStored(gameKey(level), (x) => (Array.isArray(x) && x.every(isEntry) ? x : null));
  const state = log === null ? null : replayLog(level, log);
  return state === null || log === null ? { state: init({ level }), log: [] } : { state, log };
}

/** Saves the game of `level`; an empty log forgets it. */
export function saveGame(level: number, log: readonly LogEntry[]): void {
  if (log.length === 0) removeStored(gameKey(level));
  else saveStored(gameKey(level), log);
}

/** Metrics of a solved mission (seed §6): fewer is better, each on its own. */
export type Best = {
  readonly pieces: number;
  readonly turns: number;
  readonly cells: number;
};

/** Reads stored metrics. */
export const BEST: (raw: unknown) => Best | null = metricsParser("pieces", "turns", "cells");

/** True when `candidate` beats `best` on some metric (a record keeps each metric's best). */
export const improves = (candidate: Best, best: Best): boolean =>
  candidate.pieces < best.pieces || candidate.turns < best.turns || candidate.cells < best.cells;

/** Each metric's best of the two, as Opus Magnum-style leaderboards keep them. */
export function bestOf(a: Best | undefined, b: Best): Best {
  return a === undefined
    ? b
    : {
        pieces: Math.min(a.pieces, b.pieces),
        turns: Math.min(a.turns, b.turns),
        cells: Math.min(a.cells, b.cells),
      };
}

/** The progress key of a level's mission: "3/1" for level 3's only mission. */
export const missionKey = (level: number, mission: number) => `${level}/${mission}`;

/** How many missions of `level` are solved. */
export function solvedMissions(progress: Progress<Best>, level: number): number {
  const missions = LEVELS[level - 1]?.missions?.length ?? 1;
  let n = 0;
  for (let m = 1; m <= missions; m++) if (progress[missionKey(level, m)] !== undefined) n++;
  return n;
}

/** Where `#/chessistics` without a level opens: the first level not wholly solved. */
export function firstUnsolved(progress: Progress<Best>): number {
  const i = LEVELS.findIndex((l, k) => solvedMissions(progress, k + 1) < (l.missions?.length ?? 1));
  return i < 0 ? 1 : i + 1;
}
