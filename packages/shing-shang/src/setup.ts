/**
 * Setups: the standard opening (data/shing-shang/standard.json) or any legal arrangement, checked
 * against data/shing-shang/setup.schema.json and then against the rules. Errors are
 * {@link SetupError}s with the JSON pointer of the offending value.
 */
import { assertSchema, pointer, SetupError, schemaCheck } from "@core/engine";
import standard from "@data/shing-shang/standard.json";
import { portalOwner, squareIndex } from "./board.js";
import { ARMY, KINDS, type Kind, opponent, type Piece, SIDES, type Side, sideIndex } from "./pieces.js";
import { cellsOf, createPosition, piecesOf, stateOf } from "./position.js";
import type { ShingShangSetupReason } from "./setup-reasons.js";
import { startTurn } from "./turns.js";
import type { PositionSetup, Setup, State } from "./types.js";
import * as validators from "./validators.generated.js";

const checkSetup = schemaCheck<Setup>(validators.setup);
const checkPosition = schemaCheck<PositionSetup>(validators.position);

/** The standard opening (issue 5): red on ranks 1–3, blue mirrored on ranks 8–10, red to move. */
export const STANDARD_POSITION: PositionSetup = assertSchema(
  checkPosition,
  standard,
  "data/shing-shang/standard.json",
);

/**
 * Checks a position against the rules: squares of the board, at most one army per side, at least
 * one dragon per side, no Bushi on a portal it may not occupy, no dragon already on an enemy portal.
 * `base` is the JSON pointer of the position inside its document.
 */
export function validatePosition(position: PositionSetup, base = "", file?: string): void {
  const refuse = (words: string, at: string, reason: ShingShangSetupReason) =>
    new SetupError(words, at, file, reason);
  const counts: Record<Side, Record<Kind, number>> = {
    red: { monkey: 0, lion: 0, dragon: 0 },
    blue: { monkey: 0, lion: 0, dragon: 0 },
  };
  for (const [square, piece] of Object.entries(position.pieces) as [string, Piece][]) {
    const at = `${base}${pointer("pieces", square)}`;
    const i = squareIndex(square);
    if (i < 0) throw refuse(`${square} is not one of the 84 squares of the board`, at, "off-board");
    counts[piece.side][piece.kind]++;
    const owner = portalOwner(i);
    if (owner >= 0) {
      if (piece.kind !== "dragon") throw refuse(`a ${piece.kind} may not stand on a portal`, at, "on-portal");
      if (owner === sideIndex(piece.side)) {
        throw refuse(`a ${piece.side} dragon may not stand on its own portal`, at, "own-portal");
      }
      throw refuse(
        `a ${piece.side} dragon on ${opponent(piece.side)}'s portal has already won`,
        at,
        "already-won",
      );
    }
  }
  for (const side of SIDES) {
    for (const kind of KINDS) {
      if (counts[side][kind] > ARMY[kind]) {
        throw refuse(
          `${side} has ${counts[side][kind]} ${kind}s; an army has ${ARMY[kind]}`,
          `${base}/pieces`,
          "too-many-pieces",
        );
      }
    }
    if (counts[side].dragon === 0) {
      throw refuse(`${side} has no dragon: the game would already be over`, `${base}/pieces`, "no-dragon");
    }
  }
}

/**
 * The first state of a game. Throws {@link SetupError} on a bad setup. If the side to move has no
 * legal action it passes at once (and if neither side has one the game starts drawn), as at the
 * start of any turn.
 */
export function initialState(setup: unknown, file?: string): State {
  const valid = assertSchema(checkSetup, setup ?? {}, file);
  const position = valid.position ?? STANDARD_POSITION;
  if (valid.position !== undefined) validatePosition(position, "/position", file);
  const side = sideIndex(position.turn);
  const start = createPosition(cellsOf(position.pieces), side, 0, valid.maxPlies ?? null);
  startTurn(start, side);
  return stateOf(start);
}

/** The `position` of a state, with empty squares left out: what a setup or a saved file holds. */
export function positionSetupOf(state: State): PositionSetup {
  const pieces: Record<string, Piece> = {};
  for (const [square, piece] of Object.entries(piecesOf(cellsOf(state.pieces))))
    if (piece !== null) pieces[square] = piece;
  return { pieces, turn: state.turn };
}
