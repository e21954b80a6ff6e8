/**
 * Input states (RULES.md §10): a state written by hand or read back is checked against
 * `state.schema.json`, then against what a schema cannot say, before anything reduces it.
 */
import { pointer, type StateIssue, type StateParse, schemaCheck, stateParser } from "@core/engine";
import { portalOwner, squareIndex } from "./board.js";
import { legalActions } from "./game.js";
import { ARMY, KINDS, type Kind, opponent, type Piece, SIDES, type Side, sideIndex } from "./pieces.js";
import stateSchema from "./state.schema.json";
import * as validators from "./state-validators.generated.js";
import type { State } from "./types.js";

/** The state JSON Schema (draft 2020-12); its pieces are the setup schema's. */
export const STATE_SCHEMA: object = stateSchema;

const issue = (message: string, ...path: (string | number)[]): StateIssue => ({
  pointer: pointer(...path),
  message,
});

/** The first contradiction in a state of the schema's shape, or null. */
function contradiction(state: State): StateIssue | null {
  const counts: Record<Side, Record<Kind, number>> = {
    red: { monkey: 0, lion: 0, dragon: 0 },
    blue: { monkey: 0, lion: 0, dragon: 0 },
  };
  /** The side whose dragon stands on an enemy portal, if any. */
  let onEnemyPortal: Side | null = null;
  for (const [square, piece] of Object.entries(state.pieces) as [string, Piece | null][]) {
    if (piece === null) continue;
    const i = squareIndex(square);
    if (i < 0) return issue(`${square} is not one of the 84 squares of the board`, "pieces", square);
    counts[piece.side][piece.kind]++;
    const owner = portalOwner(i);
    if (owner < 0) continue;
    if (piece.kind !== "dragon") return issue(`a ${piece.kind} may not stand on a portal`, "pieces", square);
    if (owner === sideIndex(piece.side))
      return issue(`a ${piece.side} dragon may not stand on its own portal`, "pieces", square);
    onEnemyPortal = piece.side;
  }
  for (const side of SIDES)
    for (const kind of KINDS)
      if (counts[side][kind] > ARMY[kind])
        return issue(`${side} has ${counts[side][kind]} ${kind}s; an army has ${ARMY[kind]}`, "pieces");
  const { result, extra } = state;
  if (state.maxPlies !== null && state.ply > state.maxPlies)
    return issue(`at most maxPlies, ${state.maxPlies}`, "ply");
  if (result === null) {
    if (onEnemyPortal !== null)
      return issue(`a ${onEnemyPortal} dragon on ${opponent(onEnemyPortal)}'s portal has won`, "result");
    for (const side of SIDES)
      if (counts[side].dragon === 0) return issue(`${side} has no dragon: the game is over`, "result");
    if (state.maxPlies !== null && state.ply === state.maxPlies)
      return issue("the move limit is reached: the game is drawn", "result");
  } else {
    if (extra !== null) return issue("a finished game has no capture bonus", "extra");
    const loser = result.winner === null ? null : opponent(result.winner);
    if (result.reason === "portal" && onEnemyPortal !== result.winner)
      return issue(`no ${result.winner} dragon stands on ${loser}'s portal`, "result");
    if (result.reason === "dragons" && loser !== null && counts[loser].dragon > 0)
      return issue(`${loser} still has a dragon`, "result");
    if (result.reason === "max-plies" && state.ply !== state.maxPlies)
      return issue("the move limit is not reached", "result");
  }
  if (extra !== null) {
    const piece = state.pieces[extra.excluded];
    if (piece === undefined || piece === null || piece.side !== state.turn)
      return issue(`the capturing piece is one of ${state.turn}'s`, "extra", "excluded");
  }
  // A game going on waits for a side that can act (an automatic pass hands the turn on, §5).
  if (result === null && legalActions(state).length === 0)
    return issue(`${state.turn} has no legal action: the turn passes or the game is drawn`, "turn");
  return null;
}

let parse: ((input: unknown) => StateParse<State>) | undefined;

/**
 * `input` (any JSON: a saved game, a position written by hand) as a state `reduce` may take, or
 * a `SetupError` value with the JSON pointer of the problem (reason `schema` or `inconsistent`).
 * Beyond the schema: Bushis only on the 84 squares, at most one army a side, no monkey or lion on
 * a portal and no dragon on its own; a game going on has a dragon a side, none on an enemy portal,
 * plies below the limit and a side to act that can act; a finished one has no capture bonus and
 * the board its result says; the bonus's piece is the side to act's. Never throws.
 */
export function parseState(input: unknown): StateParse<State> {
  parse ??= stateParser(schemaCheck<State>(validators.state), { consistent: contradiction });
  return parse(input);
}
