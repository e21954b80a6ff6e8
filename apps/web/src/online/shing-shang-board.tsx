/**
 * Shing Shang online: the board from the seat's view (a perfect-information game: the view is the
 * state), moves built cell by cell from the engine's `legalActions` as in the local game (mouse,
 * touch or keyboard), sent to the server, which judges them again. Blue's seat sees the board
 * from its side.
 * @module
 */
import { type Action, legalActions, type Side, type Square, type State } from "@engines/shing-shang";
import { useEffect, useMemo, useState } from "preact/hooks";
import { refusalWords, useMessages } from "../i18n/index.js";
import { messages } from "../shing-shang/messages.js";
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
  const lastMove = lastMoveOf(props);
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
    if (!mine || busy) return;
    const c = choose(legal, selection, square);
    if (c.type === "play") play(c.action);
    else if (c.type === "select") setSelection(c.selection);
  };
  const path = selection?.path ?? [];

  return (
    <section class="shing-shang" data-turn={state.turn} data-mode="online" data-plies={props.steps.length}>
      <div class="ss-board-col">
        <PlayBoard
          pieces={state.pieces}
          flipped={seat === "blue"}
          selection={selection}
          targets={targets}
          lastMove={lastMove}
          motion={null}
          cursor={cursor}
          active={mine && !busy}
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
        <Legend />
      </aside>
    </section>
  );
}
