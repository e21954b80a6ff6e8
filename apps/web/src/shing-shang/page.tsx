import {
  type Action,
  legalActions,
  makeMove,
  type Piece,
  positionSetupOf,
  reduce,
  type Side,
  type Square,
} from "@engines/shing-shang";
import { useEffect, useMemo, useRef, useState } from "preact/hooks";
import { refusalWords, useMessages } from "../i18n/index.js";
import { PlayOnline } from "../online/create.js";
import { markInteractive, type ParamCodec, useHashParam } from "../router.js";
import type { Motion } from "./board.js";
import { createBot } from "./bot-client.js";
import { applyTool, EditorPanel, useEditor } from "./editor.js";
import { capturedBy, judge, moveRows, NEW_GAME, replay, takeBack } from "./game.js";
import { messages } from "./messages.js";
import { MoveList } from "./move-list.js";
import { Legend, Players, Status } from "./panel.js";
import { PlayBoard } from "./play-board.js";
import { newSeed, useSavedGame } from "./saved-game.js";
import { choose, type Selection, targetsOf } from "./selection.js";
import "./shing-shang.css";

/** The engine object, for "Play online" only (engine-object.ts). */
const loadEngine = () => import("./engine-object.js").then((m) => m.engine);

const BOT_DELAY_MS = 450;

const MODE: ParamCodec<"play" | "edit"> = {
  parse: (raw) => (raw === "edit" ? "edit" : "play"),
  format: (v) => (v === "edit" ? "edit" : null),
};

const squaresOf = (a: Action | null): Square[] =>
  a === null || a.type === "pass" ? [] : [a.from, ...(a.type === "step" ? [a.to] : a.path)];

/**
 * Shing Shang: hot-seat or against the bot, with jump chains built cell by cell by mouse, touch or
 * keyboard; a move list to review the game; takeback; a position editor; the game kept in local
 * storage and in the URL.
 */
