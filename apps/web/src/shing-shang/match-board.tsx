/**
 * The one Shing Shang board of a match, local or online: the position, moves built cell by cell
 * from the engine's `legalActions` (mouse, touch or keyboard) and sent through `send` — to the
 * local match (`use-local-match.ts`) or the match server (`online/shing-shang-board.tsx`), each
 * judging them again — the last move animated and said aloud, the move list replayed by the
 * engine from the opening and the steps' events (a ply clicked shows its position), and a refusal
 * told in the player's language. The page adds its own panel parts around the status and list.
 * @module
 */
import type { ActionResult } from "@core/match-client";
import {
  type Action,
  legalActions,
  makeMove,
  type Piece,
  type Side,
  type Square,
  type State,
} from "@engines/shing-shang";
import type { ComponentChildren } from "preact";
import { useEffect, useMemo, useRef, useState } from "preact/hooks";
import { refusalWords, useMessages } from "../i18n/index.js";
import type { Step } from "../online/use-match.js";
import type { Motion } from "./board.js";
import { actionOfEvents, moveRows, type Replay, replayFrom } from "./game.js";
import { messages } from "./messages.js";
import { MoveList } from "./move-list.js";
import { Legend, Status } from "./panel.js";
import { PlayBoard } from "./play-board.js";
import { choose, type Selection, targetsOf } from "./selection.js";
import "./shing-shang.css";

export interface ShingShangBoardProps {
  /** The position now (a seat's view: Shing Shang hides nothing). */
  readonly view: State;
  /** The side acting from this screen; null: nobody here (a spectator, a bot's turn, a replay). */
  readonly seat: Side | null;
  /** The match's steps, oldest first, as the seat received them. */
  readonly steps: readonly Step[];
  /** The position before the first step, once known: then the move list shows. */
  readonly opening: State | null;
  /** Sends an action for `seat`; absent when the board is only watched. */
  readonly send?: (action: Action) => Promise<ActionResult>;
  /** Blue's side at the bottom. */
  readonly flipped: boolean;
  /** A bot is choosing its move. */
  readonly thinking?: boolean;
  /** The section's `data-mode` ("play", "online"). */
  readonly mode: string;
  /** Panel parts before the status (title, players, notices) and after the move list (actions). */
  readonly top?: ComponentChildren;
  readonly bottom?: ComponentChildren;
  /** Told which ply the board shows (-1: the opening), as the list is reviewed or grows. */
  readonly onShown?: (ply: number) => void;
  /** Panel parts after the legend (the local page's "Play online"). */
  readonly after?: ComponentChildren;
}

const squaresOf = (a: Action | null): Square[] =>
  a === null || a.type === "pass" ? [] : [a.from, ...(a.type === "step" ? [a.to] : a.path)];

/** The plies from the opening and the steps' events; null while the opening is unknown. */
function pliesOf(opening: State | null, steps: readonly Step[]): Replay | null {
  if (opening === null) return null;
  const actions = steps.flatMap((s) => {
    const a = actionOfEvents(s.events);
    return a === null ? [] : [a];
  });
  try {
    return replayFrom(opening, actions);
  } catch {
    // A step the events do not tell fully: no list rather than a wrong one.
    return null;
  }
}

/** The squares of the last step's move, from its `stepped`/`jumped` events. */
function lastMoveOf(steps: readonly Step[]): Square[] {
  const events = (steps[steps.length - 1]?.events ?? []) as { type: string; from?: Square; to?: Square }[];
  const moves = events.filter((e) => e.type === "stepped" || e.type === "jumped");
  const first = moves[0]?.from;
  return first === undefined ? [] : [first, ...moves.flatMap((e) => (e.to === undefined ? [] : [e.to]))];
}

