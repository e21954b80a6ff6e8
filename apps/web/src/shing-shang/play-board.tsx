/**
 * The board as a game draws it: the selection and its targets turned into highlights, and each
 * cell's screen-reader label (square, piece, portal, and what choosing it would do). Shared by the
 * local game and the online table.
 * @module
 */
import type { Piece, Side, Square } from "@engines/shing-shang";
import { useMessages } from "../i18n/index.js";
import { type Motion, portalOf, ShingShangBoard } from "./board.js";
import { messages } from "./messages.js";
import type { Selection, Targets } from "./selection.js";

/** The board of a game in play (or, without `annotate`, of the position editor). */
export function PlayBoard(props: {
  readonly pieces: Readonly<Record<Square, Piece | null>>;
  readonly flipped: boolean;
  readonly selection: Selection | null;
  readonly targets: Targets;
  readonly lastMove: readonly Square[];
  readonly motion: Motion | null;
  readonly cursor: Square;
  readonly active: boolean;
  /** Whether cells say the selection, targets and last move (false in the position editor). */
  readonly annotate?: boolean;
  readonly flagged?: Square | null;
  readonly onCell: (square: Square) => void;
  readonly onCursor: (square: Square) => void;
  readonly onCancel: () => void;
}) {
  const m = useMessages(messages);
  const { pieces, selection, targets, lastMove } = props;
  const annotate = props.annotate !== false;
  const bottom: Side = props.flipped ? "blue" : "red";
  const cellLabel = (s: Square) => {
    const piece = pieces[s];
    const portal = portalOf(s);
    const parts = [piece ? m.piece(m.side[piece.side], m.kind[piece.kind]) : m.empty];
    if (portal) parts.push(m.portalOf(m.side[portal]));
    if (annotate) {
      if (selection?.from === s) parts.push(m.states.selected);
      if (targets.movable.includes(s)) parts.push(m.states.canMove);
      if (targets.steps.includes(s)) parts.push(m.states.stepTarget);
      if (targets.landings.includes(s)) parts.push(m.states.landing);
      if (targets.canStop && selection?.path[selection.path.length - 1] === s) parts.push(m.states.chainStop);
      if (lastMove.includes(s)) parts.push(m.states.lastMove);
    }
    return m.cell(s, parts.join(", "));
  };
  return (
    <ShingShangBoard
      pieces={pieces}
      flipped={props.flipped}
      selected={annotate ? (selection?.from ?? null) : null}
      chain={selection?.path ?? []}
      steps={targets.steps}
      landings={targets.landings}
      movable={selection ? [] : targets.movable}
      lastMove={annotate ? lastMove : []}
      motion={props.motion}
      cursor={props.cursor}
      flagged={props.flagged ?? null}
      active={props.active}
      label={m.board(m.side[bottom])}
      cellLabel={cellLabel}
      onCell={props.onCell}
      onCursor={props.onCursor}
      onCancel={props.onCancel}
    />
  );
}