export function ShingShangPage() {
  const m = useMessages(messages);
  const { game, setGame, notice, dismissNotice } = useSavedGame();
  const [mode, setMode] = useHashParam("mode", MODE, "push");
  const editor = useEditor();
  const replayed = useMemo(() => replay(game.record), [game.record]);
  const { plies, current: live } = replayed;
  const [viewed, setViewed] = useState<number | null>(null);
  const [selection, setSelection] = useState<Selection | null>(null);
  const [motion, setMotion] = useState<Motion | null>(null);
  const [thinking, setThinking] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const [cursor, setCursor] = useState<Square>("e5");
  const bot = useRef<ReturnType<typeof createBot> | null>(null);
  const motionKey = useRef(0);
  const seenPlies = useRef(plies.length);

  useEffect(() => {
    bot.current = createBot();
    markInteractive("shing-shang");
    return () => bot.current?.stop();
  }, []);

  const editing = mode === "edit";
  const shown = viewed === null || viewed >= plies.length ? plies.length - 1 : viewed;
  const reviewing = shown !== plies.length - 1;
  const shownState = shown < 0 ? replayed.initial : (plies[shown]?.state ?? live);
  const isBot = (side: Side) => game.players[side] !== "human";
  const human = !editing && live.result === null && !isBot(live.turn);
  const active = human && !reviewing;
  const legal = useMemo(() => (active ? legalActions(live) : []), [live, active]);
  const targets = targetsOf(legal, selection);

  // A new ply (a move, the bot's reply, a takeback undone): animate it and say it aloud.
  useEffect(() => {
    const added = plies.length > seenPlies.current;
    seenPlies.current = plies.length;
    setSelection(null);
    if (!added) return;
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
    } else {
      setAnnouncement(`${m.side[ply.side]}: ${a === null ? m.forcedPass : m.pass}`);
    }
  }, [plies]);

  // A bot's move leaves a notice (a link cut short, an illegal position) for the player to read.
  const append = (action: Action, byBot = false) =>
    setGame((g) => ({ ...g, record: { ...g.record, actions: [...g.record.actions, action] } }), byBot);

  const play = (action: Action) => {
    const first = reduce(live, action).events[0];
    if (first?.type === "rejected") return setMessage(m.refused(refusalWords(first, m.refusals)));
    setMessage(null);
    append(action);
  };

  // Bot turns: asked off the main thread, played after a short pause so the move can be followed.
  useEffect(() => {
    const level = game.players[live.turn];
    if (editing || live.result !== null || level === "human" || !bot.current) return;
    let alive = true;
    setThinking(true);
    const started = performance.now();
    void bot.current.ask(live, { level, seed: game.seed }).then((action) => {
      setTimeout(
        () => {
          if (!alive) return;
          setThinking(false);
          if (action) append(action, true);
        },
        Math.max(0, BOT_DELAY_MS - (performance.now() - started)),
      );
    });
    return () => {
      alive = false;
      setThinking(false);
    };
  }, [live, game.players, game.seed, editing]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") setSelection(null);
    };
    addEventListener("keydown", onKey);
    return () => removeEventListener("keydown", onKey);
  }, []);

  const onCell = (square: Square) => {
    if (editing) return editor.setDraft(applyTool(editor.draft, editor.tool, square));
    if (reviewing) return setViewed(null);
    if (!active) return;
    setMessage(null);
    const choice = choose(legal, selection, square);
    if (choice.type === "play") play(choice.action);
    else if (choice.type === "select") setSelection(choice.selection);
  };

  const restart = (record = NEW_GAME) => {
    setGame((g) => ({ ...g, record, seed: newSeed() }));
    setViewed(null);
    setMessage(null);
    setMotion(null);
  };
  const takenBack = takeBack(game.record, isBot);
  const canTakeBack = !editing && takenBack !== game.record;

  const lastMove = shown >= 0 ? squaresOf(plies[shown]?.action ?? null) : [];
  const board = editing ? editor.draft : shownState;
  const pieces: Readonly<Record<Square, Piece | null>> = board.pieces;

  const verdict = editing ? judge(editor.draft) : null;
  const flagged = verdict && !verdict.ok && verdict.where !== "" ? verdict.where : null;
  const path = selection?.path ?? [];

  return (
    <section
      class="shing-shang"
      data-turn={live.turn}
      data-thinking={thinking ? "true" : "false"}
      data-mode={mode}
      data-plies={plies.length}
    >
      <div class={`ss-board-col${reviewing && !editing ? " reviewing" : ""}`}>
        <PlayBoard
          pieces={pieces}
          flipped={game.flipped}
          selection={selection}
          targets={targets}
          lastMove={lastMove}
          motion={editing || reviewing ? null : motion}
          cursor={cursor}
          annotate={!editing}
          flagged={editing ? flagged : null}
          active={active || editing}
          onCell={onCell}
          onCursor={setCursor}
          onCancel={() => setSelection(null)}
        />
      </div>

      <aside class="panel ss-panel">
        <header class="ss-title">
          <h1>{m.title}</h1>
          <details class="ss-rules">
            <summary>{m.rulesSummary}</summary>
            <p>{m.rules}</p>
          </details>
        </header>
        {notice && (
          <p class="message ss-notice" role="alert">
            {notice}{" "}
            <button type="button" onClick={dismissNotice}>
              OK
            </button>
          </p>
        )}
        {editing ? (
          <EditorPanel
            {...editor}
            current={positionSetupOf(live)}
            onStart={(position) => {
              restart({ start: position, actions: [] });
              setMode("play");
            }}
            onCancel={() => setMode("play")}
          />
        ) : (
          <>
            <Players
              players={game.players}
              turn={live.result === null ? live.turn : null}
              captured={capturedBy(plies, shown + 1)}
              onChange={(side, player) =>
                setGame((g) => ({ ...g, players: { ...g.players, [side]: player } }))
              }
            />
            <Status
              state={live}
              thinking={thinking}
              human={human}
              selection={selection}
              canStop={targets.canStop}
              canPass={human && legal.some((a) => a.type === "pass")}
              onPass={() => play({ type: "pass" })}
              onStop={() => selection && play({ type: "jump", from: selection.from, path })}
              onCancel={() => setSelection(null)}
            />
            {message && <p class="message">{message}</p>}
            {reviewing && (
              <div class="ss-review" role="status">
                {shown < 0 ? m.startPosition : m.reviewing(shown + 1, plies.length)}
                <button type="button" onClick={() => setViewed(null)}>
                  {m.backToGame}
                </button>
              </div>
            )}
            <MoveList
              rows={moveRows(plies)}
              plies={plies}
              shown={shown}
              firstSide={replayed.initial.turn}
              onShow={(ply) => setViewed(ply === plies.length - 1 ? null : ply)}
            />
            <div class="actions ss-actions">
              <button
                type="button"
                disabled={!canTakeBack}
                onClick={() => setGame((g) => ({ ...g, record: takenBack }))}
              >
                {m.takeBack}
              </button>
              <button type="button" onClick={() => restart()}>
                {m.newGame}
              </button>
              <button type="button" onClick={() => setMode("edit")} data-testid="setup">
                {m.setUp}
              </button>
              <button
                type="button"
                aria-pressed={game.flipped}
                onClick={() => setGame((g) => ({ ...g, flipped: !g.flipped }))}
              >
                {m.flip}
              </button>
            </div>
            <Legend />
            <PlayOnline engine={loadEngine} state={live} title="Shing Shang" />
          </>
        )}
        <p class="visually-hidden" aria-live="polite">
          {announcement}
        </p>
      </aside>
    </section>
  );
}