/** The Shing Shang board of a match: local play, online play and online replays. */
export function ShingShangBoard(props: ShingShangBoardProps) {
  const m = useMessages(messages);
  const { view: state, seat, send } = props;
  const mine = send !== undefined && seat !== null && state.result === null && state.turn === seat;
  const replayed = useMemo(() => pliesOf(props.opening, props.steps), [props.opening, props.steps]);
  const plies = replayed?.plies ?? [];
  /** The ply shown while reviewing (-1: the opening); null: the match as it stands. */
  const [viewed, setViewed] = useState<number | null>(null);
  const reviewing = viewed !== null && viewed < plies.length - 1;
  const active = mine && !reviewing;
  const legal = useMemo(() => (active ? legalActions(state) : []), [state, active]);
  const [selection, setSelection] = useState<Selection | null>(null);
  const [cursor, setCursor] = useState<Square>("e5");
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [motion, setMotion] = useState<Motion | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const motionKey = useRef(0);
  const seenPlies = useRef(plies.length);
  const targets = targetsOf(legal, selection);
  const shownState = reviewing ? ((viewed < 0 ? replayed?.initial : plies[viewed]?.state) ?? state) : state;
  const shownPly = reviewing ? viewed : plies.length - 1;
  const lastMove =
    replayed === null
      ? lastMoveOf(props.steps)
      : shownPly < 0
        ? []
        : squaresOf(plies[shownPly]?.action ?? null);

  // A new ply (a move, a reply, a take-back undone): animate it and say it aloud.
  useEffect(() => {
    const added = plies.length > seenPlies.current;
    // Fewer plies (a take-back, a new game): nothing reviewed any more.
    if (plies.length < seenPlies.current) setViewed(null);
    seenPlies.current = plies.length;
    setSelection(null);
    if (!added || replayed === null) return;
    const ply = plies[plies.length - 1];
    const before = plies.length > 1 ? plies[plies.length - 2]?.state : replayed.initial;
    if (!ply || !before) return;
    const a = ply.action;
    if (a !== null && a.type !== "pass") {
      motionKey.current += 1;
      setMotion({
        key: motionKey.current,
        from: a.from,
        path: squaresOf(a).slice(1),
        jump: a.type === "jump",
      });
      const piece = before.pieces[a.from] as Piece;
      setAnnouncement(m.played(m.side[ply.side], m.kind[piece.kind], makeMove(a)));
    } else setAnnouncement(`${m.side[ply.side]}: ${a === null ? m.forcedPass : m.pass}`);
  }, [plies]);
  useEffect(() => setSelection(null), [state]);
  useEffect(() => props.onShown?.(shownPly), [shownPly]);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") setSelection(null);
    };
    addEventListener("keydown", onKey);
    return () => removeEventListener("keydown", onKey);
  }, []);

  const play = (action: Action) => {
    if (send === undefined || busy) return;
    setBusy(true);
    setMessage(null);
    setSelection(null);
    void send(action).then((r) => {
      setBusy(false);
      if (!r.ok) setMessage(m.refused(refusalWords(r, m.refusals)));
    });
  };
  const onCell = (square: Square) => {
    if (reviewing) return setViewed(null);
    if (!active || busy) return;
    setMessage(null);
    const c = choose(legal, selection, square);
    if (c.type === "play") play(c.action);
    else if (c.type === "select") setSelection(c.selection);
  };
  const path = selection?.path ?? [];

  return (
    <section
      class="shing-shang"
      data-turn={state.turn}
      data-thinking={props.thinking === true ? "true" : "false"}
      data-mode={props.mode}
      data-plies={replayed === null ? props.steps.length : plies.length}
    >
      <div class={`ss-board-col${reviewing ? " reviewing" : ""}`}>
        <PlayBoard
          pieces={shownState.pieces}
          flipped={props.flipped}
          selection={selection}
          targets={targets}
          lastMove={lastMove}
          motion={reviewing ? null : motion}
          cursor={cursor}
          active={active && !busy}
          onCell={onCell}
          onCursor={setCursor}
          onCancel={() => setSelection(null)}
        />
      </div>
      <aside class="panel ss-panel">
        {props.top}
        <Status
          state={state}
          thinking={props.thinking === true}
          human={mine}
          selection={selection}
          canStop={targets.canStop}
          canPass={mine && legal.some((a) => a.type === "pass")}
          onPass={() => play({ type: "pass" })}
          onStop={() => selection && play({ type: "jump", from: selection.from, path })}
          onCancel={() => setSelection(null)}
        />
        {message && (
          <p class="message" role="alert">
            {message}
          </p>
        )}
        {reviewing && (
          <div class="ss-review" role="status">
            {viewed < 0 ? m.startPosition : m.reviewing(viewed + 1, plies.length)}
            <button type="button" onClick={() => setViewed(null)}>
              {m.backToGame}
            </button>
          </div>
        )}
        {replayed !== null && (
          <MoveList
            rows={moveRows(plies)}
            plies={plies}
            shown={shownPly}
            firstSide={replayed.initial.turn}
            onShow={(ply) => setViewed(ply === plies.length - 1 ? null : ply)}
          />
        )}
        {props.bottom}
        <Legend />
        {props.after}
        <p class="visually-hidden" aria-live="polite">
          {announcement}
        </p>
      </aside>
    </section>
  );
}
