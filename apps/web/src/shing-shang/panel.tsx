/** The side panel's parts: the players with their captures, the status line, the legend. */
import { KINDS, type Piece, SIDES, type Side, type State } from "@engines/shing-shang";
import { useMessages } from "../i18n/index.js";
import { BushiIcon, SIDE_FILL } from "./board.js";
import { messages, type Player } from "./messages.js";
import type { Selection } from "./selection.js";

const PLAYERS: readonly Player[] = ["human", "easy", "medium", "hard"];

/** Each side: who plays it (a select) and the pieces it has captured so far. */
export function Players(props: {
  players: Readonly<Record<Side, Player>>;
  /** The side to move, null once the game is over. */
  turn: Side | null;
  captured: Readonly<Record<Side, readonly Piece[]>>;
  onChange: (side: Side, player: Player) => void;
}) {
  const m = useMessages(messages);
  return (
    <div class="players ss-players">
      {SIDES.map((side) => {
        const taken = props.captured[side];
        return (
          <div key={side} class={`ss-player${props.turn === side ? " active" : ""}`} data-side={side}>
            <span class="side-dot" style={{ background: SIDE_FILL[side] }} aria-hidden="true" />
            <label class="ss-player-name" for={`ss-player-${side}`}>
              {m.side[side]}
            </label>
            <select
              id={`ss-player-${side}`}
              value={props.players[side]}
              aria-label={m.playerOf(m.side[side])}
              onChange={(e) => props.onChange(side, (e.target as HTMLSelectElement).value as Player)}
              data-player={side}
            >
              {PLAYERS.map((p) => (
                <option key={p} value={p}>
                  {m.player[p]}
                </option>
              ))}
            </select>
            <div class="ss-captured" data-testid={`captured-${side}`}>
              <span class="visually-hidden">
                {m.captured}:{" "}
                {taken.length === 0
                  ? m.capturedNone
                  : taken.map((p) => m.piece(m.side[p.side], m.kind[p.kind])).join(", ")}
              </span>
              {taken.map((p, i) => (
                <span key={i} data-piece={`${p.side}-${p.kind}`}>
                  <BushiIcon piece={p} size={26} />
                </span>
              ))}
            </div>
          </div>
        );
      })}
    </div>
  );
}

/** The status: the result, or whose move it is and what to do, the extra action and the chain. */
export function Status(props: {
  state: State;
  thinking: boolean;
  human: boolean;
  selection: Selection | null;
  canStop: boolean;
  canPass: boolean;
  onPass: () => void;
  onStop: () => void;
  onCancel: () => void;
}) {
  const m = useMessages(messages);
  const { state, selection } = props;
  const r = state.result;
  if (r !== null) {
    return (
      <output class="phase phase-won" data-testid="result">
        {r.winner === null ? m.drawn(r.reason) : m.won(m.side[r.winner], r.reason)}
      </output>
    );
  }
  const path = selection?.path ?? [];
  const hint = props.thinking
    ? m.thinking
    : props.human
      ? selection
        ? path.length > 0
          ? m.continueChain
          : m.chooseWhere
        : m.choosePiece
      : "";
  return (
    <>
      <output class="phase" data-testid="status">
        <span class="side-dot" style={{ background: SIDE_FILL[state.turn] }} aria-hidden="true" />{" "}
        {m.toMove(m.side[state.turn])}
        {hint && ` · ${hint}`}
      </output>
      {state.extra && (
        <div class="extra-banner" role="status">
          {m.extraAction(m.side[state.turn], state.extra.excluded)}
          {props.canPass && (
            <button type="button" onClick={props.onPass} data-testid="pass">
              {m.pass}
            </button>
          )}
        </div>
      )}
      {selection && path.length > 0 && (
        <div class="chain-bar">
          {m.chain([selection.from, ...path].join(" → "))}
          <button type="button" class="primary" disabled={!props.canStop} onClick={props.onStop}>
            {m.stopHere}
          </button>
          <button type="button" onClick={props.onCancel}>
            {m.cancel}
          </button>
        </div>
      )}
    </>
  );
}

/** The pieces by size, and the portal. */
export function Legend() {
  const m = useMessages(messages);
  return (
    <div class="legend">
      {KINDS.map((kind) => (
        <span class="legend-item" key={kind}>
          <BushiIcon piece={{ side: "red", kind }} />
          {m.kind[kind]}
        </span>
      ))}
      <span class="legend-item">
        <i class="portal-swatch" /> {m.portal}
      </span>
    </div>
  );
}
