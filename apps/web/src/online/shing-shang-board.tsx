/**
 * Shing Shang online: the board from the seat's view (a perfect-information game: the view is the
 * state), moves built cell by cell from the engine's `legalActions` as in the local game (mouse,
 * touch or keyboard), sent to the server, which judges them again. Blue's seat sees the board
 * from its side. The move list comes from the steps (the whole match once the seat's replay has
 * arrived), replayed by the engine from the opening view; a ply clicked shows its position.
 * @module
 */
import { type Action, legalActions, type Side, type Square, type State } from "@engines/shing-shang";
import { useEffect, useMemo, useState } from "preact/hooks";
import { refusalWords, useMessages } from "../i18n/index.js";
import { actionOfEvents, moveRows, type Replay, replayFrom } from "../shing-shang/game.js";
import { messages } from "../shing-shang/messages.js";
import { MoveList } from "../shing-shang/move-list.js";
import { Legend, Status } from "../shing-shang/panel.js";
import { PlayBoard } from "../shing-shang/play-board.js";
import { choose, type Selection, targetsOf } from "../shing-shang/selection.js";
import type { BoardProps, Refusal } from "./board.js";
import { onlineMessages } from "./messages.js";
import "../shing-shang/shing-shang.css";

/** The squares of the last move, from the last step's `stepped`/`jumped` events. */
function lastMoveOf(props: BoardProps): Square[] {
  const events = (props.steps[props.steps.length - 1]?.events ?? []) as {
    type: string;
    from?: Square;
    to?: Square;
  }[];
  const moves = events.filter((e) => e.type === "stepped" || e.type === "jumped");
  const first = moves[0]?.from;
  return first === undefined ? [] : [first, ...moves.flatMap((e) => (e.to === undefined ? [] : [e.to]))];
}

/** The match's plies from the opening view and the steps' events; null while the opening is unknown. */
function pliesOf(props: BoardProps): Replay | null {
  if (props.opening === undefined || props.opening === null) return null;
  const actions = props.steps.flatMap((s) => {
    const a = actionOfEvents(s.events);
    return a === null ? [] : [a];
  });
  try {
    return replayFrom(props.opening as State, actions);
  } catch {
    // A step the events do not tell fully: no list rather than a wrong one.
    return null;
  }
}

/** The Shing Shang board of the play and replay pages. */
export function ShingShangOnlineBoard(props: BoardProps) {
  const o = useMessages(onlineMessages);
  const sm = useMessages(messages);
  const state = props.view as State;
  const seat = props.seat as Side | null;
  const mine = props.send !== undefined && seat !== null && state.result === null && state.turn === seat;
  const legal = useMemo(() => (mine ? legalActions(state) : []), [state, mine]);
  const [selection, setSelection] = useState<Selection | null>(null);
  const [cursor, setCursor] = useState<Square>("e5");
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [busy, setBusy] = useState(false);
  const targets = targetsOf(legal, selection);
  const replayed = useMemo(() => pliesOf(props), [props.opening, props.steps]);
  const plies = replayed?.plies ?? [];
  /** The ply shown while reviewing (-1: the opening); null: the match as it stands. */
  const [viewed, setViewed] = useState<number | null>(null);
  const reviewing = viewed !== null && viewed < plies.length - 1;
  const shownState = reviewing ? ((viewed < 0 ? replayed?.initial : plies[viewed]?.state) ?? state) : state;
  const lastMove = reviewing ? [] : lastMoveOf(props);
  useEffect(() => setSelection(null), [state]);

  const play = (action: Action) => {
    if (!props.send || busy) return;
    setBusy(true);
    setRefusal(null);
    setSelection(null);
    void props.send(action).then((r) => {
      setBusy(false);
      if (!r.ok) setRefusal(r);
    });
  };
  const onCell = (square: Square) => {
    if (!mine || busy || reviewing) return;
    const c = choose(legal, selection, square);
    if (c.type === "play") play(c.action);
    else if (c.type === "select") setSelection(c.selection);
  };
  const path = selection?.path ?? [];

  return (
    <section class="shing-shang" data-turn={state.turn} data-mode="online" data-plies={props.steps.length}>
      <div class={`ss-board-col${reviewing ? " reviewing" : ""}`}>
        <PlayBoard
          pieces={shownState.pieces}
          flipped={seat === "blue"}
          selection={selection}
          targets={targets}
          lastMove={lastMove}
          motion={null}
          cursor={cursor}
          active={mine && !busy && !reviewing}
          onCell={onCell}
          onCursor={setCursor}
          onCancel={() => setSelection(null)}
        />
      </div>
      <aside class="panel ss-panel">
        <Status
          state={state}
          thinking={false}
          human={mine}
          selection={selection}
          canStop={targets.canStop}
          canPass={mine && legal.some((a) => a.type === "pass")}
          onPass={() => play({ type: "pass" })}
          onStop={() => selection && play({ type: "jump", from: selection.from, path })}
          onCancel={() => setSelection(null)}
        />
        {refusal && (
          <p class="message" role="alert">
            {o.refused(refusalWords(refusal, sm.refusals))}
          </p>
        )}
        {reviewing && (
          <div class="ss-review" role="status">
            {viewed < 0 ? sm.startPosition : sm.reviewing(viewed + 1, plies.length)}
            <button type="button" onClick={() => setViewed(null)}>
              {sm.backToGame}
            </button>
          </div>
        )}
        {replayed !== null && (
          <MoveList
            rows={moveRows(plies)}
            plies={plies}
            shown={reviewing ? viewed : plies.length - 1}
            firstSide={replayed.initial.turn}
            onShow={(ply) => setViewed(ply === plies.length - 1 ? null : ply)}
          />
        )}
        <Legend />
      </aside>
    </section>
  );
}
