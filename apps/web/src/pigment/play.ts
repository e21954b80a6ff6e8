/**
 * A Pigment board as the URL keeps it: the level and the rolls played, e.g. `level=2&moves=ESWNE`.
 * Replaying the rolls through the engine rebuilds the state, undo history included, so a reload
 * or Back/Forward loses nothing.
 * @module
 */
import { init, isDir, LEVELS, reduce, type State } from "@engines/pigment";
import { intParam, type ParamCodec } from "../router.js";

/** The `level` parameter: a campaign level number. */
export const LEVEL_PARAM: ParamCodec<number> = intParam(1, 1, LEVELS.length);

/** The rolls that led to `state` since its start or last restart, one letter each ("ESWNE"). */
export function movesOf(state: State): string {
  return state.history.map((h) => h.dir).join("");
}

/**
 * The state after rolling `moves` on level `level`: the engine decides each roll; the replay stops
 * at the first letter that is no direction or that the engine refuses (a hand-edited URL).
 */
export function replay(level: number, moves: string): State {
  let state = init({ level });
  for (const letter of moves) {
    if (!isDir(letter)) break;
    const { state: next, events } = reduce(state, { type: "roll", dir: letter });
    if (events[0]?.type === "rejected") break;
    state = next;
  }
  return state;
}
